import { areaForm, type LimiterView, normaliseLimiterStatus, runsFromBattery } from '@dtu/contract';
import { useEffect } from 'react';
import { apiGet } from '../net/client.ts';
import { currentGeneration, probeGeneration } from '../net/generation.ts';
import { createStore, useStore } from '../store/store.ts';

/**
 * The power limiter's status (`/api/powerlimiter/status`, normalised: the inverters it governs and
 * its rules), read at most once a minute: `undefined` until the first read ends, `null` when the
 * device did not answer it, or when its firmware generation has no limiter we know (plain OpenDTU,
 * an unknown firmware).
 */
const limiterStatus = createStore<LimiterView | null | undefined>(undefined);
const MAX_AGE_MS = 60_000;
let readAtMs = Number.NEGATIVE_INFINITY;

/** Reads the status unless a read started within the last minute. */
export async function refreshLimiterStatus(now = Date.now()): Promise<void> {
  if (now - readAtMs < MAX_AGE_MS) return;
  readAtMs = now;
  await probeGeneration();
  const generation = currentGeneration();
  if (generation === undefined) {
    // Not known yet: the next use asks again.
    readAtMs = Number.NEGATIVE_INFINITY;
    return;
  }
  // The limiter's form in the generation's row is the shape of its status, which
  // `normaliseLimiterStatus` reads; a generation without one has no limiter we know.
  if (!areaForm('powerlimiter', generation)) {
    limiterStatus.set(null);
    return;
  }
  try {
    // A background read: 2026.03.31 wants the read-only login here, and a 401 must not leave the page.
    limiterStatus.set(
      normaliseLimiterStatus(await apiGet<unknown>('/api/powerlimiter/status', { quiet: true })),
    );
  } catch {
    readAtMs = Number.NEGATIVE_INFINITY;
    if (limiterStatus.get() === undefined) limiterStatus.set(null);
  }
}

/** The last status read (see `limiterStatus`), for code outside React. */
export const getLimiterStatus = () => limiterStatus.get();

export function useLimiterStatus(): LimiterView | null | undefined {
  useEffect(() => void refreshLimiterStatus(), []);
  return useStore(limiterStatus, (status) => status);
}

/** Lower-case hex serials of the inverters the limiter drives (none while it is disabled). */
export const governedSerials = (status: LimiterView | null | undefined): ReadonlySet<string> =>
  new Set(status?.governed.map((inverter) => inverter.serial));

/** Lower-case hex serials of the governed inverters the battery feeds (not their own modules). */
export const batterySerials = (status: LimiterView | null | undefined): ReadonlySet<string> =>
  new Set(
    status?.governed.filter((inverter) => runsFromBattery(inverter)).map((inverter) => inverter.serial),
  );
