import { CMT_CHANNEL_WIDTH_HZ } from './limits.ts';
import type { CmtCountryDef } from './settings/dtu-config.ts';

/** CMT country ids (`cmt_country`). */
export const CMT_COUNTRY = { Europe: 0, NorthAmerica: 1, Brazil: 2 } as const;

/** A country row: the wire fields plus the frequency the radio starts on (not exposed). */
export interface CmtCountry extends CmtCountryDef {
  id: number;
  name: string;
  /** Frequency used at radio start-up in Hz; not part of the API. */
  startupFreq: number;
}

/**
 * The CMT country table, indexed by id. Hardware range = band base + 250 kHz … base + 254 × 250 kHz
 * (base 860 MHz in Europe, 900 MHz in the Americas).
 */
export const CMT_COUNTRIES: readonly CmtCountry[] = [
  {
    id: 0,
    name: 'Europe',
    freq_min: 860250000,
    freq_max: 923500000,
    freq_legal_min: 863000000,
    freq_legal_max: 870000000,
    freq_default: 865000000,
    startupFreq: 868000000,
  },
  {
    id: 1,
    name: 'North America',
    freq_min: 900250000,
    freq_max: 963500000,
    freq_legal_min: 905000000,
    freq_legal_max: 925000000,
    freq_default: 918000000,
    startupFreq: 915000000,
  },
  {
    id: 2,
    name: 'Brazil',
    freq_min: 900250000,
    freq_max: 963500000,
    freq_legal_min: 915000000,
    freq_legal_max: 928000000,
    freq_default: 918000000,
    startupFreq: 915000000,
  },
];

/** `country_def` exactly as `/api/dtu/config` emits it (key order included). */
export function countryDefs(): CmtCountryDef[] {
  return CMT_COUNTRIES.map((c) => ({
    freq_default: c.freq_default,
    freq_min: c.freq_min,
    freq_max: c.freq_max,
    freq_legal_min: c.freq_legal_min,
    freq_legal_max: c.freq_legal_max,
  }));
}

/** The server's check (code 2004): inside the hardware range and on the channel grid. */
export function isValidCmtFrequency(def: CmtCountryDef, freqHz: number): boolean {
  return freqHz >= def.freq_min && freqHz <= def.freq_max && freqHz % CMT_CHANNEL_WIDTH_HZ === 0;
}

/** The UI's warning: outside the legal band although the radio could use it. */
export function isLegalCmtFrequency(def: CmtCountryDef, freqHz: number): boolean {
  return freqHz >= def.freq_legal_min && freqHz <= def.freq_legal_max;
}
