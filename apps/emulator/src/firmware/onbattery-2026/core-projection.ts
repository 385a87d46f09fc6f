import type { ConfigFile } from '@dtu/contract';
import { hexSerial, serialText } from './json-read.ts';
import { readSections } from './read-sections.ts';
import {
  GRID_CHARGER_PROVIDER,
  METER_SOURCE_2026,
  type OnBattery2026Sections,
  POWER_SOURCE,
  SOLAR_CHARGER_PROVIDER,
} from './sections.ts';

/** The limiter keys both layouts share by name. */
const SHARED_LIMITER_KEYS = [
  'enabled',
  'battery_always_use_at_night',
  'target_power_consumption',
  'target_power_consumption_hysteresis',
  'base_load_limit',
  'ignore_soc',
  'battery_soc_start_threshold',
  'battery_soc_stop_threshold',
  'voltage_start_threshold',
  'voltage_stop_threshold',
  'voltage_load_correction_factor',
  'full_solar_passthrough_soc',
  'full_solar_passthrough_start_voltage',
  'full_solar_passthrough_stop_voltage',
] as const;

/** Seconds between polls of the simulated meter for the configured source. */
function meterIntervalS(meter: OnBattery2026Sections['powermeter'], fallback: number): number {
  switch (meter.source) {
    case 1:
    case 2:
      return meter.serial_sdm.polling_interval;
    case METER_SOURCE_2026.HttpJson:
      return meter.http_json.polling_interval;
    case METER_SOURCE_2026.HttpSml:
      return meter.http_sml.polling_interval;
    case METER_SOURCE_2026.UdpVictron:
      return Math.max(1, Math.ceil(meter.udp_victron.polling_interval_ms / 1000));
    default:
      return fallback;
  }
}

/**
 * Writes what the one simulation core reads (the 2024.05.03 sections of `ConfigFile`) from the
 * 2026 sections. The core's single-inverter fields get the **first governed** slot of
 * `powerlimiter.inverters` (its upper limit capped by `total_upper_power_limit`); the limiter
 * itself reads every governed slot (`limiter-model-2026.ts`). Providers the core does not simulate (solar
 * charger over MQTT, Trucki, meter sources 6 and 7, batteries 4–7) leave their part silent.
 */
export function projectOntoCore(s: OnBattery2026Sections, core: ConfigFile): void {
  core.vedirect.enabled =
    s.solarcharger.enabled && s.solarcharger.provider === SOLAR_CHARGER_PROVIDER.VeDirect;
  core.vedirect.updates_only = s.solarcharger.publish_updates_only;

  const meter = core.powermeter;
  meter.enabled = s.powermeter.enabled;
  meter.source = s.powermeter.source;
  meter.interval = meterIntervalS(s.powermeter, meter.interval);
  meter.mqtt_topic_powermeter_1 = s.powermeter.mqtt.values[0]?.topic ?? '';
  meter.mqtt_topic_powermeter_2 = s.powermeter.mqtt.values[1]?.topic ?? '';
  meter.mqtt_topic_powermeter_3 = s.powermeter.mqtt.values[2]?.topic ?? '';
  meter.sdmaddress = s.powermeter.serial_sdm.address % 256;
  meter.http_individual_requests = s.powermeter.http_json.individual_requests;
  meter.http_phases = s.powermeter.http_json.values.map((v) => ({
    ...v.http_request,
    enabled: v.enabled,
    json_path: v.json_path,
    unit: v.unit,
    sign_inverted: v.sign_inverted,
  }));

  const pl = core.powerlimiter;
  const from = s.powerlimiter;
  for (const key of SHARED_LIMITER_KEYS) (pl as unknown as Record<string, unknown>)[key] = from[key];
  pl.solar_passtrough_enabled = from.solar_passthrough_enabled;
  pl.solar_passtrough_losses = from.conduction_losses;
  pl.inverter_restart_hour = from.inverter_restart_hour;
  pl.inverter_channel_id = from.inverter_channel_id_for_dc_voltage;
  const governed = from.inverters.find((inv) => inv.is_governed);
  pl.inverter_id = governed ? Number(hexSerial(governed.serial)) : 0;
  if (governed) {
    pl.is_inverter_behind_powermeter = governed.is_behind_power_meter;
    pl.is_inverter_solar_powered = governed.power_source === POWER_SOURCE.Solar;
    pl.lower_power_limit = governed.lower_power_limit;
    pl.upper_power_limit = Math.min(governed.upper_power_limit, from.total_upper_power_limit);
  }

  const b = core.battery;
  b.enabled = s.battery.enabled;
  b.provider = s.battery.provider;
  b.jkbms_interface = s.battery.serial.interface;
  b.jkbms_polling_interval = s.battery.serial.polling_interval;
  b.mqtt_topic = s.battery.mqtt.soc_topic;
  b.mqtt_voltage_topic = s.battery.mqtt.voltage_topic;

  const g = s.gridcharger;
  Object.assign(core.huawei, {
    enabled: g.enabled && g.provider === GRID_CHARGER_PROVIDER.Huawei,
    can_controller_frequency: g.can.controller_frequency,
    auto_power_enabled: g.auto_power_enabled,
    auto_power_batterysoc_limits_enabled: g.auto_power_batterysoc_limits_enabled,
    emergency_charge_enabled: g.emergency_charge_enabled,
    voltage_limit: g.voltage_limit,
    enable_voltage_limit: g.enable_voltage_limit,
    lower_power_limit: g.lower_power_limit,
    upper_power_limit: g.upper_power_limit,
    stop_batterysoc_threshold: g.stop_batterysoc_threshold,
    target_power_consumption: g.target_power_consumption,
  });
}

/**
 * The 2026 sections that carry the core's current settings over key by key (a faithful mapping,
 * not the firmware's lossy boot migration): the starting point while the device's config holds no
 * 2026 sections yet, e.g. the demo installation.
 */
export function sectionsFromCore(core: Readonly<ConfigFile>): OnBattery2026Sections {
  const pl = core.powerlimiter;
  const m = core.powermeter;
  const serial = serialText(BigInt(pl.inverter_id));
  const limiter: Record<string, unknown> = { ...pl };
  Object.assign(limiter, {
    solar_passthrough_enabled: pl.solar_passtrough_enabled,
    conduction_losses: pl.solar_passtrough_losses,
    inverter_serial_for_dc_voltage: serial,
    inverter_channel_id_for_dc_voltage: pl.inverter_channel_id,
    total_upper_power_limit: pl.upper_power_limit,
    inverters:
      pl.inverter_id === 0
        ? []
        : [
            {
              serial,
              is_governed: true,
              is_behind_power_meter: pl.is_inverter_behind_powermeter,
              power_source: pl.is_inverter_solar_powered ? POWER_SOURCE.Solar : POWER_SOURCE.Battery,
              lower_power_limit: pl.lower_power_limit,
              upper_power_limit: pl.upper_power_limit,
            },
          ],
  });
  return readSections({
    solarcharger: { enabled: core.vedirect.enabled, publish_updates_only: core.vedirect.updates_only },
    powermeter: {
      enabled: m.enabled,
      source: m.source,
      mqtt: {
        values: [1, 2, 3].map((i) => ({
          topic: m[`mqtt_topic_powermeter_${i}` as 'mqtt_topic_powermeter_1'],
        })),
      },
      serial_sdm: { address: m.sdmaddress, polling_interval: m.interval },
      http_json: {
        polling_interval: m.interval,
        individual_requests: m.http_individual_requests,
        values: m.http_phases.map(({ enabled, json_path, unit, sign_inverted, ...http_request }) => ({
          http_request,
          enabled,
          json_path,
          unit,
          sign_inverted,
        })),
      },
      http_sml: { polling_interval: m.interval },
    },
    powerlimiter: limiter,
    battery: {
      enabled: core.battery.enabled,
      provider: core.battery.provider,
      serial: {
        interface: core.battery.jkbms_interface,
        polling_interval: core.battery.jkbms_polling_interval,
      },
      mqtt: { soc_topic: core.battery.mqtt_topic, voltage_topic: core.battery.mqtt_voltage_topic },
    },
    gridcharger: { ...core.huawei, can: { controller_frequency: core.huawei.can_controller_frequency } },
  });
}
