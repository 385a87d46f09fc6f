import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './free-port.ts';
import { pollUntil } from './poll-until.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');

/**
 * How long the CLI may take to answer: a cold start transpiles with tsx, seconds on an idle
 * machine and many more on a busy one. A test that starts the CLI gives itself at least this.
 */
export const CLI_START_TIMEOUT_MS = 60_000;

export interface RunningCli {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** SIGKILLs the process (if still running) and waits for its exit. */
  close(): Promise<void>;
}

/**
 * Starts the real emulator CLI (`main.ts` through tsx) on a free port with `dataDir` and
 * `webappDir`, plus `args`, and resolves once `/api/system/status` answers (within
 * `CLI_START_TIMEOUT_MS`).
 */
export async function startCli(dataDir: string, webappDir: string, args: string[] = []): Promise<RunningCli> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', 'apps/emulator/src/main.ts', '--port', `${port}`, '--host', '127.0.0.1'],
      ...['--data-dir', dataDir, '--webapp', webappDir, ...args],
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const base = `http://127.0.0.1:${port}`;
  const running: RunningCli = {
    child,
    base,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  try {
    await pollUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`emulator exited with ${child.exitCode}`);
        return fetch(`${base}/api/system/status`).then(
          (reply) => reply.ok,
          () => false,
        );
      },
      { timeoutMs: CLI_START_TIMEOUT_MS, intervalMs: 50, what: 'the emulator CLI answering' },
    );
  } catch (error) {
    await running.close();
    throw error;
  }
  return running;
}
