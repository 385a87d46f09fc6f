import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importCircles,
  importGraph,
  importProblem,
  importsOf,
  type PackageJson,
  ROOT,
  readPackage,
  sourceFiles,
  type Workspace,
  workspaces,
} from './workspaces.ts';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

const ALL = workspaces();
const known = {
  rootTools: new Set(Object.keys(readPackage('.').devDependencies ?? {})),
  packages: new Map(ALL.map(({ pkg }) => [pkg.name, pkg] as const)),
};

describe('the imports of every workspace', () => {
  it.each(ALL.map((workspace) => [workspace.dir, workspace] as const))(
    '%s declares what it imports, imports other workspaces by an entry of theirs, and stays in its folder',
    (_dir, workspace) => {
      const files = sourceFiles(workspace.dir);
      expect(files.length).toBeGreaterThan(0);
      const found = files.flatMap((file) =>
        importsOf(read(file)).flatMap((specifier) => {
          const problem = importProblem(file, specifier, workspace, known);
          return problem ? [`${file} → ${specifier}: ${problem}`] : [];
        }),
      );
      expect(found).toEqual([]);
    },
  );

  it.each(ALL.map(({ dir }) => [dir]))('%s has no import circle (type-only imports included)', (dir) => {
    expect(importCircles(importGraph(sourceFiles(dir), read))).toEqual([]);
  });
});

describe('the workspace import rules', () => {
  const bench: Workspace = { dir: 'bench', pkg: { name: '@dtu/bench', devDependencies: { '@dtu/web': '' } } };
  const web: PackageJson = { name: '@dtu/web', exports: { './site-map': './src/app/site-map.ts' } };
  const rules = { rootTools: new Set(['vitest']), packages: new Map([['@dtu/web', web]]) };
  const problem = (specifier: string) => importProblem('bench/run.ts', specifier, bench, rules);

  it('refuses a relative import out of the workspace, and a package it does not declare', () => {
    expect(problem('../apps/web/src/app/site-map.ts')).toMatch(/reaches out of bench/);
    expect(problem('../packages/recording/src/records.ts')).toMatch(/reaches out of bench/);
    expect(problem('@dtu/recording')).toMatch(/not declared in bench/);
    expect(problem('./support/x.ts')).toBeUndefined();
    expect(problem('node:fs')).toBeUndefined();
    expect(problem('vitest')).toBeUndefined();
  });

  it("refuses a deep path into a workspace package: only its exports' entries", () => {
    expect(problem('@dtu/web/src/app/site-map.ts')).toMatch(/no entry of @dtu\/web/);
    expect(problem('@dtu/web')).toMatch(/no entry of @dtu\/web/);
    expect(problem('@dtu/web/site-map')).toBeUndefined();
  });

  it('finds a circle however it is written, type-only imports included', () => {
    const texts: Record<string, string> = {
      'a/x.ts': "import type { Y } from './y.ts';",
      'a/y.ts': "export { z } from './sub/z.ts';",
      'a/sub/z.ts': "const x = import('../x.ts');",
      'a/w.ts': "import { x } from './x.ts';",
    };
    const graph = importGraph(Object.keys(texts), (file) => texts[file]);
    expect(importCircles(graph)).toEqual([['a/sub/z.ts', 'a/x.ts', 'a/y.ts']]);
    texts['a/sub/z.ts'] = '';
    expect(importCircles(importGraph(Object.keys(texts), (file) => texts[file]))).toEqual([]);
  });
});
