import { describe, expect, it } from 'vitest';
import { DPL_MODE } from '../src/onbattery/power-limiter.ts';
import { gridW, onBatteryApp, run } from './onbattery-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';

const opened = closeAfterEach();

/** The demo installation with the limiter carrying a steady 430 W house load. */
async function limiterApp(night: boolean) {
  const made = await opened(onBatteryApp());
  const { app } = made;
  await app.device.save((draft) => {
    draft.huawei.enabled = false;
    draft.powerlimiter.target_power_consumption = 0;
    draft.powerlimiter.target_power_consumption_hysteresis = 20;
  });
  app.live.sim.forceNight(night);
  app.onBattery.system.load.override = 430;
  return app;
}

const inverterAcW = (app: Awaited<ReturnType<typeof limiterApp>>) => {
  const id = BigInt(app.device.config.powerlimiter.inverter_id);
  return app.live.sim.find(id)?.field.output.acPowerW ?? Number.NaN;
};

describe('DPL mode set over MQTT (docs/firmware/onbattery-2024.05.03/mqtt.md §3.3)', () => {
  it('1 (disabled) puts the inverter to standby and stops regulating; 0 resumes', async () => {
    const app = await limiterApp(true);
    run(app, 8 * 60_000);
    expect(Math.abs(gridW(app))).toBeLessThanOrEqual(20);
    const limiter = app.onBattery.system.limiter;
    limiter.mode = DPL_MODE.Disabled;
    run(app, 3 * 60_000);
    expect(inverterAcW(app)).toBe(0);
    expect(gridW(app)).toBeGreaterThan(400);
    limiter.mode = DPL_MODE.Normal;
    run(app, 6 * 60_000);
    expect(Math.abs(gridW(app))).toBeLessThanOrEqual(20);
  });

  it('2 (full solar pass-through) feeds the charge controllers’ output whatever the house draws', async () => {
    const app = await limiterApp(false);
    app.onBattery.system.load.override = 50;
    const limiter = app.onBattery.system.limiter;
    limiter.mode = DPL_MODE.FullSolarPassthrough;
    run(app, 6 * 60_000);
    const solarW = app.onBattery.system.installation.solarOutputW;
    const losses = app.device.config.powerlimiter.solar_passtrough_losses;
    expect(solarW).toBeGreaterThan(200);
    expect(Math.abs(limiter.lastLimitW - solarW * (1 - losses / 100))).toBeLessThan(0.15 * solarW);
    // The house only takes 50 W, so the pass-through exports the rest.
    expect(gridW(app)).toBeLessThan(-100);
  });
});
