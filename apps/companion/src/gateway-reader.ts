import { createHash, randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { Gateway } from './gateway.ts';

/** The companion reading a gateway itself (recording, alerts): REST answers and the `/livedata` socket. */
export interface GatewayReader {
  /** The JSON answer of `path`; rejects on a failure, a non-2xx status or after `timeoutMs`. */
  get<T>(path: string): Promise<T>;
  /**
   * Keeps a `/livedata` socket open (opened again `retryMs` after it closes or fails) and hands
   * each message to `onMessage`; `onOpen(false)` when it closes. Returns the stop function.
   */
  live(onMessage: (message: unknown) => void, onOpen?: (open: boolean) => void): () => void;
  /** Whether the gateway accepts `authorization` (the browser's header) as its admin; undefined: no answer. */
  admits(authorization: string | undefined): Promise<boolean | undefined>;
  /**
   * Whether the gateway gives its live data to a request with `authorization` (none: anyone, as
   * while its read-only access is on); undefined: no answer. Asked again after `READ_CHECK_MS`.
   */
  reads(authorization: string | undefined): Promise<boolean | undefined>;
}

/** How long the gateway's answer on who may read is taken as still valid (a settings change shows after this). */
export const READ_CHECK_MS = 2_000;

/** Distinct logins remembered for `reads` at most (each a header a browser sent). */
const READ_CHECKS_KEPT = 64;

/**
 * Silence on the live socket after which it is closed (and the gateway is offline): the firmware
 * answers pings, and sends live data every few seconds while inverters are polled. Well inside
 * the offline rule's shortest useful delay (its default is 2 minutes).
 */
export const LIVE_SILENCE_MS = 30_000;

/** How the companion's own requests name themselves (in a gateway's logs, and to tell them from the browser's). */
export const COMPANION_AGENT = 'dtu-web-companion';

/** The admin's Basic credentials when the config file gives the gateway's password. */
const authorization = (gateway: Gateway): Record<string, string> =>
  gateway.password === undefined
    ? { 'User-Agent': COMPANION_AGENT }
    : {
        'User-Agent': COMPANION_AGENT,
        Authorization: `Basic ${Buffer.from(`admin:${gateway.password}`).toString('base64')}`,
      };

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * The admin's RFC 2617 Digest answer (MD5; `qop=auth` when the challenge offers it) to a
 * `WWW-Authenticate: Digest …` challenge for `GET path`: how the 2026 generations guard their
 * sockets while read-only access is off (Basic no longer passes there).
 */
export function digestAuthorization(challenge: string, path: string, password: string, nc = 1): string {
  const param = (key: string) => new RegExp(`${key}="?([^",]*)"?`).exec(challenge)?.[1];
  const realm = param('realm') ?? '';
  const nonce = param('nonce') ?? '';
  const opaque = param('opaque');
  const ha1 = md5(`admin:${realm}:${password}`);
  const ha2 = md5(`GET:${path}`);
  const qop = param('qop')
    ?.split(/\s*,\s*/)
    .includes('auth');
  const count = nc.toString(16).padStart(8, '0');
  const cnonce = randomBytes(8).toString('hex');
  const response = qop
    ? md5(`${ha1}:${nonce}:${count}:${cnonce}:auth:${ha2}`)
    : md5(`${ha1}:${nonce}:${ha2}`);
  return [
    `Digest username="admin", realm="${realm}", nonce="${nonce}", uri="${path}"`,
    ...(qop ? [`qop=auth, nc=${count}, cnonce="${cnonce}"`] : []),
    `response="${response}"`,
    ...(opaque === undefined ? [] : [`opaque="${opaque}"`]),
  ].join(', ');
}

export function createGatewayReader(
  gateway: Gateway,
  timeoutMs = 10_000,
  retryMs = 2_000,
  silenceMs = LIVE_SILENCE_MS,
): GatewayReader {
  const headers = authorization(gateway);
  /** Whether `GET path` with the browser's `authorization` is answered 2xx (its body unread); undefined: no answer. */
  const allows = async (path: string, authorization: string | undefined) => {
    const reply = await fetch(`${gateway.origin}${path}`, {
      headers: authorization ? { Authorization: authorization } : {},
      signal: AbortSignal.timeout(timeoutMs),
    }).catch(() => undefined);
    if (!reply) return undefined;
    await reply.body?.cancel();
    return reply.ok;
  };
  const readChecks = new Map<string, { answer: Promise<boolean | undefined>; until: number }>();
  return {
    async get<T>(path: string) {
      const reply = await fetch(`${gateway.origin}${path}`, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!reply.ok) throw new Error(`${path}: ${reply.status}`);
      return (await reply.json()) as T;
    },
    async admits(authorization) {
      if (!authorization) return false;
      return allows('/api/security/authenticate', authorization);
    },
    reads(authorization) {
      // Remembered by a hash of the header, not the login itself.
      const key = createHash('sha256')
        .update(authorization ?? '')
        .digest('hex');
      const known = readChecks.get(key);
      if (known && known.until > Date.now()) return known.answer;
      const answer = allows('/api/livedata/status', authorization);
      readChecks.delete(key);
      if (readChecks.size >= READ_CHECKS_KEPT) readChecks.delete(readChecks.keys().next().value as string);
      readChecks.set(key, { answer, until: Date.now() + READ_CHECK_MS });
      // A gateway that did not answer is asked again at the next request.
      void answer.then((ok) => ok === undefined && readChecks.delete(key));
      return answer;
    },
    live(onMessage, onOpen) {
      let stopped = false;
      let socket: WebSocket | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      // The last Digest challenge of the gateway (2026 generations, read-only access off) and how
      // many answers were given to it; undefined while Basic passes (2024.05.03).
      let challenge: string | undefined;
      let answers = 0;
      let retryAtOnce = false;
      const connect = () => {
        const path = '/livedata';
        const password = gateway.password;
        const auth: Record<string, string> =
          challenge !== undefined && password !== undefined
            ? { Authorization: digestAuthorization(challenge, path, password, ++answers) }
            : {};
        const opened = new WebSocket(`${gateway.origin.replace(/^http/, 'ws')}${path}`, {
          headers: { ...headers, ...auth },
          handshakeTimeout: timeoutMs,
        });
        socket = opened;
        opened.on('unexpected-response', (_request, response) => {
          const offered = response.headers['www-authenticate'];
          // A fresh challenge is answered at once, once: a refused answer waits `retryMs` like any failure.
          retryAtOnce =
            response.statusCode === 401 &&
            password !== undefined &&
            typeof offered === 'string' &&
            /^Digest /i.test(offered) &&
            auth.Authorization === undefined;
          if (typeof offered === 'string' && /^Digest /i.test(offered)) {
            challenge = offered;
            answers = 0;
          }
          response.resume();
          opened.terminate();
        });
        // A gateway gone without closing the connection (Wi-Fi lost, frozen) is silent: a ping
        // every half of `silenceMs`, and the socket closed once nothing came for `silenceMs`.
        let heard = Date.now();
        opened.on('open', () => {
          heard = Date.now();
          heartbeat = setInterval(() => {
            if (Date.now() - heard > silenceMs) opened.terminate();
            else opened.ping();
          }, silenceMs / 2);
          onOpen?.(true);
        });
        opened.on('pong', () => {
          heard = Date.now();
        });
        opened.on('message', (data) => {
          heard = Date.now();
          try {
            onMessage(JSON.parse(String(data)));
          } catch {
            // Not JSON: nothing to record.
          }
        });
        opened.on('error', () => undefined);
        opened.on('close', () => {
          clearInterval(heartbeat);
          onOpen?.(false);
          const delay = retryAtOnce ? 0 : retryMs;
          retryAtOnce = false;
          if (!stopped) timer = setTimeout(connect, delay);
        });
      };
      connect();
      return () => {
        stopped = true;
        clearTimeout(timer);
        clearInterval(heartbeat);
        socket?.terminate();
      };
    },
  };
}
