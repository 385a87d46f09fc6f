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
/** A file the page sends back, as `setInputFiles` takes it. */
interface JsonFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

interface Generation {
  firmware: string;
  /** What the gateway's sockets want once read-only access is off. */
  socketAuth: 'Basic' | 'Digest';
  /** The button on `/settings/config` that downloads the backup of `config.json`. */
  backup: string;
  /** Sends `file` back as `config.json` from `/settings/config`; the device then restarts. */
  restore(page: Page, file: JsonFile): Promise<void>;
}

const GENERATIONS: Generation[] = [
  {
    firmware: 'onbattery-2024.05.03',
    socketAuth: 'Basic',
    backup: 'Download',
    // The config management: Restore, replacing config.json.
    async restore(page, file) {
      await page.getByLabel('Replace').selectOption('config.json');
      await page.getByLabel('File (.json)').setInputFiles(file);
      await page.getByRole('button', { name: 'Restore', exact: true }).click();
    },
  },
  ...['onbattery-2026.03.31', 'opendtu-v26.3.30'].map(
    (firmware): Generation => ({
      firmware,
      socketAuth: 'Digest',
      backup: 'Download config.json',
      // The file manager: an upload named config.json.
      async restore(page, file) {
        await page.getByLabel('File', { exact: true }).setInputFiles(file);
        await page.getByLabel('Name on the device').fill('config.json');
        await page.getByRole('button', { name: 'Upload' }).click();
      },
    }),
  ),
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

/**
 * The paths of the sockets the page opened that have not received a frame yet: every live stream
 * of the generation (OnBattery's battery, charger and grid charger ones too) gets its data.
 */
function silentSockets(page: Page): () => string[] {
  const frames = new Map<string, number>();
  page.on('websocket', (socket) => {
    const path = new URL(socket.url()).pathname;
    frames.set(path, 0);
    socket.on('framereceived', () => frames.set(path, (frames.get(path) ?? 0) + 1));
  });
  return () => [...frames].filter(([, count]) => count === 0).map(([path]) => path);
}

async function ntpServer(page: Page): Promise<string> {
  const answer = await page.request.get('/api/ntp/config', { headers: { authorization: ADMIN_AUTH } });
  return ((await answer.json()) as { ntp_server: string }).ntp_server;
}

for (const generation of GENERATIONS) {
  test.describe(`through the companion, firmware ${generation.firmware}`, () => {
    test.use({ firmware: generation.firmware });

    test('live values arrive over the sockets without a login', async ({ page }) => {
      const silent = silentSockets(page);
      await page.goto('/');
      await liveValues(page);
      await expect.poll(silent).toEqual([]);
    });

    test(`a settings save reads back; with read-only access off the live and console sockets pass ${generation.socketAuth}`, async ({
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
      const silent = silentSockets(page);
      await page.goto('/');
      await liveValues(page);
      // Every socket the live view opened brings data before the page is left (leaving closes them).
      await expect.poll(silent, { timeout: 20_000 }).toEqual([]);
      // The console's socket (its own Digest realm on the 2026 generations) brings the device log.
      await page.goto('/info/console');
      await expect(page.getByRole('textbox', { name: 'Console output' })).not.toHaveValue('', {
        timeout: 20_000,
      });
      await expect.poll(silent).toEqual([]);
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
      await logIn(page, '/settings/config');
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: generation.backup, exact: true }).click();
      const config = JSON.parse(readFileSync(await (await downloading).path(), 'utf8'));
      config.ntp.server = 'restored.example.org';
      const buffer = Buffer.from(JSON.stringify(config));
      await generation.restore(page, { name: 'backup.json', mimeType: 'application/json', buffer });
      const restarting = page.getByRole('dialog', { name: 'The device is restarting' });
      await expect(restarting).toBeVisible();
      await expect(restarting).toBeHidden({ timeout: 30_000 });
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
      // Read while the gateway answers: without it the companion cannot ask who may read (503).
      const beforeDevice = await gateway.recordedMinutes();
      await gateway.killDevice();
      await expect(page.getByText('Offline')).toBeVisible({ timeout: 15_000 });
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
