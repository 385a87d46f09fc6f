import type { Rng } from './fuzz-random.ts';

/** Strings that have broken parsers, length checks counting characters instead of bytes, or HTML. */
const NASTY_STRINGS = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '-1',
  '3',
  '1e309',
  '0x1F',
  'NaN',
  '<img src=x onerror=window.__pwned=1>',
  '"; DROP TABLE x; --',
  '../../etc/passwd',
  '\u0000',
  '\ud800',
  '\u202e\u200b\ufeff',
  'ü'.repeat(20),
  '😀'.repeat(16),
  '%s%n%x',
  '{"data":1}',
];

const NASTY_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  255,
  256,
  65535,
  65536,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
];

/** Keys that must never reach an object's prototype. */
const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', '', 'data', 'id', '\u0000'];

/** A JSON value of any type, at most `depth` levels deep. */
export function hostileValue(rng: Rng, depth = 3): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick(NASTY_NUMBERS);
    case 3:
      return rng.int(-100000, 100000) / rng.pick([1, 1, 10, 3]);
    case 4:
      return rng.pick(NASTY_STRINGS);
    case 5:
      return 'x'.repeat(rng.pick([31, 32, 63, 64, 65, 127, 128, 1024, 4096]));
    case 6:
      return depth > 0 ? Array.from({ length: rng.int(0, 4) }, () => hostileValue(rng, depth - 1)) : [];
    case 7:
      return depth > 0 ? { [rng.pick(NASTY_KEYS)]: hostileValue(rng, depth - 1) } : {};
    case 8:
      return String(rng.pick(NASTY_NUMBERS));
    default:
      return rng.pick(NASTY_STRINGS) + rng.pick(NASTY_STRINGS);
  }
}

/** JSON text nested `levels` deep (built as text: a recursive stringify would overflow first). */
export function deepJson(rng: Rng, levels: number): string {
  return rng.chance(0.5)
    ? `${'['.repeat(levels)}1${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** One random edit of a valid body: a key dropped, retyped, added, or the whole value replaced. */
export function mutate(rng: Rng, base: unknown): unknown {
  if (base === null || typeof base !== 'object') return rng.chance(0.5) ? hostileValue(rng) : base;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base) ? [...base] : { ...base };
  const keys = Object.keys(copy);
  const key = keys.length > 0 ? rng.pick(keys) : '0';
  const target = copy as Record<string, unknown>;
  switch (rng.int(0, 8)) {
    case 0:
      delete target[key];
      break;
    case 1:
      target[key] = hostileValue(rng);
      break;
    case 2:
      target[rng.pick(NASTY_KEYS)] = hostileValue(rng);
      break;
    case 3:
      target[key] = mutate(rng, target[key]);
      break;
    case 4:
      for (const each of keys) if (rng.chance(0.3)) target[each] = hostileValue(rng, 1);
      break;
    case 5:
      return hostileValue(rng);
    case 6:
      target[key] = typeof target[key] === 'number' ? String(target[key]) : rng.pick(NASTY_NUMBERS);
      break;
    case 7:
      for (const each of keys) if (rng.chance(0.4)) delete target[each];
      break;
    default:
      target[`extra_${rng.int(0, 99)}`] = hostileValue(rng);
  }
  return copy;
}

/** The `data` text for a body: mostly a (mutated) JSON document, sometimes not JSON at all. */
export function dataText(rng: Rng, base: unknown): string {
  const roll = rng.next();
  if (roll < 0.15) return JSON.stringify(base);
  if (roll < 0.8) {
    let value = mutate(rng, base);
    if (rng.chance(0.3)) value = mutate(rng, value);
    return JSON.stringify(value) ?? 'null';
  }
  if (roll < 0.85) return deepJson(rng, rng.pick([64, 1000, 5000, 20000]));
  return rng.pick([
    '',
    '{',
    '{"a":}',
    "{'single':1}",
    '[1,]',
    'undefined',
    '{"a":1}garbage',
    '\ufeff{}',
    JSON.stringify(base).slice(0, -1),
    '1',
    '"text"',
    '[]',
  ]);
}
