import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { createDevice, type EmulatedDevice } from './device/create-device.ts';
import { installBodyHandling } from './http/body-handling.ts';
import { installRebootGate } from './http/reboot-gate.ts';
import { SOCKET_INBOUND_MAX_BYTES } from './http/socket-hub.ts';
import { createStaticServer } from './http/static-files.ts';
import { onUploadedFile } from './http/upload-streams.ts';
import { createIntegrations } from './integrations/index.ts';
import { registerLiveRoutes } from './live/index.ts';
import { registerOnBatteryRoutes } from './onbattery/index.ts';
import { registerConfigFileRoutes } from './routes/config-files.ts';
import { registerConsoleRoutes } from './routes/console.ts';
import { registerDeviceConfigRoutes } from './routes/device-config.ts';
import { registerFirmwareRoutes } from './routes/firmware.ts';
import { registerMaintenanceRoutes } from './routes/maintenance.ts';
import { registerSecurityRoutes } from './routes/security.ts';
import { registerSettingsRoutes } from './routes/settings/index.ts';
import { registerStaticRoutes } from './routes/static.ts';
import { registerSystemRoutes } from './routes/system.ts';

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
}

/** Largest body or buffered file part; firmware and config uploads stream past it (`streamUpload`). */
export const BODY_LIMIT_BYTES = 8 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The emulated device behind this app (tests drive its clock and reboot). */
    device: EmulatedDevice;
  }
}

/** Builds the emulated device without listening, so tests can use `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const device = await createDevice({
    dataDir: options.dataDir,
    stdout: options.logger ?? false,
    startTime: options.startTime,
    timeScale: options.timeScale,
    seed: options.seed,
    rebootMs: options.rebootMs,
    demo: !options.factory,
  });
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES });
  app.decorate('device', device);

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

  registerSystemRoutes(app, device);
  registerSecurityRoutes(app, device);
  registerConfigFileRoutes(app, device);
  registerMaintenanceRoutes(app, device);
  registerFirmwareRoutes(app, device);
  registerDeviceConfigRoutes(app, device);
  registerConsoleRoutes(app, device);
  const integrations = createIntegrations(device);
  await registerSettingsRoutes(app, device, { ...options, mqttConnected: integrations.mqttConnected });
  integrations.register(app, await registerLiveRoutes(app, device, options));
  await registerOnBatteryRoutes(app, device, options);
  registerStaticRoutes(app, createStaticServer(options.webappDir));

  app.addHook('onClose', async () => {
    device.dispose();
    await device.settled();
  });
  return app;
}
