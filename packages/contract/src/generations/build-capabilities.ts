import {
  type AreaForm,
  COMMON_SOCKETS,
  GENERATIONS,
  type GenerationArea,
  type GenerationFeatures,
  type GenerationId,
} from './generation-ids.ts';
import { ONBATTERY_AREAS } from './generation-rules.ts';

/** `<area>:<form>`: a build carries the form of that area (e.g. `battery:2026`). */
export type AreaFormKey = `${GenerationArea}:${AreaForm}`;

/**
 * What a build of the web app carries, derived from the rows of the generations it serves: each
 * area (in some form) and each form of it, each feature, and the OnBattery views (a generation
 * with sockets beyond the common ones). A flash build serves one generation, the build for every
 * generation all of them.
 */
export type BuildCapabilities = Record<
  GenerationArea | AreaFormKey | keyof GenerationFeatures | 'onBatteryViews',
  boolean
>;

const AREAS: readonly GenerationArea[] = [...ONBATTERY_AREAS, 'mqtt', 'logging', 'files'];
const FORMS: readonly AreaForm[] = ['2024', '2026'];
const FEATURES: readonly (keyof GenerationFeatures)[] = ['radioStats', 'syslog', 'systemExtras', 'otaCheck'];

/** The capabilities of a build for `ids`: a flag is true when one of their rows has it. */
export function buildCapabilities(ids: readonly GenerationId[]): BuildCapabilities {
  const rows = ids.map((id) => GENERATIONS[id]);
  const entries: [string, boolean][] = [
    ...AREAS.map((area): [string, boolean] => [area, rows.some((row) => row.areas[area] !== undefined)]),
    ...AREAS.flatMap((area) =>
      FORMS.map((form): [string, boolean] => [
        `${area}:${form}`,
        rows.some((row) => row.areas[area] === form),
      ]),
    ),
    ...FEATURES.map((feature): [string, boolean] => [feature, rows.some((row) => row.features[feature])]),
    ['onBatteryViews', rows.some((row) => row.sockets.some((path) => !COMMON_SOCKETS.includes(path)))],
  ];
  return Object.fromEntries(entries) as BuildCapabilities;
}

/** The websockets the generations serve together: what a dev server must forward. */
export const allSockets = (ids: readonly GenerationId[]): string[] => [
  ...new Set(ids.flatMap((id) => GENERATIONS[id].sockets)),
];
