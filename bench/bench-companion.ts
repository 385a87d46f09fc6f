import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@dtu/emulator/test/free-port';
import { type BenchEmulator, ROOT, startBenchEmulator } from './emulator-process.ts';

/** The compiled companion an owner runs (`npm pack` in apps/companion/package builds it). */
const COMPILED = join(ROOT, 'apps/companion/package/lib/dtu-web.js');
const CLOCK_TICKS_PER_S = 100;
const GATEWAYS = 3;

/** RSS (bytes) and CPU time used so far (s) of process `pid`, from /proc. */
function usage(pid: number): { rssBytes: number; cpuS: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  // Fields 14 and 15 (utime, stime) after the command name in parentheses.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssBytes: rssKb * 1024, cpuS: ticks / CLOCK_TICKS_PER_S };
}

/** The companion in front of `emulators`, alerts to a webhook that answers 200 (so the rules run). */
async function startCompiledCompanion(emulators: BenchEmulator[], hookUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dtu-bench-companion-'));
  const devices = emulators.flatMap((e, i) => ['--device', `gw${i + 1}=${e.url}`]);
  const child: ChildProcess = spawn(
    process.execPath,
    [COMPILED, ...devices, '--port', `${port}`, '--data-dir', dataDir, '--webhook', hookUrl],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((done, fail) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk;
      if ((text.match(/ served at /g) ?? []).length === emulators.length) done();
    });
    child.once('exit', (code) => fail(new Error(`the companion exited with ${code}:\n${text}`)));
  });
  return {
    pid: child.pid as number,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Samples the companion every second for `seconds` after `warmS`: peak and last RSS, CPU % of one core. */
async function measure(pid: number, warmS: number, seconds: number) {
  const tick = () => new Promise((done) => setTimeout(done, 1000));
  for (let s = 0; s < warmS; s++) await tick();
  const first = usage(pid);
  const startedMs = performance.now();
  let peak = first.rssBytes;
  let last = first;
  for (let s = 0; s < seconds; s++) {
    await tick();
    last = usage(pid);
    peak = Math.max(peak, last.rssBytes);
  }
  const wallS = (performance.now() - startedMs) / 1000;
  return {
    peakMb: peak / 2 ** 20,
    lastMb: last.rssBytes / 2 ** 20,
    cpuPct: ((last.cpuS - first.cpuS) / wallS) * 100,
  };
}

async function run(label: string, args: (i: number) => string[], warmS: number, seconds: number) {
  const hook = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end());
  });
  await new Promise<void>((done) => hook.listen(0, '127.0.0.1', done));
  const hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/`;
  const emulators = await Promise.all(
    Array.from({ length: GATEWAYS }, (_, i) => startBenchEmulator(args(i))),
  );
  const companion = await startCompiledCompanion(emulators, hookUrl);
  try {
    const figures = await measure(companion.pid, warmS, seconds);
    console.log(
      `companion, ${GATEWAYS} gateways, ${label}: RSS peak ${figures.peakMb.toFixed(1)} MB, at the end ${figures.lastMb.toFixed(1)} MB; CPU ${figures.cpuPct.toFixed(2)} % of one core`,
    );
  } finally {
    await companion.stop();
    await Promise.all(emulators.map((e) => e.stop()));
    hook.close();
  }
}

/**
 * The compiled companion (`dtu-web`, as installed) serving three emulated gateways with alerts on:
 * a simulated day at `COMPANION_SCALE` (default 1440×: 60 s), then `COMPANION_REAL_S` seconds at
 * 1× (default 180, after 30 s of start-up). The target is a small always-on box: RSS under 150 MB,
 * under 5 % of one core at 1×.
 */
export async function benchCompanion(): Promise<void> {
  if (!existsSync(COMPILED))
    throw new Error(`${COMPILED} is missing: npm pack in apps/companion/package builds it`);
  const scale = Number(process.env.COMPANION_SCALE ?? 1440);
  const realS = Number(process.env.COMPANION_REAL_S ?? 180);
  // From 22:00 (Berlin summer) for a device day, each gateway with its own seed.
  const day = (i: number) => [
    '--now',
    '2024-06-21T20:00:00Z',
    '--time-scale',
    `${scale}`,
    '--seed',
    `${11 + i}`,
  ];
  await run(`a simulated day at ${scale}×`, day, 0, Math.round(86_400 / scale));
  await run(`${realS} s at 1×`, (i) => ['--seed', `${11 + i}`], 30, realS);
}
