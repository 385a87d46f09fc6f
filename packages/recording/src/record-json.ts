import type { SampleRecord } from './records.ts';

/** A sample record as JSON: each series a list of numbers, `null` for NaN (not present). */
export interface SampleJson {
  t: number;
  o: number;
  c: number;
  s: Record<string, (number | null)[]>;
}

export function sampleToJson(record: SampleRecord): SampleJson {
  const s: SampleJson['s'] = {};
  for (const [key, series] of Object.entries(record.s))
    s[key] = Array.from(series, (value) => (Number.isNaN(value) ? null : value));
  return { t: record.t, o: record.o, c: record.c, s };
}

/** Back to typed arrays: inverter series (`i:…`) Float64, the others Float32, as the recorder keeps them. */
export function sampleFromJson(json: SampleJson): SampleRecord {
  const s: SampleRecord['s'] = {};
  for (const [key, values] of Object.entries(json.s)) {
    const numbers = values.map((value) => value ?? Number.NaN);
    s[key] = key.startsWith('i:') ? Float64Array.from(numbers) : Float32Array.from(numbers);
  }
  return { t: json.t, o: json.o, c: json.c, s };
}
