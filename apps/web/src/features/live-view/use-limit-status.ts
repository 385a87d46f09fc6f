import type { LimitStatus, LimitStatusEntry } from '@dtu/contract';
import { useEffect, useState } from 'react';
import { apiGet } from '../../api/client.ts';

const FIRST_POLL_MS = 1000;
const LONGEST_POLL_MS = 60_000;

/**
 * Reads `/api/limit/status` for one inverter after a request (`sinceMs`) until the device reports
 * Ok, waiting twice as long after each answer, at most a minute; afterwards the live data tell.
 */
export function useLimitStatusUntilSettled(
  serial: string,
  sinceMs: number | undefined,
): LimitStatusEntry | undefined {
  const [entry, setEntry] = useState<LimitStatusEntry>();
  useEffect(() => {
    setEntry(undefined);
    if (sinceMs === undefined) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (delayMs: number) => {
      try {
        const status = await apiGet<LimitStatus>('/api/limit/status', {
          signal: controller.signal,
          suppressErrorPage: true,
        });
        if (controller.signal.aborted) return;
        const next = status[serial];
        setEntry(next);
        if (next?.limit_set_status === 'Ok') return;
      } catch {
        if (controller.signal.aborted) return;
      }
      timer = setTimeout(() => poll(Math.min(delayMs * 2, LONGEST_POLL_MS)), delayMs);
    };
    void poll(FIRST_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [serial, sinceMs]);
  return entry;
}
