import type { OnBatterySystem } from '../onbattery/onbattery-system.ts';
import type { OnBatteryViews } from '../onbattery/onbattery-views.ts';
import type { DplMode } from '../onbattery/power-limiter.ts';

/**
 * How the integrations reach the OnBattery simulation, once whoever creates it attaches it.
 * Until then the MQTT side still answers from the config (limiter thresholds) and the external
 * inputs (meter), and the Huawei, VE.Direct and battery topics stay silent.
 */
export interface OnBatteryLink {
  system(): OnBatterySystem | undefined;
  /** The wire bodies of the OnBattery endpoints (the battery topics read the same BMS view). */
  views(): OnBatteryViews | undefined;
  /**
   * Runtime DPL mode (mqtt.md §2.8): 0 normal, 1 disabled, 2 full solar pass-through. Lives in
   * the limiter itself, so it acts on the control loop and falls back to 0 when the DTU reboots.
   */
  dplMode: DplMode;
  /** The limiter's count of commands whose effect never showed in fresh inverter data. */
  inverterUpdateTimeouts(): number;
}

/** The link over a system that may be attached later; without it the mode is kept here. */
export function createOnBatteryLink(
  system: () => OnBatterySystem | undefined,
  views: () => OnBatteryViews | undefined,
): OnBatteryLink {
  let detachedMode: DplMode = 0;
  return {
    system,
    views,
    get dplMode() {
      return system()?.limiter.mode ?? detachedMode;
    },
    set dplMode(mode: DplMode) {
      const limiter = system()?.limiter;
      if (limiter) limiter.mode = mode;
      else detachedMode = mode;
    },
    inverterUpdateTimeouts: () => system()?.limiter.updateTimeouts ?? 0,
  };
}
