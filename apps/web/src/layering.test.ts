import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers } from './test-support/import-specifiers.ts';
import { biomeLayerOverrides } from './test-support/layer-biome.ts';
import { area, importViolation, isTestCode, type Packages, violation } from './test-support/layer-rules.ts';

/** Every import of every file under `src/`, tests included, against `test-support/layer-rules.ts`. */
const SRC = import.meta.dirname;
const ROOT = join(SRC, '../../..');

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const keys = (record: Record<string, string> | undefined) => Object.keys(record ?? {});

function packages(): Packages {
  const web = readJson(join(SRC, '../package.json'));
  const root = readJson(join(ROOT, 'package.json'));
  return {
    runtime: new Set(keys(web.dependencies)),
    declared: new Set([
      ...keys(web.dependencies),
      ...keys(web.devDependencies),
      ...keys(root.devDependencies),
    ]),
  };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(SRC, path)] : [];
  });
}

/** What the checker says of one file's text: `file → specifier: reason` per refused import. */
function problems(file: string, text: string, known = packages()): string[] {
  return importSpecifiers(file, text).flatMap((ref) => {
    const reason = importViolation(file, ref, known);
    return reason ? [`${file} → ${ref.specifier}: ${reason}`] : [];
  });
}

describe('web app layering', () => {
  const files = sourceFiles(SRC);

  it('finds the source tree', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map(area)).toEqual(
      expect.arrayContaining(['app', 'features/live-view', 'i18n', 'ui', 'store']),
    );
  });

  it('keeps every import one-way, and zod, the fixtures and the test helpers out of the bundle', () => {
    const known = packages();
    const found = files.flatMap((file) => problems(file, readFileSync(join(SRC, file), 'utf8'), known));
    expect(found).toEqual([]);
  });

  it('keeps test fakes and fixtures in test-support/, out of the production folders', () => {
    const strays = files.filter(
      (file) => !isTestCode(file) && /(^|\/)(fake-[^/]*|[^/]*fixtures?[^/]*)\.tsx?$/.test(file),
    );
    expect(strays).toEqual([]);
  });

  it('shows the same folder rules in the editor: biome.json carries them as overrides', () => {
    const biome = readJson(join(ROOT, 'biome.json'));
    const web = biome.overrides.filter((entry: { includes: string[] }) =>
      entry.includes.some((glob) => glob.startsWith('apps/web/src/')),
    );
    const expected = biomeLayerOverrides();
    expect(web, `biome.json's apps/web/src overrides: ${JSON.stringify(expected, null, 2)}`).toEqual(
      expected,
    );
  });
});

describe('the layering check', () => {
  it('refuses a feature importing another feature through a template literal import()', () => {
    const page = 'features/ntp-settings/ntp-settings-page.tsx';
    expect(problems(page, 'const info = import(`../ntp-info/ntp-info-page.tsx`);')).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under check holds a template
    expect(problems(page, 'const info = (name: string) => import(`../${name}/page.tsx`);')).toHaveLength(1);
    expect(problems(page, "const own = import('./ntp-settings-form.tsx');")).toEqual([]);
  });

  it('refuses app/ importing a test fixture or a test helper outside its tests', () => {
    const fixtures = "import { VALID_SETTINGS } from '@dtu/contract/fixtures';";
    const sample = "import { freeSample } from '@dtu/recording/test-data';";
    const helper = "import { fakeDeviceApi } from '../test-support/fake-device-api.ts';";
    const later = 'const data = import(`@dtu/contract/fixtures`);';
    for (const text of [fixtures, sample, helper, later])
      expect(problems('app/router.tsx', text), text).toHaveLength(1);
    expect(problems('app/router.test.tsx', `${fixtures}\n${sample}\n${helper}\n${later}`)).toEqual([]);
    // The package's runtime modules stay allowed.
    expect(problems('app/router.tsx', "import { rollup } from '@dtu/recording';")).toEqual([]);
  });

  it('refuses live/ importing api/ and api/ importing live/ (both build on net/)', () => {
    expect(
      problems('live/livedata.ts', "import { useResource } from '../api/use-resource.ts';"),
    ).toHaveLength(1);
    expect(
      problems('live/livedata.ts', "export { useResource } from '../api/use-resource.ts';"),
    ).toHaveLength(1);
    expect(problems('api/use-resource.ts', "import { livedata } from '../live/livedata.ts';")).toHaveLength(
      1,
    );
    expect(problems('live/livedata.ts', "import { apiGet } from '../net/client.ts';")).toEqual([]);
    expect(problems('api/use-resource.ts', "import { apiGet } from '../net/client.ts';")).toEqual([]);
    expect(problems('net/client.ts', "import { useResource } from '../api/use-resource.ts';")).toHaveLength(
      1,
    );
  });

  it('refuses packages the bundle must not carry and path aliases', () => {
    expect(problems('ui/modal.tsx', "import { z } from 'zod';")).toHaveLength(1);
    expect(problems('ui/modal.tsx', "import { render } from '@testing-library/react';")).toHaveLength(1);
    expect(problems('ui/modal.tsx', "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    expect(problems('ui/modal.tsx', "import { t } from 'src/i18n/t.ts';")).toHaveLength(1);
    expect(problems('ui/modal.test.tsx', "import { t } from '@/i18n/t.ts';")).toHaveLength(1);
    expect(
      problems(
        'ui/modal.tsx',
        "import { useState } from 'react';\nimport { createRoot } from 'react-dom/client';",
      ),
    ).toEqual([]);
    expect(problems('ui/modal.test.tsx', "import { render } from '@testing-library/react';")).toEqual([]);
  });

  it('reads every form of import, and nothing that only looks like one', () => {
    const feature = 'features/login/login-page.tsx';
    const refused = [
      "export * from '../ntp-info/x.ts';",
      "import type { X } from '../ntp-info/x.ts';",
      "type X = import('../ntp-info/x.ts').X;",
      "vi.mock('../ntp-info/x.ts');",
      "const x = await vi.importActual('../ntp-info/x.ts');",
    ];
    for (const text of refused) expect(problems(feature, text), text).toHaveLength(1);
    expect(
      problems(feature, "// import '../ntp-info/x.ts';\nconst text = \"from '../ntp-info/x.ts'\";"),
    ).toEqual([]);
  });

  it('keeps the folder rules', () => {
    expect(violation('features/ntp-settings', 'features/ntp-info', false)).toBeDefined();
    expect(violation('features/ntp-settings', 'app', false)).toBeDefined();
    expect(violation('ui', 'features/login', false)).toBeDefined();
    expect(violation('i18n', 'ui', false)).toBeDefined();
    expect(violation('i18n', 'store', false)).toBeUndefined();
    expect(violation('theme', 'i18n', false)).toBeDefined();
    expect(violation('live', 'app', false)).toBeDefined();
    expect(violation('store', 'live', false)).toBeDefined();
    expect(violation('api', 'test-support', false)).toBeDefined();
    expect(violation('app', 'test-support', false)).toBeDefined();
    expect(violation('history', 'analysis', false)).toBeDefined();
    expect(violation('analysis', 'history', false)).toBeUndefined();
    expect(violation('app', 'features/login', false)).toBeUndefined();
    expect(violation('features/login', 'ui', false)).toBeUndefined();
  });
});
