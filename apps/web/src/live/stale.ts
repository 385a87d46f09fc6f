import { LIVE_DATA_WAIT_S } from '@dtu/contract';

/**
 * The device re-sends each inverter, the totals and the OnBattery blocks at least every 10 s
 * (`LIVE_DATA_WAIT_S`); 3 s more for the send beat and a busy browser, then the data is stale.
 */
export const STALE_AFTER_MS = (LIVE_DATA_WAIT_S + 3) * 1000;

/** Whole seconds since `arrivedAtMs` once that is older than the device's promise, else 0. */
export function staleSeconds(arrivedAtMs: number | undefined, now: number): number {
  return arrivedAtMs === undefined || now - arrivedAtMs <= STALE_AFTER_MS
    ? 0
    : Math.floor((now - arrivedAtMs) / 1000);
}
