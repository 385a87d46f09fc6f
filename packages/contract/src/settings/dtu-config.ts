/** One entry of `country_def`, indexed by the CMT country id. All values in Hz. */
export interface CmtCountryDef {
  freq_default: number;
  /** Hardware minimum (band base + 250 kHz); the server checks against this. */
  freq_min: number;
  /** Hardware maximum (band base + 254 × 250 kHz). */
  freq_max: number;
  /** Lower end of the legally allowed band; the UI only warns outside it. */
  freq_legal_min: number;
  freq_legal_max: number;
}

/** GET `/api/dtu/config` (admin). */
export interface DtuConfig {
  /** Lower-case hex DTU serial (high 32 bits unpadded, low 32 bits padded to 8). */
  serial: string;
  /** Seconds between two inverter polls; UI 1–86400, server only rejects 0. */
  pollinterval: number;
  verbose_logging: boolean;
  /** NRF radio initialised at boot (pins valid and chip answered); not a setting. */
  nrf_enabled: boolean;
  /** 0 Min (−18 dBm) … 3 Max (0 dBm). */
  nrf_palevel: number;
  /** CMT radio initialised at boot; not a setting. */
  cmt_enabled: boolean;
  /** dBm, −10…20. */
  cmt_palevel: number;
  /** Hz, multiple of `cmt_chan_width`. */
  cmt_frequency: number;
  /** 0 Europe, 1 North America, 2 Brazil. */
  cmt_country: number;
  /** Always 250000 Hz. */
  cmt_chan_width: number;
  /** Indexed by country id (not keyed by name). */
  country_def: CmtCountryDef[];
}

/** POST `/api/dtu/config` `data`: all seven keys required; extra keys are ignored. */
export interface DtuConfigRequest {
  /** Parsed as hex by the firmware; the UI may send a number (its digits are read as hex). */
  serial: string | number;
  pollinterval: number;
  verbose_logging: boolean;
  nrf_palevel: number;
  cmt_palevel: number;
  cmt_frequency: number;
  cmt_country: number;
}
