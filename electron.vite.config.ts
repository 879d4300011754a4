import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

// Main and preload run under Node inside Electron; the renderer is a plain web bundle that is
// also served by browser mode (src/main/web), so it must not depend on Electron at all.
export default defineConfig({
  main: {
    build: {
      externalizeDeps: true,
      rollupOptions: {
        // The embedded local research service runs as a child process from its own bundle.
        input: { index: resolve('src/main/electron/main.ts'), service: resolve('src/service/child.ts') },
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
    plugins: [react()],
    build: {
      // electron-vite leaves the renderer unminified by default; browser mode serves it too.
      minify: true,
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
  },
});
