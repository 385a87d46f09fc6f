import type { ApiResponse, ResponseType } from './api-response.ts';
import type { ResponseCode } from './code.ts';

/** What the UI needs to show a code, and what the emulator needs to answer it. */
export interface ResponseCodeInfo {
  /** Stable camelCase name, usable as a translation key. */
  key: string;
  /** Alert variant the firmware sends with this code. */
  type: ResponseType;
  /** `param` keys the firmware may send with this code. */
  params?: readonly ('min' | 'max')[];
  /**
   * The firmware's English `message`, byte for byte (typos included) where the API docs quote
   * it. Absent for codes never sent (1003) or whose text is built at run time (1007). `{min}` and
   * `{max}` stand where the firmware prints the same constant it sends in `param`
   * (`firmwareMessage` fills them), so a generation with another limit gets its own number.
   */
  message?: string;
}

const MAX = ['max'] as const;
const MIN_MAX = ['min', 'max'] as const;

/**
 * The generic codes' own texts. Other handlers send these codes with texts of their own (the
 * grid charger answers 1001 with "Limits applied!", 1002 and 1003 with a range): only with its own
 * text does a generic code mean what the catalogue says.
 */
export const GENERIC_CODE_MESSAGES: Readonly<Record<number, string | undefined>> = {
  1001: 'Settings saved!',
  1002: 'No values found!',
  1003: undefined,
  1004: 'Failed to parse data!',
  1005: 'Values are missing!',
  1006: 'Write failed!',
};

/**
 * The answer means what its code's catalogue entry says, so a translated text may stand for it;
 * otherwise the device's own `message` is the answer (no code, or a generic code sent with
 * another handler's text).
 */
export function meansCatalogueEntry(answer: ApiResponse): boolean {
  const { code } = answer;
  if (code === undefined) return false;
  return !(code in GENERIC_CODE_MESSAGES) || GENERIC_CODE_MESSAGES[code] === answer.message;
}

/** The catalogue, keyed by numeric code. */
export const RESPONSE_CODES: Readonly<Record<ResponseCode, ResponseCodeInfo>> = {
  1001: { key: 'settingsSaved', type: 'success', message: GENERIC_CODE_MESSAGES[1001] },
  1002: { key: 'noValuesFound', type: 'warning', message: GENERIC_CODE_MESSAGES[1002] },
  1003: { key: 'dataTooLarge', type: 'warning' },
  1004: { key: 'failedToParseData', type: 'warning', message: GENERIC_CODE_MESSAGES[1004] },
  1005: { key: 'valuesMissing', type: 'warning', message: GENERIC_CODE_MESSAGES[1005] },
  1006: { key: 'writeFailed', type: 'warning', message: GENERIC_CODE_MESSAGES[1006] },
  1007: { key: 'internalServerError', type: 'danger' },
  2001: { key: 'dtuSerialZero', type: 'warning', message: 'Serial cannot be zero!' },
  2002: { key: 'dtuPollZero', type: 'warning', message: 'Poll interval must be greater zero!' },
  2003: { key: 'dtuInvalidPowerLevel', type: 'warning', message: 'Invalid power level setting!' },
  2004: {
    key: 'dtuInvalidCmtFrequency',
    type: 'warning',
    params: MIN_MAX,
    message: 'Invalid CMT frequency setting!',
  },
  2005: { key: 'dtuInvalidCountry', type: 'warning', message: 'Invalid country setting!' },
  3001: { key: 'configNotDeleted', type: 'warning', message: 'Not deleted anything!' },
  3002: { key: 'configSuccess', type: 'success', message: 'Configuration resettet. Rebooting now...' },
  4001: { key: 'inverterSerialZero', type: 'warning', message: 'Serial must be a number > 0!' },
  4002: {
    key: 'inverterNameLength',
    type: 'warning',
    params: MAX,
    message: 'Name must between 1 and 31 characters long!',
  },
  4003: { key: 'inverterCount', type: 'warning', params: MAX, message: 'Only 10 inverters are supported!' },
  4004: { key: 'inverterAdded', type: 'success', message: 'Inverter created!' },
  4005: { key: 'inverterInvalidId', type: 'warning', message: 'Invalid ID specified!' },
  4006: {
    key: 'inverterInvalidMaxChannel',
    type: 'warning',
    message: 'Invalid amount of max channel setting given!',
  },
  4007: { key: 'inverterChanged', type: 'success', message: 'Inverter changed!' },
  4008: { key: 'inverterDeleted', type: 'success', message: 'Inverter deleted!' },
  4009: { key: 'inverterOrdered', type: 'success', message: 'Inverter order saved!' },
  5001: { key: 'limitSerialZero', type: 'warning', message: 'Serial must be a number > 0!' },
  // The limit endpoint sends only `max`; the rectifier limit endpoint sends `min` and `max`.
  5002: {
    key: 'limitInvalidLimit',
    type: 'warning',
    params: MIN_MAX,
    message: 'Limit must between 0 and 2250!',
  },
  5003: { key: 'limitInvalidType', type: 'warning', message: 'Invalid type specified!' },
  5004: { key: 'limitInvalidInverter', type: 'warning', message: 'Invalid inverter specified!' },
  6001: { key: 'maintenanceRebootTriggered', type: 'success', message: 'Reboot triggered!' },
  6002: { key: 'maintenanceRebootCancelled', type: 'warning', message: 'Reboot cancled!' },
  7001: {
    key: 'mqttHostnameLength',
    type: 'warning',
    params: MAX,
    message: 'MqTT Server must between 1 and 128 characters long!',
  },
  7002: {
    key: 'mqttUsernameLength',
    type: 'warning',
    params: MAX,
    message: 'Username must not be longer than 64 characters!',
  },
  7003: {
    key: 'mqttPasswordLength',
    type: 'warning',
    params: MAX,
    message: 'Password must not be longer than 64 characters!',
  },
  7004: {
    key: 'mqttTopicLength',
    type: 'warning',
    params: MAX,
    message: 'Topic must not be longer than {max} characters!',
  },
  7005: { key: 'mqttTopicCharacter', type: 'warning', message: 'Topic must not contain space characters!' },
  7006: { key: 'mqttTopicFinalSlash', type: 'warning', message: 'Topic must end with a slash (/)!' },
  7007: { key: 'mqttPort', type: 'warning', message: 'Port must be a number between 1 and 65535!' },
  7008: {
    key: 'mqttCertificateLength',
    type: 'warning',
    params: MAX,
    message: 'Certificates must not be longer than 2560 characters!',
  },
  7009: {
    key: 'mqttLwtTopicLength',
    type: 'warning',
    params: MAX,
    message: 'LWT topic must not be longer than {max} characters!',
  },
  7010: {
    key: 'mqttLwtTopicCharacter',
    type: 'warning',
    message: 'LWT topic must not contain space characters!',
  },
  7011: {
    key: 'mqttLwtOnlineLength',
    type: 'warning',
    params: MAX,
    message: 'LWT online value must not be longer than 20 characters!',
  },
  7012: {
    key: 'mqttLwtOfflineLength',
    type: 'warning',
    params: MAX,
    message: 'LWT offline value must not be longer than 20 characters!',
  },
  7013: {
    key: 'mqttPublishInterval',
    type: 'warning',
    params: MIN_MAX,
    message: 'Publish interval must be a number between {min} and {max}!',
  },
  7014: {
    key: 'mqttHassTopicLength',
    type: 'warning',
    params: MAX,
    message: 'Hass topic must not be longer than {max} characters!',
  },
  7015: {
    key: 'mqttHassTopicCharacter',
    type: 'warning',
    message: 'Hass topic must not contain space characters!',
  },
  7016: { key: 'mqttLwtQos', type: 'warning', params: MAX, message: 'LWT QoS must not be greater than 2!' },
  8001: { key: 'networkIpInvalid', type: 'warning', message: 'IP address is invalid!' },
  8002: { key: 'networkNetmaskInvalid', type: 'warning', message: 'Netmask is invalid!' },
  8003: { key: 'networkGatewayInvalid', type: 'warning', message: 'Gateway is invalid!' },
  8004: { key: 'networkDns1Invalid', type: 'warning', message: 'DNS Server IP 1 is invalid!' },
  8005: { key: 'networkDns2Invalid', type: 'warning', message: 'DNS Server IP 2 is invalid!' },
  8006: {
    key: 'networkApTimeoutInvalid',
    type: 'warning',
    message: 'ApTimeout must be a number between 0 and 99999!',
  },
  9001: {
    key: 'ntpServerLength',
    type: 'warning',
    params: MAX,
    message: 'NTP Server must between 1 and 31 characters long!',
  },
  9002: {
    key: 'ntpTimezoneLength',
    type: 'warning',
    params: MAX,
    message: 'Timezone must between 1 and 50 characters long!',
  },
  9003: {
    key: 'ntpTimezoneDescriptionLength',
    type: 'warning',
    params: MAX,
    message: 'Timezone description must between 1 and 50 characters long!',
  },
  9004: {
    key: 'ntpYearInvalid',
    type: 'warning',
    params: MIN_MAX,
    message: 'Year must be a number between 2022 and 2100!',
  },
  ...timeFieldCodes(),
  9010: { key: 'ntpTimeUpdated', type: 'success', message: 'Time updated!' },
  10001: {
    key: 'securityPasswordLength',
    type: 'warning',
    params: MAX,
    message: 'Password must between 8 and 64 characters long!',
  },
  10002: { key: 'securityAuthSuccess', type: 'success', message: 'Authentication successful!' },
  11001: { key: 'powerSerialZero', type: 'warning', message: 'Serial must be a number > 0!' },
  11002: { key: 'powerInvalidInverter', type: 'warning', message: 'Invalid inverter specified!' },
  12001: {
    key: 'hardwarePinMappingLength',
    type: 'warning',
    params: MAX,
    message: 'Pin mapping must between 1 and 63 characters long!',
  },
};

/**
 * Codes 9005–9009 share one sentence pattern; only the year text (9004) is quoted in the API
 * docs, the others follow the same firmware wording with their own field name and range.
 */
function timeFieldCodes(): Record<9005 | 9006 | 9007 | 9008 | 9009, ResponseCodeInfo> {
  const entry = (key: string, field: string, min: number, max: number): ResponseCodeInfo => ({
    key,
    type: 'warning',
    params: MIN_MAX,
    message: `${field} must be a number between ${min} and ${max}!`,
  });
  return {
    9005: entry('ntpMonthInvalid', 'Month', 1, 12),
    9006: entry('ntpDayInvalid', 'Day', 1, 31),
    9007: entry('ntpHourInvalid', 'Hour', 0, 23),
    9008: entry('ntpMinuteInvalid', 'Minute', 0, 59),
    9009: entry('ntpSecondInvalid', 'Second', 0, 59),
  };
}

/**
 * The English `message` the firmware sends with a catalogue entry: its text with the `param`
 * numbers in place of `{min}` and `{max}` (the firmware prints the limit it also sends).
 */
export function firmwareMessage(info: ResponseCodeInfo, param?: ApiResponse['param']): string {
  const text = info.message ?? '';
  return param
    ? text.replace(/\{(min|max)\}/g, (whole, name: 'min' | 'max') => String(param[name] ?? whole))
    : text;
}

/** Catalogue entry of a code, or `undefined` for a number the firmware never sends. */
export function responseCodeInfo(code: number): ResponseCodeInfo | undefined {
  return (RESPONSE_CODES as Record<number, ResponseCodeInfo | undefined>)[code];
}
