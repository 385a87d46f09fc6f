import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Duplicate, findDuplicates, pairKey, shape, significantLines } from './duplicates.ts';
import { ROOT, sourceFiles } from './workspaces.ts';

/** The accepted pairs: `docs/deliberate-duplicates.md`, one ``- `a` ~ `b` — why`` a pair, grouped by reason. */
const BASELINE = 'docs/deliberate-duplicates.md';

function acceptedPairs(text: string): { pairs: Set<string>; unexplained: string[]; unordered: string[] } {
  const entries = [...text.matchAll(/^- `([^`]+)` ~ `([^`]+)`(.*)$/gm)];
  return {
    pairs: new Set(entries.map(([, a, b]) => pairKey({ a, b }))),
    unexplained: entries.filter(([, , , why]) => !/^ — \S/.test(why)).map(([line]) => line),
    unordered: entries.filter(([, a, b]) => a > b).map(([line]) => line),
  };
}

const where = (d: Duplicate) => `${d.a}:${d.aLines.join('-')} ~ ${d.b}:${d.bLines.join('-')}`;

describe('repeated code in apps/ and packages/', () => {
  const files = ['apps', 'packages'].flatMap(sourceFiles);
  const found = findDuplicates(files.map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') })));
  const baseline = acceptedPairs(readFileSync(join(ROOT, BASELINE), 'utf8'));

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it(`has no repeated block of six lines but the pairs ${BASELINE} accepts`, () => {
    const unlisted = found.filter((d) => !baseline.pairs.has(pairKey(d))).map(where);
    expect(unlisted, `remove the repetition, or list the pair with its reason in ${BASELINE}`).toEqual([]);
  });

  it(`lists no pair that is gone, each with its reason, in ${BASELINE}`, () => {
    const present = new Set(found.map(pairKey));
    expect(
      [...baseline.pairs].filter((pair) => !present.has(pair)),
      'drop these entries',
    ).toEqual([]);
    expect(baseline.unexplained).toEqual([]);
    expect(baseline.unordered).toEqual([]);
  });
});

describe('the repeated-code check', () => {
  const block = ['const total = items.length;', 'let sum = 0;', 'for (const item of items) {'];
  const body = ['  sum += item.value;', '  count(item);', '}', 'report(sum, total);', 'return sum / total;'];
  const copy = [...block, ...body].join('\n');

  it('finds a block of six lines copied into another file, however indented or commented', () => {
    const moved = `// moved here\n\n${copy.replace(/^/gm, '    ').replace('let sum', '/* why */\nlet sum')}`;
    const [duplicate, ...more] = findDuplicates([
      { path: 'a.ts', text: `function a() {}\n${copy}` },
      { path: 'b.ts', text: moved },
    ]);
    expect(more).toEqual([]);
    expect(duplicate).toEqual({ a: 'a.ts', b: 'b.ts', aLines: [2, 9], bLines: [3, 11] });
  });

  it('finds a block repeated inside one file, and nothing in a file that has each block once', () => {
    expect(findDuplicates([{ path: 'a.ts', text: `${copy}\n${copy}` }]).map(pairKey)).toEqual([
      'a.ts ~ a.ts',
    ]);
    expect(findDuplicates([{ path: 'a.ts', text: copy }])).toEqual([]);
  });

  it('leaves out five-line blocks, imports, comments and lines of brackets alone', () => {
    const five = ['a();', 'b();', 'c();', 'd();', 'e();'].join('\n');
    expect(
      findDuplicates([
        { path: 'a.ts', text: `${five}\nx();` },
        { path: 'b.ts', text: `${five}\ny();` },
      ]),
    ).toEqual([]);
    const imports = "import {\n  a,\n  b,\n  c,\n  d,\n  e,\n  f,\n} from './x.ts';\nimport './y.ts';";
    expect(significantLines(`${imports}\n/*\n * a\n */\n});\n]\nkept();`)).toEqual([
      { text: 'kept();', shape: 'x();', at: 15 },
    ]);
  });

  it('finds a block copied with other names, strings and numbers, when it holds twenty words', () => {
    const renamed = copy.replaceAll('items', 'rows').replaceAll('sum', 'acc').replace('value', 'weight');
    expect(
      findDuplicates([
        { path: 'a.ts', text: copy },
        { path: 'b.ts', text: renamed },
      ]).map(pairKey),
    ).toEqual(['a.ts ~ b.ts']);
    const list = (name: string) =>
      ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => `${key}${name}: '${key}',`).join('\n');
    expect(
      findDuplicates([
        { path: 'a.ts', text: list('1') },
        { path: 'b.ts', text: list('2') },
      ]),
    ).toEqual([]);
    expect(shape("const total = items.length + 2 * f('x');")).toBe('const x = x.x + 0 * x(s);');
  });

  it('takes a shape found in more than eight places for a form of the language, not a copy', () => {
    const variant = (n: number) => ({ path: `f${n}.ts`, text: copy.replaceAll('items', `items${n}`) });
    expect(findDuplicates(Array.from({ length: 8 }, (_, n) => variant(n)))).toHaveLength(28);
    expect(findDuplicates(Array.from({ length: 9 }, (_, n) => variant(n)))).toEqual([]);
  });
});
