import { BATTERY_PROVIDER, POWER_METER_SOURCE } from '@dtu/contract';
import type { Device } from '../device/device.ts';

/**
 * A fresh demo device also gets a battery installation: both charge controllers read, the
 * Pylontech battery, the charger soaking up exports, a three-phase meter and the limiter driving
 * the first demo inverter from the battery. `--factory` leaves all of it disabled.
 */
export async function applyOnBatteryDemo(device: Device, factory: boolean): Promise<void> {
  if (factory || !device.createdFresh) return;
  const cfg = device.config;
  if (cfg.powerlimiter.enabled || cfg.battery.enabled) return;
  const inverter = cfg.inverters.find((slot) => slot.serial !== 0);
  await device.save((draft) => {
    draft.vedirect.enabled = true;
    draft.battery.enabled = true;
    draft.battery.provider = BATTERY_PROVIDER.PylontechCan;
    Object.assign(draft.huawei, {
      enabled: true,
      auto_power_enabled: true,
      voltage_limit: 53,
      enable_voltage_limit: 51.5,
      lower_power_limit: 150,
      upper_power_limit: 1500,
      target_power_consumption: 0,
    });
    Object.assign(draft.powermeter, { enabled: true, source: POWER_METER_SOURCE.SdmThreePhase, interval: 5 });
    Object.assign(draft.powerlimiter, {
      enabled: true,
      inverter_id: inverter?.serial ?? 0,
      inverter_channel_id: 0,
      is_inverter_behind_powermeter: true,
      is_inverter_solar_powered: false,
      solar_passtrough_enabled: true,
      battery_always_use_at_night: true,
      target_power_consumption: 0,
      target_power_consumption_hysteresis: 20,
      lower_power_limit: 50,
      base_load_limit: 150,
      upper_power_limit: 800,
      battery_soc_start_threshold: 60,
      battery_soc_stop_threshold: 20,
      voltage_start_threshold: 50,
      voltage_stop_threshold: 47,
    });
  });
}
