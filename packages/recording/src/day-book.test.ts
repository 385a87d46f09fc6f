import { describe, expect, it } from 'vitest';
import type { CounterSample } from './counters.ts';
import { createDayBook, foldInput, foldInverter } from './day-book.ts';
import type { DayRecord } from './records.ts';

const may3 = { utcMs: Date.UTC(2024, 4, 3, 10, 0), offsetMin: 120 };
// 00:30 on May 4 device time, still May 3 in UTC.
const may4 = { utcMs: Date.UTC(2024, 4, 3, 22, 30), offsetMin: 120 };

const sample = (yt: number, yd: number, p = 100): CounterSample => ({
  t: may3.utcMs,
  minute: 12 * 60,
  yt,
  yd,
  p,
  producing: p > 0,
});

describe('day book', () => {
  it('keeps one summary per device day and today after a take', () => {
    const book = createDayBook();
    const day = book.day(may3);
    expect(day).toEqual({ d: '2024-05-03', o: 120, cov: 0, inv: {} });
    expect(book.day(may3)).toBe(day);
    const next = book.day(may4);
    expect(next.d).toBe('2024-05-04');
    expect(book.take()).toEqual([day, next]);
    expect(book.take()).toEqual([next]);
  });

  it('resumes from a stored day unless it holds that day already', () => {
    const book = createDayBook();
    const stored: DayRecord = { d: '2024-05-03', o: 120, cov: 300, inv: {} };
    book.resume(stored);
    expect(book.day(may3)).toBe(stored);
    book.resume({ ...stored, cov: 1 });
    expect(book.take()).toEqual([stored]);
  });

  it('folds an inverter once its YieldTotal is valid, its inputs into a copy', () => {
    expect(foldInverter(undefined, 'Roof', sample(Number.NaN, 500))).toBeUndefined();
    const first = foldInverter(undefined, 'Roof', sample(10_500, 500));
    expect(first).toMatchObject({ n: 'Roof', fYt: 10_500, yd: 500, ch: [] });
    if (!first) return;
    foldInput(first, 1, sample(5_000, 250));
    expect(first.ch[1]).toMatchObject({ fYt: 5_000, yd: 250 });
    const next = foldInverter(first, 'Roof east', sample(10_510, 510, 300));
    expect(next).toMatchObject({ n: 'Roof east', lYt: 10_510, pk: 300 });
    if (!next) return;
    foldInput(next, 1, sample(Number.NaN, 260));
    expect(next.ch[1]?.yd).toBe(260);
    expect(first.ch[1]?.yd).toBe(250);
  });
});
