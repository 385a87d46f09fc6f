import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RULES, type Rules } from '@dtu/alerts/rules.ts';
import { EVENT_LOG_MAX_ENTRIES } from '@dtu/contract';
import { acChannel, dcChannel, liveInverter } from '@dtu/contract/fixtures';
import { createDeviceClock } from '@dtu/recording/device-clock.ts';
import type { LivedataState } from '@dtu/recording/live-observer.ts';
import type { DayRecord } from '@dtu/recording/records.ts';
import { freeSample } from '@dtu/recording/test-data/free-sample.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertEvent } from './alert-changes.ts';
import type { GatewayReader } from './gateway-reader.ts';
import { type GatewayWatch, watchGateway } from './gateway-watch.ts';
import { openSqliteStore, type SqliteStore } from './sqlite-store.ts';

const SERIAL = '114183712345';
const roof = liveInverter(SERIAL, {
  name: 'Roof',
  AC: { '0': acChannel(300) },
  DC: { '0': dcChannel('East', 150, 410), '1': dcChannel('West', 150, 410) },
});
const LIVE: LivedataState = {
  serials: [SERIAL],
  inverters: { [SERIAL]: { inverter: { ...roof, data_age_ms: 0 } } },
};

/** The event log of every inverter: full, its count at the log's size whatever comes in. */
const log = {
  count: EVENT_LOG_MAX_ENTRIES,
  events: Array.from({ length: EVENT_LOG_MAX_ENTRIES }, (_, k) => ({
    message_id: 141,
    message: 'Grid overvoltage',
    start_time: 600 + k * 60,
    end_time: 630 + k * 60,
  })),
};
const eventLog = () => structuredClone(log);

/** A gateway that answers only the command status (a failed limit while `limit` says so); the rest is unreachable. */
function gateway(answers: { limit: string }): GatewayReader {
  const body: Record<string, () => unknown> = {
    '/api/limit/status': () => ({
      [SERIAL]: { limit_relative: 50, max_power: 800, limit_set_status: answers.limit },
    }),
    '/api/power/status': () => ({ [SERIAL]: { power_set_status: 'Ok' } }),
  };
  return {
    get: async <T>(path: string) => {
      const answer = path.startsWith('/api/eventlog/status?inv=') ? eventLog : body[path];
      if (!answer) throw new Error(`${path}: unreachable`);
      return answer() as T;
    },
    live: () => () => undefined,
    admits: async () => false,
    reads: async () => false,
  };
}

/** Twenty recorded minutes of today in which the input "West" runs at 2/3 of East's voltage: the finder's voltage finding. */
async function recordedDay(store: SqliteStore): Promise<void> {
  const start = Date.parse('2026-06-24T12:00:00+02:00');
  const day = {
    d: '2026-06-24',
    o: 120,
    cov: 20,
    inv: { [SERIAL]: { lP: true, ch: [{ yd: 500 }, { yd: 400 }] } },
  };
  await store.write({
    min: Array.from({ length: 20 }, (_, k) => freeSample(SERIAL, start + k * 60_000)),
    day: [day as unknown as DayRecord],
  });
}

describe('watchGateway', () => {
  const watches: GatewayWatch[] = [];
  const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'companion-watch-')), 'records.sqlite'));
  afterEach(() => {
    for (const watch of watches.splice(0)) watch.stop();
  });

  const start = async (reader: GatewayReader, rules: () => Rules) => {
    const sent: AlertEvent[] = [];
    const watch = await watchGateway('garage', reader, { store, clock: createDeviceClock() }, rules, (e) =>
      sent.push(e),
    );
    watches.push(watch);
    watch.observe(LIVE, true);
    return { watch, sent };
  };
  const brief = (events: AlertEvent[]) => events.map((e) => `${e.event} ${e.alert.key}`);

  it('evaluates the browser rules the live data alone cannot tell: a failed command and a weak input', async () => {
    await recordedDay(store);
    const { sent } = await start(gateway({ limit: 'Failure' }), () => DEFAULT_RULES);
    await vi.waitFor(() =>
      expect(brief(sent).sort()).toEqual([`start command:${SERIAL}:limit`, `start weak:${SERIAL}:2`]),
    );
    const weak = sent.find((e) => e.alert.rule === 'weak');
    // Named as the owner named the inverter and the input.
    expect(weak?.alert.data).toMatchObject({ name: 'Roof', value: 2, text: 'West' });
  });

  it('goes on with the alerts after a restart: none starts again, and each ends once', async () => {
    // The same records (and the alerts kept in them) with the weak input still found and the command now settled.
    const { watch, sent } = await start(gateway({ limit: 'Ok' }), () => DEFAULT_RULES);
    await watch.found;
    await vi.waitFor(() => expect(brief(sent)).toEqual([`end command:${SERIAL}:limit`]));
    watch.run();
    expect(brief(sent)).toEqual([`end command:${SERIAL}:limit`]);
  });

  it('a rule turned off ends its alert at once and starts no other', async () => {
    let rules: Rules = DEFAULT_RULES;
    const { watch, sent } = await start(gateway({ limit: 'Ok' }), () => rules);
    await watch.found;
    rules = { ...DEFAULT_RULES, weak: { ...DEFAULT_RULES.weak, on: false } };
    watch.run();
    expect(brief(sent)).toEqual([`end weak:${SERIAL}:2`]);
    watch.observe(LIVE, true);
    expect(brief(sent)).toEqual([`end weak:${SERIAL}:2`]);
  });

  it('sends each new entry of a full event log as a start and at once its end: the next one is sent too', async () => {
    const { watch, sent } = await start(gateway({ limit: 'Ok' }), () => DEFAULT_RULES);
    await watch.found;
    // The inverter stops and starts; its full log keeps its count, and its entries change.
    const flipped = (producing: boolean): LivedataState => ({
      ...LIVE,
      inverters: {
        [SERIAL]: {
          inverter: { ...LIVE.inverters[SERIAL]!.inverter, producing, events: EVENT_LOG_MAX_ENTRIES },
        },
      },
    });
    const events = () => sent.filter((e) => e.alert.rule === 'event');
    const flips = 4;
    for (let k = 1; k <= flips; k++) {
      log.events = [
        ...log.events.slice(1),
        { message_id: 2, message: `Time calibration ${k}`, start_time: 3600 + k * 60, end_time: 0 },
      ];
      watch.observe(flipped(k % 2 === 0), true);
      await vi.waitFor(() => expect(events()).toHaveLength(2 * k));
    }
    expect(brief(events())).toEqual(
      Array.from({ length: flips }).flatMap(() => [`start event:${SERIAL}`, `end event:${SERIAL}`]),
    );
    expect(events().map((e) => e.alert.data.text)).toEqual(
      Array.from({ length: flips }).flatMap((_, k) => [
        `Time calibration ${k + 1}`,
        `Time calibration ${k + 1}`,
      ]),
    );
    expect(events()[0]?.alert.data).toMatchObject({ name: 'Roof', value: 1, limit: 0 });
  });
});
