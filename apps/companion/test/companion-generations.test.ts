import { normaliseLivedata } from '@dtu/contract';
import { INV } from '@dtu/recording';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, startTestCompanion, type TestCompanion } from './support/companion-fixture.ts';
import { GATEWAY_START_MS, type GatewayProcess, startGateway } from './support/gateway-process.ts';

// Noon in Berlin at 30× time: the inverters produce, and a device minute passes in 2 s.
const ARGS = ['--now', '2024-06-21T10:00:00Z', '--time-scale', '30', '--seed', '7'];

/** Read-only access off: every socket wants the admin (Basic on 2024.05.03, Digest on the 2026 generations). */
async function readOnlyOff(gateway: GatewayProcess): Promise<void> {
  const body = new URLSearchParams({
    data: JSON.stringify({ password: 'openDTU42', allow_readonly: false }),
  });
  const reply = await fetch(`${gateway.origin}/api/security/config`, {
    method: 'POST',
    headers: { Authorization: ADMIN },
    body,
  });
  expect(reply.status).toBe(200);
  // The plain socket is refused now: the companion has to authenticate.
  const refused = await fetch(`${gateway.origin}/livedata`);
  expect(refused.status).toBe(401);
}

describe.each([
  ['onbattery-2024.05.03', 'Basic'],
  ['onbattery-2026.03.31', 'Digest'],
  ['opendtu-v26.3.30', 'Digest'],
])('the companion records a gateway of firmware %s', (firmware, scheme) => {
  let gateway: GatewayProcess | undefined;
  let companion: TestCompanion | undefined;
  afterEach(async () => {
    await companion?.close();
    await gateway?.close();
  });

  it(
    `through its ${scheme}-guarded /livedata socket, every inverter into the minutes`,
    async () => {
      gateway = await startGateway([...ARGS, '--firmware', firmware]);
      await readOnlyOff(gateway);
      if (scheme === 'Digest') {
        const challenge = (await fetch(`${gateway.origin}/livedata`)).headers.get('www-authenticate');
        expect(challenge).toMatch(/^Digest /);
      }
      companion = await startTestCompanion([
        { name: 'garage', origin: gateway.origin, password: 'openDTU42' },
      ]);
      const recorder = companion.served[0]?.recorder;
      if (!recorder) throw new Error('no recorder');
      const status = await fetch(`${gateway.origin}/api/livedata/status`, {
        headers: { Authorization: ADMIN },
      });
      const serials = (normaliseLivedata(await status.json()).inverters ?? []).map((inv) => inv.serial);
      expect(serials.length).toBeGreaterThan(0);
      // Two finished minutes that hold every inverter, producing and with its YieldTotal.
      await vi.waitFor(
        async () => {
          const minutes = await recorder.store.samples('min', 0, Number.MAX_SAFE_INTEGER);
          const full = minutes.filter((m) =>
            serials.every((serial) => (m.s[`i:${serial}`]?.[INV.yieldTotalWh] ?? 0) > 0),
          );
          expect(full.length).toBeGreaterThanOrEqual(2);
          const power = full.flatMap((m) => serials.map((serial) => m.s[`i:${serial}`]?.[INV.power] ?? 0));
          expect(Math.max(...power)).toBeGreaterThan(0);
        },
        { timeout: 30_000, interval: 200 },
      );
      const [day] = await recorder.store.days();
      expect(Object.keys(day?.inv ?? {}).sort()).toEqual([...serials].sort());
    },
    2 * GATEWAY_START_MS,
  );
});
