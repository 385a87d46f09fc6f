/** One row of the part-number table (docs/firmware/onbattery-2024.05.03/live.md §5.6). */
export interface HardwareModel {
  /** The first three part-number bytes, big-endian (e.g. 0x101130). */
  partPrefix: number;
  /** Set for the one row that needs all four bytes to match. */
  exactLastByte?: number;
  name: string;
  /** W. */
  maxPowerW: number;
}

/** Exact rows first, then the prefix rows in table order (the first match wins). */
export const HARDWARE_MODELS: readonly HardwareModel[] = [
  { partPrefix: 0x101010, exactLastByte: 0x15, name: 'HM-300-1T', maxPowerW: 210 },
  { partPrefix: 0x101010, name: 'HM-300-1T', maxPowerW: 300 },
  { partPrefix: 0x101020, name: 'HM-350-1T', maxPowerW: 350 },
  { partPrefix: 0x101030, name: 'HM-400-1T', maxPowerW: 400 },
  { partPrefix: 0x101040, name: 'HM-400-1T', maxPowerW: 400 },
  { partPrefix: 0x101110, name: 'HM-600-2T', maxPowerW: 600 },
  { partPrefix: 0x101120, name: 'HM-700-2T', maxPowerW: 700 },
  { partPrefix: 0x101130, name: 'HM-800-2T', maxPowerW: 800 },
  { partPrefix: 0x101140, name: 'HM-800-2T', maxPowerW: 800 },
  { partPrefix: 0x101210, name: 'HM-1200-4T', maxPowerW: 1200 },
  { partPrefix: 0x100230, name: 'MI-1500-4T Gen3', maxPowerW: 1500 },
  { partPrefix: 0x101230, name: 'HM-1500-4T', maxPowerW: 1500 },
  { partPrefix: 0x102011, name: 'HMS-300-1T', maxPowerW: 300 },
  { partPrefix: 0x102021, name: 'HMS-350-1T', maxPowerW: 350 },
  { partPrefix: 0x102041, name: 'HMS-400-1T', maxPowerW: 400 },
  { partPrefix: 0x101051, name: 'HMS-450-1T', maxPowerW: 450 },
  { partPrefix: 0x102051, name: 'HMS-450-1T', maxPowerW: 450 },
  { partPrefix: 0x101071, name: 'HMS-500-1T', maxPowerW: 500 },
  { partPrefix: 0x102071, name: 'HMS-500-1T v2', maxPowerW: 500 },
  { partPrefix: 0x102111, name: 'HMS-600-2T', maxPowerW: 600 },
  { partPrefix: 0x102141, name: 'HMS-800-2T', maxPowerW: 800 },
  { partPrefix: 0x101151, name: 'HMS-900-2T', maxPowerW: 900 },
  { partPrefix: 0x102151, name: 'HMS-900-2T', maxPowerW: 900 },
  { partPrefix: 0x102171, name: 'HMS-1000-2T', maxPowerW: 1000 },
  { partPrefix: 0x101171, name: 'HMS-1000-2T', maxPowerW: 1000 },
  { partPrefix: 0x102241, name: 'HMS-1600-4T', maxPowerW: 1600 },
  { partPrefix: 0x101251, name: 'HMS-1800-4T', maxPowerW: 1800 },
  { partPrefix: 0x102251, name: 'HMS-1800-4T', maxPowerW: 1800 },
  { partPrefix: 0x101271, name: 'HMS-2000-4T', maxPowerW: 2000 },
  { partPrefix: 0x102271, name: 'HMS-2000-4T', maxPowerW: 2000 },
  { partPrefix: 0x103241, name: 'HMT-1600-4T', maxPowerW: 1600 },
  { partPrefix: 0x103251, name: 'HMT-1800-4T', maxPowerW: 1800 },
  { partPrefix: 0x103271, name: 'HMT-2000-4T', maxPowerW: 2000 },
  { partPrefix: 0x103311, name: 'HMT-1800-6T', maxPowerW: 1800 },
  { partPrefix: 0x103331, name: 'HMT-2250-6T', maxPowerW: 2250 },
  { partPrefix: 0xf10114, name: 'HERF-800', maxPowerW: 800 },
  { partPrefix: 0xf10124, name: 'HERF-1600', maxPowerW: 1600 },
  { partPrefix: 0xf10122, name: 'HERF-1800', maxPowerW: 1800 },
];

/** Table lookup for a 32-bit part number: exact match first, then the first three bytes. */
export function hardwareModelOf(partNumber: number): HardwareModel | undefined {
  const prefix = Math.floor(partNumber / 0x100) & 0xffffff;
  const last = partNumber & 0xff;
  return (
    HARDWARE_MODELS.find(
      (m) => m.exactLastByte !== undefined && m.partPrefix === prefix && m.exactLastByte === last,
    ) ?? HARDWARE_MODELS.find((m) => m.exactLastByte === undefined && m.partPrefix === prefix)
  );
}
