/**
 * Deterministic randomness for the simulation. Values are pure functions of (seed, inputs), so
 * the weather at a given instant is the same however often or rarely the simulation is stepped.
 */

/** A 32-bit integer hash of a few integers (murmur-style finaliser). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A hash mapped to [0, 1). */
export function unitHash(...parts: number[]): number {
  return hash32(...parts) / 4294967296;
}

const smooth = (x: number) => x * x * (3 - 2 * x);

/**
 * One octave of value noise over time: random levels at every `periodMs` boundary, smoothly
 * interpolated in between. Returns [0, 1).
 */
export function valueNoise(seed: number, salt: number, timeMs: number, periodMs: number): number {
  const position = timeMs / periodMs;
  const cell = Math.floor(position);
  const a = unitHash(seed, salt, cell);
  const b = unitHash(seed, salt, cell + 1);
  return a + (b - a) * smooth(position - cell);
}

/** A 32-bit seed from a bigint serial, so every inverter gets its own stable randomness. */
export function serialSeed(serial: bigint): number {
  return hash32(Number(serial & 0xffffffffn), Number((serial >> 32n) & 0xffffn));
}
