import { readFileSync } from 'node:fs';
import { NOON, report, startBenchEmulator } from './emulator-process.ts';

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) : Number.NaN;
}

/** Spawn → first answered request (includes tsx transpiling the sources), then resident memory. */
export async function benchStartup(): Promise<void> {
  const runs: number[] = [];
  let rss = 0;
  for (let i = 0; i < 3; i++) {
    const emulator = await startBenchEmulator(NOON);
    runs.push(emulator.startupMs);
    await new Promise((r) => setTimeout(r, 2000));
    rss = rssKb(emulator.child.pid ?? 0);
    await emulator.stop();
  }
  runs.sort((a, b) => a - b);
  report('emulator start-up (median of 3)', Math.round(runs[1]), 'ms');
  report('emulator RSS after start', Math.round(rss / 1024), 'MB');
}
