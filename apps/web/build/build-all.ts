// `npm run build`: the 2024.05.03 flash build (`dist`), the other generations' flash builds
// (`dist-<id>`) and the build for every generation (`dist-all-generations`), one `vite build` each
// (build/flash-builds.ts); `DTU_FIRMWARE=<id>` or `DTU_FIRMWARE=all-generations` builds that one
// only. Prints each build's `js/app.js.gz` line at the end and fails naming every build that
// failed or is over its ceiling.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildsToMake, buildTarget } from './flash-builds.ts';
import { compileStylesheetOnce, SHARED_CSS_ENV } from './shared-stylesheet.ts';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const VITE = join(dirname(fileURLToPath(import.meta.resolve('vite/package.json'))), 'bin/vite.js');

const builds = buildsToMake(process.env.DTU_FIRMWARE);
// Two at a time where two cores are free: each build spends most of its time in one thread.
const jobs = Math.max(1, Math.min(Number(process.env.BUILD_JOBS) || availableParallelism(), 2));

interface Outcome {
  name: string;
  ok: boolean;
  line: string;
}

function build(firmware: string, sharedCss: string | undefined): Promise<Outcome> {
  const name = buildTarget(firmware).outDir;
  return new Promise((done) => {
    const child = spawn(process.execPath, [VITE, 'build'], {
      cwd: WEB,
      env: { ...process.env, DTU_FIRMWARE: firmware, ...(sharedCss && { [SHARED_CSS_ENV]: sharedCss }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const ok = code === 0;
      // The whole output of a failed build; of a good one, its size line.
      if (!ok) process.stderr.write(`\n── ${name} failed ──\n${output}\n`);
      const line = output.match(/^js\/app\.js\.gz for .*$/m)?.[0] ?? `${name}: no size (the build failed)`;
      done({ name, ok, line });
    });
  });
}

const started = Date.now();
// Several builds: Sass once for all of them (the same CSS, a few seconds of CPU less per build).
const stylesheet = builds.length > 1 ? await compileStylesheetOnce(WEB) : undefined;
const queue = [...builds];
const outcomes: Outcome[] = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, builds.length) }, async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      outcomes.push(await build(next, stylesheet?.file));
    }
  }),
);
stylesheet?.remove();
outcomes.sort((a, b) => a.name.localeCompare(b.name));
for (const { line } of outcomes) console.log(line);
const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
console.log(
  `${outcomes.length} builds in ${((Date.now() - started) / 1000).toFixed(0)} s (${jobs} at a time)`,
);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
