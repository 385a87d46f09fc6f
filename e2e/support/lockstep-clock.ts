import type { Page } from '@playwright/test';
import type { RunningEmulator } from './emulator.ts';

/** One reading of the device: its clock (epoch ms) and each inverter's YieldTotal (Wh). */
interface CounterSample {
  t: number;
  wh: Record<string, number>;
}

const MINUTE_MS = 60_000;
/** The counters are read on every step this close to a device midnight. */
const NEAR_MIDNIGHT_MS = 20 * MINUTE_MS;

/** POSTs `body` as JSON (the test-control routes take JSON). */
export function postJson(url: string, body: object): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** What the init script leaves on the page: its clock and the steps it runs. */
interface PageClock {
  run(
    target: number,
    stepMs: number,
    serials: string[],
    near: { offsetMin: number; ms: number },
  ): Promise<CounterSample[]>;
}

/**
 * Installed before the app's scripts: `Date` reads the device's time (the page's real clock plus
 * `offsetMs`, moved on by each step), and `__lockstep.run` steps the device until `target`: the
 * page's clock first, then the device by the same amount through `/api/test/time` (which sends
 * `/livedata` at once), then it waits until the page has handled that step's message. Near each
 * device midnight it reads the inverters' YieldTotal after every step.
 */
function installPageClock(offsetMs: number): void {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  let offset = offsetMs;
  const now = () => realNow() + offset;
  class DeviceDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as [string]));
    }
    static override now() {
      return now();
    }
  }
  globalThis.Date = DeviceDate as DateConstructor;

  let messages = 0;
  let wake: (() => void) | undefined;
  const RealSocket = WebSocket;
  globalThis.WebSocket = class extends RealSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      // Registered before the app's own handler, which runs in the same dispatch.
      if (String(url).endsWith('/livedata'))
        this.addEventListener('message', () => {
          messages += 1;
          wake?.();
        });
    }
  };
  // The recorder models the device clock from two `/api/ntp/status` answers a second apart, the
  // alert monitor reads it once: steps before those would pass unrecorded.
  let clockReads = 0;
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await realFetch(input, init);
    if (String(input instanceof Request ? input.url : input).includes('/api/ntp/status')) clockReads += 1;
    return res;
  };
  const clockModelled = async () => {
    for (let tries = 0; clockReads < 3 && tries < 200; tries++)
      await new Promise((resolve) => setTimeout(resolve, 50));
  };
  // A task after the current one (the app's handler of the message has run by then).
  const nextTask = () =>
    new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  const post = async (body: object) => {
    const res = await fetch('/api/test/time', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`/api/test/time answered ${res.status}`);
    return ((await res.json()) as { now: number }).now;
  };
  const readCounters = async (t: number, serials: string[]) => {
    const wh: Record<string, number> = {};
    for (const serial of serials) {
      const status = await (await fetch(`/api/livedata/status?inv=${serial}`)).json();
      const inverter = status.inverters.find((i: { serial: string }) => i.serial === serial);
      wh[serial] = inverter.INV['0'].YieldTotal.v * 1000;
    }
    return { t, wh };
  };
  const clock: PageClock = {
    async run(target, stepMs, serials, near) {
      const samples: CounterSample[] = [];
      await clockModelled();
      let device = await post({ advanceMs: 1 });
      while (device < target) {
        offset += stepMs;
        const before = messages;
        device = await post({ advanceMs: stepMs });
        if (messages === before)
          await new Promise<void>((resolve) => {
            // The device's own 1-s beat sends anyway; a lost message costs one step's wait.
            const timer = setTimeout(resolve, 2000);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        wake = undefined;
        await nextTask();
        const local = (device + near.offsetMin * 60_000) % 86_400_000;
        if (local < near.ms || local > 86_400_000 - near.ms)
          samples.push(await readCounters(device, serials));
      }
      return samples;
    },
  };
  (globalThis as unknown as { __lockstep: PageClock }).__lockstep = clock;
}

/**
 * The device clock of an emulator started at time scale 1, moved on only by the test, and the
 * device's own counters as the reference (issue #27).
 *
 * A recording page gets a clock that reads the device's time and moves with it (`attach`, before
 * the page loads): the page itself steps the device (`run`) and waits for each step's `/livedata`
 * message before the next, so every message is stamped with its own device time however busy the
 * machine is. A busy machine only makes the week take longer in real time, never record it
 * differently. While no page records, `jumpTo` moves the device alone.
 */
export function startLockstepClock(
  device: RunningEmulator,
  serials: readonly string[],
  offsetMin: number,
  stepMs: number,
) {
  const samples: CounterSample[] = [];
  let latest = 0;
  const advance = async (ms: number) => {
    const res = await postJson(`${device.url}/api/test/time`, { advanceMs: ms });
    if (!res.ok) throw new Error(`/api/test/time answered ${res.status}`);
    latest = ((await res.json()) as { now: number }).now;
  };

  return {
    /** The device clock at the last step (epoch ms). */
    now: () => latest,
    /** Gives `page` (not yet loaded) the device's time as its clock. */
    async attach(page: Page): Promise<void> {
      await advance(1);
      await page.addInitScript(installPageClock, latest - Date.now());
    },
    /** `page` (attached) steps the device on until `target` (epoch ms). */
    async run(page: Page, target: number): Promise<void> {
      const read = await page.evaluate(
        ({ to, step, list, near }) =>
          (globalThis as unknown as { __lockstep: PageClock }).__lockstep.run(to, step, list, near),
        { to: target, step: stepMs, list: [...serials], near: { offsetMin, ms: NEAR_MIDNIGHT_MS } },
      );
      samples.push(...read);
      latest = Math.max(latest, read.at(-1)?.t ?? 0);
      await advance(1);
    },
    /** Moves the device clock on to `target` (epoch ms) while no page records. */
    async jumpTo(target: number): Promise<void> {
      await advance(1);
      await advance(Math.max(1, target - latest));
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
          why: `readings of ${serial} ${before.t - t} / ${after.t - t} ms around ${t}`,
        };
      if (after.t === before.t) return { wh: afterWh };
      return { wh: beforeWh + ((afterWh - beforeWh) * (t - before.t)) / (after.t - before.t) };
    },
  };
}

export type LockstepClock = ReturnType<typeof startLockstepClock>;
