import 'fake-indexeddb/auto';
import type { DayRecord, SampleRecord } from '@dtu/recording';
import { MINUTE_MS } from '@dtu/recording';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_VERSION, exportBackup, exportBackupParts, importBackup } from './backup.ts';
import { type HistoryDb, historyDb, openDatabase, type WriteBatch } from './storage.ts';

const T = Date.UTC(2024, 4, 3, 4);
const minute = (i: number): SampleRecord => ({
  t: T + i * MINUTE_MS,
  o: 120,
  c: 1,
  s: {
    'i:1161': Float64Array.from([i, 600, 230.5, 50, Number.NaN, i, 10_000 + i, 100, 1, 1]),
    'c:1161:0': Float32Array.from([i % 300, 0, 31.5, 2, i]),
  },
});
const day: DayRecord = { d: '2024-05-03', o: 120, cov: 1, inv: {} };
const all = Number.MAX_SAFE_INTEGER;

async function dbWith(minutes: number, quarters = 0) {
  const db = historyDb(await openDatabase(new IDBFactory()));
  await db.write({
    min: Array.from({ length: minutes }, (_, i) => minute(i)),
    q: Array.from({ length: quarters }, (_, i) => ({ ...minute(i * 15), c: 15 })),
    day: [day],
    meta: { names: { '1161': 'Roof "east"' } },
  });
  return db;
}

/** The backup as one `JSON.stringify`, the way it was written before it was chunked. */
async function unchunked(db: HistoryDb, alerts?: unknown) {
  const plain = (records: SampleRecord[]) =>
    records.map(({ t, o, c, s }) => ({
      t,
      o,
      c,
      s: Object.fromEntries(Object.entries(s).map(([key, series]) => [key, Array.from(series)])),
    }));
  return JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    names: await db.meta('names'),
    days: await db.days(),
    minutes: plain(await db.samples('min', 0, all)),
    quarters: plain(await db.samples('q', 0, all)),
    alerts,
  });
}

/** Counts the transactions an import writes. */
function counting(db: HistoryDb) {
  const writes: WriteBatch[] = [];
  const write = (batch: WriteBatch) => {
    writes.push(batch);
    return db.write(batch);
  };
  return { writes, db: { ...db, write } };
}

describe('JSON backup in chunks', () => {
  it('exports page by page the same text as one JSON.stringify', async () => {
    for (const [minutes, quarters] of [
      [0, 0],
      [1, 0],
      [45, 3],
    ] as const) {
      const db = await dbWith(minutes, quarters);
      for (const alerts of [undefined, { rules: [{ name: '=x' }] }]) {
        const expected = await unchunked(db, alerts);
        let pauses = 0;
        const parts = await exportBackupParts(db, alerts, { chunk: 7, pause: async () => void pauses++ });
        expect(parts.join(''), `${minutes} minutes`).toBe(expected);
        expect(pauses).toBe(Math.ceil(minutes / 7) + Math.ceil(quarters / 7));
      }
    }
  });

  it('imports a large backup in chunks and several transactions, the page running between them', async () => {
    const text = await exportBackup(await dbWith(5000));
    const target = counting(historyDb(await openDatabase(new IDBFactory())));
    let pauses = 0;
    const shares: number[] = [];
    expect(
      await importBackup(target.db, text, undefined, {
        chunk: 1000,
        pause: async () => void pauses++,
        progress: (share) => shares.push(share),
      }),
    ).toBe(1);
    // Five batches of minutes, then the days and names.
    expect(target.writes.map((batch) => batch.min?.length ?? 0)).toEqual([1000, 1000, 1000, 1000, 1000, 0]);
    expect(pauses).toBeGreaterThanOrEqual(5 + 5);
    expect(shares.at(-1)).toBeLessThan(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(await target.db.samples('min', 0, all)).toHaveLength(5000);
    expect(await target.db.days()).toEqual([day]);
  });

  it('checks every record before the first write: a bad last record writes nothing', async () => {
    const good = JSON.parse(await exportBackup(await dbWith(3000)));
    good.minutes[2999].t = 'x';
    const target = counting(historyDb(await openDatabase(new IDBFactory())));
    await expect(
      importBackup(target.db, JSON.stringify(good), undefined, { chunk: 500 }),
    ).rejects.toMatchObject({ problem: 'invalid', where: 'minutes[2999]' });
    // Broken JSON in the middle of the records: not a backup.
    const text = await exportBackup(await dbWith(3000));
    const broken = text.replace(/\{"t":[^{]*\{/g, (m, at: number) => (at > text.length / 2 ? `${m}{` : m));
    await expect(importBackup(target.db, broken, undefined, { chunk: 500 })).rejects.toMatchObject({
      problem: 'foreign',
    });
    expect(target.writes).toEqual([]);
  });

  it('keeps the used bytes when the same backup is imported again', async () => {
    const source = await dbWith(300, 20);
    const text = await exportBackup(source);
    const db = historyDb(await openDatabase(new IDBFactory()));
    await importBackup(db, text);
    const once = await db.meta<number>('bytes');
    expect(once).toBe(await source.meta('bytes'));
    expect(once).toBeGreaterThan(0);
    await importBackup(db, text);
    await importBackup(db, text);
    expect(await db.meta('bytes')).toBe(once);
  });
});
