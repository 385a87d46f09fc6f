import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { metrics } from './cdp-metrics.ts';
import {
  addTenSixStringInverters,
  type BenchEmulator,
  NOON,
  report,
  startBenchEmulator,
} from './emulator-process.ts';
import { PROBE_KINDS, probeScriptDuration } from './script-duration-probe.ts';
import { APPS, type AppName, median, printTable, type SideBySide, WEBAPPS } from './webapps.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000;
/** Optional long run for leaks: both apps open side by side this many minutes (0 = skip). */
const HEAP_MINUTES = Number(process.env.BENCH_HEAP_MINUTES ?? 0);
const WARMUP_MS = 5_000;

/** Heap in use after a forced collection, so it counts retained objects, not garbage. */
async function heapMb(session: CDPSession): Promise<number> {
  await session.send('HeapProfiler.collectGarbage');
  return (await metrics(session)).JSHeapUsedSize / 2 ** 20;
}

async function openLiveView(browser: Browser, url: string): Promise<{ page: Page; session: CDPSession }> {
  const page = await browser.newPage();
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  await page.goto(url);
  await page.getByRole('tab').nth(9).waitFor({ timeout: 60_000 });
  return { page, session };
}

interface Round {
  scriptMsPerMin: number;
  profiledJsMsPerMin: number;
  taskMsPerMin: number;
  heapMb: number;
  firstLiveMs: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Sampled time in JavaScript and garbage collection (not idle, not the renderer's own work). */
function profiledJsMs(profile: CpuProfile): number {
  const outside = new Set(
    profile.nodes
      .filter((node) => ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName))
      .map((node) => node.id),
  );
  let us = 0;
  profile.samples.forEach((id, i) => {
    if (!outside.has(id)) us += profile.timeDeltas[i] ?? 0;
  });
  return us / 1000;
}

/**
 * One minute of live view (after a warm-up), normalised to ms per minute; heap at its end. Beside
 * `ScriptDuration`, a sampling CPU profile of the same minute counts JavaScript wherever it runs
 * (also in microtasks, where Vue and React render and which `ScriptDuration` leaves out).
 */
async function measureLiveView(browser: Browser, url: string): Promise<Omit<Round, 'firstLiveMs'>> {
  const { page, session } = await openLiveView(browser, url);
  try {
    await page.waitForTimeout(WARMUP_MS);
    await session.send('Profiler.enable');
    await session.send('Profiler.start');
    const m0 = await metrics(session);
    await page.waitForTimeout(MEASURE_MS);
    const m1 = await metrics(session);
    const { profile } = (await session.send('Profiler.stop')) as { profile: CpuProfile };
    const perMinute = (seconds: number) => (seconds * 1000 * 60_000) / MEASURE_MS;
    return {
      scriptMsPerMin: perMinute(m1.ScriptDuration - m0.ScriptDuration),
      profiledJsMsPerMin: perMinute(profiledJsMs(profile) / 1000),
      taskMsPerMin: perMinute(m1.TaskDuration - m0.TaskDuration),
      heapMb: await heapMb(session),
    };
  } finally {
    await page.close();
  }
}

/** A fresh page on 1 Mbit/s with 100 ms latency and 4× CPU throttling: navigation to the first tab. */
async function measureFirstLiveValues(browser: Browser, url: string): Promise<number> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: 1_000_000 / 8,
      uploadThroughput: 1_000_000 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = performance.now();
    await page.goto(url);
    await page.getByRole('tab').first().waitFor({ timeout: 120_000 });
    return performance.now() - started;
  } finally {
    await page.close();
  }
}

async function leakRun(browser: Browser, emulators: Record<AppName, BenchEmulator>): Promise<void> {
  const pages = await Promise.all(APPS.map((app) => openLiveView(browser, emulators[app].url)));
  const start = await Promise.all(pages.map(({ session }) => heapMb(session)));
  await pages[0].page.waitForTimeout(HEAP_MINUTES * 60_000);
  const end = await Promise.all(pages.map(({ session }) => heapMb(session)));
  APPS.forEach((app, i) => {
    report(
      `${app} JS heap growth over ${HEAP_MINUTES} min`,
      (((end[i] - start[i]) / start[i]) * 100).toFixed(1),
      '%',
    );
  });
  await Promise.all(pages.map(({ page }) => page.close()));
}

/**
 * Ours and upstream's live view side by side: two emulators with the same seed and start time
 * (10 six-string inverters at a sunny noon), one serving each app; the rounds are interleaved
 * (the order alternates each round) so machine load hits both alike. Medians of the rounds.
 */
export async function benchBrowser(): Promise<void> {
  const started = await Promise.allSettled(
    APPS.map((app) => startBenchEmulator([...NOON, '--webapp', WEBAPPS[app]])),
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(
      started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)),
    );
    throw failed.reason;
  }
  const emulators = Object.fromEntries(
    started.map((result, i) => [APPS[i], (result as PromiseFulfilledResult<BenchEmulator>).value]),
  ) as Record<AppName, BenchEmulator>;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await Promise.all(APPS.map((app) => addTenSixStringInverters(emulators[app].url)));
    const rounds: Record<AppName, Round[]> = { ours: [], upstream: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? APPS : [...APPS].reverse();
      for (const app of order) {
        const live = await measureLiveView(browser, emulators[app].url);
        const firstLiveMs = await measureFirstLiveValues(browser, emulators[app].url);
        rounds[app].push({ ...live, firstLiveMs });
        const r = rounds[app][round];
        console.log(
          `round ${round + 1} ${app}: JS ${r.scriptMsPerMin.toFixed(0)} ms/min (profiled ${r.profiledJsMsPerMin.toFixed(0)}), tasks ${r.taskMsPerMin.toFixed(0)} ms/min, heap ${r.heapMb.toFixed(2)} MB, first live values ${r.firstLiveMs.toFixed(0)} ms`,
        );
      }
    }
    const row = (figure: string, unit: string, key: keyof Round, digits = 0): SideBySide => ({
      figure,
      unit,
      digits,
      ours: median(rounds.ours.map((r) => r[key])),
      upstream: median(rounds.upstream.map((r) => r[key])),
    });
    console.log(`\nLive view, 10 inverters × 6 strings, medians of ${ROUNDS} interleaved rounds:`);
    printTable([
      row('JS time (CDP ScriptDuration)', 'ms per minute', 'scriptMsPerMin'),
      row('JS + GC time (CPU profile samples)', 'ms per minute', 'profiledJsMsPerMin'),
      row('all main-thread tasks', 'ms per minute', 'taskMsPerMin'),
      row('JS heap after GC', 'MB', 'heapMb', 1),
      row('first live values, 1 Mbit/s + 100 ms + 4× CPU', 'ms', 'firstLiveMs'),
    ]);
    // The first row's yardstick: which JavaScript ScriptDuration sees at all.
    const probe = await probeScriptDuration(browser);
    console.log(
      `\nScriptDuration probe: of ${probe.ranMs} ms of busy JavaScript, it counted ${PROBE_KINDS.map((kind) => `${probe.counted[kind].toFixed(0)} ms run in ${kind}`).join(', ')}.`,
    );
    if (HEAP_MINUTES > 0) await leakRun(browser, emulators);
  } finally {
    await browser.close();
    await Promise.all(APPS.map((app) => emulators[app].stop()));
  }
}
