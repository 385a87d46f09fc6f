import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSpans, tableStartingWith } from './markdown-tables.ts';
import { declaredPackages, ROOT, workspaces } from './workspaces.ts';

const architecture = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');

describe('ARCHITECTURE.md', () => {
  it("states each workspace's workspace dependencies as its package.json declares them", () => {
    const table = tableStartingWith(architecture, 'workspace');
    const documented = Object.fromEntries(
      table.rows.map(([workspace, buildsOn]) => [codeSpans(workspace)[0], codeSpans(buildsOn).sort()]),
    );
    const names = new Set(workspaces().map(({ pkg }) => pkg.name));
    const declared = Object.fromEntries(
      workspaces().map(({ dir, pkg }) => [
        dir,
        declaredPackages(pkg)
          .filter((name) => names.has(name))
          .sort(),
      ]),
    );
    expect(documented).toEqual(declared);
  });

  it('names every workspace in its first paragraph', () => {
    const first = architecture.split('\n\n')[1];
    for (const { dir } of workspaces()) expect(first).toContain(`\`${dir}\``);
  });
});
