import type { DayBar } from '@dtu/recording';
import { describe, expect, it } from 'vitest';
import { barItems, periodsOf, slotLabels } from './bar-items.ts';

const bar = (from: string, to: string, days: number, wh: number, coverage: number): DayBar => ({
  from,
  to,
  days,
  wh,
  source: 'total',
  coverage,
  inverters: {},
  inputs: {},
  seen: [],
  sources: {},
});
const bars = [
  bar('2023-12-31', '2023-12-31', 1, 500, 1),
  bar('2024-05-01', '2024-05-01', 1, 1000, 1),
  bar('2024-05-02', '2024-05-04', 3, 3000, 0.5),
  bar('2024-05-30', '2024-06-02', 4, 4000, 0),
  bar('2026-01-01', '2026-01-01', 1, 100, 1),
];

describe('bar items', () => {
  it('days: one per day bar, merged bars span their days within the month', () => {
    expect(periodsOf(bars, 'days')).toEqual(['2023-12', '2024-05', '2026-01']);
    const { slots, items } = barItems(bars, 'days', '2024-05');
    expect(slots).toBe(31);
    expect(
      items.map(({ label, slot, span, merged, coverage }) => [label, slot, span, merged, coverage]),
    ).toEqual([
      ['2024-05-01', 0, 1, false, 1],
      ['2024-05-02 – 2024-05-04', 1, 3, true, 0.5],
      ['2024-05-30 – 2024-06-02', 29, 2, true, 0],
    ]);
  });

  it('months and years sum their day bars; coverage over the days of the slot', () => {
    const months = barItems(bars, 'months', '2024');
    expect(months.slots).toBe(12);
    expect(months.items.map(({ key, slot, wh, merged }) => [key, slot, wh, merged])).toEqual([
      ['2024-05', 4, 8000, true],
    ]);
    expect(months.items[0]?.coverage).toBeCloseTo((1 + 1.5) / 31);
    const years = barItems(bars, 'years', '');
    expect(years.items.map(({ key, slot, wh }) => [key, slot, wh])).toEqual([
      ['2023', 0, 500],
      ['2024', 1, 8000],
      ['2026', 3, 100],
    ]);
    expect(years.slots).toBe(4);
  });

  it('labels days 1, 5, 10, …, every month (every other one on phones) and at most six years', () => {
    const { slots, items } = barItems(bars, 'days', '2024-05');
    expect(slotLabels('days', slots, items, []).map(({ slot, text }) => [slot, text])).toEqual([
      [0, '1'],
      [4, '5'],
      [9, '10'],
      [14, '15'],
      [19, '20'],
      [24, '25'],
      [29, '30'],
    ]);
    const months = 'JFMAMJJASOND'.split('');
    expect(
      slotLabels('months', 12, [], months)
        .filter((label) => !label.wide)
        .map(({ text }) => text),
    ).toEqual('JMMJSN'.split(''));
    const years = barItems(bars, 'years', '');
    expect(slotLabels('years', years.slots, years.items, []).map(({ text }) => text)).toEqual([
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
    const decade = [bar('2014-01-01', '2014-01-01', 1, 1, 1), bar('2025-01-01', '2025-01-01', 1, 1, 1)];
    const long = barItems(decade, 'years', '');
    expect(slotLabels('years', long.slots, long.items, []).map(({ text }) => text)).toEqual([
      '2014',
      '2016',
      '2018',
      '2020',
      '2022',
      '2024',
    ]);
  });
});
