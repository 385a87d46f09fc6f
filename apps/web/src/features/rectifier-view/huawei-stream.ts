import type { HuaweiLiveData } from '@dtu/contract';
import { createLatestMessageStream, type LatestMessage } from '../../live/json-stream.ts';

export type HuaweiState = LatestMessage<HuaweiLiveData>;

/** Each rectifier message carries every value, so the latest replaces the previous. */
export const huaweiStream = createLatestMessageStream<HuaweiLiveData>(
  '/huaweilivedata',
  '/api/huaweilivedata/status',
);
