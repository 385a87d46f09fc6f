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

export interface LocaleStore {
  get(): Locale;
  set(locale: Locale): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The chosen locale, persisted as local key `locale`. When nothing is stored yet the detected
 * locale is stored right away, so the choice stays stable even if the browser language changes.
 */
export function createLocaleStore(storage: Storage, languages: readonly string[]): LocaleStore {
  const listeners = new Set<() => void>();
  const stored = storage.getItem(LOCALE_STORAGE_KEY);
  let current = isLocale(stored) ? stored : detectLocale(languages);
  if (stored !== current) storage.setItem(LOCALE_STORAGE_KEY, current);
  return {
    get: () => current,
    set(locale) {
      storage.setItem(LOCALE_STORAGE_KEY, locale);
      if (locale === current) return;
      current = locale;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's locale store; browsers without `navigator.languages` fall back to `language`. */
export const localeStore = createLocaleStore(
  localStorage,
  navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en'],
);
