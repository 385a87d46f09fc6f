import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { routePlugin } from '../http/route-plugin.ts';
import { createSocketHub } from '../http/socket-hub.ts';

/**
 * `/console`: every device log line as one text message, ending in CRLF like the firmware's
 * serial output (2026 generations log through ESP-IDF, whose lines end in LF alone:
 * `src/MessageOutput.cpp` @ v26.3.30); no backlog for new clients.
 */
export function registerConsoleRoutes(
  app: FastifyInstance,
  device: Device,
  lineEnd = '\r\n',
  digestRealm?: string,
): void {
  const hub = createSocketHub(app, device, { path: '/console', access: 'readonly', digestRealm });
  const unsubscribe = device.onLog((line) => {
    if (hub.clientCount > 0) hub.broadcast(`${line}${lineEnd}`);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });
}

/** The `/console` socket. */
export const consoleRoutes = routePlugin(
  'console',
  (app, { device, lineEnd, digestRealm }: { device: Device; lineEnd?: string; digestRealm?: string }) =>
    registerConsoleRoutes(app, device, lineEnd, digestRealm),
);
