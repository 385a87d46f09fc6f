import { describe, expect, it } from 'vitest';
import { waitForRestart } from './wait-for-restart.ts';

describe('waitForRestart', () => {
  it('ignores answers from before the restart and failures, and resolves once the device is back', async () => {
    let clock = 0;
    const seen: string[] = [];
    const answers: (() => Response)[] = [
      () => new Response(JSON.stringify({ uptime: 500 })),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Response('', { status: 503 }),
      () => new Response(JSON.stringify({ uptime: 1 })),
    ];
    const fetcher = (async (url: string) => {
      seen.push(url);
      clock += 1000;
      const next = answers.shift();
      if (!next) throw new Error('polled too often');
      return next();
    }) as unknown as typeof fetch;
    await waitForRestart({ since: 0, pollMs: 1, fetcher, now: () => clock });
    expect(seen).toEqual(Array(4).fill('/api/system/status'));
    expect(answers).toHaveLength(0);
  });

  it('does not take a just-booted device, polled before it went down, as restarted', async () => {
    // The device had booted 1 s before the save: its old uptime is as short as the elapsed time.
    let clock = 0;
    const answers = [
      { uptime: 2 }, // still the old boot, 1 s after the answer
      { uptime: 0 }, // restarted without a poll seeing it down
    ];
    let polls = 0;
    const fetcher = (async () => {
      polls += 1;
      clock += 1000;
      const next = answers.shift();
      if (!next) throw new Error('polled too often');
      return new Response(JSON.stringify(next));
    }) as unknown as typeof fetch;
    await waitForRestart({ since: 0, pollMs: 1, fetcher, now: () => clock });
    expect(polls).toBe(2);
  });

  it('takes a 401 as the device being back (a factory reset restored the default password)', async () => {
    const fetcher = (async () => new Response('', { status: 401 })) as unknown as typeof fetch;
    await expect(waitForRestart({ pollMs: 1, fetcher })).resolves.toBeUndefined();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const fetcher = (async () => new Response('', { status: 503 })) as unknown as typeof fetch;
    const waiting = waitForRestart({ pollMs: 5, fetcher, signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(waiting).rejects.toThrow('left the page');
  });
});
