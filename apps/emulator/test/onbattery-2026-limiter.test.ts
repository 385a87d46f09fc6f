import { describe, expect, it } from 'vitest';
import { onBattery2026App } from './onbattery-2026-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, postData } from './support/core-fixture.ts';

const opened = closeAfterEach();

/** A limiter body as the 2024.05.03 web app posts it (single inverter, no `inverters`). */
const BODY_2024 = {
  enabled: true,
  verbose_logging: false,
  solar_passthrough_enabled: true,
  solar_passthrough_losses: 3,
  is_inverter_behind_powermeter: true,
  is_inverter_solar_powered: false,
  inverter_serial: '138290143251',
  inverter_channel_id: 0,
  target_power_consumption: 20,
  target_power_consumption_hysteresis: 10,
  lower_power_limit: 50,
  base_load_limit: 150,
  upper_power_limit: 600,
};

describe('OnBattery 2026.03.31 power limiter (src/WebApi_powerlimiter.cpp)', () => {
  it('silent-damage case 1: a 2024-shaped save answers success and clears every governed inverter', async () => {
    const { app } = await opened(onBattery2026App());
    const before = (
      await app.inject({ url: '/api/powerlimiter/config', headers: { authorization: ADMIN_AUTH } })
    ).json();
    expect(before.inverters.filter((inv: { is_governed: boolean }) => inv.is_governed)).toHaveLength(1);
    expect(app.device.config.powerlimiter.inverter_id).not.toBe(0);

    const answer = await postData(app, '/api/powerlimiter/config', BODY_2024);
    expect(answer.json()).toEqual({ type: 'success', message: 'Settings saved!', code: 1001 });
    const after = (
      await app.inject({ url: '/api/powerlimiter/config', headers: { authorization: ADMIN_AUTH } })
    ).json();
    expect(after.inverters).toEqual([]);
    expect(after.enabled).toBe(true);
    expect(after.total_upper_power_limit).toBe(800);
    expect(after.conduction_losses).toBe(3);
    expect(after.inverter_serial_for_dc_voltage).toBe('000000000');
    // The simulation's limiter now governs nothing.
    expect(app.device.config.powerlimiter.inverter_id).toBe(0);
  });

  it('stores the governed inverters of a 2026 body; the core drives the first governed one', async () => {
    const { app } = await opened(onBattery2026App({ factory: true }));
    const inverters = [
      { serial: '116181234567', is_governed: false, power_source: 1, upper_power_limit: 400 },
      {
        serial: '138290143251',
        is_governed: true,
        power_source: 0,
        lower_power_limit: 30,
        upper_power_limit: 900,
      },
      { serial: '0', is_governed: true },
      { serial: '116199999999', is_governed: true },
    ];
    await postData(app, '/api/powerlimiter/config', {
      enabled: true,
      total_upper_power_limit: 700,
      inverters,
    });
    const body = (await app.inject({ url: '/api/powerlimiter/status' })).json();
    // The list ends at the first unused slot, as the firmware serializes it.
    expect(body.inverters.map((inv: { serial: string }) => inv.serial)).toEqual([
      '116181234567',
      '138290143251',
    ]);
    expect(body.inverters[1]).toEqual({
      serial: '138290143251',
      is_governed: true,
      is_behind_power_meter: true,
      power_source: 0,
      use_overscaling_to_compensate_shading: false,
      allow_standby: true,
      lower_power_limit: 30,
      upper_power_limit: 900,
    });
    const core = app.device.config.powerlimiter;
    expect(core.inverter_id).toBe(0x138290143251);
    expect(core.upper_power_limit).toBe(700);
    expect(core.lower_power_limit).toBe(30);
  });

  it('status is read-only class, config and metadata admin', async () => {
    const { app } = await opened(onBattery2026App({ factory: true }));
    await app.device.save((c) => {
      c.security.allow_readonly = false;
    });
    expect((await app.inject({ url: '/api/powerlimiter/status' })).statusCode).toBe(401);
    const meta = await app.inject({
      url: '/api/powerlimiter/metadata',
      headers: { authorization: ADMIN_AUTH },
    });
    expect(Object.keys(meta.json())).toEqual([
      'power_meter_enabled',
      'battery_enabled',
      'charge_controller_enabled',
      'inverters',
    ]);
  });
});
