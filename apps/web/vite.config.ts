import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path, not by package name: Vite bundles the config's relative imports but leaves packages
// to Node, which cannot load the contract's TypeScript sources.
import {
  allSockets,
  buildCapabilities,
  GENERATION_IDS,
} from '../../packages/contract/src/generations/index.ts';
import { firmwareDist } from './build/firmware-dist.ts';
import { buildTarget } from './build/flash-builds.ts';
import { packMessages } from './build/pack-messages.ts';

/**
 * The firmware whose flash the build is for (`DTU_FIRMWARE`): its file set and its ceiling
 * (`build/flash-builds.ts`; the build prints the ratio to the ceiling). Unset: the build for
 * every generation, in `dist-all-generations` (`npm run build` makes all four builds).
 */
const target = buildTarget(process.env.DTU_FIRMWARE);

const deviceUrl = process.env.DEVICE_URL ?? 'http://localhost:8080';
// Every socket of every generation (the generation table), so the dev server speaks to any device.
const socketPaths = allSockets(GENERATION_IDS);

export default defineConfig({
  // React 19: JSX through React's runtime, Fast Refresh in the dev server.
  plugins: [react(), packMessages(), firmwareDist(target)],
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3 still uses Sass features newer Sass versions deprecate; its warnings are not ours.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  define: {
    // The one generation a flash build serves (`src/net/flash-firmware.ts`); null in the build
    // for every generation and in the dev server.
    __FLASH_FIRMWARE__: JSON.stringify(target.firmware ?? null),
    // What the build carries, from the generation table (`src/net/flash-firmware.ts`).
    __BUILT__: JSON.stringify(buildCapabilities(target.firmware ? [target.firmware] : GENERATION_IDS)),
  },
  build: {
    outDir: target.outDir,
    emptyOutDir: true,
    cssCodeSplit: false,
    assetsInlineLimit: 100_000,
    modulePreload: false,
    // The firmware serves one JS file, so Vite's "split your chunks above 500 kB" advice does not
    // apply; the limit that matters is the gzip ceiling firmwareDist checks (build/flash-builds.ts).
    chunkSizeWarningLimit: 2048,
    // A flash build: Terser with three passes and top-level names mangled, about 800 B smaller
    // than the default minifier here (every byte ships in flash); a build-time tool only. The
    // build for every generation is no flash build: the default minifier, in a second.
    minify: target.firmware ? 'terser' : true,
    terserOptions: {
      ecma: 2020,
      module: true,
      compress: { passes: 3, pure_getters: true },
      mangle: { toplevel: true },
    },
    rollupOptions: {
      output: {
        entryFileNames: 'js/app.js',
        codeSplitting: false,
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: deviceUrl, changeOrigin: true },
      '/zones.json': { target: deviceUrl, changeOrigin: true },
      ...Object.fromEntries(
        socketPaths.map((path) => [path, { target: deviceUrl, ws: true, changeOrigin: true }]),
      ),
    },
  },
});
