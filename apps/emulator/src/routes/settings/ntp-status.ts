import type { NtpStatus, NtpTime } from '@dtu/contract';
import { CLOCK_VALID_AFTER_YEAR } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import { formatLocalTime, type LocalFields, localTime, localZone } from '../../device/local-time.ts';
import { sunTimes } from '../../device/sun-times.ts';

const UNAVAILABLE = '--';

function deviceLocalTime(device: Device): LocalFields {
  const { ntp } = device.config;
  return localTime(device.wallNow(), localZone(ntp.timezone_descr, ntp.timezone));
}

function clockValid(local: LocalFields): boolean {
  return local.year > CLOCK_VALID_AFTER_YEAR;
}

/** A sun event printed like the firmware: today's date, the event's hour and minute, `:00`. */
function sunText(today: LocalFields, minutes: number): string {
  return formatLocalTime({ ...today, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 });
}

/** `/api/ntp/status` (docs/firmware/onbattery-2024.05.03/settings.md §2.3 and §7). */
export function ntpStatusBody(device: Device): NtpStatus {
  const { ntp } = device.config;
  const zone = localZone(ntp.timezone_descr, ntp.timezone);
  const now = localTime(device.wallNow(), zone);
  const head = {
    ntp_server: ntp.server,
    ntp_timezone: ntp.timezone,
    ntp_timezone_descr: ntp.timezone_descr,
    ntp_status: clockValid(now),
    ntp_localtime: formatLocalTime(now),
  };
  // Without a valid clock the firmware has no sun data and treats it as day.
  if (!head.ntp_status) {
    return {
      ...head,
      sun_risetime: UNAVAILABLE,
      sun_settime: UNAVAILABLE,
      sun_isSunsetAvailable: true,
      sun_isDayPeriod: true,
    };
  }
  const sun = sunTimes(now, zone, ntp.latitude, ntp.longitude, ntp.sunsettype);
  if (!sun.available) {
    return {
      ...head,
      sun_risetime: UNAVAILABLE,
      sun_settime: UNAVAILABLE,
      sun_isSunsetAvailable: false,
      sun_isDayPeriod: true,
    };
  }
  const minutes = now.hour * 60 + now.minute;
  return {
    ...head,
    sun_risetime: sunText(now, sun.riseMinutes),
    sun_settime: sunText(now, sun.setMinutes),
    sun_isSunsetAvailable: true,
    sun_isDayPeriod: minutes >= sun.riseMinutes && minutes < sun.setMinutes,
  };
}

/** `/api/ntp/time` GET: local wall-clock fields (1970 while the clock is unset). */
export function ntpTimeBody(device: Device): NtpTime {
  const local = deviceLocalTime(device);
  return {
    ntp_status: clockValid(local),
    year: local.year,
    month: local.month,
    day: local.day,
    hour: local.hour,
    minute: local.minute,
    second: local.second,
  };
}
