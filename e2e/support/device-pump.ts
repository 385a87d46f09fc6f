import type { RunningEmulator } from './emulator.ts';

/** One reading of the device: its clock (epoch ms) and each inverter's YieldTotal (Wh). */
interface CounterSample {
  t: number;
  wh: Record<string, number>;
}

const MINUTE_MS = 60_000;
/** The counters are read this close to a device midnight on every beat, elsewhere now and then. */
const NEAR_MIDNIGHT_MS = 20 * MINUTE_MS;

async function postJson(url: string, body: object): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Drives a time-scaled emulator for a browser that records it, and keeps the device's own
 * counters as the reference.
 *
 * The emulator sends `/livedata` on its 250-ms heartbeat; at a high time scale that is several
 * device minutes apart, more than the recorder's one-minute step. Each turn of the pump asks for
 * one more beat (`/api/test/time` by 1 ms, which also answers the exact device time), so the
 * browser sees every device minute several times while the clock runs at its steady scaled rate
 * (which the app measures). Near each device midnight (local offset `offsetMin`) every turn also
 * reads the inverters' YieldTotal, so the counter at midnight is interpolated over a few device
 * seconds.
 */
export function startDevicePump(device: RunningEmulator, serials: readonly string[], offsetMin: number) {
  const samples: CounterSample[] = [];
  let latest = 0;
  let stopped = false;
  let turns = 0;
  let failure: unknown;

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

  const loop = async () => {
    while (!stopped) {
      try {
        const res = await postJson(`${device.url}/api/test/time`, { advanceMs: 1 });
        if (res.status === 503) return;
        latest = ((await res.json()) as { now: number }).now;
        const local = (latest + offsetMin * MINUTE_MS) % 86_400_000;
        const near = local < NEAR_MIDNIGHT_MS || local > 86_400_000 - NEAR_MIDNIGHT_MS;
        turns += 1;
        if (near || turns % 20 === 0) await readCounters(latest);
      } catch (error) {
        // The device may be busy with a long jump: try again on the next turn of the event loop.
        failure = error;
        await new Promise((next) => setImmediate(next));
      }
    }
  };
  const running = loop();

  return {
    /** The device clock at the last beat (epoch ms). */
    now: () => latest,
    lastError: () => failure,
    /** Moves the device clock on (while no tab is open) to `target` (epoch ms). */
    async jumpTo(target: number): Promise<void> {
      const res = await postJson(`${device.url}/api/test/time`, { advanceMs: Math.max(1, target - latest) });
      latest = ((await res.json()) as { now: number }).now;
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
