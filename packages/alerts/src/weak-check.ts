/** When the weak-module finder runs again for the alert rules (in the leader tab). */

/** The finder reruns once the device clock has moved on by this much (ms). */
export const WEAK_CHECK_MS = 3_600_000;
/** How often (real ms) the leader asks whether a rerun is due. */
export const WEAK_POLL_MS = 15_000;

/** A moment on both clocks: the browser's (ms) and the device's (UTC ms, undefined while unknown). */
export interface CheckTime {
  realMs: number;
  deviceMs?: number;
}

/**
 * Due once the device clock moved `WEAK_CHECK_MS` (either way: a clock set back an hour starts
 * afresh) since the last check; by real time while either reading of the device clock is
 * unknown. The device's hour is what counts: a time-scaled emulator, or a device that jumped
 * its clock, moves days in minutes.
 */
export function weakCheckDue(last: CheckTime, now: CheckTime): boolean {
  if (last.deviceMs !== undefined && now.deviceMs !== undefined)
    return Math.abs(now.deviceMs - last.deviceMs) >= WEAK_CHECK_MS;
  return now.realMs - last.realMs >= WEAK_CHECK_MS;
}
