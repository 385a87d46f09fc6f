import { expect, test } from '../support/fixtures.ts';

test('the emulator serves the built app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
