import type { PowerLimiter2026 } from '@dtu/contract';
import type { Device } from '../../../device/device.ts';
import type { OnBatteryLink } from '../../onbattery-link.ts';
import type { OnBatterySettings2026 } from './settings-2026.ts';

/** Which groups of limiter topics and entities 2026.03.31 sends right now. */
export interface LimiterGroups2026 {
  settings: Readonly<PowerLimiter2026>;
  /** The voltage thresholds: the limiter runs a battery-powered inverter. */
  battery: boolean;
  /** Full solar passthrough (active flag, voltages): and the solar charger is enabled. */
  solar: boolean;
  /** The SoC thresholds: and the battery is enabled with its SoC used. */
  soc: boolean;
  /** The full solar passthrough SoC: both of the above. */
  socSolar: boolean;
}

/**
 * The conditions `src/MqttHandlePowerLimiter.cpp` and `src/MqttHandlePowerLimiterHass.cpp` share:
 * no threshold without a battery-powered inverter (`usesBatteryPoweredInverter`), the full solar
 * passthrough ones with the solar charger, the SoC ones with the battery and its SoC not ignored.
 */
export function limiterGroups2026(
  settings: OnBatterySettings2026,
  device: Device,
  link: OnBatteryLink,
): LimiterGroups2026 {
  const { powerlimiter, solarcharger, battery } = settings.read(device);
  const onBattery = link.usesBatteryInverter();
  const soc = onBattery && battery.enabled && !powerlimiter.ignore_soc;
  return {
    settings: powerlimiter,
    battery: onBattery,
    solar: onBattery && solarcharger.enabled,
    soc,
    socSolar: soc && solarcharger.enabled,
  };
}
