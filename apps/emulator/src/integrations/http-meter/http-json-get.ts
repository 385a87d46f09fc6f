import { createHash, randomInt } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/** What the power meter's HTTP client needs for one request (docs/firmware/onbattery-2024.05.03/settings.md §8). */
export interface HttpJsonRequest {
  url: string;
  /** 0 none, 1 Basic (pre-emptive), 2 Digest (SHA-256 challenge-response). */
  authType: number;
  username: string;
  password: string;
  /** Extra header, sent only when the key is non-empty. */
  headerKey: string;
  headerValue: string;
  /** Connect and read timeout. */
  timeoutMs: number;
}

/** Outcome of the GET, in the firmware client's categories. */
export type HttpJsonResponse =
  | { kind: 'ok'; body: string }
  | { kind: 'status'; status: number }
  | { kind: 'transport'; reason: string }
  | { kind: 'begin'; scheme: string; host: string };

const MAX_REDIRECTS = 10;
/**
 * The most body the device can hold: about the largest free heap block of a running ESP32
 * (`heap_max_block`). A longer answer fails with the client's `too less ram` and is not read on.
 */
export const HTTP_BODY_MAX_BYTES = 64 * 1024;
const TOO_LESS_RAM = 'too less ram';
const CNONCE_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

type Exchange =
  | { kind: 'response'; response: IncomingMessage; body: string }
  | { kind: 'transport'; reason: string };

/** Node's error codes mapped onto the firmware client's reason texts. */
function reasonFor(error: NodeJS.ErrnoException, connected: boolean): string {
  const code = error.code ?? '';
  if (code.startsWith('HPE_')) return 'no HTTP server';
  if (code === 'ERR_INVALID_HTTP_TOKEN' || code === 'ERR_INVALID_CHAR') return 'send header failed';
  // The device reports every failure before the connection stands as refused: a port nobody
  // listens on, an unreachable host, a failed TLS handshake, and an unresolvable name too,
  // because it then dials 0.0.0.0.
  return connected ? 'connection lost' : 'connection refused';
}

function exchange(url: URL, headers: Record<string, string>, timeoutMs: number): Promise<Exchange> {
  return new Promise((resolve) => {
    let connected = false;
    let settled = false;
    const finish = (result: Exchange) => {
      if (!settled) {
        settled = true;
        resolve(result);
      }
    };
    const client = url.protocol === 'https:' ? https : http;
    let request: http.ClientRequest;
    try {
      request = client.request(url, {
        method: 'GET',
        headers,
        agent: false,
        timeout: timeoutMs,
        rejectUnauthorized: false,
      });
    } catch (error) {
      finish({ kind: 'transport', reason: reasonFor(error as NodeJS.ErrnoException, false) });
      return;
    }
    request.on('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
        connected = true;
      });
    });
    request.on('timeout', () => {
      finish({ kind: 'transport', reason: connected ? 'read Timeout' : 'connection refused' });
      request.destroy();
    });
    request.on('error', (error) => finish({ kind: 'transport', reason: reasonFor(error, connected) }));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let length = 0;
      const tooLarge = () => {
        finish({ kind: 'transport', reason: TOO_LESS_RAM });
        request.destroy();
      };
      if (Number(response.headers['content-length'] ?? 0) > HTTP_BODY_MAX_BYTES) {
        tooLarge();
        return;
      }
      response.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length > HTTP_BODY_MAX_BYTES) tooLarge();
        else chunks.push(chunk);
      });
      response.on('end', () =>
        finish({ kind: 'response', response, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', () => finish({ kind: 'transport', reason: 'connection lost' }));
      response.on('aborted', () => finish({ kind: 'transport', reason: 'connection lost' }));
    });
    request.end();
  });
}

function challengeField(challenge: string, name: string): string {
  const match = new RegExp(`${name}="?([^",]*)"?`, 'i').exec(challenge);
  return match ? match[1] : '';
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The Digest answer the firmware computes: SHA-256, qop=auth, nc 1, 8-char cnonce. */
export function digestAuthorization(challenge: string, user: string, password: string, uri: string): string {
  const realm = challengeField(challenge, 'realm');
  const nonce = challengeField(challenge, 'nonce');
  const cnonce = Array.from({ length: 8 }, () => CNONCE_CHARS[randomInt(CNONCE_CHARS.length)]).join('');
  const nc = '00000001';
  const ha1 = sha256(`${user}:${realm}:${password}`);
  const ha2 = sha256(`GET:${uri}`);
  const response = sha256(`${ha1}:${nonce}:${nc}:${cnonce}:auth:${ha2}`);
  return (
    `Digest username="${user}", realm="${realm}", nonce="${nonce}", uri="${uri}", ` +
    `algorithm=SHA-256, qop=auth, nc=${nc}, cnonce="${cnonce}", response="${response}"`
  );
}

/**
 * One GET as the firmware's power meter performs it: fixed JSON headers, optional custom
 * header, Basic or Digest auth, redirects followed, certificates not verified, credentials in
 * the URL ignored. Answers the body only for HTTP 200.
 */
export async function httpJsonGet(request: HttpJsonRequest): Promise<HttpJsonResponse> {
  const schemeEnd = request.url.indexOf('://');
  const scheme = schemeEnd < 0 ? '' : request.url.slice(0, schemeEnd);
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return { kind: 'begin', scheme, host: request.url.slice(schemeEnd + 3).split('/')[0] };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return { kind: 'begin', scheme, host: url.hostname };
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const path = `${url.pathname}${url.search}`;
    const target = new URL(url.href);
    target.username = '';
    target.password = '';
    const headers: Record<string, string> = {
      'User-Agent': 'OpenDTU-OnBattery',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    if (request.headerKey !== '') headers[request.headerKey] = request.headerValue;
    if (request.authType === 1) {
      headers.Authorization = `Basic ${Buffer.from(`${request.username}:${request.password}`).toString('base64')}`;
    }
    let result = await exchange(target, headers, request.timeoutMs);
    const challenge = result.kind === 'response' ? result.response.headers['www-authenticate'] : undefined;
    if (
      request.authType === 2 &&
      result.kind === 'response' &&
      result.response.statusCode === 401 &&
      challenge
    ) {
      headers.Authorization = digestAuthorization(challenge, request.username, request.password, path);
      result = await exchange(target, headers, request.timeoutMs);
    }
    if (result.kind === 'transport') return result;
    const status = result.response.statusCode ?? 0;
    const location = result.response.headers.location;
    if ([301, 302, 303, 307, 308].includes(status) && location) {
      url = new URL(location, target);
      continue;
    }
    return status === 200 ? { kind: 'ok', body: result.body } : { kind: 'status', status };
  }
  return { kind: 'transport', reason: 'connection lost' };
}
