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
  let same = keys.length === Object.keys(before).length;
  const out: Record<string, unknown> = Array.isArray(next) ? ([] as unknown as Record<string, unknown>) : {};
  for (const key of keys) {
    const value = reuseEqual(before[key], after[key]);
    out[key] = value;
    if (same && (!Object.hasOwn(before, key) || value !== before[key])) same = false;
  }
  return (same ? previous : out) as T;
}
