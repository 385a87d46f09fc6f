import { execFileSync } from 'node:child_process';
import { ALL_GENERATIONS_DIR } from '@dtu/web/flash-builds';
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { type RunningCompanion, startCompanion } from '../support/companion.ts';
import { installedCompanion, PACK_AND_INSTALL_MS } from '../support/companion-package.ts';
import { builtWebapp, type RunningEmulator, startEmulator } from '../support/emulator.ts';

/**
 * The package an owner installs with npm alone: packed from the repository, installed into an
 * empty prefix, its `dtu-web` command started with `--device` in front of an emulated gateway
 * (2024.05.03). The app it holds, the gateway's REST API and its live socket work through it.
 */
test.describe.configure({ mode: 'serial' });

let emulator: RunningEmulator | undefined;
let companion: RunningCompanion | undefined;
let command = '';

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(PACK_AND_INSTALL_MS + 120_000);
  [command, emulator] = await Promise.all([
    installedCompanion(),
    startEmulator(['--webapp', builtWebapp(ALL_GENERATIONS_DIR)]),
  ]);
  companion = await startCompanion([`garage=${emulator.url}`], { installed: command });
});

test.afterAll(async () => {
  await companion?.stop();
  await emulator?.stop();
});

test('the installed dtu-web serves the app, the REST API and the live socket', async ({ page }) => {
  const via = companion?.url ?? '';
  await page.goto(`${via}/`);
  await expect(page.getByText('Online')).toBeVisible({ timeout: 20_000 });
  const summary = page.getByRole('region', { name: 'Summary', exact: true });
  await expect(summary.getByText('Inverter power')).toBeVisible();

  const status = await page.request.get(`${via}/api/system/status`);
  expect(status.ok()).toBe(true);
  expect(await status.json()).toMatchObject({ hostname: expect.any(String) });
  const health = await page.request.get(`${via}/companion/health`);
  const [garage] = ((await health.json()) as { gateways: { name: string; state: string }[] }).gateways;
  expect(garage).toMatchObject({ name: 'garage', state: 'online' });

  const socket = new WebSocket(`${via.replace(/^http/, 'ws')}/livedata`);
  try {
    // The gateway's live messages through the companion, until one with the inverters.
    const live = await new Promise<unknown>((done, fail) => {
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as Record<string, unknown>;
        if ('inverters' in message) done(message);
      });
      socket.once('error', fail);
    });
    expect(live).toMatchObject({ inverters: expect.any(Array) });
  } finally {
    socket.terminate();
  }
});

test('dtu-web --help lists its flags', async () => {
  const help = execFileSync(command, ['--help'], { encoding: 'utf8' });
  for (const flag of [
    '--device',
    '--config',
    '--port',
    '--host',
    '--data-dir',
    '--mqtt',
    '--webhook',
    '--tls-cert',
  ])
    expect(help).toContain(flag);
});
