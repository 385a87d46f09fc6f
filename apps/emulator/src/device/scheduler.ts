import type { Device } from './device.ts';

/** Real-time period of the one heartbeat; every cadence below is a multiple of it. */
export const BEAT_MS = 250;

type Task = (now: number) => void;

/**
 * The one clock that moves the emulated device along. A single real-time heartbeat (every
 * 250 ms) reads the device clock, brings the simulation up to it (`step`: the OnBattery system,
 * which pulls the inverter simulation along), then runs the periodic tasks in registration order
 * with that same device time. Tasks judge "due" on the device clock themselves (the `/livedata`
 * send, MQTT publish groups, the HTTP meter); `everyRealMs` tasks are the socket pushes whose
 * firmware cadence the emulator keeps in real time. Nothing runs while the device reboots.
 */
export interface Scheduler {
  /** Runs `task` on every beat, after the simulation step; returns the unsubscribe function. */
  onBeat(task: Task): () => void;
  /** Runs `task` on the beats at least `ms` of real time after its previous run. */
  everyRealMs(ms: number, task: Task): () => void;
  /** One beat now (test control after moving the clock); a no-op while rebooting. */
  beat(): void;
  /** Starts the heartbeat (idempotent). */
  start(): void;
  stop(): void;
}

export function createScheduler(
  device: Device,
  step: (now: number) => void,
  realMs: () => number = () => performance.now(),
): Scheduler {
  const tasks = new Set<Task>();
  let timer: NodeJS.Timeout | undefined;

  const run = (task: Task, now: number) => {
    try {
      task(now);
    } catch (error) {
      device.log(`Scheduler: task failed: ${(error as Error).message}`);
    }
  };
  const add = (task: Task) => {
    tasks.add(task);
    return () => {
      tasks.delete(task);
    };
  };
  const beat = () => {
    if (device.rebooting) return;
    const now = device.now();
    run(step, now);
    for (const task of [...tasks]) run(task, now);
  };

  return {
    onBeat: add,
    everyRealMs(ms, task) {
      let last = realMs();
      return add((now) => {
        const real = realMs();
        // Half a beat of slack, so a 500 ms cadence does not slip to 750 ms on timer jitter.
        if (real - last < ms - BEAT_MS / 2) return;
        last = real;
        task(now);
      });
    },
    beat,
    start() {
      if (timer) return;
      timer = setInterval(beat, BEAT_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
