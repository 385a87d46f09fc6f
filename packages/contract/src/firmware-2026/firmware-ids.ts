/**
 * The firmware generations the emulator can speak (`--firmware <id>`), by the release each one
 * reproduces. The first is the default: the API the app was written against.
 */
import { GENERATION_IDS, type GenerationId } from '../generations/generation-ids.ts';

/** The same list as the generations the web app knows: one list of ids for both. */
export const FIRMWARE_IDS = GENERATION_IDS;

export type FirmwareId = GenerationId;

export const DEFAULT_FIRMWARE_ID: FirmwareId = 'onbattery-2024.05.03';

export function isFirmwareId(text: string): text is FirmwareId {
  return (FIRMWARE_IDS as readonly string[]).includes(text);
}
