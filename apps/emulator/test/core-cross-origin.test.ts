import type { IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { GENERATIONS } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { advance, liveApp } from './live-fixture.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, flush, INDEX_HTML, makeApp, postData, postMultipart } from './support/core-fixture.ts';
import { describeLiveMessage } from './support/live-shape.ts';
import { PERSONALITIES } from './support/personality-facts.ts';
import { adminSocketAuth } from './support/socket-auth.ts';

// A site page served by one device reads its neighbours; these tests pin down what such a
// foreign page gets from the emulator, which must be exactly what each firmware gives (the same
// rules at every tag: `src/WebApi*.cpp` set no CORS header but on the upload replies).
const PAGE_ORIGIN = 'http://192.0.2.7';
const SOCKET_ORIGIN = 'http://198.51.100.9:8080';

const opened = closeAfterEach();

function corsHeaders(headers: IncomingHttpHeaders | Record<string, unknown>): string[] {
  return Object.keys(headers).filter((name) => name.toLowerCase().startsWith('access-control-'));
}

/** The answer's headers without the ones that change per request. */
function stableHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const { date: _date, connection: _connection, ...rest } = headers;
  return rest;
}

describe.each(PERSONALITIES)('REST across origins on $firmware', (facts) => {
  const { firmware } = facts;
  it('GET answers carry no access-control header, whatever the Origin', async () => {
    const env = await opened(makeApp({ firmware }));
    const requests: { url: string; authorization?: string; status: number }[] = [
      { url: '/api/livedata/status', status: 200 },
      { url: '/api/system/status', status: 200 },
      { url: '/api/network/config', authorization: ADMIN_AUTH, status: 200 },
      ...(facts.onBattery ? [{ url: '/api/powerlimiter/status', status: 200 }] : []),
      // A refusal is no different: the foreign page simply cannot read it.
      { url: '/api/security/config', status: 401 },
    ];
    for (const { url, authorization, status } of requests) {
      const res = await env.app.inject({
        url,
        headers: { origin: PAGE_ORIGIN, ...(authorization ? { authorization } : {}) },
      });
      expect(res.statusCode, url).toBe(status);
      expect(corsHeaders(res.headers), url).toEqual([]);
    }
  });

  it('a preflight OPTIONS gets the catch-all index.html (200) and no access-control header', async () => {
    const env = await opened(makeApp({ firmware }));
    const index = await env.app.inject({ url: '/index.html' });
    for (const [url, method] of [
      ['/api/livedata/status', 'GET'],
      ['/api/network/config', 'GET'],
      [facts.files.upload, 'POST'],
      ['/livedata', 'GET'],
    ] as const) {
      const res = await env.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: PAGE_ORIGIN,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization, x-requested-with',
        },
      });
      expect(res.statusCode, url).toBe(200);
      expect(gunzipSync(res.rawPayload).toString(), url).toBe(INDEX_HTML);
      expect(stableHeaders(res.headers), url).toEqual(stableHeaders(index.headers));
      expect(corsHeaders(res.headers), url).toEqual([]);
    }
  });

  // The firmware update reply's `Access-Control-Allow-Origin: *` is asserted in
  // firmware-update.test.ts ("accepts a valid image with OK, …"); the config upload is here.
  it('the config upload reply is the one settings answer that allows any origin', async () => {
    const env = await opened(makeApp({ rebootMs: 60_000, firmware }));
    const url = `${facts.files.upload}?file=cross-origin.json`;
    const res = await postMultipart(env.app, url, {}, { config: Buffer.from('{}') }, { origin: PAGE_ORIGIN });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(corsHeaders(res.headers)).toEqual(['access-control-allow-origin']);
  });
});

type Upgrade =
  | { opened: true; socket: WebSocket; headers: IncomingHttpHeaders }
  | { opened: false; status: number };

/** Opens a socket with a foreign Origin; settles on the server's accept or refusal. */
function upgrade(base: string, path: string, authorization?: string): Promise<Upgrade> {
  const headers: Record<string, string> = { Origin: SOCKET_ORIGIN };
  if (authorization) headers.Authorization = authorization;
  const socket = new WebSocket(`${base}${path}`, { headers });
  return new Promise((resolve, reject) => {
    let answer: IncomingHttpHeaders = {};
    socket.once('upgrade', (response) => {
      answer = response.headers;
    });
    socket.once('open', () => resolve({ opened: true, socket, headers: answer }));
    socket.once('unexpected-response', (_request, response) => {
      socket.terminate();
      resolve({ opened: false, status: response.statusCode ?? 0 });
    });
    socket.once('error', reject);
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  return (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
}

describe.each(PERSONALITIES)('websockets across origins on $firmware', (facts) => {
  const { firmware } = facts;
  it('every socket path accepts a foreign Origin, and /livedata streams to it', async () => {
    const started = await opened(liveApp({ firmware }));
    const base = await listen(started.app);
    for (const path of GENERATIONS[firmware].sockets.filter((socket) => socket !== '/livedata')) {
      const other = await upgrade(base, path);
      expect(other.opened, path).toBe(true);
      if (other.opened) other.socket.terminate();
    }

    const live = await upgrade(base, '/livedata');
    if (!live.opened) throw new Error(`upgrade refused with ${live.status}`);
    expect(corsHeaders(live.headers)).toEqual([]);
    const received: string[] = [];
    live.socket.on('message', (data) => received.push(data.toString()));
    // One device second starts a send run; the ping's pong arrives behind what it sent.
    await advance(started.app, 1000);
    await flush(live.socket);
    const serials = received.map((text) => describeLiveMessage(facts, text)).filter((kind) => kind !== 'B');
    expect(serials.length).toBeGreaterThan(0);
    live.socket.terminate();
  });

  it('with allow_readonly off a foreign socket still needs credentials, nothing more', async () => {
    const env = await opened(makeApp({ firmware }));
    const saved = await postData(env.app, '/api/security/config', {
      password: 'openDTU42',
      allow_readonly: false,
    });
    expect(saved.json()).toMatchObject({ type: 'success', code: 1001 });
    const base = await listen(env.app);

    const anonymous = await upgrade(base, '/livedata');
    expect(anonymous).toEqual({ opened: false, status: 401 });
    // Basic on 2024.05.03; Digest on the later generations (`src/WebApi_ws_live.cpp`).
    const admin = await upgrade(
      base,
      '/livedata',
      await adminSocketAuth(`${base}/livedata`, facts.socketAdminAuth),
    );
    expect(admin.opened).toBe(true);
    if (admin.opened) admin.socket.terminate();
  });
});
