/** One probed FreeRTOS task of `/api/system/status` `task_details` (both 2026 generations). */
export interface TaskDetail {
  name: string;
  /** Smallest free stack seen, in bytes (ESP-IDF counts stacks in bytes). */
  stack_watermark: number;
  priority: number;
}

/** A serial port and its user (`uarts`, OnBattery 2026.03.31 only). */
export interface UartAllocation {
  port: number;
  owner: string;
}

/**
 * Fields `/api/system/status` gained by 2026 (`src/WebApi_sysstatus.cpp` @ v26.3.30,
 * @ 2026.03.31): `cputemp` after `cpufreq`, `flashsize` after `chipcores`, then `task_details`.
 * Only OnBattery adds `config_version_onbattery` (after `config_version`) and `uarts` (last).
 */
export interface SystemStatus2026Extras {
  /** °C from the chip's sensor. */
  cputemp: number;
  /** Bytes. */
  flashsize: number;
  task_details: TaskDetail[];
  config_version_onbattery?: number;
  uarts?: UartAllocation[];
}
