import { useCallback, useEffect, useRef } from 'react';

/**
 * The abort signal of the component's current mount, read when work starts: aborted on unmount
 * (work in flight, such as an upload, stops), a fresh one on every mount. The getter is stable.
 */
export function useLifetimeSignal(): () => AbortSignal {
  const lifetime = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);
  return useCallback(() => lifetime.current.signal, []);
}
