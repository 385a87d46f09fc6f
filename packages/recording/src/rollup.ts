import type { DeviceInstant } from './device-clock.ts';
import { DAY_MS, dayNumber, MINUTE_MS } from './device-time.ts';
import type { RecordStore } from './record-store.ts';
import type { SampleRecord, Series } from './records.ts';

/** Retention of the tiers: minutes 62 days, quarters 2 years, day summaries forever. */
export const MINUTE_DAYS = 62;
export const QUARTER_DAYS = 731;
export const QUARTER_MS = 15 * MINUTE_MS;

/** UTC ms of the device-local midnight starting the current day. */
export function localMidnight(now: DeviceInstant): number {
  return dayNumber(now.utcMs, now.offsetMin) * DAY_MS - now.offsetMin * MINUTE_MS;
}

/**
 * Rolls every minute of the finished days not yet rolled into 15-minute records and drops what
 * is past its tier's retention; run at start and after each device-local midnight.
 */
export async function rollupPending(db: RecordStore, now: DeviceInstant): Promise<number> {
  const from = (await db.meta<number>('rolledTo')) ?? 0;
  const to = localMidnight(now);
  if (to <= from) return 0;
  const minutes = await db.samples('min', from, to);
  const quarters = rollupRecords(minutes, QUARTER_MS);
  await db.write({
    q: quarters,
    meta: { rolledTo: to },
    prune: [to - MINUTE_DAYS * DAY_MS, to - QUARTER_DAYS * DAY_MS],
  });
  return quarters.length;
}

/** How each field folds, by series kind (`i:`, `c:`, `site`): `a` mean, `x` maximum, `l` last value. */
const OPS: Readonly<Record<string, string>> = { i: 'axaaalllaa', c: 'axaal', s: 'alaall' };

/**
 * Folds records into one record per `spanMs` bucket, means weighted by `c`. Inverter series
 * are Float64Array (counters in Wh need the precision), the others Float32Array.
 */
export function rollupRecords(records: readonly SampleRecord[], spanMs: number): SampleRecord[] {
  const buckets = new Map<number, SampleRecord[]>();
  for (const record of records) {
    const start = Math.floor(record.t / spanMs) * spanMs;
    const list = buckets.get(start);
    if (list) list.push(record);
    else buckets.set(start, [record]);
  }
  return [...buckets]
    .sort((a, b) => a[0] - b[0])
    .map(([t, list]) => {
      // Each series folds only the records that carry it (a minute holds one per message).
      const bySeries = new Map<string, SampleRecord[]>();
      for (const record of list)
        for (const key in record.s) {
          const carrying = bySeries.get(key);
          if (carrying) carrying.push(record);
          else bySeries.set(key, [record]);
        }
      const s: Record<string, Series> = {};
      for (const [key, carrying] of bySeries) {
        const ops = [...(OPS[key[0] ?? ''] ?? '')];
        const result = new (key[0] === 'i' ? Float64Array : Float32Array)(ops.length);
        ops.forEach((op, i) => {
          let sum = 0;
          let weight = 0;
          let value = Number.NaN;
          for (const record of carrying) {
            const v = record.s[key]?.[i];
            if (v === undefined || !Number.isFinite(v)) continue;
            sum += v * record.c;
            weight += record.c;
            value = op === 'x' && weight > record.c ? Math.max(value, v) : v;
          }
          result[i] = op === 'a' && weight ? sum / weight : value;
        });
        s[key] = result;
      }
      return { t, o: list[0]?.o ?? 0, c: list.reduce((n, record) => n + record.c, 0), s };
    });
}
