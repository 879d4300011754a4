// The sentence that decides a yes/no question (src/service/predication.ts, verdict.ts predicationGate): only a
// sentence predicating the asked key (adjective, verb, a light verb's object) of the asked subject (its telling words,
// a WordNet synonym or two-word lemma: "decaffeinated coffee" for decaf; a pronoun or "the …" referring back) decides,
// its polarity read on that predication ("not completely free of", "too little … to", a table cell "No"); a sentence
// on another subject sharing the words ("afternoon coffee" for decaf coffee, "people" for teenagers) decides nothing,
// and with nothing deciding the answer gives no verdict. A comparison's general reading needs a sentence speaking to
// both sides. Table tests over the pure functions, then the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutAsked, askedPredication, decidingSentence, longNames, negatesKey, predicationIn, subjectMatch } from '../../src/service/predication';
import { relationVerb } from '../../src/service/verdict';
import type { RunningService } from '../../src/service/server';
import { answerLead, askChat, createJob, startLibraryService, startTestService, waitForJob } from './helpers';

const asked = (q: string) => askedPredication(q, relationVerb(q));

describe('the predication a yes/no question asks (askedPredication)', () => {
  it.each<[string, { subject: string[]; key: string; negated?: boolean } | null]>([
    ['Is decaf caffeine-free?', { subject: ['decaf'], key: 'free' }],
    ['Does decaf have no caffeine at all?', { subject: ['decaf'], key: 'caffeine', negated: true }],
    ['Does decaf coffee affect sleep?', { subject: ['decaf', 'coffee'], key: 'affect' }],
    ['Is caffeine bad for you?', { subject: ['caffeine'], key: 'bad' }],
    ['Can teenagers build up a tolerance to caffeine?', { subject: ['teenagers'], key: 'tolerance' }],
    ['Do heat pumps work in cold climates?', { subject: ['heat', 'pumps'], key: 'work' }],
    ['Do the Skerry ferries sail on Christmas Day?', { subject: ['skerry', 'ferries'], key: 'sail' }],
    ['Is the Porthcarrow sea wall going to fall down?', { subject: ['porthcarrow', 'sea', 'wall'], key: 'fall' }],
    ['My aunt is visiting. Will the EK-40 turn itself off when the program finishes?', { subject: ['ek-40'], key: 'turn' }],
    // a comparison, the asker, a pronoun: other readings own them
    ['Is heat worse than cold for a battery?', null],
    ['Can I store a battery empty?', null],
    ['Is it safe to swim here?', null],
  ])('%s', (q, expected) => {
    const got = asked(q);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toMatchObject({ negated: false, ...expected });
  });
});

describe('WordNet two-word names of a one-word noun (wordnet-terms.txt)', () => {
  it('names decaf decaffeinated coffee', () => {
    expect(longNames('decaf')).toContainEqual(['decaffeinated', 'coffee']);
  });
});

describe('how a sentence names the asked subject (subjectMatch)', () => {
  it.each<[string, string[], string, string | null]>([
    ['Decaffeinated coffee is not completely free of caffeine.', ['decaf'], '', 'exact'],
    ['A cup of decaf in the evening contains too little caffeine to affect sleep.', ['decaf', 'coffee'], '', 'exact'],
    ['People underestimate how much afternoon coffee affects their sleep.', ['decaf', 'coffee'], '', 'head'],
    ['People who drink coffee every day develop partial tolerance to caffeine.', ['teenagers'], '', null],
    ['Counting earlier payments, he received £23,000, but he was never formally awarded the prize.', ['john', 'harrison'], 'John Harrison clockmaker', 'reference'],
    ['Even at 200 millimolar salt did not stop germination completely.', ['highest', 'salt', 'concentration'], '', 'exact'],
  ])('%j of %j → %s', (sentence, subject, around, expected) => {
    expect(subjectMatch(sentence, subject, around)).toBe(expected);
  });
});

describe('a negation bearing on the key (negatesKey)', () => {
  it.each<[string, boolean]>([
    ['Decaffeinated coffee is not completely ', true],
    ['The ferry no longer ', true],
    ['a cup contains too little caffeine to ', true],
    ['Participants often did not notice the ', false],
    ['The kiln ', false],
  ])('%j → %s', (before, expected) => {
    expect(negatesKey(before)).toBe(expected);
  });
});

describe('the predication of a sentence and its polarity (predicationIn)', () => {
  it.each<[string, string, string | null]>([
    ['Is decaf caffeine-free?', 'Decaffeinated coffee is not completely free of caffeine.', 'no'],
    ['Is decaf caffeine-free?', 'A cup of decaf usually contains 2 to 15 milligrams of caffeine.', null],
    ['Does decaf have no caffeine at all?', 'Decaffeinated coffee is not completely free of caffeine.', 'no'],
    ['Does decaf coffee affect sleep?', 'For most people, a cup of decaf in the evening contains too little caffeine to affect sleep.', 'no'],
    ['Does decaf coffee affect sleep?', 'Strong coffee affects sleep for hours.', null],
    ['Does a pitcher filter remove bacteria?', 'Pitcher: price €20; removes chlorine taste Yes; removes bacteria No.', 'no'],
    ['Do the Skerry ferries sail on Christmas Day?', 'Skerry ferries sail every day of the year, Christmas Day included.', 'yes'],
    ['Do the Skerry ferries sail on Christmas Day?', 'Skerry ferries sail only when the wind allows on Christmas Day.', 'qualified'],
    // the act a need question names done without the thing: a no
    ['Do goats need a shelter to sleep outdoors?', 'Goats sleep outdoors happily without one in summer.', 'no'],
    // a modal frame and a figure's "number": the act and the object's head
    ['Will the number 7 tram still be able to use Mill Street?', 'Tram route 7 will keep using the street at a reduced speed.', 'yes'],
    // a negation of another verb does not deny the key
    ['Does afternoon coffee disturb sleep?', 'Participants did not notice that afternoon coffee disturbed their sleep.', 'yes'],
  ])('%s / %j → %s', (q, sentence, expected) => {
    const a = asked(q);
    expect(a).not.toBeNull();
    const p = a ? predicationIn(sentence, a) : null;
    expect(p && p.subject !== 'head' ? p.polarity : null).toBe(expected);
  });
});

describe('the deciding sentence among several sharing the words (decidingSentence)', () => {
  const sentences = [
    'Regulations require that about 97 percent of the caffeine be removed, so a cup of decaf usually contains 2 to 15 milligrams of caffeine.',
    'Decaffeinated coffee is not completely free of caffeine.',
    'Coffee is decaffeinated before roasting.',
  ];
  const candidates = sentences.map((sentence, item) => ({ item, sentence, around: '' }));
  it('the one predicating the key of the subject, with its polarity', () => {
    const a = asked('Is decaf caffeine-free?');
    const found = a ? decidingSentence(a, candidates) : null;
    expect(found?.item).toBe(1);
    expect(found?.predication.polarity).toBe('no');
  });
  it('none for a subject no sentence speaks of', () => {
    const a = asked('Can teenagers build up a tolerance to caffeine?');
    expect(a ? decidingSentence(a, candidates) : 'no parse').toBeNull();
  });
  it('a sentence naming the subject and the rest of the predicate in other words is about what is asked (aboutAsked)', () => {
    const a = asked('Can octopuses see colour?');
    expect(a && aboutAsked('Curiously, most octopuses appear to be colour-blind.', a)).toBe(true);
    expect(a && aboutAsked('Octopuses have three hearts.', a)).toBe(false);
  });
});

const SOURDOUGH = `---
title: Is Sourdough Bread Gluten-Free?
url: https://bakery-notes.example.org/sourdough-gluten
---
Sourdough bread is not free of gluten. The long fermentation breaks down some of the gluten, so a slice of sourdough usually contains less gluten than ordinary yeast bread, but still far more than the 20 parts per million allowed on a gluten-free label.

Rye and spelt flours are also used in sourdough starters, and both contain gluten. Rice flour and buckwheat flour are gluten-free.

Many bakers leave a sourdough loaf to prove overnight in a cool room.
`;

const KETTLE = `---
title: Caring for an electric kettle
url: https://home-notes.example.org/kettle
---
Limescale builds up fastest in hard-water areas. A kettle left full of water between uses scales more quickly.
`;

const HOB = `---
title: Induction hobs
url: https://home-notes.example.org/induction
---
Cold pans on an induction hob heat quickly, and an induction hob is cheap to run.
`;

describe('the deciding sentence through the service (documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'sourdough-gluten.md': SOURDOUGH, 'kettle.md': KETTLE, 'induction.md': HOB });
  });
  afterAll(async () => {
    await service.close();
  });

  const answer = async (query: string): Promise<string> => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    return String(job.content ?? '');
  };

  it('"Is sourdough gluten-free?" says no on the denial, not yes on the figures sentence', async () => {
    const content = await answer('Is sourdough gluten-free?');
    expect(answerLead(content)).toMatch(/^Your sources point to no: Sourdough bread is not free of gluten/);
  });

  it('"Is a kettle worse than an induction hob?" gets no verdict from a sentence on one side', async () => {
    const content = await answer('Does limescale build up faster in a kettle than on an induction hob?');
    expect(content).not.toMatch(/point to (?:yes|no)/);
  });
});

describe('a source whose title names the subject keeps its verdict on a sentence in other words (the sample library)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Do the sources agree?" on afternoon coffee: both point to yes ("Caffeine taken even six hours before bed…" in "Coffee Six Hours Before Bed…"), never "does not say either way"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Does drinking coffee in the afternoon affect sleep?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Do the sources agree?');
    expect(reply).toMatch(/they agree: both point to yes/);
    expect(reply).not.toMatch(/does not say either way/);
  });

  it('a titled document still gives no verdict on a sentence naming no key ("Can teenagers build up a tolerance?" on a CYP1A2 gene)', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Can teenagers build up a tolerance to caffeine?', reasoning_loops: 1 }));
    expect(job.content ?? '').not.toMatch(/point to yes: Variants of the CYP1A2 gene/);
  });
});
