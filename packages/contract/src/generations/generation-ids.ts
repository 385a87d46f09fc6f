import { MQTT_PUBLISH_INTERVAL_MAX_UI_S, MQTT_PUBLISH_INTERVAL_MIN_S, MQTT_TOPIC_MAX_UI } from '../limits.ts';

/** The firmware generations the web app knows (docs/firmware/README.md). */
export const GENERATION_IDS = ['onbattery-2024.05.03', 'onbattery-2026.03.31', 'opendtu-v26.3.30'] as const;
export type GenerationId = (typeof GENERATION_IDS)[number];

/** A known generation, or `unknown`: a newer release or a build of unknown lineage (read-only). */
export type Generation = GenerationId | 'unknown';

/** Which project the firmware comes from, told by its answers (not by its version). */
export type Lineage = 'onbattery-2024' | 'onbattery-2026' | 'opendtu';

/** The wire shape of an area, named after the generation that introduced it (docs/firmware/). */
export type AreaForm = '2024' | '2026';

/**
 * The settings areas and pages whose existence or wire shape differs between the generations: a
 * page writes only the shape its generation takes.
 */
export type GenerationArea =
  | 'powerlimiter'
  | 'battery'
  | 'powermeter'
  | 'gridcharger'
  | 'solarcharger'
  /** The 2024 read-only view of the VE.Direct link (`/api/vedirect/status`), gone on 2026.03.31. */
  | 'solarcharger-status'
  | 'mqtt'
  /** The logging settings (`/api/logging/config`), 2026 generations only. */
  | 'logging'
  /** The config files: config management of `/api/config/*` (2024) or the file manager of `/api/file/*` (2026). */
  | 'files';

/** What a page may show or change on `generation` beside the areas' forms. */
export interface GenerationFeatures {
  /** The inverter's radio statistics (`radio_stats` of the livedata, its modal and reset). */
  radioStats: boolean;
  /** The network page's syslog fields (`syslogenabled`, `sysloghostname`, `syslogport`). */
  syslog: boolean;
  /** The system page's extra cards (CPU temperature, flash size, task details). */
  systemExtras: boolean;
  /** `GET /api/firmware/status` answers whether the board has a second app slot (`ota_supported`). */
  otaCheck: boolean;
}

/** The MQTT page's limits (`include/Configuration.h`, `src/WebApi_mqtt.cpp` of each tag). */
export interface MqttFormLimits {
  /** Bytes of the base, LWT and Home Assistant topic. */
  topicMax: number;
  /** Seconds of the publish interval. */
  publishMin: number;
  publishMax: number;
  /** The Home Assistant prefix must end with `/` (7018). */
  hassTrailingSlash: boolean;
}

/** Everything that differs between the known generations: one row each. */
export interface GenerationFacts {
  lineage: Lineage;
  /** The release tag `git_hash` names (exactly, or as `<tag>-N-g<sha>` on a development build). */
  tag: string;
  /** `config_version` (`CONFIG_VERSION` of `include/Configuration.h`). */
  configVersion: string;
  /** `config_version_onbattery`; absent before 2025 and on plain OpenDTU. */
  configVersionOnBattery?: number;
  /** The product as its own web app names itself (navbar, page titles, about page). */
  productName: 'OpenDTU-OnBattery' | 'OpenDTU';
  /** The GitHub repository (`owner/name`) of its releases and issues (the about page links them). */
  repository: string;
  /** Unit of `/api/dtu/config` `pollinterval` (`include/defaults.h`, `lib/Hoymiles/src/Hoymiles.cpp`). */
  pollIntervalUnit: 's' | 'ms';
  /** `limit_type` of a persistent limit, absolute and relative (`ActivePowerControlCommand.h`). */
  persistentLimitTypes: { absolute: number; relative: number };
  /** The websockets it serves (`src/WebApi_ws_*.cpp`); others answer `index.html`. */
  sockets: readonly string[];
  /**
   * The shape of each area our pages write on it; an area it lacks is left out (no page, no menu
   * entry). The power limiter's form is also the shape of its status (`/api/powerlimiter/status`).
   */
  areas: Readonly<Partial<Record<GenerationArea, AreaForm>>>;
  /** The routes that moved between the generations. */
  routes: {
    /** Where the device manager reads `pin_mapping.json`. */
    pinMapping: string;
  };
  mqttLimits: MqttFormLimits;
  features: GenerationFeatures;
  /** What the firmware embeds of its web app (`board_build.embed_files` of its `platformio.ini`). */
  flash: {
    /** It embeds `zones.json.gz` and serves `/zones.json` (2026: `GET /api/ntp/zones` instead). */
    embedsZones: boolean;
    /**
     * Bytes of its own `js/app.js.gz`: the ceiling of our flash build for it
     * (docs/firmware/README.md, "Byte ceilings").
     */
    ceilingBytes: number;
  };
}

const ONBATTERY_2024_AREAS = {
  powerlimiter: '2024',
  battery: '2024',
  powermeter: '2024',
  gridcharger: '2024',
  solarcharger: '2024',
  'solarcharger-status': '2024',
  mqtt: '2024',
  files: '2024',
} as const;

const FEATURES_2026: GenerationFeatures = {
  radioStats: true,
  syslog: true,
  systemExtras: true,
  otaCheck: true,
};

/** `/api/file/get` of both 2026 generations (`src/WebApi_file.cpp`); `/api/config/get` is gone there. */
const PIN_MAPPING_2026 = '/api/file/get?file=pin_mapping.json';

export const GENERATIONS: Readonly<Record<GenerationId, GenerationFacts>> = {
  'onbattery-2024.05.03': {
    lineage: 'onbattery-2024',
    tag: '2024.05.03',
    configVersion: '0.1.28',
    productName: 'OpenDTU-OnBattery',
    repository: 'hoylabs/OpenDTU-OnBattery',
    pollIntervalUnit: 's',
    persistentLimitTypes: { absolute: 256, relative: 257 },
    sockets: ['/livedata', '/console', '/vedirectlivedata', '/batterylivedata', '/huaweilivedata'],
    areas: ONBATTERY_2024_AREAS,
    routes: { pinMapping: '/api/config/get?file=pin_mapping.json' },
    // The base, LWT and Home Assistant topics share the page's limit of 32 bytes.
    mqttLimits: {
      topicMax: MQTT_TOPIC_MAX_UI,
      publishMin: MQTT_PUBLISH_INTERVAL_MIN_S,
      publishMax: MQTT_PUBLISH_INTERVAL_MAX_UI_S,
      hassTrailingSlash: false,
    },
    features: { radioStats: false, syslog: false, systemExtras: false, otaCheck: false },
    flash: { embedsZones: true, ceilingBytes: 209_720 },
  },
  'onbattery-2026.03.31': {
    lineage: 'onbattery-2026',
    tag: '2026.03.31',
    configVersion: '0.1.30',
    configVersionOnBattery: 8,
    productName: 'OpenDTU-OnBattery',
    repository: 'hoylabs/OpenDTU-OnBattery',
    pollIntervalUnit: 'ms',
    persistentLimitTypes: { absolute: 2, relative: 3 },
    sockets: ['/livedata', '/console', '/batterylivedata', '/solarchargerlivedata', '/gridchargerlivedata'],
    areas: {
      powerlimiter: '2026',
      battery: '2026',
      powermeter: '2026',
      gridcharger: '2026',
      solarcharger: '2026',
      mqtt: '2026',
      logging: '2026',
      files: '2026',
    },
    routes: { pinMapping: PIN_MAPPING_2026 },
    mqttLimits: { topicMax: 256, publishMin: 1, publishMax: 86400, hassTrailingSlash: true },
    features: FEATURES_2026,
    flash: { embedsZones: false, ceilingBytes: 257_897 },
  },
  'opendtu-v26.3.30': {
    lineage: 'opendtu',
    tag: 'v26.3.30',
    configVersion: '0.1.30',
    productName: 'OpenDTU',
    repository: 'tbnobody/OpenDTU',
    pollIntervalUnit: 's',
    persistentLimitTypes: { absolute: 2, relative: 3 },
    sockets: ['/livedata', '/console'],
    areas: { mqtt: '2026', logging: '2026', files: '2026' },
    routes: { pinMapping: PIN_MAPPING_2026 },
    mqttLimits: { topicMax: 32, publishMin: 5, publishMax: 65535, hassTrailingSlash: true },
    features: FEATURES_2026,
    flash: { embedsZones: false, ceilingBytes: 216_428 },
  },
};

/** The sockets every generation serves: all an unknown one is asked for. */
export const COMMON_SOCKETS: readonly string[] = ['/livedata', '/console'];
