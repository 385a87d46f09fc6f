import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ADVANCE_MS } from '../src/live/test-control-routes.ts';
import { liveApp } from './live-fixture.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const HOUR_MS = 3_600_000;

describe('POST /api/test/time bounds', () => {
  it('refuses a step that is not a number within 0…MAX_ADVANCE_MS, and the clock stays', async () => {
    const started = await liveApp();
    close = started.close;
    const { app } = started;
    const before = app.device.now();
    // `1e999` is JSON for Infinity once parsed.
    for (const payload of [
      '{"advanceMs":1e300}',
      '{"advanceMs":1e999}',
      '{"advanceMs":-5}',
      '{"advanceMs":0}',
    ]) {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/test/time',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(reply.statusCode, payload).toBe(400);
      expect(reply.json().error).toMatch(/advanceMs/);
    }
    for (const advanceMs of ['5000', MAX_ADVANCE_MS + 1]) {
      const reply = await app.inject({ method: 'POST', url: '/api/test/time', payload: { advanceMs } });
      expect(reply.statusCode).toBe(400);
    }
    expect(app.device.now()).toBe(before);
  });

  it('moves the clock by the largest step allowed', async () => {
    // Without inverters: the replay of the last day is quick.
    const started = await liveApp({ inverters: 'none' });
    close = started.close;
    const { app } = started;
    const before = app.device.now();
    const reply = await app.inject({
      method: 'POST',
      url: '/api/test/time',
      payload: { advanceMs: MAX_ADVANCE_MS },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().now).toBe(before + MAX_ADVANCE_MS);
  });

  it('replays a long advance in slices, serving other requests meanwhile', async () => {
    const started = await liveApp();
    close = started.close;
    const { app } = started;
    const finished: string[] = [];
    const advance = app
      .inject({ method: 'POST', url: '/api/test/time', payload: { advanceMs: 2 * HOUR_MS } })
      .then((reply) => finished.push(`advance ${reply.statusCode}`));
    // Sent after the advance began: answered before it ends, because the replay yields.
    await app.inject({ method: 'GET', url: '/api/test/sockets' }).then(() => finished.push('sockets'));
    await advance;
    expect(finished).toEqual(['sockets', 'advance 200']);
    // The demo inverters were polled on the way.
    const live = (await app.inject({ method: 'GET', url: '/api/livedata/status' })).json();
    expect(live.inverters.length).toBe(3);
    expect(live.inverters.every((inv: { data_age: number }) => inv.data_age < 60)).toBe(true);
  });
});
