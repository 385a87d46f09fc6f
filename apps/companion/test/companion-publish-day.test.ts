import { RULE_IDS } from '@dtu/alerts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { governedOf } from '../src/limiter-governed.ts';
import { startBroker, type TestBroker } from './support/broker.ts';
import { startTestCompanion, type TestCompanion } from './support/companion-fixture.ts';
import { GATEWAY_START_MS, type GatewayProcess, startGateway } from './support/gateway-process.ts';
import { haConfigProblems } from './support/ha-schema.ts';
import { retainedMessages } from './support/mqtt-retained.ts';

// 16:00 in Berlin (CEST) the day before 2024-06-22, 1440× time: a device day passes in a minute,
// and the start of gateway and companion (seconds, hours of device time) is over by the evening.
const START = '2024-06-21T14:00:00Z';
const DAY = '2024-06-22';
const NEXT = '2024-06-23';
const MIDNIGHT = Date.UTC(2024, 5, 21, 22);
const NEXT_MIDNIGHT = MIDNIGHT + 24 * 3_600_000;
const ARGS = ['--now', START, '--time-scale', '1440', '--seed', '11'];

/** A counter's value at `t` between the readings around it (device UTC ms → Wh). */
function at(readings: readonly { t: number; wh: number }[], t: number): number {
  const after = readings.findIndex((r) => r.t >= t);
  const next = readings[after];
  const before = readings[after - 1];
  if (!next || !before) throw new Error(`no readings around ${new Date(t).toISOString()}`);
  return before.wh + ((next.wh - before.wh) * (t - before.t)) / (next.t - before.t);
}

describe('Home Assistant over a midnight (2024.05.03, 1440× time, real mosquitto)', () => {
  let gateway: GatewayProcess;
  let broker: TestBroker;
  let companion: TestCompanion | undefined;
  afterAll(async () => {
    await companion?.close();
    await gateway?.close();
    await broker?.close();
  });

  it(
    "publishes every entity's discovery retained and valid; the battery-fed inverter's energy today starts again at 0 at midnight, each day within 0.5 % of its YieldTotal difference between the readings around the midnights",
    async () => {
      [gateway, broker] = await Promise.all([startGateway(ARGS), startBroker('dtu-web/#')]);
      companion = await startTestCompanion(
        { garage: gateway.origin },
        { alerts: { mqtt: broker.url }, publishMs: 200 },
      );
      const recorder = companion.served[0]?.recorder;
      if (!recorder) throw new Error('no recorder');
      // The gateway's counters as it sends them, at the device time they came: each inverter's
      // entry is new when a message brought it (the others stay as they were).
      const totals: Record<string, { t: number; wh: number }[]> = {};
      const days: Record<string, { t: number; wh: number }[]> = {};
      const received = new Map<string, unknown>();
      const observe = recorder.observe.bind(recorder);
      recorder.observe = (state) => {
        const t = recorder.clock.now()?.utcMs;
        for (const serial of state.serials) {
          const entry = state.inverters[serial];
          const inv = entry?.inverter.INV?.['0'];
          if (t === undefined || received.get(serial) === entry || !inv?.YieldTotal || !inv.YieldDay)
            continue;
          received.set(serial, entry);
          const total = inv.YieldTotal.v * (inv.YieldTotal.u === 'kWh' ? 1000 : 1);
          totals[serial] = totals[serial] ?? [];
          days[serial] = days[serial] ?? [];
          // A sleeping inverter's counters read 0: no reading.
          if (total > 0) totals[serial].push({ t, wh: total });
          days[serial].push({ t, wh: inv.YieldDay.v * (inv.YieldDay.u === 'kWh' ? 1000 : 1) });
        }
        observe(state);
      };
      const deviceNow = () => recorder.clock.now()?.utcMs ?? 0;
      await vi.waitFor(() => expect(deviceNow()).toBeGreaterThanOrEqual(NEXT_MIDNIGHT + 3_600_000), {
        timeout: 150_000,
        interval: 200,
      });
      const limiter = await (await fetch(`${gateway.origin}/api/powerlimiter/status`)).json();
      const [fed] = governedOf(limiter).battery;
      const serials = Object.keys(totals);
      expect(fed && serials.includes(fed), `battery-fed ${fed} among ${serials}`).toBe(true);

      // Every entity's discovery config, retained, as Home Assistant's schema takes it.
      const retained = await retainedMessages(broker.url, 'homeassistant/#');
      const configs = [...retained].filter(([topic]) => topic.endsWith('/config'));
      expect(configs.flatMap(([topic, payload]) => haConfigProblems(topic, payload))).toEqual([]);
      const ids = new Set(configs.map(([, payload]) => JSON.parse(payload).unique_id as string));
      const expected = [
        ...serials.flatMap((s) => [`gateway__garage__${s}__energy_today`, `gateway__garage__${s}__power`]),
        ...RULE_IDS.map((rule) => `gateway__garage__alert__${rule}`),
        ...[
          'grid_import',
          'grid_export',
          'battery_charge',
          'battery_discharge',
          'home_consumption',
          'self_sufficiency',
        ].map((flow) => `gateway__garage__site__${flow}_today`),
        'installation__energy_today',
        'installation__power',
        'installation__self_sufficiency_today',
      ];
      for (const id of expected) expect(ids, id).toContain(`dtu-web_${id}`);
      // The finder's entities: one problem sensor per input of each inverter, named as the input.
      const inputs = configs.filter(([topic]) => topic.endsWith('__weak/config'));
      expect(inputs.length).toBeGreaterThanOrEqual(serials.length);
      const devices = new Set(configs.map(([, payload]) => JSON.parse(payload).device.name as string));
      expect([...devices].sort()).toEqual(['dtu-web – garage', 'dtu-web – installation']);
      const status = await retainedMessages(broker.url, 'dtu-web/status');
      expect(status.get('dtu-web/status')).toBe('online');

      // Each inverter's energy today as published, with the day its attributes named just before.
      for (const serial of serials) {
        const topic = `dtu-web/gateway/garage/${serial}/energy_today`;
        let day: string | undefined;
        let final: boolean | undefined;
        const published: { day: string; wh: number; final?: boolean }[] = [];
        for (const message of broker.messages) {
          if (message.topic === `${topic}/attributes`) ({ day, final } = JSON.parse(message.text));
          else if (message.topic === topic && day && message.text !== 'None')
            published.push({ day, wh: Number(message.text), final });
        }
        const closing = published.filter((p) => p.day === DAY).at(-1);
        // The gateway's YieldTotal difference over the day, bounded by its readings next to each
        // midnight: at 1440× the garage's socket is silent for up to an hour of device time around
        // midnight (1,609,256 Wh at 23:52, 1,609,294 Wh at 00:45), and nobody knows the counter at
        // 00:00 closer than that. The recorded day (as /history counts it) lies in these bounds.
        const readings = totals[serial] ?? [];
        const last = (t: number) => readings.filter((r) => r.t <= t).at(-1)?.wh ?? Number.NaN;
        const first = (t: number) => readings.find((r) => r.t >= t)?.wh ?? Number.NaN;
        const inner = last(NEXT_MIDNIGHT) - first(MIDNIGHT);
        const outer = first(NEXT_MIDNIGHT) - last(MIDNIGHT);
        const counted = at(readings, NEXT_MIDNIGHT) - at(readings, MIDNIGHT);
        const why = `${serial}: published ${JSON.stringify(closing)} for ${DAY}; YieldTotal rose ${counted} Wh (${inner}…${outer} between the readings)`;
        expect(counted, why).toBeGreaterThan(1000);
        // The day's final figure, sent once the next day was recorded.
        expect(closing?.final, why).toBe(true);
        expect(closing?.wh, why).toBeGreaterThanOrEqual(inner * 0.995);
        expect(closing?.wh, why).toBeLessThanOrEqual(outer * 1.005);
        if (serial !== fed) continue;
        // After midnight the battery-fed inverter's day starts at about 0, while its YieldDay goes on.
        const started = published.find((p) => p.day === NEXT);
        const yieldDay = at(days[serial] ?? [], NEXT_MIDNIGHT + 30 * 60_000);
        expect(started?.wh, `${serial}: first of ${NEXT}`).toBeLessThan(counted * 0.02);
        expect(yieldDay, `${serial}: its YieldDay after midnight`).toBeGreaterThan(counted * 0.5);
      }
    },
    2 * GATEWAY_START_MS + 150_000,
  );
});
