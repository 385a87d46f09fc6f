import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';

// Visual check aid for the settings, info and maintenance screens: the pictures are judged by
// eye; the assertions only make sure each screen finished loading before it is captured.
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];
const PAGES = [
  ['network', '/settings/network', 'Network settings'],
  ['dtu', '/settings/dtu', 'DTU settings'],
  ['device', '/settings/device', 'Device manager'],
  ['config', '/settings/config', 'Config management'],
  ['system', '/info/system', 'System info'],
  ['firmware', '/firmware/upgrade', 'Firmware upgrade'],
] as const;

for (const size of SIZES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`settings screenshots ${size.name} ${theme}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await logIn(page, '/');
      for (const [name, route, title] of PAGES) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${size.name}-${theme}.png`),
          fullPage: true,
        });
      }
    });
  }
}
