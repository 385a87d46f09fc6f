type Json = Readonly<Record<string, unknown>> | readonly unknown[];

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * Structural sharing for parsed JSON: returns `next`, except that every part deep-equal to the
 * same part of `previous` is `previous`'s object. So a message that repeats the last values
 * yields the old object (no store notification, no re-render), and in one that changes a single
 * string the other strings keep their identity (memoised views skip them).
 */
export function reuseEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next) || !isObject(previous) || !isObject(next)) return next;
  if (Array.isArray(previous) !== Array.isArray(next)) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  // The copy is made only once a part differs: a repeated message allocates nothing.
  let out: Record<string, unknown> | undefined =
    keys.length === Object.keys(before).length ? undefined : copyOf(next, after, keys, 0);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const value = reuseEqual(before[key], after[key]);
    if (!out && (value !== before[key] || !Object.hasOwn(before, key))) out = copyOf(next, before, keys, i);
    if (out) out[key] = value;
  }
  return (out ?? previous) as T;
}

/** A new object (or array) holding the first `count` keys from `source`. */
function copyOf(shape: Json, source: Record<string, unknown>, keys: string[], count: number) {
  const out: Record<string, unknown> = Array.isArray(shape) ? ([] as unknown as Record<string, unknown>) : {};
  for (let i = 0; i < count; i++) out[keys[i]] = source[keys[i]];
  return out;
}
