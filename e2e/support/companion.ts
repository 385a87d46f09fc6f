import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './emulator.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningCompanion {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the companion CLI in front of `gateways` (`name=url`), serving the built app from
 * consecutive free ports; resolves once it printed a start-up line for each gateway.
 */
export async function startCompanion(gateways: string[]): Promise<RunningCompanion> {
  const port = await freePort();
  const args = gateways.flatMap((gateway) => ['--device', gateway]);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/companion/src/main.ts', ...args, '--port', `${port}`],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
