import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';

/**
 * While the simulated device restarts nobody answers: the request's connection is dropped
 * without a response, so a browser sees a network error and `inject` rejects.
 */
export function installRebootGate(app: FastifyInstance, device: Device): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!device.rebooting) return;
    reply.hijack();
    // Test injection has no real socket; destroying the response rejects `inject` instead.
    const socket = request.raw.socket as { destroy?: () => void } | undefined;
    if (typeof socket?.destroy === 'function') socket.destroy();
    reply.raw.destroy();
    return reply;
  });
}
