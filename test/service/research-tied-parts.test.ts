// A later part of a question that speaks of the earlier part's subject by a pronoun ("…, and what did it
// cost?") is read only in the sources on the part before (src/service/concepts.ts refersBack,
// documentsOfPart; compose.ts): a cost in a page about something else is not its cost, and the answer
// names the part it leaves out, in words true of the sources it read. Table tests, then answers over
// the real service on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsOfPart, refersBack } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('refersBack (table)', () => {
  it.each<[string, boolean]>([
    ['what did it cost', true],
    ['how often are they serviced', true],
    ['what did he find in the archive', true],
    ['where is its gearbox kept', true],
    ['what did the restoration cost', false],
    ['how much is a ticket', false],
    ['carpenter leafcutter mason', false],
  ])('%s → %s', (part, expected) => {
    expect(refersBack(part)).toBe(expected);
  });
});

describe('documentsOfPart (table)', () => {
  const byDocument = new Map([
    ['mill', new Set(['wheel', 'repair'])],
    ['bakery', new Set(['repair'])],
    ['ferry', new Set<string>()],
  ]);
  it('the documents cited for the part before, where it is answered', () => {
    expect([...documentsOfPart({ answerable: true, documents: ['mill'], byDocument })]).toEqual(['mill']);
  });
  it('else every document that covers some of it (never one that covers none)', () => {
    expect([...documentsOfPart({ answerable: false, documents: [], byDocument })].sort()).toEqual(['bakery', 'mill']);
  });
});

const DOCUMENTS: Record<string, string> = {
  'mill-wheel.md': `# Restoring the Hensby mill wheel

The oak paddles of the Hensby mill wheel had rotted after decades in the leat, and the wheel stopped turning in 2019.

The repair of the wheel took nine months: a millwright from Norfolk replaced all forty paddles and refitted the iron rim.

The wheel turned again for the first time at the village fair in June.
`,
  'village-hall.md': `# Village hall accounts

The new roof of the village hall cost £18,000, paid for by a lottery grant and two summer fairs.

Hall hire costs £12 an hour for residents.
`,
};

describe('answers over the real service: a part tied to the part before', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"…, and what did it cost?" is not answered by the village hall\'s costs: the part is named as left out', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long did the repair of the Hensby mill wheel take, and what did it cost?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('nine months');
    expect(job.content).toContain('None of the sources on "How long did the repair of the Hensby mill wheel take" uses the word "cost", so this answer leaves out "what did it cost".');
    expect(job.content).not.toContain('£18,000');
    expect(job.results.map((r) => r.title)).toEqual(['Restoring the Hensby mill wheel']);
  });

  it('a part that names its own subject is still read in the whole library', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long did the repair of the Hensby mill wheel take, and what did the village hall roof cost?', reasoning_loops: 1 }));
    expect(job.content).toContain('£18,000');
    expect(job.content).not.toContain('leaves out');
  });
});
