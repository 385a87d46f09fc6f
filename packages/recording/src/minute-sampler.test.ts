import { describe, expect, it } from 'vitest';
import { createMinuteSampler } from './minute-sampler.ts';

const BASE = Date.UTC(2024, 4, 3, 8, 0, 0);
const at = (seconds: number, offsetMin = 120) => ({ utcMs: BASE + seconds * 1000, offsetMin });

describe('minute sampler', () => {
  it('folds the samples of a minute into one record when the next minute starts', () => {
    const sampler = createMinuteSampler();
    expect(sampler.enter(at(10))).toBe(true);
    sampler.add('c:1:0', [100, 100, 30, 3, 5]);
    expect(sampler.enter(at(40))).toBe(false);
    sampler.add('c:1:0', [300, 300, 32, 9, 6]);
    expect(sampler.finished()).toBe(0);
    expect(sampler.enter(at(61))).toBe(true);
    expect(sampler.finished()).toBe(1);
    const { minutes, dayEnded } = sampler.take(false);
    expect(dayEnded).toBe(false);
    expect(minutes).toHaveLength(1);
    expect(minutes[0]).toMatchObject({ t: BASE, o: 120, c: 1 });
    // Mean, maximum, means, last value.
    expect([...(minutes[0]?.s['c:1:0'] ?? [])]).toEqual([200, 300, 31, 6, 6]);
    expect(sampler.take(false).minutes).toEqual([]);
  });

  it('a clock stepped back keeps filling the current minute', () => {
    const sampler = createMinuteSampler();
    sampler.enter(at(70));
    sampler.add('site', [1, 0, 0, 0, 0, 0]);
    expect(sampler.enter(at(30))).toBe(false);
    sampler.add('site', [3, 0, 0, 0, 0, 0]);
    sampler.enter(at(130));
    const [minute] = sampler.take(false).minutes;
    expect(minute?.t).toBe(BASE + 60_000);
    expect(minute?.s.site?.[0]).toBe(2);
  });

  it('a partial take includes the minute being filled, which goes on filling', () => {
    const sampler = createMinuteSampler();
    sampler.enter(at(5));
    sampler.add('site', [10, 0, 0, 0, 0, 0]);
    const partial = sampler.take(true).minutes;
    expect(partial.map((m) => m.s.site?.[0])).toEqual([10]);
    sampler.enter(at(50));
    sampler.add('site', [20, 0, 0, 0, 0, 0]);
    sampler.enter(at(65));
    expect(sampler.take(false).minutes.map((m) => [m.t, m.s.site?.[0]])).toEqual([[BASE, 15]]);
  });

  it('marks a device midnight between finished minutes until the next take', () => {
    const sampler = createMinuteSampler();
    // 23:59 and 00:00 device time at UTC+2.
    const beforeMidnight = Date.UTC(2024, 4, 3, 21, 59, 30);
    sampler.enter({ utcMs: beforeMidnight, offsetMin: 120 });
    sampler.enter({ utcMs: beforeMidnight + 30_000, offsetMin: 120 });
    expect(sampler.take(false).dayEnded).toBe(true);
    sampler.enter({ utcMs: beforeMidnight + 90_000, offsetMin: 120 });
    expect(sampler.take(false).dayEnded).toBe(false);
  });
});
