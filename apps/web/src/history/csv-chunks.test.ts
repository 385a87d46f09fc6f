import type { SampleRecord } from '@dtu/recording';
import { MINUTE_MS } from '@dtu/recording';
import { describe, expect, it } from 'vitest';
import { CSV_EXCEL_DE, samplesCsv, samplesCsvParts } from './csv.ts';

const T = Date.UTC(2024, 4, 3, 4);
const N = Number.NaN;

/** A day of minutes of two inverters and the site, with gaps (estimated rows) and a zone change. */
const records: SampleRecord[] = [];
for (let i = 0; i < 800; i++) {
  if (i % 97 < 4) continue;
  const t = T + i * MINUTE_MS;
  records.push({
    t,
    o: i < 400 ? 120 : 60,
    c: 1,
    s: {
      'i:1161': Float64Array.from([i % 500, 600, 230.1, 50, 30, i, 10_000 + i, 100, 1, 1]),
      'i:dtu2:81/1162': Float64Array.from([N, N, N, N, N, N, 500 + i / 2, N, N, N]),
      'c:1161:0': Float32Array.from([i % 250, N, 31.5, 2, i / 2]),
      site: Float32Array.from([-150 + i, 80, N, N, N, N]),
    },
  });
}
const names = { '1161': 'Roof, east', 'dtu2:81/1162': '=cmd' };

describe('CSV export in chunks', () => {
  it('equals the unchunked text byte for byte, whatever the chunk size', async () => {
    for (const dialect of [false, CSV_EXCEL_DE]) {
      const whole = samplesCsv(records, names, MINUTE_MS, dialect);
      expect(whole).toMatch(/[,;]estimated\r\n/);
      for (const chunk of [1, 7, 500, 5000]) {
        const parts = await samplesCsvParts(records, names, MINUTE_MS, dialect, {
          chunk,
          pause: async () => {},
        });
        expect(parts.join(''), `chunk ${chunk}`).toBe(whole);
        // The file's bytes (`text()` would drop the BOM).
        const bytes = Buffer.from(await new Blob(parts).arrayBuffer());
        expect(bytes.equals(Buffer.from(whole, 'utf8'))).toBe(true);
      }
    }
  });

  it('does a bounded amount of work per slice: the gap search and the rows of a long gap are sliced too', async () => {
    // Two stretches of a day around a gap of four days: thousands of estimated rows.
    const stretch = (from: number) =>
      records.slice(0, 200).map((record) => {
        // The counter went on during the gap (a day's 5 kWh), so the gap gets an estimate.
        const inverter = Float64Array.from(record.s['i:1161']!);
        inverter[6]! += from;
        return { ...record, t: record.t + from * MINUTE_MS, s: { ...record.s, 'i:1161': inverter } };
      });
    const list = [...stretch(0), ...stretch(6000)];
    const chunk = 20;
    // Every read of a record, counted per slice (between two pauses).
    const reads = [0];
    const counted = new Proxy(list, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads[reads.length - 1]! += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const shares: number[] = [];
    const parts = await samplesCsvParts(counted, names, MINUTE_MS, false, {
      chunk,
      pause: async () => {
        reads.push(0);
      },
      progress: (share) => shares.push(share),
    });
    const whole = samplesCsv(list, names, MINUTE_MS);
    expect(parts.join('')).toBe(whole);
    expect(whole.match(/estimated/g)!.length).toBeGreaterThan(5000);
    // The gap search and the rows each read every record once; no slice reads many more than `chunk`.
    expect(reads.length).toBeGreaterThan((2 * list.length) / chunk);
    expect(Math.max(...reads)).toBeLessThanOrEqual(chunk + 20);
    // Each part is one slice's text: a record's rows or its share of the estimated rows.
    const rowsPerPart = parts.map((part) => part.split('\r\n').length - 1);
    expect(Math.max(...rowsPerPart)).toBeLessThanOrEqual(chunk * 50 + 20);
    expect(shares.at(-1)).toBe(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  it('pauses through a task of the event loop by default', async () => {
    const parts = await samplesCsvParts(records, names, MINUTE_MS, false, { chunk: 200 });
    expect(parts.join('')).toBe(samplesCsv(records, names, MINUTE_MS));
  });
});
