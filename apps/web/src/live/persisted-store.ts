import { createStore, type Store } from './store.ts';

/**
 * A store kept in localStorage as JSON under `key`. `parse` shapes what an earlier visit stored
 * (it may throw on garbage); anything unreadable starts as `empty`. A full or disabled storage
 * keeps changes for this visit only.
 */
export function persistedStore<T>(key: string, empty: T, parse: (stored: unknown) => T): Store<T> {
  let initial = empty;
  try {
    initial = parse(JSON.parse(localStorage.getItem(key) ?? ''));
  } catch {}
  const store = createStore(initial);
  const set = store.set;
  store.set = (next) => {
    set(next);
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {}
  };
  return store;
}
