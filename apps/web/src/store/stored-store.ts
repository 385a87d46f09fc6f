import { createStore, type Store } from './store.ts';

/**
 * A store kept in localStorage under `key` as JSON: `set` writes it (storage full or disabled:
 * the value holds for this visit), other tabs follow through the `storage` event. `parse` checks
 * what was stored (it may throw on garbage); undefined, nothing stored or garbage gives `fallback`.
 */
export function storedStore<T>(key: string, parse: (value: unknown) => T | undefined, fallback: T): Store<T> {
  const read = () => {
    try {
      const text = localStorage.getItem(key);
      return text === null ? fallback : (parse(JSON.parse(text)) ?? fallback);
    } catch {
      return fallback;
    }
  };
  const store = createStore(read());
  if (typeof addEventListener !== 'undefined')
    addEventListener('storage', (event) => {
      if (event.key === key) store.set(read());
    });
  return {
    ...store,
    set(value) {
      store.set(value);
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {}
    },
  };
}

/**
 * `store` with every `set` also written to `storage` under `key` as plain text (the locale, the
 * theme): read once at start by its owner, unlike `storedStore` not JSON and not followed across tabs.
 */
export function writtenThrough<T extends string>(store: Store<T>, storage: Storage, key: string): Store<T> {
  return {
    ...store,
    set(value) {
      storage.setItem(key, value);
      store.set(value);
    },
  };
}
