import { useMemo, useSyncExternalStore } from 'react';
import type { Locale } from './define-messages.ts';
import { type Formatters, formattersFor } from './format.ts';
import { localeStore } from './locale-store.ts';
import { type MessageKey, type MessageParams, translate } from './translate.ts';

export interface I18n {
  locale: Locale;
  t(key: MessageKey, params?: MessageParams): string;
  format: Formatters;
}

/** Texts and formatters of the current locale; the component re-renders when the locale changes. */
export function useI18n(): I18n {
  const locale = useSyncExternalStore(localeStore.subscribe, localeStore.get);
  return useMemo(
    () => ({
      locale,
      t: (key: MessageKey, params?: MessageParams) => translate(locale, key, params),
      format: formattersFor(locale),
    }),
    [locale],
  );
}
