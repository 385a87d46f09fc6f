import type { Device } from '../../device/device.ts';
import type { OnBatteryMqttWire } from './onbattery-wire.ts';

/**
 * What a firmware generation adds to the state topics of 2024.05.03 (mqtt.md). Both 2026 tags
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
  /** The OnBattery topics, commands and discovery (default: 2024.05.03's). */
  readonly onBattery?: OnBatteryMqttWire;
}

/** 2024.05.03: nothing beyond mqtt.md. */
export const MQTT_TOPICS_2024: MqttTopicExtras = { dtuHeap: false, inverterRadio: false };
