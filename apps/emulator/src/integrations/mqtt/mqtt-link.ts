import type { ConfigFile } from '@dtu/contract';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';

type MqttConfig = ConfigFile['mqtt'];

/** The firmware's MQTT library keeps its default keep-alive and retries every 2 s (docs/firmware/onbattery-2024.05.03/mqtt.md §1.2, §1.6). */
const KEEPALIVE_S = 15;
const RECONNECT_MS = 2000;
const CONNECT_TIMEOUT_MS = 10_000;

export interface LinkHandlers {
  /** After every CONNACK, once `online` was published and the filters subscribed. */
  connected(): void;
  message(topic: string, payload: string, retained: boolean): void;
  log(line: string): void;
}

/** CONNECT options exactly as docs/firmware/onbattery-2024.05.03/mqtt.md §1.2–§1.4 describe them. */
export function connectOptions(config: Readonly<MqttConfig>, chipId: number): IClientOptions {
  const options: IClientOptions = {
    protocolVersion: 4,
    clientId: `OpenDTU-${chipId}`,
    keepalive: KEEPALIVE_S,
    clean: config.clean_session,
    reconnectPeriod: RECONNECT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Subscriptions are re-sent by us on every connect, as the firmware does.
    resubscribe: false,
    will: {
      topic: config.topic + config.lwt.topic,
      payload: Buffer.from(config.lwt.value_offline),
      qos: Math.min(2, Math.max(0, config.lwt.qos)) as 0 | 1 | 2,
      retain: config.retain,
    },
  };
  const certLogin = config.tls.enabled && config.tls.certlogin;
  if (!certLogin) {
    options.username = config.username;
    options.password = config.password;
  }
  if (config.tls.enabled) {
    options.protocol = 'mqtts';
    // There is no "skip verification": the broker must chain to the configured root.
    options.ca = config.tls.root_ca_cert;
    options.rejectUnauthorized = true;
    if (certLogin) {
      options.cert = config.tls.client_cert;
      options.key = config.tls.client_key;
    }
  } else {
    options.protocol = 'mqtt';
  }
  options.host = config.hostname;
  options.port = config.port;
  return options;
}

/**
 * The device's single broker connection: connects with the configured identity, publishes the
 * online value and re-subscribes on every connect, reconnects every 2 s, and knows the two
 * ways of going away (orderly with the offline value, or abruptly so the broker sends the will).
 */
export class MqttLink {
  private client: MqttClient | undefined;
  private config: MqttConfig | undefined;
  /** Messages handed to a live connection by `publish` (tests wait until all have arrived). */
  sent = 0;

  constructor(
    private readonly chipId: number,
    private readonly filters: () => string[],
    private readonly handlers: LinkHandlers,
  ) {}

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  /** Starts connecting with `config` (a copy is kept, so later edits need `restart`). */
  start(config: Readonly<MqttConfig>): void {
    if (this.client || !config.enabled || config.hostname === '') return;
    this.config = structuredClone(config) as MqttConfig;
    let client: MqttClient;
    try {
      client = mqtt.connect(connectOptions(this.config, this.chipId));
    } catch (error) {
      this.handlers.log(`MQTT: cannot create the client: ${(error as Error).message}`);
      return;
    }
    this.client = client;
    const cfg = this.config;
    client.on('connect', () => {
      this.handlers.log(`MQTT: connected to ${cfg.hostname}:${cfg.port}`);
      client.publish(cfg.topic + cfg.lwt.topic, cfg.lwt.value_online, { qos: 0, retain: cfg.retain });
      const filters = this.filters();
      if (filters.length > 0) client.subscribe(filters, { qos: 0 });
      this.handlers.connected();
    });
    client.on('message', (topic, payload, packet) => {
      this.handlers.message(topic, payload.toString('utf8'), packet.retain);
    });
    client.on('error', (error) => this.handlers.log(`MQTT: ${error.message}`));
    client.on('close', () => {
      if (this.client === client) this.handlers.log('MQTT: disconnected');
    });
  }

  /** Adds subscriptions on the live connection (battery topics after a battery save). */
  subscribe(filters: string[]): void {
    if (this.client?.connected && filters.length > 0) this.client.subscribe(filters, { qos: 0 });
  }

  unsubscribe(filters: string[]): void {
    if (this.client?.connected && filters.length > 0) this.client.unsubscribe(filters);
  }

  /** QoS 0 with the given retain flag; nothing is queued while the link is down (docs/firmware/onbattery-2024.05.03/mqtt.md §1.7). */
  publish(topic: string, payload: string, retain: boolean): void {
    if (!this.client?.connected) return;
    this.sent += 1;
    this.client.publish(topic, payload, { qos: 0, retain });
  }

  /**
   * The settings save path: the offline value goes to the (new) status topic, then an orderly
   * DISCONNECT, so the broker keeps the will to itself.
   */
  async stop(offlineTo?: Readonly<MqttConfig>): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    const cfg = offlineTo ?? this.config!;
    if (client.connected) {
      await new Promise<void>((resolve) => {
        client.publish(cfg.topic + cfg.lwt.topic, cfg.lwt.value_offline, { qos: 0, retain: cfg.retain }, () =>
          resolve(),
        );
      });
    }
    await client.endAsync(false).catch(() => undefined);
  }

  /** A restart or power cut: the socket just goes away without DISCONNECT, so the will fires. */
  drop(): void {
    const client = this.client;
    this.client = undefined;
    client?.end(true);
  }
}
