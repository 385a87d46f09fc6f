import {
  type DplStatus,
  normaliseSolarCharger,
  type SolarChargerInstance,
  type SolarChargerUpdate,
} from '@dtu/contract';
import { createSwitchedStream } from './switched-stream.ts';

export interface SolarChargerState {
  /** Chargers by serial (or `MQTT`), in the order the device listed them. */
  instances: Readonly<Record<string, SolarChargerInstance>>;
  /** When each charger's latest data arrived (partial updates touch only some). */
  receivedAtMs: Readonly<Record<string, number>>;
  dpl: DplStatus | undefined;
  loaded: boolean;
}

export const EMPTY_SOLAR_CHARGER: SolarChargerState = {
  instances: {},
  receivedAtMs: {},
  dpl: undefined,
  loaded: false,
};

/** A full update replaces the charger list; a partial one only refreshes the chargers it names. */
export function mergeSolarCharger(
  state: SolarChargerState,
  update: SolarChargerUpdate,
  now: number,
): SolarChargerState {
  let { instances, receivedAtMs } = state;
  if (update.instances) {
    instances = { ...(update.full_update ? {} : state.instances), ...update.instances };
    const times: Record<string, number> = {};
    for (const serial of Object.keys(instances)) {
      times[serial] = serial in update.instances ? now : (state.receivedAtMs[serial] ?? now);
    }
    receivedAtMs = times;
  }
  return { instances, receivedAtMs, dpl: update.dpl ?? state.dpl, loaded: true };
}

/** `/vedirectlivedata` (2024.05.03) or `/solarchargerlivedata` (2026.03.31), whichever the livedata names. */
export const solarChargerStream = createSwitchedStream<SolarChargerState, unknown>(
  {
    '/vedirectlivedata': '/api/vedirectlivedata/status',
    '/solarchargerlivedata': '/api/solarchargerlivedata/status',
  },
  {
    initial: EMPTY_SOLAR_CHARGER,
    apply: (state, message, now) => mergeSolarCharger(state, normaliseSolarCharger(message), now),
  },
);
