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

/** Normal spaces or none where French typography wants a (narrow) no-break space. */
function frenchSpacingFaults(text: string): string[] {
  const prose = text.replace(/https?:\/\/\S*/g, '').replace(/\d:\d/g, '');
  return [...prose.matchAll(/(?<![\u00a0\u202f])[:;!?»]|«(?![\u00a0\u202f])/g)].map((match) =>
    prose.slice(Math.max(0, match.index - 12), match.index + 2),
  );
}

describe('French typography', () => {
  it('puts a no-break space before : ; ! ? and inside « » in every French text', () => {
    const faults: string[] = [];
    for (const [namespace, module] of Object.entries(messageRegistry))
      for (const [key, text] of Object.entries(module.fr as Record<string, string>))
        for (const fault of frenchSpacingFaults(text)) faults.push(`${namespace}.${key}: …${fault}`);
    expect(faults).toEqual([]);
  });

  it('recognises the faults it looks for', () => {
    expect(frenchSpacingFaults('Oups ! Thème : « x » ; ok ?')).toHaveLength(6);
    expect(frenchSpacingFaults('Oups\u202f! Thème\u00a0: «\u00a0x\u00a0» http://a?b 14:05')).toEqual([]);
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
