// The asker's case as they type it in a message (question-roles.ts, embedded-question.ts, text.ts): a story fronted
// before the question by a comma ("my mum never had the shingles jab, can she still get it free from her GP?") is read
// as a story told in sentences before it is: the thing its "it" points back to is what is asked about, never a noun
// after a preposition ("from her GP") nor a bare adverb or adjective ("still", "free"); an emoji where a sentence ends ends
// the story; a contraction typed without its apostrophe ("theyre", "dont") and "till", "since" are function words.
import { describe, expect, it } from 'vitest';
import { conceptsOf } from '../../src/service/concepts';
import { directQuestion, pictographsAsBreaks } from '../../src/service/embedded-question';
import { namedCaseDenied } from '../../src/service/excepted-case';
import { questionKind } from '../../src/service/concepts';
import { conceptRoles } from '../../src/service/question-roles';
import { isStopWord } from '../../src/service/text';

const role = (question: string, word: string): string | undefined => {
  const concepts = conceptsOf(question);
  const c = concepts.find((x) => x.term.toLowerCase() === word);
  return c ? conceptRoles(question, concepts).get(c.stem) : undefined;
};

describe('a story fronted before the question (table)', () => {
  const SHINGLES = 'my mum turned 82 last month and never had the shingles jab, can she still get it free from her GP?';
  const LAD = "My lad turns 17 in March and wants to come to the woodturning evening class with me, can he join if I'm there too?";
  it.each<[string, string, string | undefined]>([
    // "get IT": the jab of the fronted story, not the GP it comes from
    [SHINGLES, 'shingles', 'entity'],
    [SHINGLES, 'jab', 'entity'],
    [SHINGLES, 'month', 'context'],
    [SHINGLES, 'mum', 'context'],
    [LAD, 'join', 'core'],
    // unchanged: a story told in sentences before, a clause that names its own thing by "as"
    ['I bought a cast iron pan last week. Can I put it in the dishwasher?', 'pan', 'entity'],
    ['My suitcase weighs 26 kilos. Can I just bring it on the ferry as normal luggage?', 'suitcase', 'context'],
    // a fronted phrase that is no story of the reader's keeps its name
    ['In the heat pump trial, was the Victorian end-terrace less efficient than the mid-terrace?', 'victorian', 'entity'],
  ])('%s: %s is %s', (question, word, expected) => {
    expect(role(question, word)).toBe(expected);
  });
});

describe('a story run into a yes/no question by a comma (table)', () => {
  it.each<[string, string, string]>([
    ['my son has got nits, does he have to stay home from school?', 'Does he have to stay home from school - my son has got nits?', 'yesno'],
    ["we've booked a pitch in rose meadow, can we bring our 2 dogs?", "Can we bring our 2 dogs - we've booked a pitch in rose meadow?", 'yesno'],
    ['my mum turned 82 last month, can she still get it free?', 'Can she get it free - my mum turned 82 last month?', 'yesno'],
    // a condition, a time or a setting put before the question is no story
    ['If our heating stops working completely, will Meadowgate come out?', 'If our heating stops working completely, will Meadowgate come out?', 'open'],
    ['In the heat pump trial, was the end-terrace less efficient than the mid-terrace?', 'In the heat pump trial, was the end-terrace less efficient than the mid-terrace?', 'comparison'],
    // a story too short to tell anything
    ['Yes, can I go?', 'Yes, can I go?', 'open'],
  ])('%s → %s (%s)', (typed, direct, kind) => {
    expect(directQuestion(typed)).toBe(direct);
    expect(questionKind(directQuestion(typed))).toBe(kind);
  });
});

describe('the case the asker names, denied the asked thing (table)', () => {
  const Q = "Can we bring our 2 dogs - we've booked a pitch in rose meadow at hollins farm for half term?";
  it.each<[string, string, 'no' | null]>([
    [Q, 'Rose Meadow is a dog-free field: guests with dogs will be given a pitch in the Top Field or the Orchard instead.', 'no'],
    [Q, 'No dogs are allowed in Rose Meadow.', 'no'],
    // the general rule, a sentence about the named case that denies nothing asked, a name the asker did not give
    [Q, 'Well-behaved dogs are welcome, up to a maximum of two per pitch.', null],
    [Q, 'The toilet and shower blocks in the Top Field and Rose Meadow are open from 7am to 11pm.', null],
    [Q, 'Rose Meadow pitches cannot be booked online.', null],
    [Q, 'The Top Field is a dog-free field.', null],
    // a name of the question's own subject is no case the asker told
    ['Can the Snugwell throw go in the washing machine?', 'The Snugwell heated underblanket is not machine washable.', null],
    ['Can I bring my dog to Rose Meadow?', 'Rose Meadow is a dog-free field.', null],
  ])('%s / %s → %s', (query, sentence, out) => {
    expect(namedCaseDenied(sentence, query)).toBe(out);
  });
});

describe('an emoji where a sentence ends (table)', () => {
  it.each<[string, string]>([
    ['daughter has got nits AGAIN 🙄 do i have to keep her off school', 'daughter has got nits AGAIN. do i have to keep her off school'],
    ['is it ok?? 😅', 'is it ok??'],
    ['👍 can I go', 'can I go'],
    ['so happy 👍👍🏽 can I go', 'so happy. can I go'],
    ['wet dog! 🤢 is a 60 wash enough?', 'wet dog! is a 60 wash enough?'],
    ['no emoji here, can I go?', 'no emoji here, can I go?'],
  ])('pictographsAsBreaks(%s) → %s', (typed, out) => {
    expect(pictographsAsBreaks(typed)).toBe(out);
  });
  it('the story before the emoji is read as a story told before the question', () => {
    expect(directQuestion('daughter (7) has got nits AGAIN 🙄 do i have to keep her off school')).toMatch(/^Do i have to keep her off school - daughter/);
  });
});

describe('function words typed without an apostrophe (table)', () => {
  it.each<[string, boolean]>([
    ['theyre', true],
    ['dont', true],
    ['doesnt', true],
    ['im', true],
    ['till', true],
    ['since', true],
    // words of their own stay content words
    ['wont', false],
    ['cant', false],
    ['school', false],
  ])('isStopWord(%s) → %s', (word, stop) => {
    expect(isStopWord(word)).toBe(stop);
  });
  it('a question typed so asks of its content words only', () => {
    expect(conceptsOf('do i have to keep her off school till theyre all gone').map((c) => c.term)).not.toEqual(expect.arrayContaining(['till']));
    expect(conceptsOf('do i have to keep her off school till theyre all gone').map((c) => c.term)).not.toEqual(expect.arrayContaining(['theyre']));
  });
});
