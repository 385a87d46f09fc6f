import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followRestart, getRestart } from './restart-store.ts';

// One module instance in this file: each instance listens to the other tabs' announcements.
const status = (uptime: number) => new Response(JSON.stringify({ uptime }));

function fakeStatus(uptimes: number[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      const uptime = uptimes.shift();
      if (uptime === undefined) throw new TypeError('Failed to fetch');
      return status(uptime);
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a restart across tabs', () => {
  it('tells the other tabs, which follow the same restart from when it began', async () => {
    fakeStatus([0]);
    const done = followRestart('Reboot');
    const announced = JSON.parse(localStorage.getItem('dtu-web.restart') ?? '{}');
    expect(announced).toEqual({ reason: 'Reboot', sinceMs: Date.now() });
    await vi.advanceTimersByTimeAsync(1000);
    await done;

    // Another tab's announcement, made 10 s ago: an uptime of 5 s is the new boot.
    const calls = fakeStatus([5]);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'dtu-web.restart',
        newValue: JSON.stringify({ reason: 'Restore', sinceMs: Date.now() - 10_000 }),
      }),
    );
    expect(getRestart()).toEqual({ reason: 'Restore' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    // Back after that one answer, not after the device was seen down.
    await vi.advanceTimersByTimeAsync(0);
    expect(getRestart()).toBeUndefined();
    // Garbage under the key is ignored.
    window.dispatchEvent(new StorageEvent('storage', { key: 'dtu-web.restart', newValue: '{"reason":"x"}' }));
    expect(getRestart()).toBeUndefined();
  });
});
