import type { PowerLimiterInverterInfo, PowerLimiterMetadata } from '@dtu/contract';
import { inverterFamilyOf, serialToDecimal, UNKNOWN_INVERTER_TYPE } from '@dtu/contract';
import type { Device } from '../../device/device.ts';

/**
 * `/api/powerlimiter/metadata`: the enabled state of the three data sources and every
 * configured inverter slot (serial ≠ 0), keyed by its decimal serial, with the model family
 * recognised from the serial.
 */
export function powerLimiterMetadataBody(device: Device): PowerLimiterMetadata {
  const { config } = device;
  const inverters: Record<string, PowerLimiterInverterInfo> = {};
  for (const [pos, slot] of config.inverters.entries()) {
    if (slot.serial === 0) continue;
    const serial = BigInt(slot.serial);
    const family = inverterFamilyOf(serial);
    inverters[serialToDecimal(serial)] = {
      pos,
      name: slot.name,
      poll_enable: slot.poll_enable,
      poll_enable_night: slot.poll_enable_night,
      command_enable: slot.command_enable,
      command_enable_night: slot.command_enable_night,
      type: family?.type ?? UNKNOWN_INVERTER_TYPE,
      channels: family?.channels ?? 1,
    };
  }
  return {
    power_meter_enabled: config.powermeter.enabled,
    battery_enabled: config.battery.enabled,
    charge_controller_enabled: config.vedirect.enabled,
    inverters,
  };
}
