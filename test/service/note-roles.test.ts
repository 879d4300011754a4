// Which words of a part its answer covers a note may still name as no source's word (question-roles.ts
// nameableWhenAnswered): what the part asks for, what it asks about and its setting, its names, each head of nouns
// joined by and/or, and what a linking verb claims, never the rest of its main clause, the reader's story or the
// reader's private relations (privateRelation); and the broader place a source gives the place a question is set in
// (stands-for.ts placeAround, standsForCovered). Table tests over the pure functions.
import { describe, expect, it } from 'vitest';
import { nameableWhenAnswered, privateRelation } from '../../src/service/question-roles';
import { placeAround, standsForCovered } from '../../src/service/stands-for';
import { conceptsOf, mentioned, requiredConcepts, stemsOf } from '../../src/service/concepts';
import { readerPeople } from '../../src/service/unused-word';

const nameable = (part: string): string[] => {
  const concepts = requiredConcepts(conceptsOf(part));
  const kept = nameableWhenAnswered(part, concepts, readerPeople(part));
  return concepts.filter((c) => kept.has(c.stem)).map((c) => c.term);
};

describe('the words a note may name in a part the answer covers (nameableWhenAnswered)', () => {
  it.each<[string, string[], string[]]>([
    // the setting: a time or a manner the sources never mention may change the answer
    ['can we pay for it in monthly instalments', ['instalments'], ['pay']],
    ['is it OK to put it through the dishwasher', ['dishwasher'], ['put']],
    // the noun whose number a "how many" asks
    ['roughly how many calories end up in a glass of the finished kombucha', ['calories'], ['end']],
    // what a which-question asks for
    ['Which breed of dog pulled the winning sled in the Fjellmark 120', ['breed'], ['pulled']],
    // a word of the main clause the sources say in their own words ("photography")
    ['Are visitors allowed to take pictures of the tapestries in the Textile Gallery', [], ['pictures']],
    ['How does Lumen get rid of used fixer', [], ['rid']],
    // the reader's own people and story
    ["I've hurt my knee. Would it be fine for my friend to run Bramley using my number?", [], ['friend', 'knee']],
    ["Can I clean my grandad's old 78s with the alcohol mix?", [], ['grandad']],
    // a position the reader names as their own is a person a source names in its own words ("your employer")
    ['Can my manager refuse a leave request?', ['manager', 'request'], ['refuse']],
    // a name of the question, in a list or a setting
    ['How did printing spread in Venice and Lisbon?', ['venice', 'lisbon'], ['spread']],
    ['Why is the lido closing in February?', ['february'], []],
    // never a figure, which a source says in its own form ("21:00", "14.4 V")
    ['Is the Dunmore skate park lit until 9pm in winter?', ['dunmore'], ['9pm']],
    ['Could I get into the Kelsworth library at 9pm now to study?', ['kelsworth'], ['9pm']],
    // each head of nouns joined by and/or
    ['What are the fares and ticket rules on the Tarnby ferry?', ['fares', 'rules'], []],
    // a wh-question read as the yes/no question after its wh-word: the object of its verb
    ['Where can I read the news in Oakley village hall?', ['news'], ['read']],
    ['How do you feed a sourdough starter with rye?', ['rye'], ['feed']],
    // what a yes/no question's linking verb claims
    ['Do glassblowers become immune to burns over time?', ['immune', 'burns'], ['become']],
  ])('%s', (part, named, notNamed) => {
    const got = nameable(part);
    for (const w of named) expect(got).toContain(w);
    for (const w of notNamed) expect(got).not.toContain(w);
  });
});

describe('the reader\'s own people that are private relations (privateRelation)', () => {
  it.each<[string, boolean]>([
    ['friend', true],
    ['sister', true],
    ['grandad', true],
    ['kids', true],
    ['boyfriend', true],
    ['manager', false],
    ['landlord', false],
    ['employer', false],
  ])('%s → %s', (person, expected) => {
    expect(privateRelation(person)).toBe(expected);
  });
});

describe('the broader place a source gives the place asked (placeAround)', () => {
  it.each<[string, string, string | null]>([
    ['Edinburgh', 'Passes are valid on every route in Scotland.', 'Scotland'],
    // (a full stop ends the name: "Scotland. It" is no name)
    ['Edinburgh', 'It gives a third off all fares in Scotland. It costs £30 a year.', 'Scotland'],
    ['Lake District', 'Vans may be driven anywhere in England.', 'England'],
    // the place itself is found as any word is; a place beside it, or inside it, is no broader name
    ['Edinburgh', 'Edinburgh buses run all night.', null],
    ['Edinburgh', 'The pass is valid in Wales only.', null],
    ['Scotland', 'Buses in Edinburgh run all night.', null],
    // a name WordNet does not know as a place
    ['Little Aston', 'Hire is open to anyone in England.', null],
  ])('%s in "%s"', (asked, text, expected) => {
    expect(placeAround(asked, text)).toBe(expected);
  });
});

describe('a place the question is set in, covered by its broader name (standsForCovered)', () => {
  const names = (sentence: string, concepts: { term: string; stem: string }[]): boolean => mentioned(concepts as never, stemsOf(sentence)).length > 0;
  it.each<[string, string, string[]]>([
    ['Can I use my railcard in Edinburgh?', 'The railcard is valid on all trains in Scotland.', ['edinburgh']],
    // not a place the question asks about ("the population OF Edinburgh"): no setting
    ['What is the population of Edinburgh?', 'The population of Scotland is 5.4 million.', []],
    // not a place the source names inside another region
    ['Can I use my railcard in Edinburgh?', 'The railcard is valid on all trains in Wales.', []],
  ])('%s', (part, text, expected) => {
    const required = requiredConcepts(conceptsOf(part));
    const covered = new Set(required.filter((c) => mentioned([c], stemsOf(text)).length > 0).map((c) => c.stem));
    expect(standsForCovered(part, required, [text], covered, names).map((c) => c.term)).toEqual(expected);
  });
});
