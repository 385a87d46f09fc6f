import type { LimitStatusEntry } from '@dtu/contract';
import type { LimitRequest } from '../../live/limit-requests.ts';

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
  if (!status || status.limit_set_status === 'Pending') return { kind: 'pending' };
  if (status.limit_set_status === 'Failure') return { kind: 'failed' };
  const maxW = status.max_power;
  const relative = status.limit_relative;
  const watts = maxW > 0 ? (relative * maxW) / 100 : undefined;
  const wanted = request.value;
  const got = request.relative ? relative : watts;
  if (got !== undefined && Math.abs(got - wanted) <= Math.max(TOLERANCE * wanted, 1e-9))
    return { kind: 'confirmed', relative, watts };
  let difference: LimitDifference;
  if (request.relative && request.value > 100 && Math.abs(relative - 100) < STEP_PERCENT)
    difference = 'clamped';
  else if (!request.relative && watts === undefined) difference = 'maxPowerUnknown';
  else if (
    got !== undefined &&
    maxW > 0 &&
    Math.abs(((got - wanted) / (request.relative ? 100 : maxW)) * 100) <= STEP_PERCENT
  )
    difference = 'steps';
  else difference = limiterGoverns ? 'limiter' : 'changed';
  return { kind: 'confirmed', relative, watts, difference };
}

/** "Limit not read yet": the firmware reports 0 % until it read the limit, yet the inverter feeds or was never heard. */
export function limitNotReadYet(inverter: {
  limit_relative: number;
  reachable: boolean;
  producing: boolean;
}): boolean {
  return inverter.limit_relative === 0 && (inverter.producing || !inverter.reachable);
}
