import { type IncomingMessage, request } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { hostname } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { COMPANION_INDEX, startTestCompanion, type TestCompanion } from './support/companion-fixture.ts';
import { type GatewayProcess, startGateway } from './support/gateway-process.ts';
import { selfSigned } from './support/self-signed.ts';

// Firmware 2024.05.03 (the emulator's generation): `/livedata` open while read-only access is on.
const ALLOWED = 'solar.home.arpa';

/** GET `url` with `Host: host` (a page elsewhere whose name points here sends its own name). */
function getAs(url: string, host: string, ca?: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((done, fail) => {
    const answer = (reply: IncomingMessage) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => {
        const body = Buffer.concat(chunks);
        const gzip = reply.headers['content-encoding'] === 'gzip';
        done({ status: reply.statusCode ?? 0, text: String(gzip ? gunzipSync(body) : body) });
      });
    };
    const options = { headers: { host } };
    const outgoing = ca ? httpsRequest(url, { ...options, ca }, answer) : request(url, options, answer);
    outgoing.on('error', fail).end();
  });
}

/** The first `/livedata` message, or the status of a refused handshake. */
function firstMessage(url: string, options: WebSocket.ClientOptions = {}) {
  return new Promise<{ message?: string; status?: number }>((done, fail) => {
    const socket = new WebSocket(url, options);
    socket.once('message', (data) => {
      done({ message: String(data) });
      socket.close();
    });
    socket.once('unexpected-response', (_request, reply) => {
      done({ status: reply.statusCode });
      reply.resume();
    });
    socket.once('error', fail);
  });
}

let gateway: GatewayProcess;
let plain: TestCompanion;
let secure: TestCompanion;
let tls: { cert: Buffer; key: Buffer };

beforeAll(async () => {
  let made: Awaited<ReturnType<typeof selfSigned>>;
  [gateway, made] = await Promise.all([startGateway(), selfSigned()]);
  tls = { cert: made.cert, key: made.key };
  plain = await startTestCompanion({ garage: gateway.origin }, { allowedHosts: [ALLOWED] });
  secure = await startTestCompanion({ garage: gateway.origin }, { tls });
});
afterAll(async () => {
  await plain?.close();
  await secure?.close();
  await gateway?.close();
});

describe('the Host names a companion answers for (2024.05.03)', () => {
  const port = () => new URL(plain.urls[0] as string).port;

  it("answers for IP addresses, localhost, this machine's names and --allowed-host", async () => {
    const machine = hostname().split('.')[0] as string;
    for (const host of ['127.0.0.1', '[::1]', 'localhost', hostname(), `${machine}.local`, ALLOWED]) {
      const reply = await getAs(`${plain.urls[0]}/`, `${host}:${port()}`);
      expect(reply, host).toEqual({ status: 200, text: COMPANION_INDEX });
    }
  });

  it('refuses a foreign name (DNS rebinding) on the app, the records, the gateway’s API and its sockets', async () => {
    for (const path of ['/', '/companion/records/days', '/api/system/status', '/api/livedata/status']) {
      const reply = await getAs(`${plain.urls[0]}${path}`, `evil.example:${port()}`);
      expect(reply.status, path).toBe(421);
      expect(reply.text).toContain('--allowed-host');
      expect(reply.text).not.toContain('evil');
    }
    const socket = `${plain.urls[0]?.replace('http:', 'ws:')}/livedata`;
    expect(await firstMessage(socket, { headers: { host: 'evil.example' } })).toEqual({ status: 421 });
    expect(await firstMessage(socket)).toEqual({ message: expect.any(String) });
  });
});

describe('a companion over TLS (--tls-cert, --tls-key)', () => {
  it('serves the app, the records and the gateway’s REST over https', async () => {
    const url = secure.urls[0] as string;
    expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const host = new URL(url).host;
    expect(await getAs(`${url}/`, host, tls.cert)).toEqual({ status: 200, text: COMPANION_INDEX });
    expect((await getAs(`${url}/companion/records`, host, tls.cert)).text).toBe('{"gateway":"garage"}');
    const status = await getAs(`${url}/api/system/status`, host, tls.cert);
    expect(status.status).toBe(200);
    expect(JSON.parse(status.text)).toHaveProperty('hostname');
  });

  it('carries the gateway’s /livedata over wss', async () => {
    const url = `${secure.urls[0]?.replace('https:', 'wss:')}/livedata`;
    const { message } = await firstMessage(url, { ca: tls.cert });
    expect(JSON.parse(message ?? 'null')).toEqual(expect.any(Object));
  });

  it('speaks no plain http on its port', async () => {
    await expect(getAs(`${secure.urls[0]?.replace('https:', 'http:')}/`, 'localhost')).rejects.toThrow();
  });
});
