import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import {
  type GatewayBehindCompanion,
  startGatewayBehindCompanion,
} from '../support/gateway-behind-companion.ts';
import { ADMIN_AUTH, logIn } from '../support/login.ts';

/**
 * The app loaded from a companion in front of an emulated gateway of each firmware generation:
 * the journeys it has on the device itself, a firmware upload and a config restore through the
 * companion, the companion's records on /history, and either side killed and restarted under an
 * open page. One gateway and companion per generation, shared by its tests in order.
 */
interface Generation {
  firmware: string;
  /** What the gateway's sockets want once read-only access is off. */
  socketAuth: 'Basic' | 'Digest';
  /** Restores a backup of `config.json` (downloaded and edited by `edit`) through the app's page. */
  restore(page: Page, edit: (config: { ntp: { server: string } }) => void): Promise<void>;
}

const restarted = async (page: Page) => {
  const restarting = page.getByRole('dialog', { name: 'The device is restarting' });
  await expect(restarting).toBeVisible();
  await expect(restarting).toBeHidden({ timeout: 30_000 });
};

/** The 2024.05.03 config management: Download, then Restore of `config.json`. */
async function restoreConfigManagement(page: Page, edit: Parameters<Generation['restore']>[1]) {
  await logIn(page, '/settings/config');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const config = JSON.parse(readFileSync(await (await downloading).path(), 'utf8'));
  edit(config);
  await page.getByLabel('Replace').selectOption('config.json');
  await page.getByLabel('File (.json)').setInputFiles({
    name: 'config.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(config)),
  });
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await restarted(page);
}

/** The 2026 file manager: download `config.json`, upload the edited copy under that name. */
async function restoreFileManager(page: Page, edit: Parameters<Generation['restore']>[1]) {
  await logIn(page, '/settings/config');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download config.json' }).click();
  const config = JSON.parse(readFileSync(await (await downloading).path(), 'utf8'));
  edit(config);
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(config)),
  });
  await page.getByLabel('Name on the device').fill('config.json');
  await page.getByRole('button', { name: 'Upload' }).click();
  await restarted(page);
}

const GENERATIONS: Generation[] = [
  { firmware: 'onbattery-2024.05.03', socketAuth: 'Basic', restore: restoreConfigManagement },
  { firmware: 'onbattery-2026.03.31', socketAuth: 'Digest', restore: restoreFileManager },
  { firmware: 'opendtu-v26.3.30', socketAuth: 'Digest', restore: restoreFileManager },
];

/**
 * One gateway behind a companion at a time per worker, shared by the tests of its generation (in
 * file order); the next generation's first test stops it and starts its own.
 */
const test = base.extend<
  { firmware: string; gateway: GatewayBehindCompanion },
  { gateways: (firmware: string) => Promise<GatewayBehindCompanion> }
>({
  gateways: [
    async ({}, use) => {
      let current: { firmware: string; gateway: Promise<GatewayBehindCompanion> } | undefined;
      await use(async (firmware) => {
        if (current?.firmware !== firmware) {
          await (await current?.gateway.catch(() => undefined))?.stop();
          current = { firmware, gateway: startGatewayBehindCompanion(firmware) };
        }
        return current.gateway;
      });
      await (await current?.gateway.catch(() => undefined))?.stop();
    },
    { scope: 'worker' },
  ],
  firmware: ['onbattery-2024.05.03', { option: true }],
  gateway: [async ({ gateways, firmware }, use) => use(await gateways(firmware)), { timeout: 90_000 }],
  baseURL: async ({ gateway }, use) => {
    await use(gateway.companion.url);
  },
});

/** The open live view: connected, with every demo inverter's tab filled from the socket. */
async function liveValues(page: Page) {
  await expect(page.getByText('Online')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab')).toHaveCount(3);
  const summary = page.getByRole('region', { name: 'Summary', exact: true });
  await expect(summary.getByText('Inverter power')).toBeVisible();
}

async function ntpServer(page: Page): Promise<string> {
  const answer = await page.request.get('/api/ntp/config', { headers: { authorization: ADMIN_AUTH } });
  return ((await answer.json()) as { ntp_server: string }).ntp_server;
}

for (const generation of GENERATIONS) {
  test.describe(`through the companion, firmware ${generation.firmware}`, () => {
    test.use({ firmware: generation.firmware });

    test('live values arrive over the socket without a login', async ({ page }) => {
      await page.goto('/');
      await liveValues(page);
    });

    test(`a settings save reads back; with read-only access off the live socket passes ${generation.socketAuth}`, async ({
      page,
      gateway,
    }) => {
      await logIn(page, '/settings/security');
      const readOnly = page.getByLabel(/read-only access/);
      await expect(readOnly).toBeChecked();
      await readOnly.uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: /Settings saved/ })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(/read-only access/)).not.toBeChecked();

      // Through the companion, a socket without credentials is now refused with the gateway's challenge.
      const refused = await gateway.anonymousHandshake('/livedata');
      expect(refused.status).toBe(401);
      expect(refused.challenge).toMatch(new RegExp(`^${generation.socketAuth} `));
      await page.goto('/');
      await liveValues(page);
    });

    test("/history shows the companion's records, which go on with read-only access off", async ({
      page,
      gateway,
    }) => {
      await expect.poll(gateway.recordedMinutes, { timeout: 20_000 }).toBeGreaterThan(0);
      const before = await gateway.recordedMinutes();
      const keys = (await gateway.companionRecords('/day-keys')) as string[];
      const read = page.waitForResponse((response) => response.url().includes('/companion/records/samples/'));
      await logIn(page, '/history');
      // A fresh browser profile: every day listed is the companion's, and its minutes are read.
      await expect(page.getByRole('combobox', { name: 'Days' }).locator('option')).toHaveText(keys);
      expect((await read).ok()).toBe(true);
      // Its own socket authenticates with the password of its config file: the minutes go on.
      await expect.poll(gateway.recordedMinutes, { timeout: 20_000 }).toBeGreaterThan(before);
    });

    test('a firmware upload goes through and the page follows the restart', async ({ page }) => {
      await logIn(page, '/firmware/upgrade');
      const image = Buffer.alloc(64 * 1024, 0xff);
      image[0] = 0xe9;
      await page
        .getByLabel('Firmware file (.bin or .bin.gz)')
        .setInputFiles({ name: 'firmware.bin', mimeType: 'application/octet-stream', buffer: image });
      const restarting = page.getByRole('dialog', { name: 'The device is restarting' });
      await expect(restarting).toContainText('Upgrade successful.', { timeout: 20_000 });
      await expect(restarting).toBeHidden({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/$/);
      await liveValues(page);
    });

    test('a config restore goes through and the device comes back with it', async ({ page }) => {
      await generation.restore(page, (config) => {
        config.ntp.server = 'restored.example.org';
      });
      expect(await ntpServer(page)).toBe('restored.example.org');
    });

    test('the open page recovers without a reload from a killed gateway, then a killed companion', async ({
      page,
      gateway,
    }) => {
      test.setTimeout(120_000);
      await logIn(page, '/');
      await liveValues(page);
      // A reload would lose the mark.
      await page.evaluate(() => {
        (window as unknown as { marker: number }).marker = 42;
      });
      await gateway.killDevice();
      await expect(page.getByText('Offline')).toBeVisible({ timeout: 15_000 });
      const beforeDevice = await gateway.recordedMinutes();
      await gateway.restartDevice();
      await liveValues(page);
      // The companion's own socket is back too: its minutes go on.
      await expect.poll(gateway.recordedMinutes, { timeout: 20_000 }).toBeGreaterThan(beforeDevice);

      const beforeCompanion = await gateway.recordedMinutes();
      await gateway.killCompanion();
      await expect(page.getByText('Offline')).toBeVisible({ timeout: 15_000 });
      await gateway.restartCompanion();
      await liveValues(page);
      // Its file kept what was written before the kill (at most the minute being filled is lost), and it goes on.
      await expect.poll(gateway.recordedMinutes, { timeout: 20_000 }).toBeGreaterThan(beforeCompanion);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    });
  });
}
