import type { BatteryLiveData } from '@dtu/contract';
import { createJsonStream } from '../../live/json-stream.ts';

export interface BatteryState {
  data: BatteryLiveData | undefined;
  receivedAtMs: number;
}

/** Every battery message is complete, so the latest one simply replaces the previous. */
export const batteryStream = createJsonStream<BatteryState, BatteryLiveData>({
  path: '/batterylivedata',
  snapshotPath: '/api/batterylivedata/status',
  initial: { data: undefined, receivedAtMs: 0 },
  apply: (_state, message, now) => ({ data: message, receivedAtMs: now }),
});
