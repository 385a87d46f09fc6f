import { ISRG_ROOT_X1_PEM } from './isrg-root-x1.ts';
import type { InverterChannelSetting, InverterListEntry } from './live/inverter-admin.ts';
import type { HuaweiConfig } from './settings/huawei.ts';
import type { PowerLimiterConfig } from './settings/powerlimiter.ts';
import type { PowerMeterConfig, PowerMeterHttpPhase } from './settings/powermeter.ts';

/**
 * The firmware's `config.json` (backup / restore format, docs/firmware/onbattery-2024.05.03/settings.md §4). Key names differ
 * from the API in places and keep the firmware's typos (`solar_passtrough_*`); serials are
 * JSON numbers holding the decimal value of the hex serial.
 */
export interface ConfigFile {
  cfg: { version: number; save_count: number };
  wifi: {
    ssid: string;
    password: string;
    ip: string;
    netmask: string;
    gateway: string;
    dns1: string;
    dns2: string;
    dhcp: boolean;
    /** May contain `%06X`, expanded with the chip id when used. */
    hostname: string;
    /** Minutes. */
    aptimeout: number;
  };
  mdns: { enabled: boolean };
  ntp: {
    server: string;
    timezone: string;
    timezone_descr: string;
    latitude: number;
    longitude: number;
    sunsettype: number;
  };
  mqtt: {
    enabled: boolean;
    verbose_logging: boolean;
    hostname: string;
    port: number;
    username: string;
    password: string;
    topic: string;
    retain: boolean;
    /** Seconds. */
    publish_interval: number;
    clean_session: boolean;
    lwt: { topic: string; value_online: string; value_offline: string; qos: number };
    tls: {
      enabled: boolean;
      root_ca_cert: string;
      certlogin: boolean;
      client_cert: string;
      client_key: string;
    };
    hass: { enabled: boolean; retain: boolean; topic: string; individual_panels: boolean; expire: boolean };
  };
  dtu: {
    /** Decimal value of the hex DTU serial. */
    serial: number;
    /** Seconds. */
    poll_interval: number;
    verbose_logging: boolean;
    nrf_pa_level: number;
    /** dBm. */
    cmt_pa_level: number;
    /** Hz. */
    cmt_frequency: number;
    cmt_country_mode: number;
  };
  security: { password: string; allow_readonly: boolean };
  device: {
    /** Stored pin-mapping profile name. */
    pinmapping: string;
    display: {
      powersafe: boolean;
      screensaver: boolean;
      rotation: number;
      contrast: number;
      language: number;
      /** Seconds. */
      diagram_duration: number;
      diagram_mode: number;
    };
    /** Always two entries. */
    led: ConfigFileLed[];
  };
  /** Always `CONFIG_INVERTER_SLOTS` entries; serial 0 marks an empty slot. */
  inverters: ConfigFileInverter[];
  vedirect: { enabled: boolean; verbose_logging: boolean; updates_only: boolean };
  /** The API's keys; `http_phases` always has three entries (no `index` key in the file). */
  powermeter: Omit<PowerMeterConfig, 'http_phases'> & { http_phases: ConfigFileHttpPhase[] };
  powerlimiter: ConfigFilePowerLimiter;
  battery: {
    enabled: boolean;
    verbose_logging: boolean;
    provider: number;
    jkbms_interface: number;
    jkbms_polling_interval: number;
    /** The API's `mqtt_soc_topic`. */
    mqtt_topic: string;
    mqtt_voltage_topic: string;
  };
  /** Same keys as the API's. */
  huawei: HuaweiConfig;
}

export interface ConfigFileLed {
  /** %, 0–100. */
  brightness: number;
}

export type ConfigFileChannel = InverterChannelSetting;

/** An inverter slot: the API's list entry with the serial as a number and no derived keys. */
export interface ConfigFileInverter extends Omit<InverterListEntry, 'id' | 'serial' | 'type' | 'channel'> {
  /** Decimal value of the hex serial; 0 = empty slot. */
  serial: number;
  /** Always `CONFIG_CHANNELS_PER_INVERTER` entries. */
  channel: ConfigFileChannel[];
}

/**
 * The limiter's section: the API's keys, but with the firmware's `passtrough` typo, the serial as
 * a number and the polling interval the API leaves out.
 */
export interface ConfigFilePowerLimiter
  extends Omit<
    PowerLimiterConfig,
    'solar_passthrough_enabled' | 'solar_passthrough_losses' | 'inverter_serial'
  > {
  solar_passtrough_enabled: boolean;
  solar_passtrough_losses: number;
  interval: number;
  /** Decimal value of the hex inverter serial. */
  inverter_id: number;
}

/** The API's phase without its `index` (the position in `http_phases`). */
export type ConfigFileHttpPhase = Omit<PowerMeterHttpPhase, 'index'>;

/** `cfg.version` written by the firmware: 0x00011C00 = "0.1.28". */
export const CONFIG_VERSION = 0x00011c00;
/** Inverter slots in the file, empty ones included. */
export const CONFIG_INVERTER_SLOTS = 10;
/** Channel entries per inverter slot. */
export const CONFIG_CHANNELS_PER_INVERTER = 6;
/** HTTP power-meter phases in the file. */
export const CONFIG_HTTP_PHASES = 3;
/** Stored hostname before expansion: `%06X` becomes the chip id in upper-case hex. */
export const DEFAULT_HOSTNAME = 'OpenDTU-%06X';
/** Factory admin password. */
export const DEFAULT_ADMIN_PASSWORD = 'openDTU42';

/**
 * The chip id the emulator pretends to have (the ESP32 MAC-derived id); it decides the
 * hostname suffix and the factory DTU serial.
 */
export const EMULATED_CHIP_ID = 0x3c71b5;

/**
 * The serial the firmware derives from the chip id on first boot (docs/firmware/onbattery-2024.05.03/settings.md §3.5): hex digits
 * `1999` `8` `01` and the five lowest decimal digits of the chip id. Returns the decimal value.
 */
export function dtuSerialFromChipId(chipId: number): number {
  const lowDigits = String(chipId % 100000).padStart(5, '0');
  return Number.parseInt(`1999801${lowDigits}`, 16);
}

/**
 * The options of a new inverter as the firmware sets them: polled and commanded day and night,
 * unreachable after 2 missed polls, no zeroing or yield correction.
 */
export const INVERTER_OPTION_DEFAULTS = {
  poll_enable: true,
  poll_enable_night: true,
  command_enable: true,
  command_enable_night: true,
  reachable_threshold: 2,
  zero_runtime: false,
  zero_day: false,
  yieldday_correction: false,
} satisfies Partial<ConfigFileInverter>;

/** An empty inverter slot. */
export function emptyInverterSlot(): ConfigFileInverter {
  return {
    serial: 0,
    name: '',
    order: 0,
    ...INVERTER_OPTION_DEFAULTS,
    channel: Array.from({ length: CONFIG_CHANNELS_PER_INVERTER }, () => ({
      name: '',
      max_power: 0,
      yield_total_offset: 0,
    })),
  };
}

function defaultHttpPhase(index: number): ConfigFileHttpPhase {
  return {
    enabled: index === 0,
    url: '',
    auth_type: 0,
    username: '',
    password: '',
    header_key: '',
    header_value: '',
    timeout: 1000,
    json_path: '',
    unit: 0,
    sign_inverted: false,
  };
}

/**
 * The config a factory-fresh device writes on first boot (docs/firmware/onbattery-2024.05.03/settings.md §3), with the DTU serial
 * already replaced by the chip-derived one. Floats carry the firmware's single-precision value.
 */
export function factoryConfigFile(chipId: number = EMULATED_CHIP_ID): ConfigFile {
  return {
    cfg: { version: CONFIG_VERSION, save_count: 0 },
    wifi: {
      ssid: '',
      password: '',
      ip: '0.0.0.0',
      netmask: '0.0.0.0',
      gateway: '0.0.0.0',
      dns1: '0.0.0.0',
      dns2: '0.0.0.0',
      dhcp: true,
      hostname: DEFAULT_HOSTNAME,
      aptimeout: 3,
    },
    mdns: { enabled: false },
    ntp: {
      server: 'opendtu.pool.ntp.org',
      timezone: 'CET-1CEST,M3.5.0,M10.5.0/3',
      timezone_descr: 'Europe/Berlin',
      latitude: 51.165699005,
      longitude: 10.451499939,
      sunsettype: 1,
    },
    mqtt: {
      enabled: false,
      verbose_logging: true,
      hostname: '',
      port: 1883,
      username: '',
      password: '',
      topic: 'solar/',
      retain: true,
      publish_interval: 5,
      clean_session: true,
      lwt: { topic: 'dtu/status', value_online: 'online', value_offline: 'offline', qos: 2 },
      tls: {
        enabled: false,
        root_ca_cert: ISRG_ROOT_X1_PEM,
        certlogin: false,
        client_cert: '',
        client_key: '',
      },
      hass: { enabled: false, retain: true, topic: 'homeassistant/', individual_panels: false, expire: true },
    },
    dtu: {
      serial: dtuSerialFromChipId(chipId),
      poll_interval: 5,
      verbose_logging: true,
      nrf_pa_level: 0,
      cmt_pa_level: 0,
      cmt_frequency: 865000000,
      cmt_country_mode: 0,
    },
    security: { password: DEFAULT_ADMIN_PASSWORD, allow_readonly: true },
    device: {
      pinmapping: '',
      display: {
        powersafe: true,
        screensaver: true,
        rotation: 2,
        contrast: 60,
        language: 0,
        diagram_duration: 36000,
        diagram_mode: 1,
      },
      led: [{ brightness: 100 }, { brightness: 100 }],
    },
    inverters: Array.from({ length: CONFIG_INVERTER_SLOTS }, emptyInverterSlot),
    vedirect: { enabled: false, verbose_logging: false, updates_only: true },
    powermeter: {
      enabled: false,
      verbose_logging: true,
      interval: 10,
      source: 2,
      mqtt_topic_powermeter_1: '',
      mqtt_topic_powermeter_2: '',
      mqtt_topic_powermeter_3: '',
      sdmbaudrate: 9600,
      sdmaddress: 1,
      http_individual_requests: false,
      http_phases: Array.from({ length: CONFIG_HTTP_PHASES }, (_, i) => defaultHttpPhase(i)),
    },
    powerlimiter: {
      enabled: false,
      verbose_logging: true,
      solar_passtrough_enabled: true,
      solar_passtrough_losses: 3,
      battery_always_use_at_night: false,
      interval: 10,
      is_inverter_behind_powermeter: true,
      is_inverter_solar_powered: false,
      inverter_id: 0,
      inverter_channel_id: 0,
      target_power_consumption: 0,
      target_power_consumption_hysteresis: 0,
      lower_power_limit: 10,
      base_load_limit: 100,
      upper_power_limit: 800,
      ignore_soc: false,
      battery_soc_start_threshold: 80,
      battery_soc_stop_threshold: 20,
      voltage_start_threshold: 50,
      voltage_stop_threshold: 49,
      voltage_load_correction_factor: 0.001,
      inverter_restart_hour: -1,
      full_solar_passthrough_soc: 100,
      full_solar_passthrough_start_voltage: 100,
      full_solar_passthrough_stop_voltage: 100,
    },
    battery: {
      enabled: false,
      verbose_logging: true,
      provider: 0,
      jkbms_interface: 0,
      jkbms_polling_interval: 5,
      mqtt_topic: '',
      mqtt_voltage_topic: '',
    },
    huawei: {
      enabled: false,
      verbose_logging: true,
      can_controller_frequency: 8000000,
      auto_power_enabled: false,
      auto_power_batterysoc_limits_enabled: false,
      emergency_charge_enabled: false,
      voltage_limit: 42,
      enable_voltage_limit: 42,
      lower_power_limit: 150,
      upper_power_limit: 2000,
      stop_batterysoc_threshold: 95,
      target_power_consumption: 0,
    },
  };
}
