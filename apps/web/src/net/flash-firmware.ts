import {
  type BuildCapabilities,
  buildCapabilities,
  type Detection,
  FAMILY_NAME,
  GENERATION_IDS,
  GENERATIONS,
  type GenerationId,
} from '@dtu/contract';

declare const __FLASH_FIRMWARE__: GenerationId | null | undefined;

/**
 * The one generation this flash build was made for (`DTU_FIRMWARE=<id>`: `apps/web/dist` for
 * 2024.05.03, `apps/web/dist-<id>` for the others; apps/web/build/flash-builds.ts), or undefined in
 * the build for every generation (`apps/web/dist-all-generations`, which the companion serves), the
 * dev server and the tests.
 */
const FLASH_FIRMWARE: GenerationId | undefined =
  typeof __FLASH_FIRMWARE__ === 'string' ? __FLASH_FIRMWARE__ : undefined;

declare const __BUILT__: BuildCapabilities | undefined;

/**
 * What this build carries (`buildCapabilities` of the contract over the generations it serves):
 * the one row of a flash build, every row elsewhere. Vite writes it in as a literal object (the
 * `define` of vite.config.ts), so the minifier drops every branch that tests a flag the build does
 * not carry, and what only that branch imports; a function call would keep them. Pages test
 * these flags, never generation ids, and read `BUILT` by its keys only (so it stays a constant).
 */
export const BUILT: BuildCapabilities =
  typeof __BUILT__ === 'object'
    ? __BUILT__
    : buildCapabilities(FLASH_FIRMWARE ? [FLASH_FIRMWARE] : GENERATION_IDS);

/** The build carries the power limiter of a generation (its status line and explanations). */
export const BUILT_LIMITER = BUILT['powerlimiter:2024'] || BUILT['powerlimiter:2026'];

/** The product's name before the device is known: the flash build's, else the family's. */
export const BUILD_PRODUCT_NAME = FLASH_FIRMWARE ? GENERATIONS[FLASH_FIRMWARE].productName : FAMILY_NAME;

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
