import {
  CODE,
  NTP_SERVER_MAX,
  NTP_TIMEZONE_DESCR_MAX,
  NTP_TIMEZONE_MAX,
  ntpAnswer,
  TIME_DAY_MAX,
  TIME_DAY_MIN,
  TIME_HOUR_MAX,
  TIME_MINUTE_MAX,
  TIME_MONTH_MAX,
  TIME_MONTH_MIN,
  TIME_SECOND_MAX,
  TIME_YEAR_MAX,
  TIME_YEAR_MIN,
} from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { epochFromLocal, localZone } from '../../device/local-time.ts';
import { byteLength } from '../../device/utf8-bytes.ts';
import { asFloat, asString, asUint8, asUint32, hasKeys } from '../../http/coerce.ts';
import { COMMON, respond } from '../../http/envelope.ts';
import { getJson, postData, saveAnswer } from '../../http/respond.ts';
import { ntpStatusBody, ntpTimeBody } from './ntp-status.ts';

const CONFIG_REQUIRED = ['ntp_server', 'ntp_timezone', 'longitude', 'latitude', 'sunsettype'] as const;
/** The fields of a manual time, in the firmware's order. */
export const TIME_FIELDS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

/** Range check per time field, in the firmware's order. */
const TIME_RANGES = [
  ['year', TIME_YEAR_MIN, TIME_YEAR_MAX, CODE.NtpYearInvalid],
  ['month', TIME_MONTH_MIN, TIME_MONTH_MAX, CODE.NtpMonthInvalid],
  ['day', TIME_DAY_MIN, TIME_DAY_MAX, CODE.NtpDayInvalid],
  ['hour', 0, TIME_HOUR_MAX, CODE.NtpHourInvalid],
  ['minute', 0, TIME_MINUTE_MAX, CODE.NtpMinuteInvalid],
  ['second', 0, TIME_SECOND_MAX, CODE.NtpSecondInvalid],
] as const;

function outOfRange(text: string, max: number): boolean {
  const bytes = byteLength(text);
  return bytes < 1 || bytes > max;
}

async function postNtpConfig(device: Device, data: Record<string, unknown>) {
  if (!hasKeys(data, CONFIG_REQUIRED)) return COMMON.missing();
  const server = asString(data.ntp_server);
  if (outOfRange(server, NTP_SERVER_MAX)) return respond(CODE.NtpServerLength, { max: NTP_SERVER_MAX });
  const timezone = asString(data.ntp_timezone);
  if (outOfRange(timezone, NTP_TIMEZONE_MAX))
    return respond(CODE.NtpTimezoneLength, { max: NTP_TIMEZONE_MAX });
  // Not required: a missing description reads as the text "null" and is stored as such.
  const descr = asString(data.ntp_timezone_descr);
  if (outOfRange(descr, NTP_TIMEZONE_DESCR_MAX)) {
    return respond(CODE.NtpTimezoneDescriptionLength, { max: NTP_TIMEZONE_DESCR_MAX });
  }
  return saveAnswer(device, (draft) => {
    draft.ntp.server = server;
    draft.ntp.timezone = timezone;
    draft.ntp.timezone_descr = descr;
    draft.ntp.latitude = asFloat(data.latitude);
    draft.ntp.longitude = asFloat(data.longitude);
    draft.ntp.sunsettype = asUint8(data.sunsettype);
  });
}

export type TimeFields = Record<(typeof TIME_FIELDS)[number], number>;

/**
 * How a generation reads the six fields of a manual time: the field values, or undefined for
 * "Values are missing!" (1005).
 */
export type TimeFieldReader = (data: Record<string, unknown>) => TimeFields | undefined;

/**
 * 2024.05.03 checks the keys only and reads each as unsigned: a negative value does not fit and
 * reads as 0 (so `hour: -1` passes), a numeric string is coerced.
 */
const readTimeFieldsByKey: TimeFieldReader = (data) =>
  hasKeys(data, TIME_FIELDS)
    ? (Object.fromEntries(TIME_FIELDS.map((key) => [key, asUint32(data[key])])) as TimeFields)
    : undefined;

function postNtpTime(device: Device, data: Record<string, unknown>, readFields: TimeFieldReader) {
  const fields = readFields(data);
  if (!fields) return COMMON.missing();
  for (const [key, min, max, code] of TIME_RANGES) {
    if (fields[key] < min || fields[key] > max) return respond(code, { min, max });
  }
  const { ntp } = device.config;
  device.setTime(epochFromLocal(fields, localZone(ntp.timezone_descr, ntp.timezone)));
  return respond(CODE.NtpTimeUpdated);
}

/**
 * `/api/ntp/config` (admin), `/api/ntp/status` (read-only) and `/api/ntp/time` (admin both
 * ways), docs/firmware/onbattery-2024.05.03/settings.md §2.3. Setting the time saves nothing.
 */
export function registerNtpRoutes(app: FastifyInstance, device: Device): void {
  getJson(app, '/api/ntp/config', 'admin', device, () => ntpAnswer(device.config));
  postData(app, '/api/ntp/config', 'admin', device, (data) => postNtpConfig(device, data));
  registerNtpStatusAndTime(app, device);
}

/**
 * The status and manual time endpoints, the same in every generation but for how the time's
 * fields are checked (`readFields`; default: the 2024 key check).
 */
export function registerNtpStatusAndTime(
  app: FastifyInstance,
  device: Device,
  readFields: TimeFieldReader = readTimeFieldsByKey,
): void {
  getJson(app, '/api/ntp/status', 'readonly', device, () => ntpStatusBody(device));
  getJson(app, '/api/ntp/time', 'admin', device, () => ntpTimeBody(device));
  postData(app, '/api/ntp/time', 'admin', device, (data) => postNtpTime(device, data, readFields));
}
