import { createServer, type Server } from 'node:http';
import { DEFAULT_RULES, RULE_IDS, type Rules } from '@dtu/alerts/rules.ts';
import type { AlertEvent } from '../../src/alert-changes.ts';
import type { AlertTargets } from '../../src/alert-sinks.ts';
import { startBroker, type TestBroker } from './broker.ts';

/** Only the rule `only`, at once. */
const onlyRule = (only: string) =>
  Object.fromEntries(
    RULE_IDS.map((id) => [id, { ...DEFAULT_RULES[id], on: id === only, delay: 0 }]),
  ) as unknown as Rules;

/** Only "device unreachable", at once: the outage alone decides what is sent. */
export const OFFLINE_ONLY = onlyRule('offline');

/** Only inverter events: each new entry of an event log decides what is sent. */
export const EVENTS_ONLY = onlyRule('event');

/** A webhook that keeps every JSON body it is sent. */
export async function webhook(): Promise<{ url: string; bodies: unknown[]; server: Server }> {
  const bodies: unknown[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      bodies.push(JSON.parse(text));
      res.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`, bodies, server };
}

/** Where a companion under test sends its alerts: a broker recording `dtu-web/alerts/#` and a webhook. */
export interface AlertReceivers {
  broker: TestBroker;
  hook: Awaited<ReturnType<typeof webhook>>;
  /** The companion's `alerts` option for both. */
  targets: AlertTargets;
  /** What the broker got, each message's JSON with its topic. */
  sent(): (AlertEvent & { topic: string })[];
  close(): Promise<void>;
}

export async function alertReceivers(): Promise<AlertReceivers> {
  const [broker, hook] = await Promise.all([startBroker('dtu-web/alerts/#'), webhook()]);
  return {
    broker,
    hook,
    targets: { mqtt: broker.url, webhook: hook.url },
    sent: () => broker.messages.map((m) => ({ topic: m.topic, ...(JSON.parse(m.text) as AlertEvent) })),
    close: async () => {
      await broker.close();
      hook.server.close();
    },
  };
}
