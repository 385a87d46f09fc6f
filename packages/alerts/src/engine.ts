import type { RuleId, Rules } from './rules.ts';

/** What raised an alert, shown with it: nothing is said that the data did not say. */
export interface AlertData {
  name?: string;
  serial?: string;
  /** The reading (SoC %, grid import W, limiter state, events count, input number). */
  value?: number;
  /** The threshold it crossed; for an event, the previous events count. */
  limit?: number;
  /** The inverter's newest event message, or the failed command (`limit` / `power`). */
  text?: string;
}

export interface Alert {
  /** Unique within the device: `<key>@<start>`. */
  id: string;
  rule: RuleId;
  /** The condition: rule plus subject (`unreachable:<serial>`). */
  key: string;
  /** Browser time (ms) the condition began. */
  start: number;
  end?: number;
  /** When the user acknowledged it. */
  ack?: number;
  data: AlertData;
}

export interface InverterFacts {
  serial: string;
  name: string;
  reachable: boolean;
  producing: boolean;
  /** Driven by the power limiter: when it produces is the limiter's decision, not a fault. */
  governed?: boolean;
}

/** One device's readings at one moment; `undefined` = not known now (decides nothing). */
export interface Facts {
  /** The live socket: true open, false lost, undefined paused or not in use. */
  online?: boolean;
  /** Between sunrise and sunset (device's sun times). */
  day?: boolean;
  /**
   * The sun well up, past the twilight after sunrise and before sunset in which an inverter sleeps
   * for want of light; undefined when the sun times are not known (`day` decides then).
   */
  sunUp?: boolean;
  /** Within the window around solar noon. */
  noon?: boolean;
  inverters: readonly InverterFacts[];
  socPct?: number;
  meterW?: number;
  /** The limiter's state (`PLSTATE`) when it went off after having been on; `null` when on. */
  limiterOff?: number | null;
  /** Commands the device reports as failed. */
  failures?: readonly { serial: string; name: string; kind: 'limit' | 'power' }[];
  /** Weak inputs found (not marked known): `input` counts from 1, `inputName` is the user's name for it. */
  weak?: readonly { serial: string; name: string; input: number; inputName?: string }[];
  /** Inverters whose events count rose (`from` → `count`) since the previous facts; `text`: the newest message, if read. */
  events?: readonly { serial: string; name: string; count: number; from: number; text?: string }[];
}

/** A condition found in the facts (keyed by `<rule>:<subject>`): whether it raises, whether it is clear. */
type Condition = [rule: RuleId, raise: boolean, clear: boolean, data: AlertData];

/**
 * The engine's state for one device: the alerts (oldest first) and, per condition being timed,
 * since when it holds (no alert yet) or has been clear (alert active).
 */
export interface DeviceAlerts {
  alerts: readonly Alert[];
  since: Readonly<Record<string, number>>;
}

export const EMPTY_DEVICE: DeviceAlerts = { alerts: [], since: {} };
export const KEEP_ALERTS = 100;

function conditions(f: Facts, rules: Rules): Map<string, Condition> {
  const list = new Map<string, Condition>();
  const add = (rule: RuleId, subject: string, raise: boolean, clear: boolean, data: AlertData = {}) => {
    if (rules[rule].on) list.set(`${rule}:${subject}`, [rule, raise, clear, data]);
  };
  if (f.online !== undefined) add('offline', '', !f.online, f.online);
  if (f.online === false) return list;
  for (const { serial, name, reachable, producing, governed } of f.inverters) {
    const data = { name, serial };
    // An inverter asleep in the twilight is not unreachable.
    const up = f.sunUp ?? f.day;
    add('unreachable', serial, up === true && !reachable, reachable || up === false, data);
    const idle = f.noon === true && reachable && !producing && !governed;
    add('noon', serial, idle, producing || f.day === false || governed === true, data);
  }
  const { soc, grid } = rules;
  const limitSoc = soc.limit ?? 0;
  const limitGrid = grid.limit ?? 0;
  if (f.socPct !== undefined)
    add('soc', '', f.socPct < limitSoc, f.socPct >= limitSoc + (soc.hyst ?? 0), {
      value: f.socPct,
      limit: limitSoc,
    });
  if (f.meterW !== undefined)
    add('grid', '', f.meterW > limitGrid, f.meterW <= limitGrid - (grid.hyst ?? 0), {
      value: f.meterW,
      limit: limitGrid,
    });
  if (f.limiterOff !== undefined)
    add('limiter', '', f.limiterOff !== null, f.limiterOff === null, { value: f.limiterOff ?? undefined });
  for (const { serial, name, kind } of f.failures ?? [])
    add('command', `${serial}:${kind}`, true, false, { name, serial, text: kind });
  for (const { serial, name, input, inputName } of f.weak ?? [])
    add('weak', `${serial}:${input}`, true, false, { name, serial, value: input, text: inputName });
  for (const { serial, name, count, from, text } of f.events ?? [])
    add('event', serial, true, false, { name, serial, value: count, limit: from, text });
  return list;
}

/**
 * One step of the rules for one device at browser time `now` (pure). A condition alerts once it
 * has held for its rule's delay; the alert ends once the condition has been clear for the
 * clear-delay (threshold rules: beyond the threshold plus the hysteresis). An alert stays one
 * alert while its condition lasts, acknowledged or not; the next one needs the condition to end
 * and come back. An inverter event is momentary: it ends when acknowledged. A condition missing
 * from the facts ends its alert, unless its facts are unknown (the device offline, the finder
 * or the command status not read yet).
 */
export function step(state: DeviceAlerts, f: Facts, rules: Rules, now: number): DeviceAlerts {
  const found = conditions(f, rules);
  const since: Record<string, number> = {};
  let changed = false;
  // The start of a condition held long enough, else undefined (and it goes on being timed).
  const held = (key: string, minutes: number) => {
    const from = state.since[key] ?? now;
    if (now - from >= minutes * 60_000) return from;
    since[key] = from;
  };
  const known: Partial<Record<RuleId, unknown>> = { weak: f.weak, command: f.failures, offline: f.online };
  const gone = (rule: RuleId) =>
    !rules[rule].on || (rule in known ? known[rule] !== undefined : f.online !== false);
  const alerts = state.alerts.map((a) => {
    const c = found.get(a.key);
    if (a.end !== undefined) return a;
    found.delete(a.key);
    if (a.rule === 'event') {
      if (!c) return a;
      changed = true;
      return { ...a, data: c[3] };
    }
    if (!(c ? c[2] : gone(a.rule)) || held(a.key, rules[a.rule].clear) === undefined) return a;
    changed = true;
    return { ...a, end: now };
  });
  for (const [key, [rule, raise, , data]] of found) {
    const start = raise ? held(key, rules[rule].delay) : undefined;
    if (start === undefined) continue;
    alerts.push({ id: `${key}@${start}`, rule, key, start, data });
    changed = true;
  }
  return { alerts: changed ? alerts.slice(-KEEP_ALERTS) : state.alerts, since };
}

/** The user's acknowledgement: the alert stays until its condition ends; an event ends now. */
export function acknowledge(alerts: readonly Alert[], id: string, now: number): Alert[] {
  return alerts.map((a) =>
    a.id === id && a.ack === undefined
      ? { ...a, ack: now, end: a.end ?? (a.rule === 'event' ? now : undefined) }
      : a,
  );
}

/** Active and not yet acknowledged: what the title and the badge count. */
export const isUnseen = (a: Alert) => a.end === undefined && a.ack === undefined;
