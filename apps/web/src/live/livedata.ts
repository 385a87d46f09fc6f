import type { LiveDataStatus } from '@dtu/contract';
import { apiGet, handleUnauthorized } from '../net/client.ts';
import { createStore } from '../store/store.ts';
import type { LiveDataMessage } from './livedata-types.ts';
import { applySnapshot, EMPTY_LIVEDATA, mergeLivedata } from './merge-livedata.ts';
import { createSharedSocket } from './shared-socket.ts';
import { advanceNow } from './ticker.ts';

/** Everything the home page shows, fed by `/api/livedata/status` and the `/livedata` socket. */
export const livedataStore = createStore(EMPTY_LIVEDATA);

let snapshotRequest = 0;
/** Components of the page that show the live data; without one (the recorder) reads are quiet. */
let shownBy = 0;
/** The last snapshot read was refused (401) quietly: a page that shows the data asks again. */
let refused = false;

/** Delay before re-reading a failed snapshot (the firmware answers 429 when short of memory). */
const SNAPSHOT_RETRY_MS = 5_000;

/** Reads the HTTP snapshot: the full inverter list (the socket only ever sends one inverter). */
export async function loadLivedataSnapshot(): Promise<void> {
  const request = ++snapshotRequest;
  const quiet = shownBy === 0;
  try {
    // A 401 sends the visitor to the login page only when a page shows the live data; the
    // recorder's socket alone (any page, read-only access off) stays silent.
    const snapshot = await apiGet<LiveDataStatus>('/api/livedata/status', { suppressErrorPage: true, quiet });
    refused = false;
    if (request !== snapshotRequest || typeof snapshot !== 'object' || snapshot === null) return;
    livedataStore.set(applySnapshot(livedataStore.get(), snapshot, Date.now()));
  } catch (error) {
    refused = (error as { status?: number }).status === 401;
    // The page's first render came while a quiet read (the home page's preload) was on its way.
    if (refused && quiet && shownBy > 0) handleUnauthorized();
    // Busy (429), failing (500) or unreachable: try again while the live view is open, so the
    // whole inverter list appears without waiting for each inverter's next socket message.
    setTimeout(() => {
      if (request === snapshotRequest && livedataSocket.inUse) void loadLivedataSnapshot();
    }, SNAPSHOT_RETRY_MS);
  }
}

/**
 * A page's component shows the live data until the returned release: a snapshot refused
 * quietly before is read again, now with the login flow.
 */
export function showLivedata(): () => void {
  shownBy += 1;
  if (refused) void loadLivedataSnapshot();
  return () => {
    shownBy -= 1;
  };
}

let preload: Promise<void> | undefined;

/**
 * Starts the snapshot read before the app's first render, while the script still builds the page
 * (on a slow link the home page's first values then arrive about one render sooner); the live
 * view's first use joins it instead of asking again.
 */
export function preloadLivedataSnapshot(): void {
  preload = loadLivedataSnapshot().finally(() => {
    preload = undefined;
  });
}

/**
 * Applies a frame's worth of socket messages with a single store update, and moves the shared
 * clock on in the same go (ages and new values render together).
 */
export function applyLivedataMessages(messages: readonly string[]): void {
  let state = livedataStore.get();
  const now = Date.now();
  for (const text of messages) {
    let message: LiveDataMessage;
    try {
      message = JSON.parse(text) as LiveDataMessage;
    } catch {
      continue;
    }
    if (typeof message === 'object' && message !== null) state = mergeLivedata(state, message, now);
  }
  livedataStore.set(state);
  advanceNow();
}

let opened = 0;

export const livedataSocket = createSharedSocket({
  path: '/livedata',
  onMessages: applyLivedataMessages,
  // About one message a second (measured with `npm run bench`): applied and rendered in the
  // message's own task, not in an animation frame that would wake the page a second time.
  afterEachTask: true,
  onFirstUse: () => {
    opened = 0;
    if (!preload) void loadLivedataSnapshot();
  },
  // After an outage inverters may have been added or deleted meanwhile: re-read the list.
  onOpen: () => {
    opened += 1;
    if (opened > 1) void loadLivedataSnapshot();
  },
});
