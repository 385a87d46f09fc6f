import { rollupRecords } from './accumulator.ts';
import type { DeviceInstant } from './device-clock.ts';
import { DAY_MS, dayNumber, MINUTE_MS } from './device-time.ts';
import type { HistoryDb } from './storage.ts';

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
export async function rollupPending(db: HistoryDb, now: DeviceInstant): Promise<number> {
  const from = (await db.meta<number>('rolledTo')) ?? 0;
  const to = localMidnight(now);
  if (to <= from) return 0;
  const minutes = await db.samples('min', from, to);
  const quarters = rollupRecords(minutes, QUARTER_MS);
  await db.write({
    quarters,
    meta: { rolledTo: to },
    pruneMinutesBefore: to - MINUTE_DAYS * DAY_MS,
    pruneQuartersBefore: to - QUARTER_DAYS * DAY_MS,
  });
  return quarters.length;
}
