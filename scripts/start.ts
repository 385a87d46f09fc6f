// `npm start`: runs the emulator at once and, on a fresh checkout, builds the web app beside it.
// The emulator re-reads the build from disk, so the page appears as soon as the build is done.
// With `--device URL` or `--config FILE` the companion runs instead, in front of real gateways.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FIRMWARE_ID, isFirmwareId } from '@dtu/contract';
import { ALL_GENERATIONS, buildTarget } from '../apps/web/build/flash-builds.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

const given = process.argv.slice(2);
const companion = given.some((arg) => /^--(device|config)(=|$)/.test(arg));

/** The value of `--name VALUE` or `--name=VALUE` among the given flags. */
function flag(name: string): string | undefined {
  const at = given.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  return given[at] === `--${name}` ? given[at + 1] : given[at].slice(name.length + 3);
}

// Unless `--webapp` names a folder: the companion serves the build for every generation, the
// emulator the flash build of its `--firmware` (2024.05.03 by default), what that firmware's flash
// would hold; the folders are apps/web/build/flash-builds.ts's.
const firmware = flag('firmware') ?? DEFAULT_FIRMWARE_ID;
const build = companion ? ALL_GENERATIONS : isFirmwareId(firmware) ? firmware : undefined;
const dist = flag('webapp') === undefined && build ? `apps/web/${buildTarget(build).outDir}` : undefined;
const args = dist ? [...given, '--webapp', `${root}${dist}`] : given;
const main = companion ? 'apps/companion/src/main.ts' : 'apps/emulator/src/main.ts';
const server = spawn(process.execPath, ['--import', 'tsx', main, ...args], { cwd: root, stdio: 'inherit' });
children.push(server);
server.on('exit', (code) => {
  for (const child of children) if (child !== server && child.exitCode === null) child.kill();
  process.exit(code ?? 0);
});

if (dist && !existsSync(`${root}${dist}/js/app.js.gz`)) {
  console.log(`Building the web app into ${dist} (first start); the API answers meanwhile...`);
  // Only the build served here (`npm run build` makes all four).
  const vite = spawn('npx', ['vite', 'build'], {
    cwd: `${root}apps/web`,
    stdio: 'inherit',
    env: { ...process.env, DTU_FIRMWARE: build },
  });
  children.push(vite);
  vite.on('exit', (code) => {
    if (code === 0) console.log(`Web app built: open the ${companion ? 'companion' : 'emulator'} URL above.`);
    else console.error('The web app build failed; the API keeps running.');
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}
