import type { EventLogStatus, NtpStatus } from '@dtu/contract';
import type { LimiterSample, LivedataState } from '@dtu/recording';
import { parseDeviceLocalTime } from '@dtu/recording';
import type { Facts } from './engine.ts';

/** The state of a device's live socket (the web app's `LiveSocketState`). */
type LiveSocketState = 'connecting' | 'online' | 'offline' | 'paused';

/**
 * The local device's sun as last read: its day flag then, and solar noon, sunrise and sunset in
 * browser time (the day they were read on).
 */
export interface Sun {
  day: boolean;
  noonMs?: number;
  riseMs?: number;
  setMs?: number;
}

/** "At solar noon": this far either side of the midpoint of sunrise and sunset. */
const NOON_WINDOW_MS = 30 * 60_000;
const DAY_MS = 86_400_000;
/**
 * The share of the device's day period at either end in which an inverter may sleep for want of
 * light: the period runs from dawn to dusk of the device's sunset type (civil, nautical, …), which
 * in summer begins hours before the inverters wake.
 */
const TWILIGHT_SHARE = 0.2;

/**
 * The sun of a device's `/api/ntp/status` read at browser time `now`: its day flag, and solar noon
 * (the midpoint of sunrise and sunset), sunrise and sunset moved from the device's clock to `now`'s.
 */
export function sunOfStatus(status: NtpStatus, now: number): Sun {
  const [local, rise, set] = [status.ntp_localtime, status.sun_risetime, status.sun_settime].map(
    parseDeviceLocalTime,
  );
  const known = local && rise && set && status.ntp_status;
  return {
    day: status.sun_isDayPeriod,
    ...(known && {
      noonMs: now + (rise + set) / 2 - local,
      riseMs: now + rise - local,
      setMs: now + set - local,
    }),
  };
}

/**
 * The limiter rule's fact from the charge-controller stream's state, read after read: `null` while
 * the limiter is on, its state once it went off after having been on, undefined before it was ever
 * on or while the stream is not read (a limiter that was never on is no alert).
 */
export function limiterFacts(): (sample: LimiterSample | undefined) => number | null | undefined {
  let wasOn = false;
  return (sample) => {
    if (sample && sample.state > 0) wasOn = true;
    return !sample ? undefined : sample.state > 0 ? null : wasOn ? sample.state : undefined;
  };
}

/**
 * Day and solar noon at browser time `now`. The sun times are read every few minutes, which a
 * fast device clock (an emulator's time scale) turns into hours or days: they are moved on by whole
 * days to the day of `now`, so neither a stale day flag nor yesterday's noon decides.
 */
export function sunAt(sun: Sun | undefined, now: number): Pick<Facts, 'day' | 'noon' | 'sunUp'> {
  if (sun?.noonMs === undefined) return { day: sun?.day };
  const shift = Math.round((now - sun.noonMs) / DAY_MS) * DAY_MS;
  const noon = Math.abs(now - sun.noonMs - shift) <= NOON_WINDOW_MS;
  if (sun.riseMs === undefined || sun.setMs === undefined) return { day: sun.day, noon };
  const [rise, set] = [sun.riseMs + shift, sun.setMs + shift];
  return {
    day: now >= rise && now < set,
    noon,
    sunUp: now >= rise + (set - rise) * TWILIGHT_SHARE && now < set - (set - rise) * TWILIGHT_SHARE,
  };
}

/**
 * The facts that one device's live data alone can tell (pure but for `counts`, the last events
 * count per `<device>/<serial>`): socket, day and noon (the local device's sun), inverters, SoC,
 * grid import, and the inverters whose events count rose (`events`, without the message).
 * `governed`: the lower-case serials of the inverters the power limiter drives, where known.
 */
export function liveFacts(
  device: string,
  live: LivedataState,
  socket: LiveSocketState,
  sun: Sun | undefined,
  counts: Map<string, number>,
  now: number,
  governed?: ReadonlySet<string>,
): Facts & { events: NonNullable<Facts['events']> } {
  const inverters = live.serials.flatMap((serial) => {
    const inverter = live.inverters[serial]?.inverter;
    return inverter ? [{ ...inverter, governed: governed?.has(serial.toLowerCase()) === true }] : [];
  });
  const events = [];
  for (const { serial, name, events: count = -1 } of inverters) {
    const key = `${device}/${serial}`;
    const from = counts.get(key);
    if (count < 0) continue;
    counts.set(key, count);
    if (from !== undefined && count > from) events.push({ serial, name, count, from });
  }
  return {
    online: socket === 'paused' ? undefined : socket === 'online',
    ...sunAt(sun, now),
    inverters,
    socPct: live.battery?.enabled ? live.battery.soc?.v : undefined,
    meterW: live.power_meter?.enabled ? live.power_meter.Power?.v : undefined,
    events,
  };
}

/** The newest message of an inverter's event log (`/api/eventlog/status`), empty when there is none. */
export async function newestEventText(
  get: <T>(path: string) => Promise<T>,
  serial: string,
  locale: string,
): Promise<string> {
  const log = await get<EventLogStatus>(`/api/eventlog/status?inv=${serial}&locale=${locale}`);
  return [...(log.events ?? [])].sort((a, b) => a.start_time - b.start_time).at(-1)?.message ?? '';
}
