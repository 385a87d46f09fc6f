/**
 * The firmware keeps these values as single-precision floats and cuts or rounds them to two
 * decimals with float arithmetic; doing the same in `Math.fround` reproduces its results
 * (e.g. 58.3 stays 58.3, 1.005 becomes 1).
 */
export function truncate2(value: number): number {
  return Math.trunc(Math.fround(Math.fround(value) * 100)) / 100;
}

export function round2(value: number): number {
  return Math.trunc(Math.fround(Math.fround(value) * 100 + 0.5)) / 100;
}
