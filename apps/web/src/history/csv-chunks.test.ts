import { describe, expect, it } from 'vitest';
import { CSV_EXCEL_DE, samplesCsv, samplesCsvParts } from './csv.ts';
import { MINUTE_MS } from './device-time.ts';
import type { SampleRecord } from './records.ts';

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

  it('yields to the event loop between chunks and reports its progress', async () => {
    let pauses = 0;
    const shares: number[] = [];
    const parts = await samplesCsvParts(records, names, MINUTE_MS, false, {
      chunk: 100,
      pause: async () => {
        pauses += 1;
      },
      progress: (share) => shares.push(share),
    });
    const chunks = Math.ceil(records.length / 100);
    expect(pauses).toBe(chunks - 1);
    expect(shares).toHaveLength(chunks);
    expect(shares.at(-1)).toBe(1);
    // One part per chunk (plus the header), none of them the whole file.
    expect(parts).toHaveLength(chunks + 1);
  });

  it('pauses through a task of the event loop by default', async () => {
    const parts = await samplesCsvParts(records, names, MINUTE_MS, false, { chunk: 200 });
    expect(parts.join('')).toBe(samplesCsv(records, names, MINUTE_MS));
  });
});
