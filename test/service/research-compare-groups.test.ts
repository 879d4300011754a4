// Two groups compared under one verb ("Does caffeine affect teenagers more than adults?": compare-groups.ts,
// comparison.ts): the sides are the verb's object and the words after "than" (things of one kind), the verdict comes
// only from a sentence setting one against the other on the verb asked, never from a comparative about something else
// ("higher caffeine intake in teens"), and with none the answer says which side the cited sources do not speak of
// (comparison-gap.ts). Table tests over the pure functions on questions and sentences written here, then compose()
// and the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { groupsCompared, sameKind } from '../../src/service/compare-groups';
import { comparisonGapNote, uncomparedNote } from '../../src/service/comparison-gap';
import { comparisonQuestion, comparisonStated } from '../../src/service/comparison';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, upload, waitForJob } from './helpers';

const tokens = (q: string): string[] => q.toLowerCase().replace(/[?]/g, '').split(/\s+/);

describe('two things of one kind (sameKind)', () => {
  it.each<[string, string, boolean]>([
    ['teenagers', 'adults', true],
    ['women', 'men', true],
    ['cows', 'pigs', true],
    ['cats', 'dogs', true],
    ['people', 'people', true],
    // a verb-like noun and a thing, or two unrelated things
    ['cost', 'boilers', false],
    ['migraines', 'men', false],
    ['price', 'slate', false],
  ])('%s / %s → %s', (a, b, expected) => {
    expect(sameKind(a, b)).toBe(expected);
  });
});

describe('two groups compared under one verb (groupsCompared)', () => {
  it.each<[string, Partial<ReturnType<typeof groupsCompared>> | null]>([
    ['Does caffeine affect teenagers more than adults?', { subject: ['teenagers'], other: ['adults'], verb: 'affect', agent: ['caffeine'] }],
    ['Does noise exposure harm children more than adults?', { subject: ['children'], other: ['adults'], verb: 'harm', agent: ['noise', 'exposure'] }],
    ['Do neonicotinoids harm bumblebees more than honeybees?', { subject: ['bumblebees'], other: ['honeybees'], verb: 'harm' }],
    ['Does the vaccine protect older people better than younger people?', { subject: ['older'], other: ['younger'], verb: 'protect', subjectPhrase: 'older people' }],
    ['Does the drug help a child more than an adult?', { subject: ['child'], other: ['adult'], subjectPhrase: 'a child', otherPhrase: 'an adult' }],
    // the verb is what is compared ("cost", "weigh"), or the object is a mass noun set against a thing: not two groups
    ['Do heat pumps cost more than boilers?', null],
    ['Does the Kestrel weigh more than the Falcon?', null],
    ['Does a refractor need maintenance more than a reflector?', null],
    ['Do women live longer than men?', null],
    ['Do teenagers drink more coffee than adults?', null],
    // a verb inside the object, or an object not as long as the other side: not two groups in parallel
    ["Does sheep's wool absorb moisture better than mineral wool?", null],
  ])('%j', (query, expected) => {
    const t = tokens(query);
    const found = groupsCompared(t, t.indexOf('than'));
    if (expected === null) expect(found).toBeNull();
    else expect(found).toMatchObject(expected);
  });
});

describe('a verdict on two groups only from a sentence setting one against the other on the verb asked (comparisonStated)', () => {
  const children = comparisonQuestion('Does noise exposure harm children more than adults?');
  const adults = comparisonQuestion('Does noise exposure harm adults more than children?');
  const teens = comparisonQuestion('Does caffeine affect teenagers more than adults?');
  it('reads the questions as two groups', () => {
    expect(children).toMatchObject({ subject: ['children'], other: ['adults'], quality: 'harm', groups: { verb: 'harm' } });
    expect(teens).toMatchObject({ subject: ['teenagers'], other: ['adults'], quality: 'affect' });
  });
  it.each<[string, 'yes' | 'no' | 'qualified' | 'other' | null, 'yes' | 'no' | 'qualified' | 'other' | null]>([
    ['Noise exposure harms the hearing of children more than that of adults.', 'yes', 'no'],
    ['Noise harms adults less than children.', 'yes', 'no'],
    // a comparison on another verb or thing: no verdict
    ['Children are exposed to higher noise levels than adults.', 'other', 'other'],
    ['Children hear higher pitches than adults.', 'other', 'other'],
    ['Noise damages the hair cells of the ear.', null, null],
  ])('%j → %s for children, %s for adults', (sentence, forChildren, forAdults) => {
    expect(comparisonStated(sentence, children as NonNullable<typeof children>)).toBe(forChildren);
    expect(comparisonStated(sentence, adults as NonNullable<typeof adults>)).toBe(forAdults);
  });
});

describe('the note when no source compares the two (comparisonGapNote, uncomparedNote)', () => {
  const teens = comparisonQuestion('Does caffeine affect teenagers more than adults?');
  const bikes = comparisonQuestion('Is the Kestrel cheaper than the Falcon?');
  it.each<[string, boolean, boolean, string]>([
    ['teenagers', true, false, 'None of the sources cited speaks of adults, so none compares teenagers with adults.'],
    ['teenagers', false, true, 'None of the sources cited speaks of teenagers, so none compares teenagers with adults.'],
    ['teenagers', true, true, 'None of the sources cited compares teenagers with adults.'],
  ])('%s: named %s / %s', (subject, s, o, note) => {
    expect(uncomparedNote(subject, 'adults', (side) => (side === 'subject' ? s : o))).toBe(note);
  });
  it('names the side the passages do not, with the question\'s casing; none where a note names it already or a sentence sets them side by side', () => {
    expect(comparisonGapNote(teens as NonNullable<typeof teens>, ['Surveys link higher caffeine intake in teenagers with shorter sleep.'], [])).toBe('None of the sources cited speaks of adults, so none compares teenagers with adults.');
    expect(comparisonGapNote(bikes as NonNullable<typeof bikes>, ['The Kestrel City sells for €2,400.'], [], 'Is the Kestrel cheaper than the Falcon?')).toMatch(/speaks of Falcon, so none compares Kestrel with Falcon/);
    expect(comparisonGapNote(bikes as NonNullable<typeof bikes>, ['The Kestrel City sells for €2,400.'], ['None of your sources uses the word "falcon".'])).toBeNull();
    expect(comparisonGapNote(teens as NonNullable<typeof teens>, ['Caffeine keeps teenagers awake longer than adults.'], [])).toBeNull();
    // a sentence setting one side against something in other words ("under 20"): no note says none compares them
    expect(comparisonGapNote(teens as NonNullable<typeof teens>, ['Caffeine keeps teenagers awake longer than people over 20.'], [])).toBeNull();
    // two things each named, never compared: the answer's own lead-in says so
    expect(comparisonGapNote(bikes as NonNullable<typeof bikes>, ['The Kestrel sells for €2,400.', 'The Falcon is a touring bike.'], [])).toBeNull();
  });
});

const CAFFEINE = [
  '# Caffeine and Teenagers',
  '',
  'People who drink coffee every day develop partial tolerance to caffeine.',
  '',
  'Teenagers are a special concern. Surveys link higher caffeine intake in teens with shorter sleep and more daytime sleepiness.',
  '',
].join('\n');

describe('compose: no verdict from a comparative about something else, and the side not covered named', () => {
  const documents = new Map([['teens', { title: 'Caffeine and Teenagers', url: 'https://teens.example' }]]);
  it('"Does caffeine affect teenagers more than adults?"', () => {
    const content = compose('Does caffeine affect teenagers more than adults?', [{ documentId: 'teens', text: CAFFEINE }], documents).content;
    expect(content).not.toMatch(/point to (?:yes|no)/);
    // (here the coverage note names it already: none of the sources uses the word)
    expect(content).toMatch(/None of (?:your sources uses the word "adults"|the sources cited speaks of adults)/);
  });
});

describe('two groups through the service (documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('a verdict from a sentence comparing the two on the verb; none from one about intake', async () => {
    expect((await upload(service, 'caffeine-teens.md', CAFFEINE, 'text/markdown')).status).toBe(200);
    const noise = '# Noise and Hearing\n\nLoud noise damages the hair cells of the inner ear.\n\nA cohort study found that noise exposure harms the hearing of children more than that of adults.\n';
    expect((await upload(service, 'noise-hearing.md', noise, 'text/markdown')).status).toBe(200);
    const teens = await waitForJob(service, await createJob(service, { query: 'Does caffeine affect teenagers more than adults?', reasoning_loops: 2 }));
    expect(teens.status).toBe('completed');
    expect(String(teens.content)).not.toMatch(/point to (?:yes|no)/);
    // (the service's library holds the sample documents too: one of them speaks of "healthy adults", on another matter)
    expect(String(teens.content)).toMatch(/None of the sources cited (?:speaks of adults|compares teenagers with adults)/);
    const children = await waitForJob(service, await createJob(service, { query: 'Does noise exposure harm adults more than children?', reasoning_loops: 2 }));
    expect(String(children.content)).toMatch(/^Your sources point to no: A cohort study found that noise exposure harms the hearing of children/);
  });
});
