import type { Formatters } from '../i18n/format.ts';

export const formatPower = (format: Formatters, watts: number) => `${format.decimal(watts, 0)} W`;

/** Wh below 1 kWh, kWh with two decimals above. */
export function formatEnergy(format: Formatters, wattHours: number): string {
  return wattHours < 1000
    ? `${format.decimal(wattHours, 0)} Wh`
    : `${format.decimal(wattHours / 1000, 2)} kWh`;
}
