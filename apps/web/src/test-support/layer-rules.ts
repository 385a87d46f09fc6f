import { posix } from 'node:path';
import type { ImportSpecifier } from './import-specifiers.ts';

/**
 * The web app's one-way imports (ARCHITECTURE.md): `app/` and the files at the top of `src/`
 * compose features; a feature imports only itself and the foundation; a foundation folder imports
 * only what `FOUNDATION_ALLOWS` lists; test helpers, `zod` and the fixtures stay out of non-test
 * code. Paths are relative to `src/`.
 */
export const FOUNDATION = [
  'store',
  'net',
  'ui',
  'api',
  'live',
  'i18n',
  'theme',
  'history',
  'analysis',
  'alerts',
];
/** What each foundation folder may import besides itself. */
export const FOUNDATION_ALLOWS: Record<string, readonly string[]> = {
  // The generic store: below every folder that keeps state.
  store: [],
  // The request layer every device-facing folder shares: the fetch wrapper and its 401 flow, the
  // stored session, socket URLs, the location those flows move to, and the firmware generation
  // probe (which paths the device has; cached in a store).
  net: ['store'],
  ui: ['store', 'net', 'api', 'live', 'i18n', 'theme'],
  // The REST hooks (resources, settings forms, commands, uploads, restarts) and the websockets are
  // siblings on top of net/: neither imports the other.
  api: ['store', 'net', 'i18n', 'theme'],
  live: ['store', 'net', 'i18n'],
  // The locale and the theme are stores too (kept in localStorage as plain text).
  i18n: ['store'],
  theme: ['store'],
  // The browser-side recorder and the statistics on top of it (the finder reads the recorded
  // history, so analysis/ builds on history/, never the other way): data layers, no screens.
  history: ['store', 'net', 'live', 'i18n', 'ui'],
  analysis: ['store', 'live', 'history'],
  // The alert rules read the live data, the device API, the history and the finder; no screens.
  alerts: ['store', 'net', 'live', 'history', 'analysis', 'i18n'],
};
/** Package entries that must never reach the bundle (zod, test data). */
export const TEST_ONLY_PACKAGES = [
  '@dtu/contract/schemas',
  '@dtu/contract/fixtures',
  '@dtu/recording/test-data',
  'zod',
];

/** The packages a file may import: the app's runtime dependencies, and all declared ones for tests. */
export interface Packages {
  runtime: ReadonlySet<string>;
  declared: ReadonlySet<string>;
}

/** Top folder of a file inside `src/` (`features/<name>` for features), or the file name. */
export function area(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

/** Code that never reaches the bundle: tests, their setup and their helpers. */
export const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || file === 'test-setup.ts' || file.startsWith('test-support/');

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || file === 'test-setup.ts';

/** `app/` and the files at the top of `src/` (main.tsx, the test setup, app-wide tests). */
const isComposer = (from: string) => from === 'app' || /\.tsx?$/.test(from);

/** Why area `from` must not import area `target`, or undefined when the import is allowed. */
export function violation(from: string, target: string, test: boolean): string | undefined {
  const base = target.startsWith('features/') ? 'features' : target;
  if (from === target) return undefined;
  if (target === 'test-support') return test ? undefined : 'test helpers are for tests only';
  if (isComposer(from)) return undefined;
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

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function packageViolation(file: string, specifier: string, packages: Packages): string | undefined {
  const test = isTestCode(file);
  const testOnly = TEST_ONLY_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
  if (testOnly) return test ? undefined : 'zod and the test fixtures are for tests only';
  const name = packageName(specifier);
  if (packages.runtime.has(name)) return undefined;
  if (test && (specifier.startsWith('node:') || packages.declared.has(name))) return undefined;
  return test
    ? `${name} is not a declared package (no path aliases: import by relative path)`
    : `${name} is not a dependency of apps/web (no path aliases: import by relative path)`;
}

/** Why `file` (relative to `src/`) must not import `ref`, or undefined when it may. */
export function importViolation(file: string, ref: ImportSpecifier, packages: Packages): string | undefined {
  if (ref.computed) return 'a computed module path hides its target from this check';
  if (!ref.specifier.startsWith('.')) return packageViolation(file, ref.specifier, packages);
  const target = posix.normalize(posix.join(posix.dirname(file), ref.specifier));
  if (target.startsWith('../')) return 'imports from outside src/';
  return violation(area(file), area(target), isTestFile(file));
}
