import { isLiveObject } from './live-entry.ts';
import type { LiveHints, LiveInverterDetail, LiveInverterSummary, LiveTotal } from './livedata.ts';
import type { ValueObject } from './value-object.ts';

/** Solar chargers' sum; `power` while enabled, the yields only when the provider knows them. */
export interface SolarChargerBlock {
  enabled: boolean;
  power?: ValueObject;
  yieldDay?: ValueObject;
  yieldTotal?: ValueObject;
}

/** Grid (AC) charger: `Power` is its input power, only while enabled. */
export interface GridChargerBlock {
  enabled: boolean;
  Power?: ValueObject;
}

/** Battery summary; each value only while enabled and valid (2024.05.03 sends `soc` only). */
export interface BatteryBlock {
  enabled: boolean;
  soc?: ValueObject;
  voltage?: ValueObject;
  current?: ValueObject;
  power?: ValueObject;
}

/** Power meter total of all phases, only while enabled. */
export interface PowerMeterBlock {
  enabled: boolean;
  Power?: ValueObject;
}

/** The socket each OnBattery stream of this firmware lives on, as its livedata keys tell. */
export interface OnBatteryStreamPaths {
  solar?: '/solarchargerlivedata' | '/vedirectlivedata';
  grid?: '/gridchargerlivedata' | '/huaweilivedata';
}

/** One inverter as features see it: `data_age_ms` always present. */
export type NormalInverter = LiveInverterSummary &
  Partial<Pick<LiveInverterDetail, 'AC' | 'DC' | 'INV' | 'events'>> & { data_age_ms: number };

/**
 * A `/livedata` message or `/api/livedata/status` answer of any generation in one shape (the
 * 2026.03.31 names). Keys the message did not carry stay absent: a socket message of 2026
 * carries only the OnBattery blocks that changed, or one inverter with `total` and `hints`.
 */
export interface NormalLivedata {
  inverters?: NormalInverter[];
  total?: LiveTotal;
  hints?: LiveHints;
  solarcharger?: SolarChargerBlock;
  gridcharger?: GridChargerBlock;
  battery?: BatteryBlock;
  power_meter?: PowerMeterBlock;
  /** Which stream paths the carried blocks point at (absent keys: not told by this message). */
  streams: OnBatteryStreamPaths;
}

type Raw = Record<string, unknown>;

function normaliseInverter(raw: Raw): NormalInverter {
  const inverter = raw as unknown as NormalInverter;
  if (typeof raw.data_age_ms === 'number') return inverter;
  // 2024.05.03 counts whole seconds only.
  return { ...inverter, data_age_ms: (Number(raw.data_age) || 0) * 1000 };
}

/** 2024's `vedirect{enabled, total{Power, YieldDay, YieldTotal}}` → the 2026 `solarcharger` block. */
function solarFromVedirect(raw: Raw): SolarChargerBlock {
  const total = isLiveObject(raw.total) ? (raw.total as Record<string, ValueObject>) : undefined;
  const block: SolarChargerBlock = { enabled: raw.enabled === true };
  if (total?.Power) block.power = total.Power;
  if (total?.YieldDay) block.yieldDay = total.YieldDay;
  if (total?.YieldTotal) block.yieldTotal = total.YieldTotal;
  return block;
}

/** Reads any generation's livedata message; features see only this shape. */
export function normaliseLivedata(raw: unknown): NormalLivedata {
  const out: NormalLivedata = { streams: {} };
  if (!isLiveObject(raw)) return out;
  if (Array.isArray(raw.inverters)) {
    out.inverters = raw.inverters.filter(isLiveObject).map(normaliseInverter);
  }
  if (isLiveObject(raw.total)) out.total = raw.total as unknown as LiveTotal;
  if (isLiveObject(raw.hints)) out.hints = raw.hints as unknown as LiveHints;
  if (isLiveObject(raw.solarcharger)) {
    out.solarcharger = raw.solarcharger as unknown as SolarChargerBlock;
    out.streams.solar = '/solarchargerlivedata';
  } else if (isLiveObject(raw.vedirect)) {
    out.solarcharger = solarFromVedirect(raw.vedirect);
    out.streams.solar = '/vedirectlivedata';
  }
  const grid = raw.gridcharger ?? raw.huawei;
  if (isLiveObject(grid)) {
    out.gridcharger = grid as unknown as GridChargerBlock;
    out.streams.grid = isLiveObject(raw.gridcharger) ? '/gridchargerlivedata' : '/huaweilivedata';
  }
  if (isLiveObject(raw.battery)) out.battery = raw.battery as unknown as BatteryBlock;
  if (isLiveObject(raw.power_meter)) out.power_meter = raw.power_meter as unknown as PowerMeterBlock;
  return out;
}
