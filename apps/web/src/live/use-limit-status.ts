import type { LimitStatus, LimitStatusEntry } from '@dtu/contract';
import { useEffect, useState } from 'react';
import { apiGet } from '../net/client.ts';

const LONGEST_POLL_MS = 60_000;

/** One answer of `/api/limit/status` for one inverter, and when it arrived (browser clock, ms). */
export interface LimitStatusRead {
  status: LimitStatusEntry;
  readAtMs: number;
}

/**
 * Reads `/api/limit/status` for one inverter after a request (`sinceMs`) until the device reports
 * Ok: after half a second, then waiting twice as long each time, at most a minute. A failed read
 * keeps the last answer. Afterwards the live data tell.
 */
export function useLimitStatusUntilSettled(
  serial: string,
  sinceMs: number | undefined,
): LimitStatusRead | undefined {
  const [read, setRead] = useState<LimitStatusRead>();
  useEffect(() => {
    setRead(undefined);
    if (sinceMs === undefined) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = (delayMs: number) => {
      timer = setTimeout(async () => {
        const next = await apiGet<LimitStatus>('/api/limit/status', { suppressErrorPage: true }).then(
          (status) => status[serial],
          () => undefined,
        );
        if (!live) return;
        if (next) setRead({ status: next, readAtMs: Date.now() });
        if (next?.limit_set_status !== 'Ok') poll(Math.min(delayMs * 2, LONGEST_POLL_MS));
      }, delayMs);
    };
    poll(500);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [serial, sinceMs]);
  return read;
}
