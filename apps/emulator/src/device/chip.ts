import { EMULATED_CHIP_ID } from '@dtu/contract';

/** The emulated ESP32's chip id (defined once in the contract, which derives the DTU serial from it). */
export const CHIP_ID = EMULATED_CHIP_ID;

/** Expands the firmware's `%06X` placeholder in a stored hostname with the chip id. */
export function expandHostname(stored: string, chipId: number = CHIP_ID): string {
  const hex = chipId.toString(16).toUpperCase().padStart(6, '0');
  return stored.replaceAll('%06X', hex);
}
