import { FIRMWARE_STATUS_POLL_MS } from '@dtu/contract';
import { apiHeaders } from '../net/client.ts';

export interface WaitForRestartOptions {
  /** When the device promised to restart (its answer arrived), in ms since the epoch. */
  since?: number;
  pollMs?: number;
  signal?: AbortSignal;
  fetcher?: typeof fetch;
  now?: () => number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Polls `/api/system/status` every second with the session's headers (docs/product/frame-and-live.md §7) until the
 * device answers from a boot that happened after `since`. The device restarts about a second
 * after its answer, so the first poll may still reach the old boot: an answer counts only once
 * the device was seen down (no answer, or a failing one), or its uptime fell below one seen
 * earlier in this wait, or its whole uptime (rounded up) fits into the time since `since`. Uptime alone is not
 * enough on a device that has just booted (its old uptime is as short as the elapsed time). A 401
 * also means it is back (e.g. a factory reset restored the default password); the next call logs in.
 */
export async function waitForRestart(options: WaitForRestartOptions = {}): Promise<void> {
  const { pollMs = FIRMWARE_STATUS_POLL_MS, signal, fetcher = fetch, now = Date.now } = options;
  const since = options.since ?? now();
  let wentDown = false;
  let lastUptime: number | undefined;
  for (;;) {
    await sleep(pollMs, signal);
    try {
      const response = await fetcher('/api/system/status', {
        cache: 'no-store',
        headers: apiHeaders(),
        signal,
      });
      if (response.status === 401) return;
      if (!response.ok) {
        wentDown = true;
        continue;
      }
      const { uptime } = (await response.json()) as { uptime?: unknown };
      if (typeof uptime !== 'number') return;
      const elapsedS = (now() - since) / 1000;
      if (wentDown || (lastUptime !== undefined && uptime < lastUptime) || uptime + 1 <= elapsedS) return;
      lastUptime = uptime;
    } catch (error) {
      if (signal?.aborted) throw error;
      // Not answering yet: the device is still restarting.
      wentDown = true;
    }
  }
}
