import type { GenerationId } from '@dtu/contract';

declare const __FLASH_FIRMWARE__: GenerationId | null | undefined;

/**
 * The one generation this build was made for (`DTU_FIRMWARE`, apps/web/build/flash-builds.ts),
 * or undefined for the default build (and the dev server and tests), which serves every
 * generation. A constant, so the minifier drops what a narrowed build never shows.
 */
export const FLASH_FIRMWARE: GenerationId | undefined =
  typeof __FLASH_FIRMWARE__ === 'string' ? __FLASH_FIRMWARE__ : undefined;

/** Whether this build carries the pages of `generation`. */
export const buildServes = (generation: GenerationId): boolean =>
  FLASH_FIRMWARE === undefined || FLASH_FIRMWARE === generation;
