import { createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { COMPANION_GATEWAYS_PATH, type CompanionGateways } from '@dtu/contract';
import type { RecordStore } from '@dtu/recording';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AlertRulesFile } from './alert-rules-file.ts';
import { registerAlertRulesRoutes } from './alert-rules-routes.ts';
import { forwardHttp } from './forward-http.ts';
import { forwardUpgrade } from './forward-socket.ts';
import type { GatewayLink } from './gateway-link.ts';
import type { GatewayReader } from './gateway-reader.ts';
import { registerRecordsRoutes } from './records-routes.ts';
import { registerWebFiles } from './web-files.ts';

/** The gateway's REST API; a target that is no path at all goes there too, to be refused. */
const forwarded = (url = '') => !url.startsWith('/') || /^\/api(\/|\?|$)/.test(url);

/**
 * One gateway's origin: its REST API and every websocket handshake go to the gateway (before
 * Fastify sees them, so bodies stream untouched); the built app, `/companion/gateways`, the
 * gateway's records (`/companion/records/…`), its alert rules (`/companion/alerts/rules`) and
 * the app's own pages are answered here.
 */
export function gatewayApp(
  link: GatewayLink,
  webappDir: string,
  listing: () => CompanionGateways,
  records: { store: RecordStore; reader: GatewayReader },
  alerts: { rules: AlertRulesFile; sends: boolean; changed: () => void },
): FastifyInstance {
  const joined = new Set<Duplex>();
  const app = Fastify({
    forceCloseConnections: true,
    serverFactory: (handler) => {
      const server = createServer((req, res) =>
        forwarded(req.url) ? forwardHttp(link, req, res) : handler(req, res),
      );
      server.on('upgrade', (req, socket: Duplex, early: Buffer) => {
        joined.add(socket);
        socket.on('close', () => joined.delete(socket));
        forwardUpgrade(link, req, socket, early);
      });
      return server;
    },
  });
  // Nothing answered here reads a body (a POST to an app page gets index.html, as on the device).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    payload.once('end', () => done(null));
  });
  app.get(COMPANION_GATEWAYS_PATH, async () => listing());
  registerRecordsRoutes(app, link.gateway.name, records.store, records.reader.admits);
  registerAlertRulesRoutes(app, alerts.rules, alerts.sends, records.reader.admits, alerts.changed);
  registerWebFiles(app, webappDir);
  app.addHook('preClose', async () => {
    for (const socket of joined) socket.destroy();
  });
  return app;
}
