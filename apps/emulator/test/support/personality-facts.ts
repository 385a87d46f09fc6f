import {
  type AuthMatrixRow,
  FIRMWARE_IDS,
  type FirmwareId,
  GENERATIONS,
  type Generation2026,
  type Lineage,
  limitTypeFor,
  MQTT_LIMITS_2026,
  WRITE_ENDPOINTS,
  WRITE_ENDPOINTS_2026_SHARED,
  WRITE_ENDPOINTS_ONBATTERY_2026,
} from '@dtu/contract';
import { personalityFor } from '../../src/firmware/index.ts';

/**
 * What an API suite needs to know about the generation it runs against, as data: from the
 * contract's generation facts and the emulator's personality, plus the few wire differences the
 * contracts in docs/firmware/ list. A suite that runs on every personality reads its differences
 * here instead of testing the firmware id.
 */
export interface PersonalityFacts {
  readonly firmware: FirmwareId;
  readonly lineage: Lineage;
  /** `config_version` of `/api/system/status`. */
  readonly configVersion: string;
  /** The same as `config.json` `cfg.version` writes it (`major << 24 | minor << 16 | patch << 8`). */
  readonly configFileVersion: number;
  /** Milliseconds per unit of `/api/dtu/config` `pollinterval`. */
  readonly pollIntervalUnitMs: number;
  /** `limit_type` of an absolute and a relative persistent limit. */
  readonly persistentLimitTypes: { absolute: number; relative: number };
  /** The later generations check JSON types (`is<T>()`): a wrongly typed key is "Values are missing!" (1005). */
  readonly strictTypes: boolean;
  /** Whether the settings answers still carry `verbose_logging` (dtu, mqtt). */
  readonly verboseLogging: boolean;
  /** The line end of `/console` lines. */
  readonly consoleLineEnd: string;
  /** How an admin opens a websocket while read-only access is off. */
  readonly socketAdminAuth: 'basic' | 'digest';
  /**
   * The file API: list and download routes; the key of the list array in the list answer (null:
   * the answer is the array) and the keys of each entry.
   */
  readonly files: {
    list: string;
    get: string;
    /** Where a file goes up (multipart, `?file=<name>`), followed by a reboot. */
    upload: string;
    /** The factory reset (`{delete: true}`). */
    deleteAll: string;
    listKey: string | null;
    entryKeys: readonly string[];
  };
  /** Where the time zone table comes from. */
  readonly zones: string;
  /** Whether the OnBattery routes and livedata blocks exist. */
  readonly onBattery: boolean;
  /** Every write (POST) endpoint of the generation, uploads included. */
  readonly writes: readonly string[];
  /** Whether the contract's `AUTH_MATRIX` is this generation's whole API (else only its shared rows apply). */
  readonly authMatrixComplete: boolean;
  /** Rows of `AUTH_MATRIX` (`METHOD path`) whose access class this generation changed. */
  readonly accessChanges: Readonly<Record<string, AuthMatrixRow['access']>>;
  /** Keys the 2026 base adds to every inverter object of the live data. */
  readonly inverterLiveExtras: readonly string[];
  /** The OnBattery blocks of `/api/livedata/status`, in order, after `inverters`, `total`, `hints`. */
  readonly liveBlocks: readonly string[];
  /** Hints the 2026 base adds after the 2024 ones. */
  readonly hintExtras: readonly string[];
  /**
   * The seconds of the first 16 after a `/livedata` socket connects (frozen device clock, the
   * simulated sources changing every second) that carry an OnBattery message.
   */
  readonly liveSocketBlockSeconds: readonly number[];
  /** Keys the 2026 base adds to each `/api/inverter/list` entry (`clear_eventlog` after `zero_day`). */
  readonly inverterListExtras: readonly string[];
  /**
   * Whether `/api/ntp/config` and the file's `ntp` carry the POSIX `timezone` (checked 1–50 bytes,
   * 9002). The 2026 base drops it and takes the rule from its zone table by the description.
   */
  readonly ntpTimezoneKey: boolean;
  /** Keys the 2026 base adds to `/api/network/config` after `mdnsenabled` (the syslog target). */
  readonly networkConfigExtras: readonly string[];
  /**
   * Whose channel settings the panel series of `/api/prometheus/metrics` print: the config slot at
   * the inverter's position among the running ones (2024.05.03, `config.Inverter[idx]`) or its
   * own (`Configuration.getInverterConfig(serial)`, `src/WebApi_prometheus.cpp` @ both 2026 tags).
   */
  readonly prometheusPanelSlot: 'position' | 'own';
  /**
   * The MQTT state topics of the DTU below `dtu/`, in publish order, and the per-inverter radio
   * topics below `<serial>/radio/` (`src/MqttHandleDtu.cpp`, `src/MqttHandleInverter.cpp`).
   */
  readonly mqttTopics: { dtu: readonly string[]; inverterRadio: readonly string[] };
  /** Keys the 2026 base adds to `/api/devinfo/status` (`src/WebApi_devinfo.cpp` @ v26.3.30, 2026.03.31). */
  readonly devInfoExtras: readonly string[];
  /**
   * `/api/mqtt/config`: topic buffer bytes (7004/7009/7014), publish interval range (7013),
   * whether `mqtt_clientid` exists (after `mqtt_port`, ≤ 64 → 7017) and whether a Home Assistant
   * topic not ending in `/` is refused (7018, like the base topic's 7006).
   */
  readonly mqtt: {
    topicMax: number;
    publishMin: number;
    publishMax: number;
    clientId: boolean;
    hassTopicSlash: boolean;
  };
}

/**
 * OnBattery 2026.03.31 guards two status GETs that were public (`checkCredentialsReadonly` in
 * `src/WebApi_powermeter.cpp` and `src/WebApi_powerlimiter.cpp` `onStatus`) and answers the battery
 * settings to the admin only (`src/WebApi_battery.cpp` `onAdminGet`; 2024.05.03: read-only).
 */
const ONBATTERY_2026_ACCESS_CHANGES = {
  'GET /api/powermeter/status': 'readonly',
  'GET /api/powerlimiter/status': 'readonly',
  'GET /api/battery/config': 'admin',
} as const;

/** `src/WebApi_ws_live.cpp` at each tag (docs/firmware/README.md, "How to tell the generations apart"). */
const LIVE_BLOCKS: Readonly<Record<Lineage, readonly string[]>> = {
  'onbattery-2024': ['vedirect', 'huawei', 'battery', 'power_meter'],
  'onbattery-2026': ['solarcharger', 'gridcharger', 'battery', 'power_meter'],
  opendtu: [],
};

/**
 * 2024.05.03 sends the blocks in full on connect and again once more than 10 s passed;
 * 2026.03.31 sends each block every second its data changed (`generateOnBatteryJsonResponse` in
 * `src/WebApi_ws_live.cpp`); plain OpenDTU has none.
 */
/** The `src/WebApi*.cpp` route tables at each tag. */
const WRITES: Readonly<Record<Lineage, readonly string[]>> = {
  'onbattery-2024': WRITE_ENDPOINTS,
  'onbattery-2026': WRITE_ENDPOINTS_ONBATTERY_2026,
  opendtu: WRITE_ENDPOINTS_2026_SHARED,
};

const ALL_16_SECONDS = Array.from({ length: 16 }, (_, index) => index + 1);
const LIVE_SOCKET_BLOCK_SECONDS: Readonly<Record<Lineage, readonly number[]>> = {
  'onbattery-2024': [1, 12],
  'onbattery-2026': ALL_16_SECONDS,
  opendtu: [],
};

const MQTT_DTU_2024 = ['uptime', 'ip', 'hostname', 'rssi', 'bssid'];
const MQTT_HEAP_2026 = ['heap/size', 'heap/free', 'heap/minfree', 'heap/maxalloc'];
/** The radio statistics of the 2026 base: keys of livedata `radio_stats`, topics below `<serial>/radio/`. */
export const RADIO_STATS = [
  'tx_request',
  'tx_re_request',
  'rx_success',
  'rx_fail_nothing',
  'rx_fail_partial',
  'rx_fail_corrupt',
  'rssi',
];

function fileVersionOf(version: string): number {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return major * 0x1000000 + minor * 0x10000 + patch * 0x100;
}

function factsOf(firmware: FirmwareId): PersonalityFacts {
  const facts = GENERATIONS[firmware];
  const later = facts.lineage !== 'onbattery-2024';
  return {
    firmware,
    lineage: facts.lineage,
    configVersion: facts.configVersion,
    configFileVersion: fileVersionOf(facts.configVersion),
    pollIntervalUnitMs: personalityFor(firmware).generation.pollIntervalUnitMs,
    persistentLimitTypes: {
      absolute: limitTypeFor(firmware, false, true) ?? Number.NaN,
      relative: limitTypeFor(firmware, true, true) ?? Number.NaN,
    },
    strictTypes: later,
    verboseLogging: !later,
    consoleLineEnd: later ? '\n' : '\r\n',
    socketAdminAuth: later ? 'digest' : 'basic',
    files: later
      ? {
          list: '/api/file/list',
          get: '/api/file/get?file=config.json',
          upload: '/api/file/upload',
          deleteAll: '/api/file/delete_all',
          listKey: null,
          entryKeys: ['name', 'size'],
        }
      : {
          list: '/api/config/list',
          get: '/api/config/get?file=config.json',
          upload: '/api/config/upload',
          deleteAll: '/api/config/delete',
          listKey: 'configs',
          entryKeys: ['name'],
        },
    zones: later ? '/api/ntp/zones' : '/zones.json',
    onBattery: personalityFor(firmware).onBatteryParts,
    writes: WRITES[facts.lineage],
    authMatrixComplete: !later,
    accessChanges: facts.lineage === 'onbattery-2026' ? ONBATTERY_2026_ACCESS_CHANGES : {},
    liveBlocks: LIVE_BLOCKS[facts.lineage],
    hintExtras: later ? ['pin_mapping_issue'] : [],
    inverterLiveExtras: later ? ['data_age_ms', 'radio_stats'] : [],
    liveSocketBlockSeconds: LIVE_SOCKET_BLOCK_SECONDS[facts.lineage],
    inverterListExtras: later ? ['clear_eventlog'] : [],
    ntpTimezoneKey: !later,
    networkConfigExtras: later ? ['syslogenabled', 'sysloghostname', 'syslogport'] : [],
    devInfoExtras: later ? ['pdl_supported'] : [],
    prometheusPanelSlot: later ? 'own' : 'position',
    mqttTopics: later
      ? {
          dtu: [...MQTT_DTU_2024.slice(0, 3), ...MQTT_HEAP_2026, ...MQTT_DTU_2024.slice(3), 'temperature'],
          inverterRadio: RADIO_STATS,
        }
      : { dtu: MQTT_DTU_2024, inverterRadio: [] },
    mqtt: later
      ? { ...MQTT_LIMITS_2026[firmware as Generation2026], clientId: true, hassTopicSlash: true }
      : { topicMax: 256, publishMin: 5, publishMax: 65535, clientId: false, hassTopicSlash: false },
  };
}

/** Every personality with its facts, for `describe.each`. */
export const PERSONALITIES: readonly PersonalityFacts[] = FIRMWARE_IDS.map(factsOf);
