import type { Locale } from './define-messages.ts';

/** One message key (or text) per plural category our locales use. */
export interface PluralForms<T> {
  one: T;
  other: T;
}

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * Picks the form `Intl.PluralRules` selects for `count`: English and German use "one" for 1
 * only, French also for 0 and fractions below 2. French "many" (round millions) takes "other".
 */
export function selectPlural<T>(locale: Locale, count: number, forms: PluralForms<T>): T {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count) === 'one' ? forms.one : forms.other;
}
