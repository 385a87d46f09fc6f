import { describe, expect, it } from 'vitest';
import { easterSunday, seasonAt } from './season.ts';

const day = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('easterSunday', () => {
  it.each([
    [2000, 4, 23],
    [2019, 4, 21],
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2027, 3, 28],
    [2038, 4, 25],
    [2285, 3, 22],
  ])('%i → %i/%i', (year, month, date) => {
    const easter = easterSunday(year);
    expect([easter.getMonth() + 1, easter.getDate()]).toEqual([month, date]);
  });
});

describe('seasonAt', () => {
  it('shows the tree from 24 to 26 December only', () => {
    expect(seasonAt(day(2025, 12, 23, 23))).toBe('default');
    expect(seasonAt(day(2025, 12, 24, 0))).toBe('christmas');
    expect(seasonAt(day(2025, 12, 26, 23))).toBe('christmas');
    expect(seasonAt(day(2025, 12, 27, 0))).toBe('default');
  });

  it('shows the egg from Good Friday to Easter Sunday, not on Easter Monday', () => {
    // Easter 2024: 31 March; 2025: 20 April.
    expect(seasonAt(day(2024, 3, 28, 23))).toBe('default');
    expect(seasonAt(day(2024, 3, 29, 0))).toBe('easter');
    expect(seasonAt(day(2024, 3, 31, 23))).toBe('easter');
    expect(seasonAt(day(2024, 4, 1, 0))).toBe('default');
    expect(seasonAt(day(2025, 4, 18))).toBe('easter');
    expect(seasonAt(day(2025, 4, 21))).toBe('default');
  });

  it('shows the sun otherwise', () => {
    expect(seasonAt(day(2025, 7, 1))).toBe('default');
  });
});
