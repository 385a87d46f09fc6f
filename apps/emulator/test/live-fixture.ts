import { type FirmwareId, factoryConfigFile } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../src/app.ts';
import { selectDemoPins } from '../src/device/demo-pins.ts';
import { fillDemoSlots } from '../src/live/demo-seed.ts';
import { appWithConfig, makeApp, postData } from './support/core-fixture.ts';

/** Midsummer morning in Germany (10:00 UTC = 12:00 CEST): the demo inverters produce. */
export const SUMMER_NOON = Date.parse('2024-06-21T10:00:00Z');
/** A frozen device clock: only `/api/test/time` moves it, so every run sees the same sequence. */
export const FROZEN = 1e-9;

export const DEMO_HM = '114184512347';
export const DEMO_HMS = '116493210872';
export const DEMO_HMT = '138292301574';

/** App options for a frozen clock at `startTime` with test control (the simulation's seed 7 by default). */
export function frozenClock(options: { startTime?: number; seed?: number } = {}): Partial<AppOptions> {
  return {
    startTime: options.startTime ?? SUMMER_NOON,
    timeScale: FROZEN,
    seed: options.seed ?? 7,
    testControl: true,
  };
}

/**
 * An emulator with a frozen clock and test control. `inverters: 'demo'` (default) puts the three
 * demo inverters into an otherwise factory config, so the OnBattery demo (battery-powered
 * inverter, power limiter) stays out of the way; `'seeded'` starts like a fresh emulator does.
 */
export async function liveApp(
  options: {
    inverters?: 'demo' | 'none' | 'seeded';
    startTime?: number;
    seed?: number;
    firmware?: FirmwareId;
  } = {},
) {
  const mode = options.inverters ?? 'demo';
  const firmware = options.firmware;
  if (mode !== 'demo') return makeApp({ factory: mode !== 'seeded', firmware, ...frozenClock(options) });
  // The demo inverters on the demo board (NRF and CMT wired), otherwise a factory config.
  const config = factoryConfigFile();
  fillDemoSlots(config);
  selectDemoPins(config);
  return appWithConfig(config, { firmware, ...frozenClock(options) });
}

export async function advance(app: FastifyInstance, ms: number): Promise<void> {
  const reply = await app.inject({ method: 'POST', url: '/api/test/time', payload: { advanceMs: ms } });
  if (reply.statusCode !== 200) throw new Error(`advance failed: ${reply.body}`);
}

/** Advances in steps so every poll slot and 1-s send run happens as on the device. */
export async function advanceBySteps(app: FastifyInstance, ms: number, stepMs = 1000): Promise<void> {
  for (let done = 0; done < ms; done += stepMs) await advance(app, Math.min(stepMs, ms - done));
}

export async function fault(app: FastifyInstance, kind: string, serial?: string): Promise<void> {
  const reply = await app.inject({ method: 'POST', url: '/api/test/fault', payload: { kind, serial } });
  if (reply.statusCode !== 200) throw new Error(`fault failed: ${reply.body}`);
}

// biome-ignore lint/suspicious/noExplicitAny: tests read into loosely typed JSON and validate with zod
export async function getJson<T = any>(app: FastifyInstance, url: string): Promise<T> {
  const reply = await app.inject({ method: 'GET', url, headers: { 'x-requested-with': 'XMLHttpRequest' } });
  if (reply.statusCode !== 200) throw new Error(`${url}: HTTP ${reply.statusCode}`);
  return reply.json() as T;
}

export async function post(app: FastifyInstance, url: string, data: unknown) {
  return (await postData(app, url, data)).json() as {
    type: string;
    message: string;
    code: number;
    param?: object;
  };
}
