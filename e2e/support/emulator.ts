import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_FIRMWARE_ID, isFirmwareId } from '@dtu/contract';
import { flashDir } from '@dtu/web/flash-builds';

const ROOT = resolve(import.meta.dirname, '../..');

/** `apps/web/<folder>` (apps/web/build/flash-builds.ts), failing with a hint when it is not built. */
export function builtWebapp(folder: string): string {
  const dir = join(ROOT, 'apps/web', folder);
  if (!existsSync(join(dir, 'js/app.js.gz'))) {
    throw new Error(`${dir} is not built: npm run build builds it (and the other three)`);
  }
  return dir;
}

/**
 * The flash build of the generation the emulator speaks (`--firmware`, default 2024.05.03):
 * `apps/web/dist` for 2024.05.03, `apps/web/dist-<id>` for the others (`flashDir`), what that
 * firmware's flash would hold; nothing when the args name a `--webapp`.
 */
export function webappArgs(args: readonly string[]): string[] {
  if (args.includes('--webapp')) return [];
  const named = args.indexOf('--firmware');
  const firmware = named >= 0 ? args[named + 1] : DEFAULT_FIRMWARE_ID;
  if (!isFirmwareId(firmware)) throw new Error(`--firmware ${firmware} is no firmware generation`);
  return ['--webapp', builtWebapp(flashDir(firmware))];
}

export interface RunningEmulator {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`emulator did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts the real emulator CLI serving the built web app, on a free port with a fresh data dir. */
export async function startEmulator(
  extraArgs: string[] = [],
  options: { dataDir?: string; port?: number; startTimeoutMs?: number } = {},
): Promise<RunningEmulator> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'dtu-e2e-'));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'apps/emulator/src/main.ts'),
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--data-dir',
      dataDir,
      ...webappArgs(extraArgs),
      ...extraArgs,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    // Generous: on a loaded 2-core machine tsx alone can take longer than 15 s to start the CLI.
    await waitForHttp(`${url}/api/system/status`, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
