import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIRMWARE_IDS, type FirmwareId } from '@dtu/contract';
import { apiResponseSchema } from '@dtu/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeAfterAll, type Opener } from './support/close-after-each.ts';
import { makeApp, postData } from './support/core-fixture.ts';
import { ENCODING_ROLLS, encodeData, encodingFamily } from './support/fuzz-bodies.ts';
import { createRng, type Rng } from './support/fuzz-random.ts';
import {
  type FuzzRequest,
  type FuzzSurface,
  fuzzRequest,
  fuzzSurface,
  setLocalMeterUrl,
} from './support/fuzz-targets.ts';
import { localServer } from './support/local-server.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

// A fixed default keeps CI repeatable; set FUZZ_SEED to explore other inputs and FUZZ_COUNT to
// run longer (TESTING.md). The default run first sweeps every encoding family over every
// endpoint, then sends COUNT random requests: sized to finish in well under half its time limit
// on a busy two-core machine.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const COUNT = Number(process.env.FUZZ_COUNT ?? 1_500);
/**
 * The personalities fuzzed (`FUZZ_FIRMWARE=id,id`, default all): the default generation gets
 * COUNT random requests, each later one half as many per endpoint (their handlers share most of
 * the code), so OnBattery 2026.03.31 with its own OnBattery routes gets more than plain OpenDTU.
 */
const FIRMWARES = (process.env.FUZZ_FIRMWARE?.split(',') ?? FIRMWARE_IDS) as FirmwareId[];
const writesOf = (id: FirmwareId) => PERSONALITIES.find((facts) => facts.firmware === id)!.writes;
const DEFAULT_WRITES = writesOf('onbattery-2024.05.03').length;
const countFor = (id: FirmwareId) =>
  id === 'onbattery-2024.05.03'
    ? COUNT
    : Math.max(100, Math.round((COUNT * writesOf(id).length) / (2 * DEFAULT_WRITES)));
/** The random part of a long run needs more time than the default one (about 6 ms a request). */
const RUN_TIMEOUT_MS = Math.max(120_000, COUNT * 20);
const BURST_COUNT = Math.max(200, Math.round(COUNT / 50));
const MAX_BATCH = 8;
/**
 * Warnings that come after every check passed: 3001 "Not deleted anything!" (a 2026 factory reset
 * needs `delete` to be exactly `true`, which mutated bodies rarely keep; its success is tested in
 * firmware-personalities.test.ts).
 */
const PASSED_VALIDATION = new Set([3001]);
const MB = 1024 * 1024;

let app: FastifyInstance;
let dataDir: string;
let reboots = 0;
let surface: FuzzSurface;
let firmware: FirmwareId;
const failures: string[] = [];
const successes = new Map<string, number>();
const rejections = { duringReboot: 0 };
const timing = new Map<string, number>();
/** Encoding families each endpoint received, by path. */
const families = new Map<string, Set<string>>();

const fail = (text: string) => {
  if (failures.length < 25) failures.push(text);
};
const seedNote = () => `FUZZ_SEED=${SEED} FUZZ_COUNT=${COUNT} FUZZ_FIRMWARE=${firmware}`;

/** A fresh device of `id` and fresh bookkeeping for its run. */
async function startRun(id: FirmwareId, opened: Opener): Promise<void> {
  firmware = id;
  surface = fuzzSurface(writesOf(id));
  reboots = 0;
  failures.length = 0;
  successes.clear();
  rejections.duringReboot = 0;
  timing.clear();
  families.clear();
  const meter = await opened(
    localServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"power":123.4}');
    }),
  );
  setLocalMeterUrl(`${meter.base}/meter`);
  // Demo inverters give the limit/power/edit targets something to hit; a 5 ms reboot keeps
  // the endpoints that restart the device from stalling the run.
  ({ app, dataDir } = await opened(makeApp({ factory: false, seed: 7, rebootMs: 5, firmware: id })));
  app.device.onReboot(() => {
    reboots += 1;
  });
  console.log(`fuzz: ${seedNote()}`);
}

/** Basic auth with whatever password the fuzzer last managed to store. */
function adminAuth(): string {
  return `Basic ${Buffer.from(`admin:${app.device.config.security.password}`).toString('base64')}`;
}

/**
 * A password that cannot travel in a Basic header (a lone surrogate has no UTF-8 form) locks
 * every client out, on the device as here; the fuzzer restores the default and carries on.
 */
async function keepPasswordUsable(): Promise<void> {
  const password = app.device.config.security.password;
  if (Buffer.from(password).toString('utf8') !== password || password.includes('\u0000')) {
    await app.device.save((draft) => {
      draft.security.password = 'openDTU42';
    });
  }
}

async function snapshot(previous: Map<string, unknown>): Promise<Map<string, unknown>> {
  const next = new Map(previous);
  for (const path of [...surface.snapshots, ...surface.reads]) {
    try {
      const res = await app.inject({ url: path, headers: { authorization: adminAuth() } });
      if (res.statusCode === 200) next.set(path, res.json());
    } catch {
      // Rebooting: keep the last answer.
    }
  }
  return next;
}

/** Sends one request and checks the answer against what the firmware could give. */
async function send(request: FuzzRequest, index: number): Promise<void> {
  const target = request.url.split('?')[0];
  families.set(target, (families.get(target) ?? new Set()).add(encodingFamily(request.body.kind)));
  const before = reboots;
  const password = app.device.config.security.password;
  const label = `#${index} POST ${request.url.slice(0, 80)} [${request.body.kind}, ${request.body.payload.length} B]`;
  let res: Awaited<ReturnType<FastifyInstance['inject']>>;
  try {
    res = await app.inject({
      method: 'POST',
      url: request.url,
      payload: request.body.payload,
      headers: { ...request.body.headers, authorization: adminAuth(), 'x-requested-with': 'XMLHttpRequest' },
    });
  } catch (error) {
    // A restarting device drops connections; anything else is a crash of the handler.
    if (reboots > before || app.device.rebooting) rejections.duringReboot += 1;
    else fail(`${label}: request threw ${(error as Error).message}`);
    return;
  }
  const path = request.url.split('?')[0];
  // A concurrent security save changed the password: the old credentials are refused at once.
  if (res.statusCode === 401 && app.device.config.security.password !== password) return;
  if (!request.allowed.includes(res.statusCode)) {
    fail(`${label}: status ${res.statusCode} ${res.body.slice(0, 120)}`);
    return;
  }
  if (request.envelope && res.statusCode === 200) {
    const parsed = apiResponseSchema.safeParse(safeJson(res.body));
    if (!parsed.success) fail(`${label}: 200 without the envelope: ${res.body.slice(0, 120)}`);
    else if (parsed.data.type === 'success' || PASSED_VALIDATION.has(parsed.data.code ?? 0))
      successes.set(path, (successes.get(path) ?? 0) + 1);
  } else if (!request.envelope && res.statusCode === 200) {
    successes.set(path, (successes.get(path) ?? 0) + 1);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Waits until a restart the last requests asked for (it begins ~1 s later) is over. */
async function settle(): Promise<void> {
  // A reboot requested by the last requests may still be waiting for its ~1 s delay.
  await app.device.whenBooted();
  await app.device.settled();
}

function rareRequests(rng: Rng): FuzzRequest[] {
  const huge = 'x'.repeat(MB);
  const targets = ['/api/inverter/add', '/api/mqtt/config', '/api/network/config', '/api/security/config'];
  const requests: FuzzRequest[] = targets.map((path, i) => ({
    url: path,
    body: encodeData(
      rng,
      JSON.stringify({
        name: huge,
        serial: '114100000001',
        mqtt_hostname: huge,
        ssid: huge,
        password: huge,
        i,
      }),
    ),
    allowed: [200, 400, 413],
    envelope: true,
  }));
  // Over the body limit: refused before any handler, never a 5xx.
  const oversized = Buffer.alloc(9 * MB, 0x61);
  for (const path of ['/api/dtu/config', '/api/firmware/update']) {
    requests.push({
      url: path,
      body: {
        payload: oversized,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        kind: 'oversized',
      },
      allowed: [413],
      envelope: false,
    });
  }
  return requests;
}

describe.each(FIRMWARES)('fuzzing every write endpoint of %s', (id) => {
  const count = countFor(id);
  // Each personality's device and meter close after its own tests.
  const opened = closeAfterAll();
  beforeAll(() => startRun(id, opened));

  it('covers every POST of the auth matrix', () => {
    expect([...writesOf(id)].sort()).toEqual([...surface.all].sort());
  });

  it(
    `survives every encoding on every endpoint, then ${count} random hostile requests`,
    async () => {
      const rng = createRng(SEED);
      let state = await snapshot(new Map());
      let sent = 0;
      for (const request of rareRequests(rng)) await send(request, sent++);
      // The sweep: every encoding family once on every JSON endpoint, several uploads of each kind.
      const sweep: FuzzRequest[][] = [
        ...surface.data.map((path) => ENCODING_ROLLS.map((roll) => fuzzRequest(path, state, rng, roll))),
        ...surface.all
          .filter((path) => !surface.data.includes(path))
          .map((path) => Array.from({ length: ENCODING_ROLLS.length }, () => fuzzRequest(path, state, rng))),
      ];
      const total = sent + sweep.flat().length + count;
      while (sent < total) {
        const path = rng.pick(surface.all);
        // Several writes at once to one endpoint: the config writer must serialise them.
        const batch =
          sweep.shift() ??
          Array.from({ length: Math.min(rng.int(1, MAX_BATCH), total - sent) }, () =>
            fuzzRequest(path, state, rng),
          );
        const target = batch[0].url.split('?')[0];
        const t0 = performance.now();
        await Promise.all(batch.map((request) => send(request, sent++)));
        if (process.env.FUZZ_DEBUG) timing.set(target, (timing.get(target) ?? 0) + performance.now() - t0);
        if (target === '/api/security/config') await keepPasswordUsable();
        if (sent % 400 < batch.length) state = await snapshot(state);
        // Injected requests never leave the microtask queue; give the device's timers (reboot,
        // simulation) their turn, and wait out a restart as a client would.
        await new Promise((resolve) => setImmediate(resolve));
        if (app.device.rebooting) await app.device.whenBooted();
      }
      if (process.env.FUZZ_DEBUG)
        console.log(
          [...timing]
            .sort((a, b) => b[1] - a[1])
            .map(([p, t]) => `${p} ${t.toFixed(0)}`)
            .join('\n'),
        );
      console.log(
        `fuzz: ${sent} requests, ${reboots} reboots, ${rejections.duringReboot} dropped while rebooting, successes ${JSON.stringify(Object.fromEntries(successes))}`,
      );
      expect(failures, seedNote()).toEqual([]);
      // Every endpoint was driven past its validation at least once (a fuzzer that only ever
      // gets "Values are missing!" tests nothing).
      expect(
        surface.all.filter((path) => !successes.has(path)),
        seedNote(),
      ).toEqual([]);
      // Every JSON endpoint received every family of encodings.
      expect(
        surface.data.filter((path) => (families.get(path)?.size ?? 0) < ENCODING_ROLLS.length),
        seedNote(),
      ).toEqual([]);
      expect(Object.keys(Object.prototype), seedNote()).toEqual([]);
    },
    RUN_TIMEOUT_MS,
  );

  // Password changes are left to the in-process run: sixteen parallel workers flipping the
  // password back and forth would make other workers' 401s indistinguishable from a real fault.
  const burstTargets = () => surface.all.filter((path) => path !== '/api/security/config');

  it('answers a burst over a real socket without dropping the server', async () => {
    const rng = createRng(SEED + 1);
    await settle();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const state = await snapshot(new Map());
    let index = 0;
    const worker = async () => {
      while (index < BURST_COUNT) {
        const request = fuzzRequest(rng.pick(burstTargets()), state, rng);
        const at = index++;
        const before = reboots;
        const startedWhileRebooting = app.device.rebooting;
        const password = app.device.config.security.password;
        try {
          const res = await fetch(`${address}${request.url}`, {
            method: 'POST',
            body: new Uint8Array(request.body.payload),
            headers: { ...request.body.headers, authorization: adminAuth() },
          });
          await res.arrayBuffer();
          // Over a real socket Node's HTTP parser refuses a huge query string before the app sees it.
          const passwordChanged = res.status === 401 && app.device.config.security.password !== password;
          if (!passwordChanged && ![...request.allowed, 414, 431].includes(res.status))
            fail(`burst #${at} ${request.url.slice(0, 80)}: ${res.status}`);
        } catch (error) {
          // A connection dropped by a simulated restart is the device's behaviour, not a failure.
          if (reboots === before && !startedWhileRebooting && !app.device.rebooting)
            fail(`burst #${at} ${request.url.slice(0, 80)}: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await keepPasswordUsable();
    expect(failures, seedNote()).toEqual([]);
  }, 60_000);

  it('leaves a config.json that parses and whose every value passes validation again', async () => {
    await settle();
    const onDisk = JSON.parse(await readFile(join(dataDir, 'config.json'), 'utf8'));
    const inMemory = JSON.parse(JSON.stringify(app.device.generation.layout.write(app.device.config)));
    // The firmware's file-key typo (docs/firmware/onbattery-2024.05.03/settings.md §9 item 18): after a restart the losses read back
    // as 3 while the file keeps the value last written, so only that key may differ.
    delete onDisk.powerlimiter?.solar_passtrough_losses;
    delete inMemory.powerlimiter?.solar_passtrough_losses;
    expect(onDisk, seedNote()).toEqual(inMemory);

    const state = await snapshot(new Map());
    const rejected: string[] = [];
    // Posting each page's GET answer back is what the web app's Save does; it must pass.
    for (const path of surface.snapshots.filter((p) => p !== '/api/inverter/list')) {
      const value = structuredClone(state.get(path) as Record<string, unknown>);
      // Factory values the firmware's own validation refuses (docs/firmware/onbattery-2024.05.03/settings.md §2.2, §2.11).
      if (path === '/api/network/config' && value.ssid === '') value.ssid = 'factory';
      const pin = value.curPin as { name: string } | undefined;
      if (pin?.name === '') pin.name = 'Default';
      // A save that restarts the device (network, …) must not leave the next one to meet the
      // restart: on a busy machine the posts are slower than the restart's delay.
      await settle();
      const res = await postData(app, path, value, adminAuth());
      const body = res.json() as { type: string; message: string };
      if (body.type !== 'success') rejected.push(`${path}: ${body.message}`);
    }
    for (const inverter of (state.get('/api/inverter/list') as { inverter: object[] }).inverter) {
      await settle();
      const res = await postData(app, '/api/inverter/edit', inverter, adminAuth());
      const body = res.json() as { type: string; message: string };
      if (body.type !== 'success')
        rejected.push(`inverter ${JSON.stringify(inverter).slice(0, 80)}: ${body.message}`);
    }
    await settle();
    const security = await postData(app, '/api/security/config', app.device.config.security, adminAuth());
    if (security.json().type !== 'success') rejected.push(`security: ${security.body}`);
    expect(rejected, seedNote()).toEqual([]);
    const status = await app.inject({ url: '/api/system/status', headers: { authorization: adminAuth() } });
    expect(status.statusCode).toBe(200);
  }, 30_000);
});
