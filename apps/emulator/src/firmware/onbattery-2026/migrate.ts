import {
  arrayAt,
  isJsonObject,
  type Json,
  objectAt,
  readBool,
  readText,
  readUint,
  serialText,
} from './json-read.ts';
import { readBattery, readGridCharger, readHttpRequest, readSections } from './read-sections.ts';
import { METER_VALUES, type OnBattery2026Sections, POWER_SOURCE } from './sections.ts';

const CONFIG_VERSION_2026 = 0x11e00;
const ONBATTERY_VERSION = 8;
const DTU_POLL_INTERVAL_DEFAULT = 5000;

export interface OnBattery2026Migration {
  sections: OnBattery2026Sections;
  /** `dtu.poll_interval` after the migration (step 3 turns seconds into ms). */
  dtuPollInterval: number;
}

/**
 * What OpenDTU-OnBattery 2026.03.31 leaves on flash after booting on `raw` (`src/main.cpp`:
 * `read()`, then `migrate()` when `cfg.version` ≠ 0.1.30, then `migrateOnBattery()` when
 * `cfg.version_onbattery` ≠ 8; `src/Configuration.cpp`). `migrate()` ends by rewriting the file
 * from the struct, so for a 2024.05.03 file the legacy OnBattery keys are gone before
 * `migrateOnBattery()` reopens it: its legacy steps find nothing and the renamed sections keep
 * their defaults (docs/firmware/README.md, "booting 2026.03.31 on a 2024.05.03 config.json").
 */
export function migrateOnBattery2026(raw: unknown): OnBattery2026Migration {
  const cfg = objectAt(raw, 'cfg');
  const version = readUint(cfg, 'version', 32, CONFIG_VERSION_2026);
  const versionOnBattery = readUint(cfg, 'version_onbattery', 32, 0);
  const sections = readSections(raw);
  let dtuPollInterval = readUint(objectAt(raw, 'dtu'), 'poll_interval', 32, DTU_POLL_INTERVAL_DEFAULT);
  if (versionOnBattery === ONBATTERY_VERSION) return { sections, dtuPollInterval };
  // The file migrateOnBattery() reads: the rewritten one when migrate() ran, else the original.
  const doc: Json =
    version === CONFIG_VERSION_2026
      ? isJsonObject(raw)
        ? raw
        : {}
      : (JSON.parse(JSON.stringify(sections)) as Json);
  applyLegacySteps(sections, doc, versionOnBattery);
  if (versionOnBattery < 3) dtuPollInterval = (dtuPollInterval * 1000) % 2 ** 32;
  return { sections, dtuPollInterval };
}

function applyLegacySteps(s: OnBattery2026Sections, doc: Json, from: number): void {
  const meter = objectAt(doc, 'powermeter');
  const limiter = objectAt(doc, 'powerlimiter');
  if (from < 1) {
    migrateMeterKeys(s, meter);
    migrateLimiterKeys(s, limiter, arrayAt(doc, 'inverters'));
  }
  // Read without a fallback: a missing key gives 0.
  if (from < 2) s.powerlimiter.conduction_losses = readUint(limiter, 'solar_passthrough_losses', 8, 0);
  if (from < 4) {
    const vedirect = objectAt(doc, 'vedirect');
    s.solarcharger.enabled = readBool(vedirect, 'enabled', false);
    s.solarcharger.publish_updates_only = readBool(vedirect, 'updates_only', true);
  }
  if (from < 5) {
    const legacy = arrayAt(limiter, 'inverters');
    for (const [i, inv] of s.powerlimiter.inverters.entries()) {
      inv.power_source =
        objectAt({ v: legacy[i] }, 'v').is_solar_powered === true ? POWER_SOURCE.Solar : POWER_SOURCE.Battery;
    }
  }
  if (from < 6) {
    // Read as `int8_t` (missing or above 127 gives 0); a negative hour becomes the default 0.
    const hour = limiter.inverter_restart_hour;
    const asInt8 =
      typeof hour === 'number' && Number.isInteger(hour) && hour >= -128 && hour <= 127 ? hour : 0;
    s.powerlimiter.inverter_restart_hour = Math.max(asInt8, 0);
  }
  if (from < 7) migrateBatteryKeys(s, objectAt(doc, 'battery'));
  if (from < 8) migrateHuaweiKeys(s, objectAt(doc, 'huawei'));
}

/** Step 1, power meter: each part only when its legacy key is present. */
function migrateMeterKeys(s: OnBattery2026Sections, meter: Json): void {
  if (meter.mqtt_topic_powermeter_1 != null) {
    s.powermeter.mqtt.values.forEach((value, i) => {
      value.topic = readText(meter, `mqtt_topic_powermeter_${i + 1}`, 256);
    });
  }
  if (meter.sdmaddress != null) s.powermeter.serial_sdm.address = readUint(meter, 'sdmaddress', 32, 0);
  if (meter.http_phases != null) {
    const phases = arrayAt(meter, 'http_phases');
    s.powermeter.http_json.values = Array.from({ length: METER_VALUES }, (_, i) => {
      const phase = isJsonObject(phases[i]) ? phases[i] : {};
      return {
        http_request: readHttpRequest(phase),
        enabled: readBool(phase, 'enabled', false),
        json_path: readText(phase, 'json_path', 256),
        unit: readUint(phase, 'unit', 32, 0),
        sign_inverted: readBool(phase, 'sign_inverted', false),
      };
    });
    s.powermeter.http_json.individual_requests = readBool(meter, 'http_individual_requests', false);
  }
}

/** Step 1, limiter: the single governed inverter of the old layout becomes slot 0. */
function migrateLimiterKeys(s: OnBattery2026Sections, pl: Json, slots: unknown[]): void {
  const limiter = s.powerlimiter;
  if (readUint(pl, 'battery_drain_strategy', 8, 0) === 1) limiter.battery_always_use_at_night = true;
  if (pl.solar_passtrough_enabled != null)
    limiter.solar_passthrough_enabled = pl.solar_passtrough_enabled === true;
  if (pl.solar_passtrough_losses != null)
    limiter.conduction_losses = readUint(pl, 'solar_passtrough_losses', 8, 0);
  if (pl.inverter_id == null) return;
  limiter.inverter_channel_id_for_dc_voltage = readUint(pl, 'inverter_channel_id', 8, 0);
  // An old index (< 10) is looked up as inverter slot 0 (the limiter slot's serial is still 0).
  const asSerial = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? BigInt(value) : 0n;
  const id = asSerial(pl.inverter_id);
  const serial = serialText(id < 10n ? asSerial(objectAt({ v: slots[0] }, 'v').serial) : id);
  limiter.inverter_serial_for_dc_voltage = serial;
  const upper = readUint(pl, 'upper_power_limit', 16, 800);
  limiter.inverters = [
    {
      serial,
      is_governed: true,
      is_behind_power_meter: readBool(pl, 'is_inverter_behind_powermeter', true),
      power_source: pl.is_inverter_solar_powered === true ? POWER_SOURCE.Solar : POWER_SOURCE.Battery,
      use_overscaling_to_compensate_shading: readBool(pl, 'use_overscaling_to_compensate_shading', false),
      allow_standby: true,
      lower_power_limit: readUint(pl, 'lower_power_limit', 16, 10),
      upper_power_limit: upper,
    },
  ].filter((inv) => inv.serial !== serialText(0n));
  limiter.total_upper_power_limit = upper;
}

/** Step 7: the JK BMS and MQTT battery settings from their pre-nesting keys. */
function migrateBatteryKeys(s: OnBattery2026Sections, b: Json): void {
  const text = (...keys: string[]) => {
    const key = keys.find((k) => typeof b[k] === 'string');
    return key ? readText(b, key, 256) : '';
  };
  const fresh = readBattery({});
  s.battery.serial = {
    interface: readUint(b, 'jkbms_interface', 8, fresh.serial.interface),
    polling_interval: readUint(b, 'jkbms_polling_interval', 8, fresh.serial.polling_interval),
  };
  s.battery.mqtt = {
    soc_topic: text('mqtt_soc_topic', 'mqtt_topic'),
    soc_json_path: text('mqtt_soc_json_path', 'mqtt_json_path'),
    voltage_topic: text('mqtt_voltage_topic'),
    voltage_json_path: text('mqtt_voltage_json_path'),
    voltage_unit: readUint(b, 'mqtt_voltage_unit', 32, 0),
    current_topic: text('mqtt_current_topic'),
    current_json_path: text('mqtt_current_json_path'),
    current_unit: readUint(b, 'mqtt_current_unit', 32, 0),
    discharge_current_limit_topic: text('mqtt_discharge_current_topic'),
    discharge_current_limit_json_path: text('mqtt_discharge_current_json_path'),
    discharge_current_limit_unit: readUint(b, 'mqtt_amperage_unit', 32, 0),
  };
}

/** Step 8: the grid charger from the old `huawei` section (provider and Trucki untouched). */
function migrateHuaweiKeys(s: OnBattery2026Sections, huawei: Json): void {
  const legacy = readGridCharger({
    ...huawei,
    can: {
      controller_frequency: huawei.can_controller_frequency,
      hardware_interface: huawei.hardware_interface,
    },
    huawei,
  });
  const g = s.gridcharger;
  s.gridcharger = { ...legacy, provider: g.provider, trucki: g.trucki };
}
