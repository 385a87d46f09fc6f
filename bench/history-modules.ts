import { readFileSync, realpathSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import type { Page } from '@playwright/test';
import ts from 'typescript';
import { ROOT } from './emulator-process.ts';

/** Where a page of the emulator's origin finds the repository's modules (`/bench-src/<path>`). */
export const MODULES = '/bench-src/';
/** An empty page of the same origin: the app's database, without the app running. */
export const BLANK = '/bench-blank';

/**
 * A workspace package's specifier (`@dtu/recording`, `@dtu/web/history-storage`) as the path the
 * page loads through `MODULES`: the file its `package.json` `exports` names for that entry.
 */
function packagePath(specifier: string): string | undefined {
  const match = /^@dtu\/([^/]+)(\/.+)?$/.exec(specifier);
  if (!match) return undefined;
  const dir = realpathSync(join(ROOT, 'node_modules/@dtu', match[1]));
  const exports: Record<string, string> = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports;
  const target = exports[`.${match[2] ?? ''}`];
  return target === undefined ? undefined : `${MODULES}${relative(ROOT, join(dir, target))}`;
}

const withPackagePaths = (code: string) =>
  code.replace(/(from\s*|import\s*\(?\s*)(['"])(@dtu\/[^'"]+)\2/g, (text, before, quote, specifier) => {
    const path = packagePath(specifier);
    return path === undefined ? text : `${before}${quote}${path}${quote}`;
  });

/**
 * Serves the repository's own TypeScript modules to `page` as ES modules, type-stripped one by
 * one (their `./x.ts` imports load the same way), and an empty page, on the emulator's origin:
 * the bench then drives the app's storage code in the real browser, on the app's database.
 */
export async function serveRepoModules(page: Page, origin: string): Promise<void> {
  await page.route(`${origin}${BLANK}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
  );
  await page.route(`${origin}${MODULES}**`, (route) => {
    const path = normalize(new URL(route.request().url()).pathname.slice(MODULES.length));
    if (path.startsWith('..') || !path.endsWith('.ts')) return route.fulfill({ status: 404 });
    const { outputText } = ts.transpileModule(readFileSync(join(ROOT, path), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    return route.fulfill({ contentType: 'text/javascript', body: withPackagePaths(outputText) });
  });
}
