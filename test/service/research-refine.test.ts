// Loop refinement (research.ts runLoop): the words a loop learns for later searches come only from
// new passages that name at least half of the question's concepts, never from a passage of another
// topic that shares one word with the question. A real service database in a temp folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openServiceDb } from '../../src/service/db';
import { extractDocument } from '../../src/service/extract';
import { documentsInScope, indexDocument } from '../../src/service/library';
import { initialLoopState, runLoop } from '../../src/service/research';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const LIGHTHOUSE = `# The Skerry lighthouse\n\nThe Skerry lighthouse keepers trimmed the lamp wicks every evening and polished the brass lens.\n\nThe Skerry lighthouse keepers logged every passing ship and the lamp's oil in a ledger.`;
const SAUNA = `# Sauna habits\n\nMany Finns take a sauna every evening; birch whisks and cold plunges follow, and the birch whisks are soaked in cold water first.`;

describe('refinement terms', () => {
  it('are learned from on-topic passages only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-refine-'));
    dirs.push(dir);
    const db = openServiceDb(dir);
    for (const [name, text] of [['skerry.md', LIGHTHOUSE], ['sauna.md', SAUNA]] as const) {
      indexDocument(db, await extractDocument(Buffer.from(text), name), { source: 'sample', sampleName: name, url: `https://${name}.example` }, '2026-01-01T00:00:00Z');
    }
    const allowed = documentsInScope(db, { documentIds: null, excludedDomains: [] });
    const state = initialLoopState('What did the Skerry lighthouse keepers do every evening?', []);
    const outcome = runLoop(db, allowed, state);
    // the sauna passage shares "evening" and is found, but teaches nothing about lighthouse keepers
    expect(outcome.addedTerms.length).toBeGreaterThan(0);
    expect(outcome.addedTerms.some((t) => /birch|whisk|plunge|cold|finn/i.test(t))).toBe(false);
    expect(outcome.addedTerms.some((t) => /lamp|ledger|lens|wick|brass|oil/i.test(t))).toBe(true);
    db.close();
  });
});
