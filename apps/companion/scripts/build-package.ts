// `npm pack` in apps/companion/package runs this first: the companion compiled to one JavaScript
// file with its workspace packages (@dtu/contract, recording, alerts) inside, and the web app's
// build for every generation beside it. The libraries stay real dependencies of the package
// (better-sqlite3 is compiled for the owner's machine when npm installs it).
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const companion = resolve(import.meta.dirname, '..');
const out = join(companion, 'package');
const webBuild = resolve(companion, '../web/dist-all-generations');

const deps = (file: string): Record<string, string> =>
  (JSON.parse(readFileSync(file, 'utf8')) as { dependencies: Record<string, string> }).dependencies;
const libraries = Object.fromEntries(
  Object.entries(deps(join(companion, 'package.json'))).filter(([name]) => !name.startsWith('@dtu/')),
);
const declared = deps(join(out, 'package.json'));
if (JSON.stringify(libraries) !== JSON.stringify(declared)) {
  console.error(
    `package/package.json must depend on what the companion uses:\n${JSON.stringify(libraries, null, 2)}`,
  );
  process.exit(1);
}
if (!existsSync(join(webBuild, 'index.html.gz'))) {
  console.error(`${webBuild} is missing: run \`npm run build\` at the repository's root first`);
  process.exit(1);
}

rmSync(join(out, 'lib'), { recursive: true, force: true });
rmSync(join(out, 'webapp'), { recursive: true, force: true });
await build({
  entryPoints: [join(companion, 'src/main.ts')],
  outfile: join(out, 'lib/dtu-web.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(libraries),
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
cpSync(webBuild, join(out, 'webapp'), { recursive: true });
console.log(
  `dtu-web: ${join(out, 'lib/dtu-web.js')} and the app for every generation in ${join(out, 'webapp')}`,
);
