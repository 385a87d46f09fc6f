import { normaliseLivedata } from '@dtu/contract';
import type { LivedataState } from '@dtu/recording';

const ON_BATTERY_KEYS = ['solarcharger', 'gridcharger', 'battery', 'power_meter'] as const;

export const NO_LIVEDATA: LivedataState = { serials: [], inverters: {} };

/**
 * Applies one `/livedata` message of any generation (normalised by the contract) to what the
 * recorder observes: an inverter merged by serial into a new entry (so the observer sees it
 * changed), the others kept; an OnBattery block replaced.
 */
export function applyLivedata(state: LivedataState, raw: unknown): LivedataState {
  const message = normaliseLivedata(raw);
  const next: { -readonly [K in keyof LivedataState]: LivedataState[K] } = { ...state };
  if (message.inverters?.length) {
    const inverters = { ...state.inverters };
    for (const incoming of message.inverters)
      inverters[incoming.serial] = { inverter: { ...inverters[incoming.serial]?.inverter, ...incoming } };
    next.inverters = inverters;
    next.serials = Object.values(inverters)
      .sort((a, b) => a.inverter.order - b.inverter.order)
      .map((entry) => entry.inverter.serial);
  }
  for (const key of ON_BATTERY_KEYS) {
    const block = message[key];
    // biome-ignore lint/suspicious/noExplicitAny: each key takes its own block type
    if (block) (next as any)[key] = block;
  }
  return next;
}
