/**
 * Every numeric limit of the device API and the UI, defined once. Where the UI and the firmware
 * disagree both exist: `…_UI` is what the form enforces, the plain name is what the server checks.
 */

// Inverters
/** Maximum number of inverters the firmware manages (`INV_MAX_COUNT`). */
export const INVERTER_MAX_COUNT = 10;
/** Maximum inverter name length in bytes (`INV_MAX_NAME_STRLEN`). */
export const INVERTER_NAME_MAX = 31;
/** DC channels (strings) per inverter slot (`INV_MAX_CHAN_COUNT`). */
export const INVERTER_CHANNEL_MAX = 6;
/** String name length; stored in a 31-byte buffer, no server-side check. */
export const CHANNEL_NAME_MAX = 31;
/** Failed requests before an inverter counts as unreachable (UI range). */
export const REACHABLE_THRESHOLD_MIN = 1;
export const REACHABLE_THRESHOLD_MAX = 100;
/** Entries an inverter keeps in its event log. */
export const EVENT_LOG_MAX_ENTRIES = 15;
/**
 * The event codes (`message_id`) an inverter logs when it is switched off and on by command
 * ("Remote: Shut down", "Inverter start"): what a power limiter switching its inverter leaves.
 */
export const EVENT_REMOTE_SHUTDOWN = 124;
export const EVENT_INVERTER_START = 1;

// Limit and power commands
/** Relative limit range in %. */
export const LIMIT_RELATIVE_MIN = 0;
export const LIMIT_RELATIVE_MAX = 100;
/** Largest `limit_value` the API accepts for any limit type (`MAX_INVERTER_LIMIT`). */
export const LIMIT_VALUE_MAX = 2250;
/** Absolute limit upper bound in W used by the UI when the inverter's max power is unknown. */
export const LIMIT_ABSOLUTE_FALLBACK_W = 2250;
/** Added to `limit_type` for a limit that survives an inverter restart. */
export const LIMIT_PERSISTENT_FLAG = 256;
/** After a limit command the firmware does not re-read the limit for this long. */
export const LIMIT_READ_HOLDOFF_S = 240;

// Security
/** Admin password length in bytes. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

// DTU radio
/** DTU serial range accepted by the UI's number input. */
export const DTU_SERIAL_MIN = 1;
export const DTU_SERIAL_MAX = 199999999999;
/** Poll interval in s (UI range; the server only rejects 0). */
export const DTU_POLL_INTERVAL_MIN_S = 1;
export const DTU_POLL_INTERVAL_MAX_S = 86400;
/** NRF PA level index 0 (Min) … 3 (Max). */
export const NRF_PA_LEVEL_MAX = 3;
/** CMT transmit power in dBm. */
export const CMT_PA_LEVEL_MIN_DBM = -10;
export const CMT_PA_LEVEL_MAX_DBM = 20;
/** CMT channel width and frequency step in Hz. */
export const CMT_CHANNEL_WIDTH_HZ = 250000;
/** Number of CMT countries (ids 0…2). */
export const CMT_COUNTRY_COUNT = 3;
/** Connecting after a CMT frequency change can take this long (UI hint). */
export const CMT_FREQUENCY_CHANGE_CONNECT_MIN = 15;

// Network
/** Hostname bytes: server 31, UI input 32. */
export const HOSTNAME_MAX = 31;
export const HOSTNAME_MAX_UI = 32;
export const SSID_MIN = 1;
export const SSID_MAX = 32;
/** WiFi password bytes: server 63 (its message says 64), UI input 64. */
export const WIFI_PASSWORD_MAX = 63;
export const WIFI_PASSWORD_MAX_UI = 64;
/** Length of the IP/netmask/gateway/DNS inputs. */
export const IP_FIELD_MAX_UI = 32;
/** Admin access-point timeout in minutes (0 = never off). */
export const AP_TIMEOUT_MIN = 0;
export const AP_TIMEOUT_MAX = 99999;

// NTP and time
/** NTP server bytes: server 31, UI input 32. */
export const NTP_SERVER_MAX = 31;
export const NTP_SERVER_MAX_UI = 32;
/** POSIX TZ string and zone-name bytes (server). */
export const NTP_TIMEZONE_MAX = 50;
export const NTP_TIMEZONE_DESCR_MAX = 50;
/** The read-only timezone text input of the NTP page. */
export const NTP_TIMEZONE_MAX_UI = 32;
export const LATITUDE_MIN = -90;
export const LATITUDE_MAX = 90;
export const LONGITUDE_MIN = -180;
export const LONGITUDE_MAX = 180;
export const SUNSET_TYPE_MAX = 3;
/** Manual time-set ranges (`/api/ntp/time`, codes 9004–9009). */
export const TIME_YEAR_MIN = 2022;
export const TIME_YEAR_MAX = 2100;
export const TIME_MONTH_MIN = 1;
export const TIME_MONTH_MAX = 12;
export const TIME_DAY_MIN = 1;
export const TIME_DAY_MAX = 31;
export const TIME_HOUR_MAX = 23;
export const TIME_MINUTE_MAX = 59;
export const TIME_SECOND_MAX = 59;
/** A year above this means the clock is valid. */
export const CLOCK_VALID_AFTER_YEAR = 2016;
/** The clock-not-set warning appears only after this much uptime. */
export const CLOCK_WARNING_AFTER_S = 60;

// MQTT (server limits of docs/firmware/onbattery-2024.05.03/settings.md §9; UI limits of docs/product/settings-and-info.md §5)
export const MQTT_HOSTNAME_MAX = 128;
export const MQTT_USERNAME_MAX = 64;
export const MQTT_PASSWORD_MAX = 64;
export const MQTT_PORT_MIN = 1;
export const MQTT_PORT_MAX = 65535;
export const MQTT_TOPIC_MAX = 256;
export const MQTT_TOPIC_MAX_UI = 32;
export const MQTT_LWT_TOPIC_MAX = 256;
export const MQTT_LWT_TOPIC_MAX_UI = 32;
export const MQTT_LWT_VALUE_MAX = 20;
export const MQTT_LWT_QOS_MAX = 2;
export const MQTT_HASS_TOPIC_MAX = 256;
export const MQTT_HASS_TOPIC_MAX_UI = 32;
/** Root CA, client certificate and client key, each. */
export const MQTT_CERT_MAX = 2560;
/** Cap of the certificate description in `/api/mqtt/status`. */
export const MQTT_CERT_INFO_MAX = 1023;
/** Publish interval in s: server 5–65535, UI 5–86400. */
export const MQTT_PUBLISH_INTERVAL_MIN_S = 5;
export const MQTT_PUBLISH_INTERVAL_MAX_S = 65535;
export const MQTT_PUBLISH_INTERVAL_MAX_UI_S = 86400;

// Device manager
/** Stored pin-mapping profile name bytes (code 12001). */
export const PIN_MAPPING_NAME_MAX = 63;
/** Profile names in `pin_mapping.json` are cut to this many bytes when loaded. */
export const PIN_MAPPING_PROFILE_NAME_MAX = 31;
/** "Unset" pin markers: signed pins use −1, the unsigned display pins 255. */
export const PIN_UNSET = -1;
export const PIN_UNSET_UNSIGNED = 255;
export const DISPLAY_CONTRAST_MIN = 0;
export const DISPLAY_CONTRAST_MAX = 100;
export const DIAGRAM_DURATION_MIN_S = 600;
export const DIAGRAM_DURATION_MAX_S = 86400;
export const LED_COUNT = 2;
export const LED_BRIGHTNESS_MIN = 0;
export const LED_BRIGHTNESS_MAX = 100;

// Battery
export const JKBMS_POLLING_INTERVAL_MIN_S = 2;
export const JKBMS_POLLING_INTERVAL_MAX_S = 90;
export const BATTERY_MQTT_TOPIC_MAX = 256;

// AC charger (Huawei config form)
export const AC_CHARGER_VOLTAGE_MIN_V = 42;
export const AC_CHARGER_VOLTAGE_MAX_V = 58.5;
/** Lower bound of the voltage limit without CAN bus (hint text). */
export const AC_CHARGER_VOLTAGE_OFFLINE_MIN_V = 48;
export const AC_CHARGER_VOLTAGE_STEP_V = 0.01;
export const AC_CHARGER_LOWER_POWER_MIN_W = 50;
export const AC_CHARGER_LOWER_POWER_MAX_W = 3000;
export const AC_CHARGER_UPPER_POWER_MIN_W = 100;
export const AC_CHARGER_UPPER_POWER_MAX_W = 3000;
export const AC_CHARGER_TARGET_POWER_MIN_W = -3000;
export const AC_CHARGER_TARGET_POWER_MAX_W = 3000;
export const AC_CHARGER_STOP_SOC_MIN = 2;
export const AC_CHARGER_STOP_SOC_MAX = 100;
/** Battery SoC is trusted only if the battery reported within this time. */
export const AC_CHARGER_SOC_MAX_AGE_S = 60;

// Rectifier limit dialog (`/api/huawei/limit/config`)
export const RECTIFIER_VOLTAGE_MIN_V = 42;
export const RECTIFIER_VOLTAGE_OFFLINE_MIN_V = 48;
export const RECTIFIER_VOLTAGE_MAX_V = 58;
export const RECTIFIER_VOLTAGE_STEP_V = 0.01;
export const RECTIFIER_CURRENT_MIN_A = 0;
export const RECTIFIER_CURRENT_MAX_A = 60;
export const RECTIFIER_CURRENT_STEP_A = 0.1;

// Power limiter (UI-only rules; the server checks nothing)
export const POWER_LIMITER_LOWER_LIMIT_MIN_W = 10;
export const POWER_LIMITER_LOSSES_MIN = 0;
export const POWER_LIMITER_LOSSES_MAX = 10;
export const POWER_LIMITER_SOC_MIN = 0;
export const POWER_LIMITER_SOC_MAX = 100;
export const POWER_LIMITER_VOLTAGE_MIN_V = 16;
export const POWER_LIMITER_VOLTAGE_MAX_V = 66;
export const POWER_LIMITER_VOLTAGE_STEP_V = 0.01;
export const POWER_LIMITER_CORRECTION_FACTOR_STEP = 0.0001;
/** `inverter_restart_hour`: −1 disables the daily restart, else 0–23. */
export const POWER_LIMITER_RESTART_HOUR_OFF = -1;
export const POWER_LIMITER_RESTART_HOUR_MAX = 23;

// Power meter
export const POWER_METER_HTTP_PHASES = 3;
export const POWER_METER_URL_MAX = 1024;
export const POWER_METER_USERNAME_MAX = 64;
export const POWER_METER_PASSWORD_MAX = 64;
export const POWER_METER_HEADER_KEY_MAX = 64;
export const POWER_METER_HEADER_VALUE_MAX = 256;
export const POWER_METER_JSON_PATH_MAX = 256;
export const POWER_METER_MQTT_TOPIC_MAX = 256;
/** HTTP timeout in ms; stored as 16-bit, 0 is rejected. */
export const POWER_METER_TIMEOUT_MIN_MS = 1;
export const POWER_METER_TIMEOUT_MAX_MS = 65535;

// Websockets and polling
/** Text ping the live socket client sends to keep the connection up. */
export const WS_KEEPALIVE_S = 59;
/** Delay before the live socket reconnects after an empty message. */
export const WS_RECONNECT_S = 10;
/** Console socket ping / reconnect check. */
export const CONSOLE_PING_S = 5;
export const CONSOLE_ROWS = 24;
/** Clients per socket; the oldest is closed by a cleanup every second. */
export const WS_MAX_CLIENTS = 8;
export const WS_CLEANUP_INTERVAL_MS = 1000;
/** Live inverter data may take this long to appear. */
export const LIVE_DATA_WAIT_S = 10;
/** Delay between a rebooting answer and the restart. */
export const REBOOT_DELAY_MS = 1000;

// Firmware upload
export const FIRMWARE_STATUS_POLL_MS = 1000;
/** The browser computes the upload's MD5 in chunks of this size. */
export const FIRMWARE_MD5_CHUNK_BYTES = 2 * 1024 * 1024;
export const FIRMWARE_MD5_LENGTH = 32;
/** OTA slot size on 4 MB boards. */
export const FIRMWARE_OTA_SLOT_BYTES = 1966080;

// UI timing and presentation
export const TOAST_DELAY_MS = 5000;
/** Countdown before a dismissible alert closes. */
export const ALERT_DISMISS_MS = 1000;
/** Pull-to-refresh: px to trigger, px maximum pull, px the content moves while reloading. */
export const PULL_TO_REFRESH_THRESHOLD_PX = 60;
export const PULL_TO_REFRESH_MAX_PX = 80;
export const PULL_TO_REFRESH_RELOAD_DISTANCE_PX = 50;
export const PULL_TO_REFRESH_TIMEOUT_MS = 500;
export const SEASONAL_ICON_REFRESH_MS = 10000;

// Data-age colours (seconds)
/** Charge controller turns red at or above this age. */
export const VEDIRECT_DATA_AGE_RED_S = 10;
/** Rectifier: red above, blue below. */
export const RECTIFIER_DATA_AGE_RED_ABOVE_S = 20;
export const RECTIFIER_DATA_AGE_BLUE_BELOW_S = 19;
/** Battery turns red at or above this age. */
export const BATTERY_DATA_AGE_RED_S = 20;
/** Inverter header adds an absolute time above this age. */
export const INVERTER_DATA_AGE_ABSOLUTE_S = 300;

// WiFi quality from RSSI (dBm)
export const RSSI_QUALITY_MIN_DBM = -100;
export const RSSI_QUALITY_MAX_DBM = -50;
