// @vitest-environment node
// Dialogue state carried into the next turn (src/service/chat-dialogue.ts, chat.ts; issue #11 item 5): a bare
// follow-up ("How many?", "Since when?") takes its subject from the previous turn and the kind of answer from its
// question word, and is never refused for not using a searchable word; another library document is never named
// for sharing one word with a follow-up. Table tests of the pure decisions, then the real service over documents
// written for this test (a community orchard: a news report, a FAQ, the committee's minutes; a bell-ringing page
// that shares a word with the orchard's follow-ups and nothing else).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareAnswer, bareAsk, countedThing, kindLabel, subjectWeights } from '../../src/service/chat-dialogue';
import { answersBetterOutside, elsewhereLine, withSubject } from '../../src/service/chat-elsewhere';
import { readFollowUp } from '../../src/service/chat-context';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';
import { ORCHARD_DOCUMENTS } from './orchard-documents';

describe('a follow-up that names nothing of its own (bareAsk)', () => {
  it.each([
    ['How many?', { type: 'count', start: false }],
    ['And how many?', { type: 'count', start: false }],
    ['Since when?', { type: 'date', start: true }],
    ['From what year?', { type: 'date', start: true }],
    ['Until when?', { type: 'date', start: false }],
    ['For how long?', { type: 'time', start: false }],
    ['Who was it then?', { type: 'person', start: false }],
    ['How much?', { type: null, start: false }],
    // a verb that only stands for the event the turn before named
    ['When did that happen?', { type: 'date', start: false }],
    ['Where did it take place?', { type: 'place', start: false }],
  ] as const)('%j → %j', (message, asked) => {
    expect(bareAsk(message)).toEqual(asked);
  });

  it.each(['How many trees?', 'When did the flood happen?', 'Since when has it flooded?', 'Who planted the pears?', 'Why not?', 'The cider press?'])('%j names something of its own (or asks no kind): not bare', (message) => {
    expect(bareAsk(message)).toBeNull();
  });
});

describe('the thing a question counts (countedThing)', () => {
  it.each([
    ['How many volunteers came to the wassail?', 'volunteers'],
    ['How much cider did they press?', 'cider'],
    ['Who planted the orchard?', null],
  ] as const)('%j → %j', (question, thing) => {
    expect(countedThing(question)?.term ?? null).toBe(thing);
  });
});

describe('the sentence a bare follow-up is answered by (bareAnswer, subjectWeights)', () => {
  const sentences = [
    { text: 'The Pennock orchard was planted by the parish in 2011.', citation: 1, inPrevious: false },
    { text: 'The Pennock orchard has 64 trees, most of them old Devon apples.', citation: 1, inPrevious: true, previousLead: true },
    { text: 'Volunteers have pruned the Pennock orchard every February since 2014.', citation: 2, inPrevious: false },
    { text: 'About 40 volunteers came to the Pennock orchard wassail in January.', citation: 2, inPrevious: false },
  ];

  it('a word every sentence shares weighs nothing; a word one sentence says weighs most', () => {
    const weights = subjectWeights(conceptsOf('When do the volunteers prune the Pennock orchard?').filter((c) => !c.soft), sentences.map((s) => s.text));
    expect(weights.get(conceptsOf('orchard')[0]?.stem ?? '')).toBe(0);
    expect(weights.get(conceptsOf('prune')[0]?.stem ?? '') ?? 0).toBeGreaterThan(weights.get(conceptsOf('volunteers')[0]?.stem ?? '') ?? 0);
  });

  it.each([
    // "How many?" after "How many trees…": the count stated of the trees, not the volunteers' count
    ['How many?', 'How many trees are in the Pennock orchard?', 'The Pennock orchard has 64 trees, most of them old Devon apples.'],
    // "Since when?" after a question about pruning: the sentence stating when it began
    ['Since when?', 'Do volunteers prune the Pennock orchard?', 'Volunteers have pruned the Pennock orchard every February since 2014.'],
    // "How many?" after a question counting nothing: the previous reply's lead, which states a count
    ['How many?', 'What grows in the Pennock orchard?', 'The Pennock orchard has 64 trees, most of them old Devon apples.'],
    // "Since when?" about the wassail: no sentence says when it began
    ['Since when?', 'Is there a wassail at the Pennock orchard?', null],
    // "Who?" after a question about the pruning: no sentence names a person or body doing it but the volunteers
    ['When?', 'Who came to the Pennock orchard wassail?', 'About 40 volunteers came to the Pennock orchard wassail in January.'],
  ] as const)('%j after %j → %j', (message, previous, expected) => {
    const asked = bareAsk(message);
    expect(asked).not.toBeNull();
    if (!asked) return;
    expect(bareAnswer(asked, previous, sentences)?.text ?? null).toBe(expected);
  });

  it('says plainly what kind of answer is missing', () => {
    expect(kindLabel({ type: 'date', start: true }, 'date')).toBe('when it began');
    expect(kindLabel({ type: 'count', start: false }, 'count')).toBe('a number');
    expect(kindLabel({ type: null, start: false }, 'money')).toBe('a sum of money');
  });
});

describe('another library document is named only for more than one shared word (answersBetterOutside, withSubject, elsewhereLine)', () => {
  const research = conceptsOf('Why does the Pennock orchard need volunteers?').filter((c) => !c.soft);
  it('a follow-up of one word is looked for with the research question\'s words', () => {
    const own = conceptsOf('Who rings?').filter((c) => !c.soft);
    expect(withSubject(own, research).map((c) => c.term)).toEqual(['rings', 'pennock', 'orchard', 'volunteers']);
    const two = conceptsOf('When is the cider pressed?').filter((c) => !c.soft);
    expect(withSubject(two, research)).toEqual(two);
  });

  it.each([
    // one word shared: never
    [conceptsOf('Who rings the bell?').filter((c) => !c.soft).slice(0, 1), 'The bells are rung on Sundays.', 1, false],
    // two of two named, more than the job's best
    [conceptsOf('When is the cider pressed?').filter((c) => !c.soft), 'The cider is pressed in October.', 2, true],
  ] as const)('%#: %j', (concepts, text, count, better) => {
    expect(answersBetterOutside([...concepts], null, 0, { text, count })).toBe(better);
  });

  it('one sentence names the documents, instead of a refusal or after a weak reply', () => {
    expect(elsewhereLine(['Orchard diary']).text).toBe('That is not in this research\'s sources, but your library has a document on it that this research did not use: "Orchard diary". Start a new research job with this question to use it.');
    expect(elsewhereLine(['A', 'B'], 'also').text).toBe('Your library also has documents on this that this research did not use: "A" and "B". Start a new research job with this question to use them.');
    expect(elsewhereLine(['A']).citations).toEqual([]);
  });
});

describe('bare follow-ups over the service, read against the turn before', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(ORCHARD_DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Since when?" after a question about the pruning: the year it began, never "none of them uses the word since"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why does the Pennock orchard need more volunteers?', reasoning_loops: 1 }));
    await askChat(service, job.id, 'Do volunteers prune the trees every winter?');
    const reply = await askChat(service, job.id, 'Since when?');
    expect(reply).toMatch(/^Volunteers have pruned the trees every February since 2014\b.* \[\d\]\.$/);
    expect(reply).not.toMatch(/uses the word/);
  });

  it('"How many?" after "How many trees…": the count of the trees the research answer gave', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many trees does the Pennock community orchard have?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'How many?');
    expect(reply).toMatch(/64 trees/);
    expect(reply).not.toMatch(/not in these sources/);
  });

  it('a bare follow-up nothing answers is said plainly for the kind asked, uncited, and names no unrelated document', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why does the Pennock orchard need more volunteers?', reasoning_loops: 1 }));
    await askChat(service, job.id, 'Who chairs the orchard group?');
    const reply = await askChat(service, job.id, 'Since when?');
    expect(reply).toBe('Read with your previous question ("Who chairs the orchard group?"), your sources do not give when it began.');
  });

  it('a one-word follow-up is not pointed to a document that shares only that word', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why does the Pennock orchard need more volunteers?', reasoning_loops: 1 }));
    expect(job.results.map((r) => r.title).join(' ')).not.toMatch(/bell/);
    const reply = await askChat(service, job.id, 'Who practises?');
    expect(reply).not.toMatch(/bell ringers/);
  });
});

describe('"Just the numbers" from the sources, not only the answer\'s sentences', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(ORCHARD_DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('the answer\'s figures, then the sources\' own sentences with figures on what the research asked, each cited once', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why does the Pennock orchard need more volunteers?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Just the numbers, please.');
    const lines = reply.split('\n');
    expect(lines.every((l) => /^- .*\d.* \[\d\]\.?$/.test(l))).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
    // a figure on the orchard's volunteers the research answer does not give
    expect(job.content ?? '').not.toMatch(/14 volunteers/);
    expect(reply).toMatch(/^- The group's register lists 14 volunteers, most of them over seventy \[\d\]\.?$/m);
    // nothing from the bell ringers' page (not a source of this research)
    expect(reply).not.toMatch(/bells/);
  });
});

describe('"How many people…": the noun of a person count is the kind of answer, not a word a source must use (readFollowUp)', () => {
  const stems = stemsOf('The group register lists 14 volunteers. Volunteers prune the trees.');
  it.each([
    ['How many people are on the register?', ['register'], []],
    ['How many volunteers are on the register?', ['volunteers', 'register'], []],
    ['How many people prune the hedges?', ['prune'], ['hedges']],
  ] as const)('%j: present %j, absent %j', (question, present, absent) => {
    const reading = readFollowUp(question, 'Why does the Pennock orchard need more helpers?', stems);
    expect(reading.present.map((c) => c.term)).toEqual(present);
    expect(reading.absent.map((c) => c.term)).toEqual(absent);
  });

  it('over the service: "How many people are on the register?" is answered by the 14 volunteers, with no note on "people"', async () => {
    const service = await startLibraryService(ORCHARD_DOCUMENTS);
    try {
      const job = await waitForJob(service, await createJob(service, { query: 'Why does the Pennock orchard need more volunteers?', reasoning_loops: 1 }));
      const reply = await askChat(service, job.id, 'How many people are on the register?');
      expect(reply).toMatch(/14 volunteers/);
      expect(reply).not.toMatch(/"people"/);
    } finally {
      await service.close();
    }
  });
});
