import { type GridChargerLiveView, normaliseGridCharger } from '@dtu/contract';
import type { LatestMessage } from '../../live/json-stream.ts';
import { createSwitchedStream } from '../../live/switched-stream.ts';

export type GridChargerState = LatestMessage<GridChargerLiveView>;

/**
 * `/huaweilivedata` (2024.05.03) or `/gridchargerlivedata` (2026.03.31); each message carries
 * every value, so the latest replaces the previous.
 */
export const gridChargerStream = createSwitchedStream<GridChargerState, unknown>(
  {
    '/huaweilivedata': '/api/huaweilivedata/status',
    '/gridchargerlivedata': '/api/gridchargerlivedata/status',
  },
  {
    initial: { data: undefined, receivedAtMs: 0 },
    apply: (_state, message, receivedAtMs) => ({ data: normaliseGridCharger(message), receivedAtMs }),
  },
);
