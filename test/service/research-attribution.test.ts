// First-person source text attributed with the verb agreeing ("I am writing" → 'The author of … is
// writing', never "the author am"), and a capital "I" that is a label (a table row, "Phase I", "rows H, I
// and J") never read as the writer (src/service/attribution.ts). Table tests of the pure pieces, then the
// real service over a letter and a CSV written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreeWithAuthor, attribute, writerIs } from '../../src/service/attribution';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('which capital I is the writer (pure)', () => {
  it.each([
    ['I am writing to the committee.', [0]],
    ['Last winter I walked the lower path.', [12]],
    ['I, as warden, have kept the log.', [0]],
    ["I've kept bees since 2001.", [0]],
    ['Then I checked the gauge.', [5]],
    ['The Phase I trial enrolled forty people.', []], // a name's label
    ['After World War I the mill closed.', []],
    ['Rows H, I and J were sown in May.', []], // a series of labels
    ['I: variety Russet, 12 visits per hour.', []], // a table row's label
  ])('writerIs(%j) = %j', (text, at) => {
    expect(writerIs(text)).toEqual(at);
  });

  it.each([
    ['am', 'is'],
    ['have', 'has'],
    ['do', 'does'],
    ["don't", "doesn't"],
    ['think', 'thinks'],
    ['watch', 'watches'],
    ['carry', 'carries'],
    ['go', 'goes'],
    ['was', 'was'],
    ['walked', 'walked'],
    ['found', 'found'], // an irregular past
    ['wrote', 'wrote'],
    ['would', 'would'],
  ])('agreeWithAuthor(%j) = %j', (verb, agreed) => {
    expect(agreeWithAuthor(verb)).toBe(agreed);
  });

  it.each([
    ['I am writing, as club treasurer, about the new fees.', 'Club letter', 'The author of "Club letter" is writing, as club treasurer, about the new fees.'],
    ['I think the fees are too high.', 'Club letter', 'The author of "Club letter" thinks the fees are too high.'],
    ['I also watch the gauge every morning.', 'Weir log', 'The author of "Weir log" also watches the gauge every morning.'],
    ['I, as warden, have kept the log since 1994.', 'Weir log', 'The author of "Weir log", as warden, has kept the log since 1994.'],
    // a time said from the writer's day stays theirs (attribution.ts WRITERS_TIME): "last winter" is the writer's, not the reader's
    ['Last winter I found two cracks in the sill.', 'Weir log', 'In "Weir log", the author writes that last winter they found two cracks in the sill.'],
    ['My first season on the weir was 1994.', 'Weir log', 'In "Weir log", the author\'s first season on the weir was 1994.'],
    ['I do not expect the fees to fall.', 'Club letter', 'The author of "Club letter" does not expect the fees to fall.'],
    // labels stay as written
    ['I: variety Russet, 12 visits per hour.', 'Orchard counts', 'I: variety Russet, 12 visits per hour.'],
    ['The Phase I trial enrolled forty people.', 'Trial notes', 'The Phase I trial enrolled forty people.'],
  ])('attributes %j', (sentence, title, expected) => {
    expect(attribute(sentence, title)).toBe(expected);
  });
});

const DOCUMENTS: Record<string, string> = {
  'rowing-club-letter.txt':
    'Dear members,\n\nI am writing, as club treasurer, about the boathouse roof. I think the repair will cost about 9,000 pounds, because the ridge beam has rotted through. I have asked two builders for quotes, and both can start in April.\n\nYours, Mairi Dunlop\n',
  'river-plots.csv': 'plot,crop,yield kg\nG,barley,410\nH,oats,385\nI,rye,512\n',
};

describe('answers over the real service: the writer attributed, a label left alone', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('a letter in the first person reads "The author of … thinks", never "the author think"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What will the boathouse roof repair cost?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('9,000 pounds');
    expect(job.content).toMatch(/the author of "[^"]+" thinks/i);
    expect(job.content).not.toMatch(/the author (?:am|think|have)\b/i);
  });

  it('a table row labelled "I" is not turned into "the author"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What was the yield of rye on the river plots?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('512');
    expect(job.content).not.toMatch(/the author/i);
  });
});
