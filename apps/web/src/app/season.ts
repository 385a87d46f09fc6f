export type Season = 'christmas' | 'easter' | 'default';

/** How often the brand icon re-checks the date, so it changes at midnight without a reload. */
export const SEASON_REFRESH_MS = 10_000;

/** Easter Sunday of a Gregorian year (anonymous Gregorian computus), as local midnight. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(year, month - 1, day);
}

/** Tree on 24–26 December; egg from Good Friday until Easter Monday (excluded); else sun. */
export function seasonAt(date: Date): Season {
  const month = date.getMonth();
  const day = date.getDate();
  if (month === 11 && day >= 24 && day <= 26) return 'christmas';
  const easter = easterSunday(date.getFullYear());
  const start = new Date(easter.getFullYear(), easter.getMonth(), easter.getDate() - 2);
  const end = new Date(easter.getFullYear(), easter.getMonth(), easter.getDate() + 1);
  return date >= start && date < end ? 'easter' : 'default';
}
