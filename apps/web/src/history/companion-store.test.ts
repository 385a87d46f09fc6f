import type { DeviceClock } from '@dtu/recording/device-clock.ts';
import type { DayRecord } from '@dtu/recording/records.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASYNC_TIMEOUT_MS } from '../test-support/async-timeout.ts';
import { companionStore, isCompanionStore } from './companion-store.ts';
import { recorderStatus, startRecorder } from './recorder.ts';

const TODAY: DayRecord = { d: '2024-05-03', o: 120, cov: 42, inv: {} };
const clock: DeviceClock = { now: () => undefined, reading: () => {}, nextReadInMs: () => 60_000 };
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
});

/** `fetch` answering what a companion serves for its gateway, or a device's `index.html` for every path. */
function serve(companion: boolean) {
  const answers: Record<string, unknown> = {
    '/companion/records': { gateway: 'garage' },
    '/companion/records/days?limit=366': [TODAY],
    '/companion/records/meta/bytes': { value: 2056 },
  };
  const fetch = vi.fn(async (path: string) => {
    const answer = companion ? answers[path] : undefined;
    return answer === undefined
      ? new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })
      : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('history behind a companion', () => {
  it('reads the companion’s records when it serves the page, and records nothing itself', async () => {
    serve(true);
    const db = await companionStore();
    expect(db && isCompanionStore(db)).toBe(true);
    const acquireSocket = vi.fn(() => () => {});
    const readStatus = () => Promise.reject(new Error('offline'));
    stop = startRecorder({ clock, readStatus, db: async () => db as NonNullable<typeof db>, acquireSocket });
    await vi.waitFor(
      () => expect(recorderStatus.get()).toMatchObject({ recording: true, today: TODAY, bytes: 2056 }),
      ASYNC_TIMEOUT_MS,
    );
    expect(acquireSocket).not.toHaveBeenCalled();
  });

  it('is the browser’s own storage on a device, which answers the path with its page', async () => {
    const fetch = serve(false);
    expect(await companionStore()).toBeUndefined();
    expect(fetch).toHaveBeenCalledWith('/companion/records', expect.anything());
  });
});
