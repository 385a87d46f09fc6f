import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, testWithDevice } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';

/**
 * The power meter, solar charger and grid charger forms of OnBattery 2026.03.31 against that
 * personality: a save of what the page loaded leaves the device's file as it was, a change is
 * stored and read back after a reload, and the grid charger takes its limit command.
 */
const onBattery2026 = testWithDevice([
  '--firmware',
  'onbattery-2026.03.31',
  '--now',
  '2024-06-21T10:00:00Z',
  '--seed',
  '7',
]);

/** `config.json` without its save counter, which every save moves on. */
function storedConfig(dataDir: string) {
  const { cfg, ...rest } = JSON.parse(readFileSync(join(dataDir, 'config.json'), 'utf8'));
  return { ...rest, cfg: { ...cfg, save_count: undefined } };
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
}

onBattery2026(
  'meter, solar charger and grid charger settings are stored and read back',
  async ({ page, device }) => {
    await logIn(page, '/settings/powermeter');
    const address = page.getByLabel('Modbus address');
    await expect(address).toHaveValue('1');
    const before = storedConfig(device.dataDir);
    await save(page);
    expect(storedConfig(device.dataDir)).toEqual(before);
    await address.fill('7');
    await save(page);
    await page.reload();
    await expect(page.getByLabel('Modbus address')).toHaveValue('7');

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Solar charger' }).click();
    await expect(page.getByRole('heading', { name: 'Solar charger settings' })).toBeVisible();
    const updatesOnly = page.getByLabel('Publish changes only');
    await expect(updatesOnly).toBeChecked();
    await updatesOnly.uncheck();
    await save(page);
    await page.reload();
    await expect(page.getByLabel('Publish changes only')).not.toBeChecked();

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Grid charger' }).click();
    const target = page.getByLabel('Target grid consumption');
    await expect(target).toBeVisible();
    const unchanged = storedConfig(device.dataDir);
    await save(page);
    expect(storedConfig(device.dataDir)).toEqual(unchanged);
    await target.fill('-120');
    await save(page);
    await page.reload();
    await expect(page.getByLabel('Target grid consumption')).toHaveValue('-120');

    const stored = storedConfig(device.dataDir);
    expect(stored.powermeter.serial_sdm.address).toBe(7);
    expect(stored.solarcharger.publish_updates_only).toBe(false);
    expect(stored.gridcharger.target_power_consumption).toBe(-120);
  },
);

onBattery2026('the grid charger takes a voltage limit through /api/gridcharger/limit', async ({ page }) => {
  await logIn(page, '/');
  const rectifier = page.getByRole('region', { name: 'Rectifier' });
  await rectifier.getByRole('button', { name: 'Limit settings' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Set the voltage').check();
  await dialog.getByLabel('Target voltage').fill('52');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/gridcharger/limit'));
  await dialog.getByRole('button', { name: 'Apply' }).click();
  expect(await (await answer).json()).toMatchObject({ type: 'success', code: 1001 });
  // The device's own answer to a command, not the catalogue's text of 1001.
  await expect(rectifier.getByText('Limits applied!')).toBeVisible();
});
