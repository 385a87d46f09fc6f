import type { OnBatteryMqttWire } from '../onbattery-wire-types.ts';
import { batteryReadings2026 } from './battery-2026.ts';
import { batteryDiscovery2026 } from './hass-battery-2026.ts';
import { limiterDiscovery2026 } from './hass-limiter-2026.ts';
import { HUAWEI_COMMANDS_2026, huaweiCommand2026, huaweiStatus2026 } from './huawei-2026.ts';
import { mqttInputs2026 } from './inputs-2026.ts';
import { LIMITER_COMMANDS_2026, limiterCommand2026 } from './limiter-commands-2026.ts';
import { limiterGroups2026 } from './limiter-groups-2026.ts';
import { limiterStatus2026 } from './limiter-status-2026.ts';
import { meterDue2026, meterStatus2026 } from './meter-2026.ts';
import type { OnBatterySettings2026 } from './settings-2026.ts';
import { vedirectDiscovery2026, vedirectReadings2026 } from './vedirect-2026.ts';

export type { OnBatterySections2026, OnBatterySettings2026 } from './settings-2026.ts';

/**
 * The OnBattery topics of 2026.03.31, over the personality's 2026 config sections (the limiter's
 * settings live there, and its commands write there). The Huawei charger keeps its `huawei/`
 * topics in this generation (`src/gridcharger/huawei/`).
 */
export function onBatteryMqtt2026(settings: OnBatterySettings2026): OnBatteryMqttWire {
  return {
    limiterCommands: LIMITER_COMMANDS_2026,
    limiterStatus: (out, device, link) =>
      limiterStatus2026(out, link, limiterGroups2026(settings, device, link)),
    limiterCommand: (device, link, name, payload) =>
      limiterCommand2026(settings, device, link, name, payload),
    limiterDiscovery: (out, device, link) =>
      limiterDiscovery2026(out, device, limiterGroups2026(settings, device, link)),
    huaweiCommands: HUAWEI_COMMANDS_2026,
    huaweiStatus: huaweiStatus2026,
    huaweiCommand: huaweiCommand2026,
    batteryReadings: batteryReadings2026,
    batteryDiscovery: batteryDiscovery2026,
    vedirectReadings: vedirectReadings2026,
    vedirectDiscovery: vedirectDiscovery2026,
    inputs: mqttInputs2026(settings),
    meterSettingsLive: true,
    meterDue: (_device, link, last, now) => meterDue2026(link, last.reading, now),
    meterStatus: (out, device, link, inputs) => meterStatus2026(settings, out, device, link, inputs),
  };
}
