import { useStore } from '../store/store.ts';
import { storedStore } from '../store/stored-store.ts';

/** A limit this browser sent to an inverter, remembered until the next one replaces it. */
export interface LimitRequest {
  value: number;
  /** % when true, W when false. */
  relative: boolean;
  persistent: boolean;
  /** When the device accepted the request (browser clock, ms). */
  atMs: number;
}

type Requests = Readonly<Record<string, LimitRequest>>;

/** Keeps the well-formed requests of what an earlier visit stored (throws on a non-object). */
export const parseLimitRequests = (stored: unknown): Requests =>
  Object.fromEntries(
    Object.entries(stored as Requests).filter(
      ([, r]) =>
        Number.isFinite(r?.value) &&
        Number.isFinite(r.atMs) &&
        typeof r.relative === 'boolean' &&
        typeof r.persistent === 'boolean',
    ),
  );

/** Requests per inverter serial; localStorage is per origin, i.e. per device. */
export const limitRequests = storedStore<Requests>('dtu-web.limit-requests', parseLimitRequests, {});

export function rememberLimitRequest(serial: string, request: LimitRequest): void {
  limitRequests.set({ ...limitRequests.get(), [serial]: request });
}

export function useLimitRequest(serial: string): LimitRequest | undefined {
  return useStore(limitRequests, (requests) => requests[serial]);
}
