import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type Plugin, preprocessCSS, resolveConfig } from 'vite';

/** The app's one stylesheet (Bootstrap from source), imported by `src/main.tsx`. */
const STYLESHEET = 'src/styles/app.scss';

/** Names the CSS that `npm run build` compiled once from the stylesheet for all its builds. */
export const SHARED_CSS_ENV = 'DTU_SHARED_CSS';

/**
 * Compiles the stylesheet once as Vite compiles it (the Sass options of `vite.config.ts`, Vite's
 * own pre-processing), into a folder of its own; `remove` deletes it. `npm run build` hands the
 * file to each of its builds (`SHARED_CSS_ENV`), which then skip Sass, the slowest part of the
 * CSS (a few seconds per build).
 */
export async function compileStylesheetOnce(webRoot: string): Promise<{ file: string; remove(): void }> {
  // Vite's CSS pipeline (postcss-load-config) sets NODE_ENV to `development` where it is unset;
  // the builds started after this would inherit it and bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  const config = await resolveConfig({ root: webRoot, logLevel: 'silent' }, 'build', 'production');
  const source = join(webRoot, STYLESHEET);
  const { code } = await preprocessCSS(readFileSync(source, 'utf8'), source, config).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const dir = mkdtempSync(join(tmpdir(), 'dtu-web-css-'));
  const file = join(dir, 'app.css');
  writeFileSync(file, code);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * In a build given `SHARED_CSS_ENV`: the stylesheet's import resolves to that CSS instead of the
 * Sass source; without it (a single build, the dev server) nothing changes.
 */
export function sharedStylesheet(): Plugin {
  const shared = process.env[SHARED_CSS_ENV];
  let stylesheet = '';
  return {
    name: 'shared-stylesheet',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      stylesheet = join(config.root, STYLESHEET);
    },
    resolveId(source, importer) {
      if (!shared || !importer || !source.endsWith('.scss')) return undefined;
      return resolve(dirname(importer), source) === stylesheet ? shared : undefined;
    },
  };
}
