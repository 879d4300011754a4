// Lint: typescript-eslint's recommended rules plus the layer directions from ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'http', 'https', 'net', 'crypto', 'stream', 'url', 'util', 'events'];
const restrict = (message, patterns) => ({ 'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }] });

export default tseslint.config(
  // *.config.ts.*.mjs: the bundled config electron-vite and Vite write beside theirs for a moment while
  // they build (npm test lints beside the build).
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'coverage/**', '.quire*/**', '.test-bundles/**', '*.config.ts.*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'test/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Playwright fixtures must destructure their (empty) dependencies object.
  { files: ['test/e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  // Layer directions: shared is pure; renderer and preload see only shared; the service is standalone.
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict('src/shared must stay runtime-neutral (no Node, Electron or DOM-specific imports).', [
      ...nodeBuiltins,
      'electron',
      '**/main/**',
      '**/renderer/**',
      '**/preload/**',
      '**/service/**',
      'better-sqlite3',
      'undici',
      'react',
    ]),
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    rules: restrict('The renderer talks to the core only through the contract in src/shared.', [...nodeBuiltins, 'electron', '**/main/**', '**/preload/**', '**/service/**', '**/cli/**', 'better-sqlite3', 'undici']),
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: restrict('The preload may import only electron and src/shared.', ['**/main/**', '**/renderer/**', '**/service/**', '**/cli/**', ...nodeBuiltins]),
  },
  {
    files: ['src/service/**/*.ts'],
    rules: restrict('The local research service is standalone: its own code and shared schemas only.', ['**/main/**', '**/renderer/**', '**/preload/**', '**/cli/**', 'electron']),
  },
  {
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/electron/**'],
    rules: restrict('Only src/main/electron knows about Electron; the rest of main runs under plain Node.', ['electron', '**/renderer/**', '**/preload/**']),
  },
);
