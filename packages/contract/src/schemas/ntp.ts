import { z } from 'zod';
import { NTP_SERVER_MAX, NTP_TIMEZONE_DESCR_MAX, NTP_TIMEZONE_MAX } from '../limits.ts';
import { intRange, uint8 } from './primitives.ts';

/** `Friday, May 03 2024 14:05:09` (C-locale `%A, %B %d %Y %H:%M:%S`). */
const localTime = z.string().regex(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{2} \d{4} \d{2}:\d{2}:\d{2}$/);

/** GET `/api/ntp/config`. */
export const ntpConfigSchema = z.strictObject({
  ntp_server: z.string().max(NTP_SERVER_MAX),
  ntp_timezone: z.string().max(NTP_TIMEZONE_MAX),
  ntp_timezone_descr: z.string().max(NTP_TIMEZONE_DESCR_MAX),
  longitude: z.number(),
  latitude: z.number(),
  sunsettype: uint8(),
});

/** GET `/api/ntp/status`. */
export const ntpStatusSchema = z.strictObject({
  ntp_server: z.string(),
  ntp_timezone: z.string(),
  ntp_timezone_descr: z.string(),
  ntp_status: z.boolean(),
  ntp_localtime: localTime,
  sun_risetime: z.union([z.literal('--'), localTime.regex(/:00$/)]),
  sun_settime: z.union([z.literal('--'), localTime.regex(/:00$/)]),
  sun_isSunsetAvailable: z.boolean(),
  sun_isDayPeriod: z.boolean(),
});

/** GET `/api/ntp/time` (1970 while the clock is unset, so no 2022 minimum here). */
export const ntpTimeSchema = z.strictObject({
  ntp_status: z.boolean(),
  year: intRange(1970, 9999),
  month: intRange(1, 12),
  day: intRange(1, 31),
  hour: intRange(0, 23),
  minute: intRange(0, 59),
  second: intRange(0, 59),
});
