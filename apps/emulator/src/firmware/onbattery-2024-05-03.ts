import { DEFAULT_GENERATION } from '../device/generation.ts';
import { STATIC_FILES } from '../http/static-files.ts';
import { liveRoutes } from '../live/index.ts';
import { onBatteryRoutes } from '../onbattery/index.ts';
import { configFileRoutes } from '../routes/config-files.ts';
import { consoleRoutes } from '../routes/console.ts';
import { deviceConfigRoutes } from '../routes/device-config.ts';
import { firmwareRoutes } from '../routes/firmware.ts';
import { maintenanceRoutes } from '../routes/maintenance.ts';
import { prometheusRoutes } from '../routes/prometheus.ts';
import { securityRoutes } from '../routes/security.ts';
import { settingsRoutes } from '../routes/settings/index.ts';
import { systemRoutes } from '../routes/system.ts';
import { type Personality, route } from './personality.ts';

/** OpenDTU-OnBattery 2024.05.03: the API of `docs/firmware/onbattery-2024.05.03/`, the emulator's default. */
export const ONBATTERY_2024_05_03: Personality = {
  id: 'onbattery-2024.05.03',
  generation: DEFAULT_GENERATION,
  onBatteryParts: true,
  staticFiles: STATIC_FILES,
  routes: ({ device, domain, testControl }) => {
    const { live, onBattery, integrations, scheduler } = domain;
    return [
      route(systemRoutes, { device }),
      route(securityRoutes, { device }),
      route(configFileRoutes, { device }),
      route(maintenanceRoutes, { device }),
      route(firmwareRoutes, { device }),
      route(deviceConfigRoutes, { device }),
      route(consoleRoutes, { device }),
      route(settingsRoutes, { device, mqttConnected: integrations.mqttConnected }),
      route(liveRoutes, { device, live, scheduler, testControl }),
      route(prometheusRoutes, { device, sim: live.sim }),
      route(onBatteryRoutes, { device, onBattery, scheduler, testControl }),
    ];
  },
};
