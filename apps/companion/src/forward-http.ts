import type { IncomingMessage, ServerResponse } from 'node:http';
import { gatewayPath, requestHeaders, responseHeaders } from './forward-headers.ts';
import type { GatewayLink } from './gateway-link.ts';

/**
 * Forwards one REST request to the gateway and its answer back: method, path, query, headers
 * (the browser's `Authorization` unchanged) and body streamed both ways (a firmware image is
 * never held in memory); status, status text, end-to-end headers and body bytes as the gateway
 * sent them. A gateway that refuses or does not answer in time gets the browser's connection
 * closed without an answer: the app then sees what it sees of an unreachable device (a failed
 * `fetch`, status 0), never a proxy's error page posing as the device's answer.
 */
export function forwardHttp(link: GatewayLink, req: IncomingMessage, res: ServerResponse): void {
  const path = gatewayPath(req.url);
  if (!path) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Only paths of the gateway.\n');
    return;
  }
  const upstream = link.open(req.method ?? 'GET', path, requestHeaders(req.headers, link.host));
  upstream.on('response', (answer) => {
    link.reached();
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, responseHeaders(answer.rawHeaders));
    answer.pipe(res);
    // Cut off mid-answer (the gateway restarted): the browser's answer is cut off too.
    answer.on('close', () => {
      if (!answer.complete) res.destroy();
    });
  });
  upstream.on('error', (error) => {
    if (!res.headersSent) link.reached(error);
    res.destroy();
  });
  // The browser gave up (page left, upload aborted): so does the gateway's request.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
