import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AVAILABILITY_TOPIC } from '../src/publish/ha-discovery.ts';
import { startBroker, type TestBroker } from './support/broker.ts';
import { killCliAfterEach, startCli } from './support/companion-cli.ts';
import { GATEWAY_START_MS, type GatewayProcess, startGateway } from './support/gateway-process.ts';
import { retainedMessages } from './support/mqtt-retained.ts';

killCliAfterEach();

describe("a killed companion's entities turn unavailable (2024.05.03, real mosquitto)", () => {
  let gateway: GatewayProcess;
  let broker: TestBroker;
  afterAll(async () => {
    await gateway?.close();
    await broker?.close();
  });

  it(
    "says online, retained, while it runs, and removes a removed gateway's entities; its last will says offline when it is killed",
    async () => {
      [gateway, broker] = await Promise.all([startGateway(), startBroker(AVAILABILITY_TOPIC)]);
      // A gateway an earlier configuration had: its entity's retained config is removed at start.
      const removed = 'homeassistant/sensor/dtu-web/gateway__shed__1161__power/config';
      const earlier = await mqtt.connectAsync(broker.url);
      const config = {
        name: 'Shed power',
        unique_id: 'dtu-web_gateway__shed__1161__power',
        state_topic: 'x',
      };
      await earlier.publishAsync(
        removed,
        JSON.stringify({ ...config, device: { identifiers: ['dtu-web_shed'] } }),
        {
          qos: 1,
          retain: true,
        },
      );
      await earlier.endAsync();
      const dataDir = await mkdtemp(join(tmpdir(), 'companion-publish-kill-'));
      const run = startCli(
        ['--device', `garage=${gateway.origin}`, '--port', '0', '--data-dir', dataDir, '--mqtt', broker.url],
        /alerts: /,
      );
      await run.printed;
      const said = () => broker.messages.filter((m) => m.topic === AVAILABILITY_TOPIC).map((m) => m.text);
      await vi.waitFor(() => expect(said().at(-1)).toBe('online'), { timeout: 30_000, interval: 100 });
      expect((await retainedMessages(broker.url, AVAILABILITY_TOPIC)).get(AVAILABILITY_TOPIC)).toBe('online');
      await vi.waitFor(
        async () =>
          expect([...(await retainedMessages(broker.url, 'homeassistant/#')).keys()]).not.toContain(removed),
        {
          timeout: 30_000,
          interval: 200,
        },
      );
      expect([...(await retainedMessages(broker.url, 'homeassistant/#')).keys()]).toContain(
        'homeassistant/sensor/dtu-web/installation__power/config',
      );

      run.child.kill('SIGKILL');
      await vi.waitFor(() => expect(said().at(-1)).toBe('offline'), { timeout: 30_000, interval: 100 });
      expect((await retainedMessages(broker.url, AVAILABILITY_TOPIC)).get(AVAILABILITY_TOPIC)).toBe(
        'offline',
      );
    },
    2 * GATEWAY_START_MS,
  );
});
