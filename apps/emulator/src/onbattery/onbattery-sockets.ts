import { HUAWEI_WS_INTERVAL_MS, VEDIRECT_FULL_UPDATE_MS, VEDIRECT_WS_INTERVAL_MS } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import type { Scheduler } from '../device/scheduler.ts';
import { createSocketHub, type SocketHub } from '../http/socket-hub.ts';
import type { OnBatteryViews } from './onbattery-views.ts';

/** One generation's three OnBattery sockets and the body each sends. */
export interface OnBatterySocketFeeds<Solar> {
  solar: SocketHub;
  /** The charge controllers: all of them, or only those with news since `sinceMs`. */
  solarBody(full: boolean, sinceMs: number | undefined): Solar;
  /** The controllers a `solarBody` holds (an update without any is not sent). */
  solarInstances(body: Solar): object;
  grid: SocketHub;
  gridBody(): object;
  battery: SocketHub;
  batteryBody(): object;
}

/**
 * The firmware's cadences on the OnBattery sockets of every generation (docs/firmware/onbattery-2024.05.03/live.md §4.2–§4.4):
 * charge controllers every 500 ms (full after 10 s, else only controllers with news), the charger
 * every second unconditionally, the battery every second when its data changed. The scheduler runs
 * them at these real-time cadences, after its beat brought the simulation to the device time;
 * "new data" and the 10 s are judged on the device clock.
 */
export function feedOnBatterySockets<Solar>(
  app: FastifyInstance,
  device: Device,
  scheduler: Scheduler,
  batteryUpdatedMs: () => number | undefined,
  feeds: OnBatterySocketFeeds<Solar>,
): void {
  const { solar, grid, battery } = feeds;
  let lastFullMs: number | undefined;
  let lastPublishMs = Number.NEGATIVE_INFINITY;
  let lastBatteryMs: number | undefined;

  const sendSolar = (now: number) => {
    if (solar.clientCount === 0) return;
    const full = lastFullMs === undefined || now - lastFullMs > VEDIRECT_FULL_UPDATE_MS;
    const body = feeds.solarBody(full, full ? undefined : lastPublishMs);
    if (!full && Object.keys(feeds.solarInstances(body)).length === 0) return;
    if (full) lastFullMs = now;
    lastPublishMs = now;
    solar.broadcast(JSON.stringify(body));
  };
  const sendSlow = () => {
    if (grid.clientCount > 0) grid.broadcast(JSON.stringify(feeds.gridBody()));
    if (battery.clientCount === 0) return;
    const updated = batteryUpdatedMs();
    if (updated === undefined || updated === lastBatteryMs) return;
    lastBatteryMs = updated;
    const body = feeds.batteryBody();
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

/** The three OnBattery sockets of 2024.05.03: `/vedirectlivedata`, `/huaweilivedata`, `/batterylivedata`. */
export function registerOnBatterySockets(
  app: FastifyInstance,
  device: Device,
  views: OnBatteryViews,
  scheduler: Scheduler,
): void {
  feedOnBatterySockets(app, device, scheduler, () => views.batteryUpdatedMs(), {
    solar: createSocketHub(app, device, { path: '/vedirectlivedata', access: 'public' }),
    solarBody: (full, sinceMs) => views.vedirect(full, sinceMs),
    solarInstances: (body) => body.vedirect.instances,
    grid: createSocketHub(app, device, { path: '/huaweilivedata', access: 'public' }),
    gridBody: () => views.huawei(),
    battery: createSocketHub(app, device, { path: '/batterylivedata', access: 'readonly' }),
    batteryBody: () => views.battery(),
  });
}
