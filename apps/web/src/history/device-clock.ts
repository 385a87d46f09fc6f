import type { NtpStatus } from '@dtu/contract';
import { localToUtc, parseDeviceLocalTime, zoneOffsetMin } from './device-time.ts';

/** A device instant: UTC ms on the device's clock and the device zone's offset then. */
export interface DeviceInstant {
  readonly utcMs: number;
  readonly offsetMin: number;
}

export interface DeviceClock {
  /** Undefined until two readings gave the offset and the rate, or while the device clock is unset. */
  now(): DeviceInstant | undefined;
  /**
   * Feeds one `/api/ntp/status` answer, asked at browser time `sentMs` and answered at
   * `receivedMs` (the device read its clock somewhere in between).
   */
  reading(status: NtpStatus, sentMs: number, receivedMs?: number): void;
  /** Browser ms until the next reading is due. */
  nextReadInMs(): number;
}

/**
 * The device clock modelled from periodic `/api/ntp/status` readings: an anchor (browser ms ↔
 * device UTC ms) and a rate, which is 1 for a real device and the time scale for the emulator.
 * The firmware's local time has 1-s resolution, so the rate is only taken as ≠ 1 beyond that error.
 */
export function createDeviceClock(browserNow: () => number = Date.now): DeviceClock {
  let anchor: { browser: number; device: number; latency: number } | undefined;
  let first: { browser: number; device: number; latency: number } | undefined;
  let rate: number | undefined;
  let zone = '';
  let posix = '';
  let readings = 0;

  return {
    now() {
      if (!anchor || rate === undefined) return undefined;
      const utcMs = anchor.device + (browserNow() - anchor.browser) * rate;
      return { utcMs, offsetMin: zoneOffsetMin(utcMs, zone, posix) };
    },
    reading(status, sentMs, receivedMs = sentMs) {
      const wall = parseDeviceLocalTime(status.ntp_localtime);
      if (!status.ntp_status || wall === undefined) {
        anchor = first = undefined;
        rate = undefined;
        return;
      }
      zone = status.ntp_timezone_descr;
      posix = status.ntp_timezone;
      const latency = receivedMs - sentMs;
      const reading = {
        browser: (sentMs + receivedMs) / 2,
        device: localToUtc(wall, zone, posix) + 500,
        latency,
      };
      // A clock step (NTP, a manual set) starts the model afresh, keeping the rate.
      if (anchor && rate !== undefined) {
        const predicted = anchor.device + (reading.browser - anchor.browser) * rate;
        if (Math.abs(predicted - reading.device) > 60_000 + (latency + anchor.latency) * rate)
          first = anchor = undefined;
      }
      // The rate from the first usable reading (long baselines average the latency out).
      const base = first ?? reading;
      const elapsed = reading.browser - base.browser;
      if (elapsed >= 500) {
        const measured = (reading.device - base.device) / elapsed;
        const tolerance = (2000 + (base.latency + latency) * Math.max(1, rate ?? 1)) / elapsed + 0.02;
        rate = measured > 0 && Math.abs(measured - 1) > tolerance ? measured : 1;
      }
      first ??= reading;
      // Anchor on the quickest answer: its device time is the best known.
      if (!anchor || latency <= anchor.latency * 1.5 || reading.browser - anchor.browser > 600_000)
        anchor = reading;
      readings += 1;
    },
    nextReadInMs: () => (readings < 2 ? 1_000 : rate !== undefined && rate > 2 ? 5_000 : 30_000),
  };
}
