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

/** Each language's digit grouping, as Intl writes it (groups of three, from four digits on). */
const GROUP: Record<Locale, string> = { en: ',', de: '.', fr: '\u202f' };

/** Up to here integers are written by hand; beyond it (and NaN, ∞) Intl writes them. */
const HAND_LIMIT = 1e15;

/**
 * A whole number (or -0) written as Intl does in these languages, without building a
 * formatter: the first Intl number formatter of a page costs about 80 ms at 4× CPU slowdown
 * (its locale data), and most pages' first numbers are whole (watts, kilobytes, axis ticks).
 */
function wholeNumber(value: number, group: string): string {
  const digits = String(Math.abs(value));
  let out = value < 0 || Object.is(value, -0) ? '-' : '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += group;
    out += digits[i];
  }
  return out;
}

/** Rounded half away from zero, as Intl rounds. */
const roundHalfExpand = (value: number) => (value < 0 ? -Math.round(-value) : Math.round(value));

/** `make()` on the first call, then the same object: an Intl formatter costs milliseconds to build. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/**
 * Each formatter is built when first used: the app's start needs only a few of them. Uncached:
 * the app asks `formattersFor`.
 */
export function buildFormatters(locale: Locale): Formatters {
  const plain = once(() => new Intl.NumberFormat(locale));
  const byDigits = new Map<number, Intl.NumberFormat>();
  const noDigits = once(() => fixed(locale, 0));
  const twoDigits = once(() => fixed(locale, 2));
  const percent = once(() => new Intl.NumberFormat(locale, { style: 'percent' }));
  const byHand = (value: number) => Number.isFinite(value) && Math.abs(value) < HAND_LIMIT;
  const whole = (value: number) => wholeNumber(value, GROUP[locale]);
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
      if (byHand(value) && (digits === 0 || (digits === undefined && Number.isInteger(value))))
        return whole(roundHalfExpand(value));
      if (digits === undefined) return plain().format(value);
      let format = byDigits.get(digits);
      if (!format) {
        format = fixed(locale, digits);
        byDigits.set(digits, format);
      }
      return format.format(value);
    },
    decimalNoDigits: (value) => (byHand(value) ? whole(roundHalfExpand(value)) : noDigits().format(value)),
    decimalTwoDigits: (value) => twoDigits().format(value),
    percent: (value) => percent().format(value),
    kilobyte: (value) =>
      (byHand(value) && Number.isInteger(value) ? whole(value) : plain().format(value)) + KILOBYTE[locale],
    dateTime: (date) => dateTime().format(date),
  };
}

export function formattersFor(locale: Locale): Formatters {
  let formatters = cache.get(locale);
  if (!formatters) {
    formatters = buildFormatters(locale);
    cache.set(locale, formatters);
  }
  return formatters;
}
