import type { SystemStatus, SystemStatus2026Extras, TaskDetail } from '@dtu/contract';
import type { Device } from '../../device/device.ts';

/** What the chip's sensor reads on a board at rest, °C. */
const CPU_TEMPERATURE_C = 47.8;
/** 4 MB flash of the emulated generic ESP32 board. */
const FLASH_SIZE = 4 * 1024 * 1024;

/** The probed tasks that exist on the emulated board (others are left out, as the firmware does). */
const TASKS: TaskDetail[] = [
  { name: 'IDLE0', stack_watermark: 608, priority: 0 },
  { name: 'IDLE1', stack_watermark: 620, priority: 0 },
  { name: 'wifi', stack_watermark: 3672, priority: 23 },
  { name: 'tiT', stack_watermark: 1640, priority: 18 },
  { name: 'loopTask', stack_watermark: 4372, priority: 1 },
  { name: 'async_tcp', stack_watermark: 5508, priority: 3 },
];

/**
 * `/api/system/status` of a 2026 generation (`src/WebApi_sysstatus.cpp`): `cputemp` after
 * `cpufreq`, `flashsize` and `task_details` after `chipcores`; OnBattery adds
 * `config_version_onbattery` after `config_version` and `uarts` at the end.
 */
export function systemStatus2026(base: SystemStatus, device: Device): SystemStatus & SystemStatus2026Extras {
  const onBattery = device.generation.onBatteryConfigVersion;
  const after: Record<string, Record<string, unknown>> = {
    cpufreq: { cputemp: CPU_TEMPERATURE_C },
    chipcores: { flashsize: FLASH_SIZE, task_details: TASKS.map((task) => ({ ...task })) },
    config_version: onBattery === undefined ? {} : { config_version_onbattery: onBattery },
  };
  const status: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) Object.assign(status, { [key]: value }, after[key]);
  if (onBattery !== undefined) status.uarts = [];
  return status as unknown as SystemStatus & SystemStatus2026Extras;
}
