// Paragraph-initial referents (src/service/compose.ts refersForward, hasDanglingOpener, buildUnits
// with a passage's `before`, selectUnits; research.ts gives each passage the one before it): a
// sentence that opens a paragraph with "Such uniform grains…" takes its referent from the end of the
// paragraph before it (same document, same section), never across a section; "When it is triggered,
// the trap snaps shut…" names its referent itself. A referent already chosen keeps the sentence
// after it in the same point. The documents are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUnits, hasDanglingOpener, refersForward } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('refersForward and hasDanglingOpener (pure)', () => {
  it.each([
    ['When it is triggered, the trap snaps shut in a tenth of a second.', true],
    ['Once they ripen, the pods split open along a seam.', true],
    ['If it is heated in air, Sodium burns with a yellow flame.', true],
    ['When it rains, it pours.', false], // the main clause opens with a pronoun again
    ['When they ripen, the pod splits.', false], // number does not agree
    ['When it is dropped, a handful of that sand squeaks.', false], // not a definite subject
    ['As it passes through the air, the light scatters.', false], // "as" may mean "because": not read as forward
    ['The trap snaps shut when it is touched twice.', false],
  ])('refersForward(%s) → %s', (sentence, expected) => {
    expect(refersForward(sentence)).toBe(expected);
  });
  it('a forward reference is not dangling; a back reference still is', () => {
    expect(hasDanglingOpener('When it is triggered, the trap snaps shut in a tenth of a second.')).toBe(false);
    expect(hasDanglingOpener('When it rains, it pours over the rim.')).toBe(true);
    expect(hasDanglingOpener('Such uniform grains slip against each other in step.')).toBe(true);
  });
});

describe('buildUnits: the referent of a paragraph\'s first sentence', () => {
  const documents = new Map([['d', { title: 'Singing Sand', url: 'https://library.quire.local/sand.md' }]]);
  const before = 'Some desert dunes boom when sand slides down their faces. The sound comes only from grains of quartz that are very round and all the same size.';
  const such = 'Such uniform grains slip against each other in step, so the whole dune face vibrates like a drum.';
  it('comes from the end of the paragraph before it in the same section', () => {
    const units = buildUnits([{ documentId: 'd', chunkId: 2, text: such, before }], documents);
    expect(units.map((u) => u.sentences)).toEqual([[before.split('. ')[1], such]]);
  });
  it('never from another section, nor from nowhere: the sentence is dropped', () => {
    expect(buildUnits([{ documentId: 'd', chunkId: 2, text: `## Why it booms\n${such}`, before: `## Where\n${before}` }], documents)).toEqual([]);
    expect(buildUnits([{ documentId: 'd', chunkId: 2, text: such }], documents)).toEqual([]);
  });
});

const DOCUMENTS: Record<string, string> = {
  'singing-sand.md': `# Singing Sand

Some desert dunes boom when sand slides down their faces, a sound that can be heard ten kilometres away. The sound comes only from grains of quartz that are very round, very dry and almost all the same size.

Such uniform grains slip against each other in step, so the whole dune face vibrates like the skin of a drum, at about 100 hertz.
`,
  'pitcher-plants.md': `# Pitcher Plants

Pitcher plants trap insects in a deep, slippery cup filled with digestive fluid.

When it is wet, the rim of the pitcher becomes so slippery that ants aquaplane on it and fall in. Dry rims catch far fewer insects.
`,
  'tides.md': `# Reading a Tide Table

Each row of a tide table gives the time and height of a high or low water. Heights are measured from chart datum.
`,
};

describe('answers over the real service keep paragraph-initial sentences with their referent', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Such uniform grains…" follows the sentence it refers to', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why do some sand dunes boom?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/all the same size \[1\]\. Such uniform grains slip against each other/);
  });

  it('"When it is wet, the rim…" is kept: it names its own referent', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How do pitcher plants catch ants?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('When it is wet, the rim of the pitcher becomes so slippery');
  });
});
