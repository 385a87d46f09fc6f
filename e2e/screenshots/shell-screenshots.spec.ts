import { expect, test } from '../support/fixtures.ts';

// Visual check aid: writes screenshots for a human (or reviewer) to look at; asserts only
// that the frame rendered, the pictures themselves are judged by eye.
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

for (const size of SIZES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshots ${size.name} ${theme}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const [name, route] of [
        ['about', '/about'],
        ['login', '/login'],
        ['soon', '/settings/network'],
      ] as const) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (name === 'login') await page.getByRole('button', { name: 'Login' }).click();
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${size.name}-${theme}.png`),
          fullPage: true,
        });
      }
      if (size.name === 'phone') {
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
        await page.getByRole('button', { name: 'Settings' }).click();
      } else {
        await page.getByRole('button', { name: 'Settings' }).click();
      }
      await page.screenshot({ path: testInfo.outputPath(`menu-${size.name}-${theme}.png`) });
    });
  }
}
