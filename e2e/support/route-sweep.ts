import AxeBuilder from '@axe-core/playwright';
import { SITE_ROUTES, type SiteRoute } from '@dtu/web/site-map';
import { expect, type Page } from '@playwright/test';

/** Every route of the web app's site map (the one table the router and navbar use too), then a miss. */
export const ROUTES = [
  ...(SITE_ROUTES as readonly SiteRoute[]).map((route) => route.sample ?? route.path),
  '/no/such/page',
];

/**
 * Browser-logged failures that are the device's specified behaviour, not defects: a fresh
 * device has no pin_mapping.json and answers 404, which the device manager treats as empty.
 */
const EXPECTED_ERRORS = [/\/settings\/device: Failed to load resource: .* 404/];

/**
 * Collects what the browser logs as an error from now on, each with the path it happened on;
 * `unexpected()` leaves out the device's specified answers (`EXPECTED_ERRORS`).
 */
export function recordConsoleErrors(page: Page): { unexpected: () => string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return {
    unexpected: () => errors.filter((error) => !EXPECTED_ERRORS.some((pattern) => pattern.test(error))),
  };
}

/** Opens `route` and waits until its page has its heading and has finished loading. */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
}

/** The serious and critical axe violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page, route: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${route}: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`,
    );
}

/** How many pixels the page sticks out sideways (nothing may on a phone). */
export const sidewaysOverflowPx = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
