import type { LiveDataStatus, LiveInverterDetail, LiveInverterSummary } from '@dtu/contract';

/** What the UI knows of one inverter: the summary always, the detail once the socket sent it. */
export type LiveInverter = LiveInverterSummary &
  Partial<Pick<LiveInverterDetail, 'AC' | 'DC' | 'INV' | 'events'>>;

/**
 * Any `/livedata` message or the HTTP snapshot: an inverter message (`inverters`, `total`,
 * `hints`) or an OnBattery message carrying only some of the four OnBattery keys.
 */
export type LiveDataMessage = Partial<Omit<LiveDataStatus, 'inverters'>> & { inverters?: LiveInverter[] };
