import mqtt from 'mqtt';
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
  deliver(event: AlertEvent): Promise<void>;
  close(): Promise<void>;
}

/** How many starts and ends the sinks remember, so that none goes out twice. */
const REMEMBERED = 2000;

/**
 * The MQTT client (connected once, reconnecting by itself; QoS 1, not retained: each start and end
 * is one message) and the webhook (one POST each). A failure is reported, not retried (a POST that
 * timed out may well have arrived): the next change comes anyway, and an alert's end says what its
 * start said. The same start or end of an alert (gateway, id, event) is sent once only, whatever
 * asks for it again.
 */
export function alertSinks(targets: AlertTargets, report: (line: string) => void): AlertSinks {
  const client = targets.mqtt ? mqtt.connect(targets.mqtt, { reconnectPeriod: 2000 }) : undefined;
  // No secret of a target's URL in a line, not even inside an error's own text.
  const scrub = (line: string) => {
    let text = line;
    for (const url of [targets.mqtt, targets.webhook]) if (url) text = text.split(url).join(shownUrl(url));
    return text;
  };
  client?.on('error', (error) =>
    report(scrub(`alerts: MQTT ${shownUrl(targets.mqtt ?? '')}: ${error.message}`)),
  );
  const topic = targets.topic ?? DEFAULT_ALERT_TOPIC;
  const done = new Set<string>();
  return {
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
