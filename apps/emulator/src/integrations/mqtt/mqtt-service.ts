import type { ConfigFile } from '@dtu/contract';
import type { ConfigSection, Device } from '../../device/device.ts';
import type { LiveSimulation } from '../../live/simulation.ts';
import type { ExternalInputs } from '../external-inputs.ts';
import type { OnBatteryLink } from '../onbattery-link.ts';
import { INVERTER_COMMANDS_2024, type InverterCommands, inverterFilters } from './inverter-commands.ts';
import { handleInputMessage, type InputSpec, inputFilters } from './mqtt-inputs.ts';
import { MqttLink } from './mqtt-link.ts';
import { INVERTER_DISCOVERY_2024, MQTT_TOPICS_2024, type MqttTopicExtras } from './mqtt-topics.ts';
import { ONBATTERY_MQTT_2024 } from './onbattery-wire.ts';
import type { OnBatteryMqttWire } from './onbattery-wire-types.ts';
import type { Outlet } from './outlet.ts';
import { BatteryPublisher, batteryState } from './publish-battery.ts';
import { publishDtu } from './publish-dtu.ts';
import { InverterPublisher } from './publish-inverters.ts';
import { VedirectPublisher } from './publish-vedirect.ts';
import { topicMatch } from './topic-match.ts';

const RECONNECT_AFTER_SAVE_MS = 2000;
const NO_INPUT: InputSpec = { topic: '', path: '', scale: 1, exact: false };

/** Snapshots of the config parts whose change means more than "that section was saved". */
const snapshot = (value: unknown) => JSON.stringify(value);
const inverterKey = (c: Readonly<ConfigFile>) =>
  snapshot(c.inverters.filter((i) => i.serial !== 0).map((i) => [i.serial, i.name, i.channel]));
/** Sections whose save forces the limiter's discovery (its entities describe all three). */
const LIMITER_SECTIONS: readonly ConfigSection[] = ['powerlimiter', 'battery', 'vedirect'];

/**
 * The device's MQTT side (docs/firmware/onbattery-2024.05.03/mqtt.md): one link to the broker, the periodic publishers on the device
 * clock, discovery once per connection and when forced, commands and inputs. Config edits
 * arrive as the device's `onConfigSaved` event with the sections that changed.
 */
export class MqttService {
  readonly link: MqttLink;
  private readonly inverters = new InverterPublisher();
  private readonly vedirect = new VedirectPublisher();
  private readonly battery = new BatteryPublisher();
  private boot = { prefix: '', meter: [] as InputSpec[] };
  private invKey = '';
  /** The MQTT battery's inputs as subscribed. */
  private batteryInputs = { soc: NO_INPUT, voltage: NO_INPUT };
  private justConnected = false;
  private forceInverterDiscovery = false;
  private inverterDiscoveryPending = false;
  private lastInverterDiscoveryMs = Number.NEGATIVE_INFINITY;
  private forceLimiterDiscovery = false;
  /** Battery discovery is due (a connection, a battery save) and not yet sent. */
  private batteryDiscoveryPending = false;
  private lastCycleMs = Number.NEGATIVE_INFINITY;
  /** When the meter topics went out last and which reading they carried. */
  private lastMeter = { ms: Number.NEGATIVE_INFINITY, reading: 0 };
  private bootMs = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  /** Counts link restarts and drops, so a superseded restart never reconnects. */
  private restartGeneration = 0;
  private stopping: Promise<void> = Promise.resolve();
  private readonly wire: OnBatteryMqttWire;
  private readonly inverterCommands: InverterCommands;

  constructor(
    private readonly device: Device,
    private readonly sim: () => LiveSimulation,
    private readonly inputs: ExternalInputs,
    private readonly onBattery: OnBatteryLink,
    /** The generation's topics beyond 2024.05.03's. */
    private readonly topics: MqttTopicExtras = MQTT_TOPICS_2024,
  ) {
    this.wire = topics.onBattery ?? ONBATTERY_MQTT_2024;
    this.inverterCommands = topics.inverterCommands ?? INVERTER_COMMANDS_2024;
    this.link = new MqttLink(device.chipId, () => this.filters(), {
      connected: () => {
        this.justConnected = true;
      },
      message: (topic, payload, retained) => this.onMessage(topic, payload, retained),
      log: (line) => device.log(line),
    });
  }

  /** A (simulated) boot: prefixes and meter topics are taken now; then connect when enabled. */
  start(): void {
    const c = this.device.config;
    this.boot = { prefix: c.mqtt.topic, meter: this.wire.inputs.meter(this.device) };
    this.invKey = inverterKey(c);
    this.vedirect.reset();
    this.battery.reset();
    this.batteryInputs = this.wire.inputs.battery(this.device);
    this.bootMs = this.device.now();
    this.lastCycleMs = Number.NEGATIVE_INFINITY;
    this.lastInverterDiscoveryMs = Number.NEGATIVE_INFINITY;
    this.lastMeter = { ms: Number.NEGATIVE_INFINITY, reading: 0 };
    this.link.start(c.mqtt);
  }

  /** Restart or shutdown: the connection vanishes without DISCONNECT. */
  drop(): void {
    this.restartGeneration += 1;
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    this.link.drop();
  }

  private filters(): string[] {
    const p = this.boot.prefix;
    return [
      ...inverterFilters(p, this.inverterCommands.settings),
      ...this.wire.huaweiCommands.map((name) => `${p}huawei/cmd/${name}`),
      ...this.wire.limiterCommands.map((name) => `${p}powerlimiter/cmd/${name}`),
      ...inputFilters(this.boot.meter),
      ...inputFilters(Object.values(this.batteryInputs)),
    ];
  }

  private onMessage(topic: string, payload: string, retained: boolean): void {
    if (this.device.rebooting) return;
    const c = this.device.config;
    if (c.mqtt.verbose_logging) this.device.log(`MQTT: received ${topic}: ${payload}`);
    const p = this.boot.prefix;
    if (handleInputMessage(this.device, this.inputs, this.boot.meter, this.batteryInputs, topic, payload))
      return;
    if (topic.startsWith(`${p}huawei/cmd/`)) {
      this.wire.huaweiCommand(this.device, this.onBattery, topic.slice(`${p}huawei/cmd/`.length), payload);
      return;
    }
    if (topic.startsWith(`${p}powerlimiter/cmd/`)) {
      const name = topic.slice(`${p}powerlimiter/cmd/`.length);
      this.wire.limiterCommand(this.device, this.onBattery, name, payload);
      return;
    }
    if (inverterFilters(p, this.inverterCommands.settings).some((filter) => topicMatch(filter, topic))) {
      const sim = this.sim();
      sim.advanceTo(this.device.now());
      this.inverterCommands.handle(sim, this.device, c.mqtt.topic, topic, payload, retained);
    }
  }

  /** One scheduler beat: run every publish group that is due. */
  tick(): void {
    if (this.device.rebooting) return;
    if (!this.link.connected) return;
    const c = this.device.config;
    const now = this.device.now();
    const out = this.outlet(c);
    const sim = this.sim();
    sim.advanceTo(now);
    const piMs = Math.max(1, c.mqtt.publish_interval) * 1000;
    const first = this.justConnected;
    this.justConnected = false;
    if (first || now - this.lastCycleMs >= piMs) {
      this.lastCycleMs = now;
      publishDtu(out, this.device, this.topics);
      this.inverters.publish(out, sim, now, this.topics);
      this.inverters.publishTotals(out, sim);
      // Huawei and the limiter start their timers at boot, so the first one comes PI s after it.
      if (now - this.bootMs >= piMs) {
        if (c.powerlimiter.enabled) this.wire.limiterStatus(out, this.device, this.onBattery);
        if (c.huawei.enabled) this.wire.huaweiStatus(out, this.device, this.onBattery);
      }
    }
    this.publishOnBattery(out, c, now, first);
    if (c.powermeter.enabled && this.wire.meterDue(this.device, this.onBattery, this.lastMeter, now)) {
      this.lastMeter = { ms: now, reading: this.onBattery.system()?.meter.readings ?? 0 };
      this.wire.meterStatus(out, this.device, this.onBattery, this.inputs);
    }
    this.inverterDiscovery(out, sim, now, first);
    if (c.mqtt.hass.enabled) {
      if (c.powerlimiter.enabled && (first || this.forceLimiterDiscovery))
        this.wire.limiterDiscovery(out, this.device, this.onBattery);
    }
    this.forceLimiterDiscovery = false;
  }

  /**
   * DTU and inverter discovery once per connection and when forced; a generation may hold a
   * request back until its minimum interval since the last one passed.
   */
  private inverterDiscovery(out: Outlet, sim: LiveSimulation, now: number, first: boolean): void {
    const discovery = this.topics.inverterDiscovery ?? INVERTER_DISCOVERY_2024;
    if (first || this.forceInverterDiscovery) this.inverterDiscoveryPending = true;
    this.forceInverterDiscovery = false;
    if (!this.inverterDiscoveryPending || now - this.lastInverterDiscoveryMs < discovery.minIntervalMs)
      return;
    this.inverterDiscoveryPending = false;
    if (!this.device.config.mqtt.hass.enabled) return;
    this.lastInverterDiscoveryMs = now;
    discovery.publish(out, this.device, sim);
  }

  /** VE.Direct and battery groups with their discovery, read from the OnBattery simulation. */
  private publishOnBattery(out: Outlet, c: Readonly<ConfigFile>, now: number, first: boolean): void {
    const system = this.onBattery.system();
    if (!system) return;
    this.onBattery.views()?.refresh();
    const { mppts, pack } = system.installation;
    if (c.vedirect.enabled) {
      this.vedirect.publish(out, c, mppts, pack.voltageV, now, this.wire);
      // The MQTT save path reconnects, so "forced" and "once per connection" coincide here.
      if (c.mqtt.hass.enabled && first) this.wire.vedirectDiscovery(out, this.device, mppts, now);
    }
    this.battery.publish(out, this.device, this.onBattery, this.wire, now);
    if (first) this.batteryDiscoveryPending = true;
    if (!this.batteryDiscoveryPending) return;
    const state =
      c.battery.enabled && c.mqtt.hass.enabled ? batteryState(this.device, this.onBattery) : undefined;
    if (!state || this.wire.batteryDiscovery(out, this.device, state)) this.batteryDiscoveryPending = false;
  }

  private outlet(c: Readonly<ConfigFile>): Outlet {
    const { mqtt } = c;
    return {
      prefix: mqtt.topic,
      state: (sub, payload) => this.link.publish(mqtt.topic + sub, payload.trim(), mqtt.retain),
      hass: (sub, payload) => this.link.publish(mqtt.hass.topic + sub, payload, mqtt.hass.retain),
    };
  }

  /**
   * A config save changed `sections`: a changed MQTT section restarts the link (docs/firmware/onbattery-2024.05.03/mqtt.md §1.6),
   * renamed or re-channelled inverters, limiter, battery or VE.Direct changes force their
   * discovery, and a changed battery topic moves the subscription.
   */
  configSaved(sections: ReadonlySet<ConfigSection>): void {
    if (this.device.rebooting) return;
    const c = this.device.config;
    if (sections.has('mqtt')) this.restartLink(c.mqtt);
    if (sections.has('inverters')) {
      const invKey = inverterKey(c);
      if (invKey !== this.invKey) {
        this.invKey = invKey;
        this.forceInverterDiscovery = true;
      }
    }
    if (LIMITER_SECTIONS.some((section) => sections.has(section))) this.forceLimiterDiscovery = true;
    if (this.wire.meterSettingsLive && sections.has('powermeter')) {
      const meter = this.wire.inputs.meter(this.device);
      this.resubscribe(inputFilters(this.boot.meter), inputFilters(meter));
      this.boot.meter = meter;
    }
    if (!sections.has('battery')) return;
    this.batteryDiscoveryPending = true;
    const battery = this.wire.inputs.battery(this.device);
    this.resubscribe(inputFilters(Object.values(this.batteryInputs)), inputFilters(Object.values(battery)));
    this.batteryInputs = battery;
  }

  /** Moves the subscription from the `before` filters to the `after` ones when they differ. */
  private resubscribe(before: string[], after: string[]): void {
    if (snapshot(before) === snapshot(after)) return;
    this.link.unsubscribe(before);
    this.link.subscribe(after);
  }

  /** The MQTT save path (docs/firmware/onbattery-2024.05.03/mqtt.md §1.6): offline to the new status topic, disconnect, reconnect 2 s later. */
  private restartLink(config: Readonly<ConfigFile['mqtt']>): void {
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    const generation = ++this.restartGeneration;
    this.vedirect.forceFull();
    const copy = structuredClone(config) as ConfigFile['mqtt'];
    // A save during an earlier save's disconnect waits for that one too before reconnecting.
    this.stopping = Promise.all([this.stopping, this.link.stop(copy)]).then(() => undefined);
    void this.stopping.then(() => {
      if (generation !== this.restartGeneration) return;
      this.restartTimer = setTimeout(() => {
        this.restartTimer = undefined;
        if (!this.device.rebooting) this.link.start(this.device.config.mqtt);
      }, RECONNECT_AFTER_SAVE_MS);
    });
  }
}
