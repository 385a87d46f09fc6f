import type { FirmwareId } from '@dtu/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { EmulatedDevice } from '../device/create-device.ts';
import type { DeviceGeneration } from '../device/generation.ts';
import type { Scheduler } from '../device/scheduler.ts';
import type { StaticFile } from '../http/static-files.ts';
import type { IntegrationsRuntime } from '../integrations/index.ts';
import type { MqttTopicExtras } from '../integrations/mqtt/mqtt-topics.ts';
import type { LiveRuntime } from '../live/index.ts';
import type { OnBatteryRuntime } from '../onbattery/index.ts';
import type { LimiterModel } from '../onbattery/limiter-model.ts';
import type { ZoneTable } from './shared-2026/ntp-2026-routes.ts';

/** What a route table is built from: the domain (built before any route) and the app options. */
export interface RouteContext {
  readonly device: EmulatedDevice;
  /** The domain objects route modules take as options (`domain.ts` builds them). */
  readonly domain: {
    readonly live: LiveRuntime;
    readonly onBattery: OnBatteryRuntime;
    readonly integrations: IntegrationsRuntime;
    readonly scheduler: Scheduler;
  };
  readonly testControl: boolean;
  /** IANA name → POSIX rule, for the generations that serve `/api/ntp/zones`. */
  readonly zones: () => ZoneTable;
}

/** One route module and the options it is registered with. */
export interface RouteEntry {
  // biome-ignore lint/suspicious/noExplicitAny: each plugin takes its own options; the entry pairs them
  readonly plugin: FastifyPluginAsync<any>;
  readonly options: object;
}

export function route<Options extends object>(
  plugin: FastifyPluginAsync<Options>,
  options: Options,
): RouteEntry {
  return { plugin, options };
}

/**
 * One firmware generation as the emulator speaks it: data chosen once at start-up. The
 * simulation is the same for all; the personality picks the device's build and config layout,
 * whether the OnBattery parts exist, the embedded files and the route modules.
 */
export interface Personality {
  readonly id: FirmwareId;
  readonly generation: DeviceGeneration;
  /** Whether the OnBattery simulation runs (plain OpenDTU has no battery, charger or meter). */
  readonly onBatteryParts: boolean;
  /** The limiter the OnBattery simulation runs (default: the single-inverter one of 2024.05.03). */
  readonly limiter?: LimiterModel;
  /** The MQTT state topics beyond 2024.05.03's (default: none). */
  readonly mqttTopics?: MqttTopicExtras;
  /** URLs of the embedded web app (`board_build.embed_files`), served before the catch-all. */
  readonly staticFiles: Readonly<Record<string, StaticFile>>;
  /** The route modules in registration order; the static files and the catch-all follow. */
  routes(context: RouteContext): RouteEntry[];
}
