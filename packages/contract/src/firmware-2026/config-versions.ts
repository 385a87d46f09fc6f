/** `CONFIG_VERSION` of both 2026 generations: 0.1.30 (`include/Configuration.h` @ v26.3.30, @ 2026.03.31). */
export const CONFIG_VERSION_2026 = 0x00011e00;

/** `CONFIG_VERSION_ONBATTERY` of OnBattery 2026.03.31 (`include/Configuration.h` @ 2026.03.31). */
export const ONBATTERY_CONFIG_VERSION_2026 = 8;

/**
 * Factory DTU poll interval in the unit each generation stores: seconds on plain OpenDTU
 * (`include/defaults.h` @ v26.3.30: 5), milliseconds on OnBattery since 2025.01.09
 * (`include/defaults.h` @ 2026.03.31: 5000).
 */
export const DTU_POLL_INTERVAL_DEFAULT_S = 5;
export const DTU_POLL_INTERVAL_DEFAULT_MS = 5000;

/** `mqtt_clientid` buffer: up to 64 bytes (`MQTT_MAX_CLIENTID_STRLEN`, `include/Configuration.h`). */
export const MQTT_CLIENTID_MAX = 64;

/** Syslog host name 1–128 bytes, port 1–65535 (`src/WebApi_network.cpp` @ both 2026 tags). */
export const SYSLOG_HOSTNAME_MAX = 128;
export const SYSLOG_PORT_MIN = 1;
export const SYSLOG_PORT_MAX = 65535;
export const SYSLOG_PORT_DEFAULT = 514;

/** Display locale: two letters in a 3-byte buffer (`include/Configuration.h`). */
export const DISPLAY_LOCALE_MAX = 2;

/** Log levels of `/api/logging/config`: 0 none … 5 verbose; −1 a module inheriting the default. */
export const LOG_LEVEL_MAX = 5;
/** Module slots of the logging config (`LOGGING_MAX_MODULES`). */
export const LOGGING_MODULES_MAX = 16;
