// How any comparison question is read (comparison.ts comparisonQuestion): a comparative with a complement between it
// and "than" ("dearer TO get into than", "more likely TO slip … than", "more fuel PER litre than": complementAt), a
// future's or a modal's "be" ending the subject ("is the minibus GOING TO BE cheaper", "would the gallery BE easier"),
// a phrase set before the auxiliary ("In the trial, was …"), a second question offered as the other answer (", or is
// that just the brochure?"), the other side joined by "compared with" or "versus", a figure set against the other
// side's ("…costs 90p, against 40p for river water") read as the subject's where its unit named the subject before it, and a stance adverb naming no side ("actually", "really"). Every wording is written here.
import { describe, expect, it } from 'vitest';
import { comparisonQuestion, comparisonSentence, complementAt, figuresVerdict, isStanceAdverb } from '../../src/service/comparison';

describe('the comparison a question asks, read by its structure (comparisonQuestion)', () => {
  it.each<[string, { subject: string[]; other: string[]; quality: string; sign: 1 | -1; criterion?: string[] }]>([
    // a comparative with an infinitive or a phrase before "than"
    ['Is the north car park dearer to use than the station car park?', { subject: ['north'], other: ['station'], quality: 'dear', sign: 1, criterion: ['use'] }],
    ['Are old ewes more likely to lose a lamb than young ewes?', { subject: ['old'], other: ['young'], quality: 'likely', sign: 1, criterion: ['lose', 'lamb'] }],
    ['Is the coastal path harder for a child to walk than the canal towpath?', { subject: ['coastal', 'path'], other: ['canal', 'towpath'], quality: 'hard', sign: 1 }],
    ['Does a petrol generator burn more fuel per hour than a diesel one?', { subject: ['petrol', 'generator'], other: ['diesel'], quality: 'fuel', sign: 1, criterion: ['hour'] }],
    // "be" ends the subject
    ['Is the new ferry going to be slower than the old ferry?', { subject: ['new'], other: ['old'], quality: 'slow', sign: 1 }],
    ['Would the east wing be quieter than the west wing?', { subject: ['east'], other: ['west'], quality: 'quiet', sign: 1 }],
    // a phrase before the auxiliary
    ['In the 2022 survey, were the oak plots wetter than the beech plots?', { subject: ['oak'], other: ['beech'], quality: 'wet', sign: 1 }],
    ['At the spring show, was the Jersey heifer less heavy than the Angus?', { subject: ['jersey', 'heifer'], other: ['angus'], quality: 'heavy', sign: -1 }],
    // the other side joined by "compared with", "versus"
    ['Is a heat pump cheaper to run compared with a gas boiler?', { subject: ['heat', 'pump'], other: ['gas', 'boiler'], quality: 'cheap', sign: 1, criterion: ['run'] }],
    ['Is an oak floor harder versus a pine floor?', { subject: ['oak'], other: ['pine'], quality: 'hard', sign: 1 }],
    // a second question offered as the other answer, a stance adverb
    ['Is the Pelham 9 really quieter than the Astra 4, or is that just marketing?', { subject: ['pelham', '9'], other: ['astra', '4'], quality: 'quiet', sign: 1 }],
    ['Are cork tiles actually warmer than vinyl ones, or am I wasting my money?', { subject: ['cork', 'tiles'], other: ['vinyl'], quality: 'warm', sign: 1 }],
  ])('%s', (query, expected) => {
    expect(comparisonQuestion(query)).toMatchObject(expected);
  });

  it.each([
    // no comparison of two things: a number, or no "than"
    'Is the north car park dearer to use than 5 pounds?',
    'Is the coastal path hard for a child to walk?',
  ])('%s → null', (query) => {
    expect(comparisonQuestion(query)).toBeNull();
  });
});

describe('where a comparative\'s complement begins (complementAt)', () => {
  const at = (q: string): number | undefined => {
    const t = q.toLowerCase().split(/\s+/);
    return complementAt(t, t.indexOf('than'));
  };
  it.each<[string, number | undefined]>([
    ['is x dearer to use than y', 3],
    ['are x more likely to slip on ice than y', 4],
    ['does x use more fuel per hour than y', 5],
    // the comparative stands right before "than", or "more" nearer to it
    ['is x dearer than y', undefined],
    ['does x take longer to need more water than y', undefined],
    // a word that is no comparative
    ['is x used to walk than y', undefined],
  ])('%s → %s', (query, expected) => {
    expect(at(query)).toBe(expected);
  });
});

describe('the sentence that asks (comparisonSentence)', () => {
  it.each<[string, string]>([
    ['In the trial, was plot A wetter than plot B?', 'was plot A wetter than plot B?'],
    ['We live by the sea. Is a steel door better than a wooden one, or is that a myth?', 'Is a steel door better than a wooden one?'],
    ['Is a steel door better than a wooden one?', 'Is a steel door better than a wooden one?'],
  ])('%s → %s', (query, expected) => {
    expect(comparisonSentence(query)).toBe(expected);
  });
});

describe('a stance adverb names no side (isStanceAdverb)', () => {
  it.each<[string, boolean]>([
    ['actually', true],
    ['really', true],
    ['weekly', false],
    ['family', false],
    ['early', false],
  ])('%s → %s', (word, expected) => {
    expect(isStanceAdverb(word)).toBe(expected);
  });
});

describe('a figure set against the other side\'s in one sentence, its side named before it (figuresVerdict)', () => {
  const q = comparisonQuestion('Is the Ridge Road depot cheaper to run than the old quarry depot?');
  const opening = 'The Ridge Road depot opened in March.';
  it.each<[string, string[], boolean[], string | null]>([
    // the clause naming neither side is the subject's, named by the unit's sentence before it (pence are money)
    ['its subject named before it', [opening, 'Running it costs about 60p a tonne, against about 95p for the old quarry depot.'], [false, true], 'yes'],
    ['its subject named before it, the other way', [opening, 'Running it costs about 95p a tonne, compared with 60p for the old quarry depot.'], [false, true], 'no'],
    // (pounds and pence are not set against each other as numbers)
    ['pounds against pence: not compared', [opening, 'Running it costs about £1.20 a tonne, compared with 95p for the old quarry depot.'], [false, true], null],
    ['in another unit: no side', [opening, 'Running it costs about 60p a tonne, against about 95p for the old quarry depot.'], [false, false], null],
    ['the other side named before it: no side', ['The old quarry depot opened in 1990.', 'Running it costs about 60p a tonne, against about 95p at the old quarry depot.'], [false, true], null],
  ])('%s', (_label, sentences, sameUnit, expected) => {
    expect(q).not.toBeNull();
    if (!q) return;
    expect(figuresVerdict(sentences, q, sameUnit)?.verdict ?? null).toBe(expected);
  });
});

describe('a side after "one" and an empty side (comparisonQuestion)', () => {
  it.each<[string, { subject: string[]; other: string[] } | null]>([
    // after "is" the subject holds no verb: a noun that can be a verb ("drill") is not taken as one, so the name stays
    ['Is the Hallam drill lighter than the small Brakk one?', { subject: ['hallam', 'drill'], other: ['small', 'brakk'] }],
    ['Is the Orwell plane cheaper than the old Stanley one?', { subject: ['orwell', 'plane'], other: ['old', 'stanley'] }],
    // two circumstances with nothing left of one side once the shared words go: no comparison read
    ['Were there more mayflies at site C than at site A?', null],
  ])('%s', (query, expected) => {
    const found = comparisonQuestion(query);
    if (expected === null) expect(found).toBeNull();
    else expect(found).toMatchObject(expected);
  });
});
