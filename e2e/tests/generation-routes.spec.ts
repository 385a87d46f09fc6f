import { expect, testWithDevice } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';
import {
  openRoute,
  ROUTES,
  recordConsoleErrors,
  seriousViolations,
  sidewaysOverflowPx,
} from '../support/route-sweep.ts';

/**
 * The route sweep of `shell-routes.spec.ts` on the later firmware generations: every route of the
 * site map opens with no console error and no serious or critical axe violation, light at
 * desktop width and dark on a phone (the 2024.05.03 sweep covers both themes at both widths).
 */
const SWEEPS = [
  { name: 'desktop, light', width: 1280, height: 720, theme: 'light' },
  { name: '375 px, dark', width: 375, height: 740, theme: 'dark' },
] as const;

for (const firmware of ['onbattery-2026.03.31', 'opendtu-v26.3.30'] as const) {
  const test = testWithDevice(['--firmware', firmware]);
  for (const sweep of SWEEPS)
    test(`every route opens clean on ${firmware} (${sweep.name})`, async ({ page }) => {
      // About 35 pages with an axe run each (up to 10 s per page on a loaded 2-core machine).
      test.setTimeout(600_000);
      await page.setViewportSize({ width: sweep.width, height: sweep.height });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), sweep.theme);
      const logged = recordConsoleErrors(page);
      await logIn(page);
      const faults: string[] = [];
      for (const route of ROUTES) {
        await openRoute(page, route);
        faults.push(...(await seriousViolations(page, route)));
        const overflow = await sidewaysOverflowPx(page);
        if (overflow > 0) faults.push(`${route}: ${overflow} px wider than the screen`);
      }
      expect([...logged.unexpected(), ...faults]).toEqual([]);
    });
}
