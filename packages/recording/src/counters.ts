import type { CounterDay } from './records.ts';

/** One reading of an inverter's or input's counters. */
export interface CounterSample {
  t: number;
  /** Minutes since device-local midnight. */
  minute: number;
  /** YieldTotal in Wh, YieldDay in Wh, power in W. */
  yt: number;
  yd: number;
  p: number;
  producing: boolean;
}

const NOON = 12 * 60;
/** Before this minute of the day an inverter's YieldDay may still hold yesterday's yield. */
export const EARLY = 3 * 60;

/**
 * Folds a reading into the day's counters. Firmware glitches are ignored: a YieldTotal of zero
 * or below the last one, a YieldDay of zero. A YieldDay that drops during the day is an inverter
 * restart: the earlier count is kept as an offset. A YieldDay still showing yesterday's value
 * (before 03:00, or asleep before noon) counts as zero until the inverter resets it.
 */
export function foldCounter(day: CounterDay | undefined, s: CounterSample): CounterDay | undefined {
  const ytValid = Number.isFinite(s.yt) && s.yt > 0 && (!day || s.yt >= day.lYt);
  const ydValid = Number.isFinite(s.yd) && s.yd > 0;
  if (!day) {
    if (!ytValid) return undefined;
    const raw = ydValid ? s.yd : 0;
    // Before 03:00, or asleep before noon, the counter still holds yesterday's yield.
    const stale = s.minute < EARLY || (!s.producing && s.minute < NOON) ? raw : 0;
    return {
      fT: s.t,
      lT: s.t,
      fYt: s.yt,
      lYt: s.yt,
      pre: raw - stale,
      yd: raw - stale,
      off: stale > 0 ? -stale : 0,
      raw,
      pk: Number.isFinite(s.p) ? s.p : 0,
      pkT: s.t,
      lP: s.producing,
      fP: s.producing,
    };
  }
  const next = { ...day };
  if (ytValid) {
    next.lYt = s.yt;
    next.lT = s.t;
  }
  if (ydValid) {
    if (s.yd < day.raw) next.off = day.off + day.raw;
    next.raw = s.yd;
    next.yd = Math.max(day.yd, next.off + s.yd);
  }
  if (Number.isFinite(s.p) && s.p > day.pk) {
    next.pk = s.p;
    next.pkT = s.t;
  }
  next.lP = s.producing;
  return next;
}

/** YieldTotal (Wh) at the day's local midnight, from the first sample and the yield before it. */
export function dayStartTotal(day: CounterDay): number {
  return day.fYt - day.pre;
}

/** True when the recorder saw the day to its end (after sunset, or in its last hour). */
export function sawDayEnd(day: CounterDay, lastMinute: number): boolean {
  return lastMinute >= 23 * 60 || (!day.lP && lastMinute >= NOON);
}
