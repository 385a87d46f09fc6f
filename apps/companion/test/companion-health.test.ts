import { COMPANION_HEALTH_PATH, type CompanionHealth } from '@dtu/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTestCompanion, type TestCompanion } from './support/companion-fixture.ts';
import { GATEWAY_START_MS, type GatewayProcess, startGateway } from './support/gateway-process.ts';

const PASSWORD = 'openDTU42';

describe('GET /companion/health (2024.05.03, 60× time)', () => {
  let gateway: GatewayProcess | undefined;
  let companion: TestCompanion | undefined;
  afterAll(async () => {
    await companion?.close();
    await gateway?.close();
  });

  it(
    "tells a supervisor, without a login, each gateway's state and its last record's age, and no secret",
    async () => {
      gateway = await startGateway(['--time-scale', '60']);
      companion = await startTestCompanion([{ name: 'garage', origin: gateway.origin, password: PASSWORD }]);
      const via = companion.urls[0];
      const health = async () => {
        const reply = await fetch(`${via}${COMPANION_HEALTH_PATH}`);
        const text = await reply.text();
        expect(reply.status).toBe(200);
        expect(text).not.toContain(PASSWORD);
        return JSON.parse(text) as CompanionHealth;
      };
      // A device minute is a real second: the first minute record is written within seconds.
      await vi.waitFor(
        async () =>
          expect((await health()).gateways).toEqual([
            { name: 'garage', state: 'online', lastRecordAgeMs: expect.any(Number) },
          ]),
        { timeout: 20_000, interval: 200 },
      );
      const [{ lastRecordAgeMs } = { lastRecordAgeMs: null }] = (await health()).gateways;
      expect(lastRecordAgeMs).toBeLessThan(10_000);
      await gateway.kill();
      await vi.waitFor(async () => expect((await health()).gateways[0]?.state).toBe('offline'), {
        timeout: 20_000,
        interval: 200,
      });
    },
    GATEWAY_START_MS + 60_000,
  );
});
