import {
  type AreaForm,
  COMMON_SOCKETS,
  GENERATION_IDS,
  GENERATIONS,
  type Generation,
  type GenerationArea,
  type GenerationFacts,
  type Lineage,
  type MqttFormLimits,
} from './generation-ids.ts';

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

/** The areas whose shape changed between the generations (an older name of `GenerationArea`). */
export type RestructuredArea = GenerationArea;

/** The OnBattery areas: plain OpenDTU has none of them. */
export const ONBATTERY_AREAS: readonly GenerationArea[] = [
  'powerlimiter',
  'battery',
  'powermeter',
  'gridcharger',
  'solarcharger',
  'solarcharger-status',
];

/** The row of a known generation; undefined for `unknown`. */
export const factsOf = (generation: Generation): GenerationFacts | undefined =>
  generation === 'unknown' ? undefined : GENERATIONS[generation];

/** The form of `area` our pages write on `generation`; undefined where it has none or is unknown. */
export const areaForm = (area: GenerationArea, generation: Generation): AreaForm | undefined =>
  factsOf(generation)?.areas[area];

/**
 * What our pages may do with an area on a generation: `write` where the generation's row gives
 * the area a form (ours speaks it), `absent` where a known generation has no such area, and
 * `read-only` on an unknown generation (never a guessed POST).
 */
export function settingsAccess(
  area: GenerationArea,
  generation: Generation,
): 'write' | 'read-only' | 'absent' {
  if (generation === 'unknown') return 'read-only';
  return areaForm(area, generation) ? 'write' : 'absent';
}

/**
 * The routes an unknown generation is read at: the newest known generation's (an unknown one is
 * almost always a newer release).
 */
export const routesOf = (generation: Generation): GenerationFacts['routes'] =>
  (factsOf(generation) ?? GENERATIONS[GENERATION_IDS[GENERATION_IDS.length - 1]!]).routes;

/** Whether the generation serves the websocket `path`; an unknown one is asked only for the common ones. */
export function hasSocket(generation: Generation, path: string): boolean {
  const sockets = generation === 'unknown' ? COMMON_SOCKETS : GENERATIONS[generation].sockets;
  return sockets.includes(path);
}

/**
 * The row that names a firmware: the generation's own, else (an unknown build) the newest known
 * row of its lineage; undefined when not even the lineage is known.
 */
function namingRow(generation: Generation, lineage: Lineage | undefined): GenerationFacts | undefined {
  return (
    factsOf(generation) ??
    [...GENERATION_IDS]
      .reverse()
      .map((id) => GENERATIONS[id])
      .find((row) => row.lineage === lineage)
  );
}

/** The name every generation shares: what a firmware of unknown lineage is called. */
export const FAMILY_NAME = 'OpenDTU';

/** The product's name on a firmware ("OpenDTU" on plain OpenDTU, "OpenDTU-OnBattery" on the fork). */
export const productNameOf = (generation: Generation, lineage: Lineage | undefined): string =>
  namingRow(generation, lineage)?.productName ?? FAMILY_NAME;

/** The family's repository: what a firmware of unknown lineage links to. */
export const FAMILY_REPOSITORY = 'tbnobody/OpenDTU';

/** The GitHub repository (`owner/name`) of a firmware's releases and issues. */
export const repositoryOf = (generation: Generation, lineage: Lineage | undefined): string =>
  namingRow(generation, lineage)?.repository ?? FAMILY_REPOSITORY;

/**
 * The MQTT page's limits on a generation (its row); on an unknown one, where the page only reads,
 * the tightest of the known ones.
 */
export function mqttLimitsOf(generation: Generation): MqttFormLimits {
  const known = factsOf(generation)?.mqttLimits;
  if (known) return known;
  const all = GENERATION_IDS.map((id) => GENERATIONS[id].mqttLimits);
  return {
    topicMax: Math.min(...all.map((limits) => limits.topicMax)),
    publishMin: Math.max(...all.map((limits) => limits.publishMin)),
    publishMax: Math.min(...all.map((limits) => limits.publishMax)),
    hassTrailingSlash: all.some((limits) => limits.hassTrailingSlash),
  };
}
