import { MINUTE_MS } from './device-time.ts';
import type { SampleRecord, Series } from './records.ts';

/** How a field folds within a minute: mean, maximum or the last value. */
export const MEAN = 0;
export const MAX = 1;
export const LAST = 2;
export type FoldOp = typeof MEAN | typeof MAX | typeof LAST;

const INV_OPS: readonly FoldOp[] = [MEAN, MAX, MEAN, MEAN, MEAN, LAST, LAST, LAST, MEAN, MEAN];
const INPUT_OPS: readonly FoldOp[] = [MEAN, MAX, MEAN, MEAN, LAST];
const SITE_OPS: readonly FoldOp[] = [MEAN, LAST, MEAN, MEAN, LAST, LAST];

export function opsFor(key: string): readonly FoldOp[] {
  return key.startsWith('i:') ? INV_OPS : key.startsWith('c:') ? INPUT_OPS : SITE_OPS;
}

/** One minute being filled: its samples (NaN = not present), folded when the minute ends. */
export interface MinuteAcc {
  t: number;
  o: number;
  samples: SampleRecord[];
}

export function startMinute(utcMs: number, offsetMin: number): MinuteAcc {
  return { t: Math.floor(utcMs / MINUTE_MS) * MINUTE_MS, o: offsetMin, samples: [] };
}

/** Adds one sample of a series (field order of `opsFor(key)`) to the minute. */
export function foldSample(minute: MinuteAcc, key: string, values: readonly number[]): void {
  minute.samples.push({ t: minute.t, o: minute.o, c: 1, s: { [key]: values as unknown as Series } });
}

/** The finished minute as a stored record (means, maxima, last values; missing fields NaN). */
export function finishMinute(minute: MinuteAcc): SampleRecord {
  return { t: minute.t, o: minute.o, c: 1, s: rollupRecords(minute.samples, MINUTE_MS)[0]?.s ?? {} };
}

/**
 * Folds records into one record per `spanMs` bucket, means weighted by `c`. Inverter series
 * are Float64Array (counters in Wh need the precision), the others Float32Array.
 */
export function rollupRecords(records: readonly SampleRecord[], spanMs: number): SampleRecord[] {
  const buckets = new Map<number, SampleRecord[]>();
  for (const record of records) {
    const start = Math.floor(record.t / spanMs) * spanMs;
    buckets.set(start, [...(buckets.get(start) ?? []), record]);
  }
  return [...buckets]
    .sort((a, b) => a[0] - b[0])
    .map(([t, list]) => {
      const s: Record<string, Series> = {};
      for (const key of new Set(list.flatMap((record) => Object.keys(record.s)))) {
        const ops = opsFor(key);
        const result = new (key.startsWith('i:') ? Float64Array : Float32Array)(ops.length);
        ops.forEach((op, i) => {
          let sum = 0;
          let weight = 0;
          let value = Number.NaN;
          for (const record of list) {
            const v = record.s[key]?.[i];
            if (v === undefined || !Number.isFinite(v)) continue;
            sum += v * record.c;
            weight += record.c;
            value = op === MAX && weight > record.c ? Math.max(value, v) : v;
          }
          result[i] = op === MEAN && weight ? sum / weight : value;
        });
        s[key] = result;
      }
      return { t, o: list[0]?.o ?? 0, c: list.reduce((n, record) => n + record.c, 0), s };
    });
}
