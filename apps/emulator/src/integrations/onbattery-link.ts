import type { OnBatterySystem } from '../onbattery/onbattery-system.ts';

/**
 * How the integrations reach the OnBattery simulation, once whoever creates it attaches it.
 * Until then the MQTT side still answers from the config (limiter thresholds) and the external
 * inputs (meter), and the Huawei topics stay silent.
 */
export interface OnBatteryLink {
  system(): OnBatterySystem | undefined;
  /** Runtime DPL mode (mqtt.md §2.8): 0 normal, 1 disabled, 2 full solar pass-through; boot value 0. */
  dplMode: number;
}
