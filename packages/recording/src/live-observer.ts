import type {
  BatteryBlock,
  GridChargerBlock,
  NormalInverter,
  PowerMeterBlock,
  SolarChargerBlock,
  ValueObject,
} from '@dtu/contract';
import { type DayBook, foldInput, foldInverter } from './day-book.ts';
import type { DeviceInstant } from './device-clock.ts';
import { minuteOfDay } from './device-time.ts';
import type { MinuteSampler } from './minute-sampler.ts';
import { inputKey, inverterKey } from './records.ts';

/** The limiter as the charge-controller stream reports it, when that stream is open. */
export interface LimiterSample {
  state: number;
  limitW: number;
}

type LiveInverter = NormalInverter;

/**
 * What the observer reads of a device's merged live data (the web app's `LivedataState`, the
 * companion's own merge): inverters by serial (a new object when it changed) and the OnBattery blocks.
 */
export interface LivedataState {
  readonly serials: readonly string[];
  readonly inverters: Readonly<Record<string, { readonly inverter: LiveInverter }>>;
  readonly solarcharger?: SolarChargerBlock;
  readonly gridcharger?: GridChargerBlock;
  readonly battery?: BatteryBlock;
  readonly power_meter?: PowerMeterBlock;
}

/** The live state of the local device and of the other devices of `/sites`. */
export type RemoteLive = Readonly<Record<string, { live: LivedataState }>>;

export interface LiveObserver {
  /** Series key → display name, as last seen (`Name (host)` for another device's inverter). */
  names: Record<string, string>;
  /** Folds whatever changed in the live state since the previous call. */
  observe(
    state: LivedataState,
    remote: RemoteLive,
    limiter: LimiterSample | undefined,
    now: DeviceInstant,
  ): void;
}

/** Data older than this (s) is a kept value, not a reading: the poll interval is seconds. */
const STALE_S = 300;

/**
 * Whether the inverter produces now (the day's counters and the samples' "producing", which the
 * finder's voltage test and exclusions read). The firmware's `producing` is only "polled and last AC power
 * above 0": it keeps an unreachable inverter's last values, so at night one may say "producing"
 * at a few watts for hours. Unreachable, or with stale data, it does not produce.
 */
export function producingNow(inv: Pick<LiveInverter, 'producing' | 'reachable' | 'data_age'>): boolean {
  return inv.producing && inv.reachable && inv.data_age <= STALE_S;
}

const num = (value: ValueObject | undefined, kilo?: boolean) =>
  typeof value?.v !== 'number' ? Number.NaN : kilo && value.u === 'kWh' ? value.v * 1000 : value.v;

/** Turns live messages into samples of the minute (`sampler`) and the day's counters (`book`). */
export function createLiveObserver(sampler: MinuteSampler, book: DayBook): LiveObserver {
  const seen = new Map<string, unknown>();
  let lastSite: unknown[] = [];
  const observer: LiveObserver = {
    names: {},
    observe(state, remote, limiter, now) {
      const day = book.day(now);
      if (sampler.enter(now)) day.cov += 1;
      const add = sampler.add;
      const at = { t: now.utcMs, minute: minuteOfDay(now.utcMs, now.offsetMin) };
      // The local device's inverters by serial (as before: old history stays valid), each other
      // device's as `<host>/<serial>`.
      const devices: [string, LivedataState][] = [['', state]];
      for (const [host, { live }] of Object.entries(remote)) devices.push([host, live]);
      for (const [host, live] of devices)
        for (const id of live.serials) {
          const serial = host ? `${host}/${id}` : id;
          const entry = live.inverters[id];
          if (!entry || seen.get(serial) === entry) continue;
          seen.set(serial, entry);
          const inv = entry.inverter;
          const ac = inv.AC?.['0'];
          const stats = inv.INV?.['0'];
          if (!ac || !stats) continue;
          const producing = producingNow(inv);
          // Other devices' inverters often share names ("Roof"): their host follows in the legends.
          const name = host ? `${inv.name} (${host})` : inv.name;
          observer.names[serial] = name;
          const p = num(ac.Power);
          const yt = num(stats.YieldTotal, true);
          const yd = num(stats.YieldDay);
          const v = [p, p, num(ac.Voltage), num(ac.Frequency), num(stats.Temperature), yd, yt];
          add(inverterKey(serial), [...v, inv.limit_relative, +inv.reachable, +producing]);
          const next = foldInverter(day.inv[serial], name, { ...at, yt, yd, p, producing });
          if (!next) continue;
          for (const [key, dc] of Object.entries(inv.DC ?? {})) {
            const input = Number(key);
            const p = num(dc.Power);
            const yd = num(dc.YieldDay);
            add(inputKey(serial, input), [p, p, num(dc.Voltage), num(dc.Current), yd]);
            foldInput(next, input, { ...at, yt: num(dc.YieldTotal, true), yd, p, producing });
          }
          day.inv[serial] = next;
        }
      const { power_meter: meter, battery, solarcharger: solar, gridcharger: grid } = state;
      const site = [meter, battery, solar, grid, limiter];
      if (site.some((value, i) => value !== lastSite[i])) {
        lastSite = site;
        const on = <T extends { enabled: boolean }>(x: T | undefined) => (x?.enabled ? x : undefined);
        if (site.some((value) => value))
          add('site', [
            num(on(meter)?.Power),
            num(on(battery)?.soc),
            num(on(solar)?.power),
            num(on(grid)?.Power),
            limiter?.state ?? Number.NaN,
            limiter?.limitW ?? Number.NaN,
          ]);
      }
    },
  };
  return observer;
}
