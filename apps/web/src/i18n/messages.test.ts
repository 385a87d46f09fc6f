import { describe, expect, it } from 'vitest';
import { LOCALES } from './define-messages.ts';
import { registry } from './registry.ts';
import { hasMessage, translate } from './translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(Object.entries(registry))('message module %s', (_namespace, module) => {
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
    for (const [namespace, module] of Object.entries(registry))
      for (const [key, text] of Object.entries(module.fr as Record<string, string>))
        for (const fault of frenchSpacingFaults(text)) faults.push(`${namespace}.${key}: …${fault}`);
    expect(faults).toEqual([]);
  });

  it('recognises the faults it looks for', () => {
    expect(frenchSpacingFaults('Oups ! Thème : « x » ; ok ?')).toHaveLength(6);
    expect(frenchSpacingFaults('Oups\u202f! Thème\u00a0: «\u00a0x\u00a0» http://a?b 14:05')).toEqual([]);
  });
});

describe('translate', () => {
  it('fills parameters and keeps unknown placeholders', () => {
    expect(translate('en', 'apiresponse.7013', { min: 5, max: 65535 })).toBe(
      'The publish interval must lie between 5 and 65535 seconds.',
    );
    expect(translate('de', 'apiresponse.4002', {})).toContain('{max}');
  });

  it('covers the whole response-code catalogue of both spec files', () => {
    const codes = [
      ...range(1001, 1006),
      ...range(2001, 2005),
      3001,
      3002,
      ...range(4001, 4009),
      ...range(5001, 5004),
      6001,
      6002,
      ...range(7001, 7016),
      ...range(8001, 8006),
      ...range(9001, 9010),
      10001,
      10002,
      11001,
      11002,
      12001,
    ];
    for (const code of codes) expect(hasMessage(`apiresponse.${code}`), String(code)).toBe(true);
    expect(hasMessage('apiresponse.1007')).toBe(false);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
