import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const ROUTES = [
  '/',
  '/login',
  '/error?status=500&message=Example',
  '/about',
  ...['network', 'ntp', 'mqtt', 'inverter', 'security', 'dtu', 'vedirect', 'powermeter', 'powerlimiter'].map(
    (name) => `/settings/${name}`,
  ),
  ...['battery', 'chargerac', 'device', 'config'].map((name) => `/settings/${name}`),
  ...['system', 'network', 'ntp', 'mqtt', 'vedirect', 'console'].map((name) => `/info/${name}`),
  '/firmware/upgrade',
  '/maintenance/reboot',
  '/no/such/page',
];

/**
 * Browser-logged failures that are the device's specified behaviour, not defects: a fresh
 * device has no pin_mapping.json and answers 404, which the device manager treats as empty.
 */
const EXPECTED_ERRORS = [/\/settings\/device: Failed to load resource: .* 404/];

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('openDTU42');
  await page.getByRole('button', { name: 'Login' }).click();
  // On a phone the Logout button sits in the collapsed menu; the stored user proves the login.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
}

for (const theme of ['light', 'dark'] as const) {
  test(`every route opens without console errors at 375 px (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
    await logIn(page);
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
      // Nothing may stick out sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) errors.push(`${route}: ${overflow} px wider than the screen`);
    }
    expect(errors.filter((error) => !EXPECTED_ERRORS.some((pattern) => pattern.test(error)))).toEqual([]);
  });
}

const AUDITED = ['/', '/login', '/about', '/error?status=404&message=Not%20here', '/no/such/page'];

for (const theme of ['light', 'dark'] as const) {
  for (const route of AUDITED) {
    test(`no serious accessibility violations on ${route} (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`);
      expect(serious).toEqual([]);
    });
  }
}
