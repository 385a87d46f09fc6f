/**
 * The firmware generations the emulator can speak (`--firmware <id>`), by the release each one
 * reproduces. The first is the default: the API the app was written against.
 */
export const FIRMWARE_IDS = ['onbattery-2024.05.03', 'onbattery-2026.03.31', 'opendtu-v26.3.30'] as const;

export type FirmwareId = (typeof FIRMWARE_IDS)[number];

export const DEFAULT_FIRMWARE_ID: FirmwareId = 'onbattery-2024.05.03';

export function isFirmwareId(text: string): text is FirmwareId {
  return (FIRMWARE_IDS as readonly string[]).includes(text);
}
