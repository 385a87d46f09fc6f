#!/usr/bin/env node
/**
 * Marginal cost of the recent features in `js/app.js.gz`, by the "unmount chain" of
 * `apps/web/src/history/README.md` ("Bytes: the feature's marginal cost").
 *
 * Copies `apps/web` (without `dist`) to `apps/.web-bytes` (inside the repository, so module
 * resolution finds the workspace's `node_modules`), builds the full app, then unmounts the
 * features one after the other, each step on top of the previous one, and builds again. Each
 * step's difference is that part's marginal cost. The unmount order is forced by the imports:
 * the alerts and `/sites` import from the history layer, the weak-module finder from both.
 *
 * Every edit is an exact text replacement that must match the expected number of times, and
 * every deletion must exist: when the sources drift, the script stops with the file and the
 * text it expected instead of measuring something else. A build that fails (a missing import)
 * means the unmount is incomplete. The copy is removed at the start and at the end.
 *
 * Usage: `npm run bench:bytes` (seven builds, 10–20 s each on a quiet machine); `--check` applies the edits
 * and deletions without building (a quick test that they still match the sources).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(ROOT, 'apps/web');
const COPY = join(ROOT, 'apps/.web-bytes');
/** Not copied: build output, build caches and the (empty) local node_modules. */
const SKIPPED = new Set(['dist', 'node_modules', '.tsbuild']);

// ---------------------------------------------------------------------------------------------
// The steps. Paths are relative to `src/` of the copy.

/** Removes each text (each must occur exactly once). */
const drop = (file, ...texts) => texts.map((from) => ({ file, from, to: '' }));
/** Replaces `from` by `to`; `count` is how often `from` must occur (all are replaced). */
const replace = (file, from, to, count = 1) => ({ file, from, to, count });

const STEPS = [
  {
    name: '#15 alerts and sites',
    edits: [
      ...drop(
        'app/app.tsx',
        "import { AlertWatch } from '../features/alerts/alert-watch.tsx';\n",
        '      <AlertWatch />\n',
      ),
      ...drop(
        'app/navbar.tsx',
        "import { AlertMenu } from '../features/alerts/alert-menu.tsx';\n",
        '            <AlertMenu onChosen={close} />\n',
        "            {navLink('/sites', t('nav.sites'))}\n",
      ),
      replace('app/nav-messages.ts', "    sites: 'Sites',\n", '', 2), // en and fr
      ...drop('app/nav-messages.ts', "    sites: 'Anlagen',\n"),
      ...drop(
        'app/router.tsx',
        "import { AlertsPage } from '../features/alerts/alerts-page.tsx';\n",
        "import { SitesPage } from '../features/sites/sites-page.tsx';\n",
        "  '/alerts': AlertsPage,\n",
        "  '/sites': SitesPage,\n",
      ),
      ...drop('app/site-map.ts', "  { path: '/alerts' },\n", "  { path: '/sites' },\n"),
      ...drop(
        'app/message-registry.ts',
        "import { alertMessages } from '../features/alerts/messages.ts';\n",
        "import { sitesMessages } from '../features/sites/messages.ts';\n",
        '  alerts: alertMessages,\n',
        '  sites: sitesMessages,\n',
      ),
      ...drop(
        'app/start-history.ts',
        "import { startAlerts } from '../alerts/monitor.ts';\n",
        '  const stopAlerts = startAlerts({ limiter });\n',
        '    stopAlerts();\n',
      ),
      ...drop(
        'features/history/export-panel.tsx',
        "import { alertsBackup, readAlertsBackup } from '../../alerts/alert-store.ts';\n",
      ),
      replace(
        'features/history/export-panel.tsx',
        'await getHistoryDb(), alertsBackup())',
        'await getHistoryDb())',
      ),
      replace(
        'features/history/export-panel.tsx',
        'await file.text(), readAlertsBackup)',
        'await file.text())',
      ),
      // The combined table's device column came with /sites.
      replace(
        'ui/installation-table.tsx',
        'export function InverterRows({ inverter, device }: { inverter: LiveInverter; device?: string }) {',
        'export function InverterRows({ inverter }: { inverter: LiveInverter }) {',
      ),
      ...drop(
        'ui/installation-table.tsx',
        '  const deviceCell = device !== undefined && <td>{device}</td>;\n',
      ),
      replace('ui/installation-table.tsx', '{deviceCell}\n', '', 2),
      replace(
        'ui/installation-table.tsx',
        'export function InstallationTable({ device, children }: { device?: boolean; children: ReactNode }) {',
        'export function InstallationTable({ children }: { children: ReactNode }) {',
      ),
      ...drop(
        'ui/installation-table.tsx',
        '          {device && <th scope="col">{t(\'chargeControllerView.section_device\')}</th>}\n',
      ),
      // The recorder keeps recording the local device; the remote devices' store stays empty.
      replace(
        'history/recorder.ts',
        "import { holdRemoteSockets, remoteLive } from '../live/remote-devices.ts';\n",
        'const holdRemoteSockets = () => () => {};\nconst remoteLive = { get: () => ({}), subscribe: () => () => {} };\n',
      ),
    ],
    remove: ['alerts', 'features/alerts', 'features/sites', 'live/remote-devices.ts'],
  },
  {
    name: '#14 weak-module finder',
    edits: [
      ...drop(
        'features/overview/overview-page.tsx',
        "import { useWeakInputs } from '../../analysis/use-weak-inputs.ts';\n",
        "import { WeakInputsCard } from './weak-inputs-card.tsx';\n",
        '  const weak = useWeakInputs();\n',
        '      {weak?.verdicts[0] && <WeakInputsCard {...weak} />}\n',
      ),
      ...drop(
        'app/message-registry.ts',
        "import { weakInputMessages } from '../features/overview/weak-input-messages.ts';\n",
        '  weakInputs: weakInputMessages,\n',
      ),
    ],
    remove: [
      'analysis',
      'features/overview/weak-inputs-card.tsx',
      'features/overview/weak-input-messages.ts',
    ],
  },
  {
    name: '#14 overview, limit line, limiter',
    edits: [
      ...drop('app/site-map.ts', "  { path: '/overview' },\n"),
      ...drop(
        'app/router.tsx',
        "import { OverviewPage } from '../features/overview/overview-page.tsx';\n",
        "  '/overview': OverviewPage,\n",
      ),
      ...drop('app/navbar.tsx', "            {navLink('/overview', t('nav.overview'))}\n"),
      ...drop(
        'app/nav-messages.ts',
        "    overview: 'Overview',\n",
        "    overview: 'Übersicht',\n",
        "    overview: 'Vue d’ensemble',\n",
      ),
      ...drop(
        'app/message-registry.ts',
        "import { overviewMessages } from '../features/overview/messages.ts';\n",
        "import { limiterMessages } from '../features/live-view/limiter-messages.ts';\n",
        '  overview: overviewMessages,\n',
        '  limiter: limiterMessages,\n',
      ),
      ...drop(
        'features/live-view/inverter-panel.tsx',
        "import { governedSerial, useLimiterStatus } from '../../live/limiter-status.ts';\n",
        "import { LimitRequestLine } from './limit-request-line.tsx';\n",
        "import { LimiterExplained } from './limiter-explained.tsx';\n",
        '  const governed = governedSerial(useLimiterStatus()) === serial.toLowerCase();\n',
        '        <LimitRequestLine inverter={inverter} governed={governed} />\n',
        '        {governed && <LimiterExplained inverter={inverter} />}\n',
      ),
      // The tab caption as before #14: the inverter's name only.
      ...drop(
        'features/live-view/inverter-tabs.tsx',
        "import { InverterTabLabel } from './inverter-tab-label.tsx';\n",
      ),
      replace(
        'features/live-view/inverter-tabs.tsx',
        "import { useInverterSerials } from '../../live/use-livedata.ts';\n",
        "import { useInverterSerials, useLiveInverter } from '../../live/use-livedata.ts';\n",
      ),
      replace(
        'features/live-view/inverter-tabs.tsx',
        "import { useWideScreen } from './use-wide-screen.ts';\n",
        "import { useWideScreen } from './use-wide-screen.ts';\n\n" +
          'function InverterTabLabel({ serial }: { serial: string }) {\n' +
          '  return useLiveInverter(serial)?.inverter.name ?? serial;\n' +
          '}\n',
      ),
      ...drop(
        'features/live-view/panel-header.tsx',
        "import { limitNotReadYet } from './limit-outcome.ts';\n",
      ),
      replace(
        'features/live-view/panel-header.tsx',
        "  const limit = limitNotReadYet(inverter)\n    ? t('limiter.notReadYet')\n    : [\n",
        '  const limit = [\n',
      ),
      ...drop(
        'features/live-view/limit-modal.tsx',
        "import { rememberLimitRequest } from '../../live/limit-requests.ts';\n",
        // The EEPROM warning came with the limit line (its text is in the limiter's messages).
        '      {persistent && <p className="small text-warning-emphasis mb-0">{t(\'limiter.eepromWarning\')}</p>}\n',
      ),
      replace(
        'features/live-view/limit-modal.tsx',
        `    onSuccess: (answer, sent) => {
      // Remembered for the panel's "requested → confirmed" line; the type encodes % (bit 0) and persistence.
      rememberLimitRequest(sent.serial, {
        value: sent.limit_value,
        relative: (sent.limit_type & 1) === 1,
        persistent: sent.limit_type >= 256,
        atMs: Date.now(),
      });
      onSuccess(answer);
    },
`,
        '    onSuccess: (answer) => onSuccess(answer),\n',
      ),
    ],
    remove: [
      'features/overview',
      'features/live-view/limit-request-line.tsx',
      'features/live-view/limiter-explained.tsx',
      'features/live-view/limiter-reason.ts',
      'features/live-view/limiter-messages.ts',
      'features/live-view/limit-outcome.ts',
      'features/live-view/use-limit-status.ts',
      'features/live-view/inverter-tab-label.tsx',
      'live/limit-requests.ts',
      // Only the overview (and the sites) used these; deleted so the CSS purge drops their classes.
      'ui/installation-table.tsx',
      'ui/format-energy.ts',
    ],
  },
  {
    name: '#16 history',
    edits: [
      // Route, navbar link and texts; the recorder's start; the texts; the live view's day maximum.
      ...drop('app/site-map.ts', "  { path: '/history' },\n"),
      ...drop(
        'app/router.tsx',
        "import { HistoryPage } from '../features/history/history-page.tsx';\n",
        "  '/history': HistoryPage,\n",
      ),
      ...drop('app/navbar.tsx', "            {navLink('/history', t('nav.history'))}\n"),
      ...drop(
        'app/nav-messages.ts',
        "    history: 'History',\n",
        "    history: 'Verlauf',\n",
        "    history: 'Historique',\n",
      ),
      ...drop(
        'app/app.tsx',
        "import { startHistory } from './start-history.ts';\n",
        '  useEffect(startHistory, []);\n',
      ),
      ...drop(
        'app/message-registry.ts',
        "import { historyMessages } from '../history/messages.ts';\n",
        '  history: historyMessages,\n',
      ),
      ...drop(
        'features/live-view/inverter-body.tsx',
        "import { useDayMax } from '../../history/use-history.ts';\n",
        "import { DayMaxLine } from './day-max-line.tsx';\n",
        '  const max = useDayMax(serial);\n',
        '          footer={max && <DayMaxLine peak={max.inverter} max={max} />}\n',
        '            footer={max && <DayMaxLine peak={max.inputs[Number(channel)]} max={max} />}\n',
      ),
    ],
    // Deleted so the CSS purge of src/ drops the classes only the history uses.
    remove: ['history', 'features/history', 'features/live-view/day-max-line.tsx', 'app/start-history.ts'],
  },
  {
    // Only the tab relay of #13 (its staleness marks and restart flow are woven into the views and
    // are not unmounted here): each tab opens its own sockets again, as before #13.
    name: '#13 one socket per browser (relay)',
    edits: [],
    write: {
      'live/shared-socket.ts': `import { useEffect, useSyncExternalStore } from 'react';
import { websocketUrl } from '../api/websocket-url.ts';
import { LiveSocket, type LiveSocketState } from './live-socket.ts';
import type { SharedSocket, SharedSocketOptions } from './socket-relay.ts';

export type { SharedSocket, SharedSocketOptions } from './socket-relay.ts';

export function createSharedSocket({ path, url, onFirstUse, ...options }: SharedSocketOptions): SharedSocket {
  const socket = new LiveSocket({ url: url ?? (() => websocketUrl(path)), ...options });
  let users = 0;
  return {
    getState: socket.getState,
    subscribe: socket.subscribe,
    get inUse() {
      return users > 0;
    },
    acquire() {
      users += 1;
      if (users === 1) {
        onFirstUse?.();
        socket.start();
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users === 0) socket.stop();
      };
    },
  };
}

export function useSharedSocket(shared: SharedSocket): LiveSocketState {
  useEffect(() => shared.acquire(), [shared]);
  return useSyncExternalStore(shared.subscribe, shared.getState);
}
`,
    },
    remove: ['live/tab-leader.ts'],
  },
  {
    // The rest of #13, as an upper bound: no stale marks, no offline note, no restart state (a
    // restarting action then just goes on, as a plain request did before #13), and their texts.
    name: '#13 staleness and restart state',
    edits: [],
    dropKeys: {
      'i18n/messages/common-messages.ts': [
        'restartReboot',
        'restartReset',
        'restartRestore',
        'restartFirmware',
        'restartSaved',
        'restartWait',
        'appChangedTitle',
      ],
      'features/live-view/messages.ts': ['stale', 'offline'],
    },
    write: {
      'features/live-view/stale-note.tsx':
        'export function StaleBadge(_: { seconds: number }) {\n  return null;\n}\n',
      'features/live-view/offline-note.tsx': 'export function OfflineNote() {\n  return null;\n}\n',
      'ui/restart-overlay.tsx': 'export function RestartOverlay() {\n  return null;\n}\n',
      'api/restart-store.ts': `export type RestartReason = 'Reboot' | 'Reset' | 'Restore' | 'Firmware' | 'Saved';
export type RestartState = undefined;
export const appFingerprint = async (): Promise<string | undefined> => undefined;
export const followRestart = async (_reason: RestartReason, _appBefore?: string): Promise<void> => {};
export const restartAfterSave = async (): Promise<true> => true;
export const RESTARTS_AFTER_SAVE = { onSaved: restartAfterSave };
export const getRestart = (): RestartState => undefined;
export const useRestart = (): RestartState => undefined;
`,
    },
    remove: ['api/wait-for-restart.ts'],
  },
];

// ---------------------------------------------------------------------------------------------

const src = (path) => join(COPY, 'src', path);

function count(text, part) {
  return text.split(part).length - 1;
}

/** Applies one exact replacement; throws naming the file and the text when it does not match. */
function applyEdit(step, { file, from, to, count: expected = 1 }) {
  const path = src(file);
  if (!existsSync(path)) throw new Error(`[${step}] ${file}: file not found (expected to edit it)`);
  const text = readFileSync(path, 'utf8');
  const found = from instanceof RegExp ? (text.match(from) ?? []).length : count(text, from);
  if (found !== expected) {
    throw new Error(
      `[${step}] ${file}: expected the text below ${expected}×, found it ${found}× ` +
        `(the sources changed; update bench/feature-bytes.mjs):\n---\n${from}\n---`,
    );
  }
  writeFileSync(path, from instanceof RegExp ? text.replace(from, to) : text.split(from).join(to));
}

/** Deletes a file or folder of the copy, and a file's own test (`x.test.ts[x]`) next to it. */
function applyRemove(step, path) {
  const full = src(path);
  if (!existsSync(full)) throw new Error(`[${step}] ${path}: not found (expected to delete it)`);
  rmSync(full, { recursive: true });
  const test = full.replace(/\.(tsx?)$/, '.test.$1');
  if (test !== full) rmSync(test, { force: true });
}

/** A step's edits, then its rewritten files (`write`: path → new content, the file must exist), then its deletions. */
function applyStep(step) {
  for (const edit of step.edits) applyEdit(step.name, edit);
  for (const [path, text] of Object.entries(step.write ?? {})) {
    if (!existsSync(src(path)))
      throw new Error(`[${step.name}] ${path}: file not found (expected to rewrite it)`);
    writeFileSync(src(path), text);
  }
  // dropKeys: file → message keys whose one-line entries go, once per language (three each).
  for (const [path, keys] of Object.entries(step.dropKeys ?? {})) {
    for (const key of keys) {
      const edit = { file: path, from: new RegExp(`^    ${key}: .*\\n`, 'gm'), to: '', count: 3 };
      applyEdit(step.name, edit);
    }
  }
  for (const path of step.remove) applyRemove(step.name, path);
}

function viteBin() {
  const require = createRequire(join(COPY, 'package.json'));
  const manifest = require.resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin.vite);
}

/**
 * `vite build` in the copy, run as `node <vite's bin>`: the same as `npx vite build`, without
 * npx looking for (or offering to install) vite from outside the workspace.
 */
function build(label) {
  const started = Date.now();
  process.stderr.write(`building: ${label} … `);
  const result = spawnSync(process.execPath, [viteBin(), 'build'], {
    cwd: COPY,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    process.stderr.write('failed\n');
    throw new Error(
      `vite build failed after "${label}" (exit ${result.status ?? result.signal}):\n${output}`,
    );
  }
  const gz = readFileSync(join(COPY, 'dist/js/app.js.gz'));
  const printed = output.match(/js\/app\.js\.gz: (\d+) bytes/);
  if (printed && Number(printed[1]) !== gz.length) {
    throw new Error(`the build printed ${printed[1]} bytes but dist/js/app.js.gz has ${gz.length}`);
  }
  const js = gunzipSync(gz);
  process.stderr.write(`${gz.length} B (${Math.round((Date.now() - started) / 1000)} s)\n`);
  return { gz: gz.length, gzip9: gzipSync(js, { level: 9 }).length, js: js.length };
}

function copyApp() {
  rmSync(COPY, { recursive: true, force: true });
  cpSync(SOURCE, COPY, {
    recursive: true,
    filter: (path) => !SKIPPED.has(relative(SOURCE, path).split(/[\\/]/)[0]),
  });
}

function table(rows) {
  const header = ['Step', 'app.js.gz', 'cost', 'gzip -9', 'cost', 'app.js'];
  const cells = rows.map(({ name, size, previous }) => [
    name,
    String(size.gz),
    previous ? String(previous.gz - size.gz) : '',
    String(size.gzip9),
    previous ? String(previous.gzip9 - size.gzip9) : '',
    String(size.js),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
  const line = (row) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}

function main() {
  copyApp();
  if (process.argv.includes('--check')) {
    for (const step of STEPS) {
      applyStep(step);
    }
    console.log(`all ${STEPS.length} steps apply`);
    return;
  }
  const rows = [{ name: 'F0 full app', size: build('F0 full app') }];
  STEPS.forEach((step, i) => {
    applyStep(step);
    const name = `F${i + 1} − ${step.name}`;
    rows.push({ name, size: build(name), previous: rows[i].size });
  });
  console.log(table(rows));
  console.log(
    "\ncost: the step's marginal cost (previous build − this one). app.js.gz is Zopfli (±200 B noise);" +
      '\ngzip -9 is the same JS with zlib level 9, steadier for small differences; app.js is the plain JS.',
  );
}

const cleanUp = () => rmSync(COPY, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}
try {
  main();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
