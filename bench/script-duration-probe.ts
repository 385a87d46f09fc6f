import type { Browser } from '@playwright/test';
import { metrics } from './cdp-metrics.ts';

/** Where the probe runs its busy work: a timer task, a `queueMicrotask` job or a Promise reaction. */
export const PROBE_KINDS = ['task', 'queueMicrotask', 'Promise.then'] as const;
export type ProbeKind = (typeof PROBE_KINDS)[number];

const RUNS = 40;
const BUSY_MS = 5;

/** The page's side as source text (the bundler's helpers, e.g. `__name`, do not exist there). */
const pageScript = (kind: ProbeKind) => `new Promise((done) => {
  const busy = () => { const end = performance.now() + ${BUSY_MS}; while (performance.now() < end); };
  let n = 0;
  const timer = setInterval(() => {
    ${kind === 'task' ? 'busy()' : kind === 'queueMicrotask' ? 'queueMicrotask(busy)' : 'void Promise.resolve().then(busy)'};
    if (++n < ${RUNS}) return;
    clearInterval(timer);
    setTimeout(done, 20);
  }, 10);
})`;

/**
 * What CDP's `ScriptDuration` counts of JavaScript that demonstrably runs: on a blank page,
 * `RUNS` × `BUSY_MS` of busy loop, each started from a timer either directly, through
 * `queueMicrotask` or through `Promise.prototype.then` (where Vue schedules its renders; React
 * uses `queueMicrotask`). Returns the counted milliseconds per kind, out of `RUNS * BUSY_MS`.
 */
export async function probeScriptDuration(
  browser: Browser,
): Promise<{ ranMs: number; counted: Record<ProbeKind, number> }> {
  const page = await browser.newPage();
  try {
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    const scriptSeconds = async () => (await metrics(session)).ScriptDuration ?? Number.NaN;
    const counted = {} as Record<ProbeKind, number>;
    for (const kind of PROBE_KINDS) {
      const before = await scriptSeconds();
      await page.evaluate(pageScript(kind));
      counted[kind] = ((await scriptSeconds()) - before) * 1000;
    }
    return { ranMs: RUNS * BUSY_MS, counted };
  } finally {
    await page.close();
  }
}
