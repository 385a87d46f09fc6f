import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';
import {
  openRoute,
  ROUTES,
  recordConsoleErrors,
  seriousViolations,
  sidewaysOverflowPx,
} from '../support/route-sweep.ts';

for (const locale of ['en', 'de', 'fr'] as const) {
  test(`every route opens without console errors at 375 px in both themes (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    const logged = recordConsoleErrors(page);
    const errors: string[] = [];
    await logIn(page, undefined, { locale });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // Nothing may stick out sideways on a phone.
        const overflow = await sidewaysOverflowPx(page);
        if (overflow > 0) errors.push(`${route} (${theme}): ${overflow} px wider than the screen`);
      }
    }
    expect([...logged.unexpected(), ...errors]).toEqual([]);
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
        await openRoute(page, route);
        serious.push(...(await seriousViolations(page, route)));
      }
      expect(serious).toEqual([]);
    });
