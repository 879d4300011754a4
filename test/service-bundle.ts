// Vitest global set-up: bundles the embedded service's child entry (src/service/child.ts, with its
// extraction worker beside it) once per run, as the build bundles it for Quire (dependencies stay in
// node_modules), and points the code under test at it through QUIRE_TEST_SERVICE_ENTRY (honoured
// only when local-service.ts itself runs from its TypeScript source). Without it every embedded
// service a test starts compiled its TypeScript through tsx first: measured spawn to ready, median of
// 5 interleaved, about 1.6-2.0 s under tsx against 0.8 s bundled. The bundle sits two folders below
// the root (.test-bundles/<pid>/) so the service finds resources/library at ../../ as from src/service.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

export default async function setup(): Promise<() => void> {
  const dir = join(ROOT, '.test-bundles', String(process.pid));
  await build({
    entryPoints: { service: join(ROOT, 'src/service/child.ts'), 'extract-worker': join(ROOT, 'src/service/extract-worker.ts') },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: dir,
    logLevel: 'warning',
  });
  process.env.QUIRE_TEST_SERVICE_ENTRY = join(dir, 'service.js');
  return () => rmSync(dir, { recursive: true, force: true });
}
