import { benchBrowser } from './bench-browser.ts';
import { benchBundle } from './bench-bundle.ts';
import { benchFanout } from './bench-fanout.ts';
import { benchStartup } from './bench-startup.ts';

/** Runs every benchmark in turn; each prints `name: value unit` lines. `BENCH_ONLY=a,b` picks some. */
const BENCHES: Record<string, () => unknown> = {
  bundle: benchBundle,
  startup: benchStartup,
  fanout: benchFanout,
  browser: benchBrowser,
};
const only = process.env.BENCH_ONLY?.split(',');
for (const [name, run] of Object.entries(BENCHES)) {
  if (only && !only.includes(name)) continue;
  await run();
}
