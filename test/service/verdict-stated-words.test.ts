// Verdicts the sources state in their own short words (src/service/verdict-own-words.ts, comparison.ts,
// table-compare.ts): a request not to ("Finders are asked not to touch…") bans; "requires" obliges; a permission of
// the thing asked as the subject of "may" ("Cars and vans may still cross") grants; a permission setting apart the
// case asked ("welcome on the terrace but not inside") refuses it; the rule is read on the object of a doer's verb
// ("Can my kids take THE DOG…"); and a comparison is read on the sentence asking it, its quality's measure in other
// words ("dearer": money; "more heavily": weight; "quieter": sound), its sides as the question sets them apart, each
// side's figure where one sentence gives both ("£6,800 for a Saturday and £4,200 for a Friday"). Table tests.
import { describe, expect, it } from 'vitest';
import { excludesAsked, keyThing, onlyOthers, ownWordsStance, type OwnVerdict } from '../../src/service/verdict-own-words';
import type { QuestionSort } from '../../src/service/faq-match';
import { questionSort } from '../../src/service/faq-match';
import { columnMeasures, comparisonQuestion, comparisonSentence, figuresVerdict, measuredQuality, sidesApart } from '../../src/service/comparison';

describe('a ban, a requirement or a permission in the source own words (table)', () => {
  it.each<[string, QuestionSort, OwnVerdict | null]>([
    ['Finders are asked not to touch any fragments with bare hands.', 'permission', 'no'],
    ['Visitors are requested not to feed the ducks.', 'permission', 'no'],
    ['Flying drones over the park requires written permission from the ranger office.', 'need', 'yes'],
    ['Flying drones does not require a permit.', 'need', 'no'],
    // a request to do something bans nothing
    ['Visitors are asked to keep to the paths.', 'permission', null],
    // what a user may not do to a thing, by its maker's word
    ['The internal battery is not user-replaceable.', 'permission', 'no'],
    // a permission said "fine"
    ['Drinks with a lid are fine.', 'permission', 'yes'],
    // a reply as plain as "No,"
    ["You can't, sorry: only assistance dogs are allowed inside.", 'permission', 'no'],
    ["You can't miss the hostel: it is by the church.", 'permission', null],
  ])('%s (%s) → %s', (sentence, sort, verdict) => {
    expect(ownWordsStance(sentence, sort, null)).toBe(verdict);
  });

  it.each<[string, string, OwnVerdict | null]>([
    // "not …-able" of the act asked
    ['The filter is not removable.', 'remove', 'no'],
    ['The filter is not washable.', 'remove', null],
  ])('%s (a may-I question on %s) → %s', (sentence, act, verdict) => {
    expect(ownWordsStance(sentence, 'permission', act)).toBe(verdict);
  });

  const namesCar = (words: string): boolean => /\bcars?\b/i.test(words);
  it.each<[string, OwnVerdict | null]>([
    // the thing asked is what may: granted
    ['Cars and vans may still cross.', 'yes'],
    ['Cars may not cross after 1 March.', 'no'],
    // "can" says what is possible too: no permission of the thing
    ['Cars can skid on the wet cobbles.', null],
    // another thing may
    ['Bicycles may still cross.', null],
  ])('%s (a may-I question on a car) → %s', (sentence, verdict) => {
    expect(ownWordsStance(sentence, 'permission', 'drive', false, namesCar)).toBe(verdict);
  });

  it.each<[string, string, boolean]>([
    ['Dogs are welcome on the terrace but not inside, except assistance dogs.', 'Can I take my dog inside the café?', true],
    ['Dogs are welcome on the terrace but not inside, except assistance dogs.', 'Can I take my dog onto the terrace?', false],
    ['Cards are accepted everywhere except Colle Nero.', 'Can I pay by card at Colle Nero?', true],
    ['Dogs are welcome on the terrace.', 'Can I take my dog inside the café?', false],
    ['A jet wash is fine for the wheels if you keep it away from the chain.', 'Is it OK to jet wash my chain?', true],
  ])('%s for "%s": sets apart the case asked = %s', (clause, query, excluded) => {
    expect(excludesAsked(clause, query)).toBe(excluded);
  });

  it.each<[string, string, boolean]>([
    ['Only assistance dogs are allowed inside the hostel.', 'Is it OK to bring my dog inside the hostel?', true],
    ['Only assistance dogs are allowed inside the hostel.', 'Can I bring my assistance dog inside the hostel?', false],
    ['Only food bought at the café may be eaten at the tables.', 'Can we eat our own sandwiches at the tables?', true],
    ['Dogs are allowed inside the hostel.', 'Is it OK to bring my dog inside the hostel?', false],
  ])('%s for "%s": granted only to others = %s', (clause, query, others) => {
    expect(onlyOthers(clause, query)).toBe(others);
  });

  it.each<[string, string | null]>([
    // the doer's verb takes the next thing asked: the rule is on it
    ['Can my kids take the dog into the playground?', 'dog'],
    // a verb of going takes no object: the doer is the thing asked
    ['Can dogs come into the café?', 'dogs'],
    ['Can I take my cat in the cabin?', 'cat'],
  ])('%s → key thing %s', (query, key) => {
    expect(keyThing(query, new Set())).toBe(key);
  });

  it.each<[string, QuestionSort]>([
    ['Can my kids take the dog into the playground?', 'permission'],
    ['Can I launch a kayak here?', 'permission'],
    // an ability, not a permission
    ['Can tardigrades survive in space?', 'other'],
  ])('%s → %s', (query, sort) => {
    expect(questionSort(query)).toBe(sort);
  });
});

describe('a comparison read on the sentence asking it (table)', () => {
  it.each<[string, string]>([
    ['I have neighbours close by. Is the Greenblade GB36 quieter than the Mowmaster M40?', 'Is the Greenblade GB36 quieter than the Mowmaster M40?'],
    ['Is the GB36 quieter than the M40 - I have neighbours close by?', 'Is the GB36 quieter than the M40'],
    ['Is the GB36 quieter than the M40?', 'Is the GB36 quieter than the M40?'],
  ])('%s → %s', (query, sentence) => {
    expect(comparisonSentence(query)).toBe(sentence);
  });

  it.each<[string, string]>([
    ['dear', 'costly'],
    ['heavily', 'heavy'],
    ['pricey', 'costly'],
    ['strong', 'strong'],
  ])('quality %s is measured as %s', (quality, measured) => {
    expect(measuredQuality(quality)).toBe(measured);
  });

  it.each<[string, string[], string[]]>([
    // a verb that takes its object ends the subject
    ['Does the Kestrel 60 get up to temperature quicker than the Tolva TS80?', ['kestrel', '60'], ['tolva', 'ts80']],
    // not a word of a name
    ['Did Crimson Crush crop more heavily than Moneymaker in the trial?', ['crimson', 'crush'], ['moneymaker']],
    // a pro-form: the words set apart are the opening ones
    ['Would a Friday wedding at Elmstead Barn cost less than a Saturday one?', ['friday'], ['saturday']],
    ['Is a wool jumper more expensive than a cotton one?', ['wool', 'jumper'], ['cotton']],
    // a comparative whose circumstance stands before "than"
    ['Does the Lindqvist Tour go further on a charge than the City?', ['lindqvist', 'tour'], ['city']],
  ])('%s → %s against %s', (query, subject, other) => {
    const q = comparisonQuestion(query);
    expect(q?.subject).toEqual(subject);
    expect(q?.other).toEqual(other);
  });

  it('reads each side of one sentence giving both figures', () => {
    const q = comparisonQuestion('Would a Friday wedding at Elmstead Barn cost less than a Saturday one?');
    if (!q) throw new Error('no comparison');
    expect(sidesApart('their venue hire is £6,800 for a Saturday and £4,200 for a Friday or Sunday', q)).toEqual(['their venue hire is £6,800 for a Saturday', '£4,200 for a Friday or Sunday']);
    expect(figuresVerdict(['For 2027 their venue hire is £6,800 for a Saturday and £4,200 for a Friday or Sunday.'], q)?.verdict).toBe('yes');
    // a list of both under one figure stays whole
    expect(sidesApart('Saturday and Friday weddings cost £4,200', q)).toEqual(['Saturday and Friday weddings cost £4,200']);
  });

  it('reads the figures of the asked quantity in other words', () => {
    const dearer = comparisonQuestion('Is the Teal hut dearer than the Rose hut for a week?');
    if (!dearer) throw new Error('no comparison');
    expect(columnMeasures('weekly rate gbp', dearer)).toBe('kind');
    const quieter = comparisonQuestion('Is the Kelso quieter than the AquaHeat?');
    if (!quieter) throw new Error('no comparison');
    expect(figuresVerdict(['The Kelso runs at 48 dB.', 'The AquaHeat runs at 61 dB.'], quieter)?.verdict).toBe('yes');
    const quicker = comparisonQuestion('Does the Kestrel 60 get up to temperature quicker than the Tolva TS80?');
    if (!quicker) throw new Error('no comparison');
    expect(columnMeasures('heat up to 350c seconds', quicker)).toBe('kind');
    const better = comparisonQuestion('Is oak a better firewood than birch for heat output?');
    if (!better) throw new Error('no comparison');
    expect(columnMeasures('heat kwh per m3', better)).toBe('named');
    expect(columnMeasures('price gbp', better)).toBe(null);
  });

  it('reads a sentence opening on a pronoun as its unit side', () => {
    const q = comparisonQuestion('Is the Lindqvist City cheaper than the Tour?');
    if (!q) throw new Error('no comparison');
    expect(figuresVerdict(['The Lindqvist City weighs 19 kg.', 'It costs £1,890.', 'The Lindqvist Tour weighs 24 kg.', 'It costs £2,450.'], q, [false, true, false, true])?.verdict).toBe('yes');
  });
});
