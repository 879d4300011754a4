// Sources that disagree on an amount, over the real service (compose.ts with disagreement.ts): a magazine
// piece gives a cedar-shingle roof about 35 years, a roofing guide's list gives it 20; the answer keeps
// both, each cited, and says the sources disagree. The guide's other rows (asphalt, clay) and a waiting
// time are no disagreement, and two sources that agree are never said to disagree. Documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const MAGAZINE = `# The last shingle maker in Harrow Vale

*Country Crafts, spring issue*

Tom Quayle has split cedar shingles by hand in his barn at Harrow Vale since 1994. A cedar-shingle roof on a steep pitch should last around 35 years, he says, provided the valleys are kept clear of moss.

Owners of cedar-shingle roofs in the vale wait about eight months for him to start, because he works alone and splits every shingle himself.
`;

const GUIDE = `# Roof coverings compared

Published by the Harrow Vale Building Trust.

- **Cedar shingles:** usual lifespan 20 years in a wet climate
- **Asphalt shingles:** usual lifespan 15 years
- **Clay tiles:** usual lifespan 60 years
- **Minimum pitch for shingles:** 14 degrees
`;

const AGREEING_GUIDE = GUIDE.replace('usual lifespan 20 years in a wet climate', 'usual lifespan 35 years in a wet climate');

interface Job {
  status: string;
  content: string | null;
  results: { title: string; citation_index: number }[];
}

async function ask(service: RunningService, query: string): Promise<Job> {
  return (await waitForJob(service, await createJob(service, { query, reasoning_loops: 3 }))) as unknown as Job;
}

const citationOf = (job: Job, title: RegExp): number | undefined => job.results.find((r) => title.test(r.title))?.citation_index;

describe('two documents that give different figures for the same amount', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'shingle-maker.md': MAGAZINE, 'roof-coverings.md': GUIDE });
  });
  afterAll(async () => {
    await service.close();
  });

  it('both figures stay, each cited, and the answer says the sources disagree', async () => {
    const job = await ask(service, 'How long does a cedar-shingle roof last?');
    expect(job.status).toBe('completed');
    const content = job.content ?? '';
    const magazine = citationOf(job, /shingle maker/i);
    const guide = citationOf(job, /roof coverings/i);
    expect(magazine).toBeDefined();
    expect(guide).toBeDefined();
    expect(content).toMatch(/^Your sources disagree: /);
    expect(content).toMatch(new RegExp(`around 35 years[^\\[]*\\[${magazine}\\]`));
    expect(content).toMatch(new RegExp(`lifespan 20 years[^\\[]*\\[${guide}\\]`));
  });

  it('a subject only one document gives a figure for is answered without a disagreement', async () => {
    const job = await ask(service, 'How long does an asphalt-shingle roof last?');
    const content = job.content ?? '';
    expect(content).toContain('15 years');
    expect(content).not.toMatch(/disagree/i);
  });
});

describe('two documents that give the same figure', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'shingle-maker.md': MAGAZINE, 'roof-coverings.md': AGREEING_GUIDE });
  });
  afterAll(async () => {
    await service.close();
  });

  it('are never said to disagree', async () => {
    const job = await ask(service, 'How long does a cedar-shingle roof last?');
    const content = job.content ?? '';
    expect(content).toContain('35 years');
    expect(content).not.toMatch(/disagree/i);
  });
});

// A weight in a history page against the same bell's row in a survey table whose column heading ("Bell")
// names the subject: the row is read with its headings, even where the question's focus left it unscored.
const BELL_HISTORY = `# The bells of St Aldric

The tenor bell of St Aldric weighs about 1.9 tonnes and was cast in 1887 by a Loughborough foundry.
`;

const BELL_SURVEY = `# Tower survey: St Aldric

| Bell | Weight | Note |
|---|---|---|
| Treble | 310 kg | E |
| Tenor | 1,240 kg | E flat |
`;

describe('a figure in running text against a table row', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'bells-history.md': BELL_HISTORY, 'bells-survey.md': BELL_SURVEY });
  });
  afterAll(async () => {
    await service.close();
  });

  it('the row of the same bell disagrees, each cited; the other bell\'s row is not named as the rival figure', async () => {
    const job = await ask(service, 'What does the tenor bell weigh?');
    const content = job.content ?? '';
    const history = citationOf(job, /bells of St Aldric/i);
    const survey = citationOf(job, /tower survey/i);
    expect(content).toMatch(/^Your sources disagree: /);
    expect(content).toMatch(new RegExp(`1\\.9 tonnes[^\\[]*\\[${history}\\]`));
    expect(content).toMatch(new RegExp(`1,240 kg[^\\[]*\\[${survey}\\]`));
    expect(content).not.toContain('310 kg');
  });
});

