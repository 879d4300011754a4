// Facts lost between the passages and the answer (src/service/gate-basis.ts, part-amounts.ts, faq-granted.ts,
// fragments.ts, compose.ts hasFiniteVerb): the relevance gate judges a sentence against the part of the
// question some source says, not words no source uses; the amount floor of a many-part question is read
// part by part, with a clock time for "what time" and an age limit for "how old"; an FAQ answer that only
// finishes its question heading ("Yes, on a short lead…", "£6 a session…") is joined with the question; a
// figure after a verb and a sentence-final verb make a sentence, not a fragment. Table tests over the pure
// functions, then the real HTTP service over an orchard and a repair café written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dimensionsAsked } from '../../src/service/amounts';
import { hasFiniteVerb } from '../../src/service/compose';
import type { Concept } from '../../src/service/concepts';
import { grantedStatement } from '../../src/service/faq-granted';
import { isFragment, joinedWithQuestion, statementOf } from '../../src/service/fragments';
import { gateConcepts, gateContext, gateInput } from '../../src/service/gate-basis';
import { floorApplies, partDimensions, statesAskedForm } from '../../src/service/part-amounts';
import { sentenceGate } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const concept = (term: string): Concept => ({ term, stem: term, soft: false });

describe('gateConcepts (table)', () => {
  const asked = ['usually', 'lido', 'evening', 'work', 'entry'].map(concept);
  it.each<[string, string[], string[]]>([
    ['words no source says are not asked of a sentence', ['lido', 'evening', 'entry'], ['lido', 'evening', 'entry']],
    ['every word said: all of them', ['usually', 'lido', 'evening', 'work', 'entry'], ['usually', 'lido', 'evening', 'work', 'entry']],
    ['only one word said: the question is judged whole', ['lido'], ['usually', 'lido', 'evening', 'work', 'entry']],
    ['nothing said: the question is judged whole', [], ['usually', 'lido', 'evening', 'work', 'entry']],
  ])('%s', (_label, said, expected) => {
    expect(gateConcepts(asked, new Set(said)).map((c) => c.term)).toEqual(expected);
  });
});

describe('gateContext (table)', () => {
  const gate = ['orchard', 'pruning', 'course', 'start'].map(concept);
  it.each<[string, string[], string[], boolean, number]>([
    ['a title naming half of the gate is about the question', ['orchard', 'pruning'], ['orchard', 'pruning'], true, 0.5],
    ['a third in the title and nearly all in the text', ['orchard', 'pruning'], ['orchard', 'pruning', 'course', 'start'], true, 1],
    ['one word in the title', ['orchard'], ['orchard', 'course'], false, 0.5],
  ])('%s', (_label, title, said, about, coverage) => {
    const context = gateContext(gate, gate.filter((c) => title.includes(c.term)), new Set(said));
    expect(context.titleAbout).toBe(about);
    expect(context.coverage).toBe(coverage);
  });
});

describe('gateInput then sentenceGate (table)', () => {
  const all = ['usually', 'lido', 'evening', 'work', 'entry', 'closing'].map(concept);
  const gate = all.filter((c) => ['lido', 'evening', 'entry', 'closing'].includes(c.term));
  const document = { titleConcepts: [], said: new Set(['lido', 'closing']) };
  const byTerm = (terms: string[]): Concept[] => all.filter((c) => terms.includes(c.term));
  it.each<[string, string[], string[], boolean]>([
    ['naming half of what the sources say of the question', ['entry', 'closing'], [], true],
    ['naming nothing, after sentences saying half of it', [], ['lido', 'evening'], true],
    ['naming one word in a paragraph saying nothing else', ['closing'], [], false],
    ['naming nothing in a paragraph saying nothing', [], [], false],
  ])('%s', (_label, own, earlier, expected) => {
    const unit = { earlierStems: new Set(earlier), passageStems: new Set([...own, ...earlier]) };
    expect(sentenceGate(gateInput(gate, byTerm(own), document, unit, () => true))).toBe(expected);
  });
});

describe('floorApplies, partDimensions and statesAskedForm (table)', () => {
  it.each<[string[], boolean]>([
    [['How many sessions does the course have', 'what does each one cost?'], true],
    [['When does the pruning course start', 'how often does it meet?'], true],
    [['Is the course worth it', 'what does it cost?'], true],
    [['Where do we meet', 'how much does it cost?'], false],
  ])('floorApplies(%j) → %s', (parts, expected) => {
    expect(floorApplies(parts)).toBe(expected);
  });
  it.each<[string[], string[]]>([
    [['How many items can I bring', 'what time are the last items taken in?'], ['time', 'count']],
    [['How long does the course last?'], ['time']],
  ])('partDimensions(%j) → %j', (parts, expected) => {
    expect(partDimensions(parts, dimensionsAsked(parts.join(', and '))).sort()).toEqual([...expected].sort());
  });
  it.each<[string, string[], boolean]>([
    ['The last bookings are taken at 15:30.', ['what time are last bookings?'], true],
    ['Doors open at 7pm.', ['What time do the doors open?'], true],
    ['Sessions last 45 minutes.', ['What time do the doors open?'], false],
    ['The course starts on Saturday 7 February.', ['When does the course start'], true],
    ['Volunteers must be 16 or over.', ['How old do volunteers have to be?'], true],
    ['Volunteers must be 16 or over.', ['What time does it open?'], false],
    ['Each session lasts 45 minutes.', ['How old do volunteers have to be?'], false],
  ])('statesAskedForm(%j, %j) → %s', (text, parts, expected) => {
    expect(statesAskedForm(text, parts)).toBe(expected);
  });
});

describe('FAQ answers that finish their question (table)', () => {
  it.each<[string, string, string | null]>([
    ['Can I bring my dog?', 'Yes, on a short lead, if you keep it out of the tearoom.', '[You can bring your dog] on a short lead, if you keep it out of the tearoom.'],
    ['Do we need to book?', 'Yes - by the Thursday before.', '[You need to book] by the Thursday before.'],
    ['Is there parking?', 'Yes, behind the village hall.', '[There is parking] behind the village hall.'],
    ['Can I bring my dog?', 'No, only assistance dogs.', null],
    ['Who runs the orchard?', 'Yes, volunteers.', null],
    ['Can I book online?', 'Yes, you can book on our website.', null],
  ])('grantedStatement(%j, %j)', (question, answer, expected) => {
    const granted = grantedStatement(question, answer);
    expect(granted === null ? null : joinedWithQuestion(granted.statement, granted.rest)).toBe(expected);
  });
  it.each<[string, string, string | null]>([
    ['How much does the pruning course cost?', '£24 for the season.', '[The pruning course costs] £24 for the season.'],
    ['How much does it cost?', '£6 a session, or £3 for under-16s.', null],
    ['How do you book a place?', 'By phone.', null],
  ])('statementOf(%j) + %j', (question, fragment, expected) => {
    const statement = statementOf(question, fragment);
    expect(statement === null ? null : joinedWithQuestion(statement, fragment)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['A single session costs £6.', false],
    ['Sessions cost £6 per person.', false],
    ['Prices from £6.', true],
    ['£6 a session, or £3 for under-16s.', true],
    ['At the back of the village hall.', true],
  ])('isFragment(%j) → %s', (sentence, expected) => {
    expect(isFragment(sentence)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['The parish council disagrees.', true],
    ['The warden agrees.', true],
    ['Field notes.', false],
    ['Opening hours', false],
  ])('hasFiniteVerb(%j) → %s', (sentence, expected) => {
    expect(hasFiniteVerb(sentence)).toBe(expected);
  });
});

const LIBRARY: Record<string, string> = {
  'hollin-orchard-faq.md': [
    '# Hollin Community Orchard: visitor questions',
    '',
    '## Can I bring my dog?',
    'Yes, on a short lead, if you keep it out of the apple store.',
    '',
    '## How much does the pruning course cost?',
    '£24 for the season, or £12 for members of the orchard group.',
    '',
    '## When is the pruning course?',
    'The winter pruning course starts on Saturday 7 February. After that it meets every fortnight until the end of March.',
    '',
    '## Who looks after the trees?',
    'A rota of twelve volunteers prunes, mulches and picks. The oldest tree, a Bramley planted in 1921, still crops most years.',
  ].join('\n'),
  'tarnside-repair-cafe.md': [
    '# Tarnside Repair Café',
    '',
    'The repair café meets in the Tarnside Methodist hall on the first Saturday of each month.',
    '',
    '## Booking',
    'You may bring up to two items per visit. The last items are taken in at 15:30, so that every repair can be finished before the hall closes.',
  ].join('\n'),
};

describe('the real HTTP service: facts kept between the passages and the answer', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(LIBRARY);
  });
  afterAll(async () => {
    await service.close();
  });

  it('an FAQ "Yes, on a short lead…" is cited, joined with its question as granted', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Can I take my dog round Hollin orchard?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/\[You can bring your dog\] on a short lead/);
  });

  it('an FAQ answer "£24 for the season, or £12…" is cited, joined with its question', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What does the Hollin pruning course cost?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/£24 for the season/);
  });

  it('a two-part question, one part asking no amount: the start date and the frequency are both given', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When does the Hollin pruning course start, and how often does it meet?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/7 February/);
    expect(job.content).toMatch(/every fortnight/);
  });

  it('"what time" is answered by a clock time in a many-part question of amounts', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many items can I bring to the Tarnside repair café, and what time are the last items taken in?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/15:30/);
    expect(job.content).toMatch(/two items/);
  });
});
