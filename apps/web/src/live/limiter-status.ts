import { type PowerLimiterStatus, parseDecimalSerial } from '@dtu/contract';
import { useEffect } from 'react';
import { apiGet } from '../net/client.ts';
import { currentGeneration, probeGeneration } from '../net/generation.ts';
import { createStore, useStore } from '../store/store.ts';

/**
 * The power limiter's settings from the public `/api/powerlimiter/status`, read at most once a
 * minute: `undefined` until the first read ends, `null` when the device did not answer it, or
 * when its firmware generation has no such path (plain OpenDTU) or another shape there (2026.03.31).
 */
const limiterStatus = createStore<PowerLimiterStatus | null | undefined>(undefined);
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
  // The 2024 status shape (one governed inverter) is 2024.05.03's only; 2026.03.31 governs a list.
  if (generation !== 'onbattery-2024.05.03') {
    limiterStatus.set(null);
    return;
  }
  try {
    limiterStatus.set(
      await apiGet<PowerLimiterStatus>('/api/powerlimiter/status', { suppressErrorPage: true }),
    );
  } catch {
    readAtMs = Number.NEGATIVE_INFINITY;
    if (limiterStatus.get() === undefined) limiterStatus.set(null);
  }
}

/** The last status read (see `limiterStatus`), for code outside React. */
export const getLimiterStatus = () => limiterStatus.get();

export function useLimiterStatus(): PowerLimiterStatus | null | undefined {
  useEffect(() => void refreshLimiterStatus(), []);
  return useStore(limiterStatus, (status) => status);
}

/** Lower-case hex serial of the inverter the limiter drives, when it is enabled. */
export function governedSerial(status: PowerLimiterStatus | null | undefined): string | undefined {
  if (!status?.enabled) return undefined;
  const serial = parseDecimalSerial(String(status.inverter_serial));
  return serial > 0n ? serial.toString(16) : undefined;
}

/** Whether the governed inverter is fed by the battery (not by its own modules). */
export const governedByBattery = (status: PowerLimiterStatus | null | undefined): boolean =>
  governedSerial(status) !== undefined && status?.is_inverter_solar_powered === false;
