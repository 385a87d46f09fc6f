import { BATTERY_PROVIDER } from '@dtu/contract';
import { batteryLiveDataEmptySchema, batteryLiveDataSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { getJson, post } from './live-fixture.ts';
import { onBatteryApp, run } from './onbattery-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';

const opened = closeAfterEach();

async function demo(): Promise<FastifyInstance> {
  const made = await opened(onBatteryApp());
  return made.app;
}

async function battery(app: FastifyInstance) {
  return batteryLiveDataSchema.parse(await getJson(app, '/api/batterylivedata/status'));
}

const soc = (body: Awaited<ReturnType<typeof battery>>) => (body.values.status!.SoC as { v: number }).v;
const volts = (body: Awaited<ReturnType<typeof battery>>) => (body.values.status!.voltage as { v: number }).v;

describe('battery simulation', () => {
  it('discharges through the limiter’s inverter at night', async () => {
    const app = await demo();
    await app.device.save((draft) => {
      draft.huawei.enabled = false;
    });
    app.live.sim.forceNight(true);
    app.onBattery.system.load.override = 700;
    run(app, 60_000);
    const before = await battery(app);
    run(app, 60 * 60_000, 5000);
    const after = await battery(app);
    // About 700 Wh out of a 7.1 kWh pack: roughly ten points of SoC and a lower voltage.
    expect(soc(before) - soc(after)).toBeGreaterThanOrEqual(7);
    expect(soc(before) - soc(after)).toBeLessThanOrEqual(13);
    expect(volts(after)).toBeLessThan(volts(before));
    expect((after.values.status!.current as { v: number }).v).toBeLessThan(-10);
  });

  it('charges from the charge controllers and the AC charger during the day', async () => {
    const app = await demo();
    await app.device.save((draft) => {
      draft.powerlimiter.enabled = false;
      draft.huawei.auto_power_enabled = false;
    });
    const system = app.onBattery.system;
    // The limiter is off and the inverter switched off: nothing discharges.
    const inverter = app.live.sim.find(BigInt(app.device.config.powerlimiter.inverter_id))!;
    app.live.sim.power(inverter, { kind: 'power', action: 'off' });
    await post(app, '/api/huawei/limit/config', {
      voltage: 56,
      voltage_valid: true,
      current: 10,
      current_valid: true,
      online: true,
    });
    run(app, 30_000);
    const before = await battery(app);
    run(app, 30 * 60_000, 10_000);
    const after = await battery(app);
    expect(system.installation.solarOutputW).toBeGreaterThan(50);
    expect(system.installation.charger.outputPowerW).toBeGreaterThan(400);
    expect(soc(after)).toBeGreaterThan(soc(before) + 3);
    expect((after.values.status!.current as { v: number }).v).toBeGreaterThan(10);
  });

  it('raises Pylontech issues with their levels as the battery empties', async () => {
    const app = await demo();
    const pack = app.onBattery.system.installation.pack;
    run(app, 2000);
    expect((await battery(app)).issues).toBeUndefined();
    pack.forcedSoc = 0.08;
    run(app, 2000);
    const low = await battery(app);
    expect(low.issues).toEqual({ lowVoltage: 1 });
    expect(low.values.status!.chargeImmediately).toBe('no');
    pack.forcedSoc = 0.02;
    run(app, 2000);
    const empty = await battery(app);
    expect(empty.issues).toEqual({ underVoltage: 2 });
    expect(empty.values.status!.chargeImmediately).toBe('yes');
    app.onBattery.system.forcedIssues = { bmsInternal: 2 };
    run(app, 2000);
    expect((await battery(app)).issues).toEqual({ underVoltage: 2, bmsInternal: 2 });
  });

  it('takes SoC, load and issues from the test-control route', async () => {
    const app = await demo();
    const control = (payload: object) => app.inject({ method: 'POST', url: '/api/test/onbattery', payload });
    expect((await control({ socPercent: 150 })).statusCode).toBe(400);
    expect((await control({ issues: { highTemperature: 3 } })).statusCode).toBe(400);
    expect((await control({ socPercent: 42, loadW: 321, issues: { highTemperature: 1 } })).json()).toEqual({
      ok: true,
    });
    run(app, 2000);
    const body = await battery(app);
    expect(soc(body)).toBe(42);
    expect(body.issues).toEqual({ highTemperature: 1 });
    expect(app.onBattery.system.load.totalW(app.device.now())).toBe(321);
    await control({ issues: {}, socPercent: null, loadW: null });
    run(app, 2000);
    expect((await battery(app)).issues).toBeUndefined();
    expect(app.onBattery.system.installation.pack.forcedSoc).toBeUndefined();
  });

  it('shows each provider’s own value set', async () => {
    const app = await demo();
    const names = async () => {
      run(app, 6000);
      const body = await battery(app);
      return {
        manufacturer: body.manufacturer,
        sections: Object.fromEntries(Object.entries(body.values).map(([k, v]) => [k, Object.keys(v)])),
      };
    };
    expect(await names()).toEqual({
      manufacturer: 'PYLON',
      sections: {
        status: [
          'SoC',
          'voltage',
          'chargeVoltage',
          'chargeCurrentLimitation',
          'dischargeCurrentLimitation',
          'stateOfHealth',
          'current',
          'temperature',
          'chargeEnabled',
          'dischargeEnabled',
          'chargeImmediately',
        ],
      },
    });
    await app.device.save((draft) => {
      draft.battery.provider = BATTERY_PROVIDER.JkBmsSerial;
    });
    expect(await names()).toEqual({
      manufacturer: 'JK_B2A24S15P',
      sections: {
        status: ['SoC', 'voltage', 'current', 'power', 'bmsTemp', 'chargeEnabled', 'dischargeEnabled'],
        cells: [
          'batOneTemp',
          'batTwoTemp',
          'cellMinVoltage',
          'cellAvgVoltage',
          'cellMaxVoltage',
          'cellDiffVoltage',
          'balancingActive',
        ],
      },
    });
    await app.device.save((draft) => {
      draft.battery.provider = BATTERY_PROVIDER.VictronSmartShunt;
    });
    const shunt = await names();
    expect(shunt.sections.status).toEqual([
      'SoC',
      'voltage',
      'current',
      'chargeCycles',
      'chargedEnergy',
      'dischargedEnergy',
      'instantaneousPower',
      'consumedAmpHours',
      'lastFullCharge',
      'temperature',
    ]);
    app.onBattery.system.installation.pack.forcedSoc = 0.05;
    run(app, 2000);
    expect((await battery(app)).issues).toMatchObject({ lowSOC: 2 });
  });

  it('keeps the JK BMS polling interval and reports the data age', async () => {
    const app = await demo();
    await app.device.save((draft) => {
      draft.battery.provider = BATTERY_PROVIDER.JkBmsSerial;
      draft.battery.jkbms_polling_interval = 10;
    });
    run(app, 10_000);
    run(app, 3000);
    const body = await battery(app);
    expect(body.data_age).toBeGreaterThanOrEqual(2);
    expect(body.data_age).toBeLessThanOrEqual(4);
  });

  it('has no live view with the MQTT provider or when disabled', async () => {
    const app = await demo();
    await app.device.save((draft) => {
      draft.battery.provider = BATTERY_PROVIDER.Mqtt;
    });
    run(app, 5000);
    batteryLiveDataEmptySchema.parse(await getJson(app, '/api/batterylivedata/status'));
    await app.device.save((draft) => {
      draft.battery.provider = BATTERY_PROVIDER.PylontechCan;
      draft.battery.enabled = false;
    });
    run(app, 5000);
    batteryLiveDataEmptySchema.parse(await getJson(app, '/api/batterylivedata/status'));
  });
});
