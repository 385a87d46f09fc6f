import AxeBuilder from '@axe-core/playwright';
import { SITE_ROUTES, type SiteRoute } from '../../apps/web/src/app/site-map.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';

/** Every route of the web app's site map (the one table the router and navbar use too), then a miss. */
const ROUTES = [
  ...(SITE_ROUTES as readonly SiteRoute[]).map((route) => route.sample ?? route.path),
  '/no/such/page',
];

/**
 * Browser-logged failures that are the device's specified behaviour, not defects: a fresh
 * device has no pin_mapping.json and answers 404, which the device manager treats as empty.
 */
const EXPECTED_ERRORS = [/\/settings\/device: Failed to load resource: .* 404/];

for (const locale of ['en', 'de', 'fr'] as const) {
  test(`every route opens without console errors at 375 px in both themes (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
    await logIn(page, undefined, { locale });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // Nothing may stick out sideways on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) errors.push(`${route} (${theme}): ${overflow} px wider than the screen`);
      }
    }
    expect(errors.filter((error) => !EXPECTED_ERRORS.some((pattern) => pattern.test(error)))).toEqual([]);
  });
}

/** Desktop and phone: some regions only scroll (and need keyboard access) on a narrow screen. */
const AUDIT_WIDTHS = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: '375 px', width: 375, height: 740 },
] as const;

for (const theme of ['light', 'dark'] as const)
  for (const size of AUDIT_WIDTHS)
    test(`no serious accessibility violations on any route (logged in, ${size.name}, ${theme})`, async ({
      page,
    }) => {
      // About 30 axe runs; a loaded 2-core machine needs the room.
      test.setTimeout(300_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await logIn(page);
      const serious: string[] = [];
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const violation of violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            serious.push(
              `${route}: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`,
            );
          }
        }
      }
      expect(serious).toEqual([]);
    });
