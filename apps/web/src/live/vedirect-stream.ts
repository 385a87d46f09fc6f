import type { DplStatus, VedirectInstance, VedirectLiveData } from '@dtu/contract';
import { createJsonStream } from './json-stream.ts';

export interface VedirectState {
  /** Controllers by serial, in the order the device listed them. */
  instances: Readonly<Record<string, VedirectInstance>>;
  /** When each controller's latest data arrived (partial updates touch only some). */
  receivedAtMs: Readonly<Record<string, number>>;
  dpl: DplStatus | undefined;
  loaded: boolean;
}

export const EMPTY_VEDIRECT: VedirectState = {
  instances: {},
  receivedAtMs: {},
  dpl: undefined,
  loaded: false,
};

/** A full update replaces the controller list; a partial one only refreshes the controllers it names. */
export function mergeVedirect(state: VedirectState, message: VedirectLiveData, now: number): VedirectState {
  const update = message.vedirect;
  let instances = state.instances;
  let receivedAtMs = state.receivedAtMs;
  if (update && typeof update.instances === 'object' && update.instances !== null) {
    const base = update.full_update ? {} : state.instances;
    instances = { ...base, ...update.instances };
    const times = update.full_update ? {} : { ...state.receivedAtMs };
    for (const serial of Object.keys(instances)) {
      times[serial] = serial in update.instances ? now : (state.receivedAtMs[serial] ?? now);
    }
    receivedAtMs = times;
  }
  return { instances, receivedAtMs, dpl: message.dpl ?? state.dpl, loaded: true };
}

/** `/vedirectlivedata` with `/api/vedirectlivedata/status` for the first paint. */
export const vedirectStream = createJsonStream<VedirectState, VedirectLiveData>({
  path: '/vedirectlivedata',
  snapshotPath: '/api/vedirectlivedata/status',
  initial: EMPTY_VEDIRECT,
  apply: mergeVedirect,
});
