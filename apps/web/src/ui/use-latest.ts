import { useEffect, useRef } from 'react';

/** A ref that always holds the latest value, so timers need not restart when a callback changes. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
