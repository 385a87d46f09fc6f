import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProblems, headingsOf, ROOT, scannedFiles, staleDataPaths } from './doc-citations.ts';

const messages = (file: string, text: string) =>
  findProblems(file, text).map((p) => `${p.line}: ${p.message}`);

describe('citations in the sources', () => {
  it('name only documents inside the repository, and sections that exist', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(500);
    const problems = files.flatMap((file) => findProblems(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });

  it('allow the reference builds only where they are still read as data', () => {
    expect(staleDataPaths()).toEqual([]);
  });
});

describe('headingsOf', () => {
  it('numbers sections and gives anchors as GitHub does', () => {
    const text =
      '# Title\n## 9. `config.json` and migration from 2024.05.03\n```\n# not a heading\n```\n## Notes\n## Notes\n';
    const { numbers, anchors } = headingsOf(text);
    expect([...numbers]).toEqual(['9']);
    expect([...anchors]).toEqual(['title', '9-configjson-and-migration-from-20240503', 'notes', 'notes-1']);
  });
});

describe('findProblems', () => {
  it('refuses the API notes and the style guide named bare', () => {
    const text =
      '// settings.md §2.2\n// (live.md §4.1, mqtt.md)\n/* serial.md */ // STYLE.md, bundle-costs.md\n';
    expect(messages('apps/x.ts', text)).toEqual([
      '1: cites settings.md, a document outside the repository (cite docs/… instead)',
      '2: cites live.md, a document outside the repository (cite docs/… instead)',
      '2: cites mqtt.md, a document outside the repository (cite docs/… instead)',
      '3: cites serial.md, a document outside the repository (cite docs/… instead)',
      '3: cites STYLE.md, a document outside the repository (cite docs/… instead)',
      '3: cites bundle-costs.md, a document outside the repository (cite docs/… instead)',
    ]);
  });

  it('refuses the product notes and the specification by name or number', () => {
    const text =
      'firmware-generations.md, users-and-peers.md\nspec 000 §8, spec 001 §5, spec §4\n000_22d55858ab15c9e5.txt';
    expect(messages('apps/x.ts', text)).toHaveLength(6);
    expect(messages('apps/x.ts', 'const n = 1_000_000; // 001_state')).toEqual([]);
  });

  it('refuses the folder beside the repository, except the listed data paths', () => {
    expect(messages('bench/x.ts', "'../shared/reference'\n/work/shared/api/x.md")).toEqual([
      '1: names "../shared", a folder outside the repository',
      '2: names "/work/shared", a folder outside the repository',
    ]);
    expect(messages('bench/webapps.ts', "    '../shared/reference/upstream-webapp-2024.05.03',")).toEqual([]);
    expect(messages('apps/x.ts', "import { y } from '../shared-2026/y.ts';")).toEqual([]);
  });

  it('takes a docs path to an existing file with headings of the cited numbers', () => {
    const ok = '// docs/firmware/onbattery-2026.03.31.md §7.9–§7.13 and §9; docs/firmware/README.md';
    expect(messages('apps/x.ts', ok)).toEqual([]);
    expect(messages('apps/x.ts', '// `docs/firmware/onbattery-2026.03.31.md` §7.99, §2')).toEqual([
      '1: docs/firmware/onbattery-2026.03.31.md §7.99: no heading numbered 7.99 in that file',
    ]);
    expect(messages('apps/x.ts', '// docs/firmware/nowhere.md §1')).toEqual([
      '1: cites docs/firmware/nowhere.md, which does not exist',
    ]);
    expect(messages('apps/x.ts', '// (docs/firmware §4)')).toEqual([
      '1: cites a section of docs/firmware, a folder: name the file',
    ]);
  });

  it('checks relative Markdown links: inside the repository, to a file that exists, with its sections', () => {
    const file = 'docs/firmware/README.md';
    expect(messages(file, '[a](onbattery-2026.03.31.md) §7.1–7.3 [b](../../README.md#flash-builds)')).toEqual(
      [],
    );
    expect(messages(file, '[a](https://example.org/x.md) [b](#how-to-tell-the-generations-apart)')).toEqual(
      [],
    );
    expect(messages(file, '[a](#nowhere)\n[b](../../README.md#no-such-part)')).toEqual([
      '1: links to #nowhere: no heading with that anchor',
      '2: links to ../../README.md#no-such-part: no heading with that anchor',
    ]);
    expect(
      messages(
        file,
        '[a](../../../shared/api/live.md)\n[b](missing.md)\n[c §42](opendtu-v26.3.30.md#1-routes)',
      ),
    ).toEqual([
      '1: cites ../../../shared/api/live.md, a document outside the repository (cite docs/… instead)',
      '1: names "../../../shared", a folder outside the repository',
      '1: links to ../../../shared/api/live.md, outside the repository',
      '2: links to missing.md, which does not exist',
      '3: opendtu-v26.3.30.md#1-routes §42: no heading numbered 42 in that file',
    ]);
  });
});
