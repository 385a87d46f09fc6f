import { BATTERY_PROVIDER } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import type { BatteryPack } from '../../onbattery/battery-pack.ts';
import { providerPack } from '../../onbattery/battery-specs.ts';
import type { OnBatteryLink } from '../onbattery-link.ts';
import { JkBmsPublisher } from './battery-jk.ts';
import {
  commonReadings,
  defaultManufacturer,
  pylontechReadings,
  smartShuntReadings,
} from './battery-readings.ts';
import type { BatteryState, OnBatteryMqttWire } from './onbattery-wire-types.ts';
import type { Outlet } from './outlet.ts';

/** The BMS as the DTU knows it; defaults (manufacturer unknown, age = uptime) before any datum. */
export function batteryState(device: Device, link: OnBatteryLink): BatteryState | undefined {
  const system = link.system();
  const views = link.views();
  if (!system || !views) return undefined;
  const provider = device.config.battery.provider;
  const answeredMs = system.bmsUpdatedMs;
  if (answeredMs === undefined) {
    return {
      provider,
      view: {},
      manufacturer: defaultManufacturer(provider),
      dataAgeS: device.uptimeSeconds(),
      answeredMs,
    };
  }
  return {
    provider,
    view: views.battery(),
    manufacturer: providerPack(provider).manufacturer,
    dataAgeS: Math.max(0, Math.floor((system.now - answeredMs) / 1000)),
    answeredMs,
  };
}

/** `battery/*` every PI s while a battery provider other than MQTT is enabled (docs/firmware/onbattery-2024.05.03/mqtt.md §2.6). */
export class BatteryPublisher {
  private lastMs = Number.NEGATIVE_INFINITY;
  private readonly jk = new JkBmsPublisher();

  reset(): void {
    this.lastMs = Number.NEGATIVE_INFINITY;
    this.jk.reset();
  }

  publish(out: Outlet, device: Device, link: OnBatteryLink, wire: OnBatteryMqttWire, now: number): void {
    const { battery, mqtt } = device.config;
    if (!battery.enabled || battery.provider === BATTERY_PROVIDER.Mqtt) return;
    if (now - this.lastMs < Math.max(1, mqtt.publish_interval) * 1000) return;
    const state = batteryState(device, link);
    const pack = link.system()?.installation.pack;
    if (!state || !pack) return;
    this.lastMs = now;
    for (const [sub, payload] of wire.batteryReadings(state, pack, this.jk, now)) {
      out.state(`battery/${sub}`, payload);
    }
  }
}

/** `battery/*` of 2024.05.03: the four common topics, then the provider's own (docs/firmware/onbattery-2024.05.03/mqtt.md §2.6). */
export function batteryReadings2024(
  state: BatteryState,
  pack: BatteryPack,
  jk: JkBmsPublisher,
  now: number,
): [string, string][] {
  const readings = commonReadings(state.view, state.manufacturer, state.dataAgeS);
  if (state.provider === BATTERY_PROVIDER.PylontechCan) readings.push(...pylontechReadings(state.view));
  else if (state.provider === BATTERY_PROVIDER.VictronSmartShunt)
    readings.push(...smartShuntReadings(state.view));
  else if (state.provider === BATTERY_PROVIDER.JkBmsSerial && state.answeredMs !== undefined)
    readings.push(...jk.readings(pack, state.view, state.manufacturer, state.answeredMs, now));
  return readings;
}
