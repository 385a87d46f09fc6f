import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AlertReceivers, alertReceivers, OFFLINE_ONLY } from './support/alert-sinks.ts';
import { startTestCompanion, type TestCompanion } from './support/companion-fixture.ts';
import { GATEWAY_START_MS, type GatewayProcess, startGateway } from './support/gateway-process.ts';

const SILENCE_MS = 4_000;

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
      // Online: no outage open (a gateway slow at its start may have had one already).
      await vi.waitFor(() => expect(sent().at(-1)?.event ?? 'end').toBe('end'), { timeout: 20_000 });
      const before = sent().length;
      // Frozen as a gateway behind a dropped Wi-Fi: the kernel keeps its connections open.
      const frozenAt = Date.now();
      gateway.freeze(true);
      await vi.waitFor(() => expect(sent()).toHaveLength(before + 1), { timeout: 30_000, interval: 50 });
      // Within the silence limit and half of it (the check's period), plus the rule's step.
      expect(Date.now() - frozenAt).toBeLessThan(SILENCE_MS * 1.5 + 5_000);
      expect(sent()[before]).toMatchObject({ event: 'start', alert: { rule: 'offline' } });
      gateway.freeze(false);
      await vi.waitFor(() => expect(sent()).toHaveLength(before + 2), { timeout: 30_000, interval: 50 });
      expect(sent()[before + 1]).toMatchObject({ event: 'end', alert: { rule: 'offline' } });
    },
    GATEWAY_START_MS + 60_000,
  );
});
