import type { Device } from '../../device/device.ts';
import type { BatteryPack } from '../../onbattery/battery-pack.ts';
import type { MpptController } from '../../onbattery/mppt-controller.ts';
import type { ExternalInputs } from '../external-inputs.ts';
import type { OnBatteryLink } from '../onbattery-link.ts';
import type { JkBmsPublisher } from './battery-jk.ts';
import type { Readings } from './battery-readings.ts';
import { publishBatteryDiscovery } from './hass-battery.ts';
import { publishLimiterDiscovery } from './hass-limiter.ts';
import { publishVedirectDiscovery } from './hass-vedirect.ts';
import { MQTT_INPUTS_2024, type MqttInputSpecs } from './mqtt-inputs.ts';
import {
  HUAWEI_COMMANDS,
  handleHuaweiCommand,
  handleLimiterCommand,
  LIMITER_COMMANDS,
} from './onbattery-commands.ts';
import type { Outlet } from './outlet.ts';
import { type BatteryState, batteryReadings2024 } from './publish-battery.ts';
import { publishHuawei, publishLimiter, publishPowerMeter } from './publish-onbattery.ts';
import { vedirectReadings } from './vedirect-readings.ts';

/**
 * The OnBattery topics of one firmware generation: what the limiter, the Huawei charger, the
 * battery and the VE.Direct controllers publish, which commands they take, and their Home
 * Assistant discovery. The publish cadence and the discovery triggers are the service's and the
 * same for every generation (`mqtt-service.ts`).
 */
export interface OnBatteryMqttWire {
  /** Subtopics below `powerlimiter/cmd/`. */
  readonly limiterCommands: readonly string[];
  limiterStatus(out: Outlet, device: Device, link: OnBatteryLink): void;
  limiterCommand(device: Device, link: OnBatteryLink, name: string, payload: string): void;
  limiterDiscovery(out: Outlet, device: Device, link: OnBatteryLink): void;
  /** Subtopics below `huawei/cmd/`. */
  readonly huaweiCommands: readonly string[];
  huaweiStatus(out: Outlet, device: Device, link: OnBatteryLink): void;
  huaweiCommand(device: Device, link: OnBatteryLink, name: string, payload: string): void;
  /** Every `battery/*` topic of one cycle (the JK BMS remembers what it sent). */
  batteryReadings(state: BatteryState, pack: BatteryPack, jk: JkBmsPublisher, now: number): Readings;
  /** False while the discovery must wait (2026.03.31: until the BMS named its manufacturer). */
  batteryDiscovery(out: Outlet, device: Device, state: BatteryState): boolean;
  vedirectReadings(m: MpptController, batteryV: number): Readings;
  /** Where the meter and the MQTT battery readings come from. */
  readonly inputs: MqttInputSpecs;
  /** A meter settings save applies at once (2026.03.31), so its topics move; else it reboots. */
  readonly meterSettingsLive: boolean;
  /** Whether `powermeter/*` is due at `now`; `last`: when it went out last, with which reading. */
  meterDue(device: Device, link: OnBatteryLink, last: { ms: number; reading: number }, now: number): boolean;
  meterStatus(out: Outlet, device: Device, link: OnBatteryLink, inputs: ExternalInputs): void;
  vedirectDiscovery(out: Outlet, device: Device, mppts: readonly MpptController[], now: number): void;
}

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
