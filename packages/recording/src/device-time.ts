/**
 * Device-time arithmetic: samples carry the device's UTC instant plus its zone offset at that
 * instant, so a day is the installation's day whatever the browser's zone or clock.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';

/** `"Friday, May 03 2024 14:05:09"` (the firmware's C-locale local time) → wall ms read as UTC. */
export function parseDeviceLocalTime(text: string): number | undefined {
  const match = /(\w{3})\w* (\d{1,2}) (\d{4}) (\d{1,2}):(\d{2}):(\d{2})/.exec(text);
  const month = MONTHS.indexOf(match?.[1] ?? '-') / 3;
  if (!match || !Number.isInteger(month)) return undefined;
  const [day, year, hour, minute, second] = match.slice(2).map(Number) as number[];
  return Date.UTC(year ?? 0, month, day, hour, minute, second);
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** `GMT+02:00`-style offsets of a zone (null for a name the browser does not know). */
function formatterFor(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    let formatter = null;
    try {
      formatter = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' });
    } catch {}
    formatters.set(zone, formatter);
  }
  return formatters.get(zone) ?? null;
}

/** `[sign, hours, minutes]` → minutes, negated when the sign is `minus`. */
const signed = (match: RegExpExecArray | null, minus: string) =>
  match ? (match[1] === minus ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : 0;

/** The fixed standard offset of a POSIX TZ string (`CET-1CEST,…` → +60); DST rules are ignored. */
export function posixStdOffsetMin(tz: string): number {
  return signed(/^(?:<[^>]*>|[A-Za-z]+)([+-]?)(\d{1,2})(?::(\d{2}))?/.exec(tz), '');
}

let lastOffset = { key: '', min: 0 };

/** Zone offset in minutes (local − UTC) at a UTC instant, from an IANA name, else the POSIX string. */
export function zoneOffsetMin(utcMs: number, zone: string, posix = ''): number {
  const formatter = formatterFor(zone);
  if (!formatter) return posixStdOffsetMin(posix);
  // Zones change their offset on a quarter hour (UTC) at most: one formatting per quarter hour
  // (the recorder asks for every message).
  const key = `${zone}@${Math.floor(utcMs / (15 * MINUTE_MS))}`;
  if (key !== lastOffset.key)
    lastOffset = { key, min: signed(/([+-])(\d\d):(\d\d)/.exec(formatter.format(utcMs)), '-') };
  return lastOffset.min;
}

/** The UTC instant of a local wall time in a zone (the later one when a DST change repeats it). */
export function localToUtc(wallMs: number, zone: string, posix = ''): number {
  const guess = wallMs - zoneOffsetMin(wallMs, zone, posix) * MINUTE_MS;
  return wallMs - zoneOffsetMin(guess, zone, posix) * MINUTE_MS;
}

/** Device-local day number (days since 1970-01-01 local) of a sample. */
export function dayNumber(utcMs: number, offsetMin: number): number {
  return Math.floor((utcMs + offsetMin * MINUTE_MS) / DAY_MS);
}

/** `YYYY-MM-DD` of a day number. */
export function dayKey(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function dayFromKey(key: string): number {
  return Math.round(Date.parse(`${key}T00:00:00Z`) / DAY_MS);
}

/** Minutes since local midnight. */
export function minuteOfDay(utcMs: number, offsetMin: number): number {
  return Math.floor(((((utcMs + offsetMin * MINUTE_MS) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

/** ISO 8601 local time with offset: `2024-05-03T14:05:00+02:00`. */
export function isoWithOffset(utcMs: number, offsetMin: number): string {
  const local = new Date(utcMs + offsetMin * MINUTE_MS).toISOString().slice(0, 19);
  return `${local}${offsetMin < 0 ? '-' : '+'}${localClock(Math.abs(offsetMin) * MINUTE_MS, 0)}`;
}

/** `HH:MM` local. */
export function localClock(utcMs: number, offsetMin: number): string {
  return new Date(utcMs + offsetMin * MINUTE_MS).toISOString().slice(11, 16);
}
