import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Page } from '@playwright/test';
import ts from 'typescript';
import { ROOT } from './emulator-process.ts';

/** Where a page of the emulator's origin finds the repository's modules (`/bench-src/<path>`). */
export const MODULES = '/bench-src/';
/** An empty page of the same origin: the app's database, without the app running. */
export const BLANK = '/bench-blank';

/** The workspace packages' bare specifiers, as paths the page loads through `MODULES`. */
const PACKAGES: [RegExp, string][] = [
  [/(from\s*|import\s*\(?\s*)(['"])@dtu\/recording\//g, `$1$2${MODULES}packages/recording/src/`],
  [/(from\s*|import\s*\(?\s*)(['"])@dtu\/contract\2/g, `$1$2${MODULES}packages/contract/src/index.ts$2`],
];

const withPackagePaths = (code: string) =>
  PACKAGES.reduce((text, [pattern, path]) => text.replace(pattern, path), code);

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
