import { type BatteryLiveView, normaliseBattery } from '@dtu/contract';
import { createJsonStream, type LatestMessage } from '../../live/json-stream.ts';

export type BatteryState = LatestMessage<BatteryLiveView>;

/** Every battery message is complete, so the latest one (normalised) replaces the previous. */
export const batteryStream = createJsonStream<BatteryState, unknown>({
  path: '/batterylivedata',
  snapshotPath: '/api/batterylivedata/status',
  initial: { data: undefined, receivedAtMs: 0 },
  apply: (_state, message, receivedAtMs) => ({ data: normaliseBattery(message), receivedAtMs }),
});
