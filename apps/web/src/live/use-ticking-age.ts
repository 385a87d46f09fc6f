import { useNow } from './ticker.ts';

/**
 * The age of a datum now, in ms: the age the device reported when it arrived plus the time since.
 * Ticks every second (the shared ticker) so a stalled source visibly ages without new messages.
 */
export function useTickingAgeMs(reportedAgeMs: number, receivedAtMs: number): number {
  return reportedAgeMs + Math.max(0, useNow() - receivedAtMs);
}
