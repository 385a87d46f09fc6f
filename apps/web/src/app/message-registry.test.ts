import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/define-messages.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { messageRegistry } from './message-registry.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(Object.entries(messageRegistry))('message module %s', (_namespace, module) => {
  const keys = Object.keys(module.en).sort();

  it.each(LOCALES)('%s has every key, none empty, and no extra key', (locale) => {
    const texts = module[locale] as Record<string, string>;
    expect(Object.keys(texts).sort()).toEqual(keys);
    for (const key of keys) expect(texts[key].trim(), `${locale}.${key}`).not.toBe('');
  });

  it.each(LOCALES)('%s keeps the placeholders of English', (locale) => {
    const texts = module[locale] as Record<string, string>;
    const en = module.en as Record<string, string>;
    for (const key of keys)
      expect(placeholders(texts[key]), `${locale}.${key}`).toEqual(placeholders(en[key]));
  });
});

describe('message keys', () => {
  it('stay typed through the registration', () => {
    const known: MessageKey = 'common.save';
    // @ts-expect-error an unknown key is a compile error (checked by `npm run typecheck`).
    const unknown: MessageKey = 'common.noSuchKey';
    expect([known, unknown]).toHaveLength(2);
  });
});
