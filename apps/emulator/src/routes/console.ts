import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { routePlugin } from '../http/route-plugin.ts';
import { createSocketHub } from '../http/socket-hub.ts';

/**
 * `/console`: every device log line as one text message, ending in CRLF like the firmware's
 * serial output; no backlog for new clients.
 */
export function registerConsoleRoutes(app: FastifyInstance, device: Device): void {
  const hub = createSocketHub(app, device, { path: '/console', access: 'readonly' });
  const unsubscribe = device.onLog((line) => {
    if (hub.clientCount > 0) hub.broadcast(`${line}\r\n`);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });
}

/** The `/console` socket. */
export const consoleRoutes = routePlugin('console', (app, { device }: { device: Device }) =>
  registerConsoleRoutes(app, device),
);
