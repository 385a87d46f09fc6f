import type { BatteryLiveData } from '@dtu/contract';
import { createLatestMessageStream, type LatestMessage } from '../../live/json-stream.ts';

export type BatteryState = LatestMessage<BatteryLiveData>;

/** Every battery message is complete, so the latest one simply replaces the previous. */
export const batteryStream = createLatestMessageStream<BatteryLiveData>(
  '/batterylivedata',
  '/api/batterylivedata/status',
);
