/** A charge-controller value: most carry `d` as a number. */
export interface VedirectValue {
  v: number;
  u: string;
  d: number;
}

/** `HSDS` (day sequence number) has no `d` at all. */
export interface VedirectPlainValue {
  v: number;
  u: string;
}

/** Optional values (`MpptTemperature`, `NetworkPower`) carry `d` as a string (`"1"`, `"0"`). */
export interface VedirectTextDecimalsValue {
  v: number;
  u: string;
  d: string;
}

/** `values.device`: texts first, then the day sequence and the optional temperature. */
export interface VedirectDeviceSection {
  /** `ON` / `OFF`. */
  LOAD: string;
  /** State of operation, e.g. `Bulk`, `Absorbtion` (sic), `Float`. */
  CS: string;
  /** Tracker: `OFF`, `Voltage or current limited`, `MPP Tracker active`. */
  MPPT: string;
  /** Off reason, `Not off` while running. */
  OR: string;
  /** Error text, `No error` while fine. */
  ERR: string;
  HSDS: VedirectPlainValue;
  MpptTemperature?: VedirectTextDecimalsValue;
}

/** `values.output`: the battery side (P W d0, V V d2, I A d2, E % d1). */
export interface VedirectOutputSection {
  P: VedirectValue;
  V: VedirectValue;
  I: VedirectValue;
  E: VedirectValue;
}

/** `values.input`: the panel side and the yields (kWh d2, W d0). */
export interface VedirectInputSection {
  NetworkPower?: VedirectTextDecimalsValue;
  PPV: VedirectValue;
  VPV: VedirectValue;
  IPV: VedirectValue;
  YieldToday: VedirectValue;
  YieldYesterday: VedirectValue;
  YieldTotal: VedirectValue;
  MaximumPowerToday: VedirectValue;
  MaximumPowerYesterday: VedirectValue;
}

/** One charge controller, keyed by its serial text in `instances`. */
export interface VedirectInstance {
  /** ms since its last complete VE.Direct frame. */
  data_age_ms: number;
  /** Product name, e.g. `SmartSolar MPPT 100|30` (a literal pipe). */
  product_id: string;
  firmware_version: string;
  values: { device: VedirectDeviceSection; output: VedirectOutputSection; input: VedirectInputSection };
}

/** The power limiter's state as the charge-controller view shows it. */
export interface DplStatus {
  /** −1 limiter disabled, 0 inactive, 1 charging, 2 solar only, 3 solar + battery. */
  PLSTATE: number;
  /** Last requested limit in W (integer). */
  PLLIMIT: number;
}

/**
 * `GET /api/vedirectlivedata/status` and every `/vedirectlivedata` message: a full update lists
 * every valid controller, a partial one only those with new data.
 */
export interface VedirectLiveData {
  vedirect: { instances: Record<string, VedirectInstance>; full_update: boolean };
  dpl: DplStatus;
}
