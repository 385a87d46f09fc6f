import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_ONLY } from './support/alert-sinks.ts';
import { GATEWAY_START_MS } from './support/gateway-process.ts';
import { watchedGateways } from './support/watched-gateway.ts';

const SILENCE_MS = 4_000;

describe('a gateway that goes silent without closing its connection (2024.05.03)', () => {
  const watched = watchedGateways();

  it(
    'is offline once its socket has been silent for the silence limit, and online again once it answers',
    async () => {
      const { gateway, receivers, companion } = await watched([], {
        rules: OFFLINE_ONLY,
        timeouts: { connectMs: 1_000, idleMs: 120_000, silenceMs: SILENCE_MS },
      });
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
