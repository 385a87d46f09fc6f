import type { EmulatedDevice } from './device/create-device.ts';
import { createScheduler, type Scheduler } from './device/scheduler.ts';
import { createIntegrations, type IntegrationsRuntime } from './integrations/index.ts';
import type { MqttTopicExtras } from './integrations/mqtt/mqtt-topics.ts';
import { createLiveSimulation, type LiveOptions, type LiveRuntime } from './live/index.ts';
import { createOnBattery, type OnBatteryOptions, type OnBatteryRuntime } from './onbattery/index.ts';

export type DomainOptions = LiveOptions &
  OnBatteryOptions & {
    /** Whether the generation has the OnBattery parts; without them they stay at factory defaults. */
    onBatteryParts?: boolean;
    /** The generation's MQTT state topics beyond 2024.05.03's. */
    mqttTopics?: MqttTopicExtras;
  };

/** Everything the emulated device is made of, built before any route exists. */
export interface Domain {
  readonly device: EmulatedDevice;
  /** The one clock-driven heartbeat that moves every simulation (see scheduler.ts). */
  readonly scheduler: Scheduler;
  readonly live: LiveRuntime;
  readonly onBattery: OnBatteryRuntime;
  readonly integrations: IntegrationsRuntime;
  /** Starts the heartbeat and the integrations (after the routes registered their tasks). */
  start(): void;
  /** Stops everything in reverse order and waits for the last config write. */
  close(): Promise<void>;
}

/**
 * Builds the device's parts in dependency order: device → inverter simulation → OnBattery
 * system (which pulls the inverters along) → the scheduler stepping it → integrations. Each
 * part subscribes to the device events it needs (boot, reboot, config saved) here, so the order
 * of route registration no longer matters.
 */
export async function createDomain(device: EmulatedDevice, options: DomainOptions): Promise<Domain> {
  const sim = await createLiveSimulation(device, options);
  const withParts = options.onBatteryParts ?? true;
  const onBattery = await createOnBattery(device, sim, {
    ...options,
    factory: options.factory || !withParts,
  });
  const { system } = onBattery;
  const scheduler = createScheduler(device, (now) => system.advanceTo(now));
  const live: LiveRuntime = { sim, onBattery: system.sources(), step: scheduler.beat };
  const integrations = createIntegrations(device, sim, onBattery, scheduler, options.mqttTopics);
  const stops = [device.onBoot(() => sim.reset()), device.onReboot(() => system.reboot())];

  return {
    device,
    scheduler,
    live,
    onBattery,
    integrations,
    start() {
      integrations.start();
      scheduler.start();
    },
    async close() {
      scheduler.stop();
      await integrations.close();
      for (const stop of stops) stop();
      device.dispose();
      await device.settled();
    },
  };
}
