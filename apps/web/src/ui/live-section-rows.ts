import type { LiveEntry } from '@dtu/contract';
import { hasMessage } from '../i18n/translate.ts';
import type { I18n } from '../i18n/use-i18n.ts';
import type { PropertyRow } from './property-table.tsx';

/** The translated text of `key` when the registry has it, otherwise `fallback` as sent. */
export function textOr(t: I18n['t'], key: string, fallback: string): string {
  return hasMessage(key) ? t(key) : fallback;
}

/**
 * One section of a live view (charge controller, battery, grid charger) as property rows: the
 * label from `<prefix><name>` when known, numbers with their decimals, texts translated where
 * the firmware allows it (`translate`) and a translation exists.
 */
export function liveSectionRows(
  { t, format }: Pick<I18n, 't' | 'format'>,
  prefix: string,
  entries: Readonly<Record<string, LiveEntry>>,
): PropertyRow[] {
  return Object.entries(entries).map(([name, entry]) => {
    const label = textOr(t, prefix + name, name);
    if ('v' in entry) return { key: name, label, value: format.decimal(entry.v, entry.d), unit: entry.u };
    const value = entry.translate ? textOr(t, `liveText.${entry.value}`, entry.value) : entry.value;
    return { key: name, label, value };
  });
}
