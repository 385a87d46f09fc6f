import { useEffect, useSyncExternalStore } from 'react';
import { createStore, type Store, useStore } from '../store/store.ts';
import { createJsonStream, type JsonStream, type JsonStreamOptions } from './json-stream.ts';
import type { LiveSocketState } from './live-socket.ts';
import type { SharedSocket } from './shared-socket.ts';

/**
 * One kind of OnBattery data whose socket moved between firmware generations (`/vedirectlivedata`
 * → `/solarchargerlivedata`): a stream per path feeding one store. Which one opens follows the
 * livedata keys; without a path (plain OpenDTU, or before the first livedata) none opens.
 */
export interface SwitchedStream<S> {
  store: Store<S>;
  byPath: Readonly<Record<string, JsonStream<S>>>;
  /** True while any of its paths is open (for the recorder, which only listens). */
  inUse(): boolean;
  subscribe(listener: () => void): () => void;
}

type PathOptions<S, M> = Omit<JsonStreamOptions<S, M>, 'path' | 'snapshotPath' | 'store'>;

/** `paths`: socket path → its REST twin. */
export function createSwitchedStream<S, M>(
  paths: Readonly<Record<string, string>>,
  options: PathOptions<S, M>,
): SwitchedStream<S> {
  const store = createStore(options.initial);
  const byPath: Record<string, JsonStream<S>> = {};
  for (const [path, snapshotPath] of Object.entries(paths)) {
    byPath[path] = createJsonStream({ ...options, path, snapshotPath, store });
  }
  const streams = Object.values(byPath);
  return {
    store,
    byPath,
    inUse: () => streams.some((stream) => stream.shared.inUse),
    subscribe(listener) {
      const stops = [
        store.subscribe(listener),
        ...streams.map((stream) => stream.shared.subscribe(listener)),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}

const NO_SOCKET = {
  subscribe: () => () => {},
  getState: (): LiveSocketState => 'offline',
};

/** Keeps the stream of `path` open while mounted (none without a path) and reads a slice. */
export function useSwitchedStream<S, R>(
  stream: SwitchedStream<S>,
  path: string | undefined,
  selector: (state: S) => R,
): { value: R; connection: LiveSocketState } {
  const shared: SharedSocket | undefined = path === undefined ? undefined : stream.byPath[path]?.shared;
  useEffect(() => shared?.acquire(), [shared]);
  const socket = shared ?? NO_SOCKET;
  const connection = useSyncExternalStore(socket.subscribe, socket.getState);
  return { value: useStore(stream.store, selector), connection };
}
