import { useEffect, useSyncExternalStore } from 'react';
import { websocketUrl } from '../api/websocket-url.ts';
import { LiveSocket, type LiveSocketOptions, type LiveSocketState } from './live-socket.ts';

/** A socket used by any number of components: open while at least one of them is mounted. */
export interface SharedSocket {
  readonly socket: LiveSocket;
  /** Starts the socket for the first user; the returned function releases this use. */
  acquire(): () => void;
}

export type SharedSocketOptions = Omit<LiveSocketOptions, 'url'> & {
  /** Device path such as `/livedata`; the URL (ws/wss, credentials) is built on every connect. */
  path: string;
  /** Runs when the first user acquires the socket (e.g. to fetch the HTTP snapshot). */
  onFirstUse?: () => void;
};

export function createSharedSocket({ path, onFirstUse, ...options }: SharedSocketOptions): SharedSocket {
  const socket = new LiveSocket({ url: () => websocketUrl(path), ...options });
  let users = 0;
  return {
    socket,
    acquire() {
      users += 1;
      if (users === 1) {
        onFirstUse?.();
        socket.start();
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users === 0) socket.stop();
      };
    },
  };
}

/** Keeps the shared socket open while the calling component is mounted; returns its state. */
export function useSharedSocket(shared: SharedSocket): LiveSocketState {
  useEffect(() => shared.acquire(), [shared]);
  return useSyncExternalStore(shared.socket.subscribe, shared.socket.getState);
}
