import type { ResponseCodeInfo } from '../response-codes.ts';

/**
 * Response codes both 2026 generations added (`include/WebApi_errors.h` @ v26.3.30,
 * @ 2026.03.31). 3001/3002 keep their numbers and texts under the new `File…` names.
 */
export const CODE_2026 = {
  FileNotDeleted: 3001,
  FileSuccess: 3002,
  FileDeleteSuccess: 3003,
  InverterStatsResetted: 4010,
  MqttClientIdLength: 7017,
  MqttHassTopicTrailingSlash: 7018,
  NetworkSyslogHostnameLength: 8007,
  NetworkSyslogPort: 8008,
} as const;

/** Messages of the new codes as the handlers send them (`src/WebApi_*.cpp` @ v26.3.30). */
export const RESPONSE_CODES_2026: Readonly<Record<number, ResponseCodeInfo>> = {
  3003: { key: 'fileDeleteSuccess', type: 'success', message: 'File deleted' },
  4010: { key: 'inverterStatsResetted', type: 'success', message: 'Stats resetted' },
  7017: {
    key: 'mqttClientIdLength',
    type: 'warning',
    params: ['max'],
    message: 'Client ID must not be longer than 64 characters!',
  },
  7018: {
    key: 'mqttHassTopicTrailingSlash',
    type: 'warning',
    message: 'Hass topic must end with a slash (/)!',
  },
  8007: {
    key: 'networkSyslogHostnameLength',
    type: 'warning',
    params: ['max'],
    message: 'Syslog Server must between 1 and 128 characters long!',
  },
  8008: { key: 'networkSyslogPort', type: 'warning', message: 'Port must be a number between 1 and 65535!' },
};
