/** `strtof`'s grammar: optional blanks and sign, a decimal or exponent number, `inf`, `nan`. */
const FLOAT_PREFIX = /^[\s]*([+-]?(?:inf(?:inity)?|nan|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?))/i;
const INT_PREFIX = /^[\s]*([+-]?\d+)/;
const FLOAT32_MAX = 3.4028234663852886e38;

/**
 * A float command or input payload (docs/firmware/onbattery-2024.05.03/mqtt.md §3.5): the leading number counts, trailing text is
 * ignored, no leading number means the message is rejected (undefined). Values beyond the
 * float range would crash the device; here they are rejected too.
 */
export function parseFloatPayload(payload: string): number | undefined {
  const match = FLOAT_PREFIX.exec(payload);
  if (!match) return undefined;
  const text = match[1]!.toLowerCase();
  const negative = text.startsWith('-');
  if (text.includes('nan')) return Number.NaN;
  if (text.includes('inf')) return negative ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > FLOAT32_MAX) return undefined;
  return value;
}

/** An inverter command payload (docs/firmware/onbattery-2024.05.03/mqtt.md §3.1): `atoi` semantics, so `"50.7"` is 50 and `"abc"` 0. */
export function parseIntPayload(payload: string): number {
  const match = INT_PREFIX.exec(payload);
  return match ? Number.parseInt(match[1]!, 10) : 0;
}
