import type { LivedataState } from '@dtu/recording/live-observer.ts';
import type { Facts } from './engine.ts';

/** The state of a device's live socket (the web app's `LiveSocketState`). */
type LiveSocketState = 'connecting' | 'online' | 'offline' | 'paused';

/** The local device's sun: day flag and solar noon in browser time. */
export interface Sun {
  day: boolean;
  noonMs?: number;
}

/** "At solar noon": this far either side of the midpoint of sunrise and sunset. */
const NOON_WINDOW_MS = 30 * 60_000;

/**
 * The facts that one device's live data alone can tell (pure but for `counts`, the last events
 * count per `<device>/<serial>`): socket, day and noon (the local device's sun), inverters, SoC,
 * grid import, and the inverters whose events count rose (`events`, without the message).
 * `governed`: the lower-case serial of the inverter the power limiter drives, where known.
 */
export function liveFacts(
  device: string,
  live: LivedataState,
  socket: LiveSocketState,
  sun: Sun | undefined,
  counts: Map<string, number>,
  now: number,
  governed?: string,
): Facts & { events: NonNullable<Facts['events']> } {
  const inverters = live.serials.flatMap((serial) => {
    const inverter = live.inverters[serial]?.inverter;
    return inverter ? [{ ...inverter, governed: serial.toLowerCase() === governed }] : [];
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
    day: sun?.day,
    noon: sun?.noonMs === undefined ? undefined : Math.abs(now - sun.noonMs) <= NOON_WINDOW_MS,
    inverters,
    socPct: live.battery?.enabled ? live.battery.soc?.v : undefined,
    meterW: live.power_meter?.enabled ? live.power_meter.Power?.v : undefined,
    events,
  };
}
