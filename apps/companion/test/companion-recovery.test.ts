import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  gatewayBehindCompanion,
  startTestCompanion,
  type TestCompanion,
} from './support/companion-fixture.ts';
import { GATEWAY_START_MS } from './support/gateway-process.ts';

/** How the app's `fetch` ends: a status, or the rejection of an unreachable device (status 0). */
const outcome = (url: string) =>
  fetch(url).then(
    (reply) => reply.status,
    (error: Error) => error.constructor.name,
  );

/** How a socket ends before any message: its close code (1006: the connection just went away). */
const socketEnd = (url: string) =>
  new Promise<number>((done) => {
    const socket = new WebSocket(url);
    socket.once('error', () => undefined);
    socket.once('close', (code) => done(code));
  });

describe('a gateway that goes away and comes back (2024.05.03)', () => {
  const setup = gatewayBehindCompanion();

  it(
    'looks to the app as the device itself does, then recovers without a companion restart',
    async () => {
      const { gateway, companion, via } = setup;
      const live = `${via.replace('http:', 'ws:')}/livedata`;
      const open = new WebSocket(live);
      await new Promise((done) => open.once('message', done));
      const dropped = new Promise<number>((done) => open.once('close', done));

      await gateway.kill();
      // What the app sees of the gateway itself now: a rejected fetch, a socket that fails.
      const direct = await outcome(`${gateway.origin}/api/system/status`);
      expect(direct).toBe('TypeError');
      expect(await outcome(`${via}/api/system/status`)).toBe(direct);
      expect(await dropped).toBe(1006);
      expect(await socketEnd(live)).toBe(1006);
      // The app still loads from the companion, and shows the device as unreachable.
      expect(await outcome(`${via}/`)).toBe(200);
      expect(companion.lines).toEqual([
        expect.stringMatching(/^garage: http:\/\/127\.0\.0\.1:\d+ does not answer/),
      ]);

      await gateway.restart();
      expect(await outcome(`${via}/api/system/status`)).toBe(200);
      const again = new WebSocket(live);
      expect(JSON.parse(String(await new Promise((done) => again.once('message', done))))).toEqual(
        expect.any(Object),
      );
      again.close();
      expect(companion.lines[1]).toMatch(/^garage: http:\/\/127\.0\.0\.1:\d+ answers again$/);
      // The gateway's restart is a cold start of its CLI.
    },
    GATEWAY_START_MS,
  );
});

describe('a gateway that accepts but never answers', () => {
  let silent: ReturnType<typeof createServer>;
  const held: Socket[] = [];
  let companion: TestCompanion;
  beforeAll(async () => {
    silent = createServer((socket) => held.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as { port: number };
    companion = await startTestCompanion(
      { hung: `http://127.0.0.1:${port}` },
      { timeouts: { connectMs: 2000, idleMs: 300 } },
    );
  });
  afterAll(async () => {
    await companion?.close();
    for (const socket of held) socket.destroy();
    await new Promise((done) => silent?.close(done));
  });

  it('is given up after the idle time: a failed fetch and socket, never a proxy error page', async () => {
    const via = companion.urls[0] as string;
    expect(await outcome(`${via}/api/livedata/status`)).toBe('TypeError');
    expect(await socketEnd(`${via.replace('http:', 'ws:')}/livedata`)).toBe(1006);
    expect(companion.lines).toEqual([expect.stringContaining('hung: http://127.0.0.1:')]);
    expect(companion.lines[0]).toContain('no answer in time');
  });
});
