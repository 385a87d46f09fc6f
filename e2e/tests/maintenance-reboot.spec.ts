import { expect, test } from '../support/fixtures.ts';

test('reboot asks for confirmation and reports the device answer', async ({ page }) => {
  await page.goto('/login?returnUrl=%2Fmaintenance%2Freboot');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('openDTU42');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/maintenance\/reboot$/);
  await page.getByRole('button', { name: 'Reboot!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reboot the device' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Reboot!' }).click();
  await dialog.getByRole('button', { name: 'Reboot', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restart started.' })).toBeVisible();
});
