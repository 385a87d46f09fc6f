import type { Formatters } from '../i18n/format.ts';

/** '—' while the device has not sent the value (the summary lacks the channel data). */
export const formatPower = (format: Formatters, watts?: number) =>
  watts === undefined ? '—' : `${format.decimal(watts, 0)} W`;

/** Wh below 1 kWh, kWh with two decimals above. */
export function formatEnergy(format: Formatters, wattHours?: number): string {
  return wattHours === undefined
    ? '—'
    : wattHours < 1000
      ? `${format.decimal(wattHours, 0)} Wh`
      : `${format.decimal(wattHours / 1000, 2)} kWh`;
}
