import { describe, expect, it } from 'vitest';
import { sampleToJson } from './record-json.ts';
import type { DayRecord, SampleRecord } from './records.ts';
import { COMPANION_DAYS_PAGE, COMPANION_SAMPLES_PAGE, remoteRecordStore } from './remote-store.ts';

const minute = (t: number): SampleRecord => ({ t, o: 0, c: 1, s: { site: Float32Array.from([t]) } });
const day = (n: number): DayRecord => ({
  d: new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10),
  o: 0,
  cov: 1,
  inv: {},
});

/** A companion that answers as `records-routes.ts` does: a range, at most a page per answer. */
function companion(minutes: number, days: number) {
  const asked: string[] = [];
  const store = remoteRecordStore({
    get: async <T>(path: string) => {
      asked.push(path);
      const url = new URL(path, 'http://companion');
      const number = (key: string, fallback: number) => Number(url.searchParams.get(key) ?? fallback);
      if (url.pathname.endsWith('/days')) {
        const from = url.searchParams.get('from') ?? '';
        const all = Array.from({ length: days }, (_, n) => day(n)).filter((d) => d.d >= from);
        return all.slice(0, Math.min(number('limit', COMPANION_DAYS_PAGE), COMPANION_DAYS_PAGE)) as T;
      }
      const all = Array.from({ length: minutes }, (_, n) => minute(n * 60_000))
        .filter((r) => r.t >= number('from', 0) && r.t < number('to', 0))
        .map(sampleToJson);
      return all.slice(0, Math.min(number('limit', COMPANION_SAMPLES_PAGE), COMPANION_SAMPLES_PAGE)) as T;
    },
    post: async () => {
      throw new Error('no writes here');
    },
  });
  return { store, asked };
}

describe('the companion’s records read page by page', () => {
  it('reads a range longer than a page whole, one page after the other', async () => {
    const { store, asked } = companion(3 * COMPANION_SAMPLES_PAGE + 5, 0);
    const read = await store.samples('min', 0, Number.MAX_SAFE_INTEGER);
    expect(read.map((r) => r.t)).toEqual(
      Array.from({ length: 3 * COMPANION_SAMPLES_PAGE + 5 }, (_, n) => n * 60_000),
    );
    expect(asked).toHaveLength(4);
  });

  it('stops at the limit asked for, across pages', async () => {
    const { store, asked } = companion(3 * COMPANION_SAMPLES_PAGE, 0);
    expect(await store.samples('min', 0, Number.MAX_SAFE_INTEGER, COMPANION_SAMPLES_PAGE + 1)).toHaveLength(
      COMPANION_SAMPLES_PAGE + 1,
    );
    expect(asked.at(-1)).toContain('limit=1');
    expect(await store.samples('min', 0, Number.MAX_SAFE_INTEGER, 0)).toEqual([]);
  });

  it('reads every day summary, a year per answer', async () => {
    const { store, asked } = companion(0, COMPANION_DAYS_PAGE + 10);
    const days = await store.days();
    expect(days.map((d) => d.d)).toEqual(
      Array.from({ length: COMPANION_DAYS_PAGE + 10 }, (_, n) => day(n).d),
    );
    expect(asked).toHaveLength(2);
    expect(asked[1]).toContain(`from=${day(COMPANION_DAYS_PAGE).d}`);
  });
});
