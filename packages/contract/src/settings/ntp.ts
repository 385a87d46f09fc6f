/** GET `/api/ntp/config` (admin). */
export interface NtpConfig {
  /** Server max 31 bytes (UI 32). */
  ntp_server: string;
  /** POSIX TZ string, max 50 bytes. */
  ntp_timezone: string;
  /** IANA zone name (`Area/City`), max 50 bytes. */
  ntp_timezone_descr: string;
  /** Degrees, −180…180 (UI only). */
  longitude: number;
  /** Degrees, −90…90 (UI only). */
  latitude: number;
  /** 0 official, 1 nautical, 2 civil, 3 astronomical (see `SUNSET_TYPE`). */
  sunsettype: number;
}

/** POST `/api/ntp/config` `data`; `ntp_timezone_descr` is not required (missing → `"null"`). */
export type NtpConfigRequest = Omit<NtpConfig, 'ntp_timezone_descr'> & { ntp_timezone_descr?: string };

/** GET `/api/ntp/status` (read-only). */
export interface NtpStatus {
  ntp_server: string;
  ntp_timezone: string;
  ntp_timezone_descr: string;
  /** Clock valid (local year > 2016). */
  ntp_status: boolean;
  /** `"Friday, May 03 2024 14:05:09"` (C-locale `%A, %B %d %Y %H:%M:%S`). */
  ntp_localtime: string;
  /** Same format with `:00` seconds, or `"--"` when unavailable. */
  sun_risetime: string;
  sun_settime: string;
  /** False only when the sun does not cross the chosen horizon today. */
  sun_isSunsetAvailable: boolean;
  /** True when now is in [sunrise, sunset), and whenever the sun data are invalid. */
  sun_isDayPeriod: boolean;
}

/** The local date/time fields of `/api/ntp/time` (POST `data`, all required). */
export interface NtpTimeFields {
  /** 2022–2100. */
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31 (day 31 in a short month rolls over). */
  day: number;
  /** 0–23. */
  hour: number;
  /** 0–59. */
  minute: number;
  /** 0–59. */
  second: number;
}

/** GET `/api/ntp/time` (admin); local time, 1970 while the clock is unset. */
export interface NtpTime extends NtpTimeFields {
  ntp_status: boolean;
}
