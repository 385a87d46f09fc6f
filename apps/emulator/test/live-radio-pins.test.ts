import { BATTERY_PROVIDER } from '@dtu/contract';
import { systemStatusSchema } from '@dtu/contract/schemas';
import { describe, expect, it } from 'vitest';
import { DEMO_PIN_PROFILE } from '../src/device/demo-pins.ts';
import { fillDemoSlots } from '../src/live/demo-seed.ts';
import { advanceBySteps, DEMO_HM, DEMO_HMS, DEMO_HMT, getJson, liveApp } from './live-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH } from './support/core-fixture.ts';

const opened = closeAfterEach();

describe('radios and the pin mapping', () => {
  it('gives the demo a board profile that wires every part it simulates', async () => {
    const started = await opened(liveApp({ inverters: 'seeded' }));
    const { app } = started;
    const status = systemStatusSchema.parse(await getJson(app, '/api/system/status'));
    expect(status).toMatchObject({ nrf_configured: true, cmt_configured: true });
    const device = (
      await app.inject({ url: '/api/device/config', headers: { authorization: ADMIN_AUTH } })
    ).json();
    expect(device.curPin.name).toBe(DEMO_PIN_PROFILE);
    for (const pin of Object.values(device.curPin.victron)) expect(pin).toBeGreaterThanOrEqual(0);
    for (const pin of Object.values(device.curPin.huawei)) expect(pin).toBeGreaterThanOrEqual(0);
    expect(device.curPin.battery.rx).toBeGreaterThanOrEqual(0);
    expect(device.curPin.battery.tx).toBeGreaterThanOrEqual(0);
    const file = await app.inject({
      url: '/api/config/get?file=pin_mapping.json',
      headers: { authorization: ADMIN_AUTH },
    });
    expect(file.statusCode).toBe(200);
    expect(file.json().map((p: { name: string }) => p.name)).toEqual([DEMO_PIN_PROFILE]);
    // Every demo inverter, CMT ones included, delivers data.
    await advanceBySteps(app, 20_000);
    const live = await getJson(app, '/api/livedata/status');
    const ages = Object.fromEntries(
      live.inverters.map((i: { serial: string; data_age: number }) => [i.serial, i.data_age]),
    );
    for (const serial of [DEMO_HM, DEMO_HMS, DEMO_HMT]) expect(ages[serial], serial).toBeLessThan(20);
  });

  it('never polls HMS/HMT inverters without a CMT radio (built-in pins: NRF only)', async () => {
    const { app } = await opened(liveApp({ inverters: 'none' }));
    await app.device.save(fillDemoSlots);
    const status = systemStatusSchema.parse(await getJson(app, '/api/system/status'));
    expect(status).toMatchObject({ nrf_configured: true, cmt_configured: false });
    await advanceBySteps(app, 40_000);
    for (const serial of [DEMO_HMS, DEMO_HMT]) {
      const inv = app.live.sim.find(BigInt(`0x${serial}`));
      expect(inv?.lastDataMs, serial).toBeUndefined();
    }
    expect(app.live.sim.find(BigInt(`0x${DEMO_HM}`))?.lastDataMs).toBeDefined();
  });

  it('keeps charge controllers, battery and charger silent while their pins are not wired', async () => {
    const { app } = await opened(liveApp({ inverters: 'none' }));
    await app.device.save((draft) => {
      draft.vedirect.enabled = true;
      draft.battery.enabled = true;
      draft.battery.provider = BATTERY_PROVIDER.PylontechCan;
      draft.huawei.enabled = true;
    });
    await advanceBySteps(app, 30_000);
    const vedirect = await getJson(app, '/api/vedirectlivedata/status');
    expect(Object.keys(vedirect.vedirect.instances)).toEqual([]);
    expect(await getJson(app, '/api/batterylivedata/status')).toEqual({});
    const live = await getJson(app, '/api/livedata/status');
    expect(live.vedirect.total.Power.v).toBe(0);
    expect(live.huawei.Power.v).toBe(0);
  });
});
