import type { GenerationId } from '@dtu/contract';

/** One firmware's flash build: the files it embeds and the room its own app took. */
export interface FlashBuild {
  /** `board_build.embed_files` of the firmware's `platformio.ini`, relative to `webapp_dist/`. */
  files: readonly string[];
  /**
   * Ceiling for `js/app.js.gz` in bytes: the size of the firmware's own app at its tag
   * (`stat -c %s` of `js/app.js.gz` in `/work/shared/reference/`, docs/firmware/README.md,
   * "Byte ceilings"). The aim is 0.8× of it.
   */
  ceilingBytes: number;
}

const COMMON_FILES = ['index.html.gz', 'js/app.js.gz', 'favicon.ico', 'favicon.png', 'site.webmanifest'];

/** The flash build of each generation (`platformio.ini` @ 2024.05.03, @ 2026.03.31, @ v26.3.30). */
export const FLASH_BUILDS: Readonly<Record<GenerationId, FlashBuild>> = {
  'onbattery-2024.05.03': { files: [...COMMON_FILES, 'zones.json.gz'], ceilingBytes: 209_720 },
  // The 2026 generations serve the zone list from `/api/ntp/zones` and embed no zones.json.
  'onbattery-2026.03.31': { files: COMMON_FILES, ceilingBytes: 257_897 },
  'opendtu-v26.3.30': { files: COMMON_FILES, ceilingBytes: 216_428 },
};

/** `npm run build` without `DTU_FIRMWARE`: the 2024.05.03 set. */
export const DEFAULT_FLASH_BUILD: GenerationId = 'onbattery-2024.05.03';

/**
 * The generation `DTU_FIRMWARE` names (default: 2024.05.03) and the folder its build goes to:
 * `dist` for 2024.05.03, `dist-<id>` for the others. Each build carries only its generation's
 * pages, forms and texts (`src/net/flash-firmware.ts`); the emulator and the browser tests serve
 * each personality the build made for it.
 */
export function flashBuildTarget(env: string | undefined): { id: GenerationId; outDir: string } {
  const id = (env || DEFAULT_FLASH_BUILD) as GenerationId;
  if (!Object.hasOwn(FLASH_BUILDS, id)) {
    throw new Error(`DTU_FIRMWARE must be one of ${Object.keys(FLASH_BUILDS).join(', ')}; got ${env}`);
  }
  return { id, outDir: id === DEFAULT_FLASH_BUILD ? 'dist' : `dist-${id}` };
}

/** The line the build prints about `js/app.js.gz`, and whether it breaks the ceiling. */
export function ceilingReport(id: GenerationId, sizeBytes: number): { line: string; over: boolean } {
  const { ceilingBytes } = FLASH_BUILDS[id];
  const over = sizeBytes > ceilingBytes;
  const ratio = (sizeBytes / ceilingBytes).toFixed(3);
  const aim = sizeBytes > 0.8 * ceilingBytes ? 'above the 0.8× aim' : 'within the 0.8× aim';
  return {
    line: `js/app.js.gz for ${id}: ${sizeBytes} bytes (ceiling ${ceilingBytes}, ${over ? 'OVER THE CEILING' : 'within it'}; ${ratio}×, ${aim})`,
    over,
  };
}
