import type { Device } from '../device/device.ts';
import type { Scheduler } from '../device/scheduler.ts';
import type { LiveSimulation } from '../live/simulation.ts';
import type { OnBatteryRuntime } from '../onbattery/index.ts';
import { ExternalInputs } from './external-inputs.ts';
import { HttpMeterPoller } from './http-meter/http-meter-poller.ts';
import { MqttService } from './mqtt/mqtt-service.ts';
import type { MqttTopicExtras } from './mqtt/mqtt-topics.ts';
import { createOnBatteryLink, type OnBatteryLink } from './onbattery-link.ts';

export type { ExternalInputs } from './external-inputs.ts';

/** What the rest of the emulator sees of the integrations. */
export interface Integrations {
  /** For `/api/mqtt/status` (`SettingsRouteOptions.mqttConnected`). */
  mqttConnected(): boolean;
  /** Meter and battery readings that arrived over MQTT or HTTP. */
  readonly inputs: ExternalInputs;
  /** Runtime link to the OnBattery simulation (Huawei, meter, DPL mode). */
  readonly onBattery: OnBatteryLink;
  /** Resolves once the running HTTP meter poll (if any) finished. */
  httpMeterSettled(): Promise<void>;
  /**
   * How many state and discovery messages the device has handed to its broker connection (not
   * the online value); tests wait until a subscriber has received them all.
   */
  mqttSent(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    integrations: Integrations;
  }
}

/** The integrations plus what only the domain assembly calls. */
export interface IntegrationsRuntime extends Integrations {
  /** Connects MQTT (when enabled) and puts both clients on the scheduler. */
  start(): void;
  /** Drops the broker link, waits for a running meter poll and stops listening. */
  close(): Promise<void>;
}

/**
 * MQTT (with Home Assistant discovery, commands and inputs) and the HTTP+JSON meter, built on
 * the simulations. Reacts to the device's events: a config save reaches the MQTT side at once
 * (`onConfigSaved`), a reboot drops the link and the inputs, a boot reconnects.
 */
export function createIntegrations(
  device: Device,
  sim: LiveSimulation,
  onBatteryRuntime: OnBatteryRuntime,
  scheduler: Scheduler,
  mqttTopics?: MqttTopicExtras,
): IntegrationsRuntime {
  const { system, views } = onBatteryRuntime;
  const inputs = new ExternalInputs();
  const onBattery = createOnBatteryLink(system, views);
  const mqtt = new MqttService(device, () => sim, inputs, onBattery, mqttTopics);
  const meter = new HttpMeterPoller(device, inputs);
  system.mqttBattery = () => ({ soc: inputs.batterySoc, voltage: inputs.batteryVoltage });
  const stops: (() => void)[] = [];

  return {
    mqttConnected: () => mqtt.link.connected,
    inputs,
    onBattery,
    httpMeterSettled: () => meter.settled(),
    mqttSent: () => mqtt.link.sent,
    start() {
      stops.push(
        // Readings that arrive from outside also reach the simulated DTU's meter.
        inputs.onMeterReading((phase, powerW, atMs) => {
          system.meter.phasesW[phase] = powerW;
          system.meter.lastUpdateMs = atMs;
          system.meter.readings += 1;
        }),
        device.onConfigSaved((sections) => mqtt.configSaved(sections)),
        device.onReboot(() => {
          mqtt.drop();
          inputs.reset();
          onBattery.dplMode = 0;
        }),
        device.onBoot(() => {
          meter.reset();
          mqtt.start();
        }),
        scheduler.onBeat(() => {
          mqtt.tick();
          meter.tick();
        }),
      );
      mqtt.start();
    },
    async close() {
      for (const stop of stops.splice(0)) stop();
      mqtt.drop();
      await meter.settled();
    },
  };
}
