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
