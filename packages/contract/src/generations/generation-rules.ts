import { COMMON_SOCKETS, GENERATIONS, type Generation } from './generation-ids.ts';

/**
 * The `limit_type` of a limit on a generation: temporary limits are 0 (absolute) and 1 (relative)
 * everywhere; persistent ones 256/257 on 2024.05.03 and 2/3 on the 2026 generations. Undefined
 * for a persistent limit on an unknown generation: it gets temporary limits only.
 */
export function limitTypeFor(
  generation: Generation,
  relative: boolean,
  persistent: boolean,
): number | undefined {
  if (!persistent) return relative ? 1 : 0;
  if (generation === 'unknown') return undefined;
  const types = GENERATIONS[generation].persistentLimitTypes;
  return relative ? types.relative : types.absolute;
}

/** Whether a `limit_type` the generation accepts asks for a persistent limit. */
export function isPersistentLimitType(generation: Generation, type: number): boolean {
  if (generation === 'unknown') return false;
  const types = GENERATIONS[generation].persistentLimitTypes;
  return type === types.absolute || type === types.relative;
}

/** How many wire units (`/api/dtu/config` `pollinterval`) make one second; undefined when unknown. */
export function pollIntervalUnitsPerSecond(generation: Generation): number | undefined {
  if (generation === 'unknown') return undefined;
  return GENERATIONS[generation].pollIntervalUnit === 'ms' ? 1000 : 1;
}

/**
 * The settings areas whose wire shape changed between the generations (docs/firmware/): a page
 * writes only the shape its generation takes.
 */
export type RestructuredArea =
  | 'powerlimiter'
  | 'battery'
  | 'powermeter'
  | 'gridcharger'
  | 'solarcharger'
  /** The 2024 read-only view of the VE.Direct link (`/api/vedirect/status`), gone on 2026.03.31. */
  | 'solarcharger-status'
  | 'mqtt';

/** The OnBattery areas: plain OpenDTU has none of them. */
export const ONBATTERY_AREAS: readonly RestructuredArea[] = [
  'powerlimiter',
  'battery',
  'powermeter',
  'gridcharger',
  'solarcharger',
  'solarcharger-status',
];

/** The areas whose OnBattery 2026.03.31 shape our pages write (their 2026 forms exist). */
const WRITTEN_ON_ONBATTERY_2026: readonly RestructuredArea[] = [
  'powerlimiter',
  'battery',
  'powermeter',
  'solarcharger',
  'gridcharger',
];

/**
 * What our pages may do with an area on a generation: `write` where our form speaks its shape
 * (every area on 2024.05.03, `WRITTEN_ON_ONBATTERY_2026` on 2026.03.31, MQTT on both 2026
 * generations), `absent` where the firmware has no such area (the OnBattery areas on plain
 * OpenDTU), `read-only` everywhere else (never a guessed POST).
 */
export function settingsAccess(
  area: RestructuredArea,
  generation: Generation,
): 'write' | 'read-only' | 'absent' {
  if (generation === 'onbattery-2024.05.03') return 'write';
  if (generation === 'onbattery-2026.03.31' && WRITTEN_ON_ONBATTERY_2026.includes(area)) return 'write';
  if (area === 'mqtt' && generation !== 'unknown') return 'write';
  if (generation === 'opendtu-v26.3.30' && ONBATTERY_AREAS.includes(area)) return 'absent';
  return 'read-only';
}

/** Whether the generation serves the websocket `path`; an unknown one is asked only for the common ones. */
export function hasSocket(generation: Generation, path: string): boolean {
  const sockets = generation === 'unknown' ? COMMON_SOCKETS : GENERATIONS[generation].sockets;
  return sockets.includes(path);
}
