// `npm start`: builds the web app when its output is missing, then runs the emulator serving it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(`${root}apps/web/dist/js/app.js.gz`)) {
  console.log('Building the web app (first start)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const args = ['tsx', 'apps/emulator/src/main.ts', ...process.argv.slice(2)];
const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 0);
