import type { LivedataState } from '../live/merge-livedata.ts';
import { finishMinute, foldSample, type MinuteAcc, startMinute } from './accumulator.ts';
import { foldCounter } from './counters.ts';
import type { DeviceInstant } from './device-clock.ts';
import { dayKey, dayNumber, MINUTE_MS, minuteOfDay } from './device-time.ts';
import { type DayRecord, type InverterDay, inputKey, inverterKey, type SampleRecord } from './records.ts';
import { type LimiterSample, sampleInverter, sampleSite } from './sampling.ts';

/**
 * The recorder's state machine without timers or storage: samples go into the current minute
 * and the day's counters; finished minutes and touched days wait in `pending` for a flush.
 */
export class RecorderCore {
  minute: MinuteAcc | undefined;
  readonly days = new Map<string, DayRecord>();
  pendingMinutes: SampleRecord[] = [];
  readonly pendingDays = new Set<string>();
  names: Record<string, string> = {};
  private seen = new Map<string, unknown>();
  private lastSite: unknown[] = [];

  /** Days that ended since the last call (for the rollup). */
  endedDays: number[] = [];

  private enterMinute(now: DeviceInstant): MinuteAcc {
    const t = Math.floor(now.utcMs / MINUTE_MS) * MINUTE_MS;
    if (this.minute && this.minute.t === t) return this.minute;
    if (this.minute && t > this.minute.t) {
      this.pendingMinutes.push(finishMinute(this.minute));
      const before = dayNumber(this.minute.t, this.minute.o);
      if (dayNumber(t, now.offsetMin) > before) this.endedDays.push(before);
    }
    if (this.minute && t < this.minute.t) return this.minute;
    this.minute = startMinute(now.utcMs, now.offsetMin);
    const day = this.day(now);
    day.cov += 1;
    this.pendingDays.add(day.d);
    return this.minute;
  }

  private day(now: DeviceInstant): DayRecord {
    const key = dayKey(dayNumber(now.utcMs, now.offsetMin));
    let record = this.days.get(key);
    if (!record) {
      record = { d: key, o: now.offsetMin, cov: 0, inv: {} };
      this.days.set(key, record);
    }
    return record;
  }

  /** Folds whatever changed in the live state since the previous call. */
  observe(state: LivedataState, limiter: LimiterSample | undefined, now: DeviceInstant): void {
    const minute = this.enterMinute(now);
    const day = this.day(now);
    const counterTime = { t: now.utcMs, minute: minuteOfDay(now.utcMs, now.offsetMin) };
    for (const serial of state.serials) {
      const entry = state.inverters[serial];
      if (!entry || this.seen.get(serial) === entry) continue;
      this.seen.set(serial, entry);
      const sample = sampleInverter(entry.inverter);
      if (!sample) continue;
      this.names[serial] = entry.inverter.name;
      foldSample(minute, inverterKey(serial), sample.inverter);
      const old = day.inv[serial];
      const folded = foldCounter(old, { ...counterTime, ...sample.counter });
      if (!folded) continue;
      const inv: InverterDay = { ...folded, n: entry.inverter.name, ch: old ? [...old.ch] : [] };
      sample.inputs.forEach((values, input) => {
        foldSample(minute, inputKey(serial, input), values);
        this.names[`${serial}:${input}`] = sample.names[input] ?? '';
        const counter = sample.inputCounters[input];
        const ch = counter && foldCounter(inv.ch[input], { ...counterTime, ...counter });
        if (ch) inv.ch[input] = ch;
      });
      day.inv[serial] = inv;
      this.pendingDays.add(day.d);
    }
    const site = [state.power_meter, state.battery, state.vedirect, state.huawei, limiter];
    if (site.some((value, i) => value !== this.lastSite[i])) {
      this.lastSite = site;
      if (site.some((value) => value !== undefined)) foldSample(minute, 'site', sampleSite(state, limiter));
    }
  }

  /** Takes what waits for storage; `partial` includes the minute still being filled. */
  take(partial: boolean): { minutes: SampleRecord[]; days: DayRecord[] } {
    const minutes = this.pendingMinutes;
    if (partial && this.minute) minutes.push(finishMinute(this.minute));
    this.pendingMinutes = [];
    const days = [...this.pendingDays].flatMap((key) => this.days.get(key) ?? []);
    this.pendingDays.clear();
    // Keep only today's record in memory.
    const latest = [...this.days.keys()].sort().pop();
    for (const key of this.days.keys()) if (key !== latest) this.days.delete(key);
    return { minutes, days };
  }

  /** Continues a day recorded earlier (after a reload). */
  resume(day: DayRecord): void {
    if (!this.days.has(day.d)) this.days.set(day.d, day);
  }
}
