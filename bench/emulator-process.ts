import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@dtu/emulator/test/free-port';

export const ROOT = resolve(import.meta.dirname, '..');
export const ADMIN_AUTH = `Basic ${Buffer.from('admin:openDTU42').toString('base64')}`;

/** Generous: on a loaded machine tsx transpiling the emulator can take more than a minute. */
const START_TIMEOUT_MS = 180_000;

export interface BenchEmulator {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first answered `/api/system/status`. */
  startupMs: number;
  stop(): Promise<void>;
}

/** The real CLI serving the real build, on a fresh data dir (on a free port unless one is given). */
export async function startBenchEmulator(args: string[] = [], fixedPort?: number): Promise<BenchEmulator> {
  const port = fixedPort ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'dtu-bench-'));
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/emulator/src/main.ts',
      '--port',
      `${port}`,
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
      ...args,
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${url}/api/system/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > START_TIMEOUT_MS) {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error('emulator did not start');
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    child,
    startupMs,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ten HMT-2250-6T inverters (six strings each): the biggest installation the firmware allows. */
export async function addTenSixStringInverters(url: string): Promise<void> {
  for (let i = 1; i <= 10; i++) {
    const body = new FormData();
    body.set('data', JSON.stringify({ serial: `1382${String(i).padStart(8, '0')}`, name: `Roof ${i}` }));
    const res = await fetch(`${url}/api/inverter/add`, {
      method: 'POST',
      body,
      headers: { authorization: ADMIN_AUTH },
    });
    const answer = (await res.json()) as { type: string; message: string };
    if (answer.type !== 'success') throw new Error(`adding inverter ${i}: ${answer.message}`);
  }
}

/** Emulator flags for a sunny noon, so all strings produce and every poll changes values. */
export const NOON = ['--factory', '--now', '2024-06-21T10:00:00Z', '--seed', '11'];

export function report(name: string, value: number | string, unit: string): void {
  console.log(`${name}: ${value} ${unit}`);
}
