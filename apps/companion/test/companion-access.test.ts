import { mkdir, mkdtemp } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { COMPANION_ALERT_RULES_PATH } from '@dtu/alerts/companion-rules.ts';
import { DAY_MS, MINUTE_MS } from '@dtu/recording/device-time.ts';
import type { SampleRecord } from '@dtu/recording/records.ts';
import { COMPANION_SAMPLES_PAGE } from '@dtu/recording/remote-store.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { READ_CHECK_MS } from '../src/gateway-reader.ts';
import { RECORDS_FILE } from '../src/gateway-recorder.ts';
import { openSqliteStore } from '../src/sqlite-store.ts';
import { ADMIN, startTestCompanion, type TestCompanion } from './support/companion-fixture.ts';
import { type GatewayProcess, startGateway } from './support/gateway-process.ts';

// Firmware 2024.05.03 (the emulator's generation): Basic auth, `allow_readonly` in the security settings.
const WRONG = `Basic ${Buffer.from('admin:nope').toString('base64')}`;
const MB = 1024 * 1024;

/** 62 days of minutes (the minutes' retention) ending an hour ago, of about 1.2 KB each as JSON (three inverters). */
const DAYS = 62;
const END = Math.floor(Date.now() / 3_600_000 - 1) * 3_600_000;
const START = END - DAYS * DAY_MS;
const minute = (t: number): SampleRecord => ({
  t,
  o: 120,
  c: 6,
  s: Object.fromEntries(
    ['i:114182000001', 'i:114182000002', 'i:116182000003'].map((key, n) => [
      key,
      Float64Array.from({ length: 24 }, (_, i) => ((t / MINUTE_MS) % 997) * (i + n + 1) + 0.123456),
    ]),
  ),
});

/** A data dir whose `garage` holds the big history, its rollup done (so the recorder's start reads none of it). */
async function bigHistory(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'companion-access-'));
  await mkdir(join(dataDir, 'garage'));
  const store = openSqliteStore(join(dataDir, 'garage', RECORDS_FILE));
  for (let day = START; day < END; day += DAY_MS) {
    const min = Array.from({ length: DAY_MS / MINUTE_MS }, (_, i) => minute(day + i * MINUTE_MS));
    await store.write({ min, meta: { rolledTo: END + 2 * DAY_MS } });
  }
  store.close();
  return dataDir;
}

/** One request as a browser page elsewhere could make it: status, body, headers; the body never parsed here. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Readable } = {},
): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const outgoing = request(url, { method: options.method ?? 'GET', headers: options.headers }, (reply) => {
      let text = '';
      reply.setEncoding('utf8');
      reply.on('data', (chunk) => {
        text += chunk;
      });
      reply.on('end', () => done({ status: reply.statusCode ?? 0, text, ms: performance.now() - started }));
      reply.on('error', () => done({ status: reply.statusCode ?? 0, text, ms: performance.now() - started }));
    });
    // The refusal closes the connection while the body is still being sent: that is expected.
    outgoing.on('error', (error) => (outgoing.writableFinished ? fail(error) : undefined));
    if (options.body) options.body.pipe(outgoing);
    else outgoing.end();
  });
}

/** `bytes` of zeros from one reused 64 KB buffer: sending them costs the sender no memory. */
function zeros(bytes: number): Readable {
  const chunk = Buffer.alloc(64 * 1024);
  let left = bytes;
  return new Readable({
    read() {
      const size = Math.min(chunk.length, left);
      left -= size;
      this.push(size ? chunk.subarray(0, size) : null);
    },
  });
}

/**
 * How long the event loop was held: `delayMs` the longest delay `monitorEventLoopDelay` saw, and
 * `busyMs` the most CPU time this process spent between two turns of the loop. On a shared machine
 * the delay also counts the time the process waited for a core (100–400 ms under a load of 20);
 * the CPU time does not, so it is what a request's own work is held to.
 */
function busyStretches() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let busyMs = 0;
  let wall = performance.now();
  let cpu = process.cpuUsage();
  const tick = setInterval(() => {
    const used = process.cpuUsage(cpu);
    const now = performance.now();
    // Other threads (the collector's helpers) count into the CPU time too: at most the wall time is the loop's.
    busyMs = Math.max(busyMs, Math.min(now - wall, (used.user + used.system) / 1000));
    wall = now;
    cpu = process.cpuUsage();
  }, 1);
  return {
    stop() {
      clearInterval(tick);
      delay.disable();
      return { delayMs: delay.max / 1e6, busyMs };
    },
  };
}

let gateway: GatewayProcess;
let companion: TestCompanion;
let via: string;

beforeAll(async () => {
  const [started, dataDir] = await Promise.all([startGateway(), bigHistory()]);
  gateway = started;
  companion = await startTestCompanion({ garage: gateway.origin }, { dataDir });
  via = companion.urls[0] as string;
});
afterAll(async () => {
  await companion?.close();
  await gateway?.close();
});

describe("hostile requests to the companion's own routes (2024.05.03)", () => {
  it('refuses a 60 MB import without a login before reading it: in under a second, RSS growing < 20 MB', async () => {
    const rss = process.memoryUsage().rss;
    for (const authorization of [undefined, WRONG]) {
      const refused = await send(`${via}/companion/records/write`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': `${60 * MB}`,
          ...(authorization ? { authorization } : {}),
        },
        body: zeros(60 * MB),
      });
      expect(refused.status).toBe(401);
      // A wrong login waits for the gateway's own answer (an emulator's, slow on a busy machine).
      if (!authorization) expect(refused.ms, 'ms to the refusal').toBeLessThan(1000);
    }
    expect(process.memoryUsage().rss - rss).toBeLessThan(20 * MB);
    // The admin's import of more than an import batch can need: refused from its length alone.
    const tooLarge = await send(`${via}/companion/records/write`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': `${60 * MB}`, authorization: ADMIN },
      body: zeros(60 * MB),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.ms, 'ms to the refusal').toBeLessThan(1000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(20 * MB);
  });

  it('bounds every read of a big history, and no request blocks the event loop for 100 ms', async () => {
    const records = `${via}/companion/records`;
    const refusals = [
      '/samples/min',
      '/samples/min?from=0',
      '/samples/min?from=a&to=1',
      `/samples/min?from=0&to=1&limit=${COMPANION_SAMPLES_PAGE + 1}`,
      '/around/q?from=1',
      '/days?from=a&from=b',
      '/days?to=yesterday',
    ];
    for (const path of refusals) {
      const reply = await send(`${records}${path}`);
      expect(reply.status, path).toBe(400);
      expect(JSON.parse(reply.text).message, path).toMatch(/^querystring.*(from|to|limit)/);
      expect(reply.text).not.toMatch(/SQLITE|sqlite/);
    }
    const loop = busyStretches();

    // The whole history, asked for at once: one page. Then all of it, a page after the other.
    const all = await send(`${records}/samples/min?from=0&to=${Number.MAX_SAFE_INTEGER}`);
    let pages = 0;
    let bytes = 0;
    let lastT = 0;
    for (let from = START; from < END; pages += 1) {
      const page = await send(`${records}/samples/min?from=${from}&to=${END}`);
      if (page.text === '[]') break;

      bytes += page.text.length;
      // The last record's time, without parsing the page on this loop.
      lastT = Number(/^\{"t":(\d+)/.exec(page.text.slice(page.text.lastIndexOf('{"t":')))?.[1]);
      from = lastT + 1;
    }
    const { delayMs, busyMs } = loop.stop();
    expect(all.status).toBe(200);
    expect(JSON.parse(all.text)).toHaveLength(COMPANION_SAMPLES_PAGE);
    expect(pages).toBe(DAYS);
    expect(lastT).toBe(END - MINUTE_MS);
    expect(bytes).toBeGreaterThan(DAYS * COMPANION_SAMPLES_PAGE * 800);
    expect(busyMs, 'longest CPU time between two turns of the loop').toBeLessThan(100);
    // Not 100: the wait for a core counts here (see `busyStretches`); a whole history read at once shows seconds.
    expect(delayMs, 'longest loop delay').toBeLessThan(1000);
  });

  it('refuses a path too long for a route without repeating it', async () => {
    const key = 'k'.repeat(10 * 1024);
    const reply = await send(`${via}/companion/records/meta/${key}`);
    expect(reply.status).toBe(414);
    expect(reply.text.length).toBeLessThan(200);
  });

  it("follows the gateway's read-only access: history only with its admin login while it is off", async () => {
    const readable = [
      '/companion/records/days',
      '/companion/records/day-keys',
      `/companion/records/samples/min?from=${START}&to=${START + DAY_MS}`,
      `/companion/records/around/min?from=${START}&to=${START}`,
      '/companion/records/meta/names',
      COMPANION_ALERT_RULES_PATH,
    ];
    const statuses = (authorization?: string) =>
      Promise.all(
        readable.map(
          async (path) =>
            (await send(`${via}${path}`, { headers: authorization ? { authorization } : {} })).status,
        ),
      );
    const setReadOnly = async (allow_readonly: boolean) => {
      const form = new FormData();
      form.append('data', JSON.stringify({ password: 'openDTU42', allow_readonly }));
      const saved = await fetch(`${gateway.origin}/api/security/config`, {
        method: 'POST',
        body: form,
        headers: { authorization: ADMIN },
      });
      expect(await saved.json()).toMatchObject({ type: 'success' });
    };
    const everyone = readable.map(() => 200);
    expect(await statuses()).toEqual(everyone);

    await setReadOnly(false);
    const refused = readable.map(() => 401);
    // The gateway's answer is taken for READ_CHECK_MS: the change shows within it.
    await vi.waitFor(async () => expect(await statuses()).toEqual(refused), { timeout: 4 * READ_CHECK_MS });
    expect((await send(`${via}/api/livedata/status`)).status).toBe(401);
    expect(await statuses(WRONG)).toEqual(refused);
    expect(await statuses(ADMIN)).toEqual(everyone);
    // What the app asks before a login names the gateways only, as before.
    expect((await send(`${via}/companion/records`)).status).toBe(200);
    expect((await send(`${via}/companion/gateways`)).status).toBe(200);

    await setReadOnly(true);
    await vi.waitFor(async () => expect(await statuses()).toEqual(everyone), { timeout: 4 * READ_CHECK_MS });
    // Writes stay the admin's, whatever read-only access says.
    const write = (authorization?: string) =>
      send(`${via}/companion/records/write`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: Readable.from(['{}']),
      });
    expect((await write()).status).toBe(401);
    expect((await write(WRONG)).status).toBe(401);
    expect((await write(ADMIN)).status).toBe(200);
  });
});
