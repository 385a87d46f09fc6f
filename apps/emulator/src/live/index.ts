import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app.ts';
import type { Device } from '../device/device.ts';

/**
 * Placeholder written by the emulator-core helper so the app builds; the live-simulation
 * helper replaces it with the simulation and the live routes and sockets.
 */
export function registerLiveRoutes(_app: FastifyInstance, _device: Device, _options: AppOptions): void {}
