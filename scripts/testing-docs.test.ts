import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config.ts';
import { codeSpans, tableStartingWith } from './markdown-tables.ts';
import { ROOT } from './workspaces.ts';

/** What TESTING.md says of a Vitest project, read from `vitest.config.ts`. */
interface Project {
  name: string;
  root: string;
  include: string[];
  maxWorkers: number;
  testTimeout?: number;
  hookTimeout?: number;
}

const projects = (config.test?.projects ?? []).map((project) => (project as { test: Project }).test);
const testing = readFileSync(join(ROOT, 'TESTING.md'), 'utf8');

/** The timeouts as the table writes them: `5 s (default)`, `20 s`, `30 s, hooks 90 s`. */
function timeouts({ testTimeout, hookTimeout }: Project): string {
  if (testTimeout === undefined) return '5 s (default)';
  const test = `${testTimeout / 1000} s`;
  return hookTimeout === undefined || hookTimeout === testTimeout
    ? test
    : `${test}, hooks ${hookTimeout / 1000} s`;
}

/** The part of a path or glob before its first pattern character. */
const fixedPart = (path: string) => path.split(/[*({]/)[0];

describe('TESTING.md', () => {
  it('"Workers and timeouts" has one row per Vitest project, with its workers and timeouts', () => {
    const rows = tableStartingWith(testing, 'project').rows.map(([name, workers, limits]) => ({
      name: codeSpans(name)[0],
      workers: Number(workers),
      limits,
    }));
    const expected = projects.map((project) => ({
      name: project.name,
      workers: project.maxWorkers,
      limits: timeouts(project),
    }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(rows.sort(byName)).toEqual(expected.sort(byName));
  });

  const where = tableStartingWith(testing, 'kind').rows.flatMap(([, cell]) =>
    codeSpans(cell).filter((span) => /^(apps|packages|scripts|e2e|bench)\//.test(span)),
  );

  it('"Where each kind lives" names a folder of every Vitest project', () => {
    const unnamed = projects.filter(({ root }) => !where.some((path) => `${path}/`.startsWith(`${root}/`)));
    expect(unnamed.map(({ name }) => name)).toEqual([]);
  });

  it('"Where each kind lives" names places that exist, and that their project includes', () => {
    const wrong = where.filter((path) => {
      const fixed = fixedPart(path);
      if (!existsSync(join(ROOT, fixed === path ? path : dirname(`${fixed}x`)))) return true;
      const project = projects.find(({ root }) => `${path}/`.startsWith(`${root}/`));
      if (!project) return false;
      const inside = `${relative(project.root, fixedPart(path))}/`.replace(/^\/$/, '');
      return !project.include.some(
        (glob) => inside.startsWith(fixedPart(glob)) || fixedPart(glob).startsWith(inside),
      );
    });
    expect(wrong).toEqual([]);
  });
});
