import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MINUTE_MS, QUARTER_MS, recordBytes, type SampleRecord } from '@dtu/recording';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { storedBytesOf, v2History } from '../test-support/history-fixtures.ts';
import { exportBackup } from './backup.ts';
import { samplesCsv } from './csv.ts';
import { historyDb, MIGRATIONS, openDatabase } from './storage.ts';

/**
 * What the v2 code exported from `v2History()`: the backup (formatted for reading; the export is
 * its `JSON.stringify`) and the SHA-256 of both exports as the v2 code wrote them.
 */
const V2_BACKUP = JSON.parse(readFileSync(join(import.meta.dirname, 'v2-history.backup.json'), 'utf8'));
const V2_BACKUP_SHA256 = '28d05831d74aad0d7224f94493647f17737056b1306bf9cec9a85445068fa4a7';
const V2_CSV_SHA256 = '153ff71a222901b136f89bdca0de328fa64d689f54f39fc8d430eb8871c10447';
const ALL = 2 ** 53;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A database at `version` holding what the v2 code stored: each record as is, `bytes` as it counted. */
async function oldDatabase(factory: IDBFactory, version: 1 | 2, min: SampleRecord[], q: SampleRecord[]) {
  const raw = await openDatabase(factory, MIGRATIONS.slice(0, version));
  const tx = raw.transaction(['min', 'q', 'meta'], 'readwrite');
  for (const record of min) tx.objectStore('min').put(record);
  for (const record of q) tx.objectStore('q').put(record);
  tx.objectStore('meta').put(999_999, 'bytes');
  tx.objectStore('meta').put(v2History().names, 'names');
  await new Promise((resolve) => (tx.oncomplete = resolve));
  raw.close();
}

const bytesOf = storedBytesOf;

describe('the v3 layout of stored samples', () => {
  it('upgrades a v2 database without losing a value: the exports stay byte for byte', async () => {
    const factory = new IDBFactory();
    const { min, q, names } = v2History();
    await oldDatabase(factory, 2, min, q);
    const db = historyDb(await openDatabase(factory));
    const backup = await exportBackup(db);
    expect(backup).toBe(JSON.stringify(V2_BACKUP));
    expect(sha256(backup)).toBe(V2_BACKUP_SHA256);
    const csv =
      samplesCsv(await db.samples('min', 0, ALL), names, MINUTE_MS) +
      samplesCsv(await db.samples('q', 0, ALL), names, QUARTER_MS);
    expect(sha256(csv)).toBe(V2_CSV_SHA256);
    // Every record as it was: key order, series types and values (NaN included).
    const read = await db.samples('min', 0, ALL);
    expect(read.map((r) => Object.keys(r.s))).toEqual(min.map((r) => Object.keys(r.s)));
    for (const [i, record] of read.entries())
      for (const [key, series] of Object.entries(record.s)) {
        expect(series.constructor).toBe(min[i]?.s[key]?.constructor);
        expect(Array.from(series)).toEqual(Array.from(min[i]?.s[key] ?? []));
      }
    // Counted again in the new layout: three key sets (all, no remote, reordered) once each.
    expect(await db.meta('bytes')).toBe(bytesOf([...min, ...q]));
  });

  it('counts a v1 database again too, and stores no key set twice after the upgrade', async () => {
    const factory = new IDBFactory();
    const { min, q } = v2History();
    await oldDatabase(factory, 1, min, q);
    const db = historyDb(await openDatabase(factory));
    const bytes = bytesOf([...min, ...q]);
    expect(await db.meta('bytes')).toBe(bytes);
    // The same minutes again, and one more of a known key set: only its record's bytes are new.
    const next = { ...(min[0] as SampleRecord), t: (min.at(-1)?.t ?? 0) + MINUTE_MS };
    expect(await db.write({ min: [...min, next] })).toBe(bytes + recordBytes(next));
    // A fresh handle (another tab) finds the stored key sets instead of adding them again.
    expect(await historyDb(await openDatabase(factory)).write({ q })).toBe(bytes + recordBytes(next));
  });

  it('keeps every series in one buffer: 71 series of 10 six-input inverters are one object', async () => {
    const db = historyDb(await openDatabase(new IDBFactory()));
    const s: SampleRecord['s'] = { site: new Float32Array(6) };
    for (let k = 0; k < 10; k++) {
      s[`i:1382000000${k}`] = Float64Array.of(k, 2, 3, 4, 5, 6, 1e9 + 0.001 * k, 8, 9, 10);
      for (let j = 0; j < 6; j++) s[`c:1382000000${k}:${j}`] = Float32Array.of(j, 1, 2, 3, 4);
    }
    await db.write({ min: [{ t: 0, o: 0, c: 1, s }] });
    const [read] = await db.samples('min', 0, 1);
    const buffers = new Set(Object.values(read?.s ?? {}).map((series) => series.buffer));
    expect(buffers.size).toBe(1);
    expect(read?.s['i:13820000009']?.[6]).toBe(1e9 + 0.009);
    expect(recordBytes({ t: 0, o: 0, c: 1, s })).toBe(32 + 10 * 80 + 60 * 20 + 24);
  });
});
