/** The device clock: wall time (settable, may run faster than real time) and the monotonic uptime. */
export interface Clock {
  /** Epoch ms on the device clock. */
  now(): number;
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
  let wallBase = options.startTime ?? Date.now();
  let wallAnchor = 0;
  let uptimeAnchor = 0;

  return {
    now: () => Math.floor(wallBase + (monotonic() - wallAnchor)),
    uptimeMs: () => monotonic() - uptimeAnchor,
    advance(ms) {
      if (Number.isFinite(ms) && ms > 0) advancedMs += ms;
    },
    setTime(epochMs) {
      wallBase = epochMs;
      wallAnchor = monotonic();
    },
    restartUptime() {
      uptimeAnchor = monotonic();
    },
  };
}
