import { createHash } from 'node:crypto';
import { ADMIN_AUTH } from './core-fixture.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * The RFC 2617 Digest answer (MD5, `qop=auth`) of the admin to a `WWW-Authenticate` challenge
 * for `GET path`, as a browser computes it.
 */
export function digestAnswer(challenge: string, path: string, password = 'openDTU42'): string {
  const realm = /realm="([^"]+)"/.exec(challenge)?.[1] ?? '';
  const nonce = /nonce="([^"]+)"/.exec(challenge)?.[1] ?? '';
  const ha1 = md5(`admin:${realm}:${password}`);
  const response = md5(`${ha1}:${nonce}:00000001:abc:auth:${md5(`GET:${path}`)}`);
  return `Digest username="admin", realm="${realm}", nonce="${nonce}", uri="${path}", qop=auth, nc=00000001, cnonce="abc", response="${response}"`;
}

/**
 * The `Authorization` header an admin opens the socket at `wsUrl` with while read-only access is
 * off: Basic on 2024.05.03; on the later generations the Digest answer to the challenge a plain
 * GET of the path gets.
 */
export async function adminSocketAuth(wsUrl: string, kind: 'basic' | 'digest'): Promise<string> {
  if (kind === 'basic') return ADMIN_AUTH;
  const url = new URL(wsUrl.replace(/^ws/, 'http'));
  const refused = await fetch(url);
  return digestAnswer(refused.headers.get('www-authenticate') ?? '', url.pathname);
}
