import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { COMPANION_AGENT } from '../src/gateway-reader.ts';
import {
  ADMIN,
  gatewayBehindCompanion,
  startTestCompanion,
  type TestCompanion,
} from './support/companion-fixture.ts';

const setup = gatewayBehindCompanion();
const wsVia = () => setup.via.replace('http:', 'ws:');

/** The first message, or how the handshake ended when none came. */
function firstMessage(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ message?: string; status?: number; challenge?: string }>((done) => {
    const socket = new WebSocket(url, { headers });
    socket.once('message', (data) => {
      done({ message: String(data) });
      socket.close();
    });
    socket.once('unexpected-response', (_request, reply: IncomingMessage) => {
      done({ status: reply.statusCode, challenge: reply.headers['www-authenticate'] });
      reply.resume();
    });
    socket.once('error', () => undefined);
  });
}

/** Opens `url`, lets `act` use the socket and resolves with the close code it ends with. */
function closeCode(url: string, act: (socket: WebSocket) => void) {
  return new Promise<number>((done) => {
    const socket = new WebSocket(url);
    socket.once('open', () => act(socket));
    socket.once('close', (code) => done(code));
    socket.once('error', () => undefined);
  });
}

describe('websockets through the companion (2024.05.03)', () => {
  it("carries the gateway's /livedata messages", async () => {
    const { message } = await firstMessage(`${wsVia()}/livedata`);
    expect(JSON.parse(message ?? 'null')).toEqual(expect.any(Object));
  });

  it("passes close codes both ways: the browser's own, and the gateway's 1009 for a frame too big", async () => {
    expect(await closeCode(`${wsVia()}/livedata`, (socket) => socket.close(4001, 'bye'))).toBe(4001);
    expect(await closeCode(`${wsVia()}/livedata`, (socket) => socket.send('x'.repeat(2000)))).toBe(1009);
  });

  it('passes the Basic auth of the handshake on when read-only access is off', async () => {
    const security = await fetch(`${setup.via}/api/security/config`, {
      headers: { authorization: ADMIN },
    });
    const form = new FormData();
    form.append('data', JSON.stringify({ ...((await security.json()) as object), allow_readonly: false }));
    const saved = await fetch(`${setup.via}/api/security/config`, {
      method: 'POST',
      body: form,
      headers: { authorization: ADMIN },
    });
    expect(await saved.json()).toMatchObject({ type: 'success' });
    expect(await firstMessage(`${wsVia()}/livedata`)).toEqual({
      status: 401,
      challenge: expect.stringMatching(/^Basic /),
    });
    // The app puts the credentials into the socket URL; the client sends them as Basic.
    const withCredentials = wsVia().replace('ws://', 'ws://admin:openDTU42@');
    expect(await firstMessage(`${withCredentials}/livedata`)).toEqual({ message: expect.any(String) });
  });
});

describe('the Digest handshake of the later generations (2026.03.31, v26.3.30)', () => {
  const CHALLENGE = 'Digest realm="live websocket", qop="auth", nonce="6c0a6b1f", opaque="e1"';
  const ANSWER =
    'Digest username="admin", realm="live websocket", nonce="6c0a6b1f", uri="/livedata", ' +
    'qop=auth, nc=00000001, cnonce="0a4f113b", response="6629fae49393a05397450978507c4ef1", opaque="e1"';
  let double: WebSocketServer;
  let digest: TestCompanion;
  const seenAnswers: (string | undefined)[] = [];

  beforeAll(async () => {
    // A gateway double that speaks as those firmwares do: a Digest challenge until the answer comes.
    double = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      verifyClient: ({ req }, accept) => {
        // The companion's own socket (it records) is not the browser's.
        if (req.headers['user-agent'] !== COMPANION_AGENT) seenAnswers.push(req.headers.authorization);
        if (req.headers.authorization === ANSWER && req.url === '/livedata') return accept(true);
        accept(false, 401, 'Unauthorized', { 'WWW-Authenticate': CHALLENGE });
      },
    });
    double.on('connection', (socket) => socket.send('{"inverters":[]}'));
    await new Promise((done) => double.once('listening', done));
    const { port } = double.address() as { port: number };
    digest = await startTestCompanion({ attic: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await digest?.close();
    await new Promise((done) => double?.close(done));
  });

  it("passes the challenge and the browser's answer on unchanged", async () => {
    const url = `${digest.urls[0]!.replace('http:', 'ws:')}/livedata`;
    expect(await firstMessage(url)).toEqual({ status: 401, challenge: CHALLENGE });
    expect(await firstMessage(url, { authorization: ANSWER })).toEqual({ message: '{"inverters":[]}' });
    expect(seenAnswers).toEqual([undefined, ANSWER]);
  });
});
