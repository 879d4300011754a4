// @vitest-environment node
// Clarify-first choices that change the answer, and figures of two named things that are no disagreement (a newcomer's
// report, issue #11 item 6): a place picked in brainstorm ("Northgate") left the answer citing the other site; "The
// Northgate apiary" and "At Northgate" were offered no place option at all (a capital that opens the sentence was read as
// part of a title, "Riverside" as a common word); and "lost 9 of its 28 colonies" at Riverside against "lost 3 of its 11"
// at Northgate was called "Your sources disagree". Table tests on the pure choices, then the real service over HTTP.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { focusLead } from '../../src/service/lead-choice';
import { namedApart } from '../../src/service/disagreement';
import { placesAndPeriods } from '../../src/service/brainstorm';
import { call, createJob, startTestService, tempDir, waitForJob } from './helpers';

describe('the lead when the user chose a focus (focusLead)', () => {
  const points = [
    { stems: new Set(['northgat', 'lost', 'coloni']), score: 10 },
    { stems: new Set(['riversid', 'lost', 'coloni']), score: 7 },
    { stems: new Set(['riversid', 'mite']), score: 3 },
  ];
  it.each<[string[], number, number]>([
    [[], 0, 0],
    [['riversid'], 0, 1],
    [['northgat'], 0, 0],
    // nothing names it
    [['august'], 0, 0],
  ])('focus %j, lead %i → %i', (focus, lead, expected) => {
    expect(focusLead(points, lead, focus)).toBe(expected);
  });

  it('keeps the lead when the point naming the focus scores under half of it, or is not of the kind asked', () => {
    expect(focusLead([{ stems: new Set(['a']), score: 10 }, { stems: new Set(['riversid']), score: 4 }], 0, ['riversid'])).toBe(0);
    expect(focusLead(points, 0, ['riversid'], (i) => i === 2)).toBe(0);
  });
});

describe('figures of two named things of one kind are no disagreement (namedApart)', () => {
  it.each<[string, string, boolean]>([
    ['The Riverside community apiary lost 9 of its 28 colonies over the winter.', 'The Northgate apiary lost 3 of its 11 colonies.', true],
    ['The Riverside apiary lost 9 colonies.', 'The Riverside apiary lost 12 colonies.', false],
    // names of who says it, not of what it is about: still a disagreement
    ['Kellbridge City Council proposes a budget of £3.1 million for the ferry.', 'The Gazette reported that the ferry would cost £2.6 million.', false],
  ])('%j / %j → %s', (a, b, apart) => {
    expect(namedApart(a, b, [])).toBe(apart);
  });
});

describe('places named after a capital that only opens the sentence (placesAndPeriods)', () => {
  it('offers Northgate and Riverside', () => {
    const passages = [{ documentId: 'w', text: 'The Riverside community apiary lost 9 of its 28 colonies. The Northgate apiary lost 3 of its 11 colonies. At Northgate the losses followed a wet autumn.' }];
    expect(placesAndPeriods('winter losses', passages, 10)).toEqual(expect.arrayContaining(['Northgate', 'Riverside']));
  });
});

describe('a place chosen in brainstorm leads the answer, over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    const dir = tempDir('quire-focus-choice-');
    fs.writeFileSync(path.join(dir, 'riverside.md'), '# Riverside apiary winter notes\n\nThe Riverside community apiary lost 9 of its 28 colonies over the winter. Most Riverside losses were colonies that went into winter with high mite counts.\n');
    fs.writeFileSync(path.join(dir, 'northgate.md'), '# Northgate apiary winter notes\n\nThe Northgate apiary lost 3 of its 11 colonies over the winter. At Northgate the losses followed a wet autumn that kept foragers inside.\n');
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });

  it('choosing each place makes it lead, and the two sites are never said to disagree', async () => {
    const query = 'How many colonies were lost over the winter?';
    for (const place of ['Northgate', 'Riverside']) {
      const session = await call<{ id: string; questions: { id: string; options: { key: string; text: string }[] }[] }>(service, 'POST', '/research/brainstorm', { body: { query } });
      expect(session.status).toBe(200);
      const question = session.body.questions.find((q) => q.options.some((o) => o.text === place));
      expect(question, `an option "${place}"`).toBeDefined();
      const option = question?.options.findIndex((o) => o.text === place) ?? -1;
      const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1, brainstorm_session_id: session.body.id, answers: [{ question_id: question?.id, selected_option: option }] }));
      expect(job.status).toBe('completed');
      const first = (job.content ?? '').split('\n')[0] ?? '';
      expect(first).toContain(place);
      expect(job.content ?? '').not.toMatch(/disagree/i);
    }
  });
});
