import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCompanion, type TestCompanion } from './support/companion-fixture.ts';
import { type GatewayProcess, startGateway } from './support/gateway-process.ts';

const ADMIN = `Basic ${Buffer.from('admin:openDTU42').toString('base64')}`;

let garage: GatewayProcess;
let barn: GatewayProcess;
let companion: TestCompanion;
/** A server the companion must never reach: every request it gets is a hole in the companion. */
let elsewhere: Server;
const reachedElsewhere: string[] = [];
let elsewhereHost: string;

beforeAll(async () => {
  [garage, barn] = await Promise.all([startGateway(), startGateway()]);
  companion = await startTestCompanion({ garage: garage.origin, barn: barn.origin });
  elsewhere = createServer((request, reply) => {
    reachedElsewhere.push(`${request.method} ${request.url}`);
    reply.end('elsewhere');
  });
  await new Promise<void>((done) => elsewhere.listen(0, '127.0.0.1', done));
  elsewhereHost = `127.0.0.1:${(elsewhere.address() as { port: number }).port}`;
});
afterAll(async () => {
  await companion?.close();
  await Promise.all([garage?.close(), barn?.close()]);
  await new Promise((done) => elsewhere?.close(done));
});

const ntpServer = async (origin: string) => {
  const reply = await fetch(`${origin}/api/ntp/config`, { headers: { authorization: ADMIN } });
  return ((await reply.json()) as { ntp_server: string }).ntp_server;
};

describe('two gateways (2024.05.03), one origin each', () => {
  it('forwards each origin to its own gateway only', async () => {
    const [garageUrl, barnUrl] = companion.urls as [string, string];
    const read = await fetch(`${garageUrl}/api/ntp/config`, { headers: { authorization: ADMIN } });
    const form = new FormData();
    form.append('data', JSON.stringify({ ...((await read.json()) as object), ntp_server: 'garage.example' }));
    const saved = await fetch(`${garageUrl}/api/ntp/config`, {
      method: 'POST',
      body: form,
      headers: { authorization: ADMIN },
    });
    expect(await saved.json()).toMatchObject({ type: 'success' });
    expect(await ntpServer(garageUrl)).toBe('garage.example');
    expect(await ntpServer(garage.origin)).toBe('garage.example');
    expect(await ntpServer(barnUrl)).toBe(await ntpServer(barn.origin));
    expect(await ntpServer(barnUrl)).not.toBe('garage.example');
  });

  it('lists both gateways on every origin, with the port that serves each', async () => {
    const ports = companion.urls.map((url) => Number(new URL(url).port));
    const expected = {
      gateways: [
        { name: 'garage', port: ports[0] },
        { name: 'barn', port: ports[1] },
      ],
    };
    for (const url of companion.urls)
      expect(await (await fetch(`${url}/companion/gateways`)).json()).toEqual(expected);
  });
});

/** Sends `text` on a raw connection to the companion and resolves with all it answers. */
function raw(text: string): Promise<string> {
  const { hostname, port } = new URL(companion.urls[0] as string);
  return new Promise((done) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => done(answer));
  });
}

describe('no open proxy', () => {
  it.each([
    [
      'an absolute URL',
      (host: string) => `GET http://${host}/api/system/status HTTP/1.1\r\nHost: ${host}\r\n`,
    ],
    ['a Host header', (host: string) => `GET /api/system/status HTTP/1.1\r\nHost: ${host}\r\n`],
    [
      'a path that looks like a host',
      (host: string) => `GET //${host}/api/system/status HTTP/1.1\r\nHost: x\r\n`,
    ],
    ['CONNECT', (host: string) => `CONNECT ${host} HTTP/1.1\r\nHost: ${host}\r\n`],
    [
      'a websocket handshake with an absolute URL',
      (host: string) =>
        `GET http://${host}/livedata HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n',
    ],
  ])('reaches nothing but its gateways through %s', async (_what, request) => {
    const answer = await raw(`${request(elsewhereHost)}Connection: close\r\n\r\n`);
    expect(answer).not.toContain('elsewhere');
    // A plain API path goes to the gateway, whatever the Host header says.
    if (request(elsewhereHost).startsWith('GET /api/')) expect(answer).toContain('"hostname"');
    expect(reachedElsewhere).toEqual([]);
  });
});
