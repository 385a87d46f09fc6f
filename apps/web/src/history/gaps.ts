import { POWER, type SampleRecord, YIELD_TOTAL } from '@dtu/recording';
import { seriesColumn, seriesValue } from './stored-layout.ts';

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

/** A gap found by `scanGaps`, of the inverter series `key`. */
export interface KeyedGap extends GapSpan {
  key: string;
}

export interface GapScan {
  /** Takes the next record (in time order). */
  feed(record: SampleRecord): void;
  /** The gaps of every inverter series fed, in the order they were found. */
  gaps(): KeyedGap[];
}

/**
 * Gaps of the inverter series (`i:…`, or only `only`): consecutive records of a series more than
 * `stepMs` apart. Fed one record at a time, so a long export can scan in slices; one pass for all
 * series, no allocation per record. The energy comes from the YieldTotal difference (Wh); a
 * decrease or a missing counter gives no estimate. The average power is taken over the whole time
 * between the two samples, so a gap of a minute cannot turn one watt-hour of counter resolution
 * into kilowatts, and it never exceeds the series' own peak over all records fed (no inverter
 * averages more than it ever delivers).
 */
export function scanGaps(stepMs: number, only?: string): GapScan {
  const scan = gapScanner(stepMs);
  // Read without the series' view where the record is lazy (a day's curve: 10 series a minute).
  const step = (record: SampleRecord, key: string) =>
    scan.take(key, record.t, seriesValue(record, key, POWER), seriesValue(record, key, YIELD_TOTAL));
  return {
    feed(record) {
      // One series: looked up, not searched for among the record's (71 for 10 six-input inverters).
      if (only !== undefined) return step(record, only);
      for (const key in record.s) if (key[0] === 'i') step(record, key);
    },
    gaps: scan.gaps,
  };
}

/** `scanGaps`'s arithmetic, fed a series' time, power and YieldTotal at a time (undefined: no such series). */
function gapScanner(stepMs: number) {
  const series = new Map<string, { peak: number; t: number; yt: number }>();
  const found: KeyedGap[] = [];
  return {
    take(key: string, t: number, power: number | undefined, total: number | undefined) {
      if (power === undefined) return;
      let seen = series.get(key);
      if (!seen) {
        seen = { peak: 0, t: Number.NaN, yt: Number.NaN };
        series.set(key, seen);
      }
      if (power > seen.peak) seen.peak = power;
      const yt = total ?? Number.NaN;
      if (!Number.isFinite(yt) || yt <= 0) return;
      if (t - seen.t > stepMs && yt >= seen.yt)
        found.push({ key, from: seen.t + stepMs, to: t, wh: yt - seen.yt, w: seen.t });
      seen.t = t;
      seen.yt = yt;
    },
    gaps: (): KeyedGap[] =>
      found.map((gap) => {
        // `w` held the time of the sample before the gap until the peak was known.
        const average = (gap.wh * 3_600_000) / (gap.to - gap.w);
        const peak = series.get(gap.key)?.peak ?? 0;
        return { ...gap, w: peak > 0 ? Math.min(peak, average) : average };
      }),
  };
}

/** Gaps of one inverter series over all records at once (`scanGaps`' arithmetic on its columns). */
export function findGaps(records: readonly SampleRecord[], key: string, stepMs: number): GapSpan[] {
  const scan = gapScanner(stepMs);
  const power = seriesColumn(records, key, POWER);
  const total = seriesColumn(records, key, YIELD_TOTAL);
  for (let i = 0; i < records.length; i++) scan.take(key, (records[i] as SampleRecord).t, power[i], total[i]);
  return scan.gaps().map(({ from, to, wh, w }) => ({ from, to, wh, w }));
}

/** A gap's part inside `[from, to)` (a day), its energy in proportion to the time; undefined outside. */
export function clipGap(gap: GapSpan, from: number, to: number): GapSpan | undefined {
  const start = Math.max(gap.from, from);
  const end = Math.min(gap.to, to);
  if (end <= start) return undefined;
  return { from: start, to: end, w: gap.w, wh: (gap.wh * (end - start)) / (gap.to - gap.from) };
}
