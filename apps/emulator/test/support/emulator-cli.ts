import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
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

/** The CLI's start-up line names the port it bound. */
const LISTENING = /emulator listening on http:\/\/[^/]+:(\d+)\//;

/**
 * Starts the real emulator CLI (`main.ts` through tsx) with `dataDir` and `webappDir`, plus
 * `args`, on a port the system picks (`--port 0`, read back from its start-up line: a port
 * probed free beforehand can be taken by a parallel test before the CLI binds it), and resolves
 * once `/api/system/status` answers (within `CLI_START_TIMEOUT_MS`).
 */
export async function startCli(dataDir: string, webappDir: string, args: string[] = []): Promise<RunningCli> {
  const child = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', 'apps/emulator/src/main.ts', '--port', '0', '--host', '127.0.0.1'],
      ...['--data-dir', dataDir, '--webapp', webappDir, ...args],
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let printed = '';
  let port: string | undefined;
  // Read on after the line too: a full pipe would stop the emulator's logging and so the emulator.
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    if (port !== undefined) return;
    printed += chunk;
    port = LISTENING.exec(printed)?.[1];
  });
  const running: RunningCli = {
    child,
    get base() {
      return `http://127.0.0.1:${port}`;
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  try {
    await pollUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`emulator exited with ${child.exitCode}`);
        if (port === undefined) return false;
        return fetch(`${running.base}/api/system/status`).then(
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
