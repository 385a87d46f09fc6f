import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import type { Scheduler } from '../device/scheduler.ts';
import { getJson } from '../http/respond.ts';
import { routePlugin } from '../http/route-plugin.ts';
import type { LiveSimulation } from '../live/simulation.ts';
import { applyOnBatteryDemo } from './demo-config.ts';
import { registerHuaweiLimitRoute } from './huawei-limit-route.ts';
import type { LimiterModel } from './limiter-model.ts';
import { registerOnBatterySockets } from './onbattery-sockets.ts';
import { OnBatterySystem } from './onbattery-system.ts';
import { registerOnBatteryTestRoutes } from './onbattery-test-routes.ts';
import { createOnBatteryViews, type OnBatteryViews } from './onbattery-views.ts';

export { OnBatterySystem } from './onbattery-system.ts';

export interface OnBatteryOptions {
  /** Start without the demo battery installation (all OnBattery parts at factory defaults). */
  factory?: boolean;
  /** Register `POST /api/test/onbattery` (see onbattery-test-routes.ts). */
  testControl?: boolean;
  /** Charge controllers on VE.Direct (1 or 2); default 2. */
  vedirectControllers?: number;
  /** The generation's limiter (its personality's); the single-inverter one of 2024.05.03 by default. */
  limiter?: LimiterModel;
}

/** What tests and other parts can reach: the simulation (test hooks) and the wire bodies. */
export interface OnBatteryRuntime {
  readonly system: OnBatterySystem;
  readonly views: OnBatteryViews;
}

declare module 'fastify' {
  interface FastifyInstance {
    onBattery: OnBatteryRuntime;
  }
}

/**
 * The OnBattery side (issue "OnBattery"): charge controllers, battery, AC charger, power meter
 * and the dynamic power limiter, built on the inverter simulation (it reads the inverters and
 * feeds the livedata blocks). Applies the demo installation unless factory-fresh.
 */
export async function createOnBattery(
  device: Device,
  sim: LiveSimulation,
  options: OnBatteryOptions = {},
): Promise<OnBatteryRuntime> {
  await applyOnBatteryDemo(device, options.factory ?? false);
  const controllers = Math.min(2, Math.max(1, options.vedirectControllers ?? 2));
  const system = new OnBatterySystem(device, sim, sim.env.seed, controllers, options.limiter);
  return { system, views: createOnBatteryViews(device, () => system) };
}

export interface OnBatteryRouteDeps {
  device: Device;
  onBattery: OnBatteryRuntime;
  scheduler: Scheduler;
  testControl?: boolean;
}

/** The OnBattery REST bodies, the Huawei limit command and the three OnBattery sockets. */
export const onBatteryRoutes = routePlugin('onbattery', (app: FastifyInstance, deps: OnBatteryRouteDeps) => {
  const { device, scheduler } = deps;
  const { system, views } = deps.onBattery;
  getJson(app, '/api/vedirectlivedata/status', 'readonly', device, () => {
    views.refresh();
    return views.vedirect(true);
  });
  for (const path of ['/api/huaweilivedata/status', '/api/huawei/status']) {
    getJson(app, path, 'readonly', device, () => {
      views.refresh();
      return views.huawei();
    });
  }
  getJson(app, '/api/batterylivedata/status', 'readonly', device, () => {
    views.refresh();
    return views.battery();
  });
  registerHuaweiLimitRoute(app, device, () => system.installation.charger);
  registerOnBatterySockets(app, device, views, scheduler);
  if (deps.testControl) registerOnBatteryTestRoutes(app, system, () => views.refresh());
});
