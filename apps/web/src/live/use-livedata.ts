import type { LiveHints, LiveTotal, OnBatteryStreamPaths } from '@dtu/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { useStore } from '../store/store.ts';
import type { LiveSocketState } from './live-socket.ts';
import { livedataSocket, livedataStore, showLivedata } from './livedata.ts';
import type { ArrivalKey, InverterEntry, OnBatteryBlocks } from './merge-livedata.ts';
import { useSharedSocket } from './shared-socket.ts';
import { getNow, subscribeNow } from './ticker.ts';

/**
 * Opens the `/livedata` stream while mounted (a page that shows the data: a refused snapshot
 * asks for a login); the state drives the frame's online marker.
 */
export function useLivedataConnection(): LiveSocketState {
  useEffect(showLivedata, []);
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

export function useLiveOnBattery<K extends keyof OnBatteryBlocks>(key: K): OnBatteryBlocks[K] | undefined {
  return useStore(livedataStore, (state) => state[key]);
}

/** The socket path of an OnBattery stream as this firmware's livedata names it (none: no socket). */
export function useOnBatteryStreamPath(kind: keyof OnBatteryStreamPaths): string | undefined {
  return useStore(livedataStore, (state) => state.streams[kind]);
}

/** When `total`, an OnBattery block or (`any`) any data last arrived, in epoch ms. */
export function useLiveArrivedAt(key: ArrivalKey): number | undefined {
  return useStore(livedataStore, (state) => state.arrivedAtMs[key]);
}

function subscribeArrivalsAndNow(listener: () => void): () => void {
  const stopLive = livedataStore.subscribe(listener);
  const stopNow = subscribeNow(listener);
  return () => {
    stopLive();
    stopNow();
  };
}

/**
 * A value derived from when `key` last arrived and the shared clock (e.g. a stale mark): the
 * component re-renders only when that value changes, not with every message or second.
 */
export function useLiveArrival<T>(
  key: ArrivalKey,
  select: (arrivedAtMs: number | undefined, now: number) => T,
): T {
  const get = () => select(livedataStore.get().arrivedAtMs[key], getNow());
  return useSyncExternalStore(subscribeArrivalsAndNow, get, get);
}
