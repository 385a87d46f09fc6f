import { COMPANION_ALERT_RULES_PATH } from '@dtu/alerts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AlertReceivers, alertReceivers, OFFLINE_ONLY } from './support/alert-sinks.ts';
import { ADMIN, startTestCompanion, type TestCompanion } from './support/companion-fixture.ts';
import { GATEWAY_START_MS, type GatewayProcess, startGateway } from './support/gateway-process.ts';

describe('alerts while nobody looks (2024.05.03)', () => {
  let gateway: GatewayProcess;
  let receivers: AlertReceivers;
  let companion: TestCompanion;
  afterAll(async () => {
    await companion?.close();
    await gateway?.close();
    await receivers?.close();
  });

  it(
    'an outage of the gateway is one alert that starts and ends, sent once each to MQTT and the webhook',
    async () => {
      [gateway, receivers] = await Promise.all([startGateway(['--test-control']), alertReceivers()]);
      companion = await startTestCompanion(
        { garage: gateway.origin },
        { alerts: receivers.targets, rules: OFFLINE_ONLY },
      );
      const { hook, sent } = receivers;
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

  it(
    'a rule turned off on the alerts page stops the companion sending it, without a restart',
    async () => {
      const off = { ...OFFLINE_ONLY, offline: { ...OFFLINE_ONLY.offline, on: false } };
      // What the page sends with the gateway's admin login.
      const reply = await fetch(`${companion.served[0]?.url}${COMPANION_ALERT_RULES_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: ADMIN },
        body: JSON.stringify({ rules: off }),
      });
      expect(reply.status).toBe(200);
      await gateway.kill();
      await gateway.restart(['--test-control']);
      // The companion's own socket is back: whatever the outage raised was sent before that.
      await vi.waitFor(
        async () => {
          const sockets = (await (await fetch(`${gateway.origin}/api/test/sockets`)).json()) as Record<
            string,
            number
          >;
          expect(sockets['/livedata']).toBe(1);
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(receivers.hook.bodies).toHaveLength(2);
      expect(receivers.broker.messages).toHaveLength(2);
    },
    2 * GATEWAY_START_MS,
  );
});
