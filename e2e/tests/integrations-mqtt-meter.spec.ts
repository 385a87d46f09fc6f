import { createServer, type Server } from 'node:http';
import mqtt from 'mqtt';
import { expect, testWithDevice } from '../support/fixtures.ts';
import { ADMIN_AUTH, logIn } from '../support/login.ts';
import { type PlainBroker, startBroker } from '../support/mosquitto.ts';

/** A summer morning, so the inverters are polled and answer commands whatever the real clock says. */
const test = testWithDevice(['--now', '2024-06-21T10:00:00Z']).extend<{ broker: PlainBroker }>({
  broker: async ({}, use) => {
    const broker = await startBroker();
    await use(broker);
    await broker.stop();
  },
});

/** A demo inverter the power limiter does not drive (its commands would overwrite ours). */
async function freeInverterSerial(url: string): Promise<string> {
  const limiter = await (
    await fetch(`${url}/api/powerlimiter/config`, { headers: { Authorization: ADMIN_AUTH } })
  ).json();
  const live = await (await fetch(`${url}/api/livedata/status`)).json();
  const serials: string[] = live.inverters.map((inv: { serial: string }) => inv.serial);
  // The limiter API gives the serial as a decimal number, MQTT prints it in hex (docs/firmware/onbattery-2024.05.03/mqtt.md §2.2.1).
  const driven = BigInt(limiter.inverter_serial || '0');
  const free = serials.find((s) => BigInt(`0x${s}`) !== driven);
  return free ?? serials[0]!;
}

test('MQTT set up in the UI connects, publishes inverter values and takes a limit command', async ({
  page,
  device,
  broker,
}) => {
  const subscriber = await mqtt.connectAsync({ host: '127.0.0.1', port: broker.port, reconnectPeriod: 0 });
  const received = new Map<string, string>();
  subscriber.on('message', (topic, payload) => received.set(topic, payload.toString()));
  await subscriber.subscribeAsync('solar/#');
  try {
    await logIn(page, '/settings/mqtt');
    await page.getByLabel('Enable MQTT', { exact: true }).check();
    await page.getByLabel('Hostname').fill('127.0.0.1');
    await page.getByLabel('Port').fill(String(broker.port));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Settings saved/)).toBeVisible();

    await page.goto('/info/mqtt');
    const start = Date.now();
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5000 });
    expect(Date.now() - start).toBeLessThan(5000);

    const serial = await freeInverterSerial(device.url);
    await expect
      .poll(() => received.get(`solar/${serial}/status/reachable`), { timeout: 10_000 })
      .toMatch(/^[01]$/);
    await expect.poll(() => received.get(`solar/${serial}/name`)).toBeTruthy();
    await expect
      .poll(() => received.get(`solar/${serial}/0/power`), { timeout: 15_000 })
      .toMatch(/^\d+\.\d$/);

    await subscriber.publishAsync(`solar/${serial}/cmd/limit_nonpersistent_relative`, '50');
    await page.goto('/');
    await page.getByRole('tab', { name: new RegExp(received.get(`solar/${serial}/name`) ?? serial) }).click();
    await expect(page.getByTestId('inverter-limit').filter({ visible: true })).toContainText(/50\s?%/, {
      timeout: 20_000,
    });
  } finally {
    await subscriber.endAsync(true);
  }
});

test('the HTTP+JSON power meter test reads the local endpoint and words a bad path like the firmware', async ({
  page,
}) => {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ emeters: [{ power: 412.5 }, { power: -20 }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    await logIn(page, '/settings/powermeter');
    await page.getByLabel('Enable power meter').check();
    await page.getByLabel('Source').selectOption({ label: 'HTTP request with JSON answer' });
    // Cards are sections headed by their title.
    const phase1 = page.locator('section', { has: page.getByRole('heading', { name: 'Phase 1' }) });
    await phase1.getByLabel('URL').fill(`http://127.0.0.1:${port}/status`);
    await phase1.getByLabel('JSON path').fill('emeters/[0]/power');
    await phase1.getByRole('button', { name: 'Test HTTP request' }).click();
    await expect(phase1.getByText('Success! Power: 412.50W')).toBeVisible();

    await phase1.getByLabel('JSON path').fill('emeters/[0]/watts');
    await phase1.getByRole('button', { name: 'Test HTTP request' }).click();
    await expect(
      phase1.getByText(
        `[HttpPowerMeter] Couldn't find a value for phase 0 with Json query "emeters/[0]/watts"`,
      ),
    ).toBeVisible();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
