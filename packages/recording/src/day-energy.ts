import { dayStartTotal, EARLY, sawDayEnd } from './counters.ts';
import { DAY_MS, dayFromKey, dayKey, MINUTE_MS, minuteOfDay } from './device-time.ts';
import { nextTask } from './next-task.ts';
import type { CounterDay, DayRecord, InverterDay } from './records.ts';

/**
 * `total`: exact from YieldTotal; `day`: from YieldDay (the day's end seen, or today so far);
 * `seen`: at least this much, the energy between the samples of an inverter whose YieldDay is
 * not a day counter, where a day boundary was not seen.
 */
export type YieldSource = 'total' | 'day' | 'seen';

/** One bar: a day, or several days without any recording merged into one ("3 days: 12.4 kWh"). */
export interface DayBar {
  from: string;
  to: string;
  days: number;
  wh: number;
  source: YieldSource;
  /** Observed share of the bar's minutes, 0…1. */
  coverage: number;
  /** Energy per inverter serial, and per input (`serial:index`). */
  inverters: Record<string, number>;
  inputs: Record<string, number>;
  /** Inverters whose part is only what the samples saw (at least). */
  seen: string[];
  /**
   * Where each inverter's own figure comes from: its YieldDay (`day`), its YieldTotal at the
   * day boundaries (`total`), or only the samples (`seen`); a bar's `source` is its weakest.
   */
  sources: Record<string, YieldSource>;
}

/** A figure taken from a device counter, and which one. */
interface Counted {
  wh: number;
  from: Exclude<YieldSource, 'seen'>;
}

/** A sample this close to midnight pins the day boundary's YieldTotal. */
const EDGE_MS = 2 * MINUTE_MS;
const LATE = 23 * 60;

/**
 * Inverters whose YieldDay is no day counter: seen producing at night (fed by a battery, it
 * never sleeps, so the inverter never resets YieldDay; the limiter's daily restart does, at its
 * own hour). Their day energy comes from YieldTotal at the day boundaries only.
 */
export function nightRunners(records: readonly DayRecord[]): Set<string> {
  const found = new Set<string>();
  for (const record of records)
    for (const [serial, inv] of Object.entries(record.inv)) {
      const first = minuteOfDay(inv.fT, record.o);
      const last = minuteOfDay(inv.lT, record.o);
      if ((inv.fP && first < EARLY) || (inv.lP && last >= LATE)) found.add(serial);
    }
  return found;
}

/** The highest power each inverter was seen at, for the plausibility of its YieldDay. */
function peaks(records: readonly DayRecord[]): Map<string, number> {
  const peak = new Map<string, number>();
  for (const record of records)
    for (const [serial, inv] of Object.entries(record.inv))
      peak.set(serial, Math.max(peak.get(serial) ?? 0, inv.pk));
  return peak;
}

/** How one counter's day is bounded: YieldTotal at the day's start and end where known. */
interface Bounds {
  /** YieldTotal (Wh) at local midnight, undefined when not proven. */
  start?: number;
  /** The day's energy when its end is seen (undefined otherwise), and whether that is proven. */
  closed?: number;
  /** The counter's YieldDay counts from midnight (a day counter with a plausible value). */
  trusted: boolean;
}

/** YieldTotal at the midnight between `prev` (the day before) and `c`, when samples bracket it closely. */
function midnightTotal(prev: CounterDay | undefined, c: CounterDay, midnight: number): number | undefined {
  if (!prev || midnight - prev.lT > EDGE_MS || c.fT - midnight > EDGE_MS) return undefined;
  const span = c.fT - prev.lT;
  return span > 0 ? prev.lYt + ((c.fYt - prev.lYt) * (midnight - prev.lT)) / span : c.fYt;
}

function bounds(
  record: DayRecord,
  day: number,
  c: CounterDay,
  prev: CounterDay | undefined,
  trusted: boolean,
): Bounds {
  const lastMinute = minuteOfDay(c.lT, record.o);
  if (trusted)
    return {
      start: dayStartTotal(c),
      closed: sawDayEnd(c, lastMinute) ? c.yd : undefined,
      trusted,
    };
  const midnight = day * DAY_MS - record.o * MINUTE_MS;
  const start = midnightTotal(prev, c, midnight);
  const seenToMidnight = start !== undefined && lastMinute * MINUTE_MS >= DAY_MS - EDGE_MS;
  return { start, closed: seenToMidnight ? c.lYt - start : undefined, trusted };
}

function addBar(bars: DayBar[], from: number, days: number, source: YieldSource, coverage: number): DayBar {
  const first = dayKey(from);
  const bar: DayBar = {
    from: first,
    to: days === 1 ? first : dayKey(from + days - 1),
    days,
    wh: 0,
    source,
    coverage,
    inverters: {},
    inputs: {},
    seen: [],
    sources: {},
  };
  bars.push(bar);
  return bar;
}

/** An inverter's counters: the inverter's own first, then its inputs' in order. */
const countersOf = (inv: InverterDay): CounterDay[] => [inv, ...inv.ch];

/** Each inverter's input keys (`serial:index`), made once per call of `dayBars`. */
function inputKeys(): (serial: string, count: number) => string[] {
  const made = new Map<string, string[]>();
  return (serial, count) => {
    let keys = made.get(serial);
    if (!keys || keys.length < count) {
      keys = Array.from({ length: count }, (_, i) => `${serial}:${i}`);
      made.set(serial, keys);
    }
    return keys;
  };
}

/**
 * Day bars from the day summaries (sorted or not; days without inverter readings are skipped). A
 * day followed by a recorded day gets the exact YieldTotal difference; a day followed by
 * unrecorded days is either closed by its YieldDay (when its end was seen) plus one merged bar
 * for the gap, or merged with the gap. An inverter whose YieldDay is no day counter (it runs at
 * night, or its YieldDay holds more than its peak power could have made since midnight) counts
 * only by YieldTotal at day boundaries it was seen across; elsewhere its part is what the samples
 * saw, and the bar says `seen` (at least), never exact.
 *
 * Years of days are hundreds of thousands of counters: each day's number is parsed once, and a
 * counter's bounds sit in an array by its index (0 the inverter, then its inputs), not behind a
 * string key per counter and day.
 */
export function dayBars(records: readonly DayRecord[]): DayBar[] {
  const steps = dayBarSteps(records);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Days worked through between two pauses of `dayBarsInSlices`: a few milliseconds at 4× CPU slowdown. */
export const BAR_SLICE_DAYS = 100;

/**
 * `dayBars` with a pause (`nextTask`) after every `BAR_SLICE_DAYS` days, so years of days do not
 * hold the main thread for one long task; undefined when `alive()` turns false on the way (the
 * days changed: the caller starts again).
 */
export async function dayBarsInSlices(
  records: readonly DayRecord[],
  { alive = () => true, pause = nextTask }: { alive?: () => boolean; pause?: () => Promise<void> } = {},
): Promise<DayBar[] | undefined> {
  const steps = dayBarSteps(records);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
    if (!alive()) return undefined;
  }
}

/** `dayBars`' work, yielding after every `BAR_SLICE_DAYS` days of each pass over the days. */
function* dayBarSteps(records: readonly DayRecord[]): Generator<void, DayBar[]> {
  // A day without any inverter reading (a tab closed just after midnight) says nothing about
  // energy: it counts as unrecorded, so the days around it merge instead of closing at 0 Wh.
  const days = records
    .filter((r) => Object.keys(r.inv).length > 0)
    .sort((a, b) => (a.d < b.d ? -1 : a.d > b.d ? 1 : 0));
  const numbers = days.map((record) => dayFromKey(record.d));
  const runners = nightRunners(days);
  const peak = peaks(days);
  const keysOf = inputKeys();
  // Per day: each inverter's counters and their bounds, by the counter's index.
  const dayBounds: Map<string, Bounds[]>[] = [];
  for (const [i, record] of days.entries()) {
    if (i > 0 && i % BAR_SLICE_DAYS === 0) yield;
    const adjacent = i > 0 && numbers[i - 1] === numbers[i]! - 1 ? days[i - 1] : undefined;
    const map = new Map<string, Bounds[]>();
    for (const [serial, inv] of Object.entries(record.inv)) {
      const first = minuteOfDay(inv.fT, record.o);
      const top = peak.get(serial) ?? 0;
      // More before the first sample than the peak power seen could make since midnight (and in
      // the first sample's own minute, which its counter includes).
      const implausible = top > 0 && inv.pre > (top * (first + 1)) / 60 + 1;
      const trusted = !runners.has(serial) && !implausible;
      const before = adjacent?.inv[serial];
      map.set(
        serial,
        countersOf(inv).map((c, index) =>
          bounds(record, numbers[i]!, c, index === 0 ? before : before?.ch[index - 1], trusted),
        ),
      );
    }
    dayBounds.push(map);
  }
  const bars: DayBar[] = [];
  for (const [i, record] of days.entries()) {
    if (i > 0 && i % BAR_SLICE_DAYS === 0) yield;
    const day = numbers[i]!;
    const nextRecord = days[i + 1];
    const gapDays = nextRecord ? numbers[i + 1]! - day - 1 : 0;
    // The day's length: 23 or 25 hours on a DST change, seen from the next day's starting offset.
    const dayMinutes = gapDays === 0 && nextRecord ? 1440 + record.o - nextRecord.o : 1440;
    const coverage = Math.min(1, record.cov / dayMinutes);
    const serials = Object.keys(record.inv);
    const own = dayBounds[i]!;
    const next = dayBounds[i + 1];
    const closed = serials.every((serial) => own.get(serial)?.[0]?.closed !== undefined);
    const partsOf = (
      bar: DayBar,
      value: (b: Bounds, c: CounterDay, next: Bounds | undefined) => Counted | undefined,
    ) => {
      for (const serial of serials) {
        const inv = record.inv[serial]!;
        const ownBounds = own.get(serial)!;
        const nextBounds = next?.get(serial);
        const keys = keysOf(serial, inv.ch.length);
        for (let index = 0; index <= inv.ch.length; index++) {
          const c = index === 0 ? inv : inv.ch[index - 1]!;
          const counted = value(ownBounds[index]!, c, nextBounds?.[index]);
          // What the samples saw: the counter's rise between its first and last sample.
          if (counted === undefined) {
            bar.source = 'seen';
            if (!bar.seen.includes(serial)) bar.seen.push(serial);
          }
          const energy = counted?.wh ?? Math.max(0, c.lYt - c.fYt);
          if (index === 0) {
            bar.sources[serial] = counted?.from ?? 'seen';
            bar.inverters[serial] = energy;
            bar.wh += energy;
          } else bar.inputs[keys[index - 1]!] = energy;
        }
      }
    };
    if (!nextRecord || (gapDays > 0 && closed)) {
      const bar = addBar(bars, day, 1, 'day', coverage);
      // Today so far, or a day closed before a gap: its YieldDay, or YieldTotal since midnight.
      partsOf(bar, (b, c) => {
        if (b.trusted) return { wh: c.yd, from: 'day' };
        const wh = b.closed ?? (b.start === undefined ? undefined : c.lYt - b.start);
        return wh === undefined ? undefined : { wh, from: 'total' };
      });
      if (!nextRecord) continue;
    }
    const merged = gapDays > 0 && !closed;
    const bar =
      gapDays === 0 || merged
        ? addBar(bars, day, gapDays + 1, 'total', coverage / (gapDays + 1))
        : addBar(bars, day + 1, gapDays, 'total', 0);
    const startsOwnDay = bar.from === record.d;
    partsOf(bar, (b, c, nextB) => {
      // The part already closed by the day's own bar, when this bar starts the day after.
      const done = startsOwnDay ? 0 : (b.closed ?? 0);
      const end = nextB?.start;
      const whole = b.start === undefined || end === undefined ? undefined : end - b.start;
      if (whole !== undefined && whole >= 0) return { wh: whole - done, from: 'total' };
      // Missing on the next day: a day counter still tells its own day.
      return b.trusted ? { wh: done ? 0 : c.yd, from: 'day' } : undefined;
    });
  }
  return bars;
}

/**
 * Today's energy of each inverter whose YieldDay is no day counter (its own YieldDay would count
 * days of running: "21 kWh today" from 820 Wp), from the recorded counters; `atLeast` where the
 * recorder did not see today's midnight. Other inverters are not listed: their YieldDay is right.
 */
export function todayOfNightRunners(
  records: readonly DayRecord[],
  today: string,
): Record<string, { wh: number; atLeast: boolean }> {
  const runners = nightRunners(records);
  const bar = dayBars(records).at(-1);
  const out: Record<string, { wh: number; atLeast: boolean }> = {};
  if (!bar || bar.from !== today || bar.to !== today) return out;
  for (const serial of runners) {
    const wh = bar.inverters[serial];
    if (wh !== undefined) out[serial] = { wh, atLeast: bar.seen.includes(serial) };
  }
  return out;
}
