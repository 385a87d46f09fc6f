import { huaweiLiveDataSchema, liveDataSummarySchema, vedirectLiveDataSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { getJson } from './live-fixture.ts';
import { onBatteryApp, run } from './onbattery-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';

const opened = closeAfterEach();

async function app(factory = false): Promise<FastifyInstance> {
  const made = await opened(onBatteryApp({ factory }));
  return made.app;
}

describe('OnBattery REST bodies', () => {
  it('lists both charge controllers with the firmware’s sections and the limiter block', async () => {
    const demo = await app();
    run(demo, 5000);
    const body = vedirectLiveDataSchema.parse(await getJson(demo, '/api/vedirectlivedata/status'));
    expect(body.vedirect.full_update).toBe(true);
    const instances = Object.values(body.vedirect.instances);
    expect(instances).toHaveLength(2);
    for (const instance of instances) {
      expect(Object.keys(instance.values.device)).toEqual([
        'LOAD',
        'CS',
        'MPPT',
        'OR',
        'ERR',
        'HSDS',
        'MpptTemperature',
      ]);
      expect(Object.keys(instance.values.output)).toEqual(['P', 'V', 'I', 'E']);
      expect(instance.data_age_ms).toBeLessThan(1000);
      // Summer noon: the panels produce and the battery side carries it at the battery voltage.
      expect(instance.values.input.PPV.v).toBeGreaterThan(0);
      expect(instance.values.output.V.v).toBeGreaterThan(44);
      expect(instance.values.output.P.v).toBeLessThanOrEqual(instance.values.input.PPV.v);
      expect(instance.values.input.YieldToday.v).toBeGreaterThan(0);
    }
    expect(body.dpl.PLSTATE).toBeGreaterThanOrEqual(0);
  });

  it('integrates the yield over time', async () => {
    const demo = await app();
    run(demo, 2000);
    const first = vedirectLiveDataSchema.parse(await getJson(demo, '/api/vedirectlivedata/status'));
    run(demo, 60 * 60_000, 10_000);
    const later = vedirectLiveDataSchema.parse(await getJson(demo, '/api/vedirectlivedata/status'));
    for (const serial of Object.keys(first.vedirect.instances)) {
      const a = first.vedirect.instances[serial]!.values.input;
      const b = later.vedirect.instances[serial]!.values.input;
      expect(b.YieldToday.v).toBeGreaterThan(a.YieldToday.v);
      expect(b.YieldTotal.v - a.YieldTotal.v).toBeCloseTo(b.YieldToday.v - a.YieldToday.v, 1);
    }
  });

  it('feeds the livedata OnBattery blocks from the same simulation', async () => {
    const demo = await app();
    run(demo, 12_000);
    const live = liveDataSummarySchema.parse(await getJson(demo, '/api/livedata/status'));
    const system = demo.onBattery.system;
    expect(live.battery).toEqual({
      enabled: true,
      soc: { v: Math.round(system.installation.pack.soc * 100), u: '%', d: 0 },
    });
    expect(live.power_meter.Power!.v).toBeCloseTo(system.meter.totalW, 1);
    expect(live.huawei.Power!.v).toBeCloseTo(system.installation.charger.inputPowerW, 2);
    expect(live.vedirect.total!.Power.v).toBeGreaterThan(0);
  });

  it('shows the charger’s values while enabled', async () => {
    const demo = await app();
    run(demo, 3000);
    const body = huaweiLiveDataSchema.parse(await getJson(demo, '/api/huaweilivedata/status'));
    expect(body.data_age).toBeLessThanOrEqual(1);
    expect(body.input_voltage.v).toBeGreaterThan(220);
    expect(body.input_temp.v).toBeGreaterThan(0);
    expect(await getJson(demo, '/api/huawei/status')).toEqual(body);
  });

  it('keeps everything disabled on a factory device', async () => {
    const factory = await app(true);
    run(factory, 5000);
    const ve = vedirectLiveDataSchema.parse(await getJson(factory, '/api/vedirectlivedata/status'));
    expect(ve).toEqual({ vedirect: { instances: {}, full_update: true }, dpl: { PLSTATE: -1, PLLIMIT: 0 } });
    const charger = huaweiLiveDataSchema.parse(await getJson(factory, '/api/huaweilivedata/status'));
    expect(charger.data_age).toBe(factory.device.uptimeSeconds());
    expect(charger.output_power.v).toBe(0);
    expect(charger.input_voltage.v).toBe(0);
    expect(await getJson(factory, '/api/batterylivedata/status')).toEqual({});
    const live = liveDataSummarySchema.parse(await getJson(factory, '/api/livedata/status'));
    expect([live.vedirect, live.huawei, live.battery, live.power_meter]).toEqual([
      { enabled: false },
      { enabled: false },
      { enabled: false },
      { enabled: false },
    ]);
    const cfg = factory.device.config;
    expect([
      cfg.vedirect.enabled,
      cfg.battery.enabled,
      cfg.huawei.enabled,
      cfg.powermeter.enabled,
      cfg.powerlimiter.enabled,
    ]).toEqual([false, false, false, false, false]);
  });

  it('demo limiter points at a configured inverter', async () => {
    const demo = await app();
    const { powerlimiter, inverters } = demo.device.config;
    expect(powerlimiter.enabled).toBe(true);
    expect(inverters.some((slot) => slot.serial === powerlimiter.inverter_id && slot.serial !== 0)).toBe(
      true,
    );
  });

  it.each([
    '/api/vedirectlivedata/status',
    '/api/huaweilivedata/status',
    '/api/huawei/status',
    '/api/batterylivedata/status',
  ])('%s is read-only: open while allow_readonly, else 401 without credentials', async (url) => {
    const demo = await app();
    expect((await demo.inject({ url })).statusCode).toBe(200);
    await demo.device.save((draft) => {
      draft.security.allow_readonly = false;
    });
    const denied = await demo.inject({ url, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(denied.statusCode).toBe(401);
    const auth = `Basic ${Buffer.from('admin:openDTU42').toString('base64')}`;
    expect((await demo.inject({ url, headers: { authorization: auth } })).statusCode).toBe(200);
  });
});
