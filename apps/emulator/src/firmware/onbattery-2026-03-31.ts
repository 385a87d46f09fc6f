import { DTU_POLL_INTERVAL_DEFAULT_MS, ONBATTERY_CONFIG_VERSION_2026 } from '@dtu/contract';
import type { FastifyPluginAsync } from 'fastify';
import { releaseBuild } from '../device/build-info.ts';
import type { OnBatteryRouteDeps } from '../onbattery/index.ts';
import { type Personality, route } from './personality.ts';
import type { Config2026 } from './shared-2026/config-2026.ts';
import { layout2026 } from './shared-2026/layout-2026.ts';
import { liveWire2026 } from './shared-2026/live-wire-2026.ts';
import { LOG_MODULES_ONBATTERY } from './shared-2026/logging-routes.ts';
import { MQTT_WIRE_ONBATTERY_2026 } from './shared-2026/mqtt-wire-2026.ts';
import { routes2026 } from './shared-2026/routes-2026.ts';
import { STATIC_FILES_2026 } from './shared-2026/static-files-2026.ts';

/**
 * MERGE SLOT — filled by the lead from `firmware/onbattery-2026/index.ts` (another branch):
 * `onBatteryRoutes` ← `onBattery2026Routes` (solar charger, grid charger, nested power meter and
 * battery, the multi-inverter limiter, their sockets) and `migrateOnBatteryConfig` ←
 * `migrateOnBattery2026` (the OnBattery sections of `config.json`). Until then this personality
 * registers no OnBattery route and keeps those sections as read.
 */
export interface OnBattery2026Slot {
  onBatteryRoutes?: FastifyPluginAsync<OnBatteryRouteDeps>;
  migrateOnBatteryConfig?: (raw: Record<string, unknown>) => Record<string, unknown>;
}

export const ONBATTERY_2026_SLOT: OnBattery2026Slot = {};

/** The sections `migrateOnBattery2026` owns; the shared ones stay as the shared layout read them. */
const ONBATTERY_2026_SECTIONS = ['solarcharger', 'gridcharger', 'powermeter', 'powerlimiter', 'battery'];

const json = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * `migrateOnBattery()`'s step `< 3` (`src/Configuration.cpp` @ 2026.03.31): the DTU poll interval
 * from seconds to milliseconds, for a file whose `cfg.version_onbattery` is below 3 or absent.
 */
function migrateOnBattery(config: Config2026, raw: Record<string, unknown>): boolean {
  const version = json(raw.cfg).version_onbattery;
  const stored = typeof version === 'number' ? version : 0;
  if (stored === ONBATTERY_CONFIG_VERSION_2026) return false;
  if (stored < 3) config.dtu.poll_interval = (config.dtu.poll_interval * 1000) % 2 ** 32;
  const migrated = ONBATTERY_2026_SLOT.migrateOnBatteryConfig?.(raw);
  for (const section of ONBATTERY_2026_SECTIONS)
    if (migrated && section in migrated) Object.assign(config, { [section]: migrated[section] });
  return true;
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
      absentSections: [],
      onBatteryVersion: ONBATTERY_CONFIG_VERSION_2026,
      migrateOwn: migrateOnBattery,
    }),
  },
  onBatteryParts: true,
  staticFiles: STATIC_FILES_2026,
  routes: (context) => {
    const base = routes2026(context, {
      wire: liveWire2026({ onBatteryBlocks: true, limitMinimum: 0 }),
      mqtt: MQTT_WIRE_ONBATTERY_2026,
      logModules: LOG_MODULES_ONBATTERY,
    });
    const plugin = ONBATTERY_2026_SLOT.onBatteryRoutes;
    if (!plugin) return base;
    const { device, domain, testControl } = context;
    const { onBattery, scheduler } = domain;
    return [...base, route(plugin, { device, onBattery, scheduler, testControl })];
  },
};
