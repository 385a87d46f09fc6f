/** Wall-clock fields of one instant in the device's zone; month 1–12, weekday 0 = Sunday. */
export interface LocalFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/**
 * The device's time zone. The firmware applies the POSIX TZ string; the emulator uses the
 * IANA name (`ntp_timezone_descr`) through `Intl` when it is a known zone — DST rules then
 * match for every zone of the UI's list — and otherwise the POSIX string's standard offset.
 */
export type LocalZone = { iana: string } | { fixedOffsetMs: number };

const ianaZones = new Map<string, boolean>();

// Asked on every OnBattery step: building a formatter each time cost a year's catch-up seconds.
function knownIanaZone(name: string): boolean {
  let known = ianaZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = name.includes('/') || name === 'UTC';
    } catch {
      known = false;
    }
    ianaZones.set(name, known);
  }
  return known;
}

/** Standard offset of a POSIX TZ string (`CET-1CEST,…` → +1 h); its sign is inverted. */
function posixStandardOffsetMs(posix: string): number {
  const match = /^(?:<[^>]*>|[A-Za-z]{3,})([+-]?)(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?/.exec(posix);
  if (!match) return 0;
  const [, sign, hours, minutes = '0', seconds = '0'] = match;
  const westMs = ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
  return sign === '-' ? westMs : -westMs;
}

export function localZone(timezoneDescr: string, posixTimezone: string): LocalZone {
  if (knownIanaZone(timezoneDescr)) return { iana: timezoneDescr };
  return { fixedOffsetMs: posixStandardOffsetMs(posixTimezone) };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

function utcFields(date: Date): LocalFields {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    weekday: date.getUTCDay(),
  };
}

/** The local wall-clock fields of `epochMs` in `zone`. */
export function localTime(epochMs: number, zone: LocalZone): LocalFields {
  if ('fixedOffsetMs' in zone) return utcFields(new Date(epochMs + zone.fixedOffsetMs));
  const parts: Record<string, number> = {};
  for (const part of formatter(zone.iana).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return utcFields(new Date(asUtc));
}

/** UTC offset of `zone` at `epochMs`, in ms (east positive). */
export function utcOffsetMs(epochMs: number, zone: LocalZone): number {
  const f = localTime(epochMs, zone);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/**
 * The instant at which the wall clock in `zone` shows the given fields, with the C library's
 * normalisation (day 31 of a 30-day month rolls into the next month).
 */
export function epochFromLocal(fields: Omit<LocalFields, 'weekday'>, zone: LocalZone): number {
  const wall = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  let epoch = wall - utcOffsetMs(wall, zone);
  // A second pass settles instants near a DST switch, where the first guess used the other offset.
  epoch = wall - utcOffsetMs(epoch, zone);
  return epoch;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const two = (n: number) => String(n).padStart(2, '0');

/** C-locale `%A, %B %d %Y %H:%M:%S`, e.g. `Friday, May 03 2024 14:05:09`. */
export function formatLocalTime(f: LocalFields): string {
  return `${WEEKDAYS[f.weekday]}, ${MONTHS[f.month - 1]} ${two(f.day)} ${f.year} ${two(f.hour)}:${two(f.minute)}:${two(f.second)}`;
}
