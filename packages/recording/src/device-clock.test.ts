import type { NtpStatus } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { createDeviceClock } from './device-clock.ts';

function status(localtime: string, synced = true): NtpStatus {
  return {
    ntp_server: 'pool.ntp.org',
    ntp_timezone: 'CET-1CEST,M3.5.0,M10.5.0/3',
    ntp_timezone_descr: 'Europe/Berlin',
    ntp_status: synced,
    ntp_localtime: localtime,
    sun_risetime: '--',
    sun_settime: '--',
    sun_isSunsetAvailable: true,
    sun_isDayPeriod: true,
  };
}

describe('device clock', () => {
  it('needs two readings, then follows the device clock from the browser clock', () => {
    let browser = 1_000_000;
    const clock = createDeviceClock(() => browser);
    clock.reading(status('Friday, May 03 2024 14:05:09'), browser);
    expect(clock.now()).toBeUndefined();
    browser += 30_000;
    clock.reading(status('Friday, May 03 2024 14:05:39'), browser);
    browser += 60_000;
    const now = clock.now();
    expect(now?.offsetMin).toBe(120);
    expect(now?.utcMs).toBe(Date.UTC(2024, 4, 3, 12, 6, 39, 500));
  });

  it('learns the rate of a clock running fast (the emulator with --time-scale)', () => {
    let browser = 0;
    const clock = createDeviceClock(() => browser);
    clock.reading(status('Friday, May 03 2024 10:00:00'), browser);
    browser += 1_000;
    clock.reading(status('Friday, May 03 2024 11:00:00'), browser);
    browser += 2_000;
    expect(clock.now()?.utcMs).toBe(Date.UTC(2024, 4, 3, 11, 0, 0, 500));
    expect(clock.nextReadInMs()).toBe(5_000);
  });

  it('stops while the device clock is not set', () => {
    const clock = createDeviceClock(() => 0);
    clock.reading(status('Friday, May 03 2024 10:00:00'), 0);
    clock.reading(status('Friday, May 03 2024 10:00:01'), 1_000);
    clock.reading(status('Thursday, January 01 1970 00:00:05', false), 2_000);
    expect(clock.now()).toBeUndefined();
  });
});

describe('device clock under load', () => {
  it('reads the device time at the middle of the request and anchors on the quickest answer', () => {
    let browser = 0;
    const clock = createDeviceClock(() => browser);
    const at = (sent: number, received: number, localtime: string) => {
      clock.reading(status(localtime), sent, received);
    };
    // A device running at 3600× (one real second is one device hour).
    at(0, 200, 'Friday, May 03 2024 10:00:00'); // read at real 100 ms → 10:00:00
    at(5_000, 7_000, 'Friday, May 03 2024 15:54:00'); // slow answer, read at real 6 s
    browser = 6_100;
    // 6.1 s real after the 100-ms anchor → 6 device hours later; the slow answer did not move it.
    expect(clock.now()?.utcMs).toBeCloseTo(Date.UTC(2024, 4, 3, 14, 0, 0, 500), -3);
  });

  it('keeps its quick anchor when an old one meets a slow answer (the clock moved on while it travelled)', () => {
    let browser = 0;
    const clock = createDeviceClock(() => browser);
    clock.reading(status('Friday, May 03 2024 10:00:00'), browser, browser + 10);
    browser += 30_000;
    clock.reading(status('Friday, May 03 2024 10:00:30'), browser, browser + 10);
    // 15 min on, an answer that took 60 s: the device read its clock as it answered.
    browser += 900_000;
    clock.reading(status('Friday, May 03 2024 10:16:30'), browser, browser + 60_000);
    browser += 60_000;
    expect(Math.abs((clock.now()?.utcMs ?? 0) - Date.UTC(2024, 4, 3, 8, 16, 30, 500))).toBeLessThan(1_000);
    // A quick answer then becomes the anchor again.
    browser += 900_000;
    clock.reading(status('Friday, May 03 2024 10:31:30'), browser, browser + 10);
    expect(Math.abs((clock.now()?.utcMs ?? 0) - Date.UTC(2024, 4, 3, 8, 31, 30, 500))).toBeLessThan(100);
  });
});
