import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import type { AlertEvent } from './alert-changes.ts';
import { shownUrl } from './shown-url.ts';

/** Where the companion sends alerts (`--mqtt`, `--mqtt-topic`, `--webhook`, or `alerts` in the config file). */
export interface AlertTargets {
  /** `mqtt://host[:port]` of a broker. */
  mqtt?: string;
  /** Topic prefix: an alert goes to `<topic>/<gateway>`. */
  topic?: string;
  /** A URL that gets each alert as a JSON POST. */
  webhook?: string;
}

export const DEFAULT_ALERT_TOPIC = 'dtu-web/alerts';

export interface AlertSinks {
  /** The broker's connection (`--mqtt`), shared with the Home Assistant publisher. */
  client?: MqttClient;
  deliver(event: AlertEvent): Promise<void>;
  close(): Promise<void>;
}

/** How many starts and ends the sinks remember, so that none goes out twice. */
const REMEMBERED = 2000;

/** The wait before the next attempt on a broker that is down: doubled after each failed one, up to `maxMs`. */
export interface MqttRetry {
  firstMs: number;
  maxMs: number;
}

/** A broker back after a restart is reached within seconds; one down for hours is tried once a minute. */
export const MQTT_RETRY: MqttRetry = { firstMs: 2_000, maxMs: 60_000 };

/** The wait after `previousMs` when the attempt failed again. */
export const nextRetryMs = (previousMs: number, retry: MqttRetry): number =>
  Math.min(retry.maxMs, Math.max(retry.firstMs, previousMs * 2));

/**
 * The MQTT client (connected once, reconnecting by itself; QoS 1, not retained: each start and end
 * is one message) and the webhook (one POST each). A failure is reported, not retried (a POST that
 * timed out may well have arrived): the next change comes anyway, and an alert's end says what its
 * start said. The same start or end of an alert (gateway, id, event) is sent once only, whatever
 * asks for it again.
 */
export function alertSinks(
  targets: AlertTargets,
  report: (line: string) => void,
  retry: MqttRetry = MQTT_RETRY,
  will?: IClientOptions['will'],
): AlertSinks {
  // One connection for the alerts and what `publish/` sends, with its last will.
  const client = targets.mqtt
    ? mqtt.connect(targets.mqtt, { reconnectPeriod: retry.firstMs, ...(will && { will }) })
    : undefined;
  // No secret of a target's URL in a line, not even inside an error's own text.
  const scrub = (line: string) => {
    let text = line;
    for (const url of [targets.mqtt, targets.webhook]) if (url) text = text.split(url).join(shownUrl(url));
    return text;
  };
  const broker = `alerts: MQTT ${shownUrl(targets.mqtt ?? '')}`;
  // Said once per change (a broker down for a day is one line, not one per attempt); the attempts
  // back off while it stays down.
  let down = false;
  let connected = false;
  const wentDown = (why: string) => {
    if (down) return;
    down = true;
    report(scrub(`${broker}: ${why}; alerts are not sent until it answers (tried again, less often)`));
  };
  client?.on('error', (error) => wentDown(error.message));
  client?.on('close', () => {
    if (connected) wentDown('connection lost');
    else client.options.reconnectPeriod = nextRetryMs(client.options.reconnectPeriod ?? 0, retry);
    connected = false;
  });
  client?.on('connect', () => {
    connected = true;
    client.options.reconnectPeriod = retry.firstMs;
    if (down) report(scrub(`${broker}: connected again`));
    down = false;
  });
  const topic = targets.topic ?? DEFAULT_ALERT_TOPIC;
  const done = new Set<string>();
  return {
    client,
    async deliver(event) {
      const once = `${event.gateway}\n${event.alert.id}\n${event.event}`;
      if (done.has(once)) return;
      done.add(once);
      if (done.size > REMEMBERED) done.delete(done.values().next().value as string);
      const body = JSON.stringify(event);
      const sent = [
        client?.publishAsync(`${topic}/${event.gateway}`, body, { qos: 1 }),
        targets.webhook &&
          fetch(targets.webhook, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
            signal: AbortSignal.timeout(10_000),
          }).then((reply) => {
            if (!reply.ok) throw new Error(`webhook ${shownUrl(targets.webhook ?? '')}: ${reply.status}`);
          }),
      ];
      for (const result of await Promise.allSettled(sent))
        if (result.status === 'rejected') report(scrub(`alerts: ${(result.reason as Error).message}`));
    },
    close: async () => {
      await client?.endAsync();
    },
  };
}
