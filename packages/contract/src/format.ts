import { RSSI_QUALITY_MAX_DBM, RSSI_QUALITY_MIN_DBM } from './limits.ts';

/** Firmware/bootloader version number (major·10000 + minor·100 + patch) → `"x.y.z"`. */
export function formatFirmwareVersion(encoded: number): string {
  const major = Math.floor(encoded / 10000);
  const minor = Math.floor(encoded / 100) % 100;
  const patch = encoded % 100;
  return `${major}.${minor}.${patch}`;
}

/** Config layout version (`cfg.version`, bytes major.minor.patch.0) → `"0.1.28"` for 0x00011C00. */
export function formatConfigVersion(version: number): string {
  return `${(version >>> 24) & 0xff}.${(version >>> 16) & 0xff}.${(version >>> 8) & 0xff}`;
}

/** WiFi signal quality in % from RSSI in dBm: linear between −100 dBm (0 %) and −50 dBm (100 %). */
export function wifiQualityPercent(rssiDbm: number): number {
  if (rssiDbm <= RSSI_QUALITY_MIN_DBM) return 0;
  if (rssiDbm >= RSSI_QUALITY_MAX_DBM) return 100;
  return 2 * (rssiDbm + 100);
}

/** Heap fragmentation as a fraction 0…1: how much of the free heap is not one contiguous block. */
export function heapFragmentation(heapTotal: number, heapUsed: number, heapMaxBlock: number): number {
  const free = heapTotal - heapUsed;
  return free > 0 ? 1 - heapMaxBlock / free : 0;
}

/** Peak heap usage in bytes since boot. */
export function heapMaxUsage(heapTotal: number, heapMinFree: number): number {
  return heapTotal - heapMinFree;
}

/**
 * The commit hash inside a `git describe` string, or `undefined` for an exact tag:
 * `g1a2b3c4` → `1a2b3c4`, `2024.05.03-12-g1a2b3c4` → `1a2b3c4`.
 */
export function gitHashOf(describe: string): string | undefined {
  const m = /(?:^|-\d+-)g([0-9a-f]{7,40})$/.exec(describe);
  return m?.[1];
}
