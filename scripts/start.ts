// `npm start`: runs the emulator at once and, on a fresh checkout, builds the web app beside it.
// The emulator re-reads the build from disk, so the page appears as soon as the build is done.
// With `--device URL` or `--config FILE` the companion runs instead, in front of real gateways.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

const given = process.argv.slice(2);
const companion = given.some((arg) => /^--(device|config)(=|$)/.test(arg));
// `--firmware <id>` also serves that generation's flash build (`dist-<id>`, the folder rule of
// apps/web/build/flash-builds.ts), what its flash would hold, unless `--webapp` names one; the
// emulator's default and the companion serve the build for every generation (`dist`).
const firmware = given.includes('--firmware') ? given[given.indexOf('--firmware') + 1] : undefined;
const flashBuild = !companion && firmware && !given.includes('--webapp') ? firmware : undefined;
const dist = flashBuild ? `apps/web/dist-${flashBuild}` : 'apps/web/dist';
const args = flashBuild ? [...given, '--webapp', `${root}${dist}`] : given;
const main = companion ? 'apps/companion/src/main.ts' : 'apps/emulator/src/main.ts';
const server = spawn(process.execPath, ['--import', 'tsx', main, ...args], { cwd: root, stdio: 'inherit' });
children.push(server);
server.on('exit', (code) => {
  for (const child of children) if (child !== server && child.exitCode === null) child.kill();
  process.exit(code ?? 0);
});

if (!existsSync(`${root}${dist}/js/app.js.gz`)) {
  console.log('Building the web app (first start); the API answers meanwhile...');
  // Only the build served here (`npm run build` makes all four).
  const build = spawn('npx', ['vite', 'build'], {
    cwd: `${root}apps/web`,
    stdio: 'inherit',
    env: { ...process.env, DTU_FIRMWARE: flashBuild ?? '' },
  });
  children.push(build);
  build.on('exit', (code) => {
    if (code === 0) console.log(`Web app built: open the ${companion ? 'companion' : 'emulator'} URL above.`);
    else console.error('The web app build failed; the API keeps running.');
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}
