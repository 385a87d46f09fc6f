import type { Device } from '../../device/device.ts';
import type { LiveSimulation } from '../../live/simulation.ts';
import { publishInverterDiscovery } from './hass-inverters.ts';
import type { InverterCommands } from './inverter-commands.ts';
import type { OnBatteryMqttWire } from './onbattery-wire-types.ts';
import type { Outlet } from './outlet.ts';

/** A generation's DTU and inverter discovery and the least time between two of them. */
export interface InverterDiscovery {
  publish(out: Outlet, device: Device, sim: LiveSimulation): void;
  minIntervalMs: number;
}

/** 2024.05.03 (docs/firmware/onbattery-2024.05.03/mqtt.md §4.2, §4.3): at once whenever due. */
export const INVERTER_DISCOVERY_2024: InverterDiscovery = {
  publish: publishInverterDiscovery,
  minIntervalMs: 0,
};

/**
 * What a firmware generation adds to the state topics of 2024.05.03 (docs/firmware/onbattery-2024.05.03/mqtt.md). Both 2026 tags
 * publish the heap figures and the CPU temperature under `dtu/` (`src/MqttHandleDtu.cpp`) and
 * each inverter's radio statistics (`src/MqttHandleInverter.cpp`, both @ v26.3.30, 2026.03.31).
 */
export interface MqttTopicExtras {
  /** `dtu/heap/size`, `/free`, `/minfree`, `/maxalloc` right after `dtu/hostname`. */
  readonly dtuHeap: boolean;
  /** `dtu/temperature` (°C, two decimals) after `dtu/bssid`; absent: not published. */
  readonly cpuTemperatureC?: (device: Device) => number;
  /** `<serial>/radio/*` right after `<serial>/name`. */
  readonly inverterRadio: boolean;
  /** The inverter commands (default: 2024.05.03's six). */
  readonly inverterCommands?: InverterCommands;
  /** The DTU and inverter discovery (default: 2024.05.03's). */
  readonly inverterDiscovery?: InverterDiscovery;
  /** The OnBattery topics, commands and discovery (default: 2024.05.03's). */
  readonly onBattery?: OnBatteryMqttWire;
}

/** 2024.05.03: nothing beyond docs/firmware/onbattery-2024.05.03/mqtt.md. */
export const MQTT_TOPICS_2024: MqttTopicExtras = { dtuHeap: false, inverterRadio: false };
