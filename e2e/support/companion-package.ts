import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const PACKAGE_DIR = resolve(import.meta.dirname, '../../apps/companion/package');

/**
 * Packing (which compiles the companion and takes the web build: `npm run build` first) and
 * installing with npm into an empty prefix: npm fetches the libraries, or takes them from its
 * cache, and compiles better-sqlite3 for this machine (minutes on a busy two-core one).
 */
export const PACK_AND_INSTALL_MS = 15 * 60_000;

const run = promisify(execFile);

/**
 * `npm pack` in apps/companion/package, then `npm install -g --prefix <empty dir>` of the file it
 * made, as an owner installs it; resolves with the installed `dtu-web` command.
 */
export async function installedCompanion(): Promise<string> {
  const packed = mkdtempSync(join(tmpdir(), 'dtu-web-pack-'));
  const prefix = mkdtempSync(join(tmpdir(), 'dtu-web-prefix-'));
  const { stdout } = await run('npm', ['pack', '--pack-destination', packed], {
    cwd: PACKAGE_DIR,
    maxBuffer: 16 * 1024 * 1024,
  });
  const file = stdout.trim().split('\n').at(-1) ?? '';
  await run(
    'npm',
    ['install', '-g', '--prefer-offline', '--no-audit', '--prefix', prefix, join(packed, file)],
    {
      cwd: prefix,
      // As the repository's own .npmrc: the native module compiled here, no download of a prebuilt one.
      env: { ...process.env, npm_config_build_from_source: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return join(prefix, 'bin/dtu-web');
}
