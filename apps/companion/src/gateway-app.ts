import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import {
  COMPANION_GATEWAYS_PATH,
  COMPANION_HEALTH_PATH,
  type CompanionGateways,
  type CompanionHealth,
} from '@dtu/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { guardAccess } from './access.ts';
import type { AlertRulesFile } from './alert-rules-file.ts';
import { registerAlertRulesRoutes } from './alert-rules-routes.ts';
import { forwardHttp } from './forward-http.ts';
import { forwardUpgrade } from './forward-socket.ts';
import type { GatewayLink } from './gateway-link.ts';
import type { GatewayReader } from './gateway-reader.ts';
import { FOREIGN_HOST } from './host-names.ts';
import { registerRecordsRoutes } from './records-routes.ts';
import type { SqliteStore } from './sqlite-store.ts';
import { registerWebFiles } from './web-files.ts';

/** The gateway's REST API; a target that is no path at all goes there too, to be refused. */
const forwarded = (url = '') => !url.startsWith('/') || /^\/api(\/|\?|$)/.test(url);

/** How an origin is reached: the `Host` names it answers for (`host-names.ts`), TLS when given. */
export interface ServedAs {
  answers: (host?: string) => boolean;
  tls?: { cert: Buffer; key: Buffer };
}

/**
 * One gateway's origin: its REST API and every websocket handshake go to the gateway (before
 * Fastify sees them, so bodies stream untouched); the built app, `/companion/gateways`, the
 * companion's health (`/companion/health`), the gateway's records (`/companion/records/…`), its alert rules (`/companion/alerts/rules`) and
 * the app's own pages are answered here. A request for a foreign `Host` gets neither (421).
 */
export function gatewayApp(
  link: GatewayLink,
  webappDir: string,
  listing: { gateways: () => CompanionGateways; health: () => CompanionHealth },
  records: { store: SqliteStore; reader: GatewayReader },
  alerts: { rules: AlertRulesFile; sends: boolean; changed: () => void },
  served: ServedAs,
): FastifyInstance {
  const joined = new Set<Duplex>();
  const { answers, tls } = served;
  const app = Fastify({
    forceCloseConnections: true,
    serverFactory: (handler) => {
      const listener = (req: IncomingMessage, res: ServerResponse) => {
        if (!answers(req.headers.host))
          res
            .writeHead(FOREIGN_HOST.status, {
              'content-type': 'text/plain; charset=utf-8',
              connection: 'close',
            })
            .end(FOREIGN_HOST.text);
        else if (forwarded(req.url)) forwardHttp(link, req, res, records.reader.admits);
        else handler(req, res);
      };
      const server = tls ? createHttpsServer(tls, listener) : createServer(listener);
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, early: Buffer) => {
        if (!answers(req.headers.host)) {
          socket.on('error', () => socket.destroy());
          socket.end(`HTTP/1.1 ${FOREIGN_HOST.status} Misdirected Request\r\nConnection: close\r\n\r\n`);
          return;
        }
        joined.add(socket);
        socket.on('close', () => joined.delete(socket));
        forwardUpgrade(link, req, socket, early);
      });
      return server as Server;
    },
    // A path too long for a route (a key of 10 KB) is refused without repeating it.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      (reply as FastifyReply)
        .code(tooLong ? 414 : 400)
        .send({ message: tooLong ? 'the path is too long' : 'no valid path' });
    },
  });
  guardAccess(app, records.reader);
  // A refusal says why (a query that is no range, a body too large); a failure of the companion's
  // own (SQLite's text, a path) stays in its log, not in the answer.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: error.message });
    console.error(`companion: ${request.method} ${request.routeOptions.url ?? '?'} failed: ${error.message}`);
    return reply.code(500).send({ message: 'the companion could not answer; its log says why' });
  });
  // Nothing answered here reads a body (a POST to an app page gets index.html, as on the device).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    payload.once('end', () => done(null));
  });
  // The `/sites` page lists the other gateways by name and port before any login.
  app.get(COMPANION_GATEWAYS_PATH, { config: { access: 'open' } }, async () => listing.gateways());
  // For a supervisor: states and ages only, nothing of the gateway's data or settings.
  app.get(COMPANION_HEALTH_PATH, { config: { access: 'open' } }, async () => listing.health());
  registerRecordsRoutes(app, link.gateway.name, records.store);
  registerAlertRulesRoutes(app, alerts.rules, alerts.sends, alerts.changed);
  registerWebFiles(app, webappDir);
  app.addHook('preClose', async () => {
    for (const socket of joined) socket.destroy();
  });
  return app;
}
