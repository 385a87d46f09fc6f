import type { LimiterInputs } from './limiter-types.ts';

/** Whether the battery may discharge, and whether full solar passthrough is on. */
export interface BatteryGate {
  discharge: boolean;
  fullSolarPassthrough: boolean;
}

/**
 * The limiter's start/stop decision by SoC (when trusted) or by the load-corrected voltage,
 * with hysteresis: between the thresholds the last decision stands. `voltageFallbackV` is the
 * inverter's DC reading used when neither BMS nor charge controller gives a voltage;
 * `batteryAcW` the AC output of the battery-powered inverters (the load correction).
 */
export function batteryGate(
  input: LimiterInputs,
  previous: BatteryGate,
  voltageFallbackV: number,
  batteryAcW: number,
): BatteryGate {
  const cfg = input.config.powerlimiter;
  const useSoc = input.config.battery.enabled && !cfg.ignore_soc && input.socPercent !== undefined;
  const voltage = input.batteryVoltageV ?? voltageFallbackV;
  const corrected = voltage + batteryAcW * cfg.voltage_load_correction_factor;
  const voltageKnown = voltage > 0;
  const soc = input.socPercent ?? 0;
  const startReached = useSoc
    ? soc >= cfg.battery_soc_start_threshold
    : voltageKnown && corrected >= cfg.voltage_start_threshold;
  const stopReached = useSoc
    ? soc <= cfg.battery_soc_stop_threshold
    : !voltageKnown || corrected <= cfg.voltage_stop_threshold;
  let discharge = previous.discharge;
  if (stopReached) discharge = false;
  else if (startReached) discharge = true;
  else if (cfg.battery_always_use_at_night && !input.isDay) discharge = true;

  let fullSolarPassthrough = previous.fullSolarPassthrough;
  if (!input.config.vedirect.enabled) fullSolarPassthrough = false;
  else if (useSoc && soc >= cfg.full_solar_passthrough_soc) fullSolarPassthrough = true;
  else if (voltageKnown && corrected >= cfg.full_solar_passthrough_start_voltage) fullSolarPassthrough = true;
  else if (!voltageKnown || corrected < cfg.full_solar_passthrough_stop_voltage) fullSolarPassthrough = false;
  return { discharge, fullSolarPassthrough };
}
