import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';
import { purgeCss } from './purge-css.ts';

/** The files the firmware serves from flash; the build must produce exactly these. */
export const FIRMWARE_FILES = [
  'index.html.gz',
  'js/app.js.gz',
  'zones.json.gz',
  'favicon.ico',
  'favicon.png',
  'site.webmanifest',
] as const;

const GZIPPED = ['index.html', 'js/app.js', 'zones.json'];

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, root) : [relative(root, path)];
  });
}

/**
 * The smaller of Zopfli (15 iterations, about 2 s for the app) and zlib level 9. Both write the
 * plain gzip format the firmware serves with `Content-Encoding: gzip`; taking the smaller means
 * no file grows where Zopfli does not pay (tiny files).
 */
async function smallestGzip(data: Buffer): Promise<Uint8Array> {
  const zlib = gzipSync(data, { level: 9 });
  const zopfli = await gzipAsync(data, { numiterations: 15 });
  return zopfli.length < zlib.length ? zopfli : zlib;
}

/**
 * Shapes the Vite output into the firmware's file set: the CSS is injected by the single
 * JS file after selectors unused by the sources are purged, the text files are gzipped with
 * Zopfli, and the build fails above the budget.
 */
export function firmwareDist(options: { budgetBytes: number }): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'firmware-dist',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const cssFiles = Object.keys(bundle).filter((name) => name.endsWith('.css'));
      const allCss = cssFiles
        .map((name) => {
          const asset = bundle[name];
          return asset.type === 'asset' ? String(asset.source) : '';
        })
        .join('');
      const css = allCss && (await purgeCss(allCss, [join(root, 'src'), join(root, 'index.html')]));
      for (const name of cssFiles) delete bundle[name];
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (entry && entry.type === 'chunk' && css) {
        const inject = `(()=>{const s=document.createElement('style');s.textContent=${JSON.stringify(css)};document.head.appendChild(s)})();`;
        entry.code = inject + entry.code;
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'asset' && chunk.fileName === 'index.html') {
          chunk.source = String(chunk.source).replace(/<link rel="stylesheet"[^>]*>/g, '');
        }
      }
    },
    async closeBundle() {
      for (const file of GZIPPED) {
        const path = join(outDir, file);
        writeFileSync(`${path}.gz`, await smallestGzip(readFileSync(path)));
        rmSync(path);
      }
      const files = listFiles(outDir).sort();
      const expected = [...FIRMWARE_FILES].sort();
      if (JSON.stringify(files) !== JSON.stringify(expected)) {
        throw new Error(`dist must hold exactly ${expected.join(', ')}; found ${files.join(', ')}`);
      }
      const size = statSync(join(outDir, 'js/app.js.gz')).size;
      const verdict = size > options.budgetBytes ? 'OVER BUDGET' : 'within budget';
      const ratio = (size / options.budgetBytes).toFixed(3);
      const aim = size > 0.8 * options.budgetBytes ? 'above the 0.8× aim' : 'within the 0.8× aim';
      console.log(
        `js/app.js.gz: ${size} bytes (budget ${options.budgetBytes}, ${verdict}; ${ratio}×, ${aim})`,
      );
      if (size > options.budgetBytes) {
        throw new Error(`js/app.js.gz is ${size} bytes, above the flash budget of ${options.budgetBytes}`);
      }
    },
  };
}
