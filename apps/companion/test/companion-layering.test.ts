import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The companion's import rule (ARCHITECTURE.md): it builds on `@dtu/contract` and the packages
 * its `package.json` lists, never on the emulator's or the web app's sources; what it shares
 * with them lives in the contract. Tests may also use the dev dependencies (they start the
 * emulator as a process, which is no import).
 */
const ROOT = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const packages = {
  src: Object.keys(manifest.dependencies),
  test: [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies), 'typescript'],
};
/** The Biome override with the same rule, so the editor marks a wrong import as it is typed. */
const BIOME_OVERRIDE = {
  includes: ['apps/companion/**'],
  linter: {
    rules: {
      style: {
        noRestrictedImports: {
          level: 'error',
          options: {
            patterns: [
              {
                group: [
                  '@dtu/emulator',
                  '@dtu/emulator/**',
                  '@dtu/web',
                  '@dtu/web/**',
                  '**/emulator/**',
                  '**/web/**',
                ],
                message:
                  'the companion imports neither the emulator nor the web app (companion-layering.test.ts)',
              },
            ],
          },
        },
      },
    },
  },
};

const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/** Why each import of `file` (relative to the workspace) with the text `text` is refused. */
function problems(file: string, text: string): string[] {
  const allowed = file.startsWith('src/') && !file.endsWith('.test.ts') ? packages.src : packages.test;
  return ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName }) => {
    if (fileName.startsWith('.')) {
      const target = relative(ROOT, resolve(ROOT, dirname(file), fileName));
      const inside = !target.startsWith('..') && (file.startsWith('test/') || target.startsWith('src/'));
      return inside
        ? []
        : [`${file} → ${fileName}: outside ${file.startsWith('src/') ? 'src/' : 'the companion'}`];
    }
    if (fileName.startsWith('node:') || builtinModules.includes(fileName)) return [];
    return allowed.includes(packageOf(fileName)) ? [] : [`${file} → ${fileName}: not in package.json`];
  });
}

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('companion layering', () => {
  it('imports only its own files, node, and the packages it declares', () => {
    const all = [...files('src'), ...files('test')];
    expect(all.flatMap((file) => problems(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('refuses the emulator and the web app, however they are reached', () => {
    expect(problems('src/a.ts', "import { x } from '../../emulator/src/app.ts';")).toHaveLength(1);
    expect(problems('src/a.ts', "import { x } from '@dtu/emulator/test/free-port';")).toHaveLength(1);
    expect(problems('test/a.ts', "import { x } from '../../web/src/live/livedata.ts';")).toHaveLength(1);
    expect(problems('src/a.ts', "import { x } from '../test/support/x.ts';")).toHaveLength(1);
    expect(problems('src/a.ts', "import { STATIC_FILES } from '@dtu/contract';")).toEqual([]);
    expect(problems('test/a.ts', "import { x } from '../src/companion.ts';")).toEqual([]);
  });

  it('shows the rule in the editor: biome.json carries it as an override', () => {
    const biome = JSON.parse(readFileSync(join(ROOT, '../../biome.json'), 'utf8'));
    const own = biome.overrides.filter((entry: { includes: string[] }) =>
      entry.includes.includes('apps/companion/**'),
    );
    expect(own, `biome.json's override: ${JSON.stringify(BIOME_OVERRIDE, null, 2)}`).toEqual([
      BIOME_OVERRIDE,
    ]);
  });
});
