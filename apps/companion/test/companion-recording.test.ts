import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveDataStatus, LiveInverterDetail } from '@dtu/contract';
import type { RecordStore } from '@dtu/recording';
import { INV } from '@dtu/recording';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RECORDS_FILE } from '../src/gateway-recorder.ts';
import { openSqliteStore } from '../src/sqlite-store.ts';
import { startTestCompanion, type TestCompanion } from './support/companion-fixture.ts';
import { GATEWAY_START_MS, type GatewayProcess, startGateway } from './support/gateway-process.ts';

// 23:48 in Berlin (CEST), 20× time: the device's midnight comes 36 s after the gateway starts
// (a cold start of its CLI takes some of them on a busy machine; the companion's clock model a few more).
const START = '2024-06-21T21:48:00Z';
const MIDNIGHT = Date.UTC(2024, 5, 21, 22);
const args = (now: string) => ['--now', now, '--time-scale', '20', '--seed', '7'];
const MINUTE = 60_000;

const minutesFrom = (store: RecordStore, fromT: number) =>
  store.samples('min', fromT, Number.MAX_SAFE_INTEGER);
/** Waits until the store holds `count` minutes from `fromT` on (the device runs 20×: a minute in 3 s). */
const untilMinutes = (store: RecordStore, fromT: number, count: number) =>
  vi.waitFor(async () => expect((await minutesFrom(store, fromT)).length).toBeGreaterThanOrEqual(count), {
    timeout: 60_000,
    interval: 200,
  });

describe('the companion records its gateway (2024.05.03, 20× time)', () => {
  let gateway: GatewayProcess;
  let companion: TestCompanion | undefined;
  afterAll(async () => {
    await companion?.close();
    await gateway?.close();
  });

  it(
    'through midnight, a restart of the gateway and one of the companion, without losing the day',
    async () => {
      gateway = await startGateway(args(START));
      const dataDir = await mkdtemp(join(tmpdir(), 'companion-records-'));
      companion = await startTestCompanion({ garage: gateway.origin }, { dataDir });
      let recorder = companion.served[0]?.recorder;
      if (!recorder) throw new Error('no recorder');
      await untilMinutes(recorder.store, MIDNIGHT, 3);
      expect((await recorder.store.days()).map((day) => day.d)).toEqual(['2024-06-21', '2024-06-22']);
      const [first] = await minutesFrom(recorder.store, MIDNIGHT);
      expect(first?.s[`i:${(await serials(gateway))[0]}`]?.length).toBe(10);

      // The gateway goes away and comes back (its clock where it was, as NTP would set it).
      const serial = (await serials(gateway))[0] as string;
      const totalBeforeKill = await yieldTotalWh(gateway, serial);
      const killedAt = recorder.clock.now()?.utcMs ?? 0;
      await gateway.kill();
      await gateway.restart(args(String(Math.round(killedAt))));
      const backAt = recorder.clock.now()?.utcMs ?? 0;
      await untilMinutes(recorder.store, killedAt + MINUTE, 2);

      // The companion goes away (writing the minute being filled) and comes back on its file.
      const stoppedAt = recorder.clock.now()?.utcMs ?? 0;
      await companion.close();
      const closedAt = (await onDisk(dataDir).days()).at(-1);
      companion = await startTestCompanion({ garage: gateway.origin }, { dataDir });
      recorder = companion.served[0]?.recorder;
      if (!recorder) throw new Error('no recorder');
      await vi.waitFor(() => expect(recorder?.clock.now()).toBeDefined(), { timeout: 10_000 });
      const resumedFrom = recorder.clock.now()?.utcMs ?? Number.NaN;
      await untilMinutes(recorder.store, resumedFrom + MINUTE, 2);
      await companion.close();
      companion = undefined;

      const store = onDisk(dataDir);
      const days = await store.days();
      expect(days.map((day) => day.d)).toEqual(['2024-06-21', '2024-06-22']);
      const today = days[1];
      // The day goes on from its first sample after midnight: resumed and merged, never restarted.
      expect(today?.inv[serial]?.fT).toBe(closedAt?.inv[serial]?.fT);
      expect(today?.inv[serial]?.fT).toBeLessThan(MIDNIGHT + 2 * MINUTE);
      expect(today?.cov).toBeGreaterThan(closedAt?.cov ?? Number.NaN);
      // No minute is missing but while the gateway was away (its cold start) or the companion
      // restarted (its clock model takes two readings); a busy machine may delay a message a minute.
      const minutes = await minutesFrom(store, MIDNIGHT);
      const restarts = [
        [killedAt, backAt],
        [stoppedAt, resumedFrom],
      ].map(([from = 0, to = 0]) => [from - 2 * MINUTE, to + 2 * MINUTE]);
      const holes = minutes.slice(1).flatMap((m, i) => {
        const before = minutes[i]?.t ?? 0;
        return m.t - before > 2 * MINUTE ? [[before, m.t]] : [];
      });
      const unexplained = holes.filter(
        ([from = 0, to = 0]) => !restarts.some(([a = 0, b = 0]) => from >= a && to <= b),
      );
      expect(unexplained, `minutes: ${minutes.map((m) => (m.t - MIDNIGHT) / MINUTE)}`).toEqual([]);
      // The day's counters are the gateway's own (its YieldTotal when it was killed; the
      // emulator's starts again a little lower, which the counters leave aside as a glitch).
      expect(Math.abs((closedAt?.inv[serial]?.lYt ?? 0) / totalBeforeKill - 1)).toBeLessThan(0.005);
      const last = minutes.at(-1)?.s[`i:${serial}`]?.[INV.yieldTotalWh];
      expect(Math.abs((last ?? 0) / (await yieldTotalWh(gateway, serial)) - 1)).toBeLessThan(0.005);
    },
    3 * GATEWAY_START_MS,
  );
});

/** The garage's records as the file holds them (opened afresh; the test's process exits soon). */
const onDisk = (dataDir: string) => openSqliteStore(join(dataDir, 'garage', RECORDS_FILE));
const liveData = async (gateway: GatewayProcess, query = '') =>
  (await (await fetch(`${gateway.origin}/api/livedata/status${query}`)).json()) as LiveDataStatus;
const serials = async (gateway: GatewayProcess) =>
  (await liveData(gateway)).inverters.map((inv) => inv.serial);
/** The inverter's YieldTotal as its detail answer gives it, in Wh. */
async function yieldTotalWh(gateway: GatewayProcess, serial: string): Promise<number> {
  const [detail] = (await liveData(gateway, `?inv=${serial}`)).inverters as unknown as LiveInverterDetail[];
  const total = detail?.INV?.['0']?.YieldTotal;
  return (total?.v ?? Number.NaN) * (total?.u === 'kWh' ? 1000 : 1);
}
