import { startEmulator } from '../support/emulator.ts';
import { expect, test } from '../support/fixtures.ts';
import { ADMIN_AUTH } from '../support/login.ts';

/**
 * Names and topics the device stores verbatim must come back as text, never as markup.
 * Event-log messages are not covered: they come from the firmware's fixed message table, so no
 * API call can put hostile text there.
 */
const IMG = '<img src=x onerror=__pwned=1>';
const SCRIPT = '<script>__pwned=1</script>';
const TOPIC = '<img/src/onerror=__pwned=1>/';

async function post(url: string, path: string, data: unknown): Promise<{ type: string; message: string }> {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  const res = await fetch(`${url}${path}`, { method: 'POST', body, headers: { authorization: ADMIN_AUTH } });
  return (await res.json()) as { type: string; message: string };
}
async function get(url: string, path: string): Promise<Record<string, unknown>> {
  return (await (await fetch(`${url}${path}`, { headers: { authorization: ADMIN_AUTH } })).json()) as Record<
    string,
    unknown
  >;
}

test('hostile names, hostnames and topics show literally and never run', async ({ page }) => {
  const device = await startEmulator(['--factory', '--now', '2024-06-21T10:00:00Z']);
  try {
    const { url } = device;
    expect((await post(url, '/api/inverter/add', { serial: '114184512347', name: IMG })).type).toBe(
      'success',
    );
    const list = (await get(url, '/api/inverter/list')).inverter as Record<string, unknown>[];
    const inverter = {
      ...list[0],
      channel: [
        { name: SCRIPT, max_power: 400, yield_total_offset: 0 },
        { name: IMG, max_power: 400, yield_total_offset: 0 },
      ],
    };
    expect((await post(url, '/api/inverter/edit', inverter)).type).toBe('success');
    const network = await get(url, '/api/network/config');
    expect((await post(url, '/api/network/config', { ...network, ssid: 'x', hostname: IMG })).type).toBe(
      'success',
    );
    const mqtt = await get(url, '/api/mqtt/config');
    expect((await post(url, '/api/mqtt/config', { ...mqtt, mqtt_topic: TOPIC })).type).toBe('success');

    // Logged in, so the admin pages load too.
    await page.addInitScript((auth) => {
      localStorage.setItem(
        'user',
        JSON.stringify({ type: 'success', message: 'ok', code: 10002, authdata: auth }),
      );
    }, ADMIN_AUTH.slice(6));

    const pages: [string, string[]][] = [
      ['/', [IMG]],
      ['/settings/inverter', [IMG]],
      // The device reports its effective hostname with the unsafe characters stripped.
      ['/info/network', ['img-srcx-onerror--pwned1']],
      ['/info/mqtt', [TOPIC]],
    ];
    for (const [path, texts] of pages) {
      await page.goto(`${url}${path}`);
      for (const text of texts)
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
      expect(await page.locator('img[src="x"]').count(), path).toBe(0);
    }
    // The string names appear in the live view once the inverter's first data arrived.
    await page.goto(url);
    await expect(page.getByText(SCRIPT, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await page.goto(`${url}/settings/network`);
    await expect(page.getByRole('textbox', { name: /hostname/i })).toHaveValue(IMG);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  } finally {
    await device.stop();
  }
});
