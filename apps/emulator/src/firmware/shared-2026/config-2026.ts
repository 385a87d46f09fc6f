import {
  CONFIG_VERSION_2026,
  type ConfigFile,
  type ConfigFileInverter,
  factoryConfigFile,
  LOGGING_MODULES_MAX,
  SYSLOG_PORT_DEFAULT,
} from '@dtu/contract';

/** A module's own log level; −1 (or an empty name) leaves it at the default. */
export interface LoggingModule {
  level: number;
  name: string;
}

/**
 * The keys both 2026 generations added to `config.json` (`src/Configuration.cpp` `write` @
 * v26.3.30, @ 2026.03.31), held in memory beside the 2024 layout.
 */
export interface Config2026Extras {
  syslog: { enabled: boolean; hostname: string; port: number };
  logging: { default: number; modules: LoggingModule[] };
  mqtt: { clientid: string };
  device: { display: { locale: string } };
  inverters: { clear_eventlog: boolean }[];
}

/** The in-memory config of a 2026 generation: the shared layout plus the 2026 keys. */
export type Config2026 = ConfigFile & {
  syslog: Config2026Extras['syslog'];
  logging: Config2026Extras['logging'];
  mqtt: ConfigFile['mqtt'] & Config2026Extras['mqtt'];
  device: ConfigFile['device'] & { display: ConfigFile['device']['display'] & { locale: string } };
  inverters: (ConfigFileInverter & { clear_eventlog: boolean })[];
};

/** The 2026 view of a config held by a 2026 device (its layout put the extra keys there). */
export function config2026(config: Readonly<ConfigFile>): Readonly<Config2026> {
  return config as Readonly<Config2026>;
}

/** ESP-IDF log levels the firmware stores: 1 error (default), 5 verbose. */
const LOG_ERROR = 1;
const LOG_VERBOSE = 5;

/** The access point's name, which the firmware uses as MQTT client id when none is stored. */
export function apName(chipId: number): string {
  return `OpenDTU-${chipId}`;
}

/** Factory content of a 2026 generation (`read()` defaults of `src/Configuration.cpp`). */
export function factoryConfig2026(chipId: number, pollInterval: number): Config2026 {
  const base = factoryConfigFile(chipId);
  const config = base as Config2026;
  config.cfg.version = CONFIG_VERSION_2026;
  config.dtu.poll_interval = pollInterval;
  config.syslog = { enabled: false, hostname: '', port: SYSLOG_PORT_DEFAULT };
  config.logging = {
    default: LOG_ERROR,
    modules: Array.from({ length: LOGGING_MODULES_MAX }, () => ({ level: LOG_VERBOSE, name: '' })),
  };
  config.mqtt.clientid = apName(chipId);
  config.device.display.locale = 'en';
  for (const slot of config.inverters) slot.clear_eventlog = false;
  return config;
}

const LOCALES = ['en', 'de', 'fr'];

/**
 * `migrate()` of both 2026 generations for a file older than 0.1.30 (`src/Configuration.cpp`):
 * the display language number becomes a locale (< 0.1.29), logging starts at verbose with
 * module `CORE` at error (< 0.1.30). Older steps are the 2024 ones the merge already applies.
 */
export function migrateShared2026(config: Config2026, parsed: unknown, version: number): void {
  if (version < 0x00011d00) {
    const language = (parsed as { device?: { display?: { language?: unknown } } })?.device?.display?.language;
    const index = typeof language === 'number' ? language : 0;
    if (LOCALES[index]) config.device.display.locale = LOCALES[index]!;
  }
  if (version < 0x00011e00) {
    config.logging.default = LOG_VERBOSE;
    config.logging.modules[0] = { level: LOG_ERROR, name: 'CORE' };
  }
}
