import { useSyncExternalStore } from 'react';

/** Bootstrap's `md` breakpoint: below it the inverter tabs sit above the panel, not beside it. */
const QUERY = '(min-width: 768px)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

const isWide = () => window.matchMedia?.(QUERY).matches ?? true;

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide);
}
