/** One entry of `/api/file/list` @ both 2026 tags: a file of the device's root folder. */
export interface DeviceFile {
  name: string;
  /** Bytes. */
  size: number;
}

/** The file `/api/file/get` gives without `file`, and the one a backup restores. */
export const CONFIG_FILE_NAME = 'config.json';

/** One module of `/api/logging/config`: its level 0–`LOG_LEVEL_MAX`, or −1 to follow the default. */
export interface LogModuleLevel {
  name: string;
  level: number;
}

/** `/api/logging/config` GET answer and POST body (`src/WebApi_logging.cpp` @ both 2026 tags). */
export interface LoggingConfig {
  loglevel: {
    /** 0 none, 1 error, 2 warning, 3 info, 4 debug, 5 verbose (ESP-IDF's `esp_log_level_t`). */
    default: number;
    /** Every module the firmware can tune, in its order (`src/Logging.cpp`). */
    modules: LogModuleLevel[];
  };
}

/** A module's level that follows `loglevel.default`. */
export const LOG_LEVEL_INHERIT = -1;
