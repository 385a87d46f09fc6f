import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './emulator-process.ts';

const { values } = parseArgs({
  options: { 'upstream-webapp': { type: 'string' }, 'ours-webapp': { type: 'string' } },
  strict: false,
});

function dir(flag: unknown, env: string | undefined, fallback: string): string {
  return resolve(ROOT, typeof flag === 'string' ? flag : (env ?? fallback));
}

/**
 * The two web apps measured side by side. Ours is our flash build for 2024.05.03
 * (`apps/web/dist`, `npm run build`'s default); upstream's is the app built from OpenDTU-OnBattery tag 2024.05.03, kept outside the repository (reference only).
 * `--upstream-webapp DIR` / `BENCH_UPSTREAM_WEBAPP`, `--ours-webapp DIR` / `BENCH_OURS_WEBAPP`
 * (e.g. an older build to compare against) override them; relative paths are from the repo root.
 */
export const WEBAPPS = {
  ours: dir(values['ours-webapp'], process.env.BENCH_OURS_WEBAPP, 'apps/web/dist'),
  upstream: dir(
    values['upstream-webapp'],
    process.env.BENCH_UPSTREAM_WEBAPP,
    '../shared/reference/upstream-webapp-2024.05.03',
  ),
} as const;

export type AppName = keyof typeof WEBAPPS;
export const APPS = Object.keys(WEBAPPS) as AppName[];

/** Fails early with a hint instead of measuring an emulator that serves no app. */
export function checkWebapps(): void {
  for (const [name, path] of Object.entries(WEBAPPS)) {
    if (!existsSync(join(path, 'js/app.js.gz'))) {
      const hint =
        name === 'ours'
          ? 'build it first: npm run build'
          : 'set BENCH_UPSTREAM_WEBAPP or --upstream-webapp to the upstream build';
      throw new Error(`no ${name} web app at ${path} (${hint})`);
    }
  }
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export interface SideBySide {
  figure: string;
  unit: string;
  ours: number;
  upstream: number;
  digits?: number;
}

/** One Markdown row per figure: ours, upstream and ours ÷ upstream (below 1 means ours costs less). */
export function printTable(rows: SideBySide[]): void {
  const show = (value: number, digits = 0) =>
    value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  console.log('| figure | ours | upstream | ratio |');
  console.log('|---|---|---|---|');
  for (const row of rows) {
    const ratio = row.upstream > 0 ? `${(row.ours / row.upstream).toFixed(2)}×` : 'n/a';
    console.log(
      `| ${row.figure}, ${row.unit} | ${show(row.ours, row.digits)} | ${show(row.upstream, row.digits)} | ${ratio} |`,
    );
  }
}
