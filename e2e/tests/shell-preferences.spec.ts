import { expect, test } from '../support/fixtures.ts';

test('the chosen language survives a reload', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');
});

test('the browser language is used first and stored', async ({ browser, device }) => {
  const context = await browser.newContext({ locale: 'de-DE', baseURL: device.url });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de');
  await context.close();
});

test('the chosen theme survives a reload and auto follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');

  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});
