import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The emulator's one-way imports (ARCHITECTURE.md): the device at the bottom, the HTTP
 * mechanics on it, the simulations and integrations above, the route modules on top, the firmware
 * personalities choosing among them; `app.ts`,
 * `domain.ts` and `main.ts` assemble everything. A folder imports itself and what it lists here.
 */
const SRC = join(import.meta.dirname, '../src');
const LAYERS: Record<string, readonly string[]> = {
  device: [],
  http: ['device'],
  // The simulations carry their own REST and socket modules, built on http/.
  live: ['device', 'http'],
  onbattery: ['device', 'http', 'live'],
  // MQTT, the HTTP meter and the metrics text: domain only, no routes, no HTTP mechanics.
  integrations: ['device', 'live', 'onbattery'],
  routes: ['device', 'http', 'live', 'onbattery', 'integrations'],
  // The firmware personalities pick route modules and describe their surface as data.
  firmware: ['device', 'http', 'live', 'onbattery', 'integrations', 'routes'],
};

/** Why a file in folder `from` must not import one in `target`, or undefined when it may. */
function violation(from: string, target: string): string | undefined {
  if (from === target || /\.ts$/.test(from)) return undefined;
  const allowed = LAYERS[from];
  if (!allowed) return `${from} is not a known layer`;
  return allowed.includes(target) ? undefined : `${from}/ may import only ${allowed.join(', ') || 'itself'}`;
}

/** An `import(…)` whose path is not one literal: the check cannot see its target. */
const COMPUTED_IMPORT = /\bimport\(\s*(?!'[^']*'\s*\)|"[^"]*"\s*\)|`[^`$]*`\s*\))/;

/** Reasons for each refused import of `file` (a path inside `src/`) with the text `text`. */
function problems(file: string, text: string): string[] {
  const found = COMPUTED_IMPORT.test(text) ? [`${file}: a computed import() hides its target`] : [];
  const from = file.split('/')[0];
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = relative(SRC, resolve(SRC, dirname(file), fileName)).split('/')[0];
    const reason = target === '..' ? 'imports from outside src/' : violation(from, target);
    if (reason) found.push(`${file} → ${fileName}: ${reason}`);
  }
  return found;
}

/** The same rules as Biome overrides, so the editor shows a wrong import where it is typed. */
function biomeOverrides() {
  return Object.entries(LAYERS).flatMap(([folder, allowed]) => {
    const refused = Object.keys(LAYERS).filter((other) => other !== folder && !allowed.includes(other));
    if (!refused.length) return [];
    const message = `${folder}/ may import only ${allowed.join(', ') || 'itself'} (core-layering.test.ts)`;
    const patterns = [{ group: refused.map((name) => `**/${name}/**`), message }];
    const rule = { level: 'error', options: { patterns } };
    return [
      {
        includes: [`apps/emulator/src/${folder}/**`],
        linter: { rules: { style: { noRestrictedImports: rule } } },
      },
    ];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

describe('emulator layering', () => {
  it('keeps every import of src/ one-way', () => {
    const files = sourceFiles(SRC);
    expect(new Set(files.map((file) => file.split('/')[0]))).toEqual(
      new Set([...Object.keys(LAYERS), 'app.ts', 'domain.ts', 'main.ts']),
    );
    expect(files.flatMap((file) => problems(file, readFileSync(join(SRC, file), 'utf8')))).toEqual([]);
  });

  it('shows the same rules in the editor: biome.json carries them as overrides', () => {
    const biome = JSON.parse(readFileSync(join(SRC, '../../../biome.json'), 'utf8'));
    const emulator = biome.overrides.filter((entry: { includes: string[] }) =>
      entry.includes.some((glob) => glob.startsWith('apps/emulator/src/')),
    );
    const expected = biomeOverrides();
    expect(
      emulator,
      `biome.json's apps/emulator/src overrides: ${JSON.stringify(expected, null, 2)}`,
    ).toEqual(expected);
  });

  it('refuses an import against the direction, however it is written', () => {
    expect(problems('device/device.ts', "import { x } from '../http/coerce.ts';")).toHaveLength(1);
    expect(problems('integrations/mqtt/a.ts', "export { x } from '../../routes/system.ts';")).toHaveLength(1);
    expect(problems('integrations/a.ts', "import type { X } from '../http/access.ts';")).toHaveLength(1);
    expect(problems('http/a.ts', 'const x = import(`../routes/system.ts`);')).toHaveLength(1);
    expect(problems('live/a.ts', "const x = import('../' + name);")).toContain(
      'live/a.ts: a computed import() hides its target',
    );
    expect(problems('routes/a.ts', "import { x } from '../../../web/src/x.ts';")).toHaveLength(1);
    expect(
      problems('routes/a.ts', "import { x } from '../http/coerce.ts';\nconst y = import('./b.ts');"),
    ).toEqual([]);
    expect(problems('app.ts', "import { x } from './routes/system.ts';")).toEqual([]);
  });
});
