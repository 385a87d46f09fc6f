import { describe, expect, it } from 'vitest';
import { advance, advanceBySteps, DEMO_HM, DEMO_HMS, DEMO_HMT, getJson, liveApp } from './live-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH } from './support/core-fixture.ts';
import { parseLiveDetail, parseLiveSummary } from './support/live-shape.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const SUMMARY_KEYS = [
  'serial',
  'name',
  'order',
  'data_age',
  'poll_enabled',
  'reachable',
  'producing',
  'limit_relative',
  'limit_absolute',
];
const opened = closeAfterEach();

describe.each(PERSONALITIES)('GET /api/livedata/status on $firmware', (facts) => {
  const { firmware } = facts;
  const TOP_KEYS = ['inverters', 'total', 'hints', ...facts.liveBlocks];
  /** The 2026 base puts `data_age_ms` after `data_age` and `radio_stats` after the summary keys. */
  const inverterKeys = (keys: string[]) => {
    if (facts.inverterLiveExtras.length === 0) return keys;
    const end = SUMMARY_KEYS.length;
    return [...keys.slice(0, 4), 'data_age_ms', ...keys.slice(4, end), 'radio_stats', ...keys.slice(end)];
  };

  it('seeds the demo inverters on a fresh start', async () => {
    const started = await opened(liveApp({ inverters: 'seeded', firmware }));
    const body = parseLiveSummary(facts, await getJson(started.app, '/api/livedata/status'));
    expect(body.inverters.map((i) => [i.serial, i.name, i.order])).toEqual([
      [DEMO_HM, 'Garage', 0],
      [DEMO_HMS, 'House roof', 1],
      [DEMO_HMT, 'Barn', 2],
    ]);
    const list = await started.app.inject({
      url: '/api/inverter/list',
      headers: { authorization: ADMIN_AUTH },
    });
    expect(list.json().inverter.map((e: { type: string }) => e.type)).toEqual([
      'HM-600/700/800-2T',
      'HMS-1600/1800/2000-4T',
      'HMT-1800/2250-6T',
    ]);
  });

  it('lists every inverter in summary shape, before any data', async () => {
    const started = await opened(liveApp({ firmware }));
    await advance(started.app, 3000);
    const body = await getJson(started.app, '/api/livedata/status');
    parseLiveSummary(facts, body);
    expect(Object.keys(body)).toEqual(TOP_KEYS);
    expect(body.inverters.map((i: { serial: string }) => i.serial)).toEqual([DEMO_HM, DEMO_HMS, DEMO_HMT]);
    for (const inverter of body.inverters) {
      expect(Object.keys(inverter)).toEqual(inverterKeys(SUMMARY_KEYS));
      // No poll yet (the first comes after 5 s): data age is the uptime, reachable, limit unknown.
      expect(inverter).toMatchObject({ data_age: 3, reachable: true, producing: false, limit_absolute: -1 });
    }
    expect(body.hints).toEqual({
      time_sync: false,
      radio_problem: false,
      default_password: true,
      ...Object.fromEntries(facts.hintExtras.map((hint) => [hint, false])),
    });
    // The OnBattery blocks follow the config, all off by default.
    for (const block of facts.liveBlocks) expect(body[block], block).toEqual({ enabled: false });
  });

  it('starts empty with --factory', async () => {
    const started = await opened(liveApp({ inverters: 'none', firmware }));
    const body = await getJson(started.app, '/api/livedata/status');
    parseLiveSummary(facts, body);
    expect(body.inverters).toEqual([]);
    expect(body.total).toEqual({
      Power: { v: 0, u: 'W', d: 0 },
      YieldDay: { v: 0, u: 'Wh', d: 0 },
      YieldTotal: { v: 0, u: 'kWh', d: 0 },
    });
    const list = await started.app.inject({
      url: '/api/inverter/list',
      headers: { authorization: ADMIN_AUTH },
    });
    expect(list.json()).toEqual({ inverter: [] });
  });

  it('answers one detailed inverter with ?inv= after its first poll', async () => {
    const started = await opened(liveApp({ firmware }));
    await advanceBySteps(started.app, 16_000, 4000);
    const body = await getJson(started.app, `/api/livedata/status?inv=${DEMO_HM.toUpperCase()}`);
    parseLiveDetail(facts, body);
    const [inv] = body.inverters;
    expect(Object.keys(inv)).toEqual(inverterKeys([...SUMMARY_KEYS, 'AC', 'DC', 'INV', 'events']));
    expect(Object.keys(inv.DC)).toEqual(['0', '1']);
    expect(Object.keys(inv.DC['0'])).toEqual([
      'name',
      'Power',
      'Voltage',
      'Current',
      'YieldDay',
      'YieldTotal',
      'Irradiation',
    ]);
    expect(inv.DC['0'].name).toEqual({ u: 'South' });
    expect(inv.DC['1'].Irradiation.max).toBe(410);
    expect(Object.keys(inv.INV['0'])).toEqual([
      'Power DC',
      'YieldDay',
      'YieldTotal',
      'Temperature',
      'Efficiency',
    ]);
    // A June noon in Germany: the HM-800 produces and knows its limit and max power.
    expect(inv.producing).toBe(true);
    expect(inv.limit_relative).toBe(100);
    expect(inv.limit_absolute).toBe(800);
    expect(inv.AC['0'].Voltage.v).toBeGreaterThan(220);
    expect(inv.AC['0'].Frequency.v).toBeCloseTo(50, 0);
    const dcSum = inv.DC['0'].Power.v + inv.DC['1'].Power.v;
    expect(inv.INV['0']['Power DC'].v).toBeCloseTo(dcSum, 0);
    expect(inv.AC['0'].Power.v).toBeLessThan(dcSum);
    expect(inv.INV['0'].Efficiency.v).toBeGreaterThan(90);
    expect(inv.events).toBeGreaterThanOrEqual(2);

    const hmt = (await getJson(started.app, `/api/livedata/status?inv=${DEMO_HMT}`)).inverters[0];
    expect(Object.keys(hmt.DC)).toHaveLength(6);
    // Three-phase: the AC voltage is the line-to-line voltage.
    expect(hmt.AC['0'].Voltage.v).toBeGreaterThan(380);
    // Paired inputs share one voltage reading.
    expect(hmt.DC['0'].Voltage.v).toBe(hmt.DC['1'].Voltage.v);

    const unknown = await getJson(started.app, '/api/livedata/status?inv=123456789012');
    expect(unknown.inverters).toEqual([]);
    const summary = await getJson(started.app, '/api/livedata/status?inv=zz');
    expect(summary.inverters).toHaveLength(3);
    expect(summary.inverters[1].serial).toBe(DEMO_HMS);
    expect(summary.inverters[0].AC).toBeUndefined();
  });

  it('sums power over polled inverters and yields over configured ones', async () => {
    const started = await opened(liveApp({ firmware }));
    await advanceBySteps(started.app, 16_000, 4000);
    const body = await getJson(started.app, '/api/livedata/status');
    let power = 0;
    let yieldDay = 0;
    for (const serial of [DEMO_HM, DEMO_HMS, DEMO_HMT]) {
      const [inv] = (await getJson(started.app, `/api/livedata/status?inv=${serial}`)).inverters;
      power += inv.AC['0'].Power.v;
      yieldDay += inv.INV['0'].YieldDay.v;
    }
    expect(body.total.Power.v).toBeCloseTo(power, 0);
    expect(body.total.Power.d).toBe(1);
    expect(Math.abs(body.total.YieldDay.v - yieldDay)).toBeLessThanOrEqual(3);
    expect(body.total.YieldTotal.d).toBe(3);
  });
});
