/** Which radio talks to a family: NRF24 (2.4 GHz) or CMT2300A (sub-GHz). */
export type InverterRadio = 'nrf' | 'cmt';

/** A model family as recognised from the serial (docs/firmware/onbattery-2024.05.03/live.md §5.1). */
export interface InverterFamily {
  /** The `type` string of `/api/inverter/list`. */
  type: string;
  /** DC inputs (strings). */
  channels: number;
  radio: InverterRadio;
  /** Three-phase AC output (HMT). */
  threePhase: boolean;
  /** Serial prefixes (first four hex digits) that select the family. */
  prefixes: readonly number[];
  /** Alternative rule: the 2nd and 3rd hex digit (`(P >> 4) & 0xff`). */
  modelDigits?: number;
}

/** In matching order: the first family whose rule fits wins. */
export const INVERTER_FAMILIES: readonly InverterFamily[] = [
  { type: 'HMT-1600/1800/2000-4T', channels: 4, radio: 'cmt', threePhase: true, prefixes: [0x1361] },
  { type: 'HMT-1800/2250-6T', channels: 6, radio: 'cmt', threePhase: true, prefixes: [0x1382] },
  { type: 'HMS-1600/1800/2000-4T', channels: 4, radio: 'cmt', threePhase: false, prefixes: [0x1164] },
  { type: 'HMS-600/700/800/900/1000-2T', channels: 2, radio: 'cmt', threePhase: false, prefixes: [0x1144] },
  { type: 'HMS-300/350/400/450/500-1T', channels: 1, radio: 'cmt', threePhase: false, prefixes: [0x1124] },
  { type: 'HMS-500-1T v2', channels: 1, radio: 'cmt', threePhase: false, prefixes: [0x1125] },
  {
    type: 'HM-1000/1200/1500-4T',
    channels: 4,
    radio: 'nrf',
    threePhase: false,
    prefixes: [0x1062],
    modelDigits: 0x16,
  },
  {
    type: 'HM-600/700/800-2T',
    channels: 2,
    radio: 'nrf',
    threePhase: false,
    prefixes: [0x1042],
    modelDigits: 0x14,
  },
  {
    type: 'HM-300/350/400-1T',
    channels: 1,
    radio: 'nrf',
    threePhase: false,
    prefixes: [0x1022],
    modelDigits: 0x12,
  },
  { type: 'HERF-800-2T', channels: 2, radio: 'nrf', threePhase: false, prefixes: [0x2821] },
  { type: 'HERF-1600/1800-4T', channels: 4, radio: 'nrf', threePhase: false, prefixes: [0x2801] },
];

/** `type` of a serial that matches no family; such inverters exist only in the config. */
export const UNKNOWN_INVERTER_TYPE = 'Unknown';

/** The family of a serial (bigint, 48 bits), or undefined when no rule matches. */
export function inverterFamilyOf(serial: bigint): InverterFamily | undefined {
  const prefix = Number((serial >> 32n) & 0xffffn);
  const modelDigits = (prefix >> 4) & 0xff;
  return INVERTER_FAMILIES.find(
    (family) => family.prefixes.includes(prefix) || family.modelDigits === modelDigits,
  );
}
