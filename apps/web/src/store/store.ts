import { useSyncExternalStore } from 'react';

/** A value plus change notification; just enough for `useSyncExternalStore`. */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Reads a slice of a store. The component re-renders only when the selected slice changes
 * (by `Object.is`), which is why stores replace only the objects that really changed.
 */
export function useStore<T, S>(store: Store<T>, selector: (state: T) => S): S {
  const getSnapshot = () => selector(store.get());
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
