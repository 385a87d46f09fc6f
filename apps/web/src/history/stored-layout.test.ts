import { INPUT, type SampleRecord } from '@dtu/recording';
import { describe, expect, it, vi } from 'vitest';
import {
  decodeRecord,
  encodeRecord,
  keySetOf,
  layoutOf,
  seriesColumn,
  seriesValue,
} from './stored-layout.ts';

/** A minute of two six-input inverters and the site, as the recorder keeps it. */
function minute(): SampleRecord {
  const s: SampleRecord['s'] = {};
  for (const serial of ['1161', '1162']) {
    s[`i:${serial}`] = Float64Array.from({ length: 10 }, (_, i) => 1e6 + i + Number(serial));
    for (let input = 0; input < 6; input++)
      s[`c:${serial}:${input}`] = Float32Array.from({ length: 5 }, (_, i) => input * 10 + i);
  }
  s.site = Float32Array.of(-120, 55, Number.NaN, 0, 2, 800);
  return { t: 60_000, o: 120, c: 1, s };
}

describe('stored record layout', () => {
  const record = minute();
  const layout = layoutOf(keySetOf(record), 7);
  const stored = encodeRecord(record, layout);

  it('gives every series back, at once or each when first read, with the same keys and values', () => {
    for (const lazy of [false, true]) {
      const back = decodeRecord(stored, layout, lazy);
      expect(Object.keys(back.s)).toEqual(Object.keys(record.s));
      for (const key of Object.keys(record.s))
        expect(Array.from(back.s[key] ?? [])).toEqual(Array.from(record.s[key] ?? []));
      expect(back.s['c:9:0']).toBeUndefined();
    }
  });

  it('makes a lazy record’s views only for the series read, each once', () => {
    const made = vi.spyOn(globalThis, 'Float32Array');
    const back = decodeRecord(stored, layout, true);
    expect(made).not.toHaveBeenCalled();
    const inverter = back.s['i:1161'];
    expect(back.s['i:1161']).toBe(inverter);
    // Listing the keys makes no view either.
    expect(Object.keys(back.s)).toHaveLength(15);
    expect('c:1162:5' in back.s).toBe(true);
    expect(made).not.toHaveBeenCalled();
    expect(back.s['c:1162:5']?.[INPUT.voltage]).toBe(52);
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });

  it('reads single values of a lazy record through one view per width, not one per series', () => {
    const wide = vi.spyOn(globalThis, 'Float64Array');
    const narrow = vi.spyOn(globalThis, 'Float32Array');
    const back = decodeRecord(stored, layout, true);
    const eager = decodeRecord(stored, layout);
    const keys = Object.keys(record.s);
    for (const key of keys)
      for (let field = 0; field <= (record.s[key]?.length ?? 0); field++) {
        const value = seriesValue(back, key, field);
        expect(value).toEqual(record.s[key]?.[field]);
        expect(seriesValue(eager, key, field)).toEqual(value);
      }
    expect(seriesValue(back, 'c:9:0', 0)).toBeUndefined();
    // The eager record's 2 wide views and 13 narrow ones; one of each for the lazy record.
    expect(wide).toHaveBeenCalledTimes(2 + 1);
    expect(narrow).toHaveBeenCalledTimes(13 + 1);
    wide.mockRestore();
    narrow.mockRestore();
  });

  it('reads a column of values from records of any kind and layout, as single reads would', () => {
    const other = layoutOf(keySetOf({ ...record, s: { 'i:1162': record.s['i:1162'] as Float64Array } }), 8);
    const records = [
      decodeRecord(stored, layout, true),
      decodeRecord(stored, layout),
      decodeRecord(
        encodeRecord({ ...record, s: { 'i:1162': record.s['i:1162'] as Float64Array } }, other),
        other,
        true,
      ),
      decodeRecord(stored, layout, true),
    ];
    for (const [key, field] of [
      ['i:1161', 6],
      ['i:1162', 9],
      ['c:1162:5', 4],
      ['site', 2],
      ['site', 6],
      ['c:9:0', 0],
    ] as const)
      expect(seriesColumn(records, key, field)).toEqual(records.map((r) => seriesValue(r, key, field)));
    expect(seriesColumn(records, 'i:1161', 6)).toEqual([1001167, 1001167, undefined, 1001167]);
  });

  it('keeps a lazy record read-only, and no prototype name is a series', () => {
    const back = decodeRecord(stored, layout, true);
    expect(() => {
      back.s['i:1161'] = new Float64Array(10);
    }).toThrow(TypeError);
    expect(back.s.toString).toBeUndefined();
    expect('constructor' in back.s).toBe(false);
  });
});
