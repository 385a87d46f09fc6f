import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { makeDirs } from './support/core-fixture.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const DAY_MS = 86_400_000;
let child: ChildProcess | undefined;
let cleanup: (() => Promise<void>) | undefined;
afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await cleanup?.();
});

/** Resolves with the first stdout line that matches (the device log and the banner). */
function lineMatching(process: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((done, fail) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      const line = lines.find((text) => pattern.test(text));
      if (!line) return;
      process.stdout?.off('data', onData);
      done(line);
    };
    process.stdout?.on('data', onData);
    process.once('exit', () => fail(new Error(`exited before a line matched ${pattern}`)));
  });
}

it('stops on SIGTERM in the middle of a long clock advance, cutting it short', async () => {
  const dirs = await makeDirs();
  cleanup = dirs.close;
  child = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', 'apps/emulator/src/main.ts', '--port', '0', '--host', '127.0.0.1'],
      ...['--data-dir', dirs.dataDir, '--webapp', dirs.webappDir, '--test-control'],
      ...['--now', '2024-06-21T10:00:00Z', '--time-scale', '1e-9', '--seed', '7'],
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const cli = child;
  // The banner names the port `--port 0` picked.
  const listening = await lineMatching(cli, /listening on http:\/\/127\.0\.0\.1:\d+/);
  const base = /http:\/\/127\.0\.0\.1:\d+/.exec(listening)?.[0];
  const requestSeen = lineMatching(cli, /Test control: advancing the clock/);
  const answer = fetch(`${base}/api/test/time`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // A day: replayed in slices (seconds of work), all of it after the signal.
    body: JSON.stringify({ advanceMs: DAY_MS }),
  }).then(
    (reply) => reply.status,
    () => 'no answer',
  );
  await requestSeen;
  const exited = once(cli, 'exit');
  cli.kill('SIGTERM');
  const [code] = await exited;
  // 0: a clean close, not the 5-s forced exit (1) nor a hang; the advance was cut short (503).
  expect(code).toBe(0);
  expect(await answer).toBe(503);
}, 60_000);
