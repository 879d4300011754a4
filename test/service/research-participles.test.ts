// A question's verb is matched through a synonym said as a participle ("shut" → WordNet's {shut, closed} →
// "the gates were closed"), though the synonym's commoner use is another class ("close" is mostly "near"):
// src/service/lexicon.ts participleSynonymsIn, used by concepts.ts mentionedInOtherWords. Table tests over the
// pure decisions, then an answer over the real service on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, mentionedInOtherWords, requiredConcepts, stemsOf } from '../../src/service/concepts';
import { parseLexicon, participleSynonymsIn } from '../../src/service/lexicon';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('participles that share a sense (participleSynonymsIn, table)', () => {
  const lexicon = parseLexicon(['s close shut', 's shut unopen closed', 's mend repair fix', 's repaired fixed', 's soften broken'].join('\n'));
  it.each<[string, string[]]>([
    ['shut', ['close']],
    ['mend', []],
    // only a participle in -ed counts ("soften" is no participle of break)
    ['broken', []],
  ])('%s → %j', (word, stems) => {
    expect([...participleSynonymsIn(lexicon, word)].sort()).toEqual(stems);
  });
});

describe('a participle says its verb (mentionedInOtherWords over the shipped lexicon, table)', () => {
  it.each<[string, string, string[]]>([
    ['Was the ford shut after the storm', 'The ford was closed for nine days after the storm.', ['shut']],
    // "close" meaning near is still no shutting: the class check refuses the bare adjective's stem only where no participle sense links them
    ['Was the ford shut after the storm', 'The ford lies at the foot of the hill.', []],
  ])('%s / %s → %j', (question, sentence, said) => {
    const required = requiredConcepts(conceptsOf(question));
    expect(mentionedInOtherWords(required, stemsOf(sentence), 'direct').map((c) => c.term)).toEqual(said);
  });
});

const FORD = [
  'The Ashcombe ford was closed for nine days after the February storm, while the council cleared gravel from the crossing.',
  'Drivers were sent round by the Kettle Lane bridge, which added four miles to the journey.',
  'The ford reopened on 3 March with new depth markers on both banks.',
].join(' ');

describe('answers over the real service: a synonym said as a participle', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'ashcombe-ford.md': `# Ashcombe ford\n\n${FORD}\n` });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"shut" is answered by "closed", with no note that no source uses "shut"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long was the Ashcombe ford shut after the storm?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('closed for nine days');
    expect(job.content).not.toContain('"shut"');
  });
});
