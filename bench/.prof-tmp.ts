// temporary profiling script (not committed)
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { addTenSixStringInverters, NOON, startBenchEmulator } from './emulator-process.ts';

const webapp = process.argv[2];
const seconds = Number(process.argv[3] ?? 30);
const emu = await startBenchEmulator([...NOON, '--webapp', webapp], 9701);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  await addTenSixStringInverters(emu.url);
  const page = await browser.newPage();
  const s = await page.context().newCDPSession(page);
  await s.send('Performance.enable');
  await page.goto(emu.url);
  await page.getByRole('tab').nth(9).waitFor({ timeout: 60000 });
  await page.waitForTimeout(5000);
  await s.send('Profiler.enable');
  await s.send('Profiler.setSamplingInterval', { interval: 200 });
  const m0 = (await s.send('Performance.getMetrics')).metrics;
  await s.send('Profiler.start');
  await page.waitForTimeout(seconds * 1000);
  const { profile } = (await s.send('Profiler.stop')) as any;
  const m1 = (await s.send('Performance.getMetrics')).metrics;
  const g = (m: any[], n: string) => m.find((x) => x.name === n).value;
  console.log('script ms/min', ((g(m1, 'ScriptDuration') - g(m0, 'ScriptDuration')) * 60000 / seconds).toFixed(0),
    'task ms/min', ((g(m1, 'TaskDuration') - g(m0, 'TaskDuration')) * 60000 / seconds).toFixed(0));
  writeFileSync('/tmp/perf-prof/last.cpuprofile', JSON.stringify(profile));
  const self = new Map<number, number>();
  const dt = profile.timeDeltas as number[];
  profile.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
  const byFn = new Map<string, number>();
  const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map<string, number>();
  for (const [id, us] of self) {
    const n = nodes.get(id);
    const cf = n.callFrame;
    const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
    // inclusive
    const seen = new Set<string>();
    let cur: number | undefined = id;
    while (cur !== undefined) {
      const c = nodes.get(cur).callFrame;
      const k = `${c.functionName || '(anon)'} ${c.url.split('/').pop()}:${c.lineNumber + 1}`;
      if (!seen.has(k)) { total.set(k, (total.get(k) ?? 0) + us); seen.add(k); }
      cur = parent.get(cur);
    }
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n)
    .map(([k, v]) => `${(v / 1000 * 60 / seconds).toFixed(1).padStart(8)} ms/min  ${k}`).join('\n');
  console.log('--- self'); console.log(top(byFn, 35));
  console.log('--- inclusive'); console.log(top(total, 50));
} finally {
  await browser.close();
  await emu.stop();
}
