import type { PowerLimiterConfig } from '@dtu/contract';
import {
  apiResponseSchema,
  powerLimiterConfigSchema,
  powerLimiterMetadataSchema,
} from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, postData, savedConfig } from './support/core-fixture.ts';

const opened = closeAfterEach();

async function setup(): Promise<FastifyInstance> {
  return (await opened(makeApp())).app;
}

const adminGet = (app: FastifyInstance, url: string) =>
  app.inject({ url, headers: { authorization: ADMIN_AUTH } });

/** Every field away from its factory value, so a save that drops one shows. */
const POSTED = {
  enabled: true,
  verbose_logging: false,
  solar_passthrough_enabled: false,
  solar_passthrough_losses: 7,
  battery_always_use_at_night: true,
  is_inverter_behind_powermeter: false,
  is_inverter_solar_powered: true,
  inverter_serial: '18973055014520',
  inverter_channel_id: 1,
  target_power_consumption: -25,
  target_power_consumption_hysteresis: 5,
  lower_power_limit: 50,
  base_load_limit: 150,
  upper_power_limit: 600,
  ignore_soc: true,
  battery_soc_start_threshold: 90,
  battery_soc_stop_threshold: 30,
  voltage_start_threshold: 49.999,
  voltage_stop_threshold: 47.5,
  voltage_load_correction_factor: 0.002,
  inverter_restart_hour: 200,
  full_solar_passthrough_soc: 95,
  full_solar_passthrough_start_voltage: 52.129,
  full_solar_passthrough_stop_voltage: 51,
} satisfies PowerLimiterConfig;

describe('/api/powerlimiter/config', () => {
  it('config and metadata are admin, status public', async () => {
    const app = await setup();
    expect((await app.inject({ url: '/api/powerlimiter/config' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/powerlimiter/metadata' })).statusCode).toBe(401);
    expect((await postData(app, '/api/powerlimiter/config', POSTED, null)).statusCode).toBe(401);
    const status = await app.inject({ url: '/api/powerlimiter/status' });
    expect(powerLimiterConfigSchema.parse(status.json())).toMatchObject({
      inverter_serial: '0',
      solar_passthrough_losses: 3,
      voltage_start_threshold: 50,
      inverter_restart_hour: -1,
    });
    expect((await adminGet(app, '/api/powerlimiter/config')).json()).toEqual(status.json());
  });

  it('needs only enabled and ignores the passthrough and SoC groups while VE.Direct and battery are off', async () => {
    const app = await setup();
    expect((await postData(app, '/api/powerlimiter/config', { verbose_logging: true })).json().code).toBe(
      1005,
    );
    const answer = await postData(app, '/api/powerlimiter/config', POSTED);
    expect(apiResponseSchema.parse(answer.json())).toEqual({
      type: 'success',
      message: 'Settings saved!',
      code: 1001,
    });
    await app.device.settled();
    const { powerlimiter } = await savedConfig(app);
    expect(powerlimiter).toMatchObject({
      enabled: true,
      solar_passtrough_enabled: true,
      solar_passtrough_losses: 3,
      battery_always_use_at_night: false,
      ignore_soc: false,
      battery_soc_start_threshold: 80,
      full_solar_passthrough_soc: 100,
      full_solar_passthrough_start_voltage: 100,
      inverter_id: 18973055014520,
      inverter_channel_id: 1,
      target_power_consumption: -25,
      voltage_start_threshold: 49.99,
      voltage_stop_threshold: 47.5,
      inverter_restart_hour: 0,
    });
    const body = powerLimiterConfigSchema.parse((await adminGet(app, '/api/powerlimiter/config')).json());
    expect(body.inverter_serial).toBe('18973055014520');
  });

  it('stores both groups once VE.Direct and the battery are enabled', async () => {
    const app = await setup();
    await app.device.save((draft) => {
      draft.vedirect.enabled = true;
      draft.battery.enabled = true;
    });
    await postData(app, '/api/powerlimiter/config', {
      ...POSTED,
      inverter_serial: 18973055014520,
      inverter_restart_hour: -1,
    });
    const body = (await adminGet(app, '/api/powerlimiter/config')).json();
    expect(body).toMatchObject({
      solar_passthrough_enabled: false,
      solar_passthrough_losses: 7,
      battery_always_use_at_night: true,
      ignore_soc: true,
      battery_soc_start_threshold: 90,
      battery_soc_stop_threshold: 30,
      full_solar_passthrough_soc: 95,
      full_solar_passthrough_start_voltage: 52.12,
      inverter_serial: '18973055014520',
      inverter_restart_hour: -1,
    });
  });
});

describe('/api/powerlimiter/metadata', () => {
  it('lists configured slots by decimal serial with family and channel count', async () => {
    const app = await setup();
    const empty = powerLimiterMetadataSchema.parse(
      (await adminGet(app, '/api/powerlimiter/metadata')).json(),
    );
    expect(empty).toEqual({
      power_meter_enabled: false,
      battery_enabled: false,
      charge_controller_enabled: false,
      inverters: {},
    });
    await app.device.save((draft) => {
      draft.vedirect.enabled = true;
      Object.assign(draft.inverters[0], { serial: 0x114182345678, name: 'Garage', poll_enable_night: false });
      Object.assign(draft.inverters[3], { serial: 0x116412345678, name: 'Roof' });
      Object.assign(draft.inverters[4], { serial: 0x999912345678, name: 'Odd' });
    });
    const body = powerLimiterMetadataSchema.parse((await adminGet(app, '/api/powerlimiter/metadata')).json());
    expect(body.charge_controller_enabled).toBe(true);
    expect(body.inverters).toEqual({
      '18973055014520': {
        pos: 0,
        name: 'Garage',
        poll_enable: true,
        poll_enable_night: false,
        command_enable: true,
        command_enable_night: true,
        type: 'HM-600/700/800-2T',
        channels: 2,
      },
      [String(0x116412345678)]: expect.objectContaining({
        pos: 3,
        type: 'HMS-1600/1800/2000-4T',
        channels: 4,
      }),
      [String(0x999912345678)]: expect.objectContaining({ pos: 4, type: 'Unknown', channels: 1 }),
    });
  });
});
