import {
  type Alert,
  acknowledge,
  type DeviceAlerts,
  EMPTY_DEVICE,
  type Facts,
  liveFacts,
  newLogEntries,
  type Rules,
  type SeenLog,
  step,
  type WeakFact,
} from '@dtu/alerts';
import type { EventLogStatus } from '@dtu/contract';
import type { DeviceClock, LivedataState, RecordStore } from '@dtu/recording';
import { type AlertEvent, alertChanges } from './alert-changes.ts';
import { readGatewayFacts } from './gateway-facts.ts';
import type { GatewayReader } from './gateway-reader.ts';
import { resumedAlerts, WATCH_META } from './watch-state.ts';

/** As the browser's monitor: a step every 15 s besides every live change and every new answer. */
const TICK_MS = 15_000;
/** The language of the event messages the companion sends (the browser reads them in its own). */
const EVENT_LOCALE = 'en';

export interface GatewayWatch {
  /** The live state after a message, or the socket opening (`true`) or closing (`false`). */
  observe(state: LivedataState, online: boolean): void;
  /** Steps the rules now (after a change of the rules). */
  run(): void;
  /** Resolves once the weak-input finder has run (a test's order of events). */
  found: Promise<void>;
  /** The alerts now (an open one has no `end`), the finder's weak inputs and the battery's inverters, for `publish/`. */
  watched(): { alerts: readonly Alert[]; weak?: readonly WeakFact[]; battery: readonly string[] };
  stop(): void;
}

/**
 * The browser's alert rules on one gateway, evaluated by the companion: from its live data
 * (socket, inverters unreachable by day or idle at noon, SoC, grid import), from each
 * inverter's event log (its new entries, with the newest message), from what `gateway-facts.ts` reads (sun, governed inverters,
 * failed commands, the limiter's state) and from its own records (the weak-input finder). Each
 * start and end goes to `deliver` once. The alerts are kept in the records' `meta` at every
 * change, so a restarted companion goes on with the same alerts: one that started before the
 * restart is not started again, and ends once.
 */
export async function watchGateway(
  gateway: string,
  reader: GatewayReader,
  records: { store: RecordStore; clock: DeviceClock },
  rules: () => Rules,
  deliver: (event: AlertEvent) => void,
): Promise<GatewayWatch> {
  let alerts: DeviceAlerts = resumedAlerts(await records.store.meta(WATCH_META)) ?? EMPTY_DEVICE;
  let live: LivedataState | undefined;
  let online: boolean | undefined;
  let events: NonNullable<Facts['events']> = [];
  const counts = new Map<string, number>();
  // Per inverter: the event log's entries at the last read, and its state then (producing, reachable).
  const logs = new Map<string, SeenLog>();
  const states = new Map<string, string>();
  // Reads under way, and those asked for meanwhile (read once more after it).
  const reading = new Map<string, boolean>();
  let stopped = false;
  const run = () => {
    if (!live || stopped) return;
    const now = Date.now();
    const socket = online === undefined ? 'paused' : online ? 'online' : 'offline';
    const read = facts.get();
    const local = liveFacts(gateway, live, socket, read.sun, counts, now, new Set(read.governed.governed));
    // The log is read when the count rises, when an inverter starts or stops (a full log's count
    // stays put), and at every tick.
    const rose = new Set(local.events.map((e) => e.serial));
    for (const { serial, name, producing, reachable } of local.inverters) {
      const state = `${producing}/${reachable}`;
      if (rose.has(serial) || states.get(serial) !== state) void readLog(serial, name);
      states.set(serial, state);
    }
    const { governed: _, ...rest } = read;
    const stepped = step(alerts, { ...local, ...rest, events }, rules(), now);
    // Nobody acknowledges on the companion: an inverter event is momentary, it ends as it is sent
    // (else the next event of that inverter would only update the open alert, and go unsent).
    const next = {
      ...stepped,
      alerts: stepped.alerts.reduce(
        (list, a) => (a.rule === 'event' && a.end === undefined ? acknowledge(list, a.id, now) : list),
        stepped.alerts,
      ),
    };
    events = [];
    const changes = alertChanges(gateway, alerts.alerts, next.alerts);
    const save = next.alerts !== alerts.alerts;
    alerts = next;
    // Kept before anything is sent (the SQLite write is synchronous): a companion killed after
    // sending a start resumes that alert instead of starting it again.
    if (save)
      void records.store.write({ meta: { [WATCH_META]: { alerts: next.alerts } } }).catch(() => undefined);
    for (const event of changes) deliver(event);
  };
  const readLog = async (serial: string, name: string) => {
    if (reading.has(serial)) {
      reading.set(serial, true);
      return;
    }
    reading.set(serial, false);
    try {
      const log = await reader.get<EventLogStatus>(
        `/api/eventlog/status?inv=${serial}&locale=${EVENT_LOCALE}`,
      );
      const before = logs.get(serial);
      const battery = facts.get().governed.battery.includes(serial.toLowerCase());
      const { seen, fresh } = newLogEntries(before, log, battery);
      logs.set(serial, seen);
      const text = [...fresh].sort((a, b) => a.start_time - b.start_time).at(-1)?.message;
      if (before && fresh.length) {
        events = [...events, { serial, name, count: seen.count, from: before.count, text }];
        run();
      }
    } catch {
      // Unreachable: the next tick reads again.
    } finally {
      const again = reading.get(serial);
      reading.delete(serial);
      if (again && !stopped) void readLog(serial, name);
    }
  };
  const facts = readGatewayFacts(reader, records, () => live, rules, run);
  const timer = setInterval(() => {
    facts.tick();
    for (const serial of live?.serials ?? [])
      void readLog(serial, live?.inverters[serial]?.inverter.name ?? serial);
    run();
  }, TICK_MS);
  facts.tick();
  return {
    observe(state, open) {
      live = state;
      online = open;
      facts.findWhenDue();
      run();
    },
    run,
    found: facts.found,
    watched: () => ({ alerts: alerts.alerts, weak: facts.get().weak, battery: facts.get().governed.battery }),
    stop() {
      stopped = true;
      clearInterval(timer);
      facts.stop();
    },
  };
}
