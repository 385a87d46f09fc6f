import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet } from '../../net/client.ts';

/** Status polling of the limit and power dialogs: GET `path` now and every `intervalMs` while mounted. */
export function usePoll<T>(path: string, intervalMs: number): { data: T | undefined; refresh: () => void } {
  const [data, setData] = useState<T>();
  const pollNow = useRef<() => void>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      clearTimeout(timer);
      try {
        const answer = await apiGet<T>(path, { signal: controller.signal, suppressErrorPage: true });
        if (!controller.signal.aborted) setData(answer);
      } catch {
        // A missed poll is retried at the next interval.
      }
      if (!controller.signal.aborted) {
        clearTimeout(timer);
        timer = setTimeout(poll, intervalMs);
      }
    };
    pollNow.current = () => void poll();
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [path, intervalMs]);

  // After a command the status changes at once (to Pending); do not wait for the next interval.
  const refresh = useCallback(() => pollNow.current?.(), []);
  return { data, refresh };
}
