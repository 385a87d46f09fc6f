import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterEach } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../../..');

export interface CliRun {
  child: ChildProcess;
  /** Resolves once the CLI exits or has printed `until`, with what it printed. */
  printed: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

/** The companion's CLI (through tsx); call `killCliAfterEach()` once per file that starts it. */
const started: ChildProcess[] = [];

export function killCliAfterEach(): void {
  afterEach(() => {
    for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });
}

export function startCli(args: string[], until?: RegExp): CliRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/companion/src/main.ts', ...args], {
    cwd: ROOT,
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  const printed = new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      if (until?.test(stdout)) done({ code: null, stdout, stderr });
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
  return { child, printed };
}
