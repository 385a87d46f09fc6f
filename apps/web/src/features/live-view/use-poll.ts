import { useCallback, useEffect, useState } from 'react';
import { apiGet } from '../../api/client.ts';

/** Status polling of the limit and power dialogs: GET `path` now and every `intervalMs` while mounted. */
export function usePoll<T>(path: string, intervalMs: number): { data: T | undefined; refresh: () => void } {
  const [data, setData] = useState<T>();
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const answer = await apiGet<T>(path, { signal: controller.signal, suppressErrorPage: true });
        if (!controller.signal.aborted) setData(answer);
      } catch {
        // A missed poll is retried at the next interval.
      }
      if (!controller.signal.aborted) timer = setTimeout(poll, intervalMs);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // `tick` restarts the cycle right after a command was sent.
  }, [path, intervalMs, tick]);

  return { data, refresh };
}
