import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, testWithDevice } from '../support/fixtures.ts';
import { logIn } from '../support/login.ts';

/**
 * Our app on the later firmware generations (`--firmware`): the three silent-damage cases of
 * docs/firmware/README.md cannot happen from it, and plain OpenDTU sees nothing of OnBattery.
 */
const SUNNY = ['--now', '2024-06-21T10:00:00Z', '--seed', '7'];

const storedConfig = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, 'config.json'), 'utf8'));

/** Every request and socket the page makes, as `METHOD path`. */
function recordTraffic(page: Page): string[] {
  const seen: string[] = [];
  const path = (url: string) => new URL(url).pathname;
  page.on('request', (request: Request) => seen.push(`${request.method()} ${path(request.url())}`));
  page.on('websocket', (socket) => seen.push(`WS ${path(socket.url())}`));
  return seen;
}

/** The `data` form field of a device POST (url-encoded or multipart), parsed. */
function postedData(request: Request): Record<string, unknown> {
  const body = request.postData() ?? '';
  const field = new URLSearchParams(body).get('data') ?? /\{[\s\S]*\}/.exec(body)?.[0] ?? '{}';
  return JSON.parse(field) as Record<string, unknown>;
}

const onBattery2026 = testWithDevice(['--firmware', 'onbattery-2026.03.31', ...SUNNY]);

onBattery2026(
  'OnBattery 2026.03.31: no 2024-shaped limiter save, poll interval in ms, persistent limits as type 3',
  async ({ page, device }) => {
    // 1. The power limiter page saves the 2026 shape: every governed inverter stays.
    await logIn(page, '/settings/powerlimiter');
    const before = storedConfig(device.dataDir).powerlimiter;
    expect(before.inverters.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
    const limiterPost = page.waitForRequest(
      (request) => request.url().endsWith('/api/powerlimiter/config') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    // Every governed inverter stays, first, as loaded; the vendor's app appends the others too.
    const keptFirst = (inverters: unknown[]) => inverters.slice(0, before.inverters.length);
    expect(keptFirst(postedData(await limiterPost).inverters as unknown[])).toEqual(before.inverters);
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    const after = storedConfig(device.dataDir).powerlimiter;
    expect({ ...after, inverters: keptFirst(after.inverters) }).toEqual(before);

    // 2. The poll interval keeps meaning seconds for the owner; the device stores milliseconds.
    await page.goto('/settings/dtu');
    await expect(page.getByLabel('Poll interval')).toHaveValue('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    expect(storedConfig(device.dataDir).dtu.poll_interval).toBe(5000);
    await page.getByLabel('Poll interval').fill('7');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => storedConfig(device.dataDir).dtu.poll_interval).toBe(7000);

    // 3. A persistent relative limit goes out as type 3, which this firmware takes.
    await page.goto('/');
    await page.getByRole('tab', { name: /House roof/ }).click();
    const roof = page.getByRole('region', { name: 'House roof', exact: true });
    await roof.getByRole('button', { name: 'Limit settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Limit settings' });
    await dialog.getByLabel('Limit type').selectOption({ label: 'Relative (%)' });
    await dialog.getByLabel('New limit').fill('80');
    await dialog.getByLabel('Keep the limit after the inverter restarts').check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/limit/config'));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/limit/config'));
    await dialog.getByRole('button', { name: 'Apply limit' }).click();
    expect(postedData(await sent)).toMatchObject({ limit_type: 3, limit_value: 80 });
    expect(await (await answer).json()).toMatchObject({ type: 'success' });
  },
);

const plainOpenDtu = testWithDevice(['--firmware', 'opendtu-v26.3.30', ...SUNNY]);

plainOpenDtu('plain OpenDTU v26.3.30: no OnBattery menu, view, request or socket', async ({ page }) => {
  const traffic = recordTraffic(page);
  await logIn(page, '/');
  await expect(page.getByRole('tab', { name: /House roof/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Inverter' }).first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Network' })).toBeVisible();
  for (const name of [/Battery/, /Power meter/, /limiter/i, /AC charger/, /VE\.Direct/])
    await expect(page.getByRole('menuitem', { name })).toHaveCount(0);
  const onBatteryPaths = /powerlimiter|battery|powermeter|vedirect|huawei|solarcharger|gridcharger/;
  expect(traffic.filter((entry) => onBatteryPaths.test(entry))).toEqual([]);
});
