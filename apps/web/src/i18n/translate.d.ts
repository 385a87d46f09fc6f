import type { Locale } from './define-messages.ts';
import { type Namespace, type Registry } from './registry.ts';
/** Every message key of the app: `namespace.key`, checked by the compiler. */
export type MessageKey = {
    [N in Namespace]: `${N}.${keyof Registry[N]['en'] & string}`;
}[Namespace];
export type MessageParams = Readonly<Record<string, string | number>>;
/** For keys built at runtime (response codes): tells whether a text exists. */
export declare function hasMessage(key: string): key is MessageKey;
/** Looks a text up (English when the locale lacks it) and fills `{name}` placeholders. */
export declare function translate(locale: Locale, key: MessageKey, params?: MessageParams): string;
