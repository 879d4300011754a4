// @vitest-environment node
// "The figures for each X" read as the enumeration a source gives them in (chat-figures.ts, issue #11, rev15c class 3:
// "Just the totals for each pest" got loosely related figures). Paragraphs written for this test (h16h, session 16).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';
import { conceptsOf } from '../../src/service/concepts';
import { enumeratedFigures } from '../../src/service/chat-figures';

const isFigure = (text: string): boolean => /\d|\b(?:twelve|eleven|twenty)\b/i.test(text);
const about = (words: string) => conceptsOf(words, { dropInstructionWords: true }).filter((c) => !c.soft);
const para = (text: string, citation = 1) => ({ sentences: text.split(/(?<=\.)\s+/), citation });

describe('enumeratedFigures', () => {
  it.each([
    ['each branch', [para('The Kirkby branch was again the busiest branch, with 9,400 loans. Ormskirk came next with 7,100. Maghull lent 5,250 and Aughton only 900.')], ['9,400', '7,100', '5,250']],
    ['every species', [para('The blackbird was the commonest species, with 41 seen. Robins came next at 33; wrens numbered 12.')], ['41', '33']],
    ['each site', [para('Volunteers walked the route in May.'), para('At the first site 18 nests were found. The second had 11, and the quarry had twenty.', 2)], ['18', '11']],
    ['all the sites', [para('Across the sites, 64 plants were tagged. The meadow site had 30 of them. The verge had 14.')], ['64', '30', '14']],
    ['each **ward**', [para('In Castle ward 612 people voted. Abbey had 540. Mill had 388.')], ['612', '540', '388']],
  ])('%s: the run from the sentence naming it', (words, paragraphs, figures) => {
    const run = enumeratedFigures(about(words), paragraphs, isFigure, 6);
    for (const f of figures) expect(run.map((r) => r.text).join(' ')).toContain(f);
    expect(run.length).toBeGreaterThanOrEqual(2);
  });
  it.each([
    ['no sentence names it', 'each pest', [para('Beetles rose to 136. Silverfish came to 116.')]],
    ['only one figure after it', 'each branch', [para('Kirkby was the busiest branch, with 9,400 loans. The others were quieter.')]],
  ])('%s: nothing (the caller keeps its other figures)', (_name, words, paragraphs) => {
    expect(enumeratedFigures(about(words), paragraphs, isFigure, 6)).toEqual([]);
  });
  it('stops at the paragraph end and at n', () => {
    const run = enumeratedFigures(about('each branch'), [para('Kirkby branch lent 9,400. Ormskirk lent 7,100. Maghull lent 5,250.'), para('In 2024 the total was 20,000.')], isFigure, 2);
    expect(run.map((r) => r.text)).toEqual(['Kirkby branch lent 9,400.', 'Ormskirk lent 7,100.']);
  });
});

const LIBRARIES: Record<string, string> = {
  'west-lancs-libraries-2025.md': `---
title: West Lancashire libraries: the 2025 year
---

# West Lancashire libraries: the 2025 year

Our libraries lent more books in 2025 than in any year since 2012, and visits rose for the third year running.

## Loans by branch

The Kirkby branch was again the busiest branch, with 9,400 loans over the year. Ormskirk came next with 7,100. Maghull lent 5,250, and we counted only 900 loans at Aughton, which opens two days a week.

## Next year

In 2026 the mobile library will add a Saturday route.
`,
};

describe('"Just the totals for each branch", over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(LIBRARIES);
  });
  afterAll(async () => {
    await service.close();
  });

  it('the enumeration as bullets, each cited, its first person said as the source\'s', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How busy were the West Lancashire libraries in 2025?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Just the totals for each branch, please.');
    const lines = reply.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const figure of ['9,400', '7,100', '5,250']) expect(reply).toContain(figure);
    for (const line of lines) expect(line).toMatch(/^- .*\[1\]\.?$/);
    expect(reply).not.toMatch(/\bwe counted\b/);
    expect(reply).toMatch(/According to "West Lancashire libraries: the 2025 year", maghull lent 5,250, and they counted only 900 loans at Aughton/i);
  });
});
