import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AlertReceivers, alertReceivers, OFFLINE_ONLY } from './support/alert-sinks.ts';
import { startTestCompanion, type TestCompanion } from './support/companion-fixture.ts';
import { GATEWAY_START_MS, type GatewayProcess, startGateway } from './support/gateway-process.ts';

const SILENCE_MS = 2_000;

describe('a gateway that goes silent without closing its connection (2024.05.03)', () => {
  let gateway: GatewayProcess | undefined;
  let receivers: AlertReceivers | undefined;
  let companion: TestCompanion | undefined;
  afterAll(async () => {
    gateway?.freeze(false);
    await companion?.close();
    await gateway?.close();
    await receivers?.close();
  });

  it(
    'is offline once its socket has been silent for the silence limit, and online again once it answers',
    async () => {
      [gateway, receivers] = await Promise.all([startGateway(), alertReceivers()]);
      companion = await startTestCompanion(
        { garage: gateway.origin },
        {
          alerts: receivers.targets,
          rules: OFFLINE_ONLY,
          timeouts: { connectMs: 1_000, idleMs: 120_000, silenceMs: SILENCE_MS },
        },
      );
      const recorder = companion.served[0]?.recorder;
      // Live data flows: the socket is open.
      await vi.waitFor(() => expect(recorder?.clock.now()).toBeDefined(), { timeout: 20_000, interval: 50 });
      const { sent } = receivers;
      expect(sent()).toEqual([]);
      // Frozen as a gateway behind a dropped Wi-Fi: the kernel keeps its connections open.
      const frozenAt = Date.now();
      gateway.freeze(true);
      await vi.waitFor(() => expect(sent()).toHaveLength(1), { timeout: 20_000, interval: 50 });
      // Within the silence limit and half of it (the check's period), plus the rule's step.
      expect(Date.now() - frozenAt).toBeLessThan(SILENCE_MS * 1.5 + 5_000);
      expect(sent()[0]).toMatchObject({ event: 'start', alert: { rule: 'offline' } });
      gateway.freeze(false);
      await vi.waitFor(() => expect(sent()).toHaveLength(2), { timeout: 20_000, interval: 50 });
      expect(sent()[1]).toMatchObject({ event: 'end', alert: { rule: 'offline' } });
    },
    GATEWAY_START_MS + 60_000,
  );
});
