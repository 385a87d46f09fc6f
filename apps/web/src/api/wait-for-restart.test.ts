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
