import { localClock } from '../../history/device-time.ts';
import type { Formatters } from '../../i18n/format.ts';

/** Series colours, mid-tone so both themes stay readable (the legend and table name them). */
export const COLORS = ['#0d6efd', '#198754', '#fd7e14', '#6f42c1', '#d63384', '#6c757d'];

export const watts = (format: Formatters, w: number) => `${format.decimalNoDigits(w)} W`;
export const kwh = (format: Formatters, wh: number) => `${format.decimal(wh / 1000, 3)} kWh`;
export const clock = localClock;
