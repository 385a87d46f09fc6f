import { test as base, type Page } from '@playwright/test';
import { type RunningEmulator, startEmulator } from '../support/emulator.ts';
import { expect, testWithDevice } from '../support/fixtures.ts';
import { addInverter, host, totalPowerW, watts } from '../support/sites.ts';

/**
 * Issue 25 §2, our own features on the later generations: on OnBattery 2026.03.31 the live view
 * and the overview tell which inverter the power limiter drives (the demo's Garage, from the
 * battery) and the weak-input finder leaves it out; `/sites` holds devices of two generations.
 */
const SUNNY = ['--now', '2024-06-21T10:00:00Z', '--seed', '7'];
const GOVERNED = 'Driven by the power limiter: from the battery, 50–800 W';

const onBattery2026 = testWithDevice(['--firmware', 'onbattery-2026.03.31', ...SUNNY]);

onBattery2026(
  'OnBattery 2026.03.31: the live view and the overview show the governed inverter',
  async ({ page }) => {
    await page.goto('/');
    const garage = page.getByRole('region', { name: 'Garage', exact: true });
    await expect(garage.getByText(GOVERNED)).toBeVisible({ timeout: 20_000 });
    // The limiter's state and the limit it asks for, from the solar charger's live data.
    await expect(garage.getByRole('region', { name: 'Dynamic power limiter' })).toContainText(/Limit: \d/);
    await page.getByRole('tab', { name: /House roof/ }).click();
    const roof = page.getByRole('region', { name: 'House roof', exact: true });
    await expect(roof).toBeVisible();
    await expect(roof.getByText(/Driven by the power limiter/)).toHaveCount(0);

    await page.getByRole('link', { name: 'Overview' }).click();
    const limits = page.getByRole('table', { name: 'Limits' });
    await expect(
      limits.getByRole('rowheader', { name: /^Garage\s*Driven by the power limiter: from the battery/ }),
    ).toBeVisible();
    await expect(limits.getByRole('rowheader', { name: 'House roof', exact: true })).toBeVisible();
    // The finder knows the battery feeds the Garage inverter and names nothing weak in it.
    await expect(
      page.getByText('“Garage” is fed by the battery: its inputs tell nothing about modules.'),
    ).toBeVisible();
    await expect(page.getByText(/of “Garage”/)).toHaveCount(0);
  },
);

/** The first device serves the app (OnBattery 2026.03.31's demo); the second is plain OpenDTU v26.3.30 with one inverter. */
const mixed = base.extend<{ devices: [RunningEmulator, RunningEmulator] }>({
  devices: async ({}, use) => {
    const devices = await Promise.all([
      startEmulator(['--firmware', 'onbattery-2026.03.31', ...SUNNY]),
      startEmulator(['--firmware', 'opendtu-v26.3.30', ...SUNNY, '--factory']),
    ]);
    await use(devices);
    await Promise.all(devices.map((device) => device.stop()));
  },
  baseURL: async ({ devices }, use) => {
    await use(devices[0].url);
  },
});

/** A device's card shows its own total power (each changes only with its polls: retried until both agree). */
async function expectPowerOf(page: Page, card: string, device: RunningEmulator) {
  const region = page.getByRole('region', { name: card, exact: true });
  await expect(region).toContainText('Online', { timeout: 30_000 });
  await expect(async () => {
    const [shown, totalW] = await Promise.all([region.locator('p.h5').textContent(), totalPowerW(device)]);
    expect(totalW).toBeGreaterThan(0);
    expect(shown).toBe(watts(totalW));
  }).toPass({ timeout: 30_000 });
}

mixed(
  'sites: an OnBattery 2026.03.31 device and a plain OpenDTU v26.3.30 side by side',
  async ({ page, devices }) => {
    const [first, second] = devices;
    await addInverter(second, '114181234567', 'Shed');
    await page.goto('/sites');
    await page.getByLabel('Hostname', { exact: true }).fill(host(second));
    await page.getByRole('button', { name: 'Add', exact: true }).click();

    await expect(page.getByRole('region', { name: 'All devices' })).toContainText('2 of 2 online', {
      timeout: 30_000,
    });
    await expectPowerOf(page, `${host(first)} (this device)`, first);
    await expectPowerOf(page, host(second), second);
    // Each inverter's state under its name, the other device's under its host.
    const table = page.getByRole('table', { name: /Every inverter and input/ });
    await expect(table.getByRole('row', { name: new RegExp(`^${host(second)} Shed Producing`) })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await expect(table.getByRole('rowheader', { name: /^House roof Producing/ })).toBeVisible();
  },
);
