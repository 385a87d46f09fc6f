import { readdir, readFile, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { FIRMWARE_IDS, type FirmwareId, factoryConfigFile } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeDirs, multipart, sleep } from './support/core-fixture.ts';
import { startCli } from './support/emulator-cli.ts';
import { createRng } from './support/fuzz-random.ts';
import { PERSONALITIES, type PersonalityFacts } from './support/personality-facts.ts';

/**
 * Restores and factory resets, the real CLI SIGKILLed at random moments while one is in flight,
 * with a corrupt `config.json` planted now and then: after every kill the file parses and holds
 * the old or the new content whole, at most one set-aside copy exists and the emulated flash
 * never counts it. `CRASH_RESTORES` and `FUZZ_SEED` run longer (TESTING.md). Every personality
 * (`CRASH_FIRMWARE=id,id` narrows the run), each through its own file routes: 2024.05.03
 * `/api/config/upload` and `/api/config/delete`, the 2026 generations `/api/file/upload` and
 * `/api/file/delete_all`.
 */
const ROUNDS = Number(process.env.CRASH_RESTORES ?? 6);
/**
 * The later generations share the kill and restore machinery with 2024.05.03 and differ in their
 * routes and layout only, so they get a third of the rounds, at least five: every kind of kill
 * and two corrupt boots.
 */
const roundsFor = (facts: PersonalityFacts) =>
  facts.lineage === 'onbattery-2024' ? ROUNDS : Math.max(5, Math.round(ROUNDS / 3));
/** A cold CLI start takes up to ~10 s on a busy two-core machine. */
const timeoutFor = (rounds: number) => Math.max(150_000, rounds * 20_000);
const FIRMWARES = (process.env.CRASH_FIRMWARE?.split(',') ?? FIRMWARE_IDS) as FirmwareId[];
const RUNS = PERSONALITIES.filter((facts) => FIRMWARES.includes(facts.firmware));
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);

/** What is in flight at the kill, round after round. */
const KINDS = ['mid-write', 'answered', 'reset', 'racing'] as const;
const FACTORY_NTP_SERVER = factoryConfigFile().ntp.server;

const opened = closeAfterEach();

/** A restore names itself in the NTP server; padding makes the upload last a few milliseconds. */
const serverOf = (n: number) => `restore-${n}.ntp.test`;

function restoreBody(config: Record<string, unknown>, n: number): Buffer {
  const ntp = config.ntp as Record<string, unknown>;
  const text = JSON.stringify({ ...config, ntp: { ...ntp, server: serverOf(n) } }, null, 1);
  // Whitespace keeps the JSON valid and stays below the free flash.
  return Buffer.from(text + ' '.repeat(60_000 - text.length));
}

async function post(base: string, url: string, body: { payload: Buffer; headers: Record<string, string> }) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    body: new Uint8Array(body.payload),
    headers: { ...body.headers, authorization: ADMIN_AUTH },
  });
  return res.text();
}

/** Sends a restore's first half at once and the rest on `sendRest`; `done` settles either way. */
function startRestore(
  base: string,
  upload: string,
  body: { payload: Buffer; headers: Record<string, string> },
) {
  const request = httpRequest(`${base}${upload}?file=config.json`, {
    method: 'POST',
    headers: { ...body.headers, authorization: ADMIN_AUTH, 'content-length': body.payload.length },
  });
  const done = new Promise<void>((settle) => {
    request.on('error', () => settle());
    request.on('response', (res) => {
      res.on('error', () => settle());
      res.on('end', () => settle());
      res.resume();
    });
  });
  const half = body.payload.length >> 1;
  request.write(body.payload.subarray(0, half));
  return { done, sendRest: () => request.end(body.payload.subarray(half)) };
}

/** Resolves once a write of the device's is under way (its temp file exists). */
async function untilTempFile(dataDir: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await readdir(dataDir)).some((name) => name.startsWith('.tmp-'))) return;
    await sleep(2);
  }
  throw new Error('the restore never started writing');
}

const asideCopies = async (dataDir: string) =>
  (await readdir(dataDir)).filter((name) => name.startsWith('config.json.corrupt-'));

async function flashUsed(base: string): Promise<number> {
  const res = await fetch(`${base}/api/system/status`, { headers: { authorization: ADMIN_AUTH } });
  return ((await res.json()) as { littlefs_used: number }).littlefs_used;
}

describe.each(RUNS)('crash safety of restores and factory resets on $firmware', (facts) => {
  const rounds = roundsFor(facts);
  it(
    `keeps config.json whole over ${rounds} killed restores and resets`,
    async () => {
      const rng = createRng(SEED);
      const dirs = await opened(makeDirs());
      const args = ['--factory', '--reboot-ms', '100', '--firmware', facts.firmware];
      const configPath = join(dirs.dataDir, 'config.json');
      let corruptBoots = 0;
      const outcomes = { old: 0, new: 0, none: 0 };

      for (let round = 1; round <= rounds; round++) {
        const note = `FUZZ_SEED=${SEED} CRASH_FIRMWARE=${facts.firmware} round ${round}`;
        const { child, base } = await opened(startCli(dirs.dataDir, dirs.webappDir, args));
        const text = await readFile(configPath, 'utf8');
        const config = JSON.parse(text) as Record<string, unknown>;
        const server = (config.ntp as { server: string }).server;
        expect((await asideCopies(dirs.dataDir)).length, note).toBeLessThanOrEqual(1);
        // Only config.json counts: two blocks of LittleFS plus its own.
        const size = Buffer.byteLength(text);
        expect(await flashUsed(base), note).toBe(2 * 4096 + Math.max(1, Math.ceil(size / 4096)) * 4096);

        const exited = new Promise((done) => child.once('exit', done));
        const kind = KINDS[(round - 1) % KINDS.length]!;
        /** The NTP servers the file may hold after the kill; `undefined`: no file. */
        let allowed: (string | undefined)[];
        let pending: Promise<unknown>;
        if (kind === 'reset') {
          allowed = [server, FACTORY_NTP_SERVER, undefined];
          pending = post(base, facts.files.deleteAll, multipart({ data: '{"delete":true}' })).catch(
            () => undefined,
          );
          await sleep(rng.int(0, 8));
        } else {
          const restore = startRestore(
            base,
            facts.files.upload,
            multipart({}, { config: restoreBody(config, round) }),
          );
          pending = restore.done;
          // Half the file is out: once its temp file exists the write is under way.
          await untilTempFile(dirs.dataDir);
          if (kind === 'mid-write') {
            allowed = [server];
          } else if (kind === 'answered') {
            // Answered: the restore is on flash, whatever comes next.
            allowed = [serverOf(round)];
            restore.sendRest();
            await pending;
          } else {
            allowed = [server, serverOf(round)];
            restore.sendRest();
            await sleep(rng.int(0, 12));
          }
        }
        child.kill('SIGKILL');
        await exited;
        await pending;

        // The killed operation left the old state or the new one, whole, never a mix.
        const after = await readFile(configPath, 'utf8').catch(() => undefined);
        const afterServer = after === undefined ? undefined : (JSON.parse(after).ntp.server as string);
        expect(allowed, `${note} ${kind}`).toContain(afterServer);
        outcomes[afterServer === undefined ? 'none' : afterServer === server ? 'old' : 'new'] += 1;
        if (round % 3 === 2) {
          // A power cut the firmware could not survive either: the next boot sets the file aside.
          await writeFile(configPath, '{"cfg": {"version": 72704, "save_');
          corruptBoots += 1;
        }
      }
      console.log(
        `crash restore on ${facts.firmware}: ${rounds} kills, ${corruptBoots} corrupt boots, ${JSON.stringify(outcomes)}`,
      );
      expect(corruptBoots).toBeGreaterThanOrEqual(2);
    },
    timeoutFor(rounds),
  );
});
