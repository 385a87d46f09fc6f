import type { RuleId, Rules } from './rules.ts';

/** What raised an alert, shown with it: nothing is said that the data did not say. */
export interface AlertData {
  name?: string;
  serial?: string;
  /** The reading (SoC %, grid import W, limiter state, events count, input number). */
  value?: number;
  /** The threshold it crossed. */
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
}

/** One device's readings at one moment; `undefined` = not known now (decides nothing). */
export interface Facts {
  /** The live socket: true open, false lost, undefined paused or not in use. */
  online?: boolean;
  /** Between sunrise and sunset (device's sun times). */
  day?: boolean;
  /** Within the window around solar noon. */
  noon?: boolean;
  inverters: readonly InverterFacts[];
  socPct?: number;
  meterW?: number;
  /** The limiter's state (`PLSTATE`) when it went off after having been on; `null` when on. */
  limiterOff?: number | null;
  /** Commands the device reports as failed. */
  failures?: readonly { serial: string; name: string; kind: 'limit' | 'power' }[];
  /** Weak inputs found (not marked known). */
  weak?: readonly { serial: string; name: string; input: number }[];
  /** Inverters whose event count rose since the previous facts. */
  events?: readonly { serial: string; name: string; count: number; text: string }[];
}

interface Condition {
  key: string;
  rule: RuleId;
  raise: boolean;
  clear: boolean;
  data: AlertData;
}

/** The engine's state for one device: the alerts (oldest first) and the conditions being timed. */
export interface DeviceAlerts {
  alerts: readonly Alert[];
  /** Since when each condition (not alerted yet) holds. */
  pending: Readonly<Record<string, number>>;
  /** Since when each active alert's condition has been clear. */
  clearing: Readonly<Record<string, number>>;
}

export const EMPTY_DEVICE: DeviceAlerts = { alerts: [], pending: {}, clearing: {} };
export const KEEP_ALERTS = 100;

function conditions(f: Facts, rules: Rules): Condition[] {
  const list: Condition[] = [];
  const add = (rule: RuleId, subject: string, raise: boolean, clear: boolean, data: AlertData) => {
    if (rules[rule].on) list.push({ key: `${rule}:${subject}`, rule, raise, clear, data });
  };
  if (f.online !== undefined) add('offline', '', !f.online, f.online, {});
  if (f.online === false) return list;
  for (const { serial, name, reachable, producing } of f.inverters) {
    const data = { name, serial };
    add('unreachable', serial, f.day === true && !reachable, reachable || f.day === false, data);
    add('noon', serial, f.noon === true && reachable && !producing, producing || f.day === false, data);
  }
  const { soc, grid } = rules;
  if (f.socPct !== undefined && soc.limit !== undefined)
    add('soc', '', f.socPct < soc.limit, f.socPct >= soc.limit + (soc.hyst ?? 0), {
      value: f.socPct,
      limit: soc.limit,
    });
  if (f.meterW !== undefined && grid.limit !== undefined)
    add('grid', '', f.meterW > grid.limit, f.meterW <= grid.limit - (grid.hyst ?? 0), {
      value: f.meterW,
      limit: grid.limit,
    });
  if (f.limiterOff !== undefined)
    add('limiter', '', f.limiterOff !== null, f.limiterOff === null, { value: f.limiterOff ?? undefined });
  for (const { serial, name, kind } of f.failures ?? [])
    add('command', `${serial}:${kind}`, true, false, { name, serial, text: kind });
  for (const { serial, name, input } of f.weak ?? [])
    add('weak', `${serial}:${input}`, true, false, { name, serial, value: input });
  for (const { serial, name, count, text } of f.events ?? [])
    add('event', serial, true, false, { name, serial, value: count, text });
  return list;
}

/** Whether an active alert whose condition is missing from the facts has ended. */
function goneMeansClear(rule: RuleId, f: Facts, rules: Rules): boolean {
  if (rule === 'event') return false;
  if (!rules[rule].on) return true;
  if (rule === 'weak') return f.weak !== undefined;
  if (rule === 'command') return f.failures !== undefined;
  return f.online !== false;
}

/**
 * One step of the rules for one device at browser time `now` (pure). A condition alerts once it
 * has held for its rule's delay; the alert ends once the condition has been clear for the
 * clear-delay (threshold rules: beyond the threshold plus the hysteresis). An alert stays one
 * alert while its condition lasts, acknowledged or not; the next one needs the condition to end
 * and come back. An inverter event is momentary: it ends when acknowledged.
 */
export function step(state: DeviceAlerts, facts: Facts, rules: Rules, now: number): DeviceAlerts {
  const found = new Map(conditions(facts, rules).map((c) => [c.key, c]));
  const pending: Record<string, number> = {};
  const clearing: Record<string, number> = {};
  let alerts = state.alerts;
  let changed = false;
  const active = new Map(alerts.filter((a) => a.end === undefined).map((a) => [a.key, a]));
  const replace = (old: Alert, next: Alert) => {
    alerts = alerts.map((a) => (a === old ? next : a));
    changed = true;
  };

  for (const [key, alert] of active) {
    const c = found.get(key);
    if (alert.rule === 'event') {
      if (c && c.data.value !== alert.data.value) replace(alert, { ...alert, data: c.data });
      continue;
    }
    const clear = c ? c.clear : goneMeansClear(alert.rule, facts, rules);
    if (!clear) continue;
    const since = state.clearing[key] ?? now;
    if (now - since >= rules[alert.rule].clear * 60_000) replace(alert, { ...alert, end: now });
    else clearing[key] = since;
  }
  for (const [key, c] of found) {
    if (active.has(key) || !c.raise) continue;
    const since = state.pending[key] ?? now;
    if (now - since >= rules[c.rule].delay * 60_000) {
      alerts = [...alerts, { id: `${key}@${since}`, rule: c.rule, key, start: since, data: c.data }];
      changed = true;
    } else pending[key] = since;
  }
  if (changed && alerts.length > KEEP_ALERTS) alerts = alerts.slice(-KEEP_ALERTS);
  return { alerts: changed ? alerts : state.alerts, pending, clearing };
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
