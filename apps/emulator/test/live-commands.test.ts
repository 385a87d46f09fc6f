import type { FirmwareId } from '@dtu/contract';
import { apiResponseSchema, limitStatusSchema, powerStatusSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { advance, advanceBySteps, DEMO_HM, DEMO_HMS, fault, getJson, liveApp, post } from './live-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { multipart, postData } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const opened = closeAfterEach();

/** A demo emulator after every inverter has been polled once (max power known). */
async function warmFirmwareApp(firmware?: FirmwareId) {
  const started = await opened(liveApp({ firmware }));
  await advanceBySteps(started.app, 16_000, 4000);
  return started.app;
}

const limitStatus = async (app: FastifyInstance, serial: string) =>
  limitStatusSchema.parse(await getJson(app, '/api/limit/status'))[serial]!;
const powerStatus = async (app: FastifyInstance, serial: string) =>
  powerStatusSchema.parse(await getJson(app, '/api/power/status'))[serial]!.power_set_status;
const detail = async (app: FastifyInstance, serial: string) =>
  (await getJson(app, `/api/livedata/status?inv=${serial}`)).inverters[0];

describe('POST /api/limit/config validation (2024.05.03; the later ones: firmware-personalities)', () => {
  it('answers every check in the firmware order', async () => {
    const app = await warmFirmwareApp();
    const noData = await app.inject({ method: 'POST', url: '/api/limit/config', ...multipart({}) });
    expect(noData.statusCode).toBe(401);
    const raw = (fields: Record<string, string>) =>
      postData(app, '/api/limit/config', fields.data ?? '').then((r) => r.json());
    expect((await raw({ data: '{bad' })).code).toBe(1004);
    const cases: [unknown, number, object?][] = [
      [{ serial: DEMO_HM, limit_value: 10 }, 1005],
      [{ serial: '0', limit_value: 99999, limit_type: 9 }, 5001],
      [{ serial: 'xyz', limit_value: 10, limit_type: 1 }, 5001],
      [{ serial: DEMO_HM, limit_value: 2251, limit_type: 9 }, 5002, { max: 2250 }],
      [{ serial: DEMO_HM, limit_value: 2250, limit_type: 2 }, 5003],
      [{ serial: '123456789012', limit_value: 2250, limit_type: 257 }, 5004],
      // Out-of-range values read as 0 and pass.
      [{ serial: DEMO_HM.toUpperCase(), limit_value: 70000, limit_type: '257' }, 1001],
    ];
    for (const [data, code, param] of cases) {
      const answer = apiResponseSchema.parse(await post(app, '/api/limit/config', data));
      expect(answer.code, JSON.stringify(data)).toBe(code);
      expect(answer.type).toBe(code === 1001 ? 'success' : 'warning');
      if (param) expect(answer.param).toEqual(param);
    }
    const noValues = await app.inject({
      method: 'POST',
      url: '/api/limit/config',
      ...multipart({ other: 'x' }),
      headers: { ...multipart({ other: 'x' }).headers, authorization: `Basic ${btoa('admin:openDTU42')}` },
    });
    expect(noValues.json().code).toBe(1002);
  });
});

describe.each(PERSONALITIES)('limit commands on $firmware', ({ firmware, persistentLimitTypes }) => {
  const warmApp = () => warmFirmwareApp(firmware);

  it("accepts its own persistent limit types and refuses the other generations' ones with 5003", async () => {
    const app = await warmApp();
    const own = [persistentLimitTypes.absolute, persistentLimitTypes.relative];
    const others = PERSONALITIES.flatMap((p) => [
      p.persistentLimitTypes.absolute,
      p.persistentLimitTypes.relative,
    ]).filter((type) => !own.includes(type));
    expect(others.length).toBeGreaterThan(0);
    for (const limit_type of own)
      expect(
        (await post(app, '/api/limit/config', { serial: DEMO_HM, limit_value: 50, limit_type })).code,
      ).toBe(1001);
    for (const limit_type of others)
      expect(
        (await post(app, '/api/limit/config', { serial: DEMO_HM, limit_value: 50, limit_type })).code,
      ).toBe(5003);
  });

  it('goes Pending, then Ok after the radio round trip, and shapes production', async () => {
    const app = await warmApp();
    expect((await limitStatus(app, DEMO_HM)).limit_set_status).toBe('Ok');
    expect(
      (await post(app, '/api/limit/config', { serial: DEMO_HM, limit_value: 100, limit_type: 0 })).code,
    ).toBe(1001);
    expect((await limitStatus(app, DEMO_HM)).limit_set_status).toBe('Pending');
    await advance(app, 500);
    expect((await limitStatus(app, DEMO_HM)).limit_set_status).toBe('Pending');
    await advance(app, 2500);
    const status = await limitStatus(app, DEMO_HM);
    expect(status).toEqual({ limit_relative: 12.5, max_power: 800, limit_set_status: 'Ok' });
    // The next poll of the HM-800 shows at most the 100 W limit.
    await advanceBySteps(app, 15_000, 5000);
    const inv = await detail(app, DEMO_HM);
    expect(inv.limit_absolute).toBe(100);
    expect(inv.AC['0'].Power.v).toBeGreaterThan(0);
    expect(inv.AC['0'].Power.v).toBeLessThanOrEqual(100);
  });

  it('reports a 50 W limit in the DTU arithmetic: 6.2 % of 800 W, limit_absolute 49.6', async () => {
    const app = await warmApp();
    await post(app, '/api/limit/config', { serial: DEMO_HM, limit_value: 50, limit_type: 0 });
    await advance(app, 3000);
    expect(await limitStatus(app, DEMO_HM)).toEqual({
      limit_relative: 6.2,
      max_power: 800,
      limit_set_status: 'Ok',
    });
    const inv = await detail(app, DEMO_HM);
    expect(inv.limit_relative).toBe(6.2);
    expect(inv.limit_absolute).toBe(49.6);
  });

  it('fails when the inverter does not answer and is re-sent on its next poll', async () => {
    const app = await warmApp();
    await fault(app, 'unreachable', DEMO_HMS);
    await post(app, '/api/limit/config', { serial: DEMO_HMS, limit_value: 50, limit_type: 1 });
    await advance(app, 5000);
    expect((await limitStatus(app, DEMO_HMS)).limit_set_status).toBe('Pending');
    await advance(app, 5000);
    expect((await limitStatus(app, DEMO_HMS)).limit_set_status).toBe('Failure');
    await fault(app, 'reachable', DEMO_HMS);
    // The HMS is polled every 15 s; that poll re-sends the limit, which then succeeds.
    await advanceBySteps(app, 20_000, 1000);
    const status = await limitStatus(app, DEMO_HMS);
    expect(status.limit_set_status).toBe('Ok');
    expect(status.limit_relative).toBe(50);
  });

  it('drops commands silently while commands are disabled', async () => {
    const app = await warmApp();
    const [entry] = (
      await app.inject({
        url: '/api/inverter/list',
        headers: { authorization: `Basic ${btoa('admin:openDTU42')}` },
      })
    ).json().inverter;
    expect((await post(app, '/api/inverter/edit', { ...entry, command_enable: false })).code).toBe(4007);
    expect(
      (await post(app, '/api/limit/config', { serial: DEMO_HM, limit_value: 10, limit_type: 1 })).code,
    ).toBe(1001);
    expect((await post(app, '/api/power/config', { serial: DEMO_HM, power: false })).code).toBe(1001);
    expect((await limitStatus(app, DEMO_HM)).limit_set_status).toBe('Ok');
    expect(await powerStatus(app, DEMO_HM)).toBe('Ok');
    await advanceBySteps(app, 15_000, 5000);
    expect((await detail(app, DEMO_HM)).limit_relative).toBe(100);
    expect((await detail(app, DEMO_HM)).producing).toBe(true);
  });
});

describe.each(PERSONALITIES)('power commands on $firmware', ({ firmware }) => {
  const warmApp = () => warmFirmwareApp(firmware);

  it('validates in order', async () => {
    const app = await warmApp();
    const cases: [unknown, number][] = [
      [{ serial: DEMO_HM }, 1005],
      [{ power: true }, 1005],
      [{ serial: '0', power: true }, 11001],
      [{ serial: '123456789012', restart: true }, 11002],
      [{ serial: DEMO_HM, restart: false }, 1001],
    ];
    for (const [data, code] of cases) expect((await post(app, '/api/power/config', data)).code).toBe(code);
    expect(await powerStatus(app, DEMO_HM)).toBe('Ok');
  });

  it('turns an inverter off and on with events 124 and 1', async () => {
    const app = await warmApp();
    await post(app, '/api/power/config', { serial: DEMO_HM, power: false });
    expect(await powerStatus(app, DEMO_HM)).toBe('Pending');
    await advanceBySteps(app, 15_000, 5000);
    expect(await powerStatus(app, DEMO_HM)).toBe('Ok');
    let inv = await detail(app, DEMO_HM);
    expect(inv.AC['0'].Power.v).toBe(0);
    expect(inv.producing).toBe(false);
    expect(inv.reachable).toBe(true);
    let log = await getJson(app, `/api/eventlog/status?inv=${DEMO_HM}`);
    expect(log.events.at(-1)).toMatchObject({
      message_id: 124,
      message: 'Shut down by remote control',
      end_time: 0,
    });

    await post(app, '/api/power/config', { serial: DEMO_HM, power: true });
    await advanceBySteps(app, 15_000, 5000);
    inv = await detail(app, DEMO_HM);
    expect(inv.producing).toBe(true);
    log = await getJson(app, `/api/eventlog/status?inv=${DEMO_HM}&locale=DE`);
    const shutdown = log.events.find((e: { message_id: number }) => e.message_id === 124);
    expect(shutdown.end_time).toBeGreaterThan(shutdown.start_time);
    expect(shutdown.message).toBe('Per Fernsteuerung abgeschaltet');
    expect(log.events.at(-1).message_id).toBe(1);
  });

  it('restart interrupts production and resets the daily counter', async () => {
    const app = await warmApp();
    const before = await detail(app, DEMO_HM);
    await post(app, '/api/power/config', { serial: DEMO_HM, restart: true });
    await advanceBySteps(app, 30_000, 5000);
    const during = await detail(app, DEMO_HM);
    expect(during.producing).toBe(false);
    expect(during.INV['0'].YieldDay.v).toBeLessThan(before.INV['0'].YieldDay.v);
    await advanceBySteps(app, 60_000, 5000);
    const after = await detail(app, DEMO_HM);
    expect(after.producing).toBe(true);
    const log = await getJson(app, `/api/eventlog/status?inv=${DEMO_HM}`);
    expect(log.events.slice(-2).map((e: { message_id: number }) => e.message_id)).toEqual([1, 2]);
  });
});
