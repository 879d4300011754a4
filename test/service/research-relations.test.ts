// Retrieval keeps a question's relation words and reads its phrasings (src/service/concepts.ts,
// src/service/phrasal.ts over resources/lexicon/wordnet-phrasal.txt): a verb of saying is dropped only
// where it points at the sources ("what does the guide say about…"), "tell X to" stays as a relation
// word; "how long / many / much" ask for an amount (a figure), not for the word; a two-word verb ("took
// part") is the one word WordNet gives for it ("participate"), said either way. Table tests of the pure
// functions, then answers over the real service on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asksInstruction, conceptsOf, mentioned, partCoverage, requiredConcepts, stemsOf, withoutLibraryReferences } from '../../src/service/concepts';
import { parsePhrasal, phrasalVerbs } from '../../src/service/phrasal';
import { adviceFloor, advises } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('words that point at the library, and relation words (table)', () => {
  it.each<[string, string]>([
    ['What does the ferry timetable say about Sundays?', 'What does the ferry timetable about Sundays?'],
    ['What did my notes say?', 'What did ?'],
    ['Tell me about lighthouse keepers', 'about lighthouse keepers'],
    ['What did the harbourmaster tell the crews to check?', 'What did the harbourmaster tell the crews to check?'],
    ['What did the mayor say to the council?', 'What did the mayor say to the council?'],
    ['Which papers mention tides?', 'Which papers tides?'],
  ])('%s → %s', (question, kept) => {
    expect(withoutLibraryReferences(question)).toBe(kept);
  });

  it.each<[string, string[]]>([
    // "said" relates the mayor to what was said: scored, never required
    ['What did the mayor say to the council?', ['mayor', 'council']],
    ['What were the crews told to check?', ['crews', 'check']],
    // the amount asked for is a figure, not the word
    ['How long do quail eggs take to hatch?', ['quail', 'eggs', 'take', 'hatch']],
    ['How many lambs were born this spring?', ['lambs', 'born', 'spring']],
    // a quality asked about is often named ("hotter", "depth"): it stays
    ['How deep is the harbour?', ['deep', 'harbour']],
  ])('%s requires %j', (question, required) => {
    expect(requiredConcepts(conceptsOf(question)).map((c) => c.term)).toEqual(required);
  });

  it.each<[string, boolean]>([
    ['What does the guide tell walkers to bring?', true],
    ['What did the warden advise visitors not to touch?', true],
    ['What does the guide say about storms?', false],
    ['Who told the story first?', false],
  ])('%s asks for an instruction: %s', (question, expected) => {
    expect(asksInstruction(question)).toBe(expected);
  });
});

describe('advice asked for (table)', () => {
  it.each<[string, boolean]>([
    ['Climbers should carry a head torch.', true],
    ['Carry a head torch and a spare layer.', true],
    ['Visitors are asked to keep dogs on a lead.', true],
    ['The wardens advise walkers to leave before eight.', true],
    ['Two climbers were rescued last week.', false],
    ['The ridge is crowded in August.', false],
  ])('%s gives advice: %s', (sentence, expected) => {
    expect(advises(sentence)).toBe(expected);
  });

  it('around advice, a point that gives none and names under half of the question is left out', () => {
    const unit = (text: string): { score: number; sentences: string[]; stems: Set<string> } => ({ score: 1, sentences: [text], stems: stemsOf(text) });
    const query = 'What does the ridge guide tell climbers to pack?';
    const units = [unit('Climbers should carry a head torch.'), unit('Two climbers were rescued last week.'), unit('The ridge guide lists the huts where climbers can sleep.')];
    adviceFloor(units, query, requiredConcepts(conceptsOf(query)));
    expect(units.map((u) => u.score > 0)).toEqual([true, false, true]);
    const other = [unit('Two climbers were rescued last week.')];
    adviceFloor(other, 'What happened to the climbers?', requiredConcepts(conceptsOf('What happened to the climbers?')));
    expect(other[0]?.score).toBe(1);
  });
});

describe('two-word verbs (table)', () => {
  const table = parsePhrasal('# comment\np take part participate\np take place happen\np give birth bear\nq bad line\n');
  it.each<[string, string[]]>([
    ['How many people took part?', ['participate']],
    ['Who is taking part in the race?', ['participate']],
    ['When did the race take place?', ['happen']],
    ['How often do ewes give birth?', ['bear']],
    ['Which part of the boat took the wave?', []],
  ])('%s', (text, words) => {
    expect(phrasalVerbs(text, table).map((p) => p.word)).toEqual(words);
  });

  it('the shipped table reads "took part" as participate, covered by "participants" and by "took part" itself', () => {
    const concepts = conceptsOf('How many people took part in the bird count?');
    expect(requiredConcepts(concepts).map((c) => c.term)).toEqual(['people', 'participate', 'bird', 'count']);
    const participate = concepts.filter((c) => c.term === 'participate');
    expect(mentioned(participate, stemsOf('Participants logged every blackbird they saw.'))).toHaveLength(1);
    expect(mentioned(participate, stemsOf('About 80 walkers took part.'))).toHaveLength(1);
    expect(mentioned(participate, stemsOf('The count took an hour.'))).toHaveLength(0);
  });

  it('"how many … took part" is covered by a source that says "enrolled … participants"', () => {
    const passages = [{ documentId: 'count', text: 'The spring bird count enrolled 86 volunteers. Participants walked a fixed route at dawn.' }];
    const coverage = partCoverage('How many people took part in the spring bird count?', 'what', passages);
    expect(coverage.answerable).toBe(true);
  });
});

const DOCUMENTS: Record<string, string> = {
  'bird-count.md': `# The Linden Marsh spring bird count

The spring bird count enrolled 86 volunteers in April 2025. Participants walked a fixed route at dawn and logged every bird they heard or saw.

Reed warblers were the most common species, followed by sedge warblers.
`,
  'quail.md': `# Raising quail at home

Quail eggs hatch after 17 or 18 days in an incubator held at 37.5 degrees. Turn the eggs three times a day until the last three days.
`,
  'kessel-guide.md': `# Guide to the Kessel ridge

The Kessel ridge path was waymarked by volunteers in 1962. Climbers should carry a head torch and a spare layer, even in summer. Climbers often start from the Brunn car park, which fills by seven.
`,
  'ridge-news.md': `# Ridge news

Two climbers were rescued from the Kessel ridge last week after dark. The guide hut sold out of maps in July.
`,
  'harbour.md': `# Brisk Harbour notes

The harbour is dredged every second summer. Fishing boats land their catch at the north quay before six in the morning.
`,
};

describe('answers over the real service: relations and phrasings', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"took part" is answered from "enrolled 86 volunteers … Participants"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many people took part in the spring bird count?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('86 volunteers');
    expect(job.content).not.toMatch(/found nothing|"took"|"part"/);
  });

  it('"What does the guide tell climbers to pack?" gives the advice, not the news that shares "climbers" and "guide"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What does the guide tell climbers to pack?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('Climbers should carry a head torch');
    expect(job.content).not.toContain('were rescued');
    expect(job.content).not.toContain('sold out of maps');
  });

  it('"how long … take" is answered by the figure, with no note about "long"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long do quail eggs take to hatch?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('17 or 18 days');
    expect(job.content).not.toMatch(/"long"/);
  });
});
