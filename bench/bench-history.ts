import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { metrics } from './cdp-metrics.ts';
import { addTenSixStringInverters, startBenchEmulator } from './emulator-process.ts';
import type { FillOptions, FillResult } from './history-fill.ts';
import { BLANK, MODULES, serveRepoModules } from './history-modules.ts';
import { median, WEBAPPS } from './webapps.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Days recorded (5 years by default; fewer for a quick look). */
const DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 5 * 365 + 1);
const NOW = '2024-06-21T10:00:00Z';
/** The factory zone's summer offset (CEST), the device's on the emulated June day. */
const OFFSET_MIN = 120;
/** The old day opened second: a year back (or the first day), from the quarter tier. */
const OLD_DAY = new Date(Date.parse(NOW) - Math.min(365, DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
const MB = 1024 * 1024;
/** Saves a CPU profile of the first opening (for Chromium's DevTools) when set. */
const PROFILE = process.env.BENCH_HISTORY_PROFILE;
/** Saves a Chromium trace of the first opening (Performance panel, or ui.perfetto.dev) when set. */
const TRACE_FILE = process.env.BENCH_HISTORY_TRACE_FILE;
const TRACE_CATEGORIES = [
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'loading',
];

/** The trace recorded since `Tracing.start` (`TRACE_FILE`), as Chromium's JSON trace. */
async function endTrace(cdp: CDPSession, file: string) {
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream as string)),
  );
  await cdp.send('Tracing.end');
  const stream = await done;
  const chunks: string[] = [];
  for (;;) {
    const { data, eof } = await cdp.send('IO.read', { handle: stream });
    chunks.push(data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  writeFileSync(file, chunks.join(''));
}
/**
 * For quick iteration: a Chromium profile directory kept between runs (on a fixed port, as
 * IndexedDB belongs to the origin), filled once for `DAYS` and then only opened again.
 */
const KEEP = process.env.BENCH_HISTORY_KEEP;
const KEEP_PORT = Number(process.env.BENCH_HISTORY_PORT ?? 18_427);

/**
 * In every page: the long tasks (over 50 ms), the moment the app first rendered a page (its
 * heading present, then one frame and one task later) and the moment the day curve has been
 * drawn: its first area path present (and different from `notD`), then one frame and a task later.
 */
const OBSERVE = `
window.__bench = { long: [], first: 0, drawn: 0, notD: undefined };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) __bench.long.push(e.duration);
}).observe({ type: 'longtask', buffered: true });
const check = () => {
  if (!__bench.first && document.querySelector('h1')) {
    __bench.first = -1;
    requestAnimationFrame(() => setTimeout(() => (__bench.first = performance.now(), performance.mark('bench first'))));
  }
  if (__bench.drawn) return;
  const d = document.querySelector('[role="slider"] svg path[d^="M"]')?.getAttribute('d');
  if (!d || d === __bench.notD) return;
  __bench.drawn = -1;
  requestAnimationFrame(() => setTimeout(() => (__bench.drawn = performance.now(), performance.mark('bench drawn'))));
};
if (${JSON.stringify(Boolean(process.env.BENCH_HISTORY_TRACE))}) {
  __bench.idb = [];
  for (const name of ['get', 'getAll', 'getAllKeys', 'openCursor']) {
    const original = IDBObjectStore.prototype[name];
    IDBObjectStore.prototype[name] = function (...args) {
      const req = original.apply(this, args);
      const entry = [name, this.name, performance.now()];
      __bench.idb.push(entry);
      performance.mark(name + ' ' + this.name);
      req.addEventListener('success', () => (entry.push(performance.now()), performance.mark(name + ' ' + this.name + ' done')), { once: true });
      return req;
    };
  }
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (...args) {
    const req = open.apply(this, args);
    const entry = ['open', args[0], performance.now()];
    __bench.idb.push(entry);
    performance.mark('open');
    req.addEventListener('success', () => (entry.push(performance.now()), performance.mark('open done')), { once: true });
    return req;
  };
  const get = window.fetch;
  window.fetch = function (...args) {
    const entry = ['fetch', String(args[0]), performance.now()];
    __bench.idb.push(entry);
    return get.apply(this, args).then((reply) => (entry.push(performance.now()), reply));
  };
}
new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
`;

interface Opening {
  /** Navigation start (or the day's choice) to the curve drawn, ms. */
  ms: number;
  /** CDP TaskDuration over the same span, ms. */
  taskMs: number;
  longest: number;
  longTasks: number;
  /** Navigation start to the page's heading drawn (the app's first render of the page), ms. */
  first?: number;
}

async function fill(
  context: BrowserContext,
  origin: string,
): Promise<FillResult & { usage: number; idb: number }> {
  const page = await context.newPage();
  try {
    await serveRepoModules(page, origin);
    await page.goto(`${origin}${BLANK}`);
    const options: FillOptions = {
      nowMs: Date.parse(NOW),
      offsetMin: OFFSET_MIN,
      serials: Array.from({ length: 10 }, (_, i) => `1382${String(i + 1).padStart(8, '0')}`),
      inputs: 6,
      days: DAYS,
    };
    const result = (await page.evaluate(
      `import('${MODULES}bench/history-fill.ts').then((m) => m.fillHistory(${JSON.stringify(options)}))`,
    )) as FillResult;
    return { ...result, ...(await usage(page)) };
  } finally {
    await page.close();
  }
}

/** The fill of an earlier run kept in `KEEP` for the same number of days, else a new one. */
async function keptOrFilled(context: BrowserContext, origin: string): ReturnType<typeof fill> {
  const record = KEEP && join(KEEP, `bench-filled-${DAYS}.json`);
  if (record && existsSync(record)) return JSON.parse(readFileSync(record, 'utf8'));
  const filled = await fill(context, origin);
  if (record) writeFileSync(record, JSON.stringify(filled));
  return filled;
}

/** `navigator.storage.estimate()`: the origin's usage, and IndexedDB's part where Chromium tells it. */
async function usage(page: Page): Promise<{ usage: number; idb: number }> {
  return (await page.evaluate(
    `navigator.storage.estimate().then((e) => ({ usage: e.usage, idb: e.usageDetails?.indexedDB ?? NaN }))`,
  )) as { usage: number; idb: number };
}

/**
 * Until `condition` (an expression over the page's globals) holds, checked every 50 ms by the
 * page itself. Not `waitForFunction` or a locator: their first use loads Playwright's injected
 * script into the page (about 80 ms of main-thread work at 4× CPU slowdown, and a query over
 * every element per poll), which would be counted as the app's.
 */
const waitFor = (page: Page, condition: string) =>
  page.evaluate(
    `new Promise((resolve, reject) => {
      const end = performance.now() + 120000;
      const check = () =>
        (${condition}) ? resolve() : performance.now() > end ? reject(new Error('timed out: ${condition.replace(/'/g, '')}')) : setTimeout(check, 50);
      check();
    })`,
  );

const waitDrawn = (page: Page) => waitFor(page, 'window.__bench.drawn > 0');

/** A fresh page of the origin, blank, observed (`OBSERVE`) and at 4× CPU slowdown from now on. */
async function throttledPage(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  await serveRepoModules(page, origin);
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}${BLANK}`);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp };
}

/**
 * The app's own start, without history: a fresh page at 4× CPU slowdown, navigation to `/about`
 * until its heading is drawn. Subtracted from the opening of `/history`, it leaves the day's part.
 */
async function appStart(context: BrowserContext, origin: string): Promise<Opening> {
  const { page, cdp } = await throttledPage(context, origin);
  try {
    const before = await metrics(cdp);
    await page.goto(`${origin}/about`);
    await waitFor(page, 'window.__bench.first > 0');
    const after = await metrics(cdp);
    const shown = (await page.evaluate(
      '({ ms: __bench.first, longest: Math.max(0, ...__bench.long), longTasks: __bench.long.length })',
    )) as Omit<Opening, 'taskMs'>;
    return { ...shown, taskMs: (after.TaskDuration - before.TaskDuration) * 1000 };
  } finally {
    await page.close();
  }
}

/**
 * A fresh page at 4× CPU slowdown: `/history` opened (latest day) until its curve is drawn, then
 * until the whole page is there (the cards of every day), then the old day chosen.
 */
async function open(context: BrowserContext, origin: string): Promise<[Opening, Opening, Opening]> {
  const { page, cdp } = await throttledPage(context, origin);
  try {
    if (PROFILE) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    if (TRACE_FILE)
      await cdp.send('Tracing.start', {
        transferMode: 'ReturnAsStream',
        categories: TRACE_CATEGORIES.join(','),
      });
    const before = await metrics(cdp);
    await page.goto(`${origin}/history`);
    await waitDrawn(page);
    const after = await metrics(cdp);
    if (PROFILE) writeFileSync(PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    if (TRACE_FILE) await endTrace(cdp, TRACE_FILE);
    const latest = (await page.evaluate(
      '({ ms: __bench.drawn, first: __bench.first, longest: Math.max(0, ...__bench.long), longTasks: __bench.long.length })',
    )) as Omit<Opening, 'taskMs'>;
    const first = { ...latest, taskMs: (after.TaskDuration - before.TaskDuration) * 1000 };
    if (process.env.BENCH_HISTORY_TRACE)
      console.log(
        'reads until drawn (name, store, start, success, ms):',
        ((await page.evaluate('__bench.idb')) as [string, string, number, number?][])
          .filter(([, , start]) => start < latest.ms)
          .map(([name, store, start, end]) =>
            [name, store, start.toFixed(0), end?.toFixed(0), ((end ?? start) - start).toFixed(0)].join(' '),
          ),
        '\nmeasures (name, start, ms):',
        (
          (await page.evaluate(
            "performance.getEntriesByType('measure').map((m) => [m.name, m.startTime, m.duration])",
          )) as [string, number, number][]
        ).map(([name, start, ms]) => `${name} ${start.toFixed(0)} ${ms.toFixed(0)}`),
      );
    // The rest of the page (the energy bars and records of every day, the export) follows the
    // curve; the day a year back is chosen once it is there.
    await waitFor(page, "[...document.querySelectorAll('h2')].some((h) => h.textContent === 'Export')");
    const whole = await metrics(cdp);
    const complete = (await page.evaluate(
      '({ ms: performance.now(), longest: Math.max(0, ...__bench.long), longTasks: __bench.long.length })',
    )) as Omit<Opening, 'taskMs'>;

    await page.evaluate(`Object.assign(__bench, {
      long: [], drawn: 0, since: performance.now(),
      notD: document.querySelector('[role="slider"] svg path[d^="M"]').getAttribute('d') })`);
    const chose = await metrics(cdp);
    if (PROFILE) await cdp.send('Profiler.start');
    if (TRACE_FILE)
      await cdp.send('Tracing.start', {
        transferMode: 'ReturnAsStream',
        categories: TRACE_CATEGORIES.join(','),
      });
    // The choice as the browser reports it, without a locator's query (see `waitFor`).
    await page.evaluate(`(() => {
      const select = document.getElementById([...document.querySelectorAll('label')].find((l) => l.textContent === 'Days').htmlFor);
      select.value = ${JSON.stringify(OLD_DAY)};
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    })()`);
    await waitDrawn(page);
    const drawn = await metrics(cdp);
    if (PROFILE) writeFileSync(`${PROFILE}.old`, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    if (TRACE_FILE) await endTrace(cdp, `${TRACE_FILE}.old`);
    const old = (await page.evaluate(
      '({ ms: __bench.drawn - __bench.since, longest: Math.max(0, ...__bench.long), longTasks: __bench.long.length })',
    )) as Omit<Opening, 'taskMs'>;
    return [
      first,
      { ...old, taskMs: (drawn.TaskDuration - chose.TaskDuration) * 1000 },
      { ...complete, taskMs: (whole.TaskDuration - before.TaskDuration) * 1000 },
    ];
  } finally {
    await page.close();
  }
}

/**
 * Years of 10 six-input inverters recorded in the real browser's IndexedDB (through the app's
 * storage code, at the tiers its recorder keeps, thinned to its budget): the bytes stored, and
 * opening a day in `/history` at 4× CPU slowdown. Issue #27: ≤ 100 MB, a day in ≤ 300 ms.
 */
export async function benchHistory(): Promise<void> {
  const emulator = await startBenchEmulator(
    ['--factory', '--now', NOW, '--seed', '11', '--webapp', WEBAPPS.ours],
    KEEP ? KEEP_PORT : undefined,
  );
  const launch = { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] };
  const browser = KEEP ? undefined : await chromium.launch(launch);
  const context = KEEP
    ? await chromium.launchPersistentContext(KEEP, launch)
    : await (browser as NonNullable<typeof browser>).newContext();
  try {
    await addTenSixStringInverters(emulator.url);
    const filled = await keptOrFilled(context, emulator.url);
    console.log(
      `filled ${filled.dayRecords} days (${filled.quarters} quarters, ${filled.minutes} minutes) in ${(filled.ms / 1000).toFixed(1)} s, budget thinning ${(filled.thinMs / 1000).toFixed(1)} s`,
    );
    const rounds: [Opening, Opening, Opening, Opening][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push([...(await open(context, emulator.url)), await appStart(context, emulator.url)]);
      const [a, b, c, d] = rounds[round];
      console.log(
        `round ${round + 1}: latest day ${a.ms.toFixed(0)} ms (heading ${a.first?.toFixed(0)} ms, tasks ${a.taskMs.toFixed(0)} ms, longest ${a.longest.toFixed(0)} ms), whole page ${c.ms.toFixed(0)} ms (tasks ${c.taskMs.toFixed(0)} ms, longest ${c.longest.toFixed(0)} ms), ${OLD_DAY} ${b.ms.toFixed(0)} ms (tasks ${b.taskMs.toFixed(0)} ms, longest ${b.longest.toFixed(0)} ms), app start (/about) ${d.ms.toFixed(0)} ms (tasks ${d.taskMs.toFixed(0)} ms)`,
      );
    }
    const page = await context.newPage();
    await page.goto(`${emulator.url}${BLANK}`);
    const after = await usage(page);
    const mid = (i: 0 | 1 | 2 | 3, key: Exclude<keyof Opening, 'first'>) =>
      median(rounds.map((r) => r[i][key])).toFixed(0);
    // Per round, so a busy moment of one round does not meet a quiet one of another.
    const opening = median(rounds.map((r) => r[0].ms - r[3].ms)).toFixed(0);
    const afterHeading = median(rounds.map((r) => r[0].ms - (r[0].first ?? 0))).toFixed(0);
    console.log(`\nHistory storage, 10 inverters × 6 inputs, ${DAYS} days, medians of ${ROUNDS} rounds:`);
    console.log('| figure | value | target |');
    console.log('|---|---|---|');
    const rows: [string, string, string][] = [
      [
        "stored samples, the app's count before its budget thinning, MB",
        (filled.ownBytesFilled / MB).toFixed(1),
        '',
      ],
      ["stored samples, the app's count (`meta.bytes`), MB", (filled.ownBytes / MB).toFixed(1), '≤ 100'],
      ['`navigator.storage.estimate()` usage after the fill, MB', (filled.usage / MB).toFixed(1), '≤ 100'],
      ['… of it IndexedDB (`usageDetails`), MB', (filled.idb / MB).toFixed(1), ''],
      ['usage after the page runs, MB', (after.usage / MB).toFixed(1), ''],
      ['open `/history` (latest day, minutes), 4× CPU: navigation to curve drawn, ms', mid(0, 'ms'), '≤ 300'],
      ['… main-thread tasks (CDP TaskDuration), ms', mid(0, 'taskMs'), ''],
      ['… longest task, ms', mid(0, 'longest'), ''],
      ["the app's start without history, 4× CPU: navigation to `/about` drawn, ms", mid(3, 'ms'), ''],
      ['… main-thread tasks (CDP TaskDuration), ms', mid(3, 'taskMs'), ''],
      ["**a day opens**: navigation to curve drawn minus the app's start (same round), ms", opening, '≤ 300'],
      [
        "… the same page's heading drawn (the app's first render of `/history`) to curve drawn, ms",
        afterHeading,
        '≤ 300',
      ],
      ['… then the whole page (the cards of every day): navigation to the Export card, ms', mid(2, 'ms'), ''],
      ['… main-thread tasks (CDP TaskDuration), ms', mid(2, 'taskMs'), ''],
      ['… longest task, ms', mid(2, 'longest'), ''],
      [`choose ${OLD_DAY} (quarters), 4× CPU: choice to curve drawn, ms`, mid(1, 'ms'), '≤ 300'],
      ['… main-thread tasks (CDP TaskDuration), ms', mid(1, 'taskMs'), ''],
      ['… longest task, ms', mid(1, 'longest'), ''],
    ];
    for (const [figure, value, target] of rows) console.log(`| ${figure} | ${value} | ${target} |`);
    await page.close();
  } finally {
    await context.close();
    await browser?.close();
    await emulator.stop();
  }
}
