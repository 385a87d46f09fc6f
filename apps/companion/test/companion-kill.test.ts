import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDeviceLocalTime } from '@dtu/recording';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RECORDS_FILE } from '../src/gateway-recorder.ts';
import { openSqliteStore } from '../src/sqlite-store.ts';
import { killCliAfterEach, startCli } from './support/companion-cli.ts';
import { GATEWAY_START_MS, type GatewayProcess, startGateway } from './support/gateway-process.ts';

killCliAfterEach();
const MINUTE = 60_000;

describe('a companion killed while it records (2024.05.03, 10× time)', () => {
  let gateway: GatewayProcess;
  afterAll(() => gateway?.close());

  it(
    'loses at most the minute being filled and the one waiting for its write',
    async () => {
      gateway = await startGateway(['--now', '2024-06-21T10:00:00Z', '--time-scale', '10', '--seed', '7']);
      const dataDir = await mkdtemp(join(tmpdir(), 'companion-kill-'));
      const run = startCli(
        ['--device', `garage=${gateway.origin}`, '--port', '0', '--data-dir', dataDir],
        /garage: /,
      );
      await run.printed;
      const file = join(dataDir, 'garage', RECORDS_FILE);
      // Read beside the writer (the write-ahead log lets a reader in): two minutes written.
      await vi.waitFor(
        async () => {
          const reader = openSqliteStore(file);
          const minutes = await reader.samples('min', 0, Number.MAX_SAFE_INTEGER);
          reader.close();
          expect(minutes.length).toBeGreaterThanOrEqual(2);
        },
        { timeout: 60_000, interval: 500 },
      );
      const status = (await (await fetch(`${gateway.origin}/api/ntp/status`)).json()) as {
        ntp_localtime: string;
      };
      run.child.kill('SIGKILL');
      // The device's local time (CEST) when the companion died, as UTC ms.
      const killedAt = (parseDeviceLocalTime(status.ntp_localtime) ?? Number.NaN) - 120 * MINUTE;
      const store = openSqliteStore(file);
      const newest = (await store.samples('min', 0, Number.MAX_SAFE_INTEGER)).at(-1);
      const [today] = await store.days();
      store.close();
      expect(killedAt - (newest?.t ?? 0)).toBeLessThanOrEqual(2 * MINUTE);
      expect(today?.d).toBe('2024-06-21');
    },
    2 * GATEWAY_START_MS,
  );
});
