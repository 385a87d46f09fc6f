import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { addTenSixStringInverters, NOON, report, startBenchEmulator } from './emulator-process.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEAP_MINUTES = Number(process.env.BENCH_HEAP_MINUTES ?? 2);
const WARMUP_MS = 5_000;

async function metrics(session: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await session.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Heap in use after a forced collection, so growth means retained objects, not garbage. */
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

/**
 * Live view with 10 six-string inverters: main-thread scripting per minute, then the heap
 * after `BENCH_HEAP_MINUTES`; finally the time to first live data on a slow link and CPU.
 */
export async function benchBrowser(): Promise<void> {
  const emulator = await startBenchEmulator(NOON);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await addTenSixStringInverters(emulator.url);
    const { page, session } = await openLiveView(browser, emulator.url);
    await page.waitForTimeout(WARMUP_MS);
    const heapStart = await heapMb(session);
    const m0 = await metrics(session);
    await page.waitForTimeout(60_000);
    const m1 = await metrics(session);
    report(
      'live view scripting (10 inv x 6 strings)',
      ((m1.ScriptDuration - m0.ScriptDuration) * 1000).toFixed(0),
      'ms/min',
    );
    report(
      'live view main-thread tasks (10 inv x 6 strings)',
      ((m1.TaskDuration - m0.TaskDuration) * 1000).toFixed(0),
      'ms/min',
    );
    await page.waitForTimeout(Math.max(0, HEAP_MINUTES * 60_000 - 60_000));
    const heapEnd = await heapMb(session);
    report('live view JS heap at start', heapStart.toFixed(2), 'MB');
    report(`live view JS heap after ${HEAP_MINUTES} min`, heapEnd.toFixed(2), 'MB');
    report('live view JS heap growth', (((heapEnd - heapStart) / heapStart) * 100).toFixed(1), '%');
    await page.close();

    const slow = await browser.newPage();
    const cdp = await slow.context().newCDPSession(slow);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: 1_000_000 / 8,
      uploadThroughput: 1_000_000 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = performance.now();
    await slow.goto(emulator.url);
    await slow.getByRole('tab').first().waitFor({ timeout: 120_000 });
    report(
      'time to first live data (1 Mbit/s, 100 ms RTT, CPU/4)',
      Math.round(performance.now() - started),
      'ms',
    );
  } finally {
    await browser.close();
    await emulator.stop();
  }
}
