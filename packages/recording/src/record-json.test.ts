import { describe, expect, it } from 'vitest';
import { sampleFromJson, sampleToJson } from './record-json.ts';
import type { SampleRecord } from './records.ts';

describe('sample records as JSON', () => {
  it('keep every value, NaN included, and each series its precision', () => {
    const record: SampleRecord = {
      t: Date.UTC(2024, 4, 3, 8),
      o: 120,
      c: 1,
      s: {
        'i:1141': Float64Array.from([412.3, Number.NaN, 0.1 + 0.2]),
        'c:1141:0': Float32Array.from([0.1, Number.NaN]),
        site: Float32Array.from([-35.5, 80]),
      },
    };
    const json = JSON.parse(JSON.stringify(sampleToJson(record)));
    expect(json.s['i:1141'][1]).toBeNull();
    const back = sampleFromJson(json);
    expect(back).toEqual(record);
    expect(back.s['i:1141']).toBeInstanceOf(Float64Array);
    expect(back.s['c:1141:0']).toBeInstanceOf(Float32Array);
  });
});
