import type { FastifyInstance } from 'fastify';
import type { GatewayReader } from './gateway-reader.ts';

/**
 * Who may use a route of the companion's own: `open` (the app's files, the names the app needs
 * before a login), `read` (whom the gateway gives its live data: anyone while its read-only
 * access is on, else its admin) or `admin` (the gateway's admin login).
 */
export type Access = 'open' | 'read' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** What the gateway is asked: the browser's `Authorization` header, checked by the gateway itself. */
export type AccessCheck = Pick<GatewayReader, 'reads' | 'admits'>;

/** The root of the companion's own routes: each of them names its `access`. */
const OWN_ROUTES = '/companion/';

/**
 * Checks each request against its route's `access` before anything of its body is read (a
 * refused upload costs nothing): the gateway itself is asked every time (`reads` a few seconds
 * cached), never a stored copy of its settings. A refused request that still sends a body has its
 * connection closed, so the rest is not waited for. Call before the routes are added: a route
 * below `/companion/` without an `access` fails at start.
 */
export function guardAccess(app: FastifyInstance, check: AccessCheck): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(OWN_ROUTES) && !route.config?.access)
      throw new Error(`${route.method} ${route.url}: no access given`);
  });
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access ?? 'open';
    if (access === 'open') return;
    const { authorization } = request.headers;
    const allowed = await (access === 'admin' ? check.admits(authorization) : check.reads(authorization));
    if (allowed) return;
    const sending = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'];
    if (sending) reply.header('connection', 'close');
    if (allowed === undefined)
      return reply
        .code(503)
        .send({ message: 'the gateway does not answer: it decides who may read and change' });
    const message =
      access === 'admin'
        ? "the gateway's admin login is needed"
        : "the gateway's login is needed: its read-only access is off";
    return reply.code(401).send({ message });
  });
}
