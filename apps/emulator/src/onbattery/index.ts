import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { getJson } from '../http/respond.ts';
import { applyOnBatteryDemo } from './demo-config.ts';
import { registerHuaweiLimitRoute } from './huawei-limit-route.ts';
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

/** Real-time cadence of the driver; the simulation itself is paced by the device clock. */
const DRIVER_INTERVAL_MS = 250;

/**
 * The OnBattery side (issue "OnBattery"): charge controllers, battery, AC charger, power meter
 * and the dynamic power limiter, with their REST bodies and sockets. Needs the live side
 * (`app.live`) registered first: it reads the inverters and feeds the livedata blocks.
 */
export async function registerOnBatteryRoutes(
  app: FastifyInstance,
  device: Device,
  options: OnBatteryOptions = {},
): Promise<OnBatteryRuntime> {
  await applyOnBatteryDemo(device, options.factory ?? false);
  const live = app.live;
  const controllers = Math.min(2, Math.max(1, options.vedirectControllers ?? 2));
  const system = new OnBatterySystem(device, live.sim, live.sim.env.seed, controllers);
  const views = createOnBatteryViews(device, () => system);
  Object.assign(live.onBattery, system.sources());

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
  registerOnBatterySockets(app, device, views);
  if (options.testControl) registerOnBatteryTestRoutes(app, system, () => views.refresh());

  const driver = setInterval(() => views.refresh(), DRIVER_INTERVAL_MS);
  driver.unref();
  const stopReboot = device.onReboot(() => system.reboot());
  app.addHook('onClose', async () => {
    clearInterval(driver);
    stopReboot();
  });

  const runtime: OnBatteryRuntime = { system, views };
  app.decorate('onBattery', runtime);
  return runtime;
}
