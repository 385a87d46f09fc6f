import {
  type CounterDay,
  DAY_MS,
  type DayRecord,
  dayFromKey,
  dayKey,
  INV,
  INV_FIELDS,
  inverterKey,
  localToUtc,
  MINUTE_MS,
  type SampleRecord,
  zoneOffsetMin,
} from '@dtu/recording';

/** Test data for the history views: a device day as the recorder stores it (not imported by the app). */

export const BERLIN = 'Europe/Berlin';

/** Power in W at a local wall time: 5 W plus 10 W per hour of the day (125 W at 12:00). */
export const powerAtW = (localMinute: number) => 5 + 10 * Math.floor(localMinute / 60);

export interface RecordedDay {
  day: DayRecord;
  records: SampleRecord[];
  /** YieldTotal (Wh) at the day's end, where the next day starts counting. */
  endTotalWh: number;
}

/**
 * One inverter recorded every minute of the local day `key` in `zone` (23, 24 or 25 hours), the
 * browser away during the local `gaps` (`[fromMinute, toMinute)` of the wall clock). Each sample
 * carries the zone's offset at its instant, as the recorder stores it; YieldTotal keeps counting
 * through the gaps, so each gap has its energy, from `startTotalWh` at midnight (a sample's
 * counter includes its own minute). Power follows `powerAtW` of the local time: 2880 Wh a
 * 24-hour day, 2855 Wh the 23-hour one, 2905 Wh the 25-hour one.
 */
export function recordedDay(
  key: string,
  serial: string,
  name: string,
  gaps: readonly [number, number][] = [],
  { zone = BERLIN, startTotalWh = 1_000_000 } = {},
): RecordedDay {
  const wallMidnight = dayFromKey(key) * DAY_MS;
  const from = localToUtc(wallMidnight, zone);
  const to = localToUtc(wallMidnight + DAY_MS, zone);
  const records: SampleRecord[] = [];
  let yieldTotalWh = startTotalWh;
  for (let t = from; t < to; t += MINUTE_MS) {
    const o = zoneOffsetMin(t, zone);
    const minute = (t + o * MINUTE_MS - wallMidnight) / MINUTE_MS;
    const powerW = powerAtW(minute);
    yieldTotalWh += powerW / 60;
    if (gaps.some(([start, end]) => minute >= start && minute < end)) continue;
    const series = new Float64Array(INV_FIELDS).fill(Number.NaN);
    series[INV.power] = powerW;
    series[INV.yieldTotalWh] = yieldTotalWh;
    records.push({ t, o, c: 1, s: { [inverterKey(serial)]: series } });
  }
  const first = records[0] as SampleRecord;
  const last = records.at(-1) as SampleRecord;
  const total = (record: SampleRecord) => record.s[inverterKey(serial)]?.[INV.yieldTotalWh] ?? 0;
  const counters: CounterDay = {
    fT: first.t,
    lT: last.t,
    fYt: total(first),
    lYt: total(last),
    // The day's yield before the first sample's counter: that sample's own minute, and more
    // when the day's first minutes were missed.
    pre: total(first) - startTotalWh,
    yd: total(last) - startTotalWh,
    off: 0,
    raw: total(last) - startTotalWh,
    pk: powerAtW(23 * 60),
    pkT: last.t,
    // Asleep at the day's end, as a solar inverter is: its YieldDay is a day counter.
    lP: false,
  };
  return {
    day: { d: key, o: first.o, cov: records.length, inv: { [serial]: { ...counters, n: name, ch: [] } } },
    records,
    endTotalWh: yieldTotalWh,
  };
}

/**
 * The day summaries of the calendar days from the first of `keys` to the last, with counters
 * running on through the days not in `keys` (the browser was closed; the inverter produced).
 */
export function recordedDays(keys: readonly string[], serial: string, name: string): DayRecord[] {
  const first = dayFromKey(keys[0] as string);
  const last = dayFromKey(keys.at(-1) as string);
  const days: DayRecord[] = [];
  let startTotalWh = 1_000_000;
  for (let n = first; n <= last; n++) {
    const key = dayKey(n);
    const recorded = recordedDay(key, serial, name, [], { startTotalWh });
    if (keys.includes(key)) days.push(recorded.day);
    startTotalWh = recorded.endTotalWh;
  }
  return days;
}
