import { localClock } from '@dtu/recording';
import type { Locale } from '../../i18n/define-messages.ts';
import type { Formatters } from '../../i18n/format.ts';

/** Series colours, mid-tone so both themes stay readable (the legend and table name them). */
export const COLORS = ['#0d6efd', '#198754', '#fd7e14', '#6f42c1', '#d63384', '#6c757d'];

export const watts = (format: Formatters, w: number) => `${format.decimalNoDigits(w)} W`;
export const kwh = (format: Formatters, wh: number) => `${format.decimal(wh / 1000, 3)} kWh`;
export const clock = localClock;

/**
 * A value axis from 0 to `top` with 2 to 4 round steps (1, 2, 2.5 or 5 × 10ⁿ) above 0 that
 * reach at least `peak`; `peak` ≤ 0 gives the axis of 1.
 */
export function valueTicks(peak: number): { top: number; ticks: number[] } {
  const max = peak > 0 ? peak : 1;
  const magnitude = 10 ** Math.floor(Math.log10(max / 4));
  const step =
    [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => Math.ceil(max / s - 1e-9) <= 4) ??
    10 * magnitude;
  const count = Math.max(2, Math.ceil(max / step - 1e-9));
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { top: ticks.at(-1) ?? 1, ticks };
}

const months = new Map<Locale, string[]>();

/** The locale's short month names, January first. */
export function monthNames(locale: Locale): string[] {
  let names = months.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2024, m, 15)));
    months.set(locale, names);
  }
  return names;
}
