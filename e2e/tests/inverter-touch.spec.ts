import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openInverterSettings, saveOrder, tableNames } from '../support/inverter-settings.ts';

// A phone: 375 px wide, touch only.
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('layout missing');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/**
 * A real finger drag through Chromium's touch pipeline (touch events, pointer events with
 * touch-action, implicit capture): press the handle, move in small steps, lift.
 */
async function touchDrag(page: Page, handle: Locator, toY: number, drift = 0) {
  const cdp = await page.context().newCDPSession(page);
  const from = await centre(handle);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  const steps = 12;
  for (let step = 1; step <= steps; step++) {
    const y = from.y + ((toY - from.y) * step) / steps;
    // A finger wanders sideways off the small handle while it moves.
    const x = from.x + (drift * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('reorders inverters by dragging the handle with a finger on a phone', async ({ page, device }) => {
  // Tall enough that the whole list shows with the page at the top, where a downward drag used
  // to start pull-to-refresh too and reload the list under the finger.
  await page.setViewportSize({ width: 375, height: 1000 });
  await openInverterSettings(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await tableNames(page)).toEqual(['Garage', 'House roof', 'Barn']);

  // Garage (first) down past Barn (last): two places in one drag, drifting off the handle.
  const barn = await centre(page.getByRole('row', { name: /Barn/ }));
  await touchDrag(
    page,
    page.getByRole('button', { name: /^Move Garage/ }),
    barn.box.y + barn.box.height * 0.8,
    60,
  );
  await expect.poll(() => tableNames(page)).toEqual(['House roof', 'Barn', 'Garage']);
  await expect(page.getByText('Garage moved to position 3 of 3.')).toBeAttached();

  // And back up to the top.
  const roof = await centre(page.getByRole('row', { name: /House roof/ }));
  await touchDrag(
    page,
    page.getByRole('button', { name: /^Move Garage/ }),
    roof.box.y + roof.box.height * 0.2,
  );
  await expect.poll(() => tableNames(page)).toEqual(['Garage', 'House roof', 'Barn']);

  // Barn (last) up one place, above House roof (now in the middle).
  const middle = await centre(page.getByRole('row', { name: /House roof/ }));
  await touchDrag(
    page,
    page.getByRole('button', { name: /^Move Barn/ }),
    middle.box.y + middle.box.height * 0.2,
  );
  await expect.poll(() => tableNames(page)).toEqual(['Garage', 'Barn', 'House roof']);
  await saveOrder(page, device.url, ['Garage', 'Barn', 'House roof']);
});

test('shows each inverter type at phone width', async ({ page }) => {
  await openInverterSettings(page);
  for (const name of ['Garage', 'House roof', 'Barn']) {
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText(/^HM[ST]?-\d+/).filter({ visible: true })).toHaveCount(1);
  }
});
