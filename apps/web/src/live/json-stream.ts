import { hasSocket } from '@dtu/contract';
import { apiGet } from '../net/client.ts';
import { useGeneration } from '../net/generation.ts';
import { createStore, type Store, useStore } from '../store/store.ts';
import type { LiveSocketState } from './live-socket.ts';
import { createSharedSocket, type SharedSocket, useSharedSocket } from './shared-socket.ts';

export interface JsonStreamOptions<S, M> {
  /** Socket path, e.g. `/huaweilivedata`. */
  path: string;
  /** The REST twin with the same body, read for the first paint and after every reconnect. */
  snapshotPath: string;
  initial: S;
  /** Folds one message (socket or snapshot) into the state; must return a new object on change. */
  apply: (state: S, message: M, receivedAtMs: number) => S;
  /** A store shared with the same data's stream on another path (another firmware generation). */
  store?: Store<S>;
}

export interface JsonStream<S> {
  /** The socket path, e.g. `/huaweilivedata`. */
  path: string;
  store: Store<S>;
  shared: SharedSocket;
}

/**
 * A JSON websocket stream plus its HTTP snapshot feeding one store: the OnBattery views
 * (charge controller, battery, rectifier) all follow this shape, only the merge differs.
 */
export function createJsonStream<S, M>({
  path,
  snapshotPath,
  initial,
  apply,
  store = createStore(initial),
}: JsonStreamOptions<S, M>): JsonStream<S> {
  let snapshotRequest = 0;
  let opened = 0;

  async function loadSnapshot(): Promise<void> {
    const request = ++snapshotRequest;
    try {
      const body = await apiGet<M>(snapshotPath, { suppressErrorPage: true });
      if (request !== snapshotRequest || typeof body !== 'object' || body === null) return;
      store.set(apply(store.get(), body, Date.now()));
    } catch {
      // Unreachable device: the socket's reconnect reads the snapshot again.
    }
  }

  function onMessages(messages: readonly string[]): void {
    let state = store.get();
    const now = Date.now();
    for (const text of messages) {
      try {
        const message = JSON.parse(text) as unknown;
        if (typeof message === 'object' && message !== null) state = apply(state, message as M, now);
      } catch {
        // A broken frame is skipped; the next one carries the full picture again.
      }
    }
    store.set(state);
  }

  const shared = createSharedSocket({
    path,
    onMessages,
    onFirstUse: () => {
      opened = 0;
      store.set(initial);
      void loadSnapshot();
    },
    // Data may have moved on during an outage: re-read the snapshot on every re-open.
    onOpen: () => {
      opened += 1;
      if (opened > 1) void loadSnapshot();
    },
  });
  return { path, store, shared };
}

/**
 * Keeps the stream open while mounted and reads a slice of its state. A stream the device's
 * firmware generation does not serve (its path would answer `index.html`) is never opened, nor
 * while the generation is still probed.
 */
export function useJsonStream<S, R>(
  stream: JsonStream<S>,
  selector: (state: S) => R,
): { value: R; connection: LiveSocketState } {
  const generation = useGeneration();
  const served = generation !== undefined && hasSocket(generation, stream.path);
  const connection = useSharedSocket(stream.shared, served);
  const value = useStore(stream.store, selector);
  return { value, connection };
}

/** The state of a stream whose every message is complete: the latest message and its arrival. */
export interface LatestMessage<M> {
  data: M | undefined;
  receivedAtMs: number;
}
