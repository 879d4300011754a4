// @vitest-environment node
// "How heavy is a sea otter?" over the sample library led with "otters feed heavily on sea urchins", "What colour…"
// and "How many sea otters live in California?" with a shark sentence, "How much does a Gutenberg Bible cost?" with the
// Bible's date, each as if it answered. A figure of a measure asked ("how heavy", "how tall", "how deep") is given
// only by a sentence stating an amount of that kind about what is asked (asked-part.ts 'measure'), and a price asked
// of a thing the sources name but give no sum at all for is said to be missing too. Table tests, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedPart, givesAskedPart, notGivenStatement, speaksOfSubject } from '../../src/service/asked-part';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('a figure of a measure asked (askedPart, givesAskedPart)', () => {
  it.each<[string, string[] | null]>([
    ['How heavy is a sea otter?', ['weight']],
    ['How tall is the lighthouse?', ['length']],
    // (a count is read elsewhere: a table row or a spreadsheet cell gives it without its noun)
    ['How many ponies graze the common?', null],
    // a time, a rate or a sum is asked in other ways (their own roles or none)
    ['How long does the crossing take?', null],
    ['How often is the bell rung?', null],
  ])('%j → %j', (query, dimensions) => {
    const asked = askedPart(query);
    expect(asked?.role === 'measure' ? asked.dimensions : null).toEqual(dimensions);
  });

  it.each<[string, string, boolean]>([
    ['How heavy is a sea otter?', 'An adult sea otter weighs 22 to 45 kilograms.', true],
    ['How heavy is a sea otter?', 'Otters feed heavily on sea urchins.', false],
    ['How tall is the lighthouse?', 'The lighthouse stands 28 metres tall.', true],
    ['How tall is the lighthouse?', 'The lighthouse stands tall on the headland.', false],
  ])('%j given by %j: %s', (query, sentence, given) => {
    const asked = askedPart(query);
    expect(asked).not.toBeNull();
    if (asked) expect(givesAskedPart(asked, sentence, query)).toBe(given);
  });

  it('says plainly that no figure is given', () => {
    const asked = askedPart('How heavy is a sea otter?');
    expect(asked && notGivenStatement(asked, 'How heavy is a sea otter?')).toBe('Your sources give no figure for what "How heavy is a sea otter?" asks.');
  });

  it('a price asked of a thing the sources name with no sum at all is a finding, not silence', () => {
    const asked = askedPart('How much does a Gutenberg Bible cost?');
    expect(asked?.role).toBe('cost');
    if (asked) {
      expect(speaksOfSubject(asked, ['The Gutenberg Bible was finished around 1455 in Mainz.'])).toBe(true);
      expect(notGivenStatement(asked, 'How much does a Gutenberg Bible cost?')).toBe('Your sources do not give a sum for the bible on its own, so they do not answer "How much does a Gutenberg Bible cost?"');
    }
  });
});

describe('a measure the sources do not give, over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'otters.md': '# Sea otters\n\nSea otters feed heavily on sea urchins. An otter spends hours a day grooming its dense fur.\n',
      'lighthouse.md': '# Skaill Head lighthouse\n\nThe Skaill Head lighthouse stands 28 metres tall on the headland. It was first lit in 1858.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('says no figure is given for "How heavy is a sea otter?" and cites no neighbour as the answer (amount-unstated.ts)', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How heavy is a sea otter?', reasoning_loops: 1 }));
    expect(job.content ?? '').toMatch(/^Your sources give no figure for what "How heavy is a sea otter\?" asks\. Nothing in your sources answers it, so nothing is cited\./);
    expect(job.content ?? '').not.toMatch(/^In short/m);
    expect(job.results).toHaveLength(0);
  });

  it('answers one it does give', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How tall is the Skaill Head lighthouse?', reasoning_loops: 1 }));
    expect(job.content ?? '').toMatch(/28 metres tall on the headland \[1\]/);
    expect(job.content ?? '').not.toMatch(/no figure/);
  });
});
