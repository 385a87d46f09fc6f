import { DTU_POLL_INTERVAL_DEFAULT_S } from '@dtu/contract';
import { releaseBuild } from '../device/build-info.ts';
import type { Personality } from './personality.ts';
import { layout2026, ONBATTERY_2024_SECTIONS } from './shared-2026/layout-2026.ts';
import { liveWire2026 } from './shared-2026/live-wire-2026.ts';
import { LOG_MODULES_OPENDTU } from './shared-2026/logging-routes.ts';
import { MQTT_TOPICS_2026, MQTT_WIRE_OPENDTU } from './shared-2026/mqtt-wire-2026.ts';
import { routes2026 } from './shared-2026/routes-2026.ts';
import { STATIC_FILES_2026 } from './shared-2026/static-files-2026.ts';
import { BASE_BOARD } from './shared-2026/system-status-2026.ts';

/**
 * Plain OpenDTU v26.3.30 (docs/firmware/opendtu-v26.3.30.md): the 2026 base without any
 * OnBattery part, the DTU poll interval in seconds, no limiter lower bound on limits.
 */
export const OPENDTU_V26_3_30: Personality = {
  id: 'opendtu-v26.3.30',
  generation: {
    id: 'opendtu-v26.3.30',
    build: releaseBuild('v26.3.30'),
    pollIntervalUnitMs: 1000,
    layout: layout2026({
      pollIntervalDefault: DTU_POLL_INTERVAL_DEFAULT_S,
      absentSections: ONBATTERY_2024_SECTIONS,
      mqttTopicMax: MQTT_WIRE_OPENDTU.limits.topicMax,
    }),
  },
  onBatteryParts: false,
  mqttTopics: MQTT_TOPICS_2026,
  staticFiles: STATIC_FILES_2026,
  routes: (context) =>
    routes2026(context, {
      wire: liveWire2026({ onBatteryBlocks: false }),
      mqtt: MQTT_WIRE_OPENDTU,
      logModules: LOG_MODULES_OPENDTU,
      board: BASE_BOARD,
    }),
};
