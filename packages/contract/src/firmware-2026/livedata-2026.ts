import type { LiveRadioStats } from '../live/livedata.ts';

/**
 * Radio counters per inverter (`radio_stats`, `src/WebApi_ws_live.cpp` @ both 2026 tags): the
 * normalised `LiveRadioStats`, with `rssi` always on the wire.
 */
export type RadioStats = Required<LiveRadioStats>;

/** What both 2026 generations add to each inverter object of `/api/livedata/status`. */
export interface LiveInverter2026Extras {
  /** Milliseconds since the last real-time data (beside `data_age` in seconds). */
  data_age_ms: number;
  radio_stats: RadioStats;
}

/** `hints.pin_mapping_issue`: true only on board builds that require a pin mapping and have none. */
export interface LiveHints2026Extras {
  pin_mapping_issue: boolean;
}

/** What both 2026 generations add to `/api/devinfo/status` (`src/WebApi_devinfo.cpp` @ both 2026 tags). */
export interface DevInfo2026Extras {
  /**
   * The inverter limits its AC output instead of its DC inputs (power distribution logic): only
   * HMS-1600/1800/2000-4T from inverter firmware 1.01.12 on; false before its device info arrived.
   */
  pdl_supported: boolean;
}
