import { createStore, useStore } from './store.ts';

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

const STORAGE_KEY = 'dtu-web.limit-requests';

function isRequest(value: unknown): value is LimitRequest {
  const r = value as LimitRequest;
  return (
    typeof r === 'object' &&
    r !== null &&
    Number.isFinite(r.value) &&
    typeof r.relative === 'boolean' &&
    typeof r.persistent === 'boolean' &&
    Number.isFinite(r.atMs)
  );
}

/** Reads what an earlier visit stored; anything unreadable is dropped, never thrown. */
export function loadLimitRequests(storage: Pick<Storage, 'getItem'> | undefined): Requests {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, request]) => isRequest(request)));
  } catch {
    return {};
  }
}

const storage = typeof localStorage === 'undefined' ? undefined : localStorage;

/** Requests per inverter serial; localStorage is per origin, i.e. per device. */
export const limitRequests = createStore<Requests>(loadLimitRequests(storage));

export function rememberLimitRequest(serial: string, request: LimitRequest): void {
  const next = { ...limitRequests.get(), [serial]: request };
  limitRequests.set(next);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota exceeded or storage disabled: the request is still shown for this visit.
  }
}

export function useLimitRequest(serial: string): LimitRequest | undefined {
  return useStore(limitRequests, (requests) => requests[serial]);
}
