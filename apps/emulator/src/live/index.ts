import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import type { Scheduler } from '../device/scheduler.ts';
import { routePlugin } from '../http/route-plugin.ts';
import { createSocketHub } from '../http/socket-hub.ts';
import { registerCommandRoutes } from './command-routes.ts';
import { seedDemoInverters } from './demo-seed.ts';
import { type InverterAdminWire, registerInverterAdminRoutes } from './inverter-admin-routes.ts';
import { registerInverterInfoRoutes } from './inverter-info-routes.ts';
import { runLiveSend } from './live-sender.ts';
import { LIVE_WIRE_2024, type LiveWire } from './live-wire.ts';
import { registerLivedataRoutes } from './livedata-routes.ts';
import { OnBatteryPublisher, type OnBatterySources } from './onbattery-blocks.ts';
import { LiveSimulation } from './simulation.ts';
import { registerTestControlRoutes } from './test-control-routes.ts';

export { LIVE_WIRE_2024, type LiveWire } from './live-wire.ts';
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
  /** One scheduler beat: the simulation to the device time, then every task that is due. */
  step(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveRuntime;
  }
}

const SEND_INTERVAL_MS = 1000;

/**
 * The inverter side of the device: seeds the demo inverters (unless factory-fresh), then the
 * simulation on the device clock. A boot makes the DTU forget what it polled.
 */
export async function createLiveSimulation(device: Device, options: LiveOptions): Promise<LiveSimulation> {
  await seedDemoInverters(device, options.factory ?? false);
  const seed = options.seed ?? Math.floor(device.random() * 0xffffffff);
  return new LiveSimulation(device, seed);
}

export interface LiveRouteDeps {
  device: Device;
  live: LiveRuntime;
  scheduler: Scheduler;
  testControl?: boolean;
  /** The generation's inverter-side wire; default OnBattery 2024.05.03. */
  wire?: LiveWire;
  /** The generation's inverter admin checks and flags; default OnBattery 2024.05.03. */
  admin?: InverterAdminWire;
}

/**
 * Live data, commands, inverter admin and the `/livedata` socket with the firmware's 1-s send
 * task, run by the scheduler and paced by the device clock.
 */
export const liveRoutes = routePlugin('live', (app: FastifyInstance, deps: LiveRouteDeps) => {
  const { device, live, scheduler } = deps;
  const { sim } = live;
  const wire = deps.wire ?? LIVE_WIRE_2024;
  let publisher = new OnBatteryPublisher(() => live.onBattery);
  const hub = createSocketHub(app, device, {
    path: '/livedata',
    access: 'readonly',
    digestRealm: wire.socketDigestRealm,
  });
  // The send task's first run comes one second after start, never on connect.
  let lastSendMs = device.now();

  const refresh = () => {
    if (!device.rebooting) sim.advanceTo(device.now());
  };
  const send = (now: number) => {
    if (now - lastSendMs < SEND_INTERVAL_MS) return;
    // Keep a steady 1-s beat; after a clock jump start the beat afresh.
    lastSendMs = now - lastSendMs < 2 * SEND_INTERVAL_MS ? lastSendMs + SEND_INTERVAL_MS : now;
    runLiveSend(now, device, sim, hub, publisher, wire);
  };

  registerLivedataRoutes(app, device, sim, refresh, () => live.onBattery, wire);
  registerInverterInfoRoutes(app, device, sim, refresh, wire.devInfo);
  registerCommandRoutes(app, device, sim, refresh, wire.parseLimit);
  registerInverterAdminRoutes(app, device, refresh, deps.admin);
  if (deps.testControl) registerTestControlRoutes(app, device, sim, live.step);

  const stopBoot = device.onBoot(() => {
    publisher = new OnBatteryPublisher(() => live.onBattery);
    lastSendMs = device.now();
  });
  const stopSend = scheduler.onBeat(send);
  app.addHook('onClose', async () => {
    stopSend();
    stopBoot();
  });
});
