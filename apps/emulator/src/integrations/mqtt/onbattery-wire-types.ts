import type { BatteryLiveData } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import type { BatteryPack } from '../../onbattery/battery-pack.ts';
import type { MpptController } from '../../onbattery/mppt-controller.ts';
import type { ExternalInputs } from '../external-inputs.ts';
import type { OnBatteryLink } from '../onbattery-link.ts';
import type { JkBmsPublisher } from './battery-jk.ts';
import type { Readings } from './battery-readings.ts';
import type { MqttInputSpecs } from './mqtt-inputs.ts';
import type { Outlet } from './outlet.ts';

// The types both the MQTT service and each generation's OnBattery wire name: kept apart from the
// modules that build them, so those modules need not import one another.

/** What the battery topics and the battery discovery know about the BMS right now. */
export interface BatteryState {
  provider: number;
  view: BatteryLiveData;
  manufacturer: string;
  dataAgeS: number;
  answeredMs: number | undefined;
}

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
