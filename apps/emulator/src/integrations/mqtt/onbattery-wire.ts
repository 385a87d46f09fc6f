import { publishBatteryDiscovery } from './hass-battery.ts';
import { publishLimiterDiscovery } from './hass-limiter.ts';
import { publishVedirectDiscovery } from './hass-vedirect.ts';
import { MQTT_INPUTS_2024 } from './mqtt-inputs.ts';
import {
  HUAWEI_COMMANDS,
  handleHuaweiCommand,
  handleLimiterCommand,
  LIMITER_COMMANDS,
} from './onbattery-commands.ts';
import type { OnBatteryMqttWire } from './onbattery-wire-types.ts';
import { batteryReadings2024 } from './publish-battery.ts';
import { publishHuawei, publishLimiter, publishPowerMeter } from './publish-onbattery.ts';
import { vedirectReadings } from './vedirect-readings.ts';

/** OnBattery 2024.05.03 (docs/firmware/onbattery-2024.05.03/mqtt.md). */
export const ONBATTERY_MQTT_2024: OnBatteryMqttWire = {
  limiterCommands: LIMITER_COMMANDS,
  limiterStatus: publishLimiter,
  limiterCommand: handleLimiterCommand,
  limiterDiscovery: (out, device) => publishLimiterDiscovery(out, device),
  huaweiCommands: HUAWEI_COMMANDS,
  huaweiStatus: publishHuawei,
  huaweiCommand: handleHuaweiCommand,
  batteryReadings: batteryReadings2024,
  batteryDiscovery: (out, device, state) => {
    publishBatteryDiscovery(out, device, state);
    return true;
  },
  vedirectReadings,
  vedirectDiscovery: publishVedirectDiscovery,
  inputs: MQTT_INPUTS_2024,
  meterSettingsLive: false,
  meterDue: (device, _link, last, now) =>
    now - last.ms >= Math.max(1, device.config.powermeter.interval) * 1000,
  meterStatus: (out, _device, link, inputs) => publishPowerMeter(out, link, inputs),
};
