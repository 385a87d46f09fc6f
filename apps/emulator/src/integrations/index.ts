import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import type { LiveRuntime } from '../live/index.ts';
import type { OnBatterySystem } from '../onbattery/onbattery-system.ts';
import type { OnBatteryViews } from '../onbattery/onbattery-views.ts';
import { ExternalInputs } from './external-inputs.ts';
import { HttpMeterPoller } from './http-meter/http-meter-poller.ts';
import { MqttService } from './mqtt/mqtt-service.ts';
import { createOnBatteryLink, type OnBatteryLink } from './onbattery-link.ts';
import { registerMetricsRoute } from './prometheus/metrics-route.ts';

export type { ExternalInputs } from './external-inputs.ts';

/** Real-time cadence of the scheduler; the groups themselves are timed on the device clock. */
const TICK_MS = 250;

/** What the rest of the emulator sees of the integrations. */
export interface Integrations {
  /** For `/api/mqtt/status` (`SettingsRouteOptions.mqttConnected`). */
  mqttConnected(): boolean;
  /** Meter and battery readings that arrived over MQTT or HTTP. */
  readonly inputs: ExternalInputs;
  /** Runtime link to the OnBattery simulation (Huawei, meter, DPL mode). */
  readonly onBattery: OnBatteryLink;
  /** Registers the Prometheus route and starts MQTT and the HTTP meter (after the live routes). */
  register(app: FastifyInstance, live: LiveRuntime): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    integrations: Integrations;
  }
}

/**
 * MQTT (with Home Assistant discovery, commands and inputs), the HTTP+JSON meter and the
 * Prometheus page. Created before the settings routes so `/api/mqtt/status` can read the link.
 */
export function createIntegrations(device: Device): Integrations {
  const inputs = new ExternalInputs();
  let system: () => OnBatterySystem | undefined = () => undefined;
  let views: () => OnBatteryViews | undefined = () => undefined;
  const onBattery = createOnBatteryLink(
    () => system(),
    () => views(),
  );
  let service: MqttService | undefined;

  return {
    mqttConnected: () => service?.link.connected ?? false,
    inputs,
    onBattery,
    register(app, live) {
      const mqtt = new MqttService(device, () => live.sim, inputs, onBattery);
      const meter = new HttpMeterPoller(device, inputs);
      service = mqtt;
      registerMetricsRoute(app, device, () => live.sim);
      // Readings that arrive from outside also reach the simulated DTU's meter.
      const stopFeed = inputs.onMeterReading((phase, powerW, atMs) => {
        const simulated = system()?.meter;
        if (!simulated) return;
        simulated.phasesW[phase] = powerW;
        simulated.lastUpdateMs = atMs;
      });
      const stopReboot = device.onReboot(() => {
        mqtt.drop();
        inputs.reset();
        onBattery.dplMode = 0;
      });
      const stopBoot = device.onBoot(() => {
        meter.reset();
        mqtt.start();
      });
      const timer = setInterval(() => {
        mqtt.tick();
        meter.tick();
      }, TICK_MS);
      timer.unref();
      mqtt.start();
      // The OnBattery side registers after us; once the app is assembled it can be reached.
      app.addHook('onReady', async () => {
        if (!app.hasDecorator('onBattery')) return;
        const { system: onBatterySystem, views: onBatteryViews } = app.onBattery;
        system = () => onBatterySystem;
        views = () => onBatteryViews;
        onBatterySystem.mqttBattery = () => ({ soc: inputs.batterySoc, voltage: inputs.batteryVoltage });
      });
      app.decorate('integrations', this);
      app.addHook('onClose', async () => {
        clearInterval(timer);
        stopFeed();
        stopReboot();
        stopBoot();
        mqtt.drop();
        await meter.settled();
      });
    },
  };
}
