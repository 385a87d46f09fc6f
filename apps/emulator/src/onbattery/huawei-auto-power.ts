import type { ConfigFile } from '@dtu/contract';
import type { HuaweiCharger } from './huawei-charger.ts';

/** Conversion guess used to turn a wanted input power into an output current. */
const ASSUMED_EFFICIENCY = 0.95;

export interface AutoPowerInputs {
  /** Grid power just read, W (negative = export). */
  meterW: number;
  batteryV: number;
  /** Only when the battery reported within the last minute. */
  socPercent: number | undefined;
  /** The limiter's inverter is feeding: charging from the grid now would only cycle energy. */
  inverterProducing: boolean;
}

/**
 * The charger's fully internal mode (auto power): after each meter reading it soaks up what the
 * house exports, between the lower and upper power limits, and stops at the voltage limit or the
 * SoC threshold; it only starts again below the enable voltage.
 */
export function autoPowerStep(
  charger: HuaweiCharger,
  cfg: Readonly<ConfigFile['huawei']>,
  input: AutoPowerInputs,
): void {
  const stopBySoc =
    cfg.auto_power_batterysoc_limits_enabled &&
    input.socPercent !== undefined &&
    input.socPercent >= cfg.stop_batterysoc_threshold;
  const idle = charger.outputPowerW <= 0;
  if (input.batteryV >= cfg.voltage_limit || stopBySoc || input.inverterProducing) {
    charger.online.currentA = 0;
    return;
  }
  if (idle && input.batteryV > cfg.enable_voltage_limit) return;
  const wantedInputW = charger.inputPowerW - (input.meterW - cfg.target_power_consumption);
  if (wantedInputW < cfg.lower_power_limit) {
    charger.online.currentA = 0;
    return;
  }
  const inputW = Math.min(wantedInputW, cfg.upper_power_limit);
  charger.online.currentA = (inputW * ASSUMED_EFFICIENCY) / Math.max(1, input.batteryV);
}
