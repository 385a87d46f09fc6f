import { type SampleRecord, YIELD_TOTAL } from './records.ts';

/** A stretch without samples inside one day, with its energy from the counters around it. */
export interface GapSpan {
  /** Start and end, device UTC ms. */
  from: number;
  to: number;
  wh: number;
  /** Average power (W) over the gap, ΔE/Δt: an estimate, never a curve. */
  w: number;
}

/**
 * Same-day gaps of one inverter series: consecutive records more than `stepMs` apart. The energy
 * comes from the YieldTotal difference (Wh); a decrease or a missing counter gives no estimate.
 */
export function findGaps(records: readonly SampleRecord[], key: string, stepMs: number): GapSpan[] {
  const gaps: GapSpan[] = [];
  let previous: { t: number; yt: number } | undefined;
  for (const record of records) {
    const series = record.s[key];
    if (!series) continue;
    const yt = series[YIELD_TOTAL] ?? Number.NaN;
    if (!Number.isFinite(yt) || yt <= 0) continue;
    if (previous && record.t - previous.t > stepMs && yt >= previous.yt) {
      const from = previous.t + stepMs;
      const wh = yt - previous.yt;
      gaps.push({ from, to: record.t, wh, w: (wh * 3_600_000) / (record.t - from) });
    }
    previous = { t: record.t, yt };
  }
  return gaps;
}
