import type { Locale } from './define-messages.ts';

/** Number and date formatting of one locale; the Intl objects are built once per locale. */
export interface Formatters {
  /** Plain decimal with `digits` fraction digits (the device's `d`), else the locale default. */
  decimal(value: number, digits?: number): string;
  decimalNoDigits(value: number): string;
  decimalTwoDigits(value: number): string;
  /** `value` is a ratio: 0.5 → 50 %. */
  percent(value: number): string;
  kilobyte(value: number): string;
  /** Numeric date and time on a 24-hour clock. */
  dateTime(date: Date | number): string;
}

const cache = new Map<Locale, Formatters>();

function fixed(locale: Locale, digits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function build(locale: Locale): Formatters {
  const plain = new Intl.NumberFormat(locale);
  const byDigits = new Map<number, Intl.NumberFormat>();
  const noDigits = fixed(locale, 0);
  const twoDigits = fixed(locale, 2);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const kilobyte = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte' });
  const dateTime = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  return {
    decimal(value, digits) {
      if (digits === undefined) return plain.format(value);
      let format = byDigits.get(digits);
      if (!format) {
        format = fixed(locale, digits);
        byDigits.set(digits, format);
      }
      return format.format(value);
    },
    decimalNoDigits: (value) => noDigits.format(value),
    decimalTwoDigits: (value) => twoDigits.format(value),
    percent: (value) => percent.format(value),
    kilobyte: (value) => kilobyte.format(value),
    dateTime: (date) => dateTime.format(date),
  };
}

export function formattersFor(locale: Locale): Formatters {
  let formatters = cache.get(locale);
  if (!formatters) {
    formatters = build(locale);
    cache.set(locale, formatters);
  }
  return formatters;
}
