import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, testWithDevice } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';

/**
 * The flat settings and per-inverter facts of both 2026 generations, against each personality:
 * a save of what a page loaded stores nothing new, and each change lands in `config.json` in the
 * shape that firmware keeps.
 */
const SUNNY = ['--now', '2024-06-21T10:00:00Z', '--seed', '7'];

const storedConfig = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, 'config.json'), 'utf8'));

/** The stored configuration without the counter every save advances. */
function storedSettings(dataDir: string) {
  const { cfg, ...rest } = storedConfig(dataDir);
  const { save_count: _, ...version } = cfg;
  return { cfg: version, ...rest };
}

/** The device clock 30× faster: the DTU polls each inverter about every half second. */
const FAST = [...SUNNY, '--time-scale', '30'];

const plainOpenDtu = testWithDevice(['--firmware', 'opendtu-v26.3.30', ...SUNNY]);
const onBattery2026 = testWithDevice(['--firmware', 'onbattery-2026.03.31', ...SUNNY]);

plainOpenDtu(
  'v26.3.30: the zone list comes from the device; a changed zone is stored by name',
  async ({ page, device }) => {
    await logIn(page, '/settings/ntp');
    const zone = page.getByLabel('Timezone', { exact: true });
    await expect(zone).toHaveValue(/^Europe\/Berlin---CET-1CEST/);
    expect(await zone.locator('option').count()).toBeGreaterThan(100);

    // Saving what was loaded stores nothing new.
    const saved = storedSettings(device.dataDir);
    const saveCount = storedConfig(device.dataDir).cfg.save_count;
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await expect.poll(() => storedConfig(device.dataDir).cfg.save_count).toBe(saveCount + 1);
    expect(storedSettings(device.dataDir)).toEqual(saved);

    await zone.selectOption({ label: 'America/New_York' });
    await expect(page.getByLabel('Timezone string')).toHaveValue('EST5EDT,M3.2.0,M11.1.0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => storedConfig(device.dataDir).ntp.timezone_descr).toBe('America/New_York');
    expect(storedSettings(device.dataDir)).toEqual({
      ...saved,
      // The file keeps the name only, as the firmware's does.
      ntp: { ...saved.ntp, timezone_descr: 'America/New_York' },
    });
  },
);

onBattery2026(
  '2026.03.31: the MQTT client id is stored; a save of what was loaded changes nothing',
  async ({ page, device }) => {
    await logIn(page, '/settings/mqtt');
    await page.getByLabel('Enable MQTT').check();
    await page.getByLabel('Hostname').fill('broker.invalid');
    const clientId = page.getByLabel('Client ID');
    await expect(clientId).toHaveValue(/^OpenDTU-\d+$/);
    await expect(page.getByLabel('Verbose logging')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await expect.poll(() => storedConfig(device.dataDir).mqtt.enabled).toBe(true);
    const saved = storedSettings(device.dataDir);

    const saveCount = storedConfig(device.dataDir).cfg.save_count;
    await page.reload();
    await expect(page.getByLabel('Client ID')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await expect.poll(() => storedConfig(device.dataDir).cfg.save_count).toBe(saveCount + 1);
    expect(storedSettings(device.dataDir)).toEqual(saved);

    await page.getByLabel('Client ID').fill('garage-dtu');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => storedConfig(device.dataDir).mqtt.clientid).toBe('garage-dtu');
  },
);

for (const [name, run] of [
  ['v26.3.30', testWithDevice(['--firmware', 'opendtu-v26.3.30', ...FAST])],
  ['2026.03.31', testWithDevice(['--firmware', 'onbattery-2026.03.31', ...FAST])],
] as const) {
  run(`${name}: the radio statistics of an inverter start again after a reset`, async ({ page }) => {
    await logIn(page, '/');
    await page.getByRole('tab', { name: /House roof/ }).click();
    const roof = page.getByRole('region', { name: 'House roof', exact: true });
    await roof.getByRole('button', { name: 'Radio statistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Radio statistics' });
    const sent = dialog.getByRole('row', { name: /Requests sent/ }).getByRole('cell');
    const requests = async () => Number((await sent.textContent())?.replace(/\D/g, ''));
    // Enough polls that a counter started again is told apart from this one.
    await expect.poll(requests, { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
    const before = await requests();
    await dialog.getByRole('button', { name: 'Reset statistics' }).click();
    await expect(dialog.getByText('Radio statistics reset.')).toBeVisible();
    await expect.poll(requests).toBeLessThan(before);
  });
}
