import { normaliseLimiterStatus, runsFromBattery } from '@dtu/contract';

/** The inverters the power limiter drives (lower-case hex serials), and of them those the battery feeds. */
export interface Governed {
  governed: string[];
  battery: string[];
}

export const NONE_GOVERNED: Governed = { governed: [], battery: [] };

/**
 * Reads `/api/powerlimiter/status` of either OnBattery generation through the contract's one
 * normaliser (the browser reads it the same way); a limiter that is off, or any other answer,
 * governs none.
 */
export function governedOf(status: unknown): Governed {
  const view = normaliseLimiterStatus(status);
  if (!view?.governed.length) return NONE_GOVERNED;
  return {
    governed: view.governed.map((inverter) => inverter.serial),
    battery: view.governed.filter(runsFromBattery).map((inverter) => inverter.serial),
  };
}
