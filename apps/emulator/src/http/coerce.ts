/**
 * Reads JSON values the way the firmware's JSON library converts them into typed fields,
 * because the upstream UI sends some numbers as strings and tests rely on the quirks.
 */

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

function toInteger(value: unknown, min: number, max: number): number {
  const n = toNumber(value);
  if (n === undefined) return 0;
  const truncated = Math.trunc(n);
  return truncated < min || truncated > max ? 0 : truncated;
}

export const asUint8 = (value: unknown) => toInteger(value, 0, 0xff);
export const asInt8 = (value: unknown) => toInteger(value, -0x80, 0x7f);
export const asUint16 = (value: unknown) => toInteger(value, 0, 0xffff);
export const asInt16 = (value: unknown) => toInteger(value, -0x8000, 0x7fff);
export const asUint32 = (value: unknown) => toInteger(value, 0, 0xffffffff);
export const asInt32 = (value: unknown) => toInteger(value, -0x80000000, 0x7fffffff);

/** Float targets: numbers and numeric strings; anything else reads as 0. */
export function asFloat(value: unknown): number {
  return toNumber(value) ?? 0;
}

/** Boolean targets: numbers are true when non-zero; any string is true; missing/null false. */
export function asBool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return true;
  return false;
}

/** String targets: a missing key or null becomes the text "null", other scalars their JSON text. */
export function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return 'null';
  return JSON.stringify(value);
}

/**
 * Serial reads: the value as text parsed as hexadecimal (optional 0x, stops at the first
 * non-hex character, unparsable gives 0n), the way the firmware's `strtoll(…, 16)` does.
 */
export function asHexSerial(value: unknown): bigint {
  const text = asString(value).trim().replace(/^0x/i, '');
  const match = /^[0-9a-f]+/i.exec(text);
  return match ? BigInt(`0x${match[0]}`) & 0xffffffffffffffffn : 0n;
}

/**
 * ArduinoJson's `variant | fallback` (both generations use ArduinoJson 7): the value only when
 * it is a JSON value of the fallback's very type, else the fallback. A number for a bool, a
 * numeric string for a number or `null` all give the fallback, unlike the `as…` readers above.
 */
export const orBool = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;
/** `variant | fallback` for an `unsigned int` fallback: integers 0 … 2^32−1 only. */
export const orUint32 = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffffff
    ? value
    : fallback;
/** `variant | ""`: strings only. */
export const orString = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;

/** True when every key is present in the object (the firmware's "values are missing" check). */
export function hasKeys(data: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.every((key) => Object.hasOwn(data, key));
}

/**
 * A serial as the JSON number `config.json` stores. The firmware keeps 64 bits; a JavaScript
 * number holds 53 exactly, so larger values (never a real 48-bit inverter serial) are clamped
 * rather than rounded up to 2^64, which would wrap to 0 and turn the slot into an empty one.
 */
export function serialToFileNumber(serial: bigint): number {
  return serial > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(serial);
}
