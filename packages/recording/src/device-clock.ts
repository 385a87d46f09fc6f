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
  // A reading: browser ms `b`, device UTC ms `d` then, the request's round trip `l` (ms).
  let anchor: { b: number; d: number; l: number } | undefined;
  let first: typeof anchor;
  let rate: number | undefined;
  let zone = '';
  let posix = '';
  let readings = 0;
  /** The quickest round trip since the anchor was taken. */
  let quickest = Number.POSITIVE_INFINITY;

  return {
    now() {
      if (!anchor || rate === undefined) return undefined;
      const utcMs = anchor.d + (browserNow() - anchor.b) * rate;
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
      const reading = { b: (sentMs + receivedMs) / 2, d: localToUtc(wall, zone, posix) + 500, l: latency };
      // A clock step (NTP, a manual set) starts the model afresh, keeping the rate.
      if (anchor && rate !== undefined) {
        const predicted = anchor.d + (reading.b - anchor.b) * rate;
        if (Math.abs(predicted - reading.d) > 60_000 + (latency + anchor.l) * rate)
          first = anchor = undefined;
      }
      // The rate from the first usable reading (long baselines average the latency out).
      const base = first ?? reading;
      const elapsed = reading.b - base.b;
      if (elapsed >= 500) {
        const measured = (reading.d - base.d) / elapsed;
        const tolerance = (2000 + (base.l + latency) * Math.max(1, rate ?? 1)) / elapsed + 0.02;
        rate = measured > 0 && Math.abs(measured - 1) > tolerance ? measured : 1;
      }
      first ??= reading;
      // Anchor on the quickest answer: its device time is the best known. An old anchor gives way
      // to an answer as quick as the quickest since it, never to a slow one: the device read its
      // clock somewhere in the round trip, which a fast clock turns into minutes.
      quickest = Math.min(quickest, latency);
      const old = anchor && reading.b - anchor.b > 600_000 && latency <= quickest * 1.5;
      if (!anchor || latency <= anchor.l * 1.5 || old) {
        anchor = reading;
        quickest = latency;
      }
      readings += 1;
    },
    nextReadInMs: () => (readings < 2 ? 1_000 : rate !== undefined && rate > 2 ? 5_000 : 30_000),
  };
}
