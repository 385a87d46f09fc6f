import { truncateBytes } from '../../device/utf8-bytes.ts';
import { shortestFloat32 } from '../../live/limit-figures.ts';

/**
 * The firmware's `source["key"] | fallback` reads (ArduinoJson 7): a value of the target's exact
 * type wins, anything else (missing, null, a numeric string, an integer out of range, a float
 * for an integer field) gives the fallback. Strings are cut to their buffer.
 */
export type Json = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object at `key`, or an empty one (a missing or non-object member reads as null). */
export function objectAt(source: unknown, key: string): Json {
  const value = isJsonObject(source) ? source[key] : undefined;
  return isJsonObject(value) ? value : {};
}

/** The array at `key`, or an empty one. */
export function arrayAt(source: unknown, key: string): unknown[] {
  const value = isJsonObject(source) ? source[key] : undefined;
  return Array.isArray(value) ? value : [];
}

export function readBool(source: Json, key: string, fallback: boolean): boolean {
  const value = source[key];
  return typeof value === 'boolean' ? value : fallback;
}

/** `is<uintN_t>()` / `is<intN_t>()`: an integral number inside the type's range. */
export function fitsInt(value: unknown, bits: number, signed: boolean): value is number {
  if (typeof value !== 'number' || !Number.isInteger(value)) return false;
  const min = signed ? -(2 ** (bits - 1)) : 0;
  const max = signed ? 2 ** (bits - 1) - 1 : 2 ** bits - 1;
  return value >= min && value <= max;
}

export function readUint(source: Json, key: string, bits: number, fallback: number): number {
  const value = source[key];
  return fitsInt(value, bits, false) ? value : fallback;
}

export function readInt(source: Json, key: string, bits: number, fallback: number): number {
  const value = source[key];
  return fitsInt(value, bits, true) ? value : fallback;
}

/** `is<float>()` holds for every JSON number; stored as a float32, printed in its shortest form. */
export function readFloat(source: Json, key: string, fallback: number): number {
  const value = source[key];
  return typeof value === 'number' && Number.isFinite(value) ? shortestFloat32(value) : fallback;
}

/** A string into a `char[max + 1]` buffer (`strlcpy`). */
export function readText(source: Json, key: string, maxBytes: number, fallback = ''): string {
  const value = source[key];
  return truncateBytes(typeof value === 'string' ? value : fallback, maxBytes);
}

/** The firmware's `roundedFloat`: two decimals, halves away from zero. */
export function roundedFloat(value: number): number {
  return Math.trunc(value * 100 + (value > 0 ? 0.5 : -0.5)) / 100;
}

/** `IPAddress::fromString` then `toString`: a dotted quad, or 0.0.0.0 when it does not parse. */
export function readIp(source: Json, key: string): string {
  const value = source[key];
  const parts = typeof value === 'string' ? value.split('.') : [];
  const valid = parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
  return valid ? parts.map(Number).join('.') : '0.0.0.0';
}

/** `strtoll(text, NULL, 16)`: leading hex digits (optional sign and `0x`), saturated, as uint64. */
export function hexSerial(value: unknown): bigint {
  const match = /^\s*([+-]?)(?:0[xX])?([0-9a-fA-F]*)/.exec(typeof value === 'string' ? value : '0');
  const digits = match?.[2] ?? '';
  if (digits === '') return 0n;
  const max = 2n ** 63n - 1n;
  let n = BigInt(`0x${digits}`);
  if (match?.[1] === '-') {
    n = n > max + 1n ? max + 1n : n;
    return BigInt.asUintN(64, -n);
  }
  return n > max ? max : n;
}

/** The firmware's `"%0x%08x"` of the two 32-bit halves (the high half unpadded, even when 0). */
export function serialText(serial: bigint): string {
  const high = (serial >> 32n) & 0xffffffffn;
  const low = serial & 0xffffffffn;
  return `${high.toString(16)}${low.toString(16).padStart(8, '0')}`;
}
