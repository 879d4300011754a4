import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { cspMetaTag } from './src/main/security';

// Main and preload run under Node inside Electron; the renderer is a plain web bundle that is
// also served by browser mode (src/main/web), so it must not depend on Electron at all.
export default defineConfig({
  main: {
    build: {
      // zod, commander, yjs (with its lib0) and eventsource-parser are bundled in (tree-shaken, one
      // file instead of dozens of small ESM modules each resolved and read at start-up): loading zod
      // from node_modules was most of every entry's start-up, and yjs's ~50 lib0 modules about 40 ms of
      // `quire jobs` and of browser mode's core (measured in npm run bench: startup).
      externalizeDeps: { exclude: ['zod', 'commander', 'undici', 'yjs', 'lib0', 'eventsource-parser'] },
      rollupOptions: {
        // Every Node entry is bundled here, so nothing compiles TypeScript at run time: the desktop
        // main process, the embedded local research service's child (forked from its own bundle),
        // the `quire` CLI, browser mode's server and the standalone local service (`npm run service`).
        input: {
          index: resolve('src/main/electron/main.ts'),
          service: resolve('src/service/child.ts'),
          // The local service reads uploads in this worker thread (heap cap and time limit; #15).
          'extract-worker': resolve('src/service/extract-worker.ts'),
          cli: resolve('src/cli/index.ts'),
          serve: resolve('src/main/web/serve.ts'),
          'service-cli': resolve('src/service/cli.ts'),
          // Yjs in a file of its own (out/main/yjs.js, ~250 KB with lib0): the notebook requires it on
          // its first change or sync (src/main/notebook/sync/yjs-load.ts), so reading jobs and the
          // window's first rows do not load it with the core.
          yjs: resolve('src/main/notebook/sync/yjs-entry.ts'),
        },
        // Shared chunks sit beside the entries: modules find their neighbours (service.js, the
        // renderer at ../renderer, resources at ../../resources) at the same depth from any chunk.
        output: { chunkFileNames: '[name]-[hash].js' },
      },
    },
  },
  preload: {
    build: {
      // Sandboxed preloads can require only 'electron': inline everything else (zod, the contract).
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        // Sandboxed preloads cannot be ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    // The CSP also as a <meta> in the built index.html (#15; build only: the dev server injects inline scripts).
    plugins: [react(), { name: 'quire-csp-meta', apply: 'build', transformIndexHtml: () => [cspMetaTag()] }],
    build: {
      // electron-vite leaves the renderer unminified by default; browser mode serves it too.
      minify: true,
      rollupOptions: {
        input: { index: resolve('src/renderer/index.html') },
        // Everything the entry imports statically goes in the entry's own chunk: split by default into
        // eight small shared chunks (react, the stores, format …, 20 KB in all), each was a request of
        // its own before the first paint, and each request costs CPU in the browser and the server
        // (browser mode's first paint, 9 interleaved runs each at load 10-14: 1.81x -> 1.61x of the
        // static page; bench/startup.bench.ts). The views loaded later keep their own chunks.
        output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
      },
    },
  },
});
