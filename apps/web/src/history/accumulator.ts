import { MINUTE_MS } from './device-time.ts';
import type { SampleRecord, Series } from './records.ts';

/** How a field folds within a minute: mean, maximum or the last value. */
export const MEAN = 0;
export const MAX = 1;
export const LAST = 2;
export type FoldOp = typeof MEAN | typeof MAX | typeof LAST;

export const INV_OPS: readonly FoldOp[] = [MEAN, MAX, MEAN, MEAN, MEAN, LAST, LAST, LAST, MEAN, MEAN];
export const INPUT_OPS: readonly FoldOp[] = [MEAN, MAX, MEAN, MEAN, LAST];
export const SITE_OPS: readonly FoldOp[] = [MEAN, LAST, MEAN, MEAN, LAST, LAST];

interface FieldAcc {
  ops: readonly FoldOp[];
  wide: boolean;
  sum: number[];
  n: number[];
}

/** One minute being filled: per series the running sums / maxima / last values. */
export interface MinuteAcc {
  t: number;
  o: number;
  series: Map<string, FieldAcc>;
}

export function startMinute(utcMs: number, offsetMin: number): MinuteAcc {
  return { t: Math.floor(utcMs / MINUTE_MS) * MINUTE_MS, o: offsetMin, series: new Map() };
}

/** Folds one sample (NaN = not present) of a series into the minute. */
export function foldSample(
  minute: MinuteAcc,
  key: string,
  values: readonly number[],
  ops: readonly FoldOp[],
  wide: boolean,
): void {
  let acc = minute.series.get(key);
  if (!acc) {
    acc = { ops, wide, sum: ops.map(() => 0), n: ops.map(() => 0) };
    minute.series.set(key, acc);
  }
  ops.forEach((op, i) => {
    const value = values[i] ?? Number.NaN;
    if (!Number.isFinite(value)) return;
    const n = acc.n[i] ?? 0;
    const old = acc.sum[i] ?? 0;
    acc.sum[i] = op === MEAN ? old + value : op === MAX ? (n === 0 ? value : Math.max(old, value)) : value;
    acc.n[i] = n + 1;
  });
}

/** The finished minute as a stored record (means divided out, missing fields NaN). */
export function finishMinute(minute: MinuteAcc): SampleRecord {
  const s: Record<string, Series> = {};
  for (const [key, acc] of minute.series) {
    const out = acc.wide ? new Float64Array(acc.ops.length) : new Float32Array(acc.ops.length);
    acc.ops.forEach((op, i) => {
      const n = acc.n[i] ?? 0;
      const sum = acc.sum[i] ?? 0;
      out[i] = n === 0 ? Number.NaN : op === MEAN ? sum / n : sum;
    });
    s[key] = out;
  }
  return { t: minute.t, o: minute.o, c: 1, s };
}

/** Rolls minute (or quarter) records into one record per `spanMs` bucket, weighting by `c`. */
export function rollupRecords(
  records: readonly SampleRecord[],
  spanMs: number,
  opsFor: (key: string) => readonly FoldOp[],
): SampleRecord[] {
  const buckets = new Map<number, SampleRecord[]>();
  for (const record of records) {
    const start = Math.floor(record.t / spanMs) * spanMs;
    const list = buckets.get(start) ?? [];
    list.push(record);
    buckets.set(start, list);
  }
  const out: SampleRecord[] = [];
  for (const [t, list] of [...buckets].sort((a, b) => a[0] - b[0])) {
    const keys = new Set(list.flatMap((record) => Object.keys(record.s)));
    const s: Record<string, Series> = {};
    for (const key of keys) {
      const ops = opsFor(key);
      const first = list.find((record) => record.s[key])?.s[key];
      const result =
        first instanceof Float64Array ? new Float64Array(ops.length) : new Float32Array(ops.length);
      ops.forEach((op, i) => {
        let sum = 0;
        let weight = 0;
        let value = Number.NaN;
        for (const record of list) {
          const v = record.s[key]?.[i];
          if (v === undefined || !Number.isFinite(v)) continue;
          if (op === MEAN) {
            sum += v * record.c;
            weight += record.c;
          } else value = op === MAX && Number.isFinite(value) ? Math.max(value, v) : v;
        }
        result[i] = op === MEAN ? (weight > 0 ? sum / weight : Number.NaN) : value;
      });
      s[key] = result;
    }
    out.push({ t, o: list[0]?.o ?? 0, c: list.reduce((n, record) => n + record.c, 0), s });
  }
  return out;
}
