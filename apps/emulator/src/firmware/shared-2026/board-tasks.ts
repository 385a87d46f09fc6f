import type { TaskDetail } from '@dtu/contract';

/** A task the firmware probes for `task_details` (`src/WebApi_sysstatus.cpp`), and how it runs. */
interface TaskFigures {
  /** Stack the task is created with, bytes (ESP-IDF counts stacks in bytes); 0 when not ours to know. */
  readonly stackBytes: number;
  /** The smallest free stack seen (`uxTaskGetStackHighWaterMark`), bytes. */
  readonly watermarkBytes: number;
  readonly priority: number;
}

/**
 * The probed names in the firmware's order with the figures of a board that runs them. Stacks
 * and priorities of the OnBattery tasks are the `xTaskCreate` arguments at 2026.03.31
 * (`src/gridcharger/huawei/*.cpp`, `src/gridcharger/trucki/Provider.cpp`, `src/powermeter/**`),
 * `mqttclient` is espMqttClient's own task (stack `EMC_TASK_STACK_SIZE` 6400 from
 * `platformio.ini`, priority 1). The watermarks are what such a board shows after a while.
 */
const PROBED = {
  IDLE0: { stackBytes: 0, watermarkBytes: 608, priority: 0 },
  IDLE1: { stackBytes: 0, watermarkBytes: 620, priority: 0 },
  wifi: { stackBytes: 0, watermarkBytes: 3672, priority: 23 },
  tiT: { stackBytes: 0, watermarkBytes: 1640, priority: 18 },
  loopTask: { stackBytes: 0, watermarkBytes: 4372, priority: 1 },
  async_tcp: { stackBytes: 0, watermarkBytes: 13_508, priority: 10 },
  mqttclient: { stackBytes: 6400, watermarkBytes: 3412, priority: 1 },
  HuaweiHwIfc: { stackBytes: 4096, watermarkBytes: 2236, priority: 16 },
  HuaweiTwai: { stackBytes: 2048, watermarkBytes: 1180, priority: 20 },
  HuaweiMCP2515: { stackBytes: 2048, watermarkBytes: 1132, priority: 20 },
  TruckiPolling: { stackBytes: 6144, watermarkBytes: 3088, priority: 1 },
  'PM:SDM': { stackBytes: 3072, watermarkBytes: 1348, priority: 1 },
  'PM:HTTP+JSON': { stackBytes: 6144, watermarkBytes: 2540, priority: 1 },
  'PM:SML': { stackBytes: 3072, watermarkBytes: 1516, priority: 1 },
  'PM:HTTP+SML': { stackBytes: 6144, watermarkBytes: 2668, priority: 1 },
} as const satisfies Record<string, TaskFigures>;

export type TaskName = keyof typeof PROBED;

/** The tasks every 2026 board runs: the two idle tasks, Wi-Fi, lwIP, Arduino's loop, AsyncTCP, MQTT. */
export const BASE_TASKS: readonly TaskName[] = [
  'IDLE0',
  'IDLE1',
  'wifi',
  'tiT',
  'loopTask',
  'async_tcp',
  'mqttclient',
];

/** Figures of a probed task (for tests and docs). */
export function taskFigures(name: TaskName): TaskFigures {
  return PROBED[name];
}

/**
 * `task_details`: the base tasks plus those the configured parts run, in the order the firmware
 * probes the names (a name without a task is left out, as `xTaskGetHandle` finds none).
 */
export function taskDetails(running: readonly TaskName[]): TaskDetail[] {
  const present = new Set<TaskName>([...BASE_TASKS, ...running]);
  return (Object.keys(PROBED) as TaskName[])
    .filter((name) => present.has(name))
    .map((name) => ({ name, stack_watermark: PROBED[name].watermarkBytes, priority: PROBED[name].priority }));
}
