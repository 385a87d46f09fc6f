import { FOUNDATION, FOUNDATION_ALLOWS, TEST_ONLY_PACKAGES } from './layer-rules.ts';

/**
 * The folder rules of `layer-rules.ts` as Biome overrides (`noRestrictedImports`), so the editor
 * and `npm run check` show a broken rule where it is typed. Biome matches the import's text, not
 * the file it resolves to, and misses computed `import()`s: `layering.test.ts` stays the complete
 * check and compares `biome.json` with this list. One override per group of files, because Biome
 * replaces (does not merge) the options of a rule that two overrides configure.
 */
interface Pattern {
  group: string[];
  message: string;
}

export interface BiomeOverride {
  includes: string[];
  linter: { rules: { style: { noRestrictedImports: { level: 'error'; options: { patterns: Pattern[] } } } } };
}

const SRC = 'apps/web/src';
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const SEE = '(layering.test.ts)';

const folders = (names: readonly string[]) => names.map((name) => `**/${name}/**`);

const testOnly: Pattern[] = [
  {
    group: TEST_ONLY_PACKAGES.flatMap((name) => [name, `${name}/**`]),
    message: `zod and the test fixtures are for tests only ${SEE}`,
  },
  { group: folders(['test-support']), message: `test helpers are for tests only ${SEE}` },
];

function override(includes: string[], patterns: Pattern[]): BiomeOverride {
  return {
    includes,
    linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
  };
}

/** A folder's rules: one override for its tests, one (with the test-only entries) for the rest. */
function folderOverrides(glob: string, patterns: Pattern[]): BiomeOverride[] {
  const tests = patterns.length
    ? [
        override(
          TESTS.map((test) => `${glob}/${test}`),
          patterns,
        ),
      ]
    : [];
  return [...tests, override([`${glob}/**`, ...TESTS.map((test) => `!${test}`)], [...patterns, ...testOnly])];
}

export function biomeLayerOverrides(): BiomeOverride[] {
  const features: Pattern[] = [
    { group: ['../*/**', '!../../**'], message: `a feature never imports another feature ${SEE}` },
    {
      group: folders(['features', 'app']),
      message: `a feature imports only itself and the foundation ${SEE}`,
    },
  ];
  const foundation = FOUNDATION.flatMap((name) => {
    const allowed = FOUNDATION_ALLOWS[name];
    const refused = FOUNDATION.filter((other) => other !== name && !allowed.includes(other));
    return folderOverrides(`${SRC}/${name}`, [
      {
        group: folders(['features', 'app', ...refused]),
        message: `${name}/ may import only ${allowed.join(', ') || 'itself'} ${SEE}`,
      },
    ]);
  });
  return [
    ...folderOverrides(`${SRC}/features`, features),
    ...foundation,
    ...folderOverrides(`${SRC}/app`, []),
    override([`${SRC}/main.tsx`], testOnly),
    override(
      [`${SRC}/test-support/**`],
      [{ group: folders(['features', 'app']), message: `test helpers build on the foundation only ${SEE}` }],
    ),
  ];
}
