// Renderer-only build (same settings as electron.vite.config.ts's renderer section), for browser
// mode, e2e and the benchmark when main/preload are not needed: `npx vite build -c src/renderer/vite.config.mjs`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL('../../out/renderer', import.meta.url)), emptyOutDir: true },
});
