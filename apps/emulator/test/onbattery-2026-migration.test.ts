import { factoryConfigFile } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { migrateOnBattery2026, onBattery2026ConfigDefaults } from '../src/firmware/onbattery-2026/index.ts';

/** A configured 2024.05.03 `config.json` (version 0.1.28, no `version_onbattery`). */
function configured2024() {
  const raw = factoryConfigFile(1) as unknown as Record<string, Record<string, unknown>>;
  Object.assign(raw.dtu!, { poll_interval: 5 });
  Object.assign(raw.vedirect!, { enabled: true, updates_only: false });
  Object.assign(raw.powermeter!, {
    enabled: true,
    source: 1,
    mqtt_topic_powermeter_1: 'meter/l1',
    sdmaddress: 7,
    http_individual_requests: true,
  });
  Object.assign(raw.powerlimiter!, {
    enabled: true,
    solar_passtrough_enabled: true,
    solar_passtrough_losses: 5,
    inverter_id: 0x138290143251,
    is_inverter_solar_powered: true,
    upper_power_limit: 600,
    inverter_restart_hour: 3,
    battery_soc_start_threshold: 85,
  });
  Object.assign(raw.battery!, {
    enabled: true,
    provider: 1,
    jkbms_polling_interval: 9,
    mqtt_topic: 'bat/soc',
  });
  Object.assign(raw.huawei!, { enabled: true, auto_power_enabled: true, upper_power_limit: 1500 });
  return raw;
}

describe('migrateOnBattery2026: a 2024.05.03 config.json booted by 2026.03.31 (src/Configuration.cpp)', () => {
  const defaults = onBattery2026ConfigDefaults();
  const { sections, dtuPollInterval } = migrateOnBattery2026(configured2024());

  it('dtu: the poll interval turns from seconds into milliseconds', () => {
    expect(dtuPollInterval).toBe(5000);
  });

  it('solarcharger: the vedirect keys are gone after migrate() rewrote the file, so it is off', () => {
    expect(sections.solarcharger).toEqual(defaults.solarcharger);
  });

  it('powermeter: enabled and source survive, the legacy topics, address and phases do not', () => {
    expect(sections.powermeter).toEqual({ ...defaults.powermeter, enabled: true, source: 1 });
  });

  it('powerlimiter: same-named keys survive; no governed inverter, passthrough off, losses 0', () => {
    expect(sections.powerlimiter).toEqual({
      ...defaults.powerlimiter,
      enabled: true,
      ignore_soc: false,
      battery_soc_start_threshold: 85,
      full_solar_passthrough_start_voltage: 100,
      full_solar_passthrough_stop_voltage: 100,
      inverter_restart_hour: 3,
      conduction_losses: 0,
    });
  });

  it('battery: enabled and provider survive, the JK BMS and MQTT settings take defaults', () => {
    expect(sections.battery).toEqual({ ...defaults.battery, enabled: true, provider: 1 });
  });

  it('gridcharger: the huawei section is gone, so the charger is off at defaults', () => {
    expect(sections.gridcharger).toEqual(defaults.gridcharger);
  });

  it('the legacy steps do apply to a 0.1.30 file still at OnBattery version 0', () => {
    const raw = configured2024();
    raw.cfg = { version: 0x11e00, version_onbattery: 0 };
    const migrated = migrateOnBattery2026(raw).sections;
    expect(migrated.powerlimiter.inverters).toEqual([
      expect.objectContaining({
        serial: '138290143251',
        is_governed: true,
        power_source: 0,
        upper_power_limit: 600,
      }),
    ]);
    expect(migrated.powermeter.mqtt.values[0]?.topic).toBe('meter/l1');
    expect(migrated.solarcharger.enabled).toBe(true);
    expect(migrated.gridcharger.enabled).toBe(true);
    expect(migrated.battery.mqtt.soc_topic).toBe('bat/soc');
  });

  it('a file already at OnBattery version 8 is read as it is', () => {
    const { sections: kept, dtuPollInterval: ms } = migrateOnBattery2026({
      cfg: { version: 0x11e00, version_onbattery: 8 },
      dtu: { poll_interval: 2000 },
      powerlimiter: { inverters: [{ serial: '116181234567', is_governed: true }] },
    });
    expect(ms).toBe(2000);
    expect(kept.powerlimiter.inverters).toHaveLength(1);
  });
});
