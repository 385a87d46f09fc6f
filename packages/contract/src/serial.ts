/**
 * Inverter serial numbers: the add/edit input rules (three accepted formats, herf-style checksum
 * and conversion: docs/firmware/onbattery-2024.05.03/serial.md), the wire format
 * (docs/firmware/onbattery-2024.05.03/live.md §1.4) and the production year/week decoding
 * (docs/firmware/onbattery-2024.05.03/live.md §5.2).
 */

/** Result of interpreting what the user typed into a serial field. */
export type SerialInput =
  | { kind: 'empty' }
  /** `1` + 11 hex digits: the inverter maker's own format; `hex` is the upper-cased input. */
  | { kind: 'maker'; hex: string }
  /** 12 hex digits with at least one decimal digit; `hex` is the upper-cased input. */
  | { kind: 'converted'; hex: string }
  /** A herf-style serial with a valid checksum; `hex` is the converted lower-case serial. */
  | { kind: 'herf'; hex: string }
  | { kind: 'invalid-checksum' }
  | { kind: 'unknown-format' };

const A32 = '0123456789ABCDEFGHJKLMNPRSTUVWXY';
const A64 = 'HMFLGW5XC301234567899Z67YRT2S8ABCDEFGHJKDVEJ4KQPUALMNPRSTUVWXYNB';
const MAKER_FORMAT = /^1[0-9A-F]{11}$/;
const TWELVE_HEX = /^[0-9A-F]{12}$/;
const HAS_DIGIT = /[0-9]/;
const HERF_SHAPE = /^(A01|A11|A21)[0-9A-HJ-NPR-Y]{6}-[0-9A-HJ-NP-Z]{3}$/;

/** Classify a serial typed by the user (the text is upper-cased first). */
export function parseSerialInput(text: string): SerialInput {
  const input = text.toUpperCase();
  if (input === '') return { kind: 'empty' };
  if (MAKER_FORMAT.test(input)) return { kind: 'maker', hex: input };
  if (TWELVE_HEX.test(input) && HAS_DIGIT.test(input)) return { kind: 'converted', hex: input };
  if (!HERF_SHAPE.test(input)) return { kind: 'unknown-format' };
  const [body, check] = input.split('-') as [string, string];
  if (check !== herfCheck(body)) return { kind: 'invalid-checksum' };
  return { kind: 'herf', hex: herfToSerial(body).toString(16) };
}

/** The three check characters expected after the dash for the nine characters before it. */
export function herfCheck(body: string): string {
  const offset = A32.indexOf('1');
  let codeSum = 0;
  let indexSum = 0;
  for (const ch of body) {
    codeSum += ch.charCodeAt(0);
    indexSum += A32.indexOf(ch);
  }
  return `1${A64[(codeSum & 31) + offset]}${A64[(indexSum & 31) + offset]}`;
}

/** Pack the nine herf characters (5 bits each, with a 2-bit gap after the prefix) into a serial. */
export function herfToSerial(body: string): bigint {
  let serial = 0n;
  for (let k = 0; k < 9; k++) {
    const shift = k <= 2 ? 42 - 5 * k : 42 - 5 * k - 2;
    serial |= BigInt(A32.indexOf(body[k]!)) << BigInt(shift);
  }
  return serial;
}

/** Wire format: lower-case hex, high 32 bits unpadded, low 32 bits zero-padded to 8 digits. */
export function formatSerial(serial: bigint): string {
  const high = (serial >> 32n) & 0xffffffffn;
  const low = serial & 0xffffffffn;
  return high.toString(16) + low.toString(16).padStart(8, '0');
}

const U64 = 1n << 64n;
const I64_MAX = (1n << 63n) - 1n;

/**
 * Read a serial the way the firmware does (base-16 `strtoll`): leading white space, optional sign
 * and `0x`, then hex digits up to the first other character. Nothing parsable gives 0; overflow
 * saturates; the result is taken as unsigned 64-bit.
 */
export function parseHexSerial(text: string): bigint {
  const m = /^[\s]*([+-]?)(?:0[xX](?=[0-9a-fA-F]))?([0-9a-fA-F]*)/.exec(text);
  const digits = m?.[2] ?? '';
  if (digits === '') return 0n;
  let value = BigInt(`0x${digits}`);
  if (value > I64_MAX) value = m?.[1] === '-' ? I64_MAX + 1n : I64_MAX;
  if (m?.[1] === '-') value = (U64 - value) % U64;
  return value;
}

/** Serial from a JSON `data` value: the firmware reads numbers by their text, then as hex. */
export function serialFromJson(value: unknown): bigint {
  if (typeof value === 'string') return parseHexSerial(value);
  if (typeof value === 'number' || typeof value === 'boolean') return parseHexSerial(String(value));
  return 0n;
}

/** Decimal string form used by the power limiter (`inverter_serial`, metadata keys). */
export function serialToDecimal(serial: bigint): string {
  return serial.toString(10);
}

/** Parse a decimal serial string (limiter config); anything unparsable gives 0. */
export function parseDecimalSerial(text: string): bigint {
  const m = /^\s*(\d+)/.exec(text);
  return m ? BigInt(m[1]!) : 0n;
}

/**
 * Production year and week as the UI derives them from the hex serial: only the low 32 bits count
 * (the UI uses 32-bit JS bit operations); year = bits 28–31 + 2014, week = bits 20–27 shown as hex
 * text, so hex digits 6–7 of a 12-digit serial appear verbatim (`"37"` = week 37).
 */
export function productionDate(serialHex: string): { year: number; week: string } {
  const low = Number(parseHexSerial(serialHex) & 0xffffffffn);
  return { year: ((low >>> 28) & 0xf) + 2014, week: ((low >>> 20) & 0xff).toString(16) };
}
