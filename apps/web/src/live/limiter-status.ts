import { type PowerLimiterStatus, parseDecimalSerial } from '@dtu/contract';
import { useEffect } from 'react';
import { apiGet } from '../api/client.ts';
import { createStore, useStore } from '../store/store.ts';

/** The power limiter's settings from the public `/api/powerlimiter/status`, read at most once a minute. */
const limiterStatus = createStore<PowerLimiterStatus | undefined>(undefined);
const MAX_AGE_MS = 60_000;
let readAtMs = Number.NEGATIVE_INFINITY;

async function refresh(now: number): Promise<void> {
  if (now - readAtMs < MAX_AGE_MS) return;
  readAtMs = now;
  try {
    limiterStatus.set(
      await apiGet<PowerLimiterStatus>('/api/powerlimiter/status', { suppressErrorPage: true }),
    );
  } catch {
    readAtMs = Number.NEGATIVE_INFINITY;
  }
}

export function useLimiterStatus(): PowerLimiterStatus | undefined {
  useEffect(() => void refresh(Date.now()), []);
  return useStore(limiterStatus, (status) => status);
}

/** Lower-case hex serial of the inverter the limiter drives, when it is enabled. */
export function governedSerial(status: PowerLimiterStatus | undefined): string | undefined {
  if (!status?.enabled) return undefined;
  const serial = parseDecimalSerial(String(status.inverter_serial));
  return serial > 0n ? serial.toString(16) : undefined;
}
