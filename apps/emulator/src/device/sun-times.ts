import { getTimes, type SunTimeName } from 'suncalc';
import type { LocalFields, LocalZone } from './local-time.ts';
import { localTime } from './local-time.ts';

/**
 * The suncalc event pair for each `sunsettype`: zenith 90.833° (official), 102° (nautical),
 * 96° (civil), 108° (astronomical) are suncalc's altitudes −0.833°, −12°, −6°, −18°. Values
 * outside 0–3 behave as nautical, as on the device.
 */
const EVENTS: Record<number, [SunTimeName, SunTimeName]> = {
  0: ['sunrise', 'sunset'],
  1: ['nauticalDawn', 'nauticalDusk'],
  2: ['dawn', 'dusk'],
  3: ['nightEnd', 'night'],
};

/** Sunrise and sunset of one local day in minutes past local midnight (minute resolution). */
export type SunDay = { available: true; riseMinutes: number; setMinutes: number } | { available: false };

function minutesPastMidnight(epochMs: number, zone: LocalZone): number {
  const f = localTime(epochMs, zone);
  return f.hour * 60 + f.minute;
}

/** Sun events for the local calendar day `today`, or unavailable on polar days and nights. */
export function sunTimes(
  today: LocalFields,
  zone: LocalZone,
  latitude: number,
  longitude: number,
  sunsetType: number,
): SunDay {
  const [riseName, setName] = EVENTS[sunsetType] ?? EVENTS[1];
  // suncalc answers for the UTC solar day of the date given, so noon UTC of the local date.
  const times = getTimes(new Date(Date.UTC(today.year, today.month - 1, today.day, 12)), latitude, longitude);
  const rise = times[riseName];
  const set = times[setName];
  if (!rise || !set) return { available: false };
  return {
    available: true,
    riseMinutes: minutesPastMidnight(rise.getTime(), zone),
    setMinutes: minutesPastMidnight(set.getTime(), zone),
  };
}
