import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { countryDefs } from '../countries.ts';
import { FACTORY_SETTINGS, NETWORK_STATUS } from '../fixtures/index.ts';
import type {
  BatteryConfig,
  ConfigFileList,
  DeviceConfig,
  DtuConfig,
  HuaweiConfig,
  MqttConfig,
  MqttStatus,
  NetworkConfig,
  NetworkStatus,
  NtpConfig,
  NtpStatus,
  NtpTime,
  PowerLimiterConfig,
  PowerLimiterMetadata,
  PowerMeterConfig,
  SecurityConfig,
  SystemStatus,
  VedirectConfig,
} from '../settings/index.ts';
import * as s from './index.ts';

// Compile-time proof that each schema describes exactly its TypeScript type.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(ok: Equal<A, B>) => ok;
same<z.infer<typeof s.dtuConfigSchema>, DtuConfig>(true);
same<z.infer<typeof s.networkConfigSchema>, NetworkConfig>(true);
same<z.infer<typeof s.networkStatusSchema>, NetworkStatus>(true);
same<z.infer<typeof s.ntpConfigSchema>, NtpConfig>(true);
same<z.infer<typeof s.ntpStatusSchema>, NtpStatus>(true);
same<z.infer<typeof s.ntpTimeSchema>, NtpTime>(true);
same<z.infer<typeof s.mqttConfigSchema>, MqttConfig>(true);
same<z.infer<typeof s.mqttStatusSchema>, MqttStatus>(true);
same<z.infer<typeof s.securityConfigSchema>, SecurityConfig>(true);
same<z.infer<typeof s.batteryConfigSchema>, BatteryConfig>(true);
same<z.infer<typeof s.huaweiConfigSchema>, HuaweiConfig>(true);
same<z.infer<typeof s.vedirectConfigSchema>, VedirectConfig>(true);
same<z.infer<typeof s.powerMeterConfigSchema>, PowerMeterConfig>(true);
same<z.infer<typeof s.powerLimiterConfigSchema>, PowerLimiterConfig>(true);
same<z.infer<typeof s.powerLimiterMetadataSchema>, PowerLimiterMetadata>(true);
same<z.infer<typeof s.deviceConfigSchema>, DeviceConfig>(true);
same<z.infer<typeof s.configFileListSchema>, ConfigFileList>(true);
same<z.infer<typeof s.systemStatusSchema>, SystemStatus>(true);

// Examples of the answers of docs/firmware/onbattery-2024.05.03/settings.md §2.
const dtu = { ...FACTORY_SETTINGS.dtu, serial: '199980193046' };
const networkStatus = NETWORK_STATUS;
const phase = (index: number, enabled: boolean, url: string, json_path: string) => ({
  ...FACTORY_SETTINGS.powermeter.http_phases[0],
  index,
  enabled,
  url,
  json_path,
});
const powerMeter = {
  ...FACTORY_SETTINGS.powermeter,
  enabled: true,
  verbose_logging: false,
  source: 3,
  http_phases: [
    phase(1, true, 'http://192.168.178.60/status', 'total_power'),
    phase(2, false, '', ''),
    phase(3, false, '', ''),
  ],
};

describe('settings schemas', () => {
  it('accept the documented examples', () => {
    expect(s.dtuConfigSchema.parse(dtu)).toEqual(dtu);
    expect(s.networkStatusSchema.parse(networkStatus)).toEqual(networkStatus);
    expect(s.powerMeterConfigSchema.parse(powerMeter)).toEqual(powerMeter);
    const ntpStatus = {
      ntp_server: 'opendtu.pool.ntp.org',
      ntp_timezone: 'CET-1CEST,M3.5.0,M10.5.0/3',
      ntp_timezone_descr: 'Europe/Berlin',
      ntp_status: true,
      ntp_localtime: 'Friday, May 03 2024 14:05:09',
      sun_risetime: 'Friday, May 03 2024 04:18:00',
      sun_settime: '--',
      sun_isSunsetAvailable: true,
      sun_isDayPeriod: true,
    };
    expect(s.ntpStatusSchema.parse(ntpStatus)).toEqual(ntpStatus);
    const metadata = {
      power_meter_enabled: true,
      battery_enabled: true,
      charge_controller_enabled: true,
      inverters: {
        '18973055014520': {
          pos: 0,
          name: 'Garage',
          poll_enable: true,
          poll_enable_night: true,
          command_enable: true,
          command_enable_night: true,
          type: 'HM-800',
          channels: 2,
        },
      },
    };
    expect(s.powerLimiterMetadataSchema.parse(metadata)).toEqual(metadata);
  });

  it('reject extra keys where the firmware key set is fixed', () => {
    expect(s.dtuConfigSchema.safeParse({ ...dtu, extra: 1 }).success).toBe(false);
    expect(s.networkStatusSchema.safeParse({ ...networkStatus, sta_ip: '1.2.3.4' }).success).toBe(false);
  });

  it('reject wrong shapes and values', () => {
    expect(s.dtuConfigSchema.safeParse({ ...dtu, serial: '199980193O46' }).success).toBe(false);
    expect(s.dtuConfigSchema.safeParse({ ...dtu, country_def: countryDefs().slice(0, 2) }).success).toBe(
      false,
    );
    expect(s.networkStatusSchema.safeParse({ ...networkStatus, network_mode: 'AP' }).success).toBe(false);
    const swapped = { ...powerMeter, http_phases: [...powerMeter.http_phases].reverse() };
    expect(s.powerMeterConfigSchema.safeParse(swapped).success).toBe(false);
    expect(
      s.ntpTimeSchema.safeParse({
        ntp_status: true,
        year: 2024,
        month: 13,
        day: 1,
        hour: 0,
        minute: 0,
        second: 0,
      }).success,
    ).toBe(false);
  });

  it('accept the response envelope and reject unknown keys in it', () => {
    const saved = {
      type: 'warning',
      message: 'Invalid CMT frequency setting!',
      code: 2004,
      param: { min: 1, max: 2 },
    };
    expect(s.apiResponseSchema.parse(saved)).toEqual(saved);
    expect(s.apiResponseSchema.safeParse({ ...saved, extra: true }).success).toBe(false);
    expect(s.apiResponseSchema.safeParse({ ...saved, type: 'info' }).success).toBe(false);
  });
});
