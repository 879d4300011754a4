// A story told before a question that has nothing of its own ("… for our anniversary. Is it ok for me to go?", "Will he
// be allowed to?") and a condition put first with no comma ("If I become a member at Hollowbrook can he come along …?"):
// where the story ends and what the question asks about, read from the structure (embedded-question.ts
// interrogativeClause with `bare`, CONDITION_FIRST; question-roles.ts readRoles, retoldStems; concepts.ts partCoverage).
// Session 35: both shapes were refused outright on released sets (the whole story read as the question's main clause,
// every word of it required), though a source answered them.
import { describe, expect, it } from 'vitest';
import { conceptsOf, partCoverage, requiredConcepts } from '../../src/service/concepts';
import { CONDITION_FIRST, interrogativeClause } from '../../src/service/embedded-question';
import { conceptRoles, retoldStems } from '../../src/service/question-roles';
import { stem } from '../../src/service/text';

describe('a question with nothing of its own after a story (interrogativeClause bare)', () => {
  it.each([
    ["I'm about 20 weeks pregnant and my husband has booked us a balloon ride as a surprise for our anniversary. Is it ok for me to go?", 'Is it ok for me to go?', "I'm about 20 weeks pregnant and my husband has booked us a balloon ride as a surprise for our anniversary"],
    ['My son is 15 and wants to join the makerspace so he can use the laser cutter. Will he be allowed to?', 'Will he be allowed to?', 'My son is 15 and wants to join the makerspace so he can use the laser cutter'],
    ['The top half of my bedroom radiator is stone cold but the bottom is hot. What is causing that?', 'What is causing that?', 'The top half of my bedroom radiator is stone cold but the bottom is hot'],
  ])('%s', (text, question, story) => {
    // read as one text where the question is put first (directQuestion), split where the roles are read
    expect(interrogativeClause(text)).toBeNull();
    expect(interrogativeClause(text, { bare: true })).toEqual({ question, story, bare: true });
  });

  it('a question with words of its own is split as before, not marked bare', () => {
    expect(interrogativeClause('My daughter is twelve. Would she be allowed on the climbing wall?', { bare: true })).toEqual({ question: 'Would she be allowed on the climbing wall?', story: 'My daughter is twelve' });
  });
});

describe('a condition put first with no comma (CONDITION_FIRST)', () => {
  it.each<[string, string | null]>([
    ['If I become a member at Hollowbrook can he come along with me and use the lathe', 'If I become a member at Hollowbrook'],
    ['if I stick a barley straw bale in my pond will it clear the green water', 'if I stick a barley straw bale in my pond'],
    ['after they change it in september will she still be able to get the bus', 'after they change it in september'],
    ['If I drive to court for jury service what do I get per mile', 'If I drive to court for jury service'],
    // a wh-question that opens on "when" is no condition
    ['When did the Holmbrook hosepipe ban start and when was it lifted', null],
    ['When is the spring reliability ride and where does it start', null],
    // a condition whose clause has no subject after its subordinator, or no question after it
    ['If possible can I bring a friend', null],
    ['If I join in March I get two months free', null],
  ])('%s', (text, clause) => {
    expect(CONDITION_FIRST.exec(text)?.[1] ?? null).toBe(clause);
  });

  it('ends the story before it, so the question is read after the story', () => {
    expect(interrogativeClause("My son's 15 and obsessed with woodturning. If I become a member at Hollowbrook can he come along with me and use the lathe?")).toEqual({
      question: 'If I become a member at Hollowbrook can he come along with me and use the lathe?',
      story: "My son's 15 and obsessed with woodturning",
    });
  });
});

const roles = (part: string): Map<string, string> => {
  const concepts = requiredConcepts(conceptsOf(part));
  const found = conceptRoles(part, concepts);
  return new Map(concepts.map((c) => [c.term, found.get(c.stem) ?? '']));
};

describe('roles of the words of a story a bare question asks about', () => {
  it.each<[string, Record<string, string>]>([
    // the story's things, acts and what it says of them are asked about (core); the reader's people are context
    ["I'm about 20 weeks pregnant and my husband has booked us a balloon ride as a surprise for our anniversary. Is it ok for me to go", { balloon: 'core', pregnant: 'core', ride: 'core', husband: 'context' }],
    // the condition put first is the reader's circumstance; what the question asks is after it
    ['If I become a member at Hollowbrook can he come along with me and use the lathe', { member: 'context', lathe: 'asked' }],
    ['If I join in March can I still get the 2 free months', { join: 'context', months: 'asked' }],
  ])('%s', (part, expected) => {
    const got = roles(part);
    for (const [term, role] of Object.entries(expected)) expect([term, got.get(term)]).toEqual([term, role]);
  });

  it('a story word used as a noun is retold, an adverb of the story is not', () => {
    const part = 'My dad always said to put vaseline on a tick so it lets go - is that a good idea';
    const retold = retoldStems(part, requiredConcepts(conceptsOf(part)));
    expect(retold.has(stem('vaseline'))).toBe(true);
    expect(retold.has(stem('tick'))).toBe(true);
    expect(retold.has(stem('always'))).toBe(false);
    const ride = "I'm about 20 weeks pregnant and my husband has booked us a balloon ride as a surprise for our anniversary. Is it ok for me to go";
    expect(retoldStems(ride, requiredConcepts(conceptsOf(ride))).has(stem('ride'))).toBe(true);
  });
});

describe('coverage of a story a bare question asks about (partCoverage)', () => {
  // (as the question is written: a bare question is never put before its story, directQuestion)
  const part = "I'm about 20 weeks pregnant and my husband has booked us a balloon ride as a surprise for our anniversary. Is it ok for me to go";
  it('is answered from the page that covers most of the story, though an incidental word of it ("ride") sits in another page', () => {
    const documents = [
      { documentId: 'faq', text: 'Can I fly if I am pregnant? We are unable to fly expectant mothers. Booking a balloon flight: you can go up from the age of eight. Tell us when you book.' },
      { documentId: 'shop', text: 'Gift vouchers for a ride on the carousel.' },
    ];
    const coverage = partCoverage(part, 'yesno', documents);
    expect(coverage.answerable).toBe(true);
    expect(coverage.documents).toEqual(['faq']);
  });

  it('is still refused where the pages share only an incidental word of the story', () => {
    const documents = [{ documentId: 'shop', text: 'Gift vouchers for a ride on the carousel, a surprise for any anniversary.' }];
    expect(partCoverage(part, 'yesno', documents).answerable).toBe(false);
  });
});
