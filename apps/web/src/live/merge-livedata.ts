import {
  type BatteryBlock,
  type GridChargerBlock,
  type LiveHints,
  type LiveTotal,
  type NormalInverter,
  normaliseLivedata,
  type OnBatteryStreamPaths,
  type PowerMeterBlock,
  type SolarChargerBlock,
} from '@dtu/contract';
import type { LiveDataMessage } from './livedata-types.ts';
import { reuseEqual } from './reuse-equal.ts';

/** One inverter as last received, plus when it arrived (for the locally ticking data age). */
export interface InverterEntry {
  readonly inverter: NormalInverter;
  readonly receivedAtMs: number;
}

/** The four OnBattery summaries in their normalised (2026.03.31) shape. */
export interface OnBatteryBlocks {
  solarcharger: SolarChargerBlock;
  gridcharger: GridChargerBlock;
  battery: BatteryBlock;
  power_meter: PowerMeterBlock;
}

export interface LivedataState extends Partial<OnBatteryBlocks> {
  /** True once the HTTP snapshot or the first inverter message has been applied. */
  readonly loaded: boolean;
  readonly inverters: Readonly<Record<string, InverterEntry>>;
  /** Serials sorted by `order`; the same array instance as long as membership and order hold. */
  readonly serials: readonly string[];
  readonly total?: LiveTotal;
  readonly hints?: LiveHints;
  /** When `total` and each OnBattery block last arrived; `any`: the last data of any kind. */
  readonly arrivedAtMs: Readonly<Partial<Record<ArrivalKey, number>>>;
  /** The OnBattery stream paths this firmware's livedata keys point at; none on plain OpenDTU. */
  readonly streams: Readonly<OnBatteryStreamPaths>;
}

const ON_BATTERY_KEYS = ['solarcharger', 'gridcharger', 'battery', 'power_meter'] as const;
export type ArrivalKey = 'any' | 'total' | (typeof ON_BATTERY_KEYS)[number];

export const EMPTY_LIVEDATA: LivedataState = {
  loaded: false,
  inverters: {},
  serials: [],
  arrivedAtMs: {},
  streams: {},
};

function sortedSerials(inverters: Readonly<Record<string, InverterEntry>>): string[] {
  return Object.values(inverters)
    .sort((a, b) => a.inverter.order - b.inverter.order || a.inverter.serial.localeCompare(b.inverter.serial))
    .map((entry) => entry.inverter.serial);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

function withSerials(
  state: LivedataState,
  inverters: Record<string, InverterEntry>,
  resort = true,
): LivedataState {
  const serials = resort ? sortedSerials(inverters) : state.serials;
  return { ...state, inverters, serials: sameList(serials, state.serials) ? state.serials : serials };
}

/** Replaces `state[key]` only when the new value differs (deep), so repeats notify no one. */
function withPart<K extends 'total' | 'hints' | 'streams' | (typeof ON_BATTERY_KEYS)[number]>(
  state: LivedataState,
  key: K,
  value: LivedataState[K],
): LivedataState {
  const shared = reuseEqual(state[key], value);
  return shared === state[key] ? state : { ...state, [key]: shared };
}

/**
 * Applies one socket message of any generation (normalised first). Inverters are merged by serial (a detail message updates only
 * its own inverter; other entries keep their object identity so their views do not re-render);
 * `total` and `hints` are replaced; an OnBattery message carries only the keys that changed.
 * Parts equal to what the state holds keep their old objects (`reuseEqual`), so unchanged
 * channels, values, totals and hints keep their identity and their memoised views skip them.
 */
export function mergeLivedata(state: LivedataState, raw: LiveDataMessage, nowMs: number): LivedataState {
  const message = normaliseLivedata(raw);
  let next = state;
  if (message.inverters && message.inverters.length > 0) {
    const inverters = { ...state.inverters };
    let resort = false;
    for (const incoming of message.inverters) {
      const previous = inverters[incoming.serial]?.inverter;
      const inverter = previous ? reuseEqual(previous, { ...previous, ...incoming }) : incoming;
      resort ||= !previous || previous.order !== inverter.order;
      inverters[incoming.serial] = { inverter, receivedAtMs: nowMs };
    }
    // Socket data alone is enough to show the page when the snapshot call failed (e.g. 429).
    next = { ...withSerials(next, inverters, resort), loaded: true };
  }
  const arrived: Partial<Record<ArrivalKey, number>> = { any: nowMs };
  if (message.total) {
    next = withPart(next, 'total', message.total);
    arrived.total = nowMs;
  }
  if (message.hints) next = withPart(next, 'hints', message.hints);
  if (message.streams.solar || message.streams.grid) {
    next = withPart(next, 'streams', { ...next.streams, ...message.streams });
  }
  for (const key of ON_BATTERY_KEYS) {
    const block = message[key];
    if (!block) continue;
    next = withPart(next, key, block);
    arrived[key] = nowMs;
  }
  return { ...next, arrivedAtMs: { ...next.arrivedAtMs, ...arrived } };
}

/**
 * Applies the HTTP snapshot (`/api/livedata/status`), which lists every inverter in summary form.
 * Inverters missing from it were deleted; detail already received for the others is kept.
 */
export function applySnapshot(state: LivedataState, snapshot: LiveDataMessage, nowMs: number): LivedataState {
  const inverters: Record<string, InverterEntry> = {};
  for (const summary of normaliseLivedata(snapshot).inverters ?? []) {
    const previous = state.inverters[summary.serial]?.inverter;
    inverters[summary.serial] = {
      inverter: previous ? reuseEqual(previous, { ...previous, ...summary }) : summary,
      receivedAtMs: nowMs,
    };
  }
  const merged = mergeLivedata({ ...state, inverters: {} }, { ...snapshot, inverters: [] }, nowMs);
  return { ...withSerials(merged, inverters), loaded: true };
}
