import { benchBrowser } from './bench-browser.ts';
import { benchBundle } from './bench-bundle.ts';
import { benchCompanion } from './bench-companion.ts';
import { benchFanout } from './bench-fanout.ts';
import { benchHistory } from './bench-history.ts';
import { benchStartup } from './bench-startup.ts';
import { benchTick } from './bench-tick.ts';
import { checkWebapps } from './webapps.ts';

/**
 * Runs every benchmark in turn; each prints its figures. `BENCH_ONLY=a,b` or names after the
 * command (`npm run bench -- history`) pick some.
 */
const BENCHES: Record<string, () => unknown> = {
  bundle: benchBundle,
  startup: benchStartup,
  tick: benchTick,
  fanout: benchFanout,
  browser: benchBrowser,
  history: benchHistory,
  companion: benchCompanion,
};
const named = process.argv.slice(2).filter((arg) => arg in BENCHES);
const only = process.env.BENCH_ONLY?.split(',') ?? (named.length ? named : undefined);
if (!only || only.includes('bundle') || only.includes('browser')) checkWebapps();
for (const [name, run] of Object.entries(BENCHES)) {
  if (only && !only.includes(name)) continue;
  await run();
}
