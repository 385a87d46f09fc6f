import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Device } from '../device/device.ts';
import { requireAccess } from './access.ts';
import { requireDigest } from './digest-auth.ts';

/** Clients per socket endpoint before the cleanup drops the oldest (the firmware's library default). */
export const SOCKET_CLIENT_MAX = 8;
const CLEANUP_INTERVAL_MS = 1000;
/**
 * Largest client frame any socket accepts: the firmware's sockets only ever receive the web
 * app's short keep-alive pings. A larger frame closes the connection (1009, message too big).
 */
export const SOCKET_INBOUND_MAX_BYTES = 1024;

export interface SocketHubOptions {
  path: string;
  /** `readonly`: open while `allow_readonly`, else Basic admin on the upgrade; `public`: never checked. */
  access: 'readonly' | 'public';
  /**
   * 2026 generations: Digest for `admin` in this realm instead of Basic while read-only access
   * is off, and every client dropped when a security save leaves read-only access off
   * (`WebApi.reload()`, `src/WebApi.cpp` @ v26.3.30).
   */
  digestRealm?: string;
  /** Answers a plain (non-upgrade) GET on the path; default the catch-all's answer. */
  httpHandler?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

export interface SocketHub {
  /** Sends the text to every connected client. */
  broadcast(text: string): void;
  readonly clientCount: number;
  closeAll(): void;
}

/** Every hub of one app by path, for the test-control route that reports client counts. */
const hubsByApp = new WeakMap<FastifyInstance, Map<string, SocketHub>>();

/** Connected clients per socket path of this app (every registered path, zero included). */
export function socketClientCounts(app: FastifyInstance): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [path, hub] of hubsByApp.get(app) ?? []) counts[path] = hub.clientCount;
  return counts;
}

/**
 * One server-push websocket endpoint as the firmware runs it: text frames out, client
 * messages ignored, at most eight clients, everyone dropped on reboot.
 */
export function createSocketHub(app: FastifyInstance, device: Device, options: SocketHubOptions): SocketHub {
  const clients: { id: number; socket: WebSocket }[] = [];
  let nextId = 1;

  const drop = (id: number) => {
    const index = clients.findIndex((client) => client.id === id);
    if (index < 0) return;
    clients.splice(index, 1);
    device.log(`Websocket: [${options.path}][${id}] disconnect`);
  };

  const realm = options.digestRealm;
  const guard = realm === undefined ? requireAccess('readonly', device) : requireDigest(realm, device);
  app.route({
    method: 'GET',
    url: options.path,
    onRequest: options.access === 'public' ? [] : [guard],
    handler: async (request, reply) => {
      if (options.httpHandler) return options.httpHandler(request, reply);
      return reply.callNotFound();
    },
    wsHandler: (socket) => {
      const id = nextId++;
      clients.push({ id, socket });
      device.log(`Websocket: [${options.path}][${id}] connect`);
      socket.on('close', () => drop(id));
      socket.on('error', () => drop(id));
      // Client text (the UI's "ping") gets no answer, like on the device.
      socket.on('message', () => undefined);
    },
  });

  const cleanup = setInterval(() => {
    if (clients.length > SOCKET_CLIENT_MAX) clients[0]?.socket.close();
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();

  const closeAll = () => {
    for (const { socket } of [...clients]) socket.terminate();
  };
  const stopOnReboot = device.onReboot(closeAll);
  const stopOnSave = device.onConfigSaved((sections) => {
    if (realm !== undefined && sections.has('security') && !device.config.security.allow_readonly) closeAll();
  });
  app.addHook('onClose', async () => {
    clearInterval(cleanup);
    stopOnReboot();
    stopOnSave();
    closeAll();
  });

  const hub: SocketHub = {
    broadcast(text) {
      for (const { socket } of clients) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    },
    get clientCount() {
      return clients.length;
    },
    closeAll,
  };
  const hubs = hubsByApp.get(app) ?? new Map<string, SocketHub>();
  hubs.set(options.path, hub);
  hubsByApp.set(app, hubs);
  return hub;
}
