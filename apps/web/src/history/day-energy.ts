import { dayStartTotal, sawDayEnd } from './counters.ts';
import { dayFromKey, dayKey, minuteOfDay } from './device-time.ts';
import type { CounterDay, DayRecord, InverterDay } from './records.ts';

/** `total`: exact from YieldTotal; `day`: from YieldDay (the day's end seen, or today so far). */
export type YieldSource = 'total' | 'day';

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
}

function seenToEnd(counter: CounterDay, offsetMin: number): boolean {
  return sawDayEnd(counter, minuteOfDay(counter.lT, offsetMin));
}

/** Energy of one counter from its day to the next recorded day (undefined when missing there). */
function energyTo(counter: CounterDay, next: CounterDay | undefined): number | undefined {
  if (!next) return undefined;
  const wh = dayStartTotal(next) - dayStartTotal(counter);
  return wh >= 0 ? wh : undefined;
}

function addBar(bars: DayBar[], from: number, days: number, source: YieldSource, coverage: number): DayBar {
  const bar: DayBar = {
    from: dayKey(from),
    to: dayKey(from + days - 1),
    days,
    wh: 0,
    source,
    coverage,
    inverters: {},
    inputs: {},
  };
  bars.push(bar);
  return bar;
}

/** An inverter's counters (input undefined) and its inputs', each with the next day's. */
function counters(
  inv: InverterDay | undefined,
  next?: InverterDay,
): (readonly [number | undefined, CounterDay, CounterDay | undefined])[] {
  if (!inv) return [];
  return [[undefined, inv, next], ...inv.ch.flatMap((ch, i) => [[i, ch, next?.ch[i]] as const])];
}

function put(bar: DayBar, serial: string, input: number | undefined, wh: number): void {
  if (input === undefined) {
    bar.inverters[serial] = wh;
    bar.wh += wh;
  } else bar.inputs[`${serial}:${input}`] = wh;
}

/**
 * Day bars from the day summaries (sorted or not; days without inverter readings are skipped). A day followed by a recorded day gets the
 * exact YieldTotal difference; a day followed by unrecorded days is either closed by its
 * YieldDay (when its end was seen) plus one merged bar for the gap, or merged with the gap.
 */
export function dayBars(records: readonly DayRecord[]): DayBar[] {
  // A day without any inverter reading (a tab closed just after midnight) says nothing about
  // energy: it counts as unrecorded, so the days around it merge instead of closing at 0 Wh.
  const days = records.filter((r) => Object.keys(r.inv).length > 0).sort((a, b) => a.d.localeCompare(b.d));
  const bars: DayBar[] = [];
  days.forEach((record, i) => {
    const day = dayFromKey(record.d);
    const nextRecord = days[i + 1];
    const gapDays = nextRecord ? dayFromKey(nextRecord.d) - day - 1 : 0;
    const coverage = record.cov / 1440;
    const serials = Object.keys(record.inv);
    const closed = serials.every((serial) => {
      const inv = record.inv[serial];
      return inv !== undefined && seenToEnd(inv, record.o);
    });
    if (!nextRecord || (gapDays > 0 && closed)) {
      const bar = addBar(bars, day, 1, 'day', coverage);
      for (const serial of serials)
        for (const [input, counter] of counters(record.inv[serial])) put(bar, serial, input, counter.yd);
      if (!nextRecord) return;
    }
    const merged = gapDays > 0 && !closed;
    const bar =
      gapDays === 0 || merged
        ? addBar(bars, day, gapDays + 1, 'total', coverage / (gapDays + 1))
        : addBar(bars, day + 1, gapDays, 'total', 0);
    for (const serial of serials)
      for (const [input, counter, next] of counters(record.inv[serial], nextRecord.inv[serial])) {
        // The part already closed by the day's own bar, when this bar starts the day after.
        const closed = bar.from === record.d ? 0 : counter.yd;
        const whole = energyTo(counter, next);
        put(bar, serial, input, whole === undefined ? (closed ? 0 : counter.yd) : whole - closed);
      }
  });
  return bars;
}
