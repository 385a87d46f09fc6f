import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FACTORY_SETTINGS } from '@dtu/contract/fixtures';
import { apiResponseSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonPath } from '../src/integrations/http-meter/json-path.ts';
import { closeAfterAll } from './support/close-after-each.ts';
import { makeApp, postData } from './support/core-fixture.ts';
import { freePort } from './support/free-port.ts';
import { localServer } from './support/local-server.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const json = (res: ServerResponse, body: unknown, status = 200) =>
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(typeof body === 'string' ? body : JSON.stringify(body));

/** Checks a Digest answer the way a SHA-256 meter would. */
function digestValid(header: string | undefined): boolean {
  if (!header?.startsWith('Digest ')) return false;
  const f = Object.fromEntries([...header.matchAll(/(\w+)="?([^",]*)"?/g)].map((m) => [m[1], m[2]]));
  const ha1 = sha256(`meter-user:meter:meter-pass`);
  const ha2 = sha256(`GET:${f.uri}`);
  const expected = sha256(`${ha1}:${f.nonce}:${f.nc}:${f.cnonce}:${f.qop}:${ha2}`);
  return (
    f.realm === 'meter' &&
    f.nonce === 'n0nce' &&
    f.algorithm === 'SHA-256' &&
    /^[A-Za-z0-9]{8}$/.test(f.cnonce) &&
    f.response === expected
  );
}

/** The fake meter's routes; `/slow` never answers, so only the client's timeout ends it. */
const ROUTES: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/plain': (_req, res) => json(res, { total_power: 123.4 }),
  '/nested': (_req, res) => json(res, { emeters: [{ power: 1.5 }, { power: 2 }], a: { b: '-45' } }),
  '/headers': (req, res) => {
    const fixed =
      req.headers['user-agent'] === 'OpenDTU-OnBattery' && req.headers.accept === 'application/json';
    json(res, { power: fixed && req.headers['x-api-key'] === 'k1' ? 1 : 0 });
  },
  '/basic': (req, res) => {
    const ok =
      req.headers.authorization === `Basic ${Buffer.from('meter-user:meter-pass').toString('base64')}`;
    json(res, ok ? { power: 7 } : {}, ok ? 200 : 401);
  },
  '/digest': (req, res) => {
    if (digestValid(req.headers.authorization)) {
      json(res, { power: 2500 });
      return;
    }
    res.setHeader('WWW-Authenticate', 'Digest realm="meter", qop="auth", nonce="n0nce", algorithm=SHA-256');
    json(res, {}, 401);
  },
  '/redirect': (_req, res) => {
    res.writeHead(302, { location: '/plain' }).end();
  },
  '/bad-json': (_req, res) => json(res, '{"power": 12'),
  '/error': (_req, res) => json(res, { power: 1 }, 503),
  '/slow': () => {},
  // Streams megabytes until the client hangs up; `streamed` counts what went out.
  '/endless': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const more = () => {
      while (!res.destroyed && streamed < 512 * 1024 * 1024) {
        streamed += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      res.end();
    };
    res.write('{"power":1,"pad":"');
    more();
  },
  '/announced': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024) });
    res.write('{"power":1');
  },
};
let streamed = 0;

function handle(req: IncomingMessage, res: ServerResponse): void {
  const route = ROUTES[(req.url ?? '').split('?')[0]];
  if (route) route(req, res);
  else json(res, {}, 404);
}

const opened = closeAfterAll();
let base = '';
let refusedUrl = '';
let app: FastifyInstance;

beforeAll(async () => {
  ({ base } = await opened(localServer(handle)));
  refusedUrl = `http://127.0.0.1:${await freePort()}/plain`;
  ({ app } = await opened(makeApp()));
});

const PHASE = { ...FACTORY_SETTINGS.powermeter.http_phases[0]!, json_path: 'power' };

async function test(change: Record<string, unknown>) {
  const res = await postData(app, '/api/powermeter/testhttprequest', { ...PHASE, ...change });
  expect(res.statusCode).toBe(200);
  return apiResponseSchema.parse(res.json());
}
const success = (message: string) => ({ type: 'success', message });
const warning = (message: string) => ({ type: 'warning', message });

describe('POST /api/powermeter/testhttprequest', () => {
  it('is admin-only and needs every request field', async () => {
    expect((await postData(app, '/api/powermeter/testhttprequest', PHASE, null)).statusCode).toBe(401);
    const { header_value: _, ...partial } = PHASE;
    expect((await postData(app, '/api/powermeter/testhttprequest', partial)).json()).toEqual(
      warning('Missing fields!'),
    );
  });

  it('reads the value at the JSON path, formatted %5.2f', async () => {
    expect(await test({ url: `${base}/plain`, json_path: 'total_power' })).toEqual(
      success('Success! Power: 123.40W'),
    );
    expect(await test({ url: `${base}/nested`, json_path: 'emeters/[0]/power' })).toEqual(
      success('Success! Power:  1.50W'),
    );
    expect(await test({ url: `${base}/nested`, json_path: 'a/b' })).toEqual(
      success('Success! Power: -45.00W'),
    );
    expect(await test({ url: `${base}/redirect`, json_path: 'total_power' })).toEqual(
      success('Success! Power: 123.40W'),
    );
  });

  it('applies unit and sign', async () => {
    const url = `${base}/nested`;
    const path = 'emeters/[1]/power';
    expect(await test({ url, json_path: path, unit: 1 })).toEqual(success('Success! Power:  0.00W'));
    expect(await test({ url, json_path: path, unit: 2 })).toEqual(success('Success! Power: 2000.00W'));
    expect(await test({ url, json_path: path, sign_inverted: true })).toEqual(
      success('Success! Power: -2.00W'),
    );
  });

  it('sends the fixed headers and the custom header', async () => {
    expect(await test({ url: `${base}/headers`, header_key: 'X-Api-Key', header_value: 'k1' })).toEqual(
      success('Success! Power:  1.00W'),
    );
  });

  it('authenticates with Basic and with a SHA-256 Digest challenge', async () => {
    const credentials = { username: 'meter-user', password: 'meter-pass' };
    expect(await test({ url: `${base}/basic` })).toEqual(warning('Bad HTTP code: 401'));
    expect(await test({ url: `${base}/basic`, auth_type: 1, ...credentials })).toEqual(
      success('Success! Power:  7.00W'),
    );
    expect(await test({ url: `${base}/digest?x=1`, auth_type: 2, ...credentials })).toEqual(
      success('Success! Power: 2500.00W'),
    );
    expect(
      await test({ url: `${base}/digest`, auth_type: 2, username: 'meter-user', password: 'wrong' }),
    ).toEqual(warning('Bad HTTP code: 401'));
  });

  it('words path, body and status failures like the firmware', async () => {
    const notFound = (path: string) =>
      warning(`[HttpPowerMeter] Couldn't find a value for phase 0 with Json query "${path}"`);
    expect(await test({ url: `${base}/nested`, json_path: 'emeters/[5]/power' })).toEqual(
      notFound('emeters/[5]/power'),
    );
    expect(await test({ url: `${base}/nested`, json_path: 'emeters/power' })).toEqual(
      notFound('emeters/power'),
    );
    expect(await test({ url: `${base}/bad-json` })).toEqual(notFound('power'));
    expect(await test({ url: `${base}/error` })).toEqual(warning('Bad HTTP code: 503'));
    expect(await test({ url: `${base}/missing` })).toEqual(warning('Bad HTTP code: 404'));
  });

  it('maps transport failures to the client reason texts', async () => {
    expect(await test({ url: refusedUrl })).toEqual(warning('HTTP Error connection refused'));
    const started = Date.now();
    expect(await test({ url: `${base}/slow`, timeout: 300 })).toEqual(warning('HTTP Error read Timeout'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(await test({ url: 'ftp://meter/x' })).toEqual(
      warning('httpClient.begin() failed for ftp://meter'),
    );
  });

  it('refuses a body larger than the device can hold with "too less ram", without reading it all', async () => {
    streamed = 0;
    expect(await test({ url: `${base}/endless`, timeout: 5000 })).toEqual(warning('HTTP Error too less ram'));
    // The client hung up after the cap; the meter got nowhere near its 512 MB.
    expect(streamed).toBeLessThan(64 * 1024 * 1024);
    expect(await test({ url: `${base}/announced`, timeout: 5000 })).toEqual(
      warning('HTTP Error too less ram'),
    );
  });
});

describe('jsonPath', () => {
  it('walks objects and [n] array segments only', () => {
    const doc = { a: [{ b: 1 }, { b: [5, 6] }], 'x.y': 2 };
    expect(jsonPath(doc, 'a/[1]/b/[1]')).toEqual({ found: true, value: 6 });
    expect(jsonPath(doc, 'x.y')).toEqual({ found: true, value: 2 });
    expect(jsonPath(doc, 'a.0.b')).toEqual({ found: false });
    expect(jsonPath(doc, 'a/0/b')).toEqual({ found: false });
    expect(jsonPath(doc, '')).toEqual({ found: false });
  });
});
