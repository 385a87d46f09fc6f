import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { liveRoutes } from '../../live/index.ts';
import type { LiveWire } from '../../live/live-wire.ts';
import { consoleRoutes } from '../../routes/console.ts';
import { deviceConfigRoutes } from '../../routes/device-config.ts';
import { firmwareRoutes } from '../../routes/firmware.ts';
import { maintenanceRoutes } from '../../routes/maintenance.ts';
import { prometheusRoutes } from '../../routes/prometheus.ts';
import { securityRoutes } from '../../routes/security.ts';
import { registerDtuRoutes } from '../../routes/settings/dtu-routes.ts';
import { radioFromPins } from '../../routes/settings/index.ts';
import { type MqttWire, registerMqttRoutes } from '../../routes/settings/mqtt-routes.ts';
import { registerNetworkRoutes } from '../../routes/settings/network-routes.ts';
import { systemRoutes } from '../../routes/system.ts';
import { type RouteContext, type RouteEntry, route } from '../personality.ts';
import { DISPLAY_LOCALE_2026 } from './display-locale.ts';
import { DTU_WIRE_2026 } from './dtu-wire-2026.ts';
import { registerFileRoutes } from './file-routes.ts';
import { registerI18nRoutes } from './i18n-routes.ts';
import { registerFirmwareStatusRoute, registerStatsResetRoute } from './inverter-2026-routes.ts';
import { INVERTER_ADMIN_2026 } from './inverter-admin-2026.ts';
import { registerLoggingRoutes } from './logging-routes.ts';
import { NETWORK_WIRE_2026 } from './network-wire-2026.ts';
import { registerNtp2026Routes, type ZoneTable } from './ntp-2026-routes.ts';
import { type BoardUse, systemStatus2026 } from './system-status-2026.ts';

interface Shared2026Deps {
  device: Device;
  mqttConnected: () => boolean;
  zones: ZoneTable;
  logModules: readonly string[];
  mqtt: MqttWire;
  stats: Parameters<typeof registerStatsResetRoute>[2];
}

/** The settings and maintenance routes both 2026 generations share (their handlers are identical). */
const shared2026Routes = routePlugin('shared-2026', (app: FastifyInstance, deps: Shared2026Deps) => {
  const { device } = deps;
  registerDtuRoutes(app, device, () => radioFromPins(device), DTU_WIRE_2026);
  registerNetworkRoutes(app, device, NETWORK_WIRE_2026);
  registerNtp2026Routes(app, device, deps.zones);
  registerMqttRoutes(app, device, deps.mqttConnected, deps.mqtt);
  registerFileRoutes(app, device);
  registerI18nRoutes(app, device.dataDir);
  registerLoggingRoutes(app, device, deps.logModules);
  registerFirmwareStatusRoute(app, device);
  registerStatsResetRoute(app, device, deps.stats);
});

/** The route table both 2026 generations start from; each adds its own modules after it. */
export function routes2026(
  { device, domain, testControl, zones }: RouteContext,
  own: { wire: LiveWire; logModules: readonly string[]; mqtt: MqttWire; board: BoardUse },
): RouteEntry[] {
  const { live, integrations, scheduler } = domain;
  return [
    route(systemRoutes, { device, shape: systemStatus2026(own.board) }),
    route(securityRoutes, { device }),
    route(maintenanceRoutes, { device }),
    route(firmwareRoutes, { device }),
    route(deviceConfigRoutes, { device, language: DISPLAY_LOCALE_2026 }),
    route(consoleRoutes, { device, lineEnd: '\n', digestRealm: 'console websocket' }),
    route(shared2026Routes, {
      device,
      mqttConnected: integrations.mqttConnected,
      zones: zones(),
      logModules: own.logModules,
      mqtt: own.mqtt,
      stats: live.sim,
    }),
    route(liveRoutes, { device, live, scheduler, testControl, wire: own.wire, admin: INVERTER_ADMIN_2026 }),
    route(prometheusRoutes, { device, sim: live.sim, panelSlot: 'own' }),
  ];
}
