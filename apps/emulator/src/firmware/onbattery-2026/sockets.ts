import { HUAWEI_WS_INTERVAL_MS, VEDIRECT_FULL_UPDATE_MS, VEDIRECT_WS_INTERVAL_MS } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import type { Scheduler } from '../../device/scheduler.ts';
import { createSocketHub } from '../../http/socket-hub.ts';
import type { OnBatteryViews } from '../../onbattery/onbattery-views.ts';
import type { onBattery2026Views } from './live-views.ts';

/**
 * The 2026 OnBattery sockets (`src/WebApi_ws_solarcharger_live.cpp`, `_ws_gridcharger.cpp`,
 * `_ws_battery.cpp`): solar chargers every 500 ms when news arrived (full every 10 s), the grid
 * charger every second unconditionally, the battery every second when its data changed.
 */
export function registerOnBattery2026Sockets(
  app: FastifyInstance,
  device: Device,
  views: OnBatteryViews,
  views2026: ReturnType<typeof onBattery2026Views>,
  scheduler: Scheduler,
): void {
  // Each socket has its own Digest realm while read-only access is off (docs/firmware §4).
  const hub = (path: string, digestRealm: string) =>
    createSocketHub(app, device, { path, access: 'readonly', digestRealm });
  const solar = hub('/solarchargerlivedata', 'solarcharger websocket');
  const grid = hub('/gridchargerlivedata', 'AC charger websocket');
  const battery = hub('/batterylivedata', 'battery websocket');
  let lastFullMs: number | undefined;
  let lastPublishMs = Number.NEGATIVE_INFINITY;
  let lastBatteryMs: number | undefined;

  const sendSolar = (now: number) => {
    if (solar.clientCount === 0) return;
    const full = lastFullMs === undefined || now - lastFullMs > VEDIRECT_FULL_UPDATE_MS;
    const body = views2026.solarcharger(full, full ? undefined : lastPublishMs);
    if (!full && Object.keys(body.solarcharger.instances).length === 0) return;
    if (full) lastFullMs = now;
    lastPublishMs = now;
    solar.broadcast(JSON.stringify(body));
  };
  const sendSlow = () => {
    if (grid.clientCount > 0) grid.broadcast(JSON.stringify(views2026.gridcharger()));
    if (battery.clientCount === 0) return;
    const updated = views.batteryUpdatedMs();
    if (updated === undefined || updated === lastBatteryMs) return;
    lastBatteryMs = updated;
    const body = views2026.battery();
    if (Object.keys(body).length > 0) battery.broadcast(JSON.stringify(body));
  };
  const stops = [
    scheduler.everyRealMs(VEDIRECT_WS_INTERVAL_MS, sendSolar),
    scheduler.everyRealMs(HUAWEI_WS_INTERVAL_MS, sendSlow),
    device.onBoot(() => {
      lastFullMs = undefined;
      lastPublishMs = Number.NEGATIVE_INFINITY;
      lastBatteryMs = undefined;
    }),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
