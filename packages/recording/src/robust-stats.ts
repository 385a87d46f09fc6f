/** Median of the finite values; NaN when there are none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const mid = n >> 1;
  return n % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Scales the median absolute deviation to a standard deviation for normally spread values. */
const MAD_TO_SIGMA = 1.4826;

/** Robust spread: 1.4826 × the median absolute deviation from the median. */
export function robustSpread(values: readonly number[]): number {
  const centre = median(values);
  return MAD_TO_SIGMA * median(values.map((value) => Math.abs(value - centre)));
}
