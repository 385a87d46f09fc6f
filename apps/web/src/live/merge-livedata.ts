import type { LiveHints, LiveOnBatteryBlocks, LiveTotal } from '@dtu/contract';
import type { LiveDataMessage, LiveInverter } from './livedata-types.ts';

/** One inverter as last received, plus when it arrived (for the locally ticking data age). */
export interface InverterEntry {
  readonly inverter: LiveInverter;
  readonly receivedAtMs: number;
}

export interface LivedataState extends Partial<LiveOnBatteryBlocks> {
  /** True once the HTTP snapshot or the first inverter message has been applied. */
  readonly loaded: boolean;
  readonly inverters: Readonly<Record<string, InverterEntry>>;
  /** Serials sorted by `order`; the same array instance as long as membership and order hold. */
  readonly serials: readonly string[];
  readonly total?: LiveTotal;
  readonly hints?: LiveHints;
}

export const EMPTY_LIVEDATA: LivedataState = { loaded: false, inverters: {}, serials: [] };

const ON_BATTERY_KEYS = ['vedirect', 'huawei', 'battery', 'power_meter'] as const;

function sortedSerials(inverters: Readonly<Record<string, InverterEntry>>): string[] {
  return Object.values(inverters)
    .sort((a, b) => a.inverter.order - b.inverter.order || a.inverter.serial.localeCompare(b.inverter.serial))
    .map((entry) => entry.inverter.serial);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

function withSerials(state: LivedataState, inverters: Record<string, InverterEntry>): LivedataState {
  const serials = sortedSerials(inverters);
  return { ...state, inverters, serials: sameList(serials, state.serials) ? state.serials : serials };
}

/**
 * Applies one socket message. Inverters are merged by serial (a detail message updates only
 * its own inverter; other entries keep their object identity so their views do not re-render);
 * `total` and `hints` are replaced; an OnBattery message carries only the keys that changed.
 */
export function mergeLivedata(state: LivedataState, message: LiveDataMessage, nowMs: number): LivedataState {
  let next = state;
  if (message.inverters && message.inverters.length > 0) {
    const inverters = { ...state.inverters };
    for (const incoming of message.inverters) {
      const previous = inverters[incoming.serial]?.inverter;
      inverters[incoming.serial] = {
        inverter: previous ? { ...previous, ...incoming } : incoming,
        receivedAtMs: nowMs,
      };
    }
    // Socket data alone is enough to show the page when the snapshot call failed (e.g. 429).
    next = { ...withSerials(next, inverters), loaded: true };
  }
  if (message.total) next = { ...next, total: message.total };
  if (message.hints) next = { ...next, hints: message.hints };
  for (const key of ON_BATTERY_KEYS) {
    if (message[key]) next = { ...next, [key]: message[key] };
  }
  return next;
}

/**
 * Applies the HTTP snapshot (`/api/livedata/status`), which lists every inverter in summary form.
 * Inverters missing from it were deleted; detail already received for the others is kept.
 */
export function applySnapshot(state: LivedataState, snapshot: LiveDataMessage, nowMs: number): LivedataState {
  const inverters: Record<string, InverterEntry> = {};
  for (const summary of snapshot.inverters ?? []) {
    const previous = state.inverters[summary.serial]?.inverter;
    inverters[summary.serial] = {
      inverter: previous ? { ...previous, ...summary } : summary,
      receivedAtMs: nowMs,
    };
  }
  const merged = mergeLivedata({ ...state, inverters: {} }, { ...snapshot, inverters: [] }, nowMs);
  return { ...withSerials(merged, inverters), loaded: true };
}
