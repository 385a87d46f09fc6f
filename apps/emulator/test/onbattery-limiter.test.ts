import { POWER_LIMITER_STATE } from '@dtu/contract';
import { vedirectLiveDataSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { getJson } from './live-fixture.ts';
import { gridW, onBatteryApp, run } from './onbattery-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';

const opened = closeAfterEach();

async function nightApp(limiter: Record<string, unknown>): Promise<FastifyInstance> {
  const made = await opened(onBatteryApp());
  const { app } = made;
  await app.device.save((draft) => {
    // The charger stays out of the way so only the limiter moves the grid flow.
    draft.huawei.enabled = false;
    Object.assign(draft.powerlimiter, limiter);
  });
  app.live.sim.forceNight(true);
  app.onBattery.system.load.override = 430;
  return app;
}

async function plState(app: FastifyInstance): Promise<number> {
  return vedirectLiveDataSchema.parse(await getJson(app, '/api/vedirectlivedata/status')).dpl.PLSTATE;
}

describe('dynamic power limiter', () => {
  it('settles the grid flow at a 0 W target within the hysteresis', async () => {
    const app = await nightApp({ target_power_consumption: 0, target_power_consumption_hysteresis: 20 });
    run(app, 10 * 60_000);
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) {
      run(app, 2000);
      samples.push(gridW(app));
    }
    for (const w of samples) expect(Math.abs(w)).toBeLessThanOrEqual(20);
    // The battery really carries the house: the inverter feeds what the house draws.
    const body = vedirectLiveDataSchema.parse(await getJson(app, '/api/vedirectlivedata/status'));
    expect(body.dpl.PLLIMIT).toBeGreaterThan(380);
    expect(body.dpl.PLSTATE).toBe(POWER_LIMITER_STATE.Battery);
  });

  it('follows a load step and settles again', async () => {
    const app = await nightApp({ target_power_consumption: 0, target_power_consumption_hysteresis: 15 });
    run(app, 6 * 60_000);
    expect(Math.abs(gridW(app))).toBeLessThanOrEqual(15);
    app.onBattery.system.load.override = 220;
    // Until the next meter reading and limit command the inverter still feeds the old amount.
    expect(gridW(app)).toBeLessThan(-180);
    run(app, 6 * 60_000);
    expect(Math.abs(gridW(app))).toBeLessThanOrEqual(15);
  });

  it('holds a non-zero target (import of 50 W)', async () => {
    const app = await nightApp({ target_power_consumption: 50, target_power_consumption_hysteresis: 10 });
    run(app, 8 * 60_000);
    expect(Math.abs(gridW(app) - 50)).toBeLessThanOrEqual(10);
  });

  it('stops using the battery below the SoC stop threshold and resumes above the start threshold', async () => {
    const app = await nightApp({
      battery_always_use_at_night: false,
      battery_soc_start_threshold: 60,
      battery_soc_stop_threshold: 20,
    });
    /** The limiter's state after three minutes at `soc`. */
    const stateAt = async (soc: number) => {
      app.onBattery.system.installation.pack.forcedSoc = soc;
      run(app, 3 * 60_000);
      return plState(app);
    };
    expect(await stateAt(0.7)).toBe(POWER_LIMITER_STATE.Battery);
    // Solar only at night means nothing to feed: the inverter is switched off, the house imports.
    expect(await stateAt(0.15)).toBe(POWER_LIMITER_STATE.Charging);
    expect(gridW(app)).toBeGreaterThan(400);
    // Between the thresholds the limiter keeps its decision (hysteresis between stop and start).
    expect(await stateAt(0.4)).toBe(POWER_LIMITER_STATE.Charging);
    expect(await stateAt(0.65)).toBe(POWER_LIMITER_STATE.Battery);
  });

  it('passes only the sun through (less losses) when the battery may not be used', async () => {
    const made = await opened(onBatteryApp());
    const { app } = made;
    await app.device.save((draft) => {
      draft.huawei.enabled = false;
      draft.powerlimiter.solar_passtrough_losses = 5;
    });
    const system = app.onBattery.system;
    // A big load keeps the demand above the sun, so the solar share is the limit.
    system.load.override = 6000;
    system.installation.pack.forcedSoc = 0.1;
    run(app, 4 * 60_000);
    const body = vedirectLiveDataSchema.parse(await getJson(app, '/api/vedirectlivedata/status'));
    expect(body.dpl.PLSTATE).toBe(POWER_LIMITER_STATE.Sun);
    const solarW = system.installation.solarOutputW;
    expect(solarW).toBeGreaterThan(200);
    expect(Math.abs(body.dpl.PLLIMIT - solarW * 0.95)).toBeLessThan(0.1 * solarW);
  });

  it('uses the battery at night between the thresholds when told to', async () => {
    const app = await nightApp({ battery_always_use_at_night: true, battery_soc_start_threshold: 90 });
    app.onBattery.system.installation.pack.forcedSoc = 0.5;
    run(app, 3 * 60_000);
    expect(await plState(app)).toBe(POWER_LIMITER_STATE.Battery);
  });

  it('restarts the inverter once a day at the restart hour', async () => {
    const app = await nightApp({ inverter_restart_hour: -1 });
    const sim = app.live.sim;
    const actions: string[] = [];
    const send = sim.power.bind(sim);
    sim.power = (inv, request) => {
      actions.push(request.action);
      send(inv, request);
    };
    run(app, 60_000);
    expect(actions).not.toContain('restart');
    // SUMMER_NOON is 12:00 local time (CEST) in the demo's Berlin zone.
    await app.device.save((draft) => {
      draft.powerlimiter.inverter_restart_hour = 12;
    });
    run(app, 10 * 60_000);
    expect(actions.filter((action) => action === 'restart')).toHaveLength(1);
  });

  it('reports -1 while disabled and 0 without a usable inverter', async () => {
    const app = await nightApp({ enabled: false });
    run(app, 10_000);
    expect(await plState(app)).toBe(POWER_LIMITER_STATE.Hidden);
    await app.device.save((draft) => {
      draft.powerlimiter.enabled = true;
      draft.powerlimiter.inverter_id = 0;
    });
    run(app, 10_000);
    expect(await plState(app)).toBe(POWER_LIMITER_STATE.Off);
  });

  it('falls back to voltage thresholds when the SoC is ignored', async () => {
    const app = await nightApp({
      ignore_soc: true,
      battery_always_use_at_night: false,
      voltage_start_threshold: 60,
      voltage_stop_threshold: 40,
    });
    run(app, 3 * 60_000);
    // Neither threshold crossed: the limiter never started discharging.
    expect(await plState(app)).toBe(POWER_LIMITER_STATE.Charging);
    await app.device.save((draft) => {
      draft.powerlimiter.voltage_start_threshold = 45;
    });
    run(app, 3 * 60_000);
    expect(await plState(app)).toBe(POWER_LIMITER_STATE.Battery);
  });
});

describe('physics under the limiter', () => {
  it('never polls more AC power than a limit the inverter already accepted', async () => {
    const made = await opened(onBatteryApp());
    const { app } = made;
    const inv = app.live.sim.find(BigInt('0x114184512347'));
    expect(inv).toBeDefined();
    let checked = 0;
    let lastPoll: number | undefined;
    for (let second = 0; second < 600; second++) {
      run(app, 1000);
      if (!inv || inv.lastDataMs === lastPoll) continue;
      lastPoll = inv.lastDataMs;
      // A reading taken after the acknowledgement; one from before may still show more
      // (the DTU updates its limit at once, its readings at the next poll: docs/firmware/onbattery-2024.05.03/live.md §6.2 step 4).
      if (inv.lastLimitSuccessMs === undefined || lastPoll === undefined || lastPoll < inv.lastLimitSuccessMs)
        continue;
      // The DTU keeps the limit in 0.1 % steps, cut: its figure can be up to 0.1 % of the max
      // power below the watts the inverter accepted.
      const limitW = ((inv.limitRelative + 0.1) * inv.maxPowerW) / 100;
      expect(inv.readings.ac.powerW).toBeLessThanOrEqual(limitW + 0.5);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('applies an accepted limit or shutdown to the output at once, not at the next physics step', async () => {
    const made = await opened(onBatteryApp());
    const { app } = made;
    run(app, 30_000);
    const field = app.live.sim.find(BigInt('0x116493210872'))?.field;
    expect(field?.output.acPowerW).toBeGreaterThan(200);
    field?.applyLimit(5, false);
    expect(field?.output.acPowerW).toBeLessThanOrEqual((field?.model.hardware.maxPowerW ?? 0) * 0.05 + 1e-9);
    field?.powerOff(app.device.now());
    expect(field?.output.acPowerW).toBe(0);
  });

  it('keeps the household load at 0 W or more', async () => {
    const made = await opened(onBatteryApp());
    const { app } = made;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/test/onbattery',
      payload: { loadW: -300 },
    });
    expect(refused.statusCode).toBe(400);
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const t = app.device.now() + minute * 60_000;
      for (const phase of app.onBattery.system.load.phasesW(t)) expect(phase).toBeGreaterThanOrEqual(0);
    }
  });
});
