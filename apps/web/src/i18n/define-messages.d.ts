/** The languages the interface ships with; English is the reference and the fallback. */
export declare const LOCALES: readonly ["en", "de", "fr"];
export type Locale = (typeof LOCALES)[number];
/** A flat set of message texts: key → text with optional `{name}` placeholders. */
export type MessageTexts = Readonly<Record<string, string>>;
/** The other locales must provide exactly the keys of the English texts. */
export type Translations<E extends MessageTexts> = {
    readonly [K in keyof E]: string;
};
export interface MessageModule<E extends MessageTexts = MessageTexts> {
    en: E;
    de: Translations<E>;
    fr: Translations<E>;
}
/**
 * Declares one screen's (or area's) texts. The English object fixes the keys, so the
 * compiler rejects a German or French object that lacks or invents a key.
 */
export declare function defineMessages<const E extends MessageTexts>(module: MessageModule<E>): MessageModule<E>;
