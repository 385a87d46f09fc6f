import { describe, expect, it } from 'vitest';
import { monthNames, valueTicks } from './chart-format.ts';

describe('value ticks', () => {
  it.each([
    [2.88, [0, 1, 2, 3]],
    [1, [0, 0.25, 0.5, 0.75, 1]],
    [4.1, [0, 2, 4, 6]],
    [235, [0, 100, 200, 300]],
    [1880, [0, 500, 1000, 1500, 2000]],
    [0.04, [0, 0.01, 0.02, 0.03, 0.04]],
    [0, [0, 0.25, 0.5, 0.75, 1]],
  ])('%d → 2 to 4 round steps up to at least the peak', (peak, ticks) => {
    expect(valueTicks(peak)).toEqual({ top: ticks.at(-1), ticks });
  });
});

describe('month names', () => {
  it('are the locale’s short names, January first', () => {
    expect(monthNames('en')).toHaveLength(12);
    expect(monthNames('en')[0]).toBe('Jan');
    expect(monthNames('de')[2]).toBe('Mär');
  });
});
