import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { gatewayPath, requestHeaders, responseHeaders } from './forward-headers.ts';
import type { GatewayLink } from './gateway-link.ts';

const head = (status: number, message: string, headers: string[]): string => {
  let text = `HTTP/1.1 ${status} ${message}\r\n`;
  for (let index = 0; index < headers.length; index += 2)
    text += `${headers[index]}: ${headers[index + 1]}\r\n`;
  return `${text}\r\n`;
};

/**
 * Forwards a websocket handshake on any path to the gateway. The gateway decides: its `101` is
 * passed on and from then on the two connections are joined byte for byte (frames both ways,
 * close codes included); any other answer (a `401` with its Basic or Digest challenge, which the
 * browser answers from the URL's credentials; `index.html` for a socket the generation lacks)
 * reaches the browser as sent. A gateway that refuses or does not answer closes the browser's
 * connection, as an unreachable device's socket fails (close code 1006).
 */
export function forwardUpgrade(link: GatewayLink, req: IncomingMessage, socket: Duplex, early: Buffer): void {
  const path = gatewayPath(req.url);
  if (!path) {
    socket.destroy();
    return;
  }
  const upstream = link.open(req.method ?? 'GET', path, requestHeaders(req.headers, link.host, true));
  socket.on('error', () => upstream.destroy());
  upstream.on('upgrade', (answer, gateway, gatewayEarly) => {
    link.reached();
    gateway.setTimeout(0);
    socket.write(head(101, answer.statusMessage ?? '', responseHeaders(answer.rawHeaders, true)));
    if (gatewayEarly.length) socket.write(gatewayEarly);
    if (early.length) gateway.write(early);
    gateway.pipe(socket).pipe(gateway);
    gateway.on('error', () => socket.destroy());
    socket.on('error', () => gateway.destroy());
    gateway.on('close', () => socket.end());
    socket.on('close', () => gateway.end());
  });
  upstream.on('response', (answer) => {
    link.reached();
    const headers = [...responseHeaders(answer.rawHeaders), 'Connection', 'close'];
    socket.write(head(answer.statusCode ?? 502, answer.statusMessage ?? '', headers));
    answer.pipe(socket);
  });
  upstream.on('error', (error) => {
    link.reached(error);
    socket.destroy();
  });
  upstream.end();
}
