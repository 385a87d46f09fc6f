/** A battery value: value, unit and decimals. */
export interface BatteryValue {
  v: number;
  u: string;
  d: number;
}

/** Flags are sent as the plain strings `yes` / `no`, translated by the UI. */
export type BatteryEntry = BatteryValue | string;

/** 1 warning, 2 alarm; an absent key means no issue. */
export type BatteryIssueLevel = 1 | 2;

/**
 * `GET /api/batterylivedata/status` and every `/batterylivedata` message. `values` is keyed by
 * section (`status`, JK BMS also `cells`), then by value name. The MQTT provider answers `{}`.
 */
export interface BatteryLiveData {
  manufacturer?: string;
  /** Seconds since the last datum. */
  data_age?: number;
  values?: Record<string, Record<string, BatteryEntry>>;
  /** Only while at least one issue is active. */
  issues?: Record<string, BatteryIssueLevel>;
}
