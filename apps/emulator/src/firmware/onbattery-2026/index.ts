import type { FastifyInstance } from 'fastify';
import { getJson } from '../../http/respond.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { OnBatteryRouteDeps } from '../../onbattery/index.ts';
import { registerOnBatteryTestRoutes } from '../../onbattery/onbattery-test-routes.ts';
import { onBattery2026Config } from './config-access.ts';
import { registerGridChargerRoutes } from './gridcharger-routes.ts';
import { onBattery2026Views } from './live-views.ts';
import { registerPowerMeterRoutes } from './powermeter-routes.ts';
import { registerSettingsRoutes } from './settings-routes.ts';
import { registerOnBattery2026Sockets } from './sockets.ts';

export { onBattery2026LiveBlocks } from './live-views.ts';
export { migrateOnBattery2026 } from './migrate.ts';
export { onBattery2026ConfigDefaults } from './read-sections.ts';

/**
 * The OnBattery surface of OpenDTU-OnBattery 2026.03.31 over the one simulation core: settings
 * of limiter, battery, meter, solar and grid charger in the 2026 layout (read and written through
 * `config-access.ts`, projected onto the core's sections), their live data and sockets. Replaces
 * `onBatteryRoutes` (the 2024.05.03 surface) in that personality.
 */
export const onBattery2026Routes = routePlugin(
  'onbattery-2026',
  (app: FastifyInstance, deps: OnBatteryRouteDeps) => {
    const { device, scheduler } = deps;
    const { system, views } = deps.onBattery;
    const config = onBattery2026Config(device);
    const views2026 = onBattery2026Views(deps.onBattery);
    const fresh =
      <T>(body: () => T) =>
      () => {
        views.refresh();
        return body();
      };
    registerSettingsRoutes(app, device, config);
    registerPowerMeterRoutes(app, device, config);
    registerGridChargerRoutes(app, device, config, () => system.installation.charger);
    getJson(
      app,
      '/api/solarchargerlivedata/status',
      'readonly',
      device,
      fresh(() => views2026.solarcharger(true)),
    );
    for (const path of ['/api/gridchargerlivedata/status', '/api/gridcharger/status'])
      getJson(
        app,
        path,
        'readonly',
        device,
        fresh(() => views2026.gridcharger()),
      );
    getJson(
      app,
      '/api/batterylivedata/status',
      'readonly',
      device,
      fresh(() => views2026.battery()),
    );
    registerOnBattery2026Sockets(app, device, views, views2026, scheduler);
    if (deps.testControl) registerOnBatteryTestRoutes(app, system, () => views.refresh());
  },
);
