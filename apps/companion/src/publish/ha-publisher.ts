import type { MqttClient } from 'mqtt';
import { type FigureSource, type GatewayFigures, gatewayFigures } from './gateway-figures.ts';
import {
  AVAILABILITY_TOPIC,
  closingStates,
  DISCOVERY_PREFIX,
  gatewayDeviceId,
  haMessages,
  NODE_ID,
} from './ha-discovery.ts';
import { installationFigures } from './installation.ts';

/** How often the figures are read and what changed is published. */
export const PUBLISH_MS = 10_000;

/** The last will of the companion's one MQTT connection: its entities turn unavailable when it dies. */
export const COMPANION_WILL = {
  topic: AVAILABILITY_TOPIC,
  payload: Buffer.from('offline'),
  qos: 1,
  retain: true,
} as const;

export interface HaPublisher {
  /** Reads and publishes now (a test's order of events; the timer does it every `PUBLISH_MS`). */
  publish(): Promise<void>;
  /** Says `offline` and stops. */
  close(): Promise<void>;
}

/** All gateways' figures now: a gateway whose records cannot be read is left out this time. */
export async function allFigures(sources: readonly FigureSource[]): Promise<GatewayFigures[]> {
  const read = await Promise.allSettled(sources.map(gatewayFigures));
  return read.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

/**
 * Publishes the gateways' figures to Home Assistant over `client` (the connection the alerts use,
 * whose last will is `COMPANION_WILL`): the discovery configs (retained, sent again when one
 * changes, a rename changes the name and keeps the id), the states (retained, when changed) and
 * `online`. A retained config of ours whose device is a gateway no longer configured is removed
 * (an empty retained config), as Home Assistant removes an entity.
 */
export function startHaPublisher(
  client: MqttClient,
  sources: readonly FigureSource[],
  report: (line: string) => void,
  everyMs = PUBLISH_MS,
): HaPublisher {
  const sent = new Map<string, string>();
  /** The day whose final figures went out last, by gateway. */
  const closed = new Map<string, string>();
  const configured = new Set(sources.map((s) => gatewayDeviceId(s.gateway)));
  configured.add('dtu-web_installation');
  const ours = `${DISCOVERY_PREFIX}/+/${NODE_ID}/+/config`;
  const send = (topic: string, payload: string) => {
    if (sent.get(topic) === payload) return Promise.resolve();
    sent.set(topic, payload);
    return client.publishAsync(topic, payload, { qos: 1, retain: true }).then(
      () => undefined,
      (error: Error) => {
        sent.delete(topic);
        report(`home assistant: ${error.message}`);
      },
    );
  };
  const onConnect = () => {
    // A broker restarted without its retained messages gets everything again.
    sent.clear();
    void send(AVAILABILITY_TOPIC, 'online');
    void client.subscribeAsync(ours, { qos: 1 }).catch(() => undefined);
  };
  const onMessage = (topic: string, payload: Buffer) => {
    if (payload.length === 0 || !topic.startsWith(`${DISCOVERY_PREFIX}/`) || !topic.endsWith('/config'))
      return;
    let device: unknown;
    try {
      device = (JSON.parse(String(payload)) as { device?: { identifiers?: unknown[] } }).device
        ?.identifiers?.[0];
    } catch {
      return;
    }
    if (typeof device === 'string' && !configured.has(device)) void send(topic, '');
  };
  client.on('connect', onConnect);
  client.on('message', onMessage);
  if (client.connected) onConnect();
  let running: Promise<void> | undefined;
  const publish = () => {
    running ??= (async () => {
      const figures = await allFigures(sources);
      for (const g of figures) {
        if (!g.yesterday || closed.get(g.gateway) === g.yesterday.day) continue;
        // In order: each state after the attributes that name its day.
        for (const [topic, payload] of closingStates(g)) await send(topic, payload);
        closed.set(g.gateway, g.yesterday.day);
      }
      const { configs, states } = haMessages(figures, installationFigures(figures));
      // Configs before states: Home Assistant subscribes to a state topic once its config came.
      await Promise.all([...configs].map(([topic, payload]) => send(topic, payload)));
      await Promise.all([...states].map(([topic, payload]) => send(topic, payload)));
    })()
      .catch((error: Error) => report(`home assistant: ${error.message}`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void publish(), everyMs);
  void publish();
  return {
    publish,
    async close() {
      clearInterval(timer);
      client.off('connect', onConnect);
      client.off('message', onMessage);
      await running;
      if (client.connected)
        await client.publishAsync(AVAILABILITY_TOPIC, 'offline', { qos: 1, retain: true });
    },
  };
}
