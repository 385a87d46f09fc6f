import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { closeAfterEach } from './support/close-after-each.ts';
import { flush, makeApp, postData } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';
import { adminSocketAuth } from './support/socket-auth.ts';

const opened = closeAfterEach();

async function listening(options = {}) {
  const env = await opened(makeApp(options));
  await env.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = env.app.server.address() as AddressInfo;
  return { ...env, url: `ws://127.0.0.1:${port}/console` };
}

function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

describe.each(PERSONALITIES)(
  '/console socket on $firmware',
  ({ firmware, consoleLineEnd, socketAdminAuth }) => {
    it('streams log lines with its line end and ignores client messages', async () => {
      const { app, url } = await listening({ firmware });
      const socket = await open(url);
      const lines: string[] = [];
      socket.on('message', (data) => lines.push(data.toString()));
      socket.send('ping');
      app.device.log('Fetch inverter: 114183712345');
      await flush(socket);
      expect(lines).toContain(`Fetch inverter: 114183712345${consoleLineEnd}`);
      expect(lines.some((line) => line.startsWith('ping'))).toBe(false);
      socket.close();
    });

    it('refuses the upgrade with 401 when allow_readonly is off, accepts the admin', async () => {
      const { app, url } = await listening({ firmware });
      await postData(app, '/api/security/config', { password: 'openDTU42', allow_readonly: false });
      await expect(open(url)).rejects.toThrow('HTTP 401');
      const socket = await open(url, { authorization: await adminSocketAuth(url, socketAdminAuth) });
      socket.close();
    });

    it('keeps at most 8 clients, dropping the oldest, and closes all on reboot', async () => {
      const { app, url } = await listening({ firmware, rebootMs: 200 });
      const sockets: WebSocket[] = [];
      for (let i = 0; i < 9; i++) sockets.push(await open(url));
      const firstClosed = new Promise<void>((resolve) => sockets[0]?.once('close', () => resolve()));
      await firstClosed;
      expect(sockets.slice(1).every((s) => s.readyState === WebSocket.OPEN)).toBe(true);
      const allClosed = Promise.all(
        sockets.slice(1).map((s) => new Promise((resolve) => s.once('close', resolve))),
      );
      app.device.reboot('test');
      await allClosed;
    });
  },
);
