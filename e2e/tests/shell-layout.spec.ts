import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const WIDTHS = [1280, 375];

async function showIn(page: Page, locale: string, width: number, path = '/') {
  await page.setViewportSize({ width, height: 800 });
  await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

const navbarHeight = async (page: Page) =>
  (await page.getByRole('navigation', { name: /.+/ }).first().boundingBox())?.height ?? 0;

for (const width of WIDTHS) {
  test(`the navbar keeps one row of one-line labels in English, German and French at ${width} px`, async ({
    browser,
    baseURL,
  }) => {
    const heights: Record<string, number> = {};
    for (const locale of ['en', 'de', 'fr']) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await showIn(page, locale, width);
      heights[locale] = await navbarHeight(page);
      // Nothing sticks out of the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width >= 992) {
        // Every top-level entry on one line: no label taller than the brand's row.
        for (const link of await page.locator('.navbar-nav > .nav-item > .nav-link').all()) {
          expect((await link.boundingBox())?.height, (await link.textContent()) ?? '').toBeLessThanOrEqual(
            42,
          );
        }
      }
      await context.close();
    }
    expect(heights.fr).toBe(heights.en);
    expect(heights.de).toBe(heights.en);
  });

  test(`a refused Save shows the list and the field below the sticky navbar at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 640 });
    await page.goto('/login?returnUrl=%2Fsettings%2Fntp');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('openDTU42');
    await page.getByRole('button', { name: 'Login' }).click();
    const server = page.getByLabel('Time server');
    await server.fill('');
    const save = page.getByRole('button', { name: 'Save' });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const list = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(list).toBeVisible();
    await expect(server).toBeFocused();
    const navBottom = (await page.getByRole('navigation').first().boundingBox())!.height;
    const viewport = page.viewportSize()!.height;
    // Positions relative to the viewport once the scrolling has settled.
    await expect
      .poll(async () => {
        const listBox = (await list.boundingBox())!;
        const fieldBox = (await server.boundingBox())!;
        return (
          listBox.y >= navBottom - 1 && fieldBox.y >= navBottom && fieldBox.y + fieldBox.height <= viewport
        );
      })
      .toBe(true);
  });
}
