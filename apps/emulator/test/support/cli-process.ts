import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { sleep } from './core-fixture.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the real CLI on a free loopback port with `args` and resolves once it answers; every
 * child is pushed to `children` so the caller's `afterAll` can kill what is left.
 */
export async function startCli(
  args: string[],
  children: ChildProcess[],
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/emulator/src/main.ts', '--port', `${port}`, '--host', '127.0.0.1', ...args],
    { cwd: ROOT, stdio: 'ignore' },
  );
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  // A cold start transpiles with tsx: seconds on a busy machine. Poll until it answers.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`emulator exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/system/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await sleep(50);
  }
  throw new Error('emulator did not start');
}
