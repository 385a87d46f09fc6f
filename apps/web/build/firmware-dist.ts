import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';
import { type BuildTarget, ceilingReport } from './flash-builds.ts';
import { purgeCss } from './purge-css.ts';
import { reactRuntime } from './react-runtime.ts';
import { sharedStylesheet } from './shared-stylesheet.ts';

/** Files of `public/` that only some firmwares embed; anything else unexpected fails the build. */
const OPTIONAL_PUBLIC_FILES = ['zones.json'];

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
 * Zopfli, files the firmware does not embed are left out (`public/zones.json` on the 2026
 * generations), and the build fails unless it holds exactly the firmware's file set within its
 * ceiling, with React's production runtime. Within `npm run build` the stylesheet comes compiled once for all builds
 * (`shared-stylesheet.ts`).
 */
export function firmwareDist(target: BuildTarget): Plugin[] {
  const embedded = target.files;
  let outDir = 'dist';
  let root = '.';
  let entryCode = '';
  const shape: Plugin = {
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
      entryCode = entry?.type === 'chunk' ? entry.code : '';
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
      // Every build ships React's production runtime: the build fails without it.
      const runtime = reactRuntime(entryCode);
      for (const file of listFiles(outDir)) {
        const path = join(outDir, file);
        if (embedded.includes(`${file}.gz`)) {
          const data = readFileSync(path);
          // The build for every generation is no flash build: zlib alone, without Zopfli's seconds.
          writeFileSync(
            `${path}.gz`,
            target.firmware ? await smallestGzip(data) : gzipSync(data, { level: 9 }),
          );
          rmSync(path);
        } else if (OPTIONAL_PUBLIC_FILES.includes(file) && !embedded.includes(file)) {
          rmSync(path);
        }
      }
      const files = listFiles(outDir).sort();
      const expected = [...embedded].sort();
      if (JSON.stringify(files) !== JSON.stringify(expected)) {
        throw new Error(`dist must hold exactly ${expected.join(', ')}; found ${files.join(', ')}`);
      }
      const report = ceilingReport(target.firmware, statSync(join(outDir, 'js/app.js.gz')).size);
      console.log(`${report.line}; ${runtime}`);
      if (report.over) throw new Error(report.line);
    },
  };
  return [sharedStylesheet(), shape];
}
