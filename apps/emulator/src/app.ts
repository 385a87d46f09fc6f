import { resolve } from 'node:path';
import { DEFAULT_FIRMWARE_ID, type FirmwareId } from '@dtu/contract';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { createDevice, type EmulatedDevice } from './device/create-device.ts';
import type { Scheduler } from './device/scheduler.ts';
import { createDomain } from './domain.ts';
import { personalityFor } from './firmware/index.ts';
import { loadZoneTable } from './firmware/shared-2026/ntp-2026-routes.ts';
import { FORM_BODY_MAX_BYTES, installBodyHandling } from './http/body-handling.ts';
import { installRebootGate } from './http/reboot-gate.ts';
import { SOCKET_INBOUND_MAX_BYTES } from './http/socket-hub.ts';
import { createStaticServer } from './http/static-files.ts';
import { onUploadedFile } from './http/upload-streams.ts';
import { staticRoutes } from './routes/static.ts';

export interface AppOptions {
  /** Folder holding config.json (created when missing). */
  dataDir: string;
  /** Folder holding the built web app (the firmware's file set). */
  webappDir: string;
  /** Log to stdout (the CLI); tests keep it quiet. */
  logger?: boolean;
  /** Device clock at start, epoch ms; default the host's time. */
  startTime?: number;
  /** Simulated ms per real ms; default 1. */
  timeScale?: number;
  /** Seed for every random number of the simulation. */
  seed?: number;
  /** Start without the demo inverters and batteries (a factory-fresh device). */
  factory?: boolean;
  /** Expose the test-control routes (clock, simulation) used by the e2e tests. */
  testControl?: boolean;
  /** How long the HTTP server stays silent during a simulated reboot; default 4000 ms. */
  rebootMs?: number;
  /** The firmware generation the device speaks; default `onbattery-2024.05.03`. */
  firmware?: FirmwareId;
  /** The IANA → POSIX zone table served by `/api/ntp/zones` (2026 generations); default the web app's `zones.json`. */
  zonesFile?: string;
}

/** The zone list the web app ships (`apps/web/public/zones.json`), read as data, never imported. */
const DEFAULT_ZONES_FILE = resolve(import.meta.dirname, '../../web/public/zones.json');

/**
 * Largest body or buffered file part: the device holds a request's parameters in one heap block
 * (`heap_max_block` ≈ 64 KiB), so it could never take more. Firmware and config uploads stream
 * past it (`streamUpload`); larger bodies are refused on their Content-Length before any read.
 */
export const BODY_LIMIT_BYTES = FORM_BODY_MAX_BYTES;

declare module 'fastify' {
  interface FastifyInstance {
    /** The emulated device behind this app (tests drive its clock and reboot). */
    device: EmulatedDevice;
    /** The heartbeat that moves the simulation (tests wait for its beats instead of sleeping). */
    scheduler: Scheduler;
  }
}

/**
 * Builds the emulated device without listening, so tests can use `inject`. The domain (device →
 * simulations → integrations) exists before any route; every route module is a plugin that gets
 * the domain objects it needs as options.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const personality = personalityFor(options.firmware ?? DEFAULT_FIRMWARE_ID);
  const device = await createDevice({
    generation: personality.generation,
    dataDir: options.dataDir,
    stdout: options.logger ?? false,
    startTime: options.startTime,
    timeScale: options.timeScale,
    seed: options.seed,
    rebootMs: options.rebootMs,
    demo: !options.factory,
  });
  const domain = await createDomain(device, {
    ...options,
    onBatteryParts: personality.onBatteryParts,
    limiter: personality.limiter,
    mqttTopics: personality.mqttTopics,
  });
  const { live, onBattery, integrations, scheduler } = domain;
  const testControl = options.testControl ?? false;
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES });
  app.decorate('device', device);
  app.decorate('live', live);
  app.decorate('onBattery', onBattery);
  app.decorate('integrations', integrations);
  app.decorate('scheduler', scheduler);

  // The gate comes first so a rebooting device drops every request, websocket upgrades included.
  installRebootGate(app, device);
  installBodyHandling(app, device);
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: BODY_LIMIT_BYTES, fieldSize: BODY_LIMIT_BYTES },
    onFile: onUploadedFile,
  });
  await app.register(websocket, { options: { maxPayload: SOCKET_INBOUND_MAX_BYTES } });

  const zonesFile = options.zonesFile ?? DEFAULT_ZONES_FILE;
  const context = { device, domain, testControl, zones: () => loadZoneTable(zonesFile) };
  for (const { plugin, options: routeOptions } of personality.routes(context))
    await app.register(plugin, routeOptions);
  // Last: its catch-all answers every path no route above claimed.
  await app.register(staticRoutes, {
    files: createStaticServer(options.webappDir),
    entries: personality.staticFiles,
  });

  domain.start();
  app.addHook('onClose', async () => {
    await domain.close();
  });
  return app;
}
