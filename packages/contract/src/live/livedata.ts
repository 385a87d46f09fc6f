import type { ChannelNameObject, IrradiationObject, ValueObject } from './value-object.ts';

/** The summary fields of one inverter (`GET /api/livedata/status` without `inv`). */
export interface LiveInverterSummary {
  /** Lower-case hex serial. */
  serial: string;
  name: string;
  /** Configured sort order; the array itself is in the radio library's order. */
  order: number;
  /** Seconds since the last real-time data; uptime when none was ever received. */
  data_age: number;
  /** `poll_enable && (day || poll_enable_night)`. */
  poll_enabled: boolean;
  reachable: boolean;
  producing: boolean;
  /** Current limit in % (0.1 resolution; 0 until read from the inverter). */
  limit_relative: number;
  /** W, or −1 while the model's max power is unknown. */
  limit_absolute: number;
  /** ms since the last real-time data (2026 generations; `normaliseLivedata` fills it from `data_age`). */
  data_age_ms?: number;
  /** The radio's request counters for this inverter (2026 generations only). */
  radio_stats?: LiveRadioStats;
}

/** Radio statistics of one inverter since boot or the last `stats_reset` (2026 generations). */
export interface LiveRadioStats {
  /** Requests sent. */
  tx_request: number;
  /** Requests sent again after a partial or missing answer. */
  tx_re_request: number;
  rx_success: number;
  /** Requests that got no answer at all. */
  rx_fail_nothing: number;
  /** Answers with fragments missing. */
  rx_fail_partial: number;
  /** Answers that failed the checksum. */
  rx_fail_corrupt: number;
  /** dBm of the last received fragment; −127 until one arrived. */
  rssi?: number;
}

/** AC channel `"0"`, fields in emitted order. */
export interface LiveAcChannel {
  Power: ValueObject;
  Voltage: ValueObject;
  Current: ValueObject;
  Frequency: ValueObject;
  PowerFactor: ValueObject;
  ReactivePower: ValueObject;
}

/** One DC string, fields in emitted order; `Irradiation` only when the string's max power > 0. */
export interface LiveDcChannel {
  name: ChannelNameObject;
  Power: ValueObject;
  Voltage: ValueObject;
  Current: ValueObject;
  YieldDay: ValueObject;
  YieldTotal: ValueObject;
  Irradiation?: IrradiationObject;
}

/** INV channel `"0"`, fields in emitted order. */
export interface LiveInvChannel {
  'Power DC': ValueObject;
  YieldDay: ValueObject;
  YieldTotal: ValueObject;
  Temperature: ValueObject;
  Efficiency: ValueObject;
}

/** An inverter with its channels (websocket messages and `?inv=`). Channel keys are `"0"`, `"1"`, … */
export interface LiveInverterDetail extends LiveInverterSummary {
  AC: Record<string, LiveAcChannel>;
  DC: Record<string, LiveDcChannel>;
  INV: Record<string, LiveInvChannel>;
  /** Entries in the inverter's event log (0…15). */
  events: number;
}

/** Sums over all inverters. */
export interface LiveTotal {
  Power: ValueObject;
  YieldDay: ValueObject;
  YieldTotal: ValueObject;
}

/** Banner hints of the live view. */
export interface LiveHints {
  /** True when the clock is **not** synchronised (inverted name). */
  time_sync: boolean;
  radio_problem: boolean;
  /** The admin password is still the factory one. */
  default_password: boolean;
  /** The build needs a pin mapping and none is selected (2026 generations only). */
  pin_mapping_issue?: boolean;
}
