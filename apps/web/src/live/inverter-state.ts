import type { LiveInverter } from './livedata-types.ts';

/** The four header states of docs/product/frame-and-live.md §4; each has a colour AND an icon/text. */
export type InverterState = 'polling-off' | 'unreachable' | 'idle' | 'producing';

export function inverterState(inverter: LiveInverter): InverterState {
  if (!inverter.poll_enabled) return 'polling-off';
  if (!inverter.reachable) return 'unreachable';
  return inverter.producing ? 'producing' : 'idle';
}

/** Bootstrap contextual class of the panel header per state. */
export const STATE_VARIANT: Readonly<Record<InverterState, string>> = {
  'polling-off': 'secondary',
  unreachable: 'danger',
  idle: 'warning',
  producing: 'primary',
};
