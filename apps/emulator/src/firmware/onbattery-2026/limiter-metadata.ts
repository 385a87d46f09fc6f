import { inverterFamilyOf } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import { serialText } from './json-read.ts';
import type { OnBattery2026Sections } from './sections.ts';

/**
 * `/api/powerlimiter/metadata` of 2026.03.31: the three data sources' switches and an array of
 * the configured inverters (serial as hex text, slot, order, name, flags, max power, type name,
 * DC channel count, power distribution logic support). `max_power` is 0 ("unknown", which the
 * firmware also sends before the inverter's device info arrived).
 */
export function limiterMetadata(device: Device, sections: OnBattery2026Sections) {
  const { config } = device;
  const inverters = [];
  for (const [pos, slot] of config.inverters.entries()) {
    if (slot.serial === 0) continue;
    const family = inverterFamilyOf(BigInt(slot.serial));
    inverters.push({
      serial: serialText(BigInt(slot.serial)),
      pos,
      order: slot.order,
      name: slot.name,
      poll_enable: slot.poll_enable,
      poll_enable_night: slot.poll_enable_night,
      command_enable: slot.command_enable,
      command_enable_night: slot.command_enable_night,
      max_power: 0,
      type: family?.type ?? 'Unknown',
      channels: family?.channels ?? 1,
      pdl_supported: false,
    });
  }
  return {
    power_meter_enabled: sections.powermeter.enabled,
    battery_enabled: sections.battery.enabled,
    charge_controller_enabled: sections.solarcharger.enabled,
    inverters,
  };
}
