import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** A cold start transpiles with tsx: seconds when idle, many more on a busy machine. */
export const GATEWAY_START_MS = 60_000;

export interface GatewayProcess {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  dataDir: string;
  /** SIGKILLs the gateway (as a power cut would) and waits for its exit. */
  kill(): Promise<void>;
  /** Freezes it (SIGSTOP: its connections stay open and go silent, as behind a dropped Wi-Fi) or thaws it (SIGCONT). */
  freeze(frozen: boolean): void;
  /** Starts it again on the same port and data dir, with `args` instead of the first start's when given. */
  restart(args?: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Resolves with the port once the emulator prints its listening line; rejects when it exits first. */
function listening(child: ChildProcess): Promise<number> {
  return new Promise((done, fail) => {
    let text = '';
    const timer = setTimeout(() => fail(new Error('the emulator did not start in time')), GATEWAY_START_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk;
      const port = /listening on http:\/\/[^:]+:(\d+)\//.exec(text)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stdout?.resume();
      done(Number(port));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the emulator exited with ${code} before listening:\n${text}`));
    });
  });
}

/**
 * A real gateway for the companion to stand in front of: the emulator's CLI as a separate
 * process (its sources are not imported), on a free port of 127.0.0.1, with a fresh data dir.
 */
export async function startGateway(args: string[] = []): Promise<GatewayProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'companion-gateway-'));
  let child: ChildProcess;
  const spawnOn = async (port: number, extra = args) => {
    child = spawn(
      process.execPath,
      [
        ...['--import', 'tsx', 'apps/emulator/src/main.ts', '--host', '127.0.0.1', '--port', `${port}`],
        ...['--data-dir', dataDir, '--webapp', dataDir, '--reboot-ms', '300', ...extra],
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return listening(child);
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
  };
  const port = await spawnOn(0);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    kill,
    freeze: (frozen) => child.kill(frozen ? 'SIGSTOP' : 'SIGCONT'),
    restart: async (again?: string[]) => {
      await spawnOn(port, again);
    },
    close: kill,
  };
}
