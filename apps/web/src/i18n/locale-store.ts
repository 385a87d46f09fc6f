import { createStore, type Store } from '../store/store.ts';
import { writtenThrough } from '../store/stored-store.ts';
import { LOCALES, type Locale } from './define-messages.ts';

export const LOCALE_STORAGE_KEY = 'locale';

function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** First browser language whose primary tag we support (`de-AT` → `de`), else English. */
export function detectLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.slice(0, 2).toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

export type LocaleStore = Store<Locale>;

/**
 * The chosen locale, persisted as local key `locale`. When nothing is stored yet the detected
 * locale is stored right away, so the choice stays stable even if the browser language changes.
 */
export function createLocaleStore(storage: Storage, languages: readonly string[]): LocaleStore {
  const stored = storage.getItem(LOCALE_STORAGE_KEY);
  const initial = isLocale(stored) ? stored : detectLocale(languages);
  if (stored !== initial) storage.setItem(LOCALE_STORAGE_KEY, initial);
  return writtenThrough(createStore<Locale>(initial), storage, LOCALE_STORAGE_KEY);
}

/** The app's locale store; browsers without `navigator.languages` fall back to `language`. */
export const localeStore = createLocaleStore(
  localStorage,
  navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en'],
);
