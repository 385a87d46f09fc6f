import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeCredentials, storeUser } from '../net/session.ts';

type Store = typeof import('./restart-store.ts');
let store: Store;

/** A device that answers each call to a path with the next queued answer. */
function fakeDevice(answers: Record<string, (() => Response)[]>) {
  const calls: { path: string; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    calls.push({ path: input, headers: { ...(init.headers as Record<string, string>) } });
    const next = answers[input]?.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const status = (uptime: number) => () => new Response(JSON.stringify({ uptime }));
const app = (etag: string) => () => new Response('code', { headers: { ETag: etag } });

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  store = await import('./restart-store.ts');
  window.history.replaceState(null, '', '/maintenance/reboot');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('followRestart', () => {
  it('polls the status every second with the session headers until the new boot answers, then returns', async () => {
    storeUser({ authdata: encodeCredentials('admin', 'secret') });
    const calls = fakeDevice({
      '/api/system/status': [
        status(900), // still the old boot: the restart has not happened yet
        () => {
          throw new TypeError('Failed to fetch');
        },
        () => new Response('', { status: 503 }),
        status(1),
      ],
    });
    const done = store.followRestart('Reboot');
    expect(store.getRestart()).toEqual({ reason: 'Reboot' });
    // The user wandered off meanwhile; the device being back brings them home to the page.
    window.history.pushState(null, '', '/info/system');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(calls).toHaveLength(4);
    for (const call of calls) {
      expect(call.path).toBe('/api/system/status');
      expect(call.headers).toEqual({
        'X-Requested-With': 'XMLHttpRequest',
        Authorization: `Basic ${encodeCredentials('admin', 'secret')}`,
      });
    }
    expect(store.getRestart()).toBeUndefined();
    expect(window.location.pathname).toBe('/maintenance/reboot');
  });

  it('joins a restart that is already followed instead of polling twice', async () => {
    const calls = fakeDevice({ '/api/system/status': [status(0)] });
    const first = store.followRestart('Saved');
    const second = store.followRestart('Reboot');
    expect(second).toBe(first);
    expect(store.getRestart()).toEqual({ reason: 'Saved' });
    await vi.advanceTimersByTimeAsync(1000);
    await first;
    expect(calls).toHaveLength(1);
  });

  it('after a firmware upload offers the reload when the device serves another app', async () => {
    fakeDevice({ '/js/app.js': [app('"old"'), app('"new"')], '/api/system/status': [status(0)] });
    const before = await store.appFingerprint();
    expect(before).toBe('"old"');
    const done = store.followRestart('Firmware', before);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(store.getRestart()).toEqual({ reason: 'Firmware', appChanged: true });
  });

  it('replaces the location by returnTo once the device is back, also when it serves another app', async () => {
    fakeDevice({ '/js/app.js': [app('"new"')], '/api/system/status': [status(0)] });
    window.history.pushState(null, '', '/firmware/upgrade');
    const entries = window.history.length;
    const done = store.followRestart('Firmware', '"old"', '/');
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(entries);
    expect(store.getRestart()).toEqual({ reason: 'Firmware', appChanged: true });
  });

  it('after a firmware upload that left the app as it was simply returns', async () => {
    const calls = fakeDevice({
      '/js/app.js': [app('"same"'), app('"same"')],
      '/api/system/status': [status(0)],
    });
    const done = store.followRestart('Firmware', await store.appFingerprint());
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(store.getRestart()).toBeUndefined();
    expect(calls.map((call) => call.path)).toEqual(['/js/app.js', '/api/system/status', '/js/app.js']);
  });

  it('compares the app text when the device sends no ETag', async () => {
    fakeDevice({
      '/js/app.js': [() => new Response('v1'), () => new Response('v2')],
      '/api/system/status': [status(0)],
    });
    const done = store.followRestart('Firmware', await store.appFingerprint());
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(store.getRestart()?.appChanged).toBe(true);
  });
});
