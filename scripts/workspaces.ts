import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The repository's root folder. */
export const ROOT = join(import.meta.dirname, '..');

/** The dependency fields of a `package.json` that declare a package. */
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies'] as const;

export interface PackageJson {
  name: string;
  exports?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  workspaces?: string[];
}

/** One npm workspace: its folder (relative to the root) and its `package.json`. */
export interface Workspace {
  dir: string;
  pkg: PackageJson;
}

export const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));

/** Every workspace the root `package.json` lists, in its order. */
export function workspaces(): Workspace[] {
  return (readPackage('.').workspaces ?? []).map((dir) => ({ dir, pkg: readPackage(dir) }));
}

/** Every package a `package.json` declares, in any dependency field. */
export const declaredPackages = (pkg: PackageJson): string[] =>
  DEPENDENCY_FIELDS.flatMap((field) => Object.keys(pkg[field] ?? {}));

/** Folders that hold no sources of ours: installs, build output, caches, test reports. */
const NOT_SOURCES = /^(node_modules|dist(-.*)?|test-results|playwright-report|\..*)$/;

/** The TypeScript files under `dir` (relative to the root), as paths relative to the root. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCES.test(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module specifiers a file's text refers to: imports, re-exports, `import()`, `import type`. */
export const importsOf = (text: string): string[] =>
  ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Whether `specifier` names an entry of a package whose `exports` are `exports` (`./*` patterns included). */
export function isExportedEntry(specifier: string, exports: Record<string, string> | undefined): boolean {
  const entry = `.${specifier.slice(packageName(specifier).length)}`;
  return Object.keys(exports ?? { '.': '' }).some((key) => {
    const star = key.indexOf('*');
    if (star < 0) return key === entry;
    return entry.startsWith(key.slice(0, star)) && entry.endsWith(key.slice(star + 1));
  });
}

/**
 * The one import by path across workspaces: Vite's config loader bundles `apps/web/vite.config.ts`
 * and the build modules it imports, but leaves a package import to Node, which cannot load the
 * contract's TypeScript sources; so those files reach the generation table by its path.
 */
function isConfigLoaderImport(file: string, resolved: string): boolean {
  const loaded = file === 'apps/web/vite.config.ts' || file.startsWith('apps/web/build/');
  return loaded && resolved === 'packages/contract/src/generations/index.ts';
}

/**
 * Why the import `specifier` of `file` (both relative to the root) breaks the workspace rules, or
 * undefined: a relative import stays inside its workspace (bench and e2e import the apps and
 * packages by name, never their sources by path); a package import names a package the workspace
 * declares (or a tool the root declares for all) and, for a workspace package, an entry of its
 * `exports`.
 */
export function importProblem(
  file: string,
  specifier: string,
  own: Workspace,
  known: { rootTools: ReadonlySet<string>; packages: ReadonlyMap<string, PackageJson> },
): string | undefined {
  if (specifier.startsWith('.')) {
    const resolved = relative(ROOT, resolve(ROOT, dirname(file), specifier));
    const target = relative(own.dir, resolved);
    if (!target.startsWith('..') || isConfigLoaderImport(file, resolved)) return undefined;
    return `reaches out of ${own.dir} by path: import the package by name`;
  }
  if (specifier.startsWith('node:')) return undefined;
  const name = packageName(specifier);
  if (!declaredPackages(own.pkg).includes(name) && !known.rootTools.has(name))
    return `${name} is not declared in ${own.dir}/package.json`;
  const workspace = known.packages.get(name);
  if (workspace && !isExportedEntry(specifier, workspace.exports))
    return `${specifier} is no entry of ${name} (its package.json "exports")`;
  return undefined;
}

/** The relative imports of each file, resolved to root-relative paths (a graph for `importCircles`). */
export function importGraph(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      importsOf(read(file))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => relative(ROOT, resolve(ROOT, dirname(file), specifier))),
    ]),
  );
}

/** The import circles of a graph: each group of files that import one another, type-only imports included. */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components.
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}
