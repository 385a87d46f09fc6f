import { useEffect, useSyncExternalStore } from 'react';
import { websocketUrl } from '../net/websocket-url.ts';
import type { LiveSocketState } from './live-socket.ts';
import { createSocketRelay, type SharedSocket, type SharedSocketOptions } from './socket-relay.ts';
import type { TabChannel } from './tab-election.ts';

export type { SharedSocket, SharedSocketOptions } from './socket-relay.ts';

const channel =
  typeof BroadcastChannel === 'function'
    ? (new BroadcastChannel('dtu-live') as unknown as TabChannel)
    : undefined;

/** This tab's streams; one leader tab per browser holds the device sockets (see socket-relay.ts). */
export const socketRelay = createSocketRelay({
  channel,
  // Sortable by age: the oldest live tab is the first candidate.
  id: Date.now().toString(36).padStart(9, '0') + Math.random().toString(36).slice(2, 8),
  url: websocketUrl,
  doc: typeof document === 'undefined' ? undefined : document,
});

if (channel && typeof window !== 'undefined') {
  // Leaving or being frozen hands the sockets over at once instead of after the lease.
  window.addEventListener('pagehide', socketRelay.stop);
  window.addEventListener('pageshow', socketRelay.start);
  document.addEventListener('freeze', socketRelay.stop);
  document.addEventListener('resume', socketRelay.start);
  socketRelay.start();
}

/** A device stream shared by every component of every tab of this browser. */
export function createSharedSocket(options: SharedSocketOptions): SharedSocket {
  return socketRelay.register(options);
}

/**
 * Keeps the shared stream open while the calling component is mounted (and `wanted`); returns its
 * state.
 */
export function useSharedSocket(shared: SharedSocket, wanted = true): LiveSocketState {
  useEffect(() => (wanted ? shared.acquire() : undefined), [shared, wanted]);
  return useSyncExternalStore(shared.subscribe, shared.getState);
}
