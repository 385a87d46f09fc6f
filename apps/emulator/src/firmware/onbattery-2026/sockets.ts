import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import type { Scheduler } from '../../device/scheduler.ts';
import { createSocketHub } from '../../http/socket-hub.ts';
import { feedOnBatterySockets } from '../../onbattery/onbattery-sockets.ts';
import type { OnBatteryViews } from '../../onbattery/onbattery-views.ts';
import type { onBattery2026Views } from './live-views.ts';

/**
 * The 2026 OnBattery sockets (`src/WebApi_ws_solarcharger_live.cpp`, `_ws_gridcharger.cpp`,
 * `_ws_battery.cpp`) at the cadences of every generation (`feedOnBatterySockets`): solar chargers
 * every 500 ms when news arrived (full every 10 s), the grid charger every second
 * unconditionally, the battery every second when its data changed.
 */
export function registerOnBattery2026Sockets(
  app: FastifyInstance,
  device: Device,
  views: OnBatteryViews,
  views2026: ReturnType<typeof onBattery2026Views>,
  scheduler: Scheduler,
): void {
  // Each socket has its own Digest realm while read-only access is off (docs/firmware/onbattery-2026.03.31.md §4).
  const hub = (path: string, digestRealm: string) =>
    createSocketHub(app, device, { path, access: 'readonly', digestRealm });
  feedOnBatterySockets(app, device, scheduler, () => views.batteryUpdatedMs(), {
    solar: hub('/solarchargerlivedata', 'solarcharger websocket'),
    solarBody: (full, sinceMs) => views2026.solarcharger(full, sinceMs),
    solarInstances: (body) => body.solarcharger.instances,
    grid: hub('/gridchargerlivedata', 'AC charger websocket'),
    gridBody: () => views2026.gridcharger(),
    battery: hub('/batterylivedata', 'battery websocket'),
    batteryBody: () => views2026.battery(),
  });
}
