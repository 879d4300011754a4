// Short sentences are sentences, headings and titles are not (src/service/compose.ts hasFiniteVerb,
// isHeadingLike; passage.ts marks sentences that share a paragraph line): "Lobster blood is blue."
// is cited, a title or a heading line never is. The sentences and documents are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasFiniteVerb, isHeadingLike } from '../../src/service/compose';
import { readPassage } from '../../src/service/passage';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('hasFiniteVerb and isHeadingLike (pure)', () => {
  it.each([
    ['Lobster blood is blue.', '', false, false],
    ['The kettle descales easily.', '', false, false],
    ['The dam failed.', '', false, false],
    ['Prices doubled.', '', true, false], // two words, inside a paragraph
    ['Prices doubled.', '', false, true], // two words on a line of their own
    // a plural subject with a bare verb is not recognised without part-of-speech data: kept out, as before
    ['Walruses dive deep.', '', true, true],
    ['Tide tables explained.', '', false, false], // "-ed" after the first word reads as a verb: a short line with end punctuation is kept
    ['Winter storage of apples.', '', false, true],
    ['Key dates', '', true, true], // no end punctuation
    ['Lobsters of the North Atlantic.', 'Lobsters of the North Atlantic', true, true], // the title
    ['The new harbour wall was finished in 1911.', '', false, false],
  ])('%j (title %j, in a paragraph %s) → heading %s', (sentence, title, inParagraph, heading) => {
    expect(isHeadingLike(sentence, title, inParagraph)).toBe(heading);
  });
  it.each([
    ['Lobster blood is blue.', true],
    ['Water boils faster up high.', true],
    ['Winter storage of apples.', false],
    ['Field notes, spring.', false],
  ])('hasFiniteVerb(%j) → %s', (sentence, expected) => {
    expect(hasFiniteVerb(sentence)).toBe(expected);
  });
  it('readPassage marks sentences that share their line with others', () => {
    const read = readPassage('## Colour\nLobster blood is blue. Haemocyanin, a copper protein, carries its oxygen.\nA line alone.');
    expect(read.sentences.map((s) => s.inParagraph === true)).toEqual([true, true, false]);
  });
});

const DOCUMENTS: Record<string, string> = {
  'lobsters.md': `# Lobsters of the North Atlantic

## Blood

The American lobster lives on rocky sea floors from Labrador to North Carolina. Lobster blood is blue. A copper protein called haemocyanin carries the oxygen and turns blue when it meets the air.

## Moulting

A young lobster sheds its shell up to 25 times in its first five years.
`,
  'harbour.txt': `Harbour Notes.

The new harbour wall was finished in 1911 after six years of work. Storms breached it twice before 1930.
`,
};

describe('answers over the real service cite short sentences, never titles', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Lobster blood is blue." is cited as the sentence it is', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What colour is lobster blood?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/Lobster blood is blue \[1\]\./);
    expect(job.content).not.toMatch(/Lobsters of the North Atlantic \[\d\]/);
    expect(job.content).not.toMatch(/(?:^|\n|: )Blood \[\d\]/);
  });

  it('a plain-text file\'s title line, even with a full stop, is never cited', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When was the new harbour wall finished?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('finished in 1911');
    expect(job.content).not.toMatch(/Harbour Notes \[\d\]/);
  });
});
