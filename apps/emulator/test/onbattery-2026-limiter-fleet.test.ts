import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_HM, DEMO_HMS, DEMO_HMT, frozenClock } from './live-fixture.ts';
import { gridW, run } from './onbattery-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData } from './support/core-fixture.ts';

const opened = closeAfterEach();

interface Slot {
  serial: string;
  is_governed: boolean;
  power_source: number;
  upper_power_limit: number;
  lower_power_limit: number;
}

/**
 * The demo installation on OnBattery 2026.03.31 at night with the charger off (only the limiter
 * moves the grid flow), the limiter governing `slots` with the rest of its settings as stored.
 */
async function fleetApp(
  slots: Partial<Slot>[],
  totalUpperW: number,
  loadW: number,
): Promise<FastifyInstance> {
  const { app } = await opened(
    makeApp({ firmware: 'onbattery-2026.03.31', factory: false, ...frozenClock({}) }),
  );
  await app.device.save((draft) => {
    draft.huawei.enabled = false;
  });
  const current = (
    await app.inject({ url: '/api/powerlimiter/config', headers: { authorization: ADMIN_AUTH } })
  ).json();
  const inverters = slots.map((slot) => ({
    lower_power_limit: 50,
    is_governed: true,
    power_source: 0,
    ...slot,
  }));
  const body = { ...current, total_upper_power_limit: totalUpperW, target_power_consumption: 0, inverters };
  expect((await postData(app, '/api/powerlimiter/config', body)).json().code).toBe(1001);
  app.live.sim.forceNight(true);
  app.onBattery.system.load.override = loadW;
  return app;
}

/** The two battery-powered demo inverters, each capped at `upperW`. */
const hmAndHms = (upperW: number): Partial<Slot>[] => [
  { serial: DEMO_HM, upper_power_limit: upperW },
  { serial: DEMO_HMS, upper_power_limit: upperW },
];

const acW = (app: FastifyInstance, serial: string) =>
  app.live.sim.find(BigInt(`0x${serial}`))?.readings.ac.powerW ?? Number.NaN;

describe('OnBattery 2026.03.31 limiter drives every governed inverter (src/PowerLimiter.cpp)', () => {
  it('splits the demand between two battery-powered inverters when one alone is capped too low', async () => {
    const app = await fleetApp(hmAndHms(250), 1000, 430);
    run(app, 12 * 60_000);
    const hm = acW(app, DEMO_HM);
    const hms = acW(app, DEMO_HMS);
    expect(hm).toBeGreaterThan(50);
    expect(hms).toBeGreaterThan(50);
    expect(hm).toBeLessThanOrEqual(252);
    expect(hms).toBeLessThanOrEqual(252);
    expect(Math.abs(gridW(app))).toBeLessThanOrEqual(25);
    // PLLIMIT is the governed total.
    expect(Math.abs(app.onBattery.system.limiter.lastLimitW - (hm + hms))).toBeLessThanOrEqual(25);
  });

  it('caps the governed total at total_upper_power_limit', async () => {
    const app = await fleetApp(hmAndHms(400), 300, 600);
    run(app, 12 * 60_000);
    const total = acW(app, DEMO_HM) + acW(app, DEMO_HMS);
    expect(total).toBeLessThanOrEqual(305);
    expect(total).toBeGreaterThan(250);
    expect(gridW(app)).toBeGreaterThan(280);
  });

  it('leaves an inverter that is listed but not governed alone', async () => {
    const app = await fleetApp(
      [
        { serial: DEMO_HM, upper_power_limit: 400 },
        { serial: DEMO_HMT, upper_power_limit: 400, is_governed: false },
      ],
      1000,
      200,
    );
    const limitOf = () => structuredClone(app.live.sim.find(BigInt(`0x${DEMO_HMT}`))?.limit);
    const before = limitOf();
    expect(before).toBeDefined();
    run(app, 8 * 60_000);
    // The governed one carries the house alone; the other never got a command.
    expect(Math.abs(gridW(app))).toBeLessThanOrEqual(25);
    expect(acW(app, DEMO_HM)).toBeGreaterThan(150);
    expect(limitOf()).toEqual(before);
  });
});
