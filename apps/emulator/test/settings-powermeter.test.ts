import { FACTORY_SETTINGS } from '@dtu/contract/fixtures';
import { apiResponseSchema, powerMeterConfigSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData, savedConfig } from './support/core-fixture.ts';

const opened = closeAfterEach();

async function setup(): Promise<FastifyInstance> {
  return (await opened(makeApp({ rebootMs: 20 }))).app;
}

const phase = (index: number, change: Record<string, unknown> = {}) => ({
  ...FACTORY_SETTINGS.powermeter.http_phases[index - 1]!,
  enabled: index === 1,
  url: 'http://192.168.178.60/status',
  json_path: 'total_power',
  ...change,
});

/** An HTTP+JSON meter on the first phase. */
const VALID = {
  ...FACTORY_SETTINGS.powermeter,
  enabled: true,
  verbose_logging: false,
  source: 3,
  http_phases: [phase(1), phase(2), phase(3)],
};

async function post(app: FastifyInstance, change: Record<string, unknown>) {
  return apiResponseSchema.parse(
    (await postData(app, '/api/powermeter/config', { ...VALID, ...change })).json(),
  );
}

const phases = (...changes: Record<string, unknown>[]) => ({
  http_phases: [phase(1, changes[0]), phase(2, changes[1]), phase(3, changes[2])],
});
const message = (text: string) => ({ type: 'warning', message: text });

describe('/api/powermeter/config', () => {
  it('config is admin, status public with the same body', async () => {
    const app = await setup();
    expect((await app.inject({ url: '/api/powermeter/config' })).statusCode).toBe(401);
    const status = await app.inject({ url: '/api/powermeter/status' });
    const body = powerMeterConfigSchema.parse(status.json());
    expect(body).toMatchObject({ enabled: false, source: 2, interval: 10, sdmbaudrate: 9600 });
    expect(body.http_phases.map((p) => [p.index, p.enabled, p.timeout])).toEqual([
      [1, true, 1000],
      [2, false, 1000],
      [3, false, 1000],
    ]);
    const config = await app.inject({
      url: '/api/powermeter/config',
      headers: { authorization: ADMIN_AUTH },
    });
    expect(config.json()).toEqual(status.json());
    expect((await postData(app, '/api/powermeter/config', VALID, null)).statusCode).toBe(401);
  });

  it('answers every validation failure without a code and does not reboot', async () => {
    const app = await setup();
    const reboot = vi.spyOn(app.device, 'reboot');
    const { source: _, ...noSource } = VALID;
    expect((await postData(app, '/api/powermeter/config', noSource)).json()).toEqual(
      message('Values are missing!'),
    );
    const urlError = message('URL must either start with http:// or https://!');
    expect(await post(app, phases({ url: 'ftp://meter' }))).toEqual(urlError);
    expect(await post(app, phases({ url: undefined }))).toEqual(urlError);
    const credentials = message('Username or password must not be empty!');
    expect(await post(app, phases({ auth_type: 1, username: 'u' }))).toEqual(credentials);
    expect(await post(app, phases({ auth_type: 2, password: 'p' }))).toEqual(credentials);
    const timeout = message('Timeout must be greater than 0 ms!');
    expect(await post(app, phases({ timeout: 0 }))).toEqual(timeout);
    // 65536 does not fit the 16-bit timeout and reads as 0.
    expect(await post(app, phases({ timeout: 65536 }))).toEqual(timeout);
    expect(await post(app, phases({ json_path: '' }))).toEqual(message('Json path must not be empty!'));
    expect(reboot).not.toHaveBeenCalled();
  });

  it('checks phases 2/3 only when enabled, and then only their JSON path', async () => {
    const app = await setup();
    const bad = { url: 'nonsense', timeout: 0, json_path: '' };
    expect((await post(app, phases({}, { ...bad, enabled: false }))).code).toBe(1001);
    const individual = { ...phases({}, { ...bad, enabled: true }), http_individual_requests: true };
    expect(await post(app, individual)).toEqual(message('Json path must not be empty!'));
    expect((await post(app, phases({}, { url: 'nonsense', timeout: 0, enabled: true }))).code).toBe(1001);
  });

  it('skips the phase checks for other sources', async () => {
    const app = await setup();
    expect((await post(app, { source: 1, ...phases({ url: '', json_path: '' }) })).code).toBe(1001);
  });

  it('stores with coercion under the file keys, forces phase 1 on, then reboots', async () => {
    const app = await setup();
    const reboot = vi.spyOn(app.device, 'reboot');
    const change = {
      interval: undefined,
      sdmaddress: 300,
      sdmbaudrate: '19200',
      mqtt_topic_powermeter_2: undefined,
      ...phases({ enabled: false, url: `http://meter/${'x'.repeat(1100)}` }, { enabled: true, unit: 2 }),
    };
    expect(await post(app, change)).toEqual({ type: 'success', message: 'Settings saved!', code: 1001 });
    expect(reboot).toHaveBeenCalledTimes(1);
    await app.device.settled();
    const { powermeter } = await savedConfig(app);
    expect(powermeter).toMatchObject({
      interval: 0,
      sdmaddress: 0,
      sdmbaudrate: 19200,
      mqtt_topic_powermeter_2: 'null',
    });
    expect(powermeter.http_phases[0].enabled).toBe(true);
    expect(powermeter.http_phases[0].url).toHaveLength(1024);
    expect(powermeter.http_phases[0]).not.toHaveProperty('index');
    expect(powermeter.http_phases[1]).toMatchObject({ enabled: true, unit: 2 });
  });
});
