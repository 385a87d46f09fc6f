import type { SystemStatus, SystemStatus2026Extras, UartAllocation } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import type { SystemStatusShape } from '../../routes/system.ts';
import { type TaskName, taskDetails } from './board-tasks.ts';
import { cpuTemperatureC } from './cpu-temperature.ts';

/** 4 MB flash of the emulated generic ESP32 board. */
const FLASH_SIZE = 4 * 1024 * 1024;

/**
 * Where a generation's own hardware shows in the status: the tasks its configured parts run
 * (probed by name after the base tasks) and, on OnBattery, the UART allocations.
 */
export interface BoardUse {
  tasks(device: Device): readonly TaskName[];
  uarts?(device: Device): UartAllocation[];
}

/** Plain OpenDTU: the base tasks only, no `uarts` key. */
export const BASE_BOARD: BoardUse = { tasks: () => [] };

/**
 * `/api/system/status` of a 2026 generation (`src/WebApi_sysstatus.cpp`): `cputemp` after
 * `cpufreq`, `flashsize` and `task_details` after `chipcores`; OnBattery adds
 * `config_version_onbattery` after `config_version` and `uarts` at the end.
 */
export function systemStatus2026(board: BoardUse): SystemStatusShape {
  return (base: SystemStatus, device: Device) => {
    const onBattery = device.generation.onBatteryConfigVersion;
    const after: Record<string, Record<string, unknown>> = {
      cpufreq: { cputemp: cpuTemperatureC(device.uptimeSeconds()) },
      chipcores: { flashsize: FLASH_SIZE, task_details: taskDetails(board.tasks(device)) },
      config_version: onBattery === undefined ? {} : { config_version_onbattery: onBattery },
    };
    const status: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(base)) Object.assign(status, { [key]: value }, after[key]);
    if (board.uarts) status.uarts = board.uarts(device);
    return status as unknown as SystemStatus & SystemStatus2026Extras;
  };
}
