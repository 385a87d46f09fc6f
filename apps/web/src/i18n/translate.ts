import type { Locale } from './define-messages.ts';
import { messageModule, type Namespace, type Registry } from './registry.ts';

/** Every message key of the app: `namespace.key`, checked by the compiler. */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof Registry[N]['en'] & string}`;
}[Namespace];

export type MessageParams = Readonly<Record<string, string | number>>;

function lookup(locale: Locale, key: string): string | undefined {
  const dot = key.indexOf('.');
  const module = messageModule(key.slice(0, dot));
  if (!module) return undefined;
  const id = key.slice(dot + 1);
  return module[locale][id] ?? module.en[id];
}

/** For keys built at runtime (response codes): tells whether a text exists. */
export function hasMessage(key: string): key is MessageKey {
  return lookup('en', key) !== undefined;
}

/** Looks a text up (English when the locale lacks it) and fills `{name}` placeholders. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const text = lookup(locale, key) ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
