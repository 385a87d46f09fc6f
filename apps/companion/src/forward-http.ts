import type { ClientRequest, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gatewayPath, requestHeaders, responseHeaders } from './forward-headers.ts';
import type { GatewayLink } from './gateway-link.ts';

/** The gateway's answer to the browser, as sent; an answer cut off mid-way cuts the browser's off too. */
function passBack(answer: IncomingMessage, res: ServerResponse): void {
  res.writeHead(answer.statusCode ?? 502, answer.statusMessage, responseHeaders(answer.rawHeaders));
  answer.pipe(res);
  answer.on('close', () => {
    if (!answer.complete) res.destroy();
  });
}

/**
 * Forwards one REST request to the gateway and its answer back: method, path, query, headers
 * (the browser's `Authorization` unchanged) and body streamed both ways (a firmware image is
 * never held in memory); status, status text, end-to-end headers and body bytes as the gateway
 * sent them. A gateway that refuses or does not answer in time gets the browser's connection
 * closed without an answer: the app then sees what it sees of an unreachable device (a failed
 * `fetch`, status 0), never a proxy's error page posing as the device's answer.
 *
 * An upload the gateway refuses before its body is in (a 401: it answers and closes, and the
 * companion's next write fails before that answer is read) is asked again without its body, when
 * the gateway does not take the login as its admin (`admits`): its answer then goes back, and the
 * rest of the browser's body is read and dropped. An admin's upload is never sent twice.
 */
export function forwardHttp(
  link: GatewayLink,
  req: IncomingMessage,
  res: ServerResponse,
  admits: (authorization: string | undefined) => Promise<boolean | undefined>,
): void {
  const path = gatewayPath(req.url);
  if (!path) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Only paths of the gateway.\n');
    return;
  }
  const method = req.method ?? 'GET';
  const headers = requestHeaders(req.headers, link.host);
  const send = (sent: OutgoingHttpHeaders, onError: (error: Error) => void): ClientRequest => {
    const upstream = link.open(method, path, sent);
    upstream.on('response', (answer) => {
      link.reached();
      passBack(answer, res);
    });
    upstream.on('error', (error) => (res.headersSent ? dropBody() : onError(error)));
    return upstream;
  };
  const dropBody = () => {
    req.unpipe();
    req.resume();
  };
  const unreachable = (error: Error) => {
    link.reached(error);
    res.destroy();
  };
  const upstream = send(headers, async (error) => {
    const body =
      Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    const sending = body && !req.complete;
    if (!sending || (await admits(req.headers.authorization)) !== false) return unreachable(error);
    dropBody();
    send({ ...headers, 'content-length': '0' }, unreachable).end();
  });
  // The browser gave up (page left, upload aborted): so does the gateway's request.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
