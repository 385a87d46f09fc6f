import { TEMP_PREFIX } from './atomic-write.ts';
import { CORRUPT_MARKER } from './config-store.ts';

/**
 * Files the emulator keeps for itself beside the device's: in-progress writes and the one
 * set-aside corrupt config. The device never lists, serves or counts them on its flash.
 */
export function isEmulatorArtifact(name: string): boolean {
  return name.startsWith(TEMP_PREFIX) || name.includes(CORRUPT_MARKER);
}
