import 'fake-indexeddb/auto';
import type { DayRecord, SampleRecord } from '@dtu/recording';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { exportBackup, ImportError, importBackup } from './backup.ts';
import { historyDb, openDatabase } from './storage.ts';

const T = Date.UTC(2024, 4, 3, 10, 0);
const minute: SampleRecord = {
  t: T,
  o: 120,
  c: 1,
  s: { 'i:1161': Float64Array.from([400, 410, 230, 50, Number.NaN, 1000, 10_500, 100, 1, 1]) },
};
const counter = {
  fT: T,
  lT: T,
  fYt: 10_500,
  lYt: 10_500,
  pre: 1000,
  yd: 1000,
  off: 0,
  raw: 1000,
  pk: 410,
  pkT: T,
  lP: true,
};
const day: DayRecord = {
  d: '2024-05-03',
  o: 120,
  cov: 1,
  // A second device's inverter (`/sites`) under `<host>/<serial>`.
  inv: {
    '1161': { ...counter, n: 'Roof', ch: [counter] },
    'dtu2:81/1161': { ...counter, n: 'Shed', ch: [] },
  },
};

async function filledDb() {
  const db = historyDb(await openDatabase(new IDBFactory()));
  await db.write({ min: [minute], day: [day], meta: { names: { '1161': 'Roof' } } });
  return db;
}

describe('JSON backup', () => {
  it('round-trips into an empty database, and a second import adds no duplicates', async () => {
    const text = await exportBackup(await filledDb());
    const fresh = historyDb(await openDatabase(new IDBFactory()));
    expect(await importBackup(fresh, text)).toBe(1);
    await importBackup(fresh, text);
    expect((await fresh.samples('min', 0, Number.MAX_SAFE_INTEGER)).length).toBe(1);
    expect(await fresh.days()).toEqual([day]);
    const [read] = await fresh.samples('min', 0, Number.MAX_SAFE_INTEGER);
    expect(Array.from(read?.s['i:1161'] ?? [])).toEqual(Array.from(minute.s['i:1161'] ?? []));
    expect(await fresh.meta('names')).toEqual({ '1161': 'Roof' });
  });

  it('carries the alerts part: checked before the history is written, applied after', async () => {
    const text = await exportBackup(await filledDb(), { rules: 'x' });
    expect(JSON.parse(text).alerts).toEqual({ rules: 'x' });
    const fresh = historyDb(await openDatabase(new IDBFactory()));
    const refuse = () => {
      throw new ImportError('invalid');
    };
    await expect(importBackup(fresh, text, refuse)).rejects.toEqual(new ImportError('invalid'));
    expect(await fresh.days()).toEqual([]);
    const seen: unknown[] = [];
    await importBackup(fresh, text, (value) => () => seen.push(value));
    expect(seen).toEqual([{ rules: 'x' }]);
    expect(await fresh.days()).toEqual([day]);
  });

  it('rejects foreign, newer, broken and hostile files with a reason and changes nothing', async () => {
    const db = await filledDb();
    const good = JSON.parse(await exportBackup(db));
    const cases: [string, string][] = [
      ['not json', 'foreign'],
      [JSON.stringify({ hello: 'world' }), 'foreign'],
      [JSON.stringify({ ...good, version: 2 }), 'newer'],
      [JSON.stringify({ ...good, minutes: [{ ...good.minutes[0], s: { 'i:1161': [1, 2] } }] }), 'invalid'],
      [JSON.stringify({ ...good, minutes: [{ ...good.minutes[0], s: { '__proto__:x': [] } }] }), 'invalid'],
      [JSON.stringify({ ...good, days: [{ ...day, d: '<script>' }] }), 'invalid'],
      [
        JSON.stringify({ ...good, days: [{ ...day, inv: { '1161': { ...day.inv['1161'], yd: 'x' } } }] }),
        'invalid',
      ],
      // A good minute followed by a bad one: nothing of the file is written.
      [JSON.stringify({ ...good, minutes: [{ ...good.minutes[0], t: T + 60_000 }, { t: 'x' }] }), 'invalid'],
    ];
    for (const [text, problem] of cases) {
      await expect(importBackup(db, text)).rejects.toMatchObject({ problem });
    }
    expect((await db.samples('min', 0, Number.MAX_SAFE_INTEGER)).length).toBe(1);
    expect(await db.days()).toEqual([day]);
  });

  it("checks every field's range, a time beyond any date included, names the refused record and stores nothing", async () => {
    const db = await filledDb();
    const good = JSON.parse(await exportBackup(db));
    const BEYOND = 8.64e15 + 60_000; // year 275760: "Invalid time value" in every date formatter
    const minute = good.minutes[0];
    const inv = day.inv['1161'];
    const cases: [object, string][] = [
      [{ minutes: [minute, { ...minute, t: BEYOND }] }, 'minutes[1]'],
      [{ quarters: [{ ...minute, t: 1e300 }] }, 'quarters[0]'],
      [{ minutes: [{ ...minute, o: 100_000 }] }, 'minutes[0]'],
      [{ minutes: [{ ...minute, c: 1.5 }] }, 'minutes[0]'],
      [{ minutes: [{ ...minute, s: { 'i:1161': [1e300, ...minute.s['i:1161'].slice(1)] } }] }, 'minutes[0]'],
      [{ days: [{ ...day, d: '2024-02-30' }] }, 'days[0]'],
      [{ days: [{ ...day, d: '0000-01-01' }] }, 'days[0]'],
      [{ days: [{ ...day, inv: { '1161': { ...inv, pkT: BEYOND } } }] }, 'days[0]'],
      [{ days: [{ ...day, inv: { '1161': { ...inv, ch: [{ ...counter, lT: -BEYOND }] } } }] }, 'days[0]'],
      [{ days: [{ ...day, cov: 1e9 }] }, 'days[0]'],
      [{ names: { '1161': 5 } }, 'names'],
      [{ days: 'x' }, 'days'],
    ];
    for (const [change, where] of cases) {
      const text = JSON.stringify({ ...good, ...change });
      await expect(importBackup(db, text), where).rejects.toMatchObject({ problem: 'invalid', where });
    }
    expect((await db.samples('min', 0, Number.MAX_SAFE_INTEGER)).length).toBe(1);
    expect(await db.days()).toEqual([day]);
  });

  it('keeps the day summary that saw more of the day', async () => {
    const db = await filledDb();
    const better = { ...day, cov: 600 };
    const backup = JSON.parse(await exportBackup(db));
    await importBackup(db, JSON.stringify({ ...backup, days: [better] }));
    expect((await db.days())[0]?.cov).toBe(600);
    await importBackup(db, JSON.stringify({ ...backup, days: [day] }));
    expect((await db.days())[0]?.cov).toBe(600);
  });
});
