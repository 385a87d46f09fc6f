import { describe, expect, it } from 'vitest';
import {
  dayKey,
  dayNumber,
  isoWithOffset,
  localToUtc,
  minuteOfDay,
  parseDeviceLocalTime,
  posixStdOffsetMin,
  zoneOffsetMin,
} from './device-time.ts';

describe('device time', () => {
  it('parses the firmware local time as wall-clock ms', () => {
    expect(parseDeviceLocalTime('Friday, May 03 2024 14:05:09')).toBe(Date.UTC(2024, 4, 3, 14, 5, 9));
    expect(parseDeviceLocalTime('--')).toBeUndefined();
  });

  it('takes the zone offset from the IANA name, DST included, else the POSIX standard offset', () => {
    expect(zoneOffsetMin(Date.UTC(2024, 0, 10), 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMin(Date.UTC(2024, 6, 10), 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetMin(Date.UTC(2024, 6, 10), 'null', 'CET-1CEST,M3.5.0,M10.5.0/3')).toBe(60);
    expect(posixStdOffsetMin('EST5EDT,M3.2.0,M11.1.0')).toBe(-300);
    expect(posixStdOffsetMin('<+0530>-5:30')).toBe(330);
  });

  it('follows the offset second by second across a change, and from zone to zone', () => {
    // 31 March 2024 01:00 UTC: Berlin goes from +60 to +120; Kathmandu is +345 throughout.
    const change = Date.UTC(2024, 2, 31, 1);
    expect(zoneOffsetMin(change - 1000, 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMin(change - 1, 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMin(change, 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetMin(change, 'Asia/Kathmandu')).toBe(345);
    expect(zoneOffsetMin(change + 1000, 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetMin(change - 1000, 'Europe/Berlin')).toBe(60);
  });

  it('converts local wall time to UTC across the spring-forward change', () => {
    // 31 March 2024, Berlin: 01:30 is CET, 03:30 is CEST.
    expect(localToUtc(Date.UTC(2024, 2, 31, 1, 30), 'Europe/Berlin')).toBe(Date.UTC(2024, 2, 31, 0, 30));
    expect(localToUtc(Date.UTC(2024, 2, 31, 3, 30), 'Europe/Berlin')).toBe(Date.UTC(2024, 2, 31, 1, 30));
  });

  it('assigns samples to device-local days and formats ISO 8601 with the offset', () => {
    const lateUtc = Date.UTC(2024, 4, 3, 22, 30); // 00:30 next day in CEST
    expect(dayKey(dayNumber(lateUtc, 120))).toBe('2024-05-04');
    expect(dayKey(dayNumber(lateUtc, 0))).toBe('2024-05-03');
    expect(minuteOfDay(lateUtc, 120)).toBe(30);
    expect(isoWithOffset(lateUtc, 120)).toBe('2024-05-04T00:30:00+02:00');
    expect(isoWithOffset(lateUtc, -330)).toBe('2024-05-03T17:00:00-05:30');
  });
});
