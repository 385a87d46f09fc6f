import { localClock } from '../../history/device-time.ts';
import type { Formatters } from '../../i18n/format.ts';

/** Series colours from the theme, so both themes stay readable. */
export const COLORS = [
  'var(--bs-primary)',
  'var(--bs-success)',
  'var(--bs-warning)',
  'var(--bs-info)',
  'var(--bs-danger)',
  'var(--bs-secondary)',
];

export const watts = (format: Formatters, w: number) => `${format.decimalNoDigits(w)} W`;
export const kwh = (format: Formatters, wh: number) => `${format.decimal(wh / 1000, 3)} kWh`;
export const clock = localClock;
