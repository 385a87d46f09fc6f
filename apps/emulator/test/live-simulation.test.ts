import {
  devInfoStatusSchema,
  eventLogStatusSchema,
  gridProfileRawSchema,
  gridProfileStatusSchema,
} from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { decodeGridProfile } from '../src/live/grid-profile-decode.ts';
import {
  advance,
  advanceBySteps,
  DEMO_HM,
  DEMO_HMS,
  DEMO_HMT,
  fault,
  getJson,
  liveApp,
  post,
  SUMMER_NOON,
} from './live-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH } from './support/core-fixture.ts';
import { PERSONALITIES, type PersonalityFacts } from './support/personality-facts.ts';

const opened = closeAfterEach();

async function demoApp(startTime = SUMMER_NOON, firmware?: PersonalityFacts['firmware']) {
  const started = await opened(liveApp({ startTime, firmware }));
  return started.app;
}

/** `/api/devinfo/status` without the generation's extra keys (checked by their own test below), by the 2024 schema. */
async function devInfo(app: FastifyInstance, facts: PersonalityFacts, serial: string) {
  const body = await getJson(app, `/api/devinfo/status?inv=${serial}`);
  for (const extra of facts.devInfoExtras) delete body[extra];
  return devInfoStatusSchema.parse(body);
}

const detail = async (app: FastifyInstance, serial: string) =>
  (await getJson(app, `/api/livedata/status?inv=${serial}`)).inverters[0];

async function editSlot(app: FastifyInstance, id: number, change: object) {
  const reply = await app.inject({ url: '/api/inverter/list', headers: { authorization: ADMIN_AUTH } });
  const entry = reply.json().inverter.find((e: { id: number }) => e.id === id);
  expect((await post(app, '/api/inverter/edit', { ...entry, ...change })).code).toBe(4007);
}

// The physics are one simulation under every personality; each one's wire carries them.
describe.each(PERSONALITIES)('energy on $firmware', ({ firmware }) => {
  it('integrates the yields over simulated time', async () => {
    const app = await demoApp(SUMMER_NOON, firmware);
    await advanceBySteps(app, 16_000, 4000);
    const first = await detail(app, DEMO_HM);
    let energyWh = 0;
    let previousW = first.INV['0']['Power DC'].v;
    for (let minute = 0; minute < 60; minute++) {
      await advance(app, 60_000);
      const powerW = (await detail(app, DEMO_HM)).INV['0']['Power DC'].v;
      energyWh += ((previousW + powerW) / 2) * (1 / 60);
      previousW = powerW;
    }
    const last = await detail(app, DEMO_HM);
    const dayGain = last.INV['0'].YieldDay.v - first.INV['0'].YieldDay.v;
    const totalGainWh = (last.INV['0'].YieldTotal.v - first.INV['0'].YieldTotal.v) * 1000;
    expect(energyWh).toBeGreaterThan(50);
    expect(dayGain).toBeGreaterThan(energyWh * 0.85);
    expect(dayGain).toBeLessThan(energyWh * 1.15);
    expect(totalGainWh).toBeCloseTo(dayGain, -1);
  });

  it('adds the configured yield total offset', async () => {
    const app = await demoApp(SUMMER_NOON, firmware);
    await advanceBySteps(app, 16_000, 4000);
    const before = (await detail(app, DEMO_HM)).DC['0'].YieldTotal.v;
    const reply = await app.inject({ url: '/api/inverter/list', headers: { authorization: ADMIN_AUTH } });
    const entry = reply.json().inverter[0];
    entry.channel[0].yield_total_offset = 1000;
    expect((await post(app, '/api/inverter/edit', entry)).code).toBe(4007);
    const after = (await detail(app, DEMO_HM)).DC['0'].YieldTotal.v;
    expect(after - before).toBeCloseTo(1000, 0);
  });
});

describe.each(PERSONALITIES)('night and reachability on $firmware', ({ firmware }) => {
  it('becomes unreachable after the threshold of failed polls at night', async () => {
    // 22:30 UTC = 00:30 CEST: past nautical dusk, the inverters sleep.
    const app = await demoApp(Date.parse('2024-06-21T22:30:00Z'), firmware);
    await advanceBySteps(app, 35_000, 5000);
    // HM polled at 5, 20, 35 s: three failures > threshold 2.
    let inv = await detail(app, DEMO_HM);
    expect(inv.poll_enabled).toBe(true);
    expect(inv.reachable).toBe(false);
    expect(inv.producing).toBe(false);
    expect(inv.data_age).toBe(35);
    const hmt = await detail(app, DEMO_HMT);
    expect(hmt.reachable).toBe(true);

    await editSlot(app, 0, { poll_enable_night: false });
    inv = await detail(app, DEMO_HM);
    expect(inv.poll_enabled).toBe(false);
    expect(inv.reachable).toBe(false);
  });

  it('zeroes runtime values while unreachable with zero_runtime, keeping the yields', async () => {
    const app = await demoApp(SUMMER_NOON, firmware);
    await advanceBySteps(app, 16_000, 4000);
    await editSlot(app, 1, { zero_runtime: true });
    const before = await detail(app, DEMO_HMS);
    expect(before.AC['0'].Power.v).toBeGreaterThan(0);
    await fault(app, 'unreachable', DEMO_HMS);
    await advanceBySteps(app, 45_000, 5000);
    const after = await detail(app, DEMO_HMS);
    expect(after.reachable).toBe(false);
    expect(after.AC['0'].Power.v).toBe(0);
    expect(after.AC['0'].Voltage.v).toBe(0);
    expect(after.DC['0'].Voltage.v).toBe(0);
    expect(after.INV['0'].YieldDay.v).toBe(before.INV['0'].YieldDay.v);
  });

  it('zeroes YieldDay at midnight with zero_day', async () => {
    // 18:00 UTC = 20:00 CEST: the sun is still up; the inverters fall asleep later in the evening.
    const app = await demoApp(Date.parse('2024-06-21T18:00:00Z'), firmware);
    await editSlot(app, 0, { zero_day: true });
    await advanceBySteps(app, 16_000, 4000);
    await advance(app, 3 * 3_600_000 + 50 * 60_000);
    const evening = await detail(app, DEMO_HM);
    expect(evening.reachable).toBe(false);
    expect(evening.INV['0'].YieldDay.v).toBeGreaterThan(1000);
    const other = (await detail(app, DEMO_HMS)).INV['0'].YieldDay.v;
    // 22:00 UTC is local midnight in summer.
    await advance(app, 15 * 60_000);
    expect((await detail(app, DEMO_HM)).INV['0'].YieldDay.v).toBe(0);
    expect((await detail(app, DEMO_HMS)).INV['0'].YieldDay.v).toBe(other);
  });

  it('follows forced night and day from test control', async () => {
    const app = await demoApp(SUMMER_NOON, firmware);
    await advanceBySteps(app, 16_000, 4000);
    await editSlot(app, 2, { poll_enable_night: false });
    await fault(app, 'night');
    expect((await detail(app, DEMO_HMT)).poll_enabled).toBe(false);
    await fault(app, 'day');
    expect((await detail(app, DEMO_HMT)).poll_enabled).toBe(true);
  });
});

describe.each(PERSONALITIES)('inverter information on $firmware', (facts) => {
  const { firmware } = facts;

  it('has device info, grid profile and event log after the first data', async () => {
    const app = await demoApp(SUMMER_NOON, firmware);
    const early = await devInfo(app, facts, DEMO_HM);
    expect(early.valid_data).toBe(false);
    expect(await getJson(app, `/api/gridprofile/status?inv=${DEMO_HM}`)).toEqual({
      name: 'Unknown',
      version: '0.0.0',
      sections: [],
    });
    expect(await getJson(app, `/api/gridprofile/rawdata?inv=${DEMO_HM}`)).toEqual({ raw: [] });

    await advanceBySteps(app, 16_000, 4000);
    const info = await devInfo(app, facts, DEMO_HM);
    expect(info).toMatchObject({ valid_data: true, hw_model_name: 'HM-800-2T', max_power: 800 });
    expect(info).not.toHaveProperty('serial');
    expect((await getJson(app, `/api/devinfo/status?inv=${DEMO_HMS}`)).hw_model_name).toBe('HMS-2000-4T');
    expect((await getJson(app, `/api/devinfo/status?inv=${DEMO_HMT}`)).hw_model_name).toBe('HMT-1800-6T');

    const { raw } = gridProfileRawSchema.parse(await getJson(app, `/api/gridprofile/rawdata?inv=${DEMO_HM}`));
    const status = gridProfileStatusSchema.parse(
      await getJson(app, `/api/gridprofile/status?inv=${DEMO_HM}`),
    );
    expect(status).toEqual(decodeGridProfile(raw));
    expect(status.name).toBe('DE - DE_VDE4105_2018');
    expect(status.sections[0]!.items[5]).toEqual({ n: 'Low Voltage 2 (LV2)', u: 'V', v: 103.5 });
    expect(status.sections.find((s) => s.name === 'Volt Var (VV)')!.items.at(-1)!.v).toBe(-30);

    const log = eventLogStatusSchema.parse(
      await getJson(app, `/api/eventlog/status?inv=${DEMO_HMT}&locale=fr`),
    );
    expect(log.events.slice(0, 2).map((e) => e.message)).toEqual([
      'Démarrage de l’onduleur',
      'Time calibration',
    ]);
    expect(await getJson(app, '/api/eventlog/status?inv=123456789012')).toEqual({});
    expect(await getJson(app, '/api/devinfo/status')).toEqual({});
  });

  it('logs a grid fault and reconnects after the reconnection time', async () => {
    const app = await demoApp(SUMMER_NOON, firmware);
    await advanceBySteps(app, 16_000, 4000);
    await fault(app, 'grid', DEMO_HMS);
    await advanceBySteps(app, 15_000, 5000);
    expect((await detail(app, DEMO_HMS)).producing).toBe(false);
    let log = await getJson(app, `/api/eventlog/status?inv=${DEMO_HMS}&locale=de`);
    expect(log.events.at(-1)).toMatchObject({ message_id: 141, message: 'Netz: Überspannung', end_time: 0 });
    await advanceBySteps(app, 60_000, 5000);
    expect((await detail(app, DEMO_HMS)).producing).toBe(true);
    log = await getJson(app, `/api/eventlog/status?inv=${DEMO_HMS}`);
    const grid = log.events.find((e: { message_id: number }) => e.message_id === 141);
    expect(grid.end_time - grid.start_time).toBe(60);
  });

  // Both 2026 generations answer `pdl_supported` (`inv->supportsPowerDistributionLogic()`,
  // `src/WebApi_devinfo.cpp`): true only for an HMS-4CH from inverter firmware 1.01.12 on, which the
  // demo's HMS-2000-4T (1.00.12) is not; false as well before the device info arrived.
  if (facts.devInfoExtras.length > 0)
    it('adds the generation keys to the device info', async () => {
      const app = await demoApp(SUMMER_NOON, firmware);
      const before = await getJson(app, `/api/devinfo/status?inv=${DEMO_HMS}`);
      await advanceBySteps(app, 16_000, 4000);
      const bodies = [before];
      for (const serial of [DEMO_HM, DEMO_HMS, DEMO_HMT]) {
        bodies.push(await getJson(app, `/api/devinfo/status?inv=${serial}`));
      }
      expect(
        bodies.map((body) => [body.valid_data, Object.keys(body).slice(-facts.devInfoExtras.length)]),
      ).toEqual([false, true, true, true].map((valid) => [valid, facts.devInfoExtras]));
      expect(bodies.map((body) => body.pdl_supported)).toEqual([false, false, false, false]);
    });
});
