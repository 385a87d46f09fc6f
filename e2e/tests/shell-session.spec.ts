import { expect, test } from '../support/fixtures.ts';
import { ADMIN_PASSWORD } from '../support/login.ts';

test('login returns to returnUrl and logout goes home', async ({ page }) => {
  await page.goto('/login?returnUrl=%2Fabout');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter the username.')).toBeVisible();

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');

  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/about$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({
    code: 10002,
    authdata: Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64'),
  });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('a 401 sends the user to the login and back afterwards', async ({ page }) => {
  // The inverter list is admin-only, so without credentials the device answers 401.
  await page.goto('/settings/inverter');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsettings%2Finverter$/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/settings\/inverter$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('pages reserved for logged-in users redirect to the login', async ({ page }) => {
  await page.goto('/maintenance/reboot');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmaintenance%2Freboot$/);
});
