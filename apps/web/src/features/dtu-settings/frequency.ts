import type { CmtCountryDef } from '@dtu/contract';

/** Hz → MHz text with the two decimals a 250 kHz grid needs (865.25). */
export function formatMhz(hz: number, decimal: (value: number, digits?: number) => string): string {
  return decimal(hz / 1e6, 2);
}

/** The frequency a country change leaves selected: that country's default. */
export function frequencyForCountry(defs: readonly CmtCountryDef[], country: number): number | undefined {
  return defs[country]?.freq_default;
}
