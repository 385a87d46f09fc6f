/**
 * Runs in the browser page (served by `history-modules.ts`), not in Node: fills the app's
 * IndexedDB through the app's own storage code with what its recorder keeps after years of a
 * tab always open: a day summary per day, 15-minute rollups for the quarter tier's days, minute
 * records for the minute tier's days, then the app's own budget thinning.
 */

import {
  type CounterDay,
  DAY_MS,
  type DayRecord,
  dayKey,
  dayNumber,
  localMidnight,
  MINUTE_DAYS,
  MINUTE_MS,
  QUARTER_DAYS,
  QUARTER_MS,
  type SampleRecord,
  type Series,
  STORAGE_BUDGET_BYTES,
  thinToBudget,
} from '@dtu/recording';
import { historyDb, openDatabase } from '@dtu/web/history-storage';

export interface FillOptions {
  /** Device UTC ms of "now"; the days before it are filled, today up to now. */
  nowMs: number;
  offsetMin: number;
  serials: string[];
  inputs: number;
  days: number;
}

export interface FillResult {
  ms: number;
  minutes: number;
  quarters: number;
  dayRecords: number;
  /** The app's own count (`meta.bytes`) after the fill and after `thinToBudget`. */
  ownBytesFilled: number;
  ownBytes: number;
  thinMs: number;
}

const INPUT_PEAK_W = 375;
/** Records per `write` (one transaction each). */
const BATCH = 1000;
const SOLAR_DAY_WH = INPUT_PEAK_W * 12 * (2 / Math.PI);

/** A clear-sky day from 6:00 to 18:00 local, a little stronger in summer. */
function sun(t: number, o: number): number {
  const local = t + o * MINUTE_MS;
  const minute = (local % DAY_MS) / MINUTE_MS;
  const season = 0.75 + 0.25 * Math.cos(((local / DAY_MS - 172) / 365.25) * 2 * Math.PI);
  return minute < 360 || minute > 1080 ? 0 : season * Math.sin(((minute - 360) / 720) * Math.PI);
}

/** Energy of one input since its first day (Wh), smooth within the day. */
function inputTotalWh(t: number, o: number, startMs: number): number {
  const local = t + o * MINUTE_MS;
  const days = Math.floor((local - startMs) / DAY_MS);
  const minute = (local % DAY_MS) / MINUTE_MS;
  const share = minute < 360 ? 0 : minute > 1080 ? 1 : (1 - Math.cos(((minute - 360) / 720) * Math.PI)) / 2;
  return (days + share) * SOLAR_DAY_WH;
}

function sample(t: number, o: number, c: number, options: FillOptions, startMs: number): SampleRecord {
  const s: Record<string, Series> = {};
  const light = sun(t, o);
  const totalWh = inputTotalWh(t, o, startMs);
  const dayWh = totalWh % SOLAR_DAY_WH;
  options.serials.forEach((serial, k) => {
    let power = 0;
    for (let j = 0; j < options.inputs; j++) {
      const p = INPUT_PEAK_W * light * (0.9 + 0.02 * j);
      power += p;
      s[`c:${serial}:${j}`] = Float32Array.of(p, p, 30 + 8 * light, p / 38, dayWh);
    }
    const yt = 1e6 * (k + 1) + options.inputs * totalWh;
    s[`i:${serial}`] = Float64Array.of(
      power * 0.96,
      power * 0.96,
      230 + light,
      50,
      25 + 20 * light,
      options.inputs * dayWh,
      yt,
      100,
      1,
      light > 0 ? 1 : 0,
    );
  });
  s.site = new Float32Array(6).fill(Number.NaN);
  return { t, o, c, s };
}

/** A whole recorded day of one counter: `wh` from `fYt` on, its peak at noon. */
function counter(fYt: number, wh: number, peakW: number, midnight: number): CounterDay {
  const noon = midnight + DAY_MS / 2;
  const last = midnight + DAY_MS - MINUTE_MS;
  return {
    fT: midnight,
    lT: last,
    fYt,
    lYt: fYt + wh,
    pre: 0,
    yd: wh,
    off: 0,
    raw: wh,
    pk: peakW,
    pkT: noon,
    lP: false,
    fP: false,
  };
}

function day(midnight: number, options: FillOptions, startMs: number): DayRecord {
  const { offsetMin: o } = options;
  const inputWh = SOLAR_DAY_WH;
  const inv: DayRecord['inv'] = {};
  const peak = INPUT_PEAK_W * sun(midnight + DAY_MS / 2, o);
  options.serials.forEach((serial, k) => {
    const first = inputTotalWh(midnight, o, startMs);
    const ch = Array.from({ length: options.inputs }, () => counter(first, inputWh, peak, midnight));
    const total = 1e6 * (k + 1) + options.inputs * first;
    inv[serial] = {
      ...counter(total, options.inputs * inputWh, peak * options.inputs * 0.96, midnight),
      n: `Roof ${k + 1}`,
      ch,
    };
  });
  return { d: dayKey(dayNumber(midnight, o)), o, cov: 1440, inv };
}

/** Fills, in transactions of `BATCH` records, then thins to the app's budget as its flusher does. */
export async function fillHistory(options: FillOptions): Promise<FillResult> {
  const started = performance.now();
  const db = historyDb(await openDatabase());
  const { nowMs, offsetMin: o } = options;
  const today = localMidnight({ utcMs: nowMs, offsetMin: o });
  const first = today - (options.days - 1) * DAY_MS;
  const minuteFrom = Math.max(first, today - MINUTE_DAYS * DAY_MS);
  const quarterFrom = Math.max(first, today - QUARTER_DAYS * DAY_MS);
  const result = { minutes: 0, quarters: 0, dayRecords: 0 };
  let batch: SampleRecord[] = [];
  const put = async (store: 'min' | 'q', record?: SampleRecord) => {
    if (record) batch.push(record);
    if (batch.length >= BATCH || (!record && batch.length)) {
      await db.write({ [store]: batch });
      batch = [];
    }
  };
  for (let t = quarterFrom; t < today; t += QUARTER_MS, result.quarters++)
    await put('q', sample(t, o, 15, options, first));
  await put('q');
  for (let t = minuteFrom; t <= nowMs; t += MINUTE_MS, result.minutes++)
    await put('min', sample(t, o, 1, options, first));
  await put('min');
  const days: DayRecord[] = [];
  for (let midnight = first; midnight <= today; midnight += DAY_MS) days.push(day(midnight, options, first));
  result.dayRecords = days.length;
  const names = Object.fromEntries(options.serials.map((serial, k) => [serial, `Roof ${k + 1}`]));
  const ownBytesFilled = await db.write({ day: days, meta: { names, rolledTo: today } });
  const thinStarted = performance.now();
  const ownBytes = await thinToBudget(db, ownBytesFilled, STORAGE_BUDGET_BYTES);
  const thinMs = performance.now() - thinStarted;
  return { ...result, ms: performance.now() - started, ownBytesFilled, ownBytes, thinMs };
}
