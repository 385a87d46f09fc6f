import type { LiveHints, LiveOnBatteryBlocks, LiveTotal } from '@dtu/contract';
import type { LiveSocketState } from './live-socket.ts';
import { livedataSocket, livedataStore } from './livedata.ts';
import type { InverterEntry } from './merge-livedata.ts';
import { useSharedSocket } from './shared-socket.ts';
import { useStore } from './store.ts';

/** Opens the `/livedata` stream while mounted; the state drives the frame's online marker. */
export function useLivedataConnection(): LiveSocketState {
  return useSharedSocket(livedataSocket);
}

export function useLivedataLoaded(): boolean {
  return useStore(livedataStore, (state) => state.loaded);
}

/** Serials sorted by `order`; changes only when an inverter is added, removed or re-ordered. */
export function useInverterSerials(): readonly string[] {
  return useStore(livedataStore, (state) => state.serials);
}

/** One inverter; re-renders only when a message for this serial arrives. */
export function useLiveInverter(serial: string): InverterEntry | undefined {
  return useStore(livedataStore, (state) => state.inverters[serial]);
}

export function useLiveTotal(): LiveTotal | undefined {
  return useStore(livedataStore, (state) => state.total);
}

export function useLiveHints(): LiveHints | undefined {
  return useStore(livedataStore, (state) => state.hints);
}

export function useLiveOnBattery<K extends keyof LiveOnBatteryBlocks>(
  key: K,
): LiveOnBatteryBlocks[K] | undefined {
  return useStore(livedataStore, (state) => state[key]);
}
