import type { Battery2026, PowerLimiter2026, PowerMeter2026, SolarCharger2026 } from '@dtu/contract';
import type { Device } from '../../../device/device.ts';

/** The 2026.03.31 sections the OnBattery topics read and the limiter commands write. */
export interface OnBatterySections2026 {
  powerlimiter: PowerLimiter2026;
  solarcharger: SolarCharger2026;
  battery: Battery2026;
  powermeter: PowerMeter2026;
}

/**
 * How the MQTT side reaches the 2026 sections of the config (the personality owns where they
 * live; a write goes through the same path as the settings pages, so the file holds it).
 */
export interface OnBatterySettings2026 {
  read(device: Device): Readonly<OnBatterySections2026>;
  save(device: Device, change: (sections: OnBatterySections2026) => void): Promise<boolean>;
}
