import { POWER, type SampleRecord, YIELD_TOTAL } from './records.ts';

/** A stretch without samples, with its energy from the counters around it. */
export interface GapSpan {
  /** Start and end, device UTC ms. */
  from: number;
  to: number;
  wh: number;
  /**
   * Average power (W) over the gap: ΔE over the time between the samples around it (an
   * estimate, never a curve), at most the highest power the series showed in `records`.
   */
  w: number;
}

/**
 * Gaps of one inverter series: consecutive records more than `stepMs` apart. The energy comes
 * from the YieldTotal difference (Wh); a decrease or a missing counter gives no estimate. The
 * average power is taken over the whole time between the two samples, so a gap of a minute
 * cannot turn one watt-hour of counter resolution into kilowatts, and it never exceeds the
 * series' own peak (no inverter averages more than it ever delivers).
 */
export function findGaps(records: readonly SampleRecord[], key: string, stepMs: number): GapSpan[] {
  const gaps: GapSpan[] = [];
  let peak = 0;
  for (const record of records) {
    const power = record.s[key]?.[POWER] ?? Number.NaN;
    if (power > peak) peak = power;
  }
  let previous: { t: number; yt: number } | undefined;
  for (const record of records) {
    const series = record.s[key];
    if (!series) continue;
    const yt = series[YIELD_TOTAL] ?? Number.NaN;
    if (!Number.isFinite(yt) || yt <= 0) continue;
    if (previous && record.t - previous.t > stepMs && yt >= previous.yt) {
      const wh = yt - previous.yt;
      const average = (wh * 3_600_000) / (record.t - previous.t);
      const w = peak > 0 ? Math.min(peak, average) : average;
      gaps.push({ from: previous.t + stepMs, to: record.t, wh, w });
    }
    previous = { t: record.t, yt };
  }
  return gaps;
}

/** A gap's part inside `[from, to)` (a day), its energy in proportion to the time; undefined outside. */
export function clipGap(gap: GapSpan, from: number, to: number): GapSpan | undefined {
  const start = Math.max(gap.from, from);
  const end = Math.min(gap.to, to);
  if (end <= start) return undefined;
  return { from: start, to: end, w: gap.w, wh: (gap.wh * (end - start)) / (gap.to - gap.from) };
}
