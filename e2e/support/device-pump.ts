import type { RunningEmulator } from './emulator.ts';

/** One reading of the device: its clock (epoch ms) and each inverter's YieldTotal (Wh). */
interface CounterSample {
  t: number;
  wh: Record<string, number>;
}

const MINUTE_MS = 60_000;
/** The counters are read this close to a device midnight on every step, elsewhere now and then. */
const NEAR_MIDNIGHT_MS = 20 * MINUTE_MS;

/** POSTs `body` as JSON (the test-control routes take JSON). */
export function postJson(url: string, body: object): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export interface PumpPace {
  /** Device time per step (ms): the emulator replays it and sends `/livedata` at once. */
  stepMs: number;
  /** Real time per step (ms). */
  periodMs: number;
}

/**
 * Owns the clock of an emulator started at time scale 1 for a browser that records it, and keeps
 * the device's own counters as the reference.
 *
 * Every `periodMs` of real time (on a fixed schedule, so the device clock runs at the steady rate
 * the app's clock model measures) it moves the device on by `stepMs` through `/api/test/time`,
 * which replays the simulation and sends `/livedata` right away: the page gets one message per
 * step, however busy the machine, instead of one per 250-ms heartbeat several device minutes
 * apart. Near each device midnight (local offset `offsetMin`) every step also reads the
 * inverters' YieldTotal, so the counter at midnight is interpolated over a few device seconds.
 */
export function startDevicePump(
  device: RunningEmulator,
  serials: readonly string[],
  offsetMin: number,
  pace: PumpPace,
) {
  const samples: CounterSample[] = [];
  let latest = 0;
  let stopped = false;
  let jumping: Promise<void> | undefined;
  let turns = 0;
  let failure: unknown;
  let base = performance.now();
  let stepsSinceBase = 0;

  const readCounters = async (t: number) => {
    const wh: Record<string, number> = {};
    await Promise.all(
      serials.map(async (serial) => {
        const status = await (await fetch(`${device.url}/api/livedata/status?inv=${serial}`)).json();
        const inverter = status.inverters.find((i: { serial: string }) => i.serial === serial);
        wh[serial] = inverter.INV['0'].YieldTotal.v * 1000;
      }),
    );
    samples.push({ t, wh });
  };

  const advance = async (ms: number) => {
    const res = await postJson(`${device.url}/api/test/time`, { advanceMs: ms });
    if (res.status === 503) return false;
    latest = ((await res.json()) as { now: number }).now;
    return true;
  };

  const loop = async () => {
    while (!stopped) {
      // The schedule, not the previous step's end, sets the next step: no drift under load.
      const due = base + (stepsSinceBase + 1) * pace.periodMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((next) => setTimeout(next, wait));
      if (jumping) {
        await jumping;
        continue;
      }
      if (stopped) return;
      stepsSinceBase += 1;
      try {
        if (!(await advance(pace.stepMs))) return;
        const local = (latest + offsetMin * MINUTE_MS) % 86_400_000;
        const near = local < NEAR_MIDNIGHT_MS || local > 86_400_000 - NEAR_MIDNIGHT_MS;
        turns += 1;
        if (near || turns % 20 === 0) await readCounters(latest);
      } catch (error) {
        failure = error;
      }
    }
  };
  const running = (async () => {
    latest = (
      (await (await postJson(`${device.url}/api/test/time`, { advanceMs: 1 })).json()) as {
        now: number;
      }
    ).now;
    await loop();
  })();

  return {
    /** The device clock at the last step (epoch ms). */
    now: () => latest,
    lastError: () => failure,
    /** Real ms the pump needs to bring the device clock from now to `target`. */
    realMsTo: (target: number) => (Math.max(0, target - latest) / pace.stepMs) * pace.periodMs,
    /** Moves the device clock on (while no tab is open) to `target` (epoch ms); steps resume after it. */
    async jumpTo(target: number): Promise<void> {
      jumping = (async () => {
        await advance(Math.max(1, target - latest));
      })();
      await jumping;
      jumping = undefined;
      base = performance.now();
      stepsSinceBase = 0;
    },
    /**
     * YieldTotal (Wh) of `serial` at epoch `t`, interpolated between the readings around it; NaN
     * (with the reason) when no readings lie within two device minutes on both sides.
     */
    at(serial: string, t: number): { wh: number; why?: string } {
      const before = samples.filter((s) => s.t <= t).at(-1);
      const after = samples.find((s) => s.t >= t);
      const beforeWh = before?.wh[serial];
      const afterWh = after?.wh[serial];
      if (!before || !after || beforeWh === undefined || afterWh === undefined)
        return {
          wh: Number.NaN,
          why: `no reading of ${serial} on both sides of ${new Date(t).toISOString()}`,
        };
      if (t - before.t > 2 * MINUTE_MS || after.t - t > 2 * MINUTE_MS)
        return {
          wh: Number.NaN,
          why: `readings of ${serial} ${before.t - t} / ${after.t - t} ms around the midnight`,
        };
      if (after.t === before.t) return { wh: afterWh };
      return { wh: beforeWh + ((afterWh - beforeWh) * (t - before.t)) / (after.t - before.t) };
    },
    async stop(): Promise<void> {
      stopped = true;
      await running;
    },
  };
}

export type DevicePump = ReturnType<typeof startDevicePump>;
