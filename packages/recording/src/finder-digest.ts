import { INPUT, INV, inputKey, inverterKey, type SampleRecord, SITE } from './records.ts';
import type { DayExclusion, VoltageSample } from './weak-inputs.ts';

/** A record counts as limited below this relative limit (the finder's "< 99 %"). */
const LIMITED_PERCENT = 99;
/** Share of a day's producing records that may be limited before the day is left out. */
const LIMITED_SHARE = 0.1;
/** Share of producing records with the limiter in charge that makes a day "governed". */
const GOVERNED_SHARE = 0.9;

/**
 * What the weak-input finder takes from one inverter's samples of one day: a finished day's is
 * computed once and kept (`DIGESTS` in the history's `meta`), so the finder reads the samples
 * of the days it has not seen, not a month of them at every check.
 */
export interface InverterDigest {
  /** Producing records; of them limited below 99 %, and with the limiter in charge. */
  producing: number;
  limited: number;
  steered: number;
  /** Inputs of each free-running sample. */
  inputs: number;
  /** The free-running samples, each as the power of every input, then the voltage of every input. */
  free: Float32Array;
}

export interface DayDigest {
  /** The day summary's observed minutes when computed: a day that grew since is computed again. */
  cov: number;
  inv: Record<string, InverterDigest>;
}

/** Digests by day (`YYYY-MM-DD`). */
export type DigestBook = Record<string, DayDigest>;

/** The `meta` key of the kept digests. */
export const DIGESTS = 'finder';

/** One inverter's digest of a day's records (quarters, or minutes of a day not rolled up yet). */
export function digestOf(serial: string, inputs: number, records: readonly SampleRecord[]): InverterDigest {
  const digest = { producing: 0, limited: 0, steered: 0, inputs };
  const free: number[] = [];
  const key = inverterKey(serial);
  const keys = Array.from({ length: inputs }, (_, i) => inputKey(serial, i));
  for (const record of records) {
    const inv = record.s[key];
    if (!inv || !(inv[INV.producing]! > 0.5)) continue;
    digest.producing += 1;
    if ((record.s.site?.[SITE.limiterState] ?? Number.NaN) >= 0) digest.steered += 1;
    if (inv[INV.limitPct]! < LIMITED_PERCENT) {
      digest.limited += 1;
      continue;
    }
    // NaN (no limit known) is not free either.
    if (!(inv[INV.limitPct]! >= LIMITED_PERCENT)) continue;
    const series = keys.map((input) => record.s[input]);
    if (series.some((s) => !s)) continue;
    for (const s of series) free.push(s![INPUT.power]!);
    for (const s of series) free.push(s![INPUT.voltage]!);
  }
  return { ...digest, free: Float32Array.from(free) };
}

/** Why the day tells nothing about the modules; `governed`: the limiter drives this inverter. */
export function exclusionOf(digest: InverterDigest, governed: boolean): DayExclusion | undefined {
  const { producing, limited, steered } = digest;
  if (producing === 0) return undefined;
  if (governed && steered >= GOVERNED_SHARE * producing) return 'governed';
  return limited > LIMITED_SHARE * producing ? 'limited' : undefined;
}

/** The free-running samples of the first `inputs` inputs (none when the digest has fewer). */
export function samplesOf(digest: InverterDigest, inputs: number): VoltageSample[] {
  const n = digest.inputs;
  if (inputs > n || n === 0) return [];
  const samples: VoltageSample[] = [];
  for (let at = 0; at + 2 * n <= digest.free.length; at += 2 * n)
    samples.push({
      w: Array.from(digest.free.subarray(at, at + inputs)),
      v: Array.from(digest.free.subarray(at + n, at + n + inputs)),
    });
  return samples;
}

/**
 * The digests worth keeping for the days of the finder's window (`days`, oldest first): only
 * theirs, with the samples of the newest `sampleDays` only (the voltage test looks no further).
 */
export function keptDigests(book: DigestBook, days: readonly string[], sampleDays: number): DigestBook {
  const kept: DigestBook = {};
  days.forEach((d, i) => {
    const digest = book[d];
    if (!digest) return;
    if (i >= days.length - sampleDays) kept[d] = digest;
    else
      kept[d] = {
        cov: digest.cov,
        inv: Object.fromEntries(
          Object.entries(digest.inv).map(([serial, inv]) => [serial, { ...inv, free: new Float32Array(0) }]),
        ),
      };
  });
  return kept;
}
