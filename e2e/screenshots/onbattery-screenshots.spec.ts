import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';

// Visual check aid: writes screenshots to judge by eye; asserts only that the views rendered.
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

for (const size of SIZES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`OnBattery screenshots ${size.name} ${theme}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await logIn(page);

      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Rectifier' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Issues' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`home-${size.name}-${theme}.png`), fullPage: true });

      for (const [name, route, heading] of [
        ['powerlimiter', '/settings/powerlimiter', 'Inverter'],
        ['powermeter', '/settings/powermeter', 'SDM meter (Modbus)'],
      ] as const) {
        await page.goto(route);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${size.name}-${theme}.png`),
          fullPage: true,
        });
      }
    });
  }
}
