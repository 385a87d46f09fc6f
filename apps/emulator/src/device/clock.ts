/**
 * The device clocks: a monotonic timeline (the firmware's `millis()`, expressed as epoch ms from
 * the start time so the simulated world can use it as its time), the settable wall clock, and the
 * uptime. All may run faster than real time.
 */
export interface Clock {
  /** Monotonic device time in epoch ms: starts at the start time, never jumps when the wall clock is set. */
  now(): number;
  /** Epoch ms on the settable wall clock (NTP, manual time sync). */
  wallNow(): number;
  /** The wall-clock time that corresponds to the monotonic time `t`. */
  wallAt(t: number): number;
  /** Simulated ms since the clock was created or last `restartUptime()`. */
  uptimeMs(): number;
  /** Moves both the wall time and the uptime forward, as if `ms` had passed. */
  advance(ms: number): void;
  /** Sets the wall time (the uptime is unaffected, like an NTP step on the device). */
  setTime(epochMs: number): void;
  restartUptime(): void;
}

export interface ClockOptions {
  /** Epoch ms the device clock shows at start; default the host's time. */
  startTime?: number;
  /** Simulated ms per real ms; default 1. */
  timeScale?: number;
  /** Real monotonic ms source, replaceable in tests. */
  realMs?: () => number;
}

export function createClock(options: ClockOptions = {}): Clock {
  const realMs = options.realMs ?? (() => performance.now());
  const scale = options.timeScale && options.timeScale > 0 ? options.timeScale : 1;
  const created = realMs();
  // Simulated monotonic time = scaled real time since creation + manual advances.
  let advancedMs = 0;
  const monotonic = () => (realMs() - created) * scale + advancedMs;
  const start = options.startTime ?? Date.now();
  // Wall clock = monotonic device time + offset; setting the time only changes the offset.
  let wallOffset = 0;
  let uptimeAnchor = 0;
  const now = () => Math.floor(start + monotonic());

  return {
    now,
    wallNow: () => now() + wallOffset,
    wallAt: (t) => t + wallOffset,
    uptimeMs: () => monotonic() - uptimeAnchor,
    advance(ms) {
      if (Number.isFinite(ms) && ms > 0) advancedMs += ms;
    },
    setTime(epochMs) {
      wallOffset = Math.floor(epochMs) - now();
    },
    restartUptime() {
      uptimeAnchor = monotonic();
    },
  };
}
