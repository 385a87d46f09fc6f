// By path, not by package name: Vite's config loader bundles this file, and Node cannot load
// the contract's TypeScript sources.
import {
  GENERATION_IDS,
  GENERATIONS,
  type GenerationId,
} from '../../../packages/contract/src/generations/index.ts';

/** One firmware's flash build: the files it embeds and the room its own app took. */
export interface FlashBuild {
  /** `board_build.embed_files` of the firmware's `platformio.ini`, relative to `webapp_dist/`. */
  files: readonly string[];
  /** Ceiling for `js/app.js.gz` in bytes (`GENERATIONS[id].flash.ceilingBytes`); the build prints its ratio to it. */
  ceilingBytes: number;
}

const COMMON_FILES = ['index.html.gz', 'js/app.js.gz', 'favicon.ico', 'favicon.png', 'site.webmanifest'];

/** The flash build of each generation, from its row of the generation table (`flash`). */
export const FLASH_BUILDS: Readonly<Record<GenerationId, FlashBuild>> = Object.fromEntries(
  GENERATION_IDS.map((id) => {
    const { embedsZones, ceilingBytes } = GENERATIONS[id].flash;
    const build: FlashBuild = {
      files: embedsZones ? [...COMMON_FILES, 'zones.json.gz'] : COMMON_FILES,
      ceilingBytes,
    };
    return [id, build];
  }),
) as Record<GenerationId, FlashBuild>;

/** What one `vite build` makes (`DTU_FIRMWARE`): a generation's flash build, or the build for every generation. */
export interface BuildTarget {
  /** The one generation the build is made for; undefined for the build that speaks every generation. */
  firmware: GenerationId | undefined;
  /** The folder in `apps/web` it goes to. */
  outDir: string;
  /** The files it holds (the build for every generation holds the 2024.05.03 set, the largest). */
  files: readonly string[];
}

/** The flash build `npm run build` writes to `dist`, the folder the firmware's own tooling knows. */
export const DEFAULT_FLASH_BUILD: GenerationId = 'onbattery-2024.05.03';

/** The `DTU_FIRMWARE` value that asks for the build for every generation alone. */
export const ALL_GENERATIONS = 'all-generations';

/** The folder of the build for every generation: what the companion serves. */
export const ALL_GENERATIONS_DIR = 'dist-all-generations';

/**
 * The folder of a generation's flash build, ready for that firmware's `webapp_dist/`: `dist` for
 * 2024.05.03 (`npm run build`'s default), `dist-<id>` for the others.
 */
export const flashDir = (id: GenerationId): string => (id === DEFAULT_FLASH_BUILD ? 'dist' : `dist-${id}`);

/**
 * The `DTU_FIRMWARE` values `npm run build` makes, one `vite build` each: unset or empty, all four
 * (the flash builds first, the quick build for every generation last); otherwise that one.
 */
export function buildsToMake(env: string | undefined): string[] {
  if (env) return [env];
  return [
    DEFAULT_FLASH_BUILD,
    ...Object.keys(FLASH_BUILDS).filter((id) => id !== DEFAULT_FLASH_BUILD),
    ALL_GENERATIONS,
  ];
}

/**
 * One `vite build`'s target. `DTU_FIRMWARE` unset, empty or `all-generations`: the build for every
 * generation, in `dist-all-generations` (what a bare `vite build` makes; the dev server and the
 * tests also carry every generation). A generation's id: its flash build, in `flashDir(id)`, which
 * carries only that generation's pages, forms and texts (`src/net/flash-firmware.ts`).
 */
export function buildTarget(env: string | undefined): BuildTarget {
  if (!env || env === ALL_GENERATIONS) {
    return {
      firmware: undefined,
      outDir: ALL_GENERATIONS_DIR,
      files: FLASH_BUILDS['onbattery-2024.05.03'].files,
    };
  }
  if (!Object.hasOwn(FLASH_BUILDS, env)) {
    throw new Error(
      `DTU_FIRMWARE must be one of ${[...Object.keys(FLASH_BUILDS), ALL_GENERATIONS].join(', ')}; got ${env}`,
    );
  }
  const firmware = env as GenerationId;
  return { firmware, outDir: flashDir(firmware), files: FLASH_BUILDS[firmware].files };
}

/**
 * The line the build prints about `js/app.js.gz`, and whether it breaks the ceiling of the
 * generation it was made for (the build for every generation is no flash build: its size only).
 */
export function ceilingReport(
  firmware: GenerationId | undefined,
  sizeBytes: number,
): { line: string; over: boolean } {
  if (firmware === undefined) {
    return {
      line: `js/app.js.gz for every generation (${ALL_GENERATIONS_DIR}, no flash build): ${sizeBytes} bytes`,
      over: false,
    };
  }
  const { ceilingBytes } = FLASH_BUILDS[firmware];
  const over = sizeBytes > ceilingBytes;
  const ratio = (sizeBytes / ceilingBytes).toFixed(3);
  return {
    line: `js/app.js.gz for ${firmware} (${flashDir(firmware)}): ${sizeBytes} bytes (${ratio}× of the ceiling ${ceilingBytes}, ${over ? 'OVER THE CEILING' : 'within it'})`,
    over,
  };
}
