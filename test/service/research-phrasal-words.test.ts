// A two-word verb of a question is said by a source in the phrase, in WordNet's one word for its most frequent sense,
// or in that sense's other one-word lemmas ("let go": relinquish, release → "released"); a note names it as the
// question writes it ("let go"), never as a lemma the user did not write ("relinquish"). src/service/phrasal.ts,
// concepts.ts conceptsOf; data from scripts/wordnet-phrasal.mjs. Table tests, then answers over the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, mentioned, stemsOf } from '../../src/service/concepts';
import { parsePhrasal, phrasalVerbs } from '../../src/service/phrasal';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('phrasal verbs with the other words of their sense (table)', () => {
  const table = parsePhrasal('# c\np set free liberate release\np sign up enrol\np bad\n');
  it.each<[string, { word: string; others: string[] }[]]>([
    ['When were the otters set free?', [{ word: 'liberate', others: ['release'] }]],
    ['Who will sign up?', [{ word: 'enrol', others: [] }]],
    ['Nothing here.', []],
  ])('%s → %j', (text, uses) => {
    expect(phrasalVerbs(text, table).map(({ word, others }) => ({ word, others }))).toEqual(uses);
  });

  it.each<[string, string, boolean]>([
    // the shipped table: "let go" is relinquish, and release
    ['Why were the hedgehogs let go at night', 'The hedgehogs were released after dark.', true],
    ['Why were the hedgehogs let go at night', 'The hedgehogs were let go after dark.', true],
    ['Why were the hedgehogs let go at night', 'The hedgehogs were weighed after dark.', false],
  ])('%s / %s → said %s', (question, sentence, said) => {
    const concept = conceptsOf(question).find((c) => c.label === 'let go');
    expect(concept).toBeDefined();
    expect(concept ? mentioned([concept], stemsOf(sentence)).length > 0 : false).toBe(said);
  });
});

describe('answers over the real service: a two-word verb in other words', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'hedgehog-rescue.md': `# Hedgehog rescue at Fennick Lane\n\nEvery hedgehog is weighed each morning while it is in care. Hedgehogs are released after dark, in the garden they were found in, because they forage at night and a daylight release leaves them exposed to crows. A hedgehog must weigh at least 600 grams before release.\n`,
      'fennick-garden.md': `# Fennick community garden\n\nThe community garden opens on Saturdays. Volunteers water the beds in the evening.\n`,
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"let go" is answered by "released", with no note naming a word the user did not write', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why are the rescued hedgehogs let go after dark?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('forage at night');
    expect(job.content).not.toContain('relinquish');
    expect(job.content).not.toMatch(/uses the words? "let go"/);
  });

  it('where nothing says it, the note names the phrase as written', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When are the garden volunteers let go for the winter?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).not.toContain('relinquish');
    expect(job.content).toContain('let go');
  });
});
