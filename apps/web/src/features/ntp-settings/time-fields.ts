import type { NtpTimeFields } from '@dtu/contract';

/** The browser's local wall-clock time as the fields `/api/ntp/time` takes. */
export function timeFieldsOf(date: Date): NtpTimeFields {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}

/**
 * The device's wall-clock fields as a Date in the browser's zone, so formatting shows exactly
 * the device's local time whatever zone the browser is in.
 */
export function dateOfFields(fields: NtpTimeFields): Date {
  return new Date(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
}

/** Separator of the option values: the page posts the two halves as description and TZ string. */
const ZONE_SEPARATOR = '---';

export interface ZoneOption {
  value: string;
  label: string;
}

/** Options of the timezone select from `/zones.json` (zone name → POSIX TZ string), by name. */
export function zoneOptions(zones: Record<string, string>): ZoneOption[] {
  return Object.entries(zones)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, tz]) => ({ value: zoneValue(name, tz), label: name }));
}

export function zoneValue(name: string, tz: string): string {
  return `${name}${ZONE_SEPARATOR}${tz}`;
}

export function splitZoneValue(value: string): { name: string; tz: string } {
  const at = value.indexOf(ZONE_SEPARATOR);
  return at < 0
    ? { name: value, tz: '' }
    : { name: value.slice(0, at), tz: value.slice(at + ZONE_SEPARATOR.length) };
}
