import { METER_SOURCE_2026 } from '@dtu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeAfterAll, closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, beats, postData } from './support/core-fixture.ts';
import { localServer } from './support/local-server.ts';
import { emulatorWithConfig } from './support/mosquitto.ts';
import { pollUntil } from './support/poll-until.ts';

/** A meter answering per path: JSON, broken JSON, or never; `hits` records each request. */
async function meterServer() {
  const hits: string[] = [];
  const server = await localServer((req, res) => {
    hits.push(`${req.url} ${req.headers.authorization ?? ''} ${req.headers['x-key'] ?? ''}`);
    if (req.url === '/slow') return; // never answers
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/broken') return res.end('{"power": ');
    res.end(JSON.stringify({ emeters: [{ power: 1.5 }, { power: -0.25 }], total: 1250 }));
  });
  return { ...server, hits };
}

const phase = (url: string, json_path: string, extra: Record<string, unknown> = {}) => ({
  enabled: true,
  url,
  auth_type: 0,
  username: '',
  password: '',
  header_key: '',
  header_value: '',
  timeout: 500,
  json_path,
  unit: 0,
  sign_inverted: false,
  ...extra,
});

describe('HTTP+JSON power meter polling', () => {
  const openedForAll = closeAfterAll();
  const opened = closeAfterEach();
  let meter: Awaited<ReturnType<typeof meterServer>>;
  beforeAll(async () => {
    meter = await openedForAll(meterServer());
  });

  async function run(pm: Record<string, unknown>) {
    return opened(emulatorWithConfig({ powermeter: { enabled: true, source: 3, interval: 5, ...pm } }));
  }

  it('reads one shared request with each phase path, unit and sign, and feeds the meter', async () => {
    const emu = await run({
      http_individual_requests: false,
      http_phases: [
        phase(`${meter.base}/status`, 'emeters/[0]/power', {
          unit: 2,
          auth_type: 1,
          username: 'u',
          password: 'p',
          header_key: 'X-Key',
          header_value: 'k1',
        }),
        phase('', 'emeters/[1]/power', { unit: 2, sign_inverted: true }),
        phase('', 'total', { enabled: false }),
      ],
    });
    meter.hits.length = 0;
    const inputs = emu.app.integrations.inputs;
    await pollUntil(() => inputs.meterUpdatedMs);
    expect(inputs.meterPhasesW).toEqual([1500, 250, 0]);
    expect(meter.hits).toEqual([`/status Basic ${Buffer.from('u:p').toString('base64')} k1`]);
    expect(emu.app.onBattery.system.meter.totalW).toBe(1750);
    // The next poll waits for the interval on the device clock: two beats start none.
    await beats(emu.app, 2);
    await emu.app.integrations.httpMeterSettled();
    expect(meter.hits).toHaveLength(1);
    await emu.advance(5000);
    await pollUntil(() => meter.hits.length === 2);
  });

  it('sends one request per phase when individual requests are on', async () => {
    const emu = await run({
      http_individual_requests: true,
      http_phases: [
        phase(`${meter.base}/a`, 'total', { unit: 1 }),
        phase(`${meter.base}/b`, 'total'),
        phase('', 'x', { enabled: false }),
      ],
    });
    meter.hits.length = 0;
    await pollUntil(() => emu.app.integrations.inputs.meterUpdatedMs);
    expect(emu.app.integrations.inputs.meterPhasesW).toEqual([1.25, 1250, 0]);
    expect(meter.hits.map((h) => h.split(' ')[0]).sort()).toEqual(['/a', '/b']);
  });

  it.each([
    ['a timeout', '/slow', 'total', 'HTTP Error read Timeout'],
    ['bad JSON', '/broken', 'total', `Couldn't find a value for phase 0 with Json query "total"`],
    [
      'a wrong path',
      '/status',
      'nothing/here',
      `Couldn't find a value for phase 0 with Json query "nothing/here"`,
    ],
  ])('leaves the meter untouched on %s and logs why', async (_what, path, jsonPath, logged) => {
    const emu = await run({ http_phases: [phase(`${meter.base}${path}`, jsonPath)] });
    const lines: string[] = [];
    emu.app.device.onLog((line) => lines.push(line));
    await pollUntil(() => lines.find((l) => l.includes(logged)));
    expect(emu.app.integrations.inputs.meterUpdatedMs).toBeUndefined();
    expect(emu.app.onBattery.system.meter.lastUpdateMs).toBeUndefined();
  });

  // OnBattery 2026.03.31 nests the requests per value (`http_json.values[].http_request`,
  // `src/WebApi_powermeter.cpp`); saved without a reboot, the same poller reads them.
  it('reads the nested HTTP JSON settings of OnBattery 2026.03.31 after a save', async () => {
    const emu = await opened(emulatorWithConfig({ dtu: { poll_interval: 5 } }, 'onbattery-2026.03.31'));
    const page = (
      await emu.app.inject({ url: '/api/powermeter/config', headers: { authorization: ADMIN_AUTH } })
    ).json();
    const [first, second, third] = page.http_json.values;
    meter.hits.length = 0;
    const saved = await postData(emu.app, '/api/powermeter/config', {
      ...page,
      enabled: true,
      source: METER_SOURCE_2026.HttpJson,
      http_json: {
        ...page.http_json,
        individual_requests: false,
        values: [
          {
            ...first,
            http_request: { ...first.http_request, url: `${meter.base}/status` },
            json_path: 'total',
          },
          { ...second, enabled: true, json_path: 'emeters/[0]/power', unit: 2 },
          { ...third, enabled: false },
        ],
      },
    });
    expect(saved.json().code).toBe(1001);
    await pollUntil(() => emu.app.integrations.inputs.meterUpdatedMs);
    expect(emu.app.integrations.inputs.meterPhasesW).toEqual([1250, 1500, 0]);
    expect(meter.hits.map((hit) => hit.split(' ')[0])).toEqual(['/status']);
  });
});
