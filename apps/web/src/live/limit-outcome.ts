import type { LimitStatusEntry } from '@dtu/contract';
import type { LimitRequest } from './limit-requests.ts';
import type { InverterEntry } from './merge-livedata.ts';
import type { LimitStatusRead } from './use-limit-status.ts';

/** Why the confirmed limit differs from the request, where it can be known. */
export type LimitDifference = 'clamped' | 'steps' | 'maxPowerUnknown' | 'limiter' | 'changed';

export type LimitOutcome =
  | { kind: 'pending' }
  | { kind: 'failed' }
  | { kind: 'confirmed'; relative: number; watts?: number; difference?: LimitDifference };

/** One 0.1 % step of the inverter's limit register, the resolution the firmware reports. */
const STEP_PERCENT = 0.1;
const TOLERANCE = 0.01;

/**
 * Compares what this browser asked for with what the device reports. `limiterGoverns` is true
 * when the dynamic power limiter drives this inverter and may have replaced the request since.
 */
export function limitOutcome(
  request: LimitRequest,
  status: LimitStatusEntry | undefined,
  limiterGoverns: boolean,
): LimitOutcome {
  if (status?.limit_set_status !== 'Ok')
    return { kind: status?.limit_set_status === 'Failure' ? 'failed' : 'pending' };
  const { max_power: maxW, limit_relative: relative } = status;
  const { value, relative: inPercent } = request;
  const watts = maxW > 0 ? (relative * maxW) / 100 : undefined;
  // Without the max power an absolute request cannot be compared: `off` is then NaN.
  const off = Math.abs((inPercent ? relative : (watts ?? Number.NaN)) - value);
  if (off <= Math.max(TOLERANCE * value, 1e-9)) return { kind: 'confirmed', relative, watts };
  const difference: LimitDifference =
    // More than the inverter can: above 100 %, or (absolute) above its max power.
    value > (inPercent ? 100 : maxW || Number.POSITIVE_INFINITY) && Math.abs(relative - 100) < STEP_PERCENT
      ? 'clamped'
      : watts === undefined && !inPercent
        ? 'maxPowerUnknown'
        : maxW > 0 && (off * 100) / (inPercent ? 100 : maxW) <= STEP_PERCENT
          ? 'steps'
          : limiterGoverns
            ? 'limiter'
            : 'changed';
  return { kind: 'confirmed', relative, watts, difference };
}

/**
 * The device's answer to compare a request with. The DTU confirms (Ok) with the new limit at once,
 * but its live data still carry the limit from before until the inverter's next message (up to
 * 10 s or a poll interval later): only live data that arrived after the confirmation tell the
 * current limit (and then follow later changes); until then the confirmation's own value counts.
 */
export function limitStatusNow(
  read: LimitStatusRead | undefined,
  { inverter, receivedAtMs }: InverterEntry,
): LimitStatusEntry | undefined {
  if (!read) return undefined;
  const { status, readAtMs } = read;
  return status.limit_set_status === 'Ok' && receivedAtMs > readAtMs
    ? { ...status, limit_relative: inverter.limit_relative }
    : status;
}

/** "Limit not read yet": the firmware reports 0 % until it read the limit, yet the inverter feeds or was never heard. */
export function limitNotReadYet(inverter: {
  limit_relative: number;
  reachable: boolean;
  producing: boolean;
}): boolean {
  return inverter.limit_relative === 0 && (inverter.producing || !inverter.reachable);
}
