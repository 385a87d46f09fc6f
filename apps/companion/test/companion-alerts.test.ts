import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RULES, RULE_IDS, type Rules } from '@dtu/alerts/rules.ts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type RunningCompanion, startCompanion } from '../src/companion.ts';
import { startBroker, type TestBroker } from './support/broker.ts';
import { webBuild } from './support/companion-fixture.ts';
import { GATEWAY_START_MS, type GatewayProcess, startGateway } from './support/gateway-process.ts';

/** Only "device unreachable", at once: the outage alone decides what is sent. */
const OFFLINE_ONLY = Object.fromEntries(
  RULE_IDS.map((id) => [id, { ...DEFAULT_RULES[id], on: id === 'offline', delay: 0 }]),
) as unknown as Rules;

/** A webhook that keeps every JSON body it is sent. */
async function webhook(): Promise<{ url: string; bodies: unknown[]; server: Server }> {
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

describe('alerts while nobody looks (2024.05.03)', () => {
  let gateway: GatewayProcess;
  let broker: TestBroker;
  let hook: Awaited<ReturnType<typeof webhook>>;
  let companion: RunningCompanion;
  afterAll(async () => {
    await companion?.close();
    await gateway?.close();
    await broker?.close();
    hook?.server.close();
  });

  it(
    'an outage of the gateway is one alert that starts and ends, sent once each to MQTT and the webhook',
    async () => {
      [gateway, broker, hook] = await Promise.all([
        startGateway(),
        startBroker('dtu-web/alerts/#'),
        webhook(),
      ]);
      companion = await startCompanion({
        gateways: [{ name: 'garage', origin: gateway.origin }],
        port: 0,
        host: '127.0.0.1',
        webappDir: await webBuild(),
        dataDir: await mkdtemp(join(tmpdir(), 'companion-alerts-')),
        report: () => undefined,
        retryMs: 200,
        alerts: { mqtt: broker.url, webhook: hook.url },
        rules: OFFLINE_ONLY,
      });
      const sent = () => broker.messages.map((m) => ({ topic: m.topic, ...JSON.parse(m.text) }));
      const until = (count: number) =>
        vi.waitFor(
          () => {
            expect(sent()).toHaveLength(count);
            expect(hook.bodies).toHaveLength(count);
          },
          { timeout: 20_000, interval: 100 },
        );

      await gateway.kill();
      await until(1);
      await gateway.restart();
      await until(2);
      const [start, end] = sent();
      expect(start).toMatchObject({ topic: 'dtu-web/alerts/garage', event: 'start', gateway: 'garage' });
      expect(start.alert).toMatchObject({ rule: 'offline', key: 'offline:' });
      expect(end).toMatchObject({ event: 'end', alert: { id: start.alert.id, end: expect.any(Number) } });
      expect(hook.bodies).toEqual(sent().map(({ topic: _, ...body }) => body));
    },
    2 * GATEWAY_START_MS,
  );
});
