import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Device } from '../device/device.ts';
import { ADMIN_USER } from './access.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The `key="value"` / `key=value` pairs of a Digest `Authorization` header. */
function digestParams(header: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const match of header.slice('Digest '.length).matchAll(/(\w+)=(?:"([^"]*)"|([^,\s]*))/g))
    params[match[1]!] = match[2] ?? match[3] ?? '';
  return params;
}

/**
 * True when `header` is a valid RFC 2617 Digest answer (MD5, with or without `qop=auth`) for
 * user `admin` with `password` in `realm`, as ESPAsyncWebServer's digest check computes it.
 */
export function hasDigestCredentials(
  header: string | undefined,
  method: string,
  realm: string,
  password: string,
): boolean {
  if (!header?.startsWith('Digest ')) return false;
  const p = digestParams(header);
  if (p.username !== ADMIN_USER || p.realm !== realm || !p.nonce || !p.uri || !p.response) return false;
  const ha1 = md5(`${ADMIN_USER}:${realm}:${password}`);
  const ha2 = md5(`${method}:${p.uri}`);
  const expected = p.qop
    ? md5(`${ha1}:${p.nonce}:${p.nc}:${p.cnonce}:${p.qop}:${ha2}`)
    : md5(`${ha1}:${p.nonce}:${ha2}`);
  return expected === p.response;
}

/**
 * The websocket guard of both 2026 generations (`src/WebApi_ws_live.cpp`, `_ws_console.cpp` @
 * v26.3.30): while read-only access is off, an `AsyncAuthenticationMiddleware` of type Digest
 * for `admin` guards the socket; Basic credentials no longer pass. A refused upgrade gets 401
 * with a fresh Digest challenge.
 */
export function requireDigest(realm: string, device: Device) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { security } = device.config;
    if (security.allow_readonly) return;
    if (hasDigestCredentials(request.headers.authorization, request.method, realm, security.password)) return;
    const nonce = randomBytes(16).toString('hex');
    const opaque = randomBytes(16).toString('hex');
    reply.header(
      'WWW-Authenticate',
      `Digest realm="${realm}", qop="auth", nonce="${nonce}", opaque="${opaque}"`,
    );
    return reply.code(401).send('');
  };
}
