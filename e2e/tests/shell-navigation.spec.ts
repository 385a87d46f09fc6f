import { expect, test } from '../support/fixtures.ts';

test('the mobile menu opens, navigates by keyboard and collapses after a choice', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  const toggler = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(page.getByRole('link', { name: 'Live view' })).toBeHidden();
  await toggler.click();
  await page.getByRole('button', { name: 'Info' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'System' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Console' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/info\/console$/);
  await expect(toggler).toHaveAttribute('aria-expanded', 'false');
});

test('the error page shows the message and status from the route', async ({ page }) => {
  await page.goto('/error?status=503&message=Device%20busy');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('Device busy')).toBeVisible();
  await expect(page.getByText('Status code: 503')).toBeVisible();
});

test('unknown routes show the not-found screen', async ({ page }) => {
  await page.goto('/settings/unknown');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
