import { MINUTE_MS } from '@dtu/recording';
import { describe, expect, it } from 'vitest';
import { gapLines } from './gap-lines.ts';

const at = (minute: number) => minute * MINUTE_MS;
const clockOf = (time: number) =>
  `${String(Math.floor(time / 3_600_000)).padStart(2, '0')}:${String((time / MINUTE_MS) % 60).padStart(2, '0')}`;
const gap = (name: string, from: number, to: number, wh: number) => ({
  name,
  from: at(from),
  to: at(to),
  wh,
  w: 0,
});

describe('gap lines', () => {
  it('merges the gaps of several inverters over the same minutes into one line, in time order', () => {
    const lines = gapLines(
      [
        gap('House roof', 605, 680, 250),
        gap('Garage', 900, 930, 40),
        gap('Barn', 605, 680, 160),
        gap('Barn', 120, 140, 0),
      ],
      clockOf,
    );
    expect(lines).toEqual([
      { start: '02:00', end: '02:20', names: ['Barn'], wh: 0 },
      { start: '10:05', end: '11:20', names: ['House roof', 'Barn'], wh: 410 },
      { start: '15:00', end: '15:30', names: ['Garage'], wh: 40 },
    ]);
  });

  it('keeps stretches that differ in their start or end apart', () => {
    const lines = gapLines([gap('A', 600, 660, 1), gap('B', 601, 660, 1), gap('C', 600, 661, 1)], clockOf);
    expect(lines.map(({ start, end }) => `${start}–${end}`)).toEqual([
      '10:00–11:00',
      '10:00–11:01',
      '10:01–11:00',
    ]);
  });
});
