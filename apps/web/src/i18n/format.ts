import type { Locale } from './define-messages.ts';

/** Number and date formatting of one locale; each Intl object is built once per locale, on first use. */
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

/**
 * The kilobyte as each language writes it after a number, with the space Intl puts there: Intl's
 * own unit style (`unit: 'kilobyte'`) loads the unit data on first use, a tenth of a second at 4×
 * CPU slowdown on the pages that show a size.
 */
const KILOBYTE: Record<Locale, string> = { en: ' kB', de: ' kB', fr: '\u202fko' };

/** `make()` on the first call, then the same object: an Intl formatter costs milliseconds to build. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** Each formatter is built when first used: the app's start needs only a few of them. */
function build(locale: Locale): Formatters {
  const plain = once(() => new Intl.NumberFormat(locale));
  const byDigits = new Map<number, Intl.NumberFormat>();
  const noDigits = once(() => fixed(locale, 0));
  const twoDigits = once(() => fixed(locale, 2));
  const percent = once(() => new Intl.NumberFormat(locale, { style: 'percent' }));
  const dateTime = once(
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
      }),
  );
  return {
    decimal(value, digits) {
      if (digits === undefined) return plain().format(value);
      let format = byDigits.get(digits);
      if (!format) {
        format = fixed(locale, digits);
        byDigits.set(digits, format);
      }
      return format.format(value);
    },
    decimalNoDigits: (value) => noDigits().format(value),
    decimalTwoDigits: (value) => twoDigits().format(value),
    percent: (value) => percent().format(value),
    kilobyte: (value) => plain().format(value) + KILOBYTE[locale],
    dateTime: (date) => dateTime().format(date),
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
