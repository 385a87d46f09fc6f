import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { createSocketHub } from '../http/socket-hub.ts';
import { registerCommandRoutes } from './command-routes.ts';
import { seedDemoInverters } from './demo-seed.ts';
import { registerInverterAdminRoutes } from './inverter-admin-routes.ts';
import { registerInverterInfoRoutes } from './inverter-info-routes.ts';
import { runLiveSend } from './live-sender.ts';
import { registerLivedataRoutes } from './livedata-routes.ts';
import { OnBatteryPublisher, type OnBatterySources } from './onbattery-blocks.ts';
import { LiveSimulation } from './simulation.ts';
import { registerTestControlRoutes } from './test-control-routes.ts';

export type { OnBatterySources } from './onbattery-blocks.ts';

/** The app options the live side reads. */
export interface LiveOptions {
  /** Seed of the weather and every other random choice of the simulation. */
  seed?: number;
  /** Start without the demo inverters. */
  factory?: boolean;
  /** Register `/api/test/*` (see test-control-routes.ts). */
  testControl?: boolean;
}

/** What other parts of the emulator can reach: the simulation and the OnBattery data hooks. */
export interface LiveRuntime {
  readonly sim: LiveSimulation;
  /** OnBattery simulations set their readers here; the live blocks pick them up at once. */
  readonly onBattery: OnBatterySources;
  /** Brings the simulation to the device time and runs the 1-s send task when it is due. */
  step(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveRuntime;
  }
}

/** Real-time cadence of the driver; the work itself is paced by the device clock. */
const DRIVER_INTERVAL_MS = 250;
const SEND_INTERVAL_MS = 1000;

/** The inverter side of the device: simulation, live data, commands, inverter admin and `/livedata`. */
export async function registerLiveRoutes(
  app: FastifyInstance,
  device: Device,
  options: LiveOptions,
): Promise<LiveRuntime> {
  await seedDemoInverters(device, options.factory ?? false);
  const seed = options.seed ?? Math.floor(device.random() * 0xffffffff);
  const sim = new LiveSimulation(device, seed);
  const onBattery: OnBatterySources = {};
  let publisher = new OnBatteryPublisher(() => onBattery);
  const hub = createSocketHub(app, device, { path: '/livedata', access: 'readonly' });
  // The send task's first run comes one second after start, never on connect.
  let lastSendMs = device.now();

  const refresh = () => {
    if (!device.rebooting) sim.advanceTo(device.now());
  };
  const step = () => {
    if (device.rebooting) return;
    const now = device.now();
    sim.advanceTo(now);
    if (lastSendMs !== undefined && now - lastSendMs < SEND_INTERVAL_MS) return;
    // Keep a steady 1-s beat; after a clock jump start the beat afresh.
    lastSendMs =
      lastSendMs !== undefined && now - lastSendMs < 2 * SEND_INTERVAL_MS
        ? lastSendMs + SEND_INTERVAL_MS
        : now;
    runLiveSend(now, device, sim, hub, publisher);
  };

  registerLivedataRoutes(app, device, sim, refresh, () => onBattery);
  registerInverterInfoRoutes(app, device, sim, refresh);
  registerCommandRoutes(app, device, sim, refresh);
  registerInverterAdminRoutes(app, device, refresh);
  if (options.testControl) registerTestControlRoutes(app, device, sim, step);

  const stopBoot = device.onBoot(() => {
    sim.reset();
    publisher = new OnBatteryPublisher(() => onBattery);
    lastSendMs = device.now();
  });
  const driver = setInterval(step, DRIVER_INTERVAL_MS);
  driver.unref();
  app.addHook('onClose', async () => {
    clearInterval(driver);
    stopBoot();
  });

  const runtime: LiveRuntime = { sim, onBattery, step };
  app.decorate('live', runtime);
  return runtime;
}
