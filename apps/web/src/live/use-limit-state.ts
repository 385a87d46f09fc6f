import { type LimitOutcome, limitOutcome, limitStatusNow } from './limit-outcome.ts';
import { type LimitRequest, useLimitRequest } from './limit-requests.ts';
import type { InverterEntry } from './merge-livedata.ts';
import { useLimitStatusUntilSettled } from './use-limit-status.ts';

/** A request older than this is history, no longer news. */
const SHOWN_FOR_MS = 24 * 3_600_000;

/** What became of this browser's last limit request to one inverter. */
export interface LimitState {
  request: LimitRequest;
  outcome: LimitOutcome;
  /**
   * Not confirmed while the inverter does not answer (at night): the DTU sends the request again
   * at the inverter's next answer, so it is still pending, not failed.
   */
  waitsForInverter: boolean;
}

/**
 * The requested-versus-confirmed state of an inverter's limit, for the live view's request line
 * and the overview; undefined without a request of this browser in the last 24 h. `governed`:
 * the power limiter drives this inverter.
 */
export function useLimitState(entry: InverterEntry, governed: boolean, now: number): LimitState | undefined {
  const request = useLimitRequest(entry.inverter.serial);
  const read = useLimitStatusUntilSettled(entry.inverter.serial, request?.atMs);
  if (!request || now - request.atMs > SHOWN_FOR_MS) return undefined;
  const outcome = limitOutcome(request, limitStatusNow(read, entry), governed);
  return { request, outcome, waitsForInverter: outcome.kind !== 'confirmed' && !entry.inverter.reachable };
}
