/**
 * Looks up a value with the power meter's path syntax: segments separated by `/` from the
 * root, `[n]` for a zero-based array element (`emeters/[0]/power`). No wildcards, no dots.
 */
export function jsonPath(root: unknown, path: string): { found: true; value: unknown } | { found: false } {
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return { found: false };
  let current: unknown = root;
  for (const segment of segments) {
    const index = /^\[(\d+)\]$/.exec(segment);
    if (index) {
      if (!Array.isArray(current) || Number(index[1]) >= current.length) return { found: false };
      current = current[Number(index[1])];
    } else {
      if (
        !current ||
        typeof current !== 'object' ||
        Array.isArray(current) ||
        !Object.hasOwn(current, segment)
      ) {
        return { found: false };
      }
      current = (current as Record<string, unknown>)[segment];
    }
  }
  return { found: true, value: current };
}
