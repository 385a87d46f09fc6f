import type { FastifyInstance } from 'fastify';
import { frozenClock } from './live-fixture.ts';
import { makeApp } from './support/core-fixture.ts';

export { SUMMER_NOON } from './live-fixture.ts';

/** The demo installation (inverters plus battery side) on a frozen clock that only tests move. */
export async function onBatteryApp(options: { factory?: boolean; startTime?: number; seed?: number } = {}) {
  return makeApp({ factory: options.factory ?? false, ...frozenClock(options) });
}

/**
 * Moves the device clock in steps and lets the simulation follow each one, the way the scheduler
 * beats do on a running device (the limiter acts once per step).
 */
export function run(app: FastifyInstance, ms: number, stepMs = 1000): void {
  for (let done = 0; done < ms; done += stepMs) {
    app.device.advance(Math.min(stepMs, ms - done));
    app.onBattery.views.refresh();
  }
}

/** Grid power at the house connection right now (the meter's source of truth), W. */
export function gridW(app: FastifyInstance): number {
  const system = app.onBattery.system;
  const [a, b, c] = system.gridPhases(app.device.now());
  return a + b + c;
}
