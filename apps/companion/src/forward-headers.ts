import type { IncomingHttpHeaders } from 'node:http';

/** Headers of one connection, not of the message (RFC 9110 §7.6.1): each side sets its own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The request target as the gateway gets it: the browser's path and query, unchanged. A target
 * in absolute form (`GET http://other/ …`), authority form (`CONNECT host:port`) or `*` names
 * another server: refused, so the companion never becomes a proxy to anywhere else.
 */
export function gatewayPath(url: string | undefined): string | undefined {
  return url?.startsWith('/') ? url : undefined;
}

/**
 * The browser's headers for the gateway: everything end to end (`Authorization`, `Cookie`,
 * `Content-Type`, `Content-Length`, `If-None-Match`, …) unchanged; `Host` names the gateway.
 * A websocket handshake keeps its `Connection: Upgrade` and `Upgrade`.
 */
export function requestHeaders(
  headers: IncomingHttpHeaders,
  host: string,
  upgrade = false,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'host') continue;
    out[name] = value;
  }
  out.host = host;
  if (upgrade) {
    out.connection = 'Upgrade';
    out.upgrade = headers.upgrade ?? 'websocket';
  }
  return out;
}

/** The gateway's answer headers for the browser, as received (`rawHeaders` pairs), minus hop-by-hop. */
export function responseHeaders(rawHeaders: readonly string[], keepUpgrade = false): string[] {
  const out: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] as string;
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) && !(keepUpgrade && (lower === 'connection' || lower === 'upgrade'))) continue;
    out.push(name, rawHeaders[index + 1] as string);
  }
  return out;
}
