import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, testWithDevice } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';

/**
 * The power limiter and battery settings in the shape of OnBattery 2026.03.31: a save of the
 * unchanged page stores exactly what was there, a changed setting is stored and shown again after
 * a reload, and both pages pass axe.
 */
const test = testWithDevice([
  '--firmware',
  'onbattery-2026.03.31',
  '--now',
  '2024-06-21T10:00:00Z',
  '--seed',
  '7',
]);

const stored = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, 'config.json'), 'utf8'));

async function saveAndSee(page: Page, answer: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: answer })).toBeVisible();
}

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
}

test('power limiter: unchanged save keeps every setting, a changed limit is stored', async ({
  page,
  device,
}) => {
  await logIn(page, '/settings/powerlimiter');
  const total = page.getByLabel('Total upper limit');
  await expect(total).toBeVisible();
  await expectAxeClean(page);

  const loaded = stored(device.dataDir).powerlimiter;
  await saveAndSee(page, 'Settings saved.');
  // As the vendor's app, the save lists every inverter; the ones not listed before are not governed.
  const before = stored(device.dataDir).powerlimiter;
  expect({ ...before, inverters: undefined }).toEqual({ ...loaded, inverters: undefined });
  expect(before.inverters.slice(0, loaded.inverters.length)).toEqual(loaded.inverters);
  expect(
    before.inverters
      .slice(loaded.inverters.length)
      .map((inverter: { is_governed: boolean }) => inverter.is_governed),
  ).not.toContain(true);

  await total.fill(String(before.total_upper_power_limit + 100));
  await saveAndSee(page, 'Settings saved.');
  await page.reload();
  await expect(page.getByLabel('Total upper limit')).toHaveValue(
    String(before.total_upper_power_limit + 100),
  );
  expect(stored(device.dataDir).powerlimiter).toEqual({
    ...before,
    total_upper_power_limit: before.total_upper_power_limit + 100,
  });
});

test('battery: unchanged save keeps everything, a discharge current limit is stored', async ({
  page,
  device,
}) => {
  await logIn(page, '/settings/battery');
  const limit = page.getByLabel('Limit the discharge current');
  await expect(limit).toBeVisible();
  await expectAxeClean(page);

  const before = stored(device.dataDir).battery;
  await saveAndSee(page, 'Settings saved.');
  expect(stored(device.dataDir).battery).toEqual(before);

  await limit.check();
  await page.getByLabel('Discharge current limit', { exact: true }).fill('12.5');
  await expectAxeClean(page);
  await saveAndSee(page, 'Settings saved.');
  await page.reload();
  await expect(page.getByLabel('Limit the discharge current')).toBeChecked();
  await expect(page.getByLabel('Discharge current limit', { exact: true })).toHaveValue('12.5');
  expect(stored(device.dataDir).battery).toEqual({
    ...before,
    enable_discharge_current_limit: true,
    discharge_current_limit: 12.5,
  });
});
