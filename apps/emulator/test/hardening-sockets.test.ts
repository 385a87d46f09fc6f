import { GENERATIONS } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_INBOUND_MAX_BYTES } from '../src/http/socket-hub.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { makeApp } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';
import { adminSocketAuth } from './support/socket-auth.ts';

const opened = closeAfterEach();

/** Opens the socket as the admin (Basic on 2024.05.03, Digest on the later generations). */
async function open(url: string, kind: 'basic' | 'digest'): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers: { authorization: await adminSocketAuth(url, kind) } });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));

describe.each(PERSONALITIES)('websocket inbound frames on $firmware', ({ firmware, socketAdminAuth }) => {
  it('closes a client that sends a frame larger than a keep-alive ping, on every socket', async () => {
    const started = await opened(makeApp({ factory: false, firmware }));
    const base = (await started.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    for (const path of GENERATIONS[firmware].sockets) {
      const socket = await open(`${base}${path}`, socketAdminAuth);
      const code = closed(socket);
      socket.send('x'.repeat(4 * 1024 * 1024));
      expect(await code, path).toBe(1009);
    }
  });

  it('keeps a client that sends the web app pings (up to the limit)', async () => {
    const started = await opened(makeApp({ factory: false, firmware }));
    const base = (await started.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const socket = await open(`${base}/console`, socketAdminAuth);
    socket.send('ping');
    socket.send('p'.repeat(SOCKET_INBOUND_MAX_BYTES));
    // The console answers nothing to pings; a round trip of our own ping frame proves it is open.
    const pong = new Promise<void>((resolve) => socket.once('pong', () => resolve()));
    socket.ping();
    await pong;
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});
