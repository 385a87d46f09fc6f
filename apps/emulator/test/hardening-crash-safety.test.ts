import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIRMWARE_IDS, type FirmwareId } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeDirs, multipart, sleep } from './support/core-fixture.ts';
import { startCli } from './support/emulator-cli.ts';
import { createRng } from './support/fuzz-random.ts';

/**
 * Saves over one stream, the real CLI SIGKILLed at random moments while a save is in flight; it
 * checks every save's content, the save counter and the file after every single save and after
 * every kill. The default (40 saves, a kill every 12 to 16: three or four restarts) finishes in
 * well under half the time limit on a busy two-core machine; `CRASH_SAVES=200` (or more) and
 * `FUZZ_SEED` run longer (TESTING.md).
 */
const SAVES = Number(process.env.CRASH_SAVES ?? 40);
/** Each round starts the CLI (tsx transpiles on a cold start), so the limit grows with the run. */
const RUN_TIMEOUT_MS = Math.max(90_000, SAVES * 1_000);
// A fixed default keeps CI repeatable; set FUZZ_SEED to try other kill moments.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** The personalities run (`CRASH_FIRMWARE=id,id`, default all): each keeps config.json in its own layout. */
const FIRMWARES = (process.env.CRASH_FIRMWARE?.split(',') ?? FIRMWARE_IDS) as FirmwareId[];

const opened = closeAfterEach();

/** Save number `n` writes a server name that names it, so the file shows which save it holds. */
const serverOf = (n: number) => `save-${n}.ntp.test`;

/** The NTP page as the device shows it; saves change only the server name. */
let ntpPage: Record<string, unknown> | undefined;

async function save(base: string, n: number): Promise<void> {
  ntpPage ??= (await (
    await fetch(`${base}/api/ntp/config`, { headers: { authorization: ADMIN_AUTH } })
  ).json()) as Record<string, unknown>;
  const body = multipart({ data: JSON.stringify({ ...ntpPage, ntp_server: serverOf(n) }) });
  const res = await fetch(`${base}/api/ntp/config`, {
    method: 'POST',
    body: new Uint8Array(body.payload),
    headers: { ...body.headers, authorization: ADMIN_AUTH },
  });
  const answer = (await res.json()) as { code?: number };
  if (answer.code !== 1001) throw new Error(`save ${n} answered ${JSON.stringify(answer)}`);
}

interface FileState {
  saveCount: number;
  server: string;
  /** Everything else, which no save in this test changes. */
  rest: unknown;
}

async function readState(dataDir: string): Promise<FileState> {
  const file = JSON.parse(await readFile(join(dataDir, 'config.json'), 'utf8'));
  const saveCount = file.cfg.save_count as number;
  const server = file.ntp.server as string;
  file.cfg.save_count = 0;
  file.ntp.server = '';
  return { saveCount, server, rest: file };
}

describe.each(FIRMWARES)('crash safety at scale on %s', (firmware) => {
  it(
    `keeps config.json whole over ${SAVES} saves with SIGKILLs mid-save`,
    async () => {
      ntpPage = undefined;
      const rng = createRng(SEED);
      const dirs = await opened(makeDirs());
      const note = `FUZZ_SEED=${SEED} CRASH_FIRMWARE=${firmware}`;
      let confirmed = 0;
      let kills = 0;
      let inFlightPersisted = 0;
      let baseline: unknown;
      let next = 1;

      while (confirmed < SAVES) {
        const { child, base } = await opened(
          startCli(dirs.dataDir, dirs.webappDir, ['--factory', '--firmware', firmware]),
        );
        const start = await readState(dirs.dataDir);
        baseline ??= start.rest;
        expect(start.rest, note).toEqual(baseline);
        const exited = new Promise((done) => child.once('exit', done));
        const roundSaves = Math.min(rng.int(12, 16), SAVES - confirmed);
        let count = start.saveCount;

        for (let i = 0; i < roundSaves; i++) {
          const n = next++;
          await save(base, n);
          count += 1;
          confirmed += 1;
          // After every confirmed save the file already holds it (or a later one), never less.
          const now = await readState(dirs.dataDir);
          expect(now.saveCount, note).toBe(count);
          expect(now.server, note).toBe(serverOf(n));
        }

        // One more save, killed at a random moment of its life.
        const inFlight = next++;
        const pending = save(base, inFlight).catch(() => undefined);
        await sleep(rng.int(0, 6));
        child.kill('SIGKILL');
        kills += 1;
        await exited;
        await pending;

        const after = await readState(dirs.dataDir);
        expect(after.rest, note).toEqual(baseline);
        if (after.saveCount === count) {
          expect(after.server, note).toBe(serverOf(inFlight - 1));
        } else {
          // The in-flight save made it: exactly that one, whole.
          expect(after.saveCount, note).toBe(count + 1);
          expect(after.server, note).toBe(serverOf(inFlight));
          inFlightPersisted += 1;
        }
      }
      console.log(
        `crash: ${confirmed} confirmed saves, ${kills} kills, ${inFlightPersisted} in-flight saves persisted`,
      );
      expect(kills).toBeGreaterThanOrEqual(3);
    },
    RUN_TIMEOUT_MS,
  );
});
