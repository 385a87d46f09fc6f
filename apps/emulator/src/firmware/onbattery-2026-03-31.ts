import type { ConfigFile } from '@dtu/contract';
import { DTU_POLL_INTERVAL_DEFAULT_MS, ONBATTERY_CONFIG_VERSION_2026 } from '@dtu/contract';
import { releaseBuild } from '../device/build-info.ts';
import type { OnBatteryRuntime } from '../onbattery/index.ts';
import { ONBATTERY_BOARD } from './onbattery-2026/board-use.ts';
import { type ConfigWith2026, ONBATTERY_2026_KEY, sectionsOf } from './onbattery-2026/config-access.ts';
import { projectOntoCore } from './onbattery-2026/core-projection.ts';
import {
  migrateOnBattery2026,
  onBattery2026LiveBlocks,
  onBattery2026Routes,
} from './onbattery-2026/index.ts';
import { LIMITER_2026 } from './onbattery-2026/limiter-model-2026.ts';
import { MQTT_TOPICS_ONBATTERY_2026 } from './onbattery-2026/mqtt-2026.ts';
import { type Personality, route } from './personality.ts';
import type { Config2026 } from './shared-2026/config-2026.ts';
import { layout2026, ONBATTERY_2024_SECTIONS } from './shared-2026/layout-2026.ts';
import { liveWire2026 } from './shared-2026/live-wire-2026.ts';
import { LOG_MODULES_ONBATTERY } from './shared-2026/logging-routes.ts';
import { MQTT_WIRE_ONBATTERY_2026 } from './shared-2026/mqtt-wire-2026.ts';
import { routes2026 } from './shared-2026/routes-2026.ts';
import { STATIC_FILES_2026 } from './shared-2026/static-files-2026.ts';

const json = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * `migrateOnBattery()` (`src/Configuration.cpp` @ 2026.03.31) after the shared `migrate()`: the
 * five OnBattery sections as that firmware leaves them (`migrateOnBattery2026`, which also turns
 * the DTU poll interval of a file below OnBattery version 3 from seconds into ms). They are kept
 * under their own key beside the core's sections, which are projected from them for the
 * simulation. True when the firmware would rewrite the file.
 */
function migrateOnBattery(config: Config2026, raw: Record<string, unknown>): boolean {
  const migrated = migrateOnBattery2026(raw);
  config.dtu.poll_interval = migrated.dtuPollInterval;
  (config as unknown as ConfigWith2026)[ONBATTERY_2026_KEY] = migrated.sections;
  projectOntoCore(migrated.sections, config as unknown as ConfigFile);
  return json(raw.cfg).version_onbattery !== ONBATTERY_CONFIG_VERSION_2026;
}

/** The file holds the 2026 sections under their own names, never the core's 2024-shaped ones. */
function writeOnBattery(config: Readonly<ConfigFile>, file: Record<string, unknown>): void {
  delete file[ONBATTERY_2026_KEY];
  Object.assign(file, structuredClone(sectionsOf(config)));
}

/**
 * OpenDTU-OnBattery 2026.03.31 (docs/firmware/onbattery-2026.03.31.md): the shared 2026 base
 * plus its own build and config versions, the DTU poll interval in milliseconds (any value
 * above 0 accepted: a 2024-shaped "5" polls every 5 ms), limits refused below 0.
 */
export const ONBATTERY_2026_03_31: Personality = {
  id: 'onbattery-2026.03.31',
  generation: {
    id: 'onbattery-2026.03.31',
    build: releaseBuild('2026.03.31'),
    pollIntervalUnitMs: 1,
    onBatteryConfigVersion: ONBATTERY_CONFIG_VERSION_2026,
    layout: layout2026({
      pollIntervalDefault: DTU_POLL_INTERVAL_DEFAULT_MS,
      absentSections: ONBATTERY_2024_SECTIONS,
      onBatteryVersion: ONBATTERY_CONFIG_VERSION_2026,
      migrateOwn: migrateOnBattery,
      writeOwn: writeOnBattery,
    }),
  },
  onBatteryParts: true,
  limiter: LIMITER_2026,
  mqttTopics: MQTT_TOPICS_ONBATTERY_2026,
  staticFiles: STATIC_FILES_2026,
  routes: (context) => {
    const base = routes2026(context, {
      wire: {
        ...liveWire2026({ onBatteryBlocks: true, limitMinimum: 0 }),
        onBatteryLive: onBatteryLive2026(context.domain.onBattery),
      },
      mqtt: MQTT_WIRE_ONBATTERY_2026,
      logModules: LOG_MODULES_ONBATTERY,
      board: ONBATTERY_BOARD,
    });
    const { device, domain, testControl } = context;
    const { onBattery, scheduler } = domain;
    return [...base, route(onBattery2026Routes, { device, onBattery, scheduler, testControl })];
  },
};

/**
 * The OnBattery blocks of `/api/livedata/status` and the `/livedata` socket in the 2026 shape
 * (`solarcharger`, `gridcharger`, `battery`, `power_meter`). The firmware sends every block once
 * per second when its data changed and all of them every 10 s (`sendOnBatteryStats` in
 * `src/WebApi_ws_live.cpp` @ 2026.03.31); the simulated sources change every second, so every
 * send carries all four.
 */
function onBatteryLive2026(onBattery: OnBatteryRuntime) {
  return {
    rest: () => onBattery2026LiveBlocks(onBattery),
    message: () => onBattery2026LiveBlocks(onBattery),
  };
}
