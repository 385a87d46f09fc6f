import { readFileSync } from 'node:fs';
import { CODE, NTP_SERVER_MAX, NTP_TIMEZONE_DESCR_MAX, type NtpConfig2026, ntpAnswer } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { byteLength } from '../../device/utf8-bytes.ts';
import { COMMON, respond } from '../../http/envelope.ts';
import { getJson, postData, saveAnswer } from '../../http/respond.ts';
import {
  registerNtpStatusAndTime,
  TIME_FIELDS,
  type TimeFieldReader,
  type TimeFields,
} from '../../routes/settings/ntp-routes.ts';
import { isFloat, isString, isUint } from './strict-types.ts';

/** Zone name → POSIX TZ string, the table `GET /api/ntp/zones` serves. */
export type ZoneTable = Readonly<Record<string, string>>;

/** Reads the zone table once (the web app's `zones.json`, the same IANA → POSIX list). */
export function loadZoneTable(path: string): ZoneTable {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ZoneTable;
  } catch {
    return {};
  }
}

const outOfRange = (text: string, max: number) => byteLength(text) < 1 || byteLength(text) > max;

/**
 * `/api/ntp/config` of both 2026 generations (`src/WebApi_ntp.cpp` @ v26.3.30): no
 * `ntp_timezone`; strict types; the description 1–50 bytes (9003). The device takes the POSIX
 * rule from its zone table by that name (`NtpSettings::setTimezone`), so only the name is stored.
 */
async function postNtpConfig2026(device: Device, data: Record<string, unknown>, zones: ZoneTable) {
  const typed =
    isString(data.ntp_server) &&
    isString(data.ntp_timezone_descr) &&
    isFloat(data.longitude) &&
    isFloat(data.latitude) &&
    isUint(data.sunsettype, 0xff);
  if (!typed) return COMMON.missing();
  const server = data.ntp_server as string;
  if (outOfRange(server, NTP_SERVER_MAX)) return respond(CODE.NtpServerLength, { max: NTP_SERVER_MAX });
  const descr = data.ntp_timezone_descr as string;
  if (outOfRange(descr, NTP_TIMEZONE_DESCR_MAX))
    return respond(CODE.NtpTimezoneDescriptionLength, { max: NTP_TIMEZONE_DESCR_MAX });
  return saveAnswer(device, (draft) => {
    draft.ntp.server = server;
    draft.ntp.timezone_descr = descr;
    draft.ntp.timezone = zones[descr] ?? draft.ntp.timezone;
    draft.ntp.latitude = data.latitude as number;
    draft.ntp.longitude = data.longitude as number;
    draft.ntp.sunsettype = data.sunsettype as number;
  });
}

const UINT32_MAX = 0xffffffff;

/**
 * `onNtpTimePost` of both 2026 generations checks `is<uint>()` on all six fields before any
 * range: a negative, fractional or string value is "Values are missing!" (1005).
 */
const readTimeFieldsByType: TimeFieldReader = (data) =>
  TIME_FIELDS.every((key) => isUint(data[key], UINT32_MAX))
    ? (Object.fromEntries(TIME_FIELDS.map((key) => [key, data[key]])) as TimeFields)
    : undefined;

export function registerNtp2026Routes(app: FastifyInstance, device: Device, zones: ZoneTable): void {
  getJson(app, '/api/ntp/config', 'admin', device, (): NtpConfig2026 => {
    // The 2024 answer without `ntp_timezone` (the rule comes from the zone table by name).
    const { ntp_timezone: _, ...answer } = ntpAnswer(device.config);
    return answer;
  });
  postData(app, '/api/ntp/config', 'admin', device, (data) => postNtpConfig2026(device, data, zones));
  getJson(app, '/api/ntp/zones', 'readonly', device, () => zones);
  registerNtpStatusAndTime(app, device, readTimeFieldsByType);
}
