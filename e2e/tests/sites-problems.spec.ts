import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { test as base, expect, type Page } from '@playwright/test';
import { freePort, type RunningEmulator, startEmulator } from '../support/emulator.ts';

/**
 * Issue 27 §4: a device that dies on `/sites` shows its last values as old, never as current
 * production, and every device without live data says why: refused, timed out, wrong password
 * (401), or no OpenDTU at all (a web server answering every path with a page and 200).
 */
const NOON = ['--now', '2024-06-21T10:00:00Z'];
const AUTH = `Basic ${Buffer.from('admin:openDTU42').toString('base64')}`;

const test = base.extend<{ devices: RunningEmulator[] }>({
  devices: async ({}, use) => {
    const devices = await Promise.all([
      startEmulator([...NOON, '--seed', '7']),
      startEmulator([...NOON, '--seed', '11']),
      startEmulator([...NOON, '--seed', '13', '--factory']),
    ]);
    await use(devices);
    await Promise.all(devices.map((device) => device.stop()));
  },
  baseURL: async ({ devices }, use) => {
    await use(devices[0]?.url);
  },
});

/** Another web server: every path answers a page with 200, no websocket. */
async function plainWebServer(): Promise<{ server: Server; port: number }> {
  const server = createHttpServer((_, res) => res.end('<!doctype html><title>router</title>'));
  server.on('upgrade', (_, socket: Socket) => socket.end('HTTP/1.1 404 Not Found\r\n\r\n'));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

/** A host that accepts connections and never answers. */
async function silentHost() {
  const held: Socket[] = [];
  const server = createTcpServer((socket) => held.push(socket));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const close = () => {
    for (const socket of held) socket.destroy();
    server.close();
  };
  return { close, port: typeof address === 'object' && address ? address.port : 0 };
}

async function addDevice(page: Page, host: string) {
  await page.getByLabel('Hostname', { exact: true }).fill(host);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('region', { name: host, exact: true })).toBeVisible();
}

test('a dead device shows old values as old; each unreachable one says why', async ({ page, devices }) => {
  test.setTimeout(120_000);
  const [, dying, locked] = devices as [RunningEmulator, RunningEmulator, RunningEmulator];
  // Read-only access off: its live data need the password, which the page does not have.
  const body = new FormData();
  body.set('data', JSON.stringify({ password: 'openDTU42', allow_readonly: false }));
  const saved = await fetch(`${locked.url}/api/security/config`, {
    method: 'POST',
    body,
    headers: { authorization: AUTH },
  });
  expect(((await saved.json()) as { type: string }).type).toBe('success');
  const web = await plainWebServer();
  const silent = await silentHost();
  const nothing = await freePort();

  await page.goto('/sites');
  const host = (port: number) => `127.0.0.1:${port}`;
  await addDevice(page, host(dying.port));
  const dyingCard = page.getByRole('region', { name: host(dying.port), exact: true });
  await expect(dyingCard).toContainText('Online', { timeout: 30_000 });
  const table = page.getByRole('table', { name: /Every inverter and input/ });
  const dyingRow = table.getByRole('row', { name: new RegExp(`^${host(dying.port)} House roof`) });
  await expect(dyingRow.getByRole('rowheader')).toHaveText('House roofProducing', { timeout: 30_000 });
  await expect(dyingCard.getByText(/^\d[\d,]* W$/)).toBeVisible();

  await dying.stop();
  await expect(dyingCard).toContainText('Offline · connection refused or host unknown', { timeout: 30_000 });
  // The last power stays, marked as old; the table no longer says it produces.
  await expect(dyingCard.getByText(/^\d[\d,]* W · Not updated for \d+ s$/)).toBeVisible();
  await expect(dyingRow.getByRole('rowheader')).toHaveText('House roofOffline');
  await expect(dyingRow.getByRole('cell').nth(1)).toHaveText('—');

  for (const [port, reason] of [
    [nothing, 'connection refused or host unknown'],
    [silent.port, 'no answer (timed out)'],
    [locked.port, 'wrong or missing password (401)'],
    [web.port, 'answers, but is no OpenDTU'],
  ] as const) {
    await addDevice(page, host(port));
    await expect(page.getByRole('region', { name: host(port), exact: true })).toContainText(
      `Offline · ${reason}`,
      { timeout: 30_000 },
    );
  }
  web.server.close();
  silent.close();
});
