import { describe, expect, it } from 'vitest';
import { selectPlural } from './plural.ts';
import { translate } from './translate.ts';

const forms = { one: 'one', other: 'other' };

describe('selectPlural', () => {
  it('follows each locale’s rules', () => {
    expect([0, 1, 2].map((n) => selectPlural('en', n, forms))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => selectPlural('de', n, forms))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 1.5, 2].map((n) => selectPlural('fr', n, forms))).toEqual(['one', 'one', 'one', 'other']);
    expect(selectPlural('fr', 1_000_000, forms)).toBe('other');
  });

  it('gives the uptime a singular in every locale', () => {
    const uptime = (locale: 'en' | 'de' | 'fr', days: number) =>
      translate(
        locale,
        selectPlural(locale, days, { one: 'systemInfo.uptimeDaysOne', other: 'systemInfo.uptimeDaysOther' }),
        { days, time: '01:01:01' },
      );
    expect([uptime('en', 1), uptime('de', 1), uptime('fr', 1)]).toEqual([
      '1 day 01:01:01',
      '1 Tag 01:01:01',
      '1 jour 01:01:01',
    ]);
    expect([uptime('en', 2), uptime('de', 2), uptime('fr', 2)]).toEqual([
      '2 days 01:01:01',
      '2 Tage 01:01:01',
      '2 jours 01:01:01',
    ]);
  });
});
