import type { OnBatterySystem } from '../onbattery/onbattery-system.ts';
import type { OnBatteryViews } from '../onbattery/onbattery-views.ts';
import type { DplMode } from '../onbattery/power-limiter.ts';

/**
 * How the integrations reach the OnBattery simulation. `system()` and `views()` may be undefined
 * for a link without a simulation; then the MQTT side answers from the config (limiter
 * thresholds) and the external inputs (meter), and the Huawei, VE.Direct and battery topics stay
 * silent. The emulator always builds the simulation first (see `domain.ts`).
 */
export interface OnBatteryLink {
  system(): OnBatterySystem | undefined;
  /** The wire bodies of the OnBattery endpoints (the battery topics read the same BMS view). */
  views(): OnBatteryViews | undefined;
  /**
   * Runtime DPL mode (docs/firmware/onbattery-2024.05.03/mqtt.md §2.8): 0 normal, 1 disabled, 2 full solar pass-through. Lives in
   * the limiter itself, so it acts on the control loop and falls back to 0 when the DTU reboots.
   */
  dplMode: DplMode;
  /** The limiter's count of commands whose effect never showed in fresh inverter data. */
  inverterUpdateTimeouts(): number;
  /** The limiter runs a battery-powered inverter (enabled, not disabled by its mode). */
  usesBatteryInverter(): boolean;
  /** The limiter's full solar passthrough is on. */
  fullSolarPassthrough(): boolean;
}

/** The link over the OnBattery system the domain built. */
export function createOnBatteryLink(system: OnBatterySystem, views: OnBatteryViews): OnBatteryLink {
  return {
    system: () => system,
    views: () => views,
    get dplMode() {
      return system.limiter.mode;
    },
    set dplMode(mode: DplMode) {
      system.limiter.mode = mode;
    },
    inverterUpdateTimeouts: () => system.limiter.updateTimeouts,
    usesBatteryInverter: () => system.usesBatteryInverter(),
    fullSolarPassthrough: () => system.limiter.fullSolarPassthrough,
  };
}
