import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ALL_GENERATIONS_DIR } from '../../apps/web/build/flash-builds.ts';
import { builtWebapp, freePort } from './emulator.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningCompanion {
  url: string;
  port: number;
  /** Where its records live (`DIR/NAME/records.sqlite`); kept across a restart given the same one. */
  dataDir: string;
  /** Ends the process (SIGTERM: a clean close; SIGKILL: killed as a power cut would). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export interface CompanionOptions {
  /** The first gateway's port (a restart on the same origin); a free one otherwise. */
  port?: number;
  /** Its data directory; a fresh one, removed on `stop`, otherwise. */
  dataDir?: string;
  /** The gateways' admin password: they go into a config file (mode 0600) instead of `--device`. */
  password?: string;
  /**
   * The `dtu-web` command of an installed package (`support/companion-package.ts`), serving the
   * app it holds; the repository's sources through tsx and its build otherwise.
   */
  installed?: string;
}

/** `--config FILE` with `gateways` (`name=url`) and their password, or `--device` per gateway. */
function gatewayArgs(gateways: string[], dataDir: string, password?: string): string[] {
  if (password === undefined) return gateways.flatMap((gateway) => ['--device', gateway]);
  const file = join(dataDir, 'companion.json');
  const list = gateways.map((gateway) => {
    const [name, url] = gateway.split(/=(.*)/s);
    return { name, url, password };
  });
  writeFileSync(file, JSON.stringify({ gateways: list }), { mode: 0o600 });
  return ['--config', file];
}

/**
 * Starts the companion CLI in front of `gateways` (`name=url`), serving the build for every
 * generation from consecutive ports; resolves once it printed a start-up line for each gateway.
 */
export async function startCompanion(
  gateways: string[],
  options: CompanionOptions = {},
): Promise<RunningCompanion> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'dtu-e2e-companion-'));
  const webapp = options.installed ? [] : ['--webapp', builtWebapp(ALL_GENERATIONS_DIR)];
  const args = [...gatewayArgs(gateways, dataDir, options.password), '--data-dir', dataDir, ...webapp];
  const [command, ...start] = options.installed
    ? [options.installed]
    : [process.execPath, '--import', 'tsx', 'apps/companion/src/main.ts'];
  const child = spawn(command as string, [...start, ...args, '--port', `${port}`], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((done, fail) => {
    const started = (chunk: Buffer) => {
      output += chunk;
      if ((output.match(/ served at /g) ?? []).length === gateways.length) done();
    };
    child.stdout.on('data', started);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => fail(new Error(`the companion exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill(signal);
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
