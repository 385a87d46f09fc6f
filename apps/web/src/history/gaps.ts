import { type SampleRecord, YIELD_TOTAL } from './records.ts';

/** A stretch without samples inside one day, with its energy from the counters around it. */
export interface GapSpan {
  fromT: number;
  toT: number;
  wh: number;
  /** Average power over the gap, ΔE/Δt: an estimate, never a curve. */
  averageW: number;
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
      const fromT = previous.t + stepMs;
      const wh = yt - previous.yt;
      gaps.push({ fromT, toT: record.t, wh, averageW: (wh * 3_600_000) / (record.t - fromT) });
    }
    previous = { t: record.t, yt };
  }
  return gaps;
}
