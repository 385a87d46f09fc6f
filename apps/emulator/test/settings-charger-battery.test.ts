import { FACTORY_SETTINGS } from '@dtu/contract/fixtures';
import {
  apiResponseSchema,
  batteryConfigSchema,
  huaweiConfigSchema,
  vedirectConfigSchema,
} from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData, savedConfig } from './support/core-fixture.ts';

const opened = closeAfterEach();

async function setup(): Promise<FastifyInstance> {
  return (await opened(makeApp({ rebootMs: 20 }))).app;
}

const saved = { type: 'success', message: 'Settings saved!', code: 1001 };

describe('/api/battery/config', () => {
  it('GET and status are read-only, POST admin', async () => {
    const app = await setup();
    const res = await app.inject({ url: '/api/battery/config' });
    expect(batteryConfigSchema.parse(res.json())).toEqual({
      enabled: false,
      verbose_logging: true,
      provider: 0,
      jkbms_interface: 0,
      jkbms_polling_interval: 5,
      mqtt_soc_topic: '',
      mqtt_voltage_topic: '',
    });
    expect((await app.inject({ url: '/api/battery/status' })).json()).toEqual(res.json());
    expect(
      (await postData(app, '/api/battery/config', { enabled: true, provider: 1 }, null)).statusCode,
    ).toBe(401);
  });

  it('needs enabled and provider only; absent keys take the coercion defaults', async () => {
    const app = await setup();
    expect((await postData(app, '/api/battery/config', { enabled: true })).json().code).toBe(1005);
    const answer = await postData(app, '/api/battery/config', {
      enabled: true,
      provider: '2',
      jkbms_polling_interval: 300,
    });
    expect(apiResponseSchema.parse(answer.json())).toEqual(saved);
    expect((await savedConfig(app)).battery).toEqual({
      enabled: true,
      verbose_logging: false,
      provider: 2,
      jkbms_interface: 0,
      jkbms_polling_interval: 0,
      mqtt_topic: 'null',
      mqtt_voltage_topic: 'null',
    });
  });

  it('cuts topics to 256 bytes', async () => {
    const app = await setup();
    await postData(app, '/api/battery/config', {
      enabled: true,
      provider: 2,
      mqtt_soc_topic: 'ü'.repeat(200),
    });
    expect(Buffer.byteLength(app.device.config.battery.mqtt_topic)).toBe(256);
  });
});

describe('/api/huawei/config', () => {
  const VALID = {
    enabled: true,
    verbose_logging: false,
    can_controller_frequency: 16000000,
    auto_power_enabled: true,
    auto_power_batterysoc_limits_enabled: true,
    emergency_charge_enabled: false,
    voltage_limit: 58.3,
    enable_voltage_limit: 1.005,
    lower_power_limit: 5,
    upper_power_limit: 9000,
    stop_batterysoc_threshold: 95,
    target_power_consumption: -100,
  };

  it('GET is read-only with the factory values', async () => {
    const app = await setup();
    const res = await app.inject({ url: '/api/huawei/config' });
    expect(huaweiConfigSchema.parse(res.json())).toEqual(FACTORY_SETTINGS.huawei);
    expect((await postData(app, '/api/huawei/config', VALID, null)).statusCode).toBe(401);
  });

  it('stores without range checks, truncates voltages to two decimals on read, then reboots', async () => {
    const app = await setup();
    const reboot = vi.spyOn(app.device, 'reboot');
    const { upper_power_limit: _, ...partial } = VALID;
    expect((await postData(app, '/api/huawei/config', partial)).json().code).toBe(1005);
    expect(reboot).not.toHaveBeenCalled();
    const answer = await postData(app, '/api/huawei/config', VALID);
    expect(answer.json()).toEqual(saved);
    expect(reboot).toHaveBeenCalledTimes(1);
    expect((await savedConfig(app)).huawei).toMatchObject({
      lower_power_limit: 5,
      upper_power_limit: 9000,
      voltage_limit: 58.3,
    });
    const res = await app.inject({ url: '/api/huawei/config' });
    expect(res.json()).toMatchObject({
      voltage_limit: 58.3,
      enable_voltage_limit: 1,
      target_power_consumption: -100,
    });
  });
});

describe('/api/vedirect/config', () => {
  it('config admin, status read-only, all three keys required', async () => {
    const app = await setup();
    expect((await app.inject({ url: '/api/vedirect/config' })).statusCode).toBe(401);
    expect(vedirectConfigSchema.parse((await app.inject({ url: '/api/vedirect/status' })).json())).toEqual({
      vedirect_enabled: false,
      verbose_logging: false,
      vedirect_updatesonly: true,
    });
    expect(
      (await postData(app, '/api/vedirect/config', { vedirect_enabled: true, verbose_logging: true })).json()
        .code,
    ).toBe(1005);
    const body = { vedirect_enabled: 'no', verbose_logging: 1, vedirect_updatesonly: false };
    expect((await postData(app, '/api/vedirect/config', body)).json()).toEqual(saved);
    // Any string reads as true.
    expect((await savedConfig(app)).vedirect).toEqual({
      enabled: true,
      verbose_logging: true,
      updates_only: false,
    });
    const res = await app.inject({ url: '/api/vedirect/config', headers: { authorization: ADMIN_AUTH } });
    expect(res.json()).toEqual({
      vedirect_enabled: true,
      verbose_logging: true,
      vedirect_updatesonly: false,
    });
  });
});
