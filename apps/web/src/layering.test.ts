import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app's one-way imports (ARCHITECTURE.md): `app/` composes features; a feature imports
 * only itself and the foundation; the foundation never imports a feature or `app/`; `i18n/` and
 * `theme/` import no other folder. Every import of every file is checked, tests included.
 */
const SRC = import.meta.dirname;
const FOUNDATION = ['ui', 'api', 'live', 'i18n', 'theme', 'history', 'analysis', 'alerts'];
/** What each foundation folder may import besides itself. */
const FOUNDATION_ALLOWS: Record<string, readonly string[]> = {
  ui: ['api', 'live', 'i18n', 'theme'],
  api: ['i18n', 'live', 'theme'],
  live: ['api', 'i18n'],
  i18n: [],
  theme: [],
  // The browser-side recorder and the statistics on top of it (the finder reads the recorded
  // history, so analysis/ builds on history/, never the other way): data layers, no screens.
  history: ['api', 'live', 'i18n', 'ui'],
  analysis: ['live', 'history'],
  // The alert rules read the live data, the device API, the history and the finder; no screens.
  alerts: ['live', 'api', 'history', 'analysis', 'i18n'],
};
/** Contract entries that must never reach the bundle (zod, test data). */
const TEST_ONLY_PACKAGES = ['@dtu/contract/schemas', '@dtu/contract/fixtures', 'zod'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Top folder of a file inside `src/` (`features/<name>` for features), or the file name. */
function area(file: string): string {
  const parts = relative(SRC, file).split('/');
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.endsWith('/test-setup.ts');

/** Why `from` must not import `target`, or undefined when the import is allowed. */
function violation(from: string, target: string, test: boolean): string | undefined {
  const base = target.startsWith('features/') ? 'features' : target;
  if (from === target) return undefined;
  if (target === 'test-support') return test ? undefined : 'test helpers are for tests only';
  if (from === 'main.tsx' || from === 'test-setup.ts' || from === 'app') return undefined;
  if (from === 'test-support')
    return base === 'features' || base === 'app' ? 'test helpers build on the foundation only' : undefined;
  if (from.startsWith('features/')) {
    if (base === 'features') return 'a feature never imports another feature (the app layer composes them)';
    if (base === 'app') return 'a feature never imports app/';
    return FOUNDATION.includes(base) ? undefined : `a feature imports only the foundation, not ${target}`;
  }
  const allowed = FOUNDATION_ALLOWS[from];
  if (!allowed) return `${from} is not a known layer`;
  if (base === 'features' || base === 'app') return `${from}/ never imports features or app/`;
  return allowed.includes(base) ? undefined : `${from}/ may import only ${allowed.join(', ') || 'itself'}`;
}

interface Edge {
  file: string;
  specifier: string;
}

function imports(file: string): Edge[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((ref) => ({ file, specifier: ref.fileName }));
}

describe('web app layering', () => {
  const files = sourceFiles(SRC);

  it('finds the source tree', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map(area)).toEqual(expect.arrayContaining(['app', 'features/live-view', 'i18n', 'ui']));
  });

  it('keeps every import one-way', () => {
    const problems: string[] = [];
    for (const edge of files.flatMap(imports)) {
      if (!edge.specifier.startsWith('.')) continue;
      const target = resolve(dirname(edge.file), edge.specifier);
      const reason = violation(area(edge.file), area(target), isTest(edge.file));
      if (reason) problems.push(`${relative(SRC, edge.file)} → ${edge.specifier}: ${reason}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps zod and the test fixtures out of the bundle', () => {
    const problems = files
      .filter((file) => !isTest(file) && !relative(SRC, file).startsWith('test-support/'))
      .flatMap(imports)
      .filter((edge) => TEST_ONLY_PACKAGES.some((name) => edge.specifier === name))
      .map((edge) => `${relative(SRC, edge.file)} → ${edge.specifier}`);
    expect(problems).toEqual([]);
  });

  it('refuses the imports the rules forbid', () => {
    expect(violation('features/ntp-settings', 'features/ntp-info', false)).toBeDefined();
    expect(violation('features/ntp-settings', 'app', false)).toBeDefined();
    expect(violation('ui', 'features/login', false)).toBeDefined();
    expect(violation('i18n', 'ui', false)).toBeDefined();
    expect(violation('live', 'app', false)).toBeDefined();
    expect(violation('api', 'test-support', false)).toBeDefined();
    expect(violation('history', 'analysis', false)).toBeDefined();
    expect(violation('analysis', 'history', false)).toBeUndefined();
    expect(violation('app', 'features/login', false)).toBeUndefined();
    expect(violation('features/login', 'ui', false)).toBeUndefined();
  });
});
