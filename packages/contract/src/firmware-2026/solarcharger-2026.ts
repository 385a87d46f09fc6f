/**
 * The solar charger settings of OpenDTU-OnBattery 2026.03.31 (`src/WebApi_solarcharger.cpp`;
 * docs/firmware/onbattery-2026.03.31.md §7.12), which replace the VE.Direct settings.
 */

/** `solarcharger.provider` (`SolarChargerProviderType`). */
export const SOLAR_CHARGER_PROVIDER = { VeDirect: 0, Mqtt: 1 } as const;
/** `mqtt.power_unit` (the firmware's own form lists them in this order). */
export const SOLAR_CHARGER_POWER_UNIT = { kW: 0, W: 1, mW: 2 } as const;
/** `mqtt.voltage_unit`. */
export const SOLAR_CHARGER_VOLTAGE_UNIT = { V: 0, dV: 1, cV: 2, mV: 3 } as const;
/** `mqtt.current_unit`. */
export const SOLAR_CHARGER_CURRENT_UNIT = { A: 0, mA: 1 } as const;
/** Topic and JSON path lengths, bytes. */
export const SOLAR_CHARGER_TOPIC_MAX = 256;
export const SOLAR_CHARGER_PATH_MAX = 256;

/** GET and POST `/api/solarcharger/config` (admin); no reboot. */
export interface SolarCharger2026 {
  enabled: boolean;
  /** `SOLAR_CHARGER_PROVIDER`. */
  provider: number;
  publish_updates_only: boolean;
  mqtt: {
    /** Output power from voltage × current instead of its own topic. */
    calculate_output_power: boolean;
    power_topic: string;
    power_path: string;
    power_unit: number;
    voltage_topic: string;
    voltage_path: string;
    voltage_unit: number;
    current_topic: string;
    current_path: string;
    current_unit: number;
  };
}
