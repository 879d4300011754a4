// What a question part asks about must itself be covered (src/service/lexicon.ts agentNounLemma and
// relationsIn, concepts.ts endingVerb/partSubject/partCoverage, amounts.ts passiveDuration): an agent
// noun ("insurers", "conservators") takes no synonyms from the verb its stem shares ("secure", "check"
// are no insurers); a part's subject named alone ("the council's insurers") is never excused as the
// third of the concepts that may be missing, so the answer says the sources do not cover it; a subject
// with a modifier ("a brick kiln") may be spoken of by its modifier; the asked measure said in
// other words must stand beside the subject in one passage; "how long are X cured" asks a time. The
// documents (a bridge repair, a ham cellar, a ferry FAQ) are written for this test.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dimensionsAsked, passiveDuration } from '../../src/service/amounts';
import { compose } from '../../src/service/compose';
import { endingVerb, partCoverage, partSubject } from '../../src/service/concepts';
import { agentNounLemma, lexicalRelations, parseLexicon, relationsIn } from '../../src/service/lexicon';
import type { RunningService } from '../../src/service/server';
import { stem } from '../../src/service/text';
import { createJob, startTestService, tempDir, waitForJob } from './helpers';

describe('agentNounLemma and relationsIn (pure)', () => {
  it.each<[string, string | null]>([
    ['insurers', 'insurer'],
    ['insurer', 'insurer'],
    ['conservators', 'conservator'],
    ['reporters', 'reporter'],
    ['water', null],
    ['teacher', null],
    ['river', null],
    ['drivers', null],
  ])('agentNounLemma(%j) → %j', (word, expected) => {
    expect(agentNounLemma(word)).toBe(expected);
  });
  const lexicon = parseLexicon(['s secure insure ensure', 's check insure see', 's insurer underwriter', 's report describe', 's newsman reporter'].join('\n'));
  it.each([
    ['insurers', ['underwriter']],
    ['reporters', ['newsman']],
  ])('relationsIn(%j).direct → %j (an agent noun takes only its own synsets)', (word, direct) => {
    expect([...relationsIn(lexicon, word).direct].sort()).toEqual(direct.map(stem).sort());
  });
  it('the verb keeps its synonyms', () => {
    expect([...relationsIn(lexicon, 'insure').direct]).toEqual(expect.arrayContaining(['secure', 'ensure', 'check', 'see'].map(stem)));
  });
  it('the shipped lexicon gives "insurers" none of insure\'s synonyms', () => {
    const insurers = lexicalRelations('insurers');
    for (const word of ['secure', 'check', 'ensure']) {
      expect(insurers.direct.has(stem(word))).toBe(false);
      expect(insurers.bridged.has(stem(word))).toBe(false);
    }
    expect(lexicalRelations('insure').direct.has(stem('secure'))).toBe(true);
  });
});

describe('endingVerb, partSubject and passiveDuration (pure but for the shipped tables)', () => {
  it.each<[string, string | null]>([
    ["what did the council's insurers demand", 'demand'],
    ['what price does a smoked ham fetch', 'fetch'],
    ['What is the capital of Peru?', null],
    ['How many piers does the bridge have?', null],
  ])('endingVerb(%j) → %j', (part, verb) => {
    expect(endingVerb(part)?.verb ?? null).toBe(verb);
  });
  it.each<[string, { head: string; alone: boolean } | null]>([
    ["what did the council's insurers demand", { head: 'insurers', alone: true }],
    ['what price does a smoked ham fetch', { head: 'ham', alone: false }],
    ['How hot does a brick kiln get?', { head: 'kiln', alone: false }],
    ['How do hedgehogs survive the winter?', { head: 'hedgehogs', alone: true }],
    ['What is the capital of Peru?', null],
  ])('partSubject(%j) → %j', (part, expected) => {
    expect(partSubject(part)).toEqual(expected);
  });
  it.each<[string, boolean]>([
    ['How long are the hams cured, and what do they cost?', true],
    ['How long was the ferry suspended?', true],
    ['How long is butter kept in the cold room?', true],
    ['How long is the bridge?', false],
    ['How long are the piers?', false],
    ['How long is the seed?', false],
  ])('passiveDuration(%j) → %s', (query, expected) => {
    expect(passiveDuration(query)).toBe(expected);
  });
  it('a passive "how long" asks a time, not a length', () => {
    expect(dimensionsAsked('How long are the hams cured?')).toEqual(['time']);
    expect(dimensionsAsked('How long is the bridge?')).toEqual(['time', 'length']);
  });
});

const bridge = [
  { documentId: 'bridge', text: 'Repairs to the Millford suspension bridge took 26 months and employed about 140 workers. The council secured the funding in 2021 and had every cable checked by divers before work began.' },
  { documentId: 'bridge', text: 'The old deck was replaced with a lighter steel deck, and the council expects the bridge to need no major work for forty years.' },
];
const documents = new Map([['bridge', { title: 'Millford bridge repairs', url: 'https://council.example/bridge' }]]);

describe('a part whose subject no source names is not answered through its other words', () => {
  it('partCoverage: "insurers" is not covered by "secured" and "checked", and the part is not answerable', () => {
    const part = "what did the council's insurers demand";
    const c = partCoverage(part, 'what', bridge);
    expect(c.missing.map((m) => m.term)).toContain('insurers');
    expect(c.answerable).toBe(false);
  });
  it('compose: the covered half is answered, the other named as not covered', () => {
    const answer = compose("How many workers repaired the Millford bridge, and what did the council's insurers demand?", bridge, documents);
    expect(answer.answered).toBe(true);
    expect(answer.content).toMatch(/140 workers/);
    expect(answer.content).toMatch(/none of them uses the word "insurers"|None of [^.]*"insurers"/);
  });
});

describe('over the real service: a half-covered question names the missing subject and answers the other half', () => {
  let service: RunningService;
  beforeAll(async () => {
    const dir = tempDir('quire-part-subject-');
    fs.writeFileSync(
      path.join(dir, 'ham-cellar.md'),
      `# The Valdore ham cellar\n\nThe Valdore cellar sits 12 metres under the old town hall and holds about 3,000 hams on oak racks, each about 9 kilograms.\n\n## Curing\n\nEach ham is salted by hand and then hung in the cellar. Hams leave the cellar after at least 18 months; reserve hams stay 30 months. The salters turn every ham once a fortnight.\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'ferry-faq.md'),
      `# Ferry questions\n\n## What does a return ticket cost?\n\nA return ticket costs 12 euros online and 15 euros at the pier. Bikes with baskets travel free.\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'bridge.md'),
      `# Millford bridge repairs\n\nRepairs to the Millford suspension bridge took 26 months and employed about 140 workers. The council secured the funding in 2021 and had every cable checked by divers before work began.\n`,
    );
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"…and what did the council\'s insurers demand?": the workers are given, the insurers named as missing', async () => {
    const job = await waitForJob(service, await createJob(service, { query: "How many workers repaired the Millford bridge, and what did the council's insurers demand?", reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/140 workers/);
    expect(job.content).toMatch(/"insurers"/);
    expect(job.content).not.toMatch(/"demand"/);
  });

  it('"How long are the hams cured, and what price does a reserve ham fetch?": months, and no price', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long are the Valdore hams cured, and what price does a reserve ham fetch?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    // the lead states the time asked for, not the cellar's depth
    const lead = /In short[^:]*: ([^\n]*)/.exec(job.content ?? '')?.[1] ?? '';
    expect(lead).toMatch(/\d+ months/);
    expect(job.content).toMatch(/"price"/);
    expect(job.content).not.toMatch(/12 euros|15 euros/);
  });
});
