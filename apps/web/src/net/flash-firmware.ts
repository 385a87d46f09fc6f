import type { Detection, GenerationId } from '@dtu/contract';

declare const __FLASH_FIRMWARE__: GenerationId | null | undefined;

/**
 * The one generation this flash build was made for (`DTU_FIRMWARE=<id>`: `apps/web/dist` for
 * 2024.05.03, `apps/web/dist-<id>` for the others; apps/web/build/flash-builds.ts), or undefined in
 * the build for every generation (`apps/web/dist-all-generations`, which the companion serves), the
 * dev server and the tests.
 */
const FLASH_FIRMWARE: GenerationId | undefined =
  typeof __FLASH_FIRMWARE__ === 'string' ? __FLASH_FIRMWARE__ : undefined;

// Plain constants, so the minifier drops every branch (and what only it imports) that a build
// never takes; a function call would keep them.
/** The build carries the pages and forms of OnBattery 2024.05.03 (its config management). */
export const BUILT_ONBATTERY_2024 = FLASH_FIRMWARE === undefined || FLASH_FIRMWARE === 'onbattery-2024.05.03';
/** The build carries the 2026.03.31 forms of the OnBattery settings. */
export const BUILT_ONBATTERY_2026 = FLASH_FIRMWARE === undefined || FLASH_FIRMWARE === 'onbattery-2026.03.31';
/** The build carries plain OpenDTU v26.3.30. */
export const BUILT_OPENDTU_2026 = FLASH_FIRMWARE === undefined || FLASH_FIRMWARE === 'opendtu-v26.3.30';
/** The build carries the OnBattery views, pages and texts (plain OpenDTU has none). */
export const BUILT_ONBATTERY = BUILT_ONBATTERY_2024 || BUILT_ONBATTERY_2026;
/**
 * The build carries a 2026 generation: the file manager and the logging page of their file API,
 * and what both added to the shared pages (radio statistics, system extras, syslog, the OTA check).
 */
export const BUILT_2026 = BUILT_ONBATTERY_2026 || BUILT_OPENDTU_2026;

/**
 * The detection as a build for `firmware` may act on it: a known generation it was not made for
 * becomes `unknown` (its restructured settings read-only, temporary limits only, the common
 * sockets only), since the forms that speak its shapes were left out. The firmware is still named.
 */
export function detectionFor(firmware: GenerationId | undefined, detection: Detection): Detection {
  if (!detection.opendtu || firmware === undefined || detection.generation === firmware) return detection;
  return { ...detection, generation: 'unknown' };
}

/** The detection as this build may act on it (`detectionFor`). */
export const detectionForBuild = (detection: Detection): Detection => detectionFor(FLASH_FIRMWARE, detection);
