import { describe, expect, it } from 'vitest';
import { onBattery2026LiveBlocks } from '../src/firmware/onbattery-2026/index.ts';
import { onBattery2026App } from './onbattery-2026-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, postData } from './support/core-fixture.ts';

const opened = closeAfterEach();
const get = (app: Awaited<ReturnType<typeof onBattery2026App>>['app'], url: string) =>
  app.inject({ url, headers: { authorization: ADMIN_AUTH } }).then((r) => r.json());

describe('OnBattery 2026.03.31 settings and live data', () => {
  it('battery: only enabled/provider are checked; a 2024 body resets the nested settings', async () => {
    const { app } = await opened(onBattery2026App({ factory: true }));
    expect((await postData(app, '/api/battery/config', { enabled: true, provider: '1' })).json().code).toBe(
      1005,
    );
    await postData(app, '/api/battery/config', {
      enabled: true,
      provider: 7,
      serial: { polling_interval: 9 },
    });
    const saved = await get(app, '/api/battery/config');
    expect(saved.serial).toEqual({ interface: 0, polling_interval: 9 });
    await postData(app, '/api/battery/config', { enabled: true, provider: 1, jkbms_polling_interval: 3 });
    expect((await get(app, '/api/battery/config')).serial.polling_interval).toBe(5);
    expect(Object.keys(saved.zendure)).toHaveLength(19);
  });

  it('grid charger: typed keys, the Huawei ranges with 1002/1003, no reboot', async () => {
    const { app } = await opened(onBattery2026App({ factory: true }));
    const body = await get(app, '/api/gridcharger/config');
    expect((await postData(app, '/api/gridcharger/config', { enabled: true })).json().message).toBe(
      'Values are missing or of wrong type!',
    );
    const tooHigh = { ...body, huawei: { ...body.huawei, offline_voltage: 60 } };
    expect((await postData(app, '/api/gridcharger/config', tooHigh)).json()).toEqual({
      type: 'warning',
      message: 'offline_voltage out of range [48.00, 58.40]',
      code: 1002,
      param: { min: 48, max: 58.4 },
    });
    const answer = await postData(app, '/api/gridcharger/config', { ...body, enabled: true });
    expect(answer.json().code).toBe(1001);
    expect(app.device.rebootPending).toBe(false);
    expect(app.device.config.huawei.enabled).toBe(true);
    expect((await postData(app, '/api/gridcharger/limit', { voltage: 70 })).json().code).toBe(1002);
    expect((await postData(app, '/api/gridcharger/limit', { current: 90 })).json().code).toBe(1003);
    expect((await postData(app, '/api/gridcharger/limit', { voltage: 50 })).json().message).toBe(
      'Limits applied!',
    );
    expect(app.onBattery.system.installation.charger.online.voltageV).toBe(50);
    expect((await postData(app, '/api/gridcharger/power', { power: false })).json().message).toBe(
      'Power production disabled!',
    );
  });

  it('power meter: nested per provider, refusals without a code, no reboot', async () => {
    const { app } = await opened(onBattery2026App({ factory: true }));
    const refused = await postData(app, '/api/powermeter/config', {
      enabled: true,
      source: 3,
      http_json: { values: [{}] },
    });
    expect(refused.json()).toEqual({
      type: 'warning',
      message: 'URL must either start with http:// or https://!',
    });
    const ok = await postData(app, '/api/powermeter/config', {
      enabled: true,
      source: 2,
      serial_sdm: { address: 4 },
    });
    expect(ok.json().code).toBe(1001);
    expect(app.device.rebootPending).toBe(false);
    const body = await get(app, '/api/powermeter/config');
    expect(body.serial_sdm).toEqual({ address: 4, polling_interval: 10 });
    expect(body.http_json.values).toHaveLength(3);
    expect(app.device.config.powermeter.sdmaddress).toBe(4);
  });

  it('solar charger: enabled, provider and publish_updates_only are typed; VE.Direct drives the core', async () => {
    const { app } = await opened(onBattery2026App({ factory: true }));
    expect(
      (await postData(app, '/api/solarcharger/config', { enabled: true, provider: 0 })).json().code,
    ).toBe(1005);
    await postData(app, '/api/solarcharger/config', {
      enabled: true,
      provider: 0,
      publish_updates_only: true,
    });
    expect(app.device.config.vedirect.enabled).toBe(true);
    await postData(app, '/api/solarcharger/config', {
      enabled: true,
      provider: 1,
      publish_updates_only: true,
    });
    expect(app.device.config.vedirect.enabled).toBe(false);
  });

  it('live data: solar charger instances, battery text values as {value, translate}', async () => {
    const { app } = await opened(onBattery2026App());
    const solar = await get(app, '/api/solarchargerlivedata/status');
    expect(Object.keys(solar)).toEqual(['dpl', 'solarcharger']);
    const grid = await get(app, '/api/gridchargerlivedata/status');
    expect(grid).toMatchObject({ provider: 0 });
    app.device.advance(60_000);
    const battery = await get(app, '/api/batterylivedata/status');
    const texts = Object.values(battery.values.status).filter(
      (v) => typeof v === 'object' && v && 'value' in v,
    );
    expect(texts.length).toBeGreaterThan(0);
    expect(texts[0]).toEqual({ value: expect.any(String), translate: true });
    expect(battery.showIssues).toBe(true);
    const blocks = onBattery2026LiveBlocks(app.onBattery);
    expect(Object.keys(blocks)).toEqual(['solarcharger', 'gridcharger', 'battery', 'power_meter']);
    expect(Object.keys(blocks.solarcharger!)).toEqual(['enabled', 'power', 'yieldDay', 'yieldTotal']);
    expect(Object.keys(blocks.battery!)).toEqual(['enabled', 'soc', 'voltage', 'current', 'power']);
  });
});
