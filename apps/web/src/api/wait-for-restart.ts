import { FIRMWARE_STATUS_POLL_MS } from '@dtu/contract';
import { apiHeaders } from './client.ts';

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
 * Polls `/api/system/status` every second with the session's headers (spec 000 §7) until the
 * device answers from a boot that happened after `since`. Comparing the uptime with the elapsed
 * time avoids mistaking the last answer before the restart for the device being back. A 401 also
 * means it is back (e.g. a factory reset restored the default password); the next call logs in.
 */
export async function waitForRestart(options: WaitForRestartOptions = {}): Promise<void> {
  const { pollMs = FIRMWARE_STATUS_POLL_MS, signal, fetcher = fetch, now = Date.now } = options;
  const since = options.since ?? now();
  for (;;) {
    await sleep(pollMs, signal);
    try {
      const response = await fetcher('/api/system/status', {
        cache: 'no-store',
        headers: apiHeaders(),
        signal,
      });
      if (response.status === 401) return;
      if (!response.ok) continue;
      const status = (await response.json()) as { uptime?: unknown };
      const elapsedS = (now() - since) / 1000;
      if (typeof status.uptime !== 'number' || status.uptime <= elapsedS + 1) return;
    } catch (error) {
      if (signal?.aborted) throw error;
      // Not answering yet: the device is still restarting.
    }
  }
}
