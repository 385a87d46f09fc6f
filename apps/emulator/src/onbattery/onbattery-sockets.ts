import { HUAWEI_WS_INTERVAL_MS, VEDIRECT_FULL_UPDATE_MS, VEDIRECT_WS_INTERVAL_MS } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import type { Scheduler } from '../device/scheduler.ts';
import { createSocketHub } from '../http/socket-hub.ts';
import type { OnBatteryViews } from './onbattery-views.ts';

/**
 * The three OnBattery sockets with the firmware's cadences (live.md §4.2–§4.4): charge
 * controllers every 500 ms (full after 10 s, else only controllers with news), the charger every
 * second unconditionally, the battery every second when its data changed. The scheduler runs
 * them at these real-time cadences, after its beat brought the simulation to the device time;
 * "new data" and the 10 s are judged on the device clock.
 */
export function registerOnBatterySockets(
  app: FastifyInstance,
  device: Device,
  views: OnBatteryViews,
  scheduler: Scheduler,
): void {
  const vedirect = createSocketHub(app, device, { path: '/vedirectlivedata', access: 'public' });
  const huawei = createSocketHub(app, device, { path: '/huaweilivedata', access: 'public' });
  const battery = createSocketHub(app, device, { path: '/batterylivedata', access: 'readonly' });
  let lastFullMs: number | undefined;
  let lastPublishMs = Number.NEGATIVE_INFINITY;
  let lastBatteryMs: number | undefined;

  const sendVedirect = (now: number) => {
    if (vedirect.clientCount === 0) return;
    const full = lastFullMs === undefined || now - lastFullMs > VEDIRECT_FULL_UPDATE_MS;
    const body = views.vedirect(full, full ? undefined : lastPublishMs);
    if (!full && Object.keys(body.vedirect.instances).length === 0) return;
    if (full) lastFullMs = now;
    lastPublishMs = now;
    vedirect.broadcast(JSON.stringify(body));
  };
  const sendSlow = () => {
    if (huawei.clientCount > 0) {
      huawei.broadcast(JSON.stringify(views.huawei()));
    }
    if (battery.clientCount > 0) {
      const updated = views.batteryUpdatedMs();
      if (updated === undefined || updated === lastBatteryMs) return;
      lastBatteryMs = updated;
      const body = views.battery();
      if (Object.keys(body).length > 0) battery.broadcast(JSON.stringify(body));
    }
  };

  const stopFast = scheduler.everyRealMs(VEDIRECT_WS_INTERVAL_MS, sendVedirect);
  const stopSlow = scheduler.everyRealMs(HUAWEI_WS_INTERVAL_MS, sendSlow);
  const stopBoot = device.onBoot(() => {
    lastFullMs = undefined;
    lastPublishMs = Number.NEGATIVE_INFINITY;
    lastBatteryMs = undefined;
  });
  app.addHook('onClose', async () => {
    stopFast();
    stopSlow();
    stopBoot();
  });
}
