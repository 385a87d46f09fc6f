import 'fake-indexeddb/auto';
import type { DayRecord, SampleRecord } from '@dtu/recording';
import { DAY_MS, MINUTE_MS } from '@dtu/recording';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createDayReads, DAYS_PAGE, NEWEST_KEY, type NewestHint, newestHintIn } from './day-reads.ts';
import { type HistoryDb, historyDb, openDatabase } from './storage.ts';

// 2024-05-03 00:00 CEST.
const MIDNIGHT = Date.UTC(2024, 4, 2, 22);
const minute = (t: number, power = 100): SampleRecord => ({
  t,
  o: 120,
  c: 1,
  s: { 'i:1161': Float64Array.of(power, power, 230, 50, 30, 100, 1000, 100, 1, 1) },
});
const day = (d: string, cov = 1): DayRecord => ({ d, o: 120, cov, inv: {} });

/** A database whose every read is logged (store and range), as the views' reads reach it. */
async function loggedDb(hint?: NewestHint) {
  const db = historyDb(await openDatabase(new IDBFactory()));
  const log: string[] = [];
  const logged: HistoryDb = {
    ...db,
    samples: (store, fromT, toT, limit, lazy) => {
      log.push(`${store} ${fromT}…${toT}`);
      return db.samples(store, fromT, toT, limit, lazy);
    },
    days: (fromD, toD, limit) => {
      log.push(
        `days ${fromD ?? 'all'}${toD === undefined ? '' : `…${toD}`}${limit === undefined ? '' : ` ${limit}`}`,
      );
      return db.days(fromD, toD, limit);
    },
    dayKeys: () => {
      log.push('keys');
      return db.dayKeys();
    },
    newestDay: () => {
      log.push('newest');
      return db.newestDay?.() ?? Promise.resolve(undefined);
    },
  };
  // `page()`: the reads of another page load, over the same database and hint.
  const page = () => createDayReads(async () => logged, hint);
  return { db, log, reads: page(), page };
}

describe('the views’ reads of the stored history', () => {
  it('opens a day through its key range only, once for every view that asks in the same state', async () => {
    const { db, log, reads } = await loggedDb();
    await db.write({
      min: [minute(MIDNIGHT - DAY_MS), minute(MIDNIGHT + 9 * 3_600_000), minute(MIDNIGHT + DAY_MS + 60_000)],
      day: [day('2024-05-03')],
    });
    const [a, b] = await Promise.all([
      reads.daySamples(day('2024-05-03'), 'k1'),
      reads.daySamples(day('2024-05-03'), 'k1'),
    ]);
    expect(a).toBe(b);
    expect(a.records.map((r) => r.t)).toEqual([MIDNIGHT + 9 * 3_600_000]);
    expect(a.around.map((r) => r.t)).toEqual([MIDNIGHT - DAY_MS, MIDNIGHT + DAY_MS + 60_000]);
    // The day and two hours either side (zone changes), of both tiers at once, nothing more.
    const range = `${MIDNIGHT - 2 * 3_600_000}…${MIDNIGHT + DAY_MS + 2 * 3_600_000}`;
    expect(log).toEqual([`min ${range}`, `q ${range}`]);
  });

  it('reads again only from the last record on, and keeps what did not change', async () => {
    const { db, log, reads } = await loggedDb();
    const first = [0, 1, 2].map((i) => minute(MIDNIGHT + 600 * MINUTE_MS + i * MINUTE_MS));
    await db.write({ min: first });
    const today = day('2024-05-03');
    const opened = await reads.daySamples(today, 'v1');
    // Nothing written since: the same object, so the views do not render again.
    expect(await reads.daySamples(today, 'v2')).toBe(opened);
    // The last minute written again (it grew) and one more after it.
    const end = MIDNIGHT + 602 * MINUTE_MS;
    await db.write({ min: [minute(end, 250), minute(end + MINUTE_MS, 300)] });
    const grown = await reads.daySamples(today, 'v3');
    expect(grown.records.map((r) => [r.t, r.s['i:1161']?.[0]])).toEqual([
      [first[0]?.t, 100],
      [first[1]?.t, 100],
      [end, 250],
      [end + MINUTE_MS, 300],
    ]);
    const to = MIDNIGHT + DAY_MS + 2 * 3_600_000;
    // After the first, whole read (both tiers): the tails only.
    expect(log.slice(2)).toEqual([`min ${end}…${to}`, `min ${end}…${to}`]);
  });

  it('reads the newest day summaries again, and everything after an import', async () => {
    const { db, log, reads } = await loggedDb();
    const stored = ['2024-05-01', '2024-05-02', '2024-05-03', '2024-05-04'].map((d) => day(d));
    await db.write({ day: stored });
    const all = await reads.days('v1');
    expect(all.map((d) => d.d)).toEqual(stored.map((d) => d.d));
    await db.write({ day: [day('2024-05-04', 2), day('2024-05-05')] });
    const next = await reads.days('v2');
    expect(next.map((d) => [d.d, d.cov])).toEqual([
      ['2024-05-01', 1],
      ['2024-05-02', 1],
      ['2024-05-03', 1],
      ['2024-05-04', 2],
      ['2024-05-05', 1],
    ]);
    // Unchanged summaries keep their objects; an unchanged list is the same list.
    expect(next[0]).toBe(all[0]);
    expect(next[2]).toBe(all[2]);
    expect(await reads.days('v3')).toBe(next);
    reads.invalidate();
    await reads.days('v4');
    expect(log).toEqual([
      `days all ${DAYS_PAGE}`,
      'days 2024-05-02',
      'days 2024-05-03',
      `days all ${DAYS_PAGE}`,
    ]);
  });

  it('reads a day whole again when its last record was thinned away', async () => {
    const { db, log, reads } = await loggedDb();
    const t = MIDNIGHT + 600 * MINUTE_MS;
    await db.write({ min: [minute(t), minute(t + MINUTE_MS)], q: [{ ...minute(t), c: 2 }] });
    const past = day('2024-05-03');
    expect((await reads.daySamples(past, 'v1')).step).toBe(MINUTE_MS);
    await db.write({ prune: [MIDNIGHT + DAY_MS] });
    const thinned = await reads.daySamples(past, 'v2');
    expect([thinned.step, thinned.records.map((r) => r.c)]).toEqual([15 * MINUTE_MS, [2]]);
    // The tail read (minutes), then the day whole again (a whole read asks both tiers at once).
    expect(log.slice(2).map((line) => line.slice(0, line.indexOf(' ')))).toEqual(['min', 'min', 'q']);
  });

  it('opens a day from the keys and its own summary, never reading the others', async () => {
    const { db, log, reads } = await loggedDb();
    const keys = Array.from({ length: 400 }, (_, i) =>
      new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10),
    );
    await db.write({ day: keys.map((d) => day(d)) });
    expect(await reads.dayKeys('v1')).toEqual(keys);
    expect((await reads.day('2024-01-15', 'v1'))?.d).toBe('2024-01-15');
    expect(log).toEqual(['keys', 'days 2024-01-15…2024-01-15']);
    // The finder's month: from the 31st newest on, by the list of days read in the same state.
    log.length = 0;
    const month = await reads.recentDays(31, 'v1');
    expect(month.map((d) => d.d)).toEqual(keys.slice(-31));
    expect(log).toEqual([`days ${keys.at(-31)}`]);
    // An unchanged read keeps the objects, so nothing that depends on them runs again.
    expect(await reads.recentDays(31, 'v2')).toBe(month);
    expect(await reads.day('2024-01-15', 'v2')).toBe(await reads.day('2024-01-15', 'v1'));
  });

  it('opens the newest or the chosen day with the list of days, then its samples: two waits', async () => {
    const { db, log, reads } = await loggedDb();
    await db.write({
      min: [minute(MIDNIGHT + 9 * 3_600_000), minute(MIDNIGHT - DAY_MS + 3_600_000)],
      day: [day('2024-05-02'), day('2024-05-03')],
    });
    const newest = await reads.openDay(undefined, 'v1');
    expect([newest.keys, newest.d, newest.day?.d]).toEqual([
      ['2024-05-02', '2024-05-03'],
      '2024-05-03',
      '2024-05-03',
    ]);
    expect(newest.samples?.records.map((r) => r.t)).toEqual([MIDNIGHT + 9 * 3_600_000]);
    // The keys and the newest summary at once (neither waits for the other), then the newest
    // day's minutes alone: the quarters are not waited for when the minutes are there.
    expect(log.slice(0, 2).sort()).toEqual(['keys', 'newest']);
    expect(log.slice(2).map((line) => line.slice(0, line.indexOf(' ')))).toEqual(['min']);
    // A chosen day: its summary with the list (the same state's list is not read again).
    log.length = 0;
    const chosen = await reads.openDay('2024-05-02', 'v1');
    expect([chosen.d, chosen.samples?.records.map((r) => r.t)]).toEqual([
      '2024-05-02',
      [MIDNIGHT - DAY_MS + 3_600_000],
    ]);
    expect(log.map((line) => line.slice(0, line.indexOf(' ')))).toEqual(['days', 'min', 'q']);
    // A chosen day no longer stored: the newest instead; an empty history: no day.
    expect((await reads.openDay('2023-01-01', 'v1')).d).toBe('2024-05-03');
    // A newest day whose minutes are gone: its quarters after its minutes.
    const thinned = await loggedDb();
    await thinned.db.write({
      q: [{ ...minute(MIDNIGHT + 9 * 3_600_000), c: 15 }],
      day: [day('2024-05-03')],
    });
    const quarters = await thinned.reads.openDay(undefined, 'v1');
    expect([quarters.samples?.step, quarters.samples?.records.length]).toEqual([15 * MINUTE_MS, 1]);
    expect(thinned.log.slice(2).map((line) => line.slice(0, line.indexOf(' ')))).toEqual(['min', 'min', 'q']);
    const empty = await (await loggedDb()).reads.openDay(undefined, 'v1');
    expect(empty).toEqual({ keys: [], d: undefined, day: undefined, samples: undefined });
  });

  it('asks for the newest day’s samples while the list of days is still on its way', async () => {
    const { db, log, reads } = await loggedDb();
    await db.write({ min: [minute(MIDNIGHT + 9 * 3_600_000)], day: [day('2024-05-02'), day('2024-05-03')] });
    let answer = () => {};
    const listed = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const dayKeys = db.dayKeys;
    db.dayKeys = async () => {
      await listed;
      return dayKeys();
    };
    const opening = reads.openDay(undefined, 'v1');
    await expect.poll(() => log.some((line) => line.startsWith('min '))).toBe(true);
    answer();
    const opened = await opening;
    expect([opened.keys, opened.d, opened.samples?.records.length]).toEqual([
      ['2024-05-02', '2024-05-03'],
      '2024-05-03',
      1,
    ]);
  });

  it('asks for the samples of the last opening’s newest day with the list and the newest summary', async () => {
    const items = new Map<string, string>();
    const hint = newestHintIn({ getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, v) });
    const { db, log, reads: first, page } = await loggedDb(hint);
    await db.write({ min: [minute(MIDNIGHT + 9 * 3_600_000)], day: [day('2024-05-02'), day('2024-05-03')] });
    // The first opening learns the newest day; its samples wait for its summary.
    await first.openDay(undefined, 'v1');
    expect(log.slice(0, 2).sort()).toEqual(['keys', 'newest']);
    expect(hint.get()).toEqual({ d: '2024-05-03', o: 120 });
    // The next page load asks for them while the newest summary is still on its way.
    log.length = 0;
    let answer = () => {};
    const summarised = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const newestDay = db.newestDay?.bind(db);
    db.newestDay = async () => {
      await summarised;
      return newestDay?.();
    };
    const reads = page();
    const opening = reads.openDay(undefined, 'v2');
    await expect.poll(() => log.some((line) => line.startsWith('min '))).toBe(true);
    answer();
    const again = await opening;
    expect([again.d, again.samples?.records.map((r) => r.t)]).toEqual([
      '2024-05-03',
      [MIDNIGHT + 9 * 3_600_000],
    ]);
    expect(log.filter((line) => line.startsWith('min ')).length).toBe(1);
    // The open page reads again after a write: only the tail, the hint aside (the day is cached).
    await db.write({ min: [minute(MIDNIGHT + 10 * 3_600_000)] });
    log.length = 0;
    const later = await reads.openDay(undefined, 'v2b');
    expect(later.samples?.records.length).toBe(2);
    expect(log.filter((line) => line.startsWith('min '))).toEqual([
      `min ${MIDNIGHT + 9 * 3_600_000}…${MIDNIGHT + DAY_MS + 2 * 3_600_000}`,
    ]);
    // A day later the hint misses: the new newest day's samples are read after its summary.
    await db.write({ min: [minute(MIDNIGHT + DAY_MS + 3_600_000)], day: [day('2024-05-04')] });
    const next = await reads.openDay(undefined, 'v3');
    expect([next.d, next.samples?.records.map((r) => r.t)]).toEqual([
      '2024-05-04',
      [MIDNIGHT + DAY_MS + 3_600_000],
    ]);
    expect(hint.get()).toEqual({ d: '2024-05-04', o: 120 });
  });

  it('takes as a hint only what it wrote', () => {
    for (const stored of ['{"d":"2024-05-03"}', '{"d":"soon","o":120}', 'null', '{', '[1]']) {
      expect(newestHintIn({ getItem: () => stored, setItem: () => {} }).get()).toBeUndefined();
    }
    expect(newestHintIn(undefined).get()).toBeUndefined();
    const full = newestHintIn({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => full.set({ d: '2024-05-03', o: 120 })).not.toThrow();
    expect(NEWEST_KEY).toBe('dtu-history-newest');
  });

  it('writes the hint only when it changes', () => {
    const writes: string[] = [];
    const hint = newestHintIn({ getItem: () => null, setItem: (_, v) => writes.push(v) });
    hint.set({ d: '2024-05-03', o: 120 });
    hint.set({ d: '2024-05-03', o: 120 });
    hint.set({ d: '2024-05-04', o: 120 });
    expect(writes).toEqual(['{"d":"2024-05-03","o":120}', '{"d":"2024-05-04","o":120}']);
  });

  it('reads every summary in pages, each its own task', async () => {
    const { db, log, reads } = await loggedDb();
    const keys = Array.from({ length: 2 * DAYS_PAGE + 5 }, (_, i) =>
      new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10),
    );
    await db.write({ day: keys.map((d) => day(d)) });
    expect((await reads.days('v1')).map((d) => d.d)).toEqual(keys);
    expect(log).toEqual([
      `days all ${DAYS_PAGE}`,
      `days ${keys[DAYS_PAGE - 1]} ${DAYS_PAGE + 1}`,
      `days ${keys[2 * DAYS_PAGE - 1]} ${DAYS_PAGE + 1}`,
    ]);
  });
});
