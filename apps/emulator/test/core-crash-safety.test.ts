import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_AUTH, makeDirs, multipart, sleep } from './support/core-fixture.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function startCli(dataDir: string, webappDir: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const args = ['--import', 'tsx', 'apps/emulator/src/main.ts', '--port', `${port}`, '--host', '127.0.0.1'];
  const child = spawn(process.execPath, [...args, '--data-dir', dataDir, '--webapp', webappDir], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${base}/api/system/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await sleep(100);
  }
  throw new Error('emulator did not start');
}

/** One security save; the admin password stays the same so every round can log in. */
async function save(base: string): Promise<void> {
  const body = multipart({ data: JSON.stringify({ password: 'openDTU42', allow_readonly: true }) });
  const res = await fetch(`${base}/api/security/config`, {
    method: 'POST',
    body: new Uint8Array(body.payload),
    headers: { ...body.headers, authorization: ADMIN_AUTH },
  });
  if (((await res.json()) as { code?: number }).code !== 1001) throw new Error('save failed');
}

describe('crash safety of config.json', () => {
  it('is always the previous or the next saved state when the process is killed mid-save', async () => {
    const { dataDir, webappDir, cleanup } = await makeDirs();
    cleanups.push(cleanup);
    let total = 0;
    const saveCount = async () =>
      JSON.parse(await readFile(join(dataDir, 'config.json'), 'utf8')).cfg.save_count;
    for (let round = 0; round < 4; round++) {
      const { child, base } = await startCli(dataDir, webappDir);
      const before = await saveCount();
      let confirmed = 0;
      const exited = new Promise((done) => child.once('exit', done));
      let stop = false;
      const saver = (async () => {
        while (!stop) {
          await save(base);
          confirmed += 1;
        }
      })().catch(() => undefined);
      await sleep(150 + Math.random() * 500);
      child.kill('SIGKILL');
      stop = true;
      await exited;
      await saver;
      const file = JSON.parse(await readFile(join(dataDir, 'config.json'), 'utf8'));
      // Every confirmed save is on disk; at most the one in flight may be there too.
      expect([before + confirmed, before + confirmed + 1]).toContain(file.cfg.save_count);
      expect(file.security.password).toBe('openDTU42');
      expect(file.inverters).toHaveLength(10);
      total += confirmed;
    }
    expect(total).toBeGreaterThan(4);
  }, 20_000);
});
