import type { HuaweiLiveData } from '@dtu/contract';
import { createJsonStream } from '../../live/json-stream.ts';

export interface HuaweiState {
  data: HuaweiLiveData | undefined;
  receivedAtMs: number;
}

/** Each rectifier message carries every value, so the latest replaces the previous. */
export const huaweiStream = createJsonStream<HuaweiState, HuaweiLiveData>({
  path: '/huaweilivedata',
  snapshotPath: '/api/huaweilivedata/status',
  initial: { data: undefined, receivedAtMs: 0 },
  apply: (_state, message, now) => ({ data: message, receivedAtMs: now }),
});
