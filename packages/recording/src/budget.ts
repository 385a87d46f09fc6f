import { DAY_MS } from './device-time.ts';
import type { RecordStore } from './record-store.ts';
import type { SampleRecord } from './records.ts';
import { MINUTE_DAYS, QUARTER_MS, rollupRecords } from './rollup.ts';

/**
 * What the history may take of the browser's storage (sample bytes by `recordBytes`), issue
 * #27's 100 MB. In the v3 layout a minute or quarter of 10 six-input inverters takes 2 kB: the
 * full tiers (62 days of minutes, 731 of quarters) of such an installation would take 314 MB,
 * so it keeps 7 days of minutes and about 14 months of quarters; up to three such inverters
 * keep both tiers whole.
 */
export const STORAGE_BUDGET_BYTES = 100 * 1024 * 1024;
/** Minute records of the newest days that thinning never takes. */
export const KEEP_MINUTE_DAYS = 7;

const END = 2 ** 53;

/**
 * Brings the stored samples under `budgetBytes`, finest tier first: minute records oldest day
 * first (after rolling them into the quarters that are missing), never the newest `keepDays`;
 * then quarters oldest day first, never the newest 62 days. Day summaries stay. Returns the
 * bytes stored after.
 */
export async function thinToBudget(
  db: RecordStore,
  bytes: number,
  budgetBytes = STORAGE_BUDGET_BYTES,
  keepDays = KEEP_MINUTE_DAYS,
): Promise<number> {
  for (const [store, keep] of [
    ['min', keepDays],
    ['q', MINUTE_DAYS],
  ] as const) {
    const [newest] = await db.around(store, END, END);
    if (!newest) continue;
    const cutoff = newest.t - keep * DAY_MS;
    let oldest = (await db.around(store, 0, 0))[1]?.t;
    while (bytes > budgetBytes && oldest !== undefined) {
      // Whole quarters, so every rolled quarter sees all of its minutes.
      const end = Math.floor(Math.min(cutoff, oldest + DAY_MS) / QUARTER_MS) * QUARTER_MS;
      if (end <= oldest) break;
      let quarters: SampleRecord[] = [];
      if (store === 'min') {
        const have = new Set((await db.samples('q', oldest, end)).map((q) => q.t));
        quarters = rollupRecords(await db.samples('min', oldest, end), QUARTER_MS).filter(
          (q) => !have.has(q.t),
        );
      }
      bytes = await db.write({ q: quarters, prune: store === 'min' ? [end] : [undefined, end] });
      oldest = (await db.around(store, end, end))[1]?.t;
    }
  }
  return bytes;
}
