/** A rectifier value: no `d` on this endpoint. */
export interface HuaweiValue {
  v: number;
  u: string;
}

/**
 * `GET /api/huaweilivedata/status` (= `/api/huawei/status`) and every `/huaweilivedata` message.
 * All zero while the charger is disabled.
 */
export interface HuaweiLiveData {
  /** Seconds since the last CAN frame (the uptime when none was ever received). */
  data_age: number;
  input_voltage: HuaweiValue;
  input_current: HuaweiValue;
  input_power: HuaweiValue;
  output_voltage: HuaweiValue;
  output_current: HuaweiValue;
  max_output_current: HuaweiValue;
  output_power: HuaweiValue;
  input_temp: HuaweiValue;
  output_temp: HuaweiValue;
  /** Raw fraction × 100. */
  efficiency: HuaweiValue;
}

/** `data` of `POST /api/huawei/limit/config`. */
export interface HuaweiLimitConfig {
  /** V; 42 (online) or 48 (offline) … 58 when `voltage_valid`. */
  voltage: number;
  voltage_valid: boolean;
  /** A; 0 … 60 when `current_valid`. */
  current: number;
  current_valid: boolean;
  /** True: the values used while the CAN link is up; false: the fallback (default) values. */
  online: boolean;
}
