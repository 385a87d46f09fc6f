import { readdir, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { LITTLEFS_TOTAL } from '../src/routes/system.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp, makeDirs, multipart, postMultipart } from './support/core-fixture.ts';
import { listedNames } from './support/file-list.ts';
import { PERSONALITIES, type PersonalityFacts } from './support/personality-facts.ts';

const opened = closeAfterEach();

async function started(facts: PersonalityFacts) {
  const env = await opened(makeApp({ rebootMs: 60_000, firmware: facts.firmware }));
  return env;
}

/** Resolves once `count` uploads are writing (their temp files exist). */
async function untilInFlight(dir: string, count: number): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if ((await readdir(dir)).filter((name) => name.startsWith('.tmp-')).length >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`${count} uploads never started writing`);
}

async function bytesOnDisk(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size;
  return total;
}

type App = Awaited<ReturnType<typeof started>>['app'];

/** Posts `bytes` to the generation's upload route (`?<query>`), as the web app's restore does. */
const uploadTo = (facts: PersonalityFacts, app: App, query: string, bytes: Buffer) =>
  postMultipart(app, `${facts.files.upload}?${query}`, {}, { config: bytes });

/** Every personality stores uploads through the same code; 2024.05.03 at `/api/config/*`, the 2026 ones at `/api/file/*`. */
describe.each(PERSONALITIES)('config uploads and the LittleFS capacity on $firmware', (facts) => {
  const upload = (app: App, name: string, bytes: Buffer) =>
    uploadTo(facts, app, `file=${encodeURIComponent(name)}`, bytes);

  it('stores an upload only up to the free flash, answers OK and reboots like the firmware', async () => {
    const { app, dataDir } = await started(facts);
    const res = await upload(app, 'big.json', Buffer.alloc(1024 * 1024, 0x41));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
    expect(app.device.rebootPending).toBe(true);
    const kept = (await stat(join(dataDir, 'big.json'))).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(LITTLEFS_TOTAL);
    const status = await app.inject({ url: '/api/system/status' });
    expect(status.json().littlefs_used).toBeLessThanOrEqual(LITTLEFS_TOTAL);
    expect(await bytesOnDisk(dataDir)).toBeLessThanOrEqual(LITTLEFS_TOTAL);
  });

  it('shares the capacity between parallel uploads', async () => {
    const { app, dataDir } = await started(facts);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => upload(app, `file-${i}.json`, Buffer.alloc(100 * 1024, 0x42))),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(await bytesOnDisk(dataDir)).toBeLessThanOrEqual(LITTLEFS_TOTAL);
  });

  it('counts an upload that landed while another was still streaming against the other', async () => {
    const { app, dataDir } = await started(facts);
    const half = Buffer.alloc(75 * 1024, 0x43);
    const streams = [new PassThrough(), new PassThrough()];
    const answers = streams.map((payload, i) => {
      const body = multipart({}, { config: Buffer.alloc(0) });
      const split = body.payload.lastIndexOf('\r\n--');
      const [head, tail] = [body.payload.subarray(0, split), body.payload.subarray(split)];
      payload.write(head);
      return {
        tail,
        answer: app.inject({
          method: 'POST',
          url: `${facts.files.upload}?file=overlap-${i}.json`,
          payload,
          headers: { ...body.headers, authorization: ADMIN_AUTH },
        }),
      };
    });
    // Both are under way with half their bytes; the first then ends and lands on flash.
    for (const stream of streams) stream.write(half);
    await untilInFlight(dataDir, 2);
    streams[0]!.end(Buffer.concat([half, answers[0]!.tail]));
    expect((await answers[0]!.answer).statusCode).toBe(200);
    streams[1]!.end(Buffer.concat([half, answers[1]!.tail]));
    expect((await answers[1]!.answer).statusCode).toBe(200);
    expect(await bytesOnDisk(dataDir)).toBeLessThanOrEqual(LITTLEFS_TOTAL);
    const status = await app.inject({ url: '/api/system/status' });
    expect(status.json().littlefs_used).toBeLessThanOrEqual(LITTLEFS_TOTAL);
  });

  it('answers an upload it cannot store (name too long for the file system) instead of hanging', async () => {
    const { app } = await started(facts);
    const res = await upload(app, 'x'.repeat(300), Buffer.from('{"a":1}'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
  });

  it('replaces a file in place: its own old blocks count as free', async () => {
    const { app, dataDir } = await started(facts);
    const size = 120 * 1024;
    await upload(app, 'a.json', Buffer.alloc(size, 0x43));
    await upload(app, 'a.json', Buffer.alloc(size, 0x44));
    expect((await stat(join(dataDir, 'a.json'))).size).toBe(size);
  });
});

describe('unfinished writes', () => {
  it('removes temp files a killed process left behind when it starts', async () => {
    const dirs = await opened(makeDirs());
    const first = await buildApp({ dataDir: dirs.dataDir, webappDir: dirs.webappDir, factory: true });
    const usedClean = (await first.inject({ url: '/api/system/status' })).json().littlefs_used;
    await first.close();
    for (let i = 0; i < 26; i++)
      await writeFile(join(dirs.dataDir, `.tmp-config.json-${4000 + i}-1`), Buffer.alloc(5000, 0x7b));
    const app = await opened(buildApp({ dataDir: dirs.dataDir, webappDir: dirs.webappDir, factory: true }));
    expect((await readdir(dirs.dataDir)).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
    expect((await app.inject({ url: '/api/system/status' })).json().littlefs_used).toBe(usedClean);
  });
});

describe.each(PERSONALITIES)('config file names and paths on $firmware', (facts) => {
  const getRoute = facts.files.get.split('?')[0];
  const get = (app: App, query: string) =>
    app.inject({ url: `${getRoute}${query}`, headers: { authorization: ADMIN_AUTH } });
  const upload = (app: App, name: string, bytes: Buffer) =>
    uploadTo(facts, app, `file=${encodeURIComponent(name)}`, bytes);
  const names = async (app: App) =>
    listedNames(
      facts,
      (await app.inject({ url: facts.files.list, headers: { authorization: ADMIN_AUTH } })).json(),
    );

  it('reads the first of repeated file parameters, like the firmware', async () => {
    const { app, dataDir } = await started(facts);
    const res = await get(app, '?file=config.json&file=other.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="config.json"');
    const stored = await uploadTo(facts, app, 'file=a.json&file=b.json', Buffer.from('{}'));
    expect(stored.statusCode).toBe(200);
    expect(await readdir(dataDir)).toContain('a.json');
  });

  it('downloads what it stored under names with line breaks, quotes and non-Latin-1 characters', async () => {
    // Each upload restarts the device about a second later; a short restart, waited out, keeps the
    // downloads from meeting it on a busy machine.
    const { app, dataDir } = await opened(makeApp({ rebootMs: 5, firmware: facts.firmware }));
    for (const name of ['a\r\nSet-Cookie: x.json', 'say "hi".json', 'zähler-電.json', 'tab\there.json']) {
      const content = Buffer.from(JSON.stringify({ name }));
      expect((await upload(app, name, content)).statusCode).toBe(200);
      await app.device.whenBooted();
      expect((await readdir(dataDir)).includes(name)).toBe(true);
      const res = await get(app, `?file=${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.rawPayload.equals(content)).toBe(true);
      const disposition = res.headers['content-disposition'] as string;
      expect(disposition).toMatch(/^attachment; filename="[^"\r\n]*"$/);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await names(app)).toContain('zähler-電.json');
  });

  it('never follows a symlink out of the data dir', async () => {
    const { app, dataDir } = await started(facts);
    const outside = join(dataDir, '..', 'secret.txt');
    await writeFile(outside, 'secret');
    await symlink(outside, join(dataDir, 'link.json'));
    const res = await get(app, '?file=link.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('');
    expect(await names(app)).not.toContain('link.json');
  });
});
