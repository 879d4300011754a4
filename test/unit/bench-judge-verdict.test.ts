// The answers bench judge's check that a verdict rests on what was asked (bench/judge-verdict.ts), on
// answers written here: the verdict's supporting point (the first cited paragraph, lead-in removed) must
// state one of the set's lead phrases; a right label resting on an unrelated sentence is not a right verdict.
import { describe, expect, it } from 'vitest';
import { askedWords, comparedSides, namesBothSides, namesWhatIsAsked, otherSide, sideKeys, verdictSupport, verdictSupported } from '../../bench/judge-verdict';

describe('the point a verdict rests on (verdictSupport)', () => {
  it('is the first cited paragraph without the lead-in, notes and later paragraphs left out', () => {
    const content = 'None of your sources uses the word "raku".\n\nYour sources point to no: Stoneware glaze is not fired twice [1]. It fuses once [1].\n\nKilns are fired with wood [2].';
    expect(verdictSupport(content)).toBe('Stoneware glaze is not fired twice [1]. It fuses once [1].');
  });
  it('takes the other document\'s claim along when the sources disagree (same paragraph)', () => {
    expect(verdictSupport('Your sources disagree: The glaze lasts 40 years [1]. The glaze lasts 60 years [2].')).toMatch(/60 years/);
  });
  it('is empty for an answer with no citation', () => {
    expect(verdictSupport('None of your sources mentions kilns.')).toBe('');
  });
});

describe('is the verdict resting on what was asked (verdictSupported)', () => {
  it.each<[string, string, string[] | undefined, boolean | null]>([
    ['the lead phrase in the supporting point', 'Your sources point to no: A dry-laid kiln wall uses no mortar at all [1].', ['no mortar'], true],
    // the label would be right by accident: "never" in a sentence about something else
    ['an unrelated sentence with a stray negation', 'Your sources point to no: Most students have never fired a kiln before [1].\n\nA dry-laid kiln wall uses no mortar at all [1].', ['no mortar'], false],
    ['the lead phrase only in a later paragraph', 'Your sources point to yes: The course runs in May [1].\n\nBeginners are welcome [1].', ['beginners are welcome'], false],
    ['any of several lead phrases', 'Your sources point to yes: Beginners are welcome on every course [1].', ['no experience', 'beginners are welcome'], true],
    ['no lead in the set: the label alone is judged', 'Your sources point to yes: The course runs in May [1].', undefined, null],
    ['an empty lead list: the label alone', 'Your sources point to yes: The course runs in May [1].', [], null],
  ])('%s', (_case, content, lead, expected) => {
    expect(verdictSupported(content, lead)).toBe(expected);
  });
});

describe('the other side of a comparison (otherSide)', () => {
  it.each<[string, string[]]>([
    ['Did straw mulch give a bigger yield than bare soil?', ['bare', 'soil']],
    ['Is the oak table heavier than the pine one?', ['pine']],
    ['Are electric kettles faster than gas hobs at boiling water?', ['gas', 'hobs', 'boiling', 'water']],
    ['Is booking a seat online cheaper than booking it at the station?', ['booking', 'station']],
    ['Does a slate roof outlast a tiled one?', []],
  ])('%j → %j', (query, words) => {
    expect(otherSide(query)).toEqual(words);
  });
});

describe('a comparison rests on a point naming both sides (verdictSupported with the other side)', () => {
  const other = ['bare', 'soil'];
  it.each<[string, string, boolean]>([
    ['one row gives one side only', 'Your sources point to yes: Plot 3: mulch straw; yield kg 52 [1].\n\nPlot 4: mulch bare soil; yield kg 30 [1].', false],
    ['both sides in the supporting point', 'Your sources point to yes: Yield kg: straw 52, 47 vs bare soil 30, 28 [1].', true],
    ['both sides, each in a sentence of the first paragraph', 'Your sources point to yes: Straw gave 52 kg [1]. Bare soil gave 30 kg [1].', true],
    ['the other side only in a later paragraph', 'Your sources point to yes: Straw gave 52 kg [1].\n\nBare soil gave 30 kg [1].', false],
  ])('%s', (_case, content, expected) => {
    expect(verdictSupported(content, undefined, other)).toBe(expected);
  });
  it('with a lead in the set, both the lead phrase and the other side', () => {
    expect(verdictSupported('Your sources point to yes: Straw mulch raised the yield above bare soil [1].', ['raised the yield'], other)).toBe(true);
    expect(verdictSupported('Your sources point to yes: Straw mulch raised the yield [1].', ['raised the yield'], other)).toBe(false);
  });
});

describe('without a lead, a yes/no must rest on a point naming what is asked (verdictSupported, askedWords; session 14)', () => {
  const documents = [
    {
      title: 'Riverside pottery: courses and kilns',
      text: 'The pottery runs courses in a converted barn. The pottery has two kilns. The pottery opens on Saturdays. The pottery sells clay to members. Raku firing is not offered to beginners, because the kiln is opened while red hot.',
    },
  ];
  const asked = { query: 'Can beginners try raku firing at the Riverside pottery?', facts: ['not offered'], documents };
  it('reads the asked words: not the names, the title\'s words or the words half the sentences share', () => {
    expect(askedWords(asked)).toEqual(['beginners', 'raku', 'firing']);
  });
  it.each<[string, string, boolean]>([
    // names only the setting: a right label by accident is not a right verdict
    ['the setting only', 'Your sources point to no: The pottery runs courses in a converted barn [1].', false],
    ['the asked words', 'Your sources point to no: Raku firing is for members who have done the glaze course [1].', true],
    ['one of the set\'s facts', 'Your sources point to no: It is not offered on the taster day [1].', true],
  ])('%s', (_case, content, expected) => {
    expect(verdictSupported(content, undefined, [], asked)).toBe(expected);
  });
  it('judges no support for an answer without a yes or no', () => {
    expect(verdictSupported('Your sources do not say this outright; what they say: The pottery has two kilns [1].', undefined, [], asked)).toBe(true);
  });
  it('with no asked word left, any point will do', () => {
    expect(namesWhatIsAsked('The pottery has two kilns.', { query: 'Does the Riverside pottery have courses?', facts: [], documents })).toBe(true);
  });
});

describe('the two sides of a comparison (comparedSides, sideKeys)', () => {
  const keys = (query: string): [string[], string[]] | null => {
    const sides = comparedSides(query);
    return sides && [sideKeys(sides.first, sides.second, query.startsWith(sides.first)), sideKeys(sides.second, sides.first, false)];
  };
  it.each<[string, [string[], string[]] | null]>([
    // the word before a head noun both sides share
    ['Does a beech hedge need more water than a yew hedge?', [['beech'], ['yew']]],
    // names, in a relative clause after the noun
    ['Were more of the eggs that were laid at Howick Bay hatched than of those at Seal Point?', [['howick', 'bay'], ['seal', 'point']]],
    // years
    ['Did the ferry carry more passengers in 2019 than it did in 2023?', [['2019'], ['2023']]],
    // a parallel prepositional phrase
    ['Is the river warmer in August than in May?', [['august'], ['may']]],
    // "X or Y" after a comma, and "between X and Y"
    ['Which keeps longer, rye bread or spelt bread?', [['rye'], ['spelt']]],
    ['Is there a big difference in cost between the Ardent kayak and the Solway canoe?', [['ardent'], ['solway']]],
    // "as … as"
    ['Does the new pump lift as much water as the old pump did?', [['new'], ['old']]],
    ['Is limewash durable?', null],
  ])('%s', (query, expected) => {
    expect(keys(query)).toEqual(expected);
  });
});

describe('a comparison verdict rests on a point naming both sides (namesBothSides, verdictSupported with the question)', () => {
  const query = 'Were more of the eggs that were laid at Howick Bay hatched than of those at Seal Point?';
  it.each<[string, string, boolean]>([
    ['one row only: the other side alone', 'Your sources point to yes: Seal Point: 40 eggs laid, 12 hatched [1].', false],
    ['one row only: the subject alone', 'Your sources point to yes: Howick Bay: 52 eggs laid, 31 hatched [1].', false],
    ['both rows in the supporting point', 'Your sources point to yes: Howick Bay: 52 eggs laid, 31 hatched [1]. Seal Point: 40 eggs laid, 12 hatched [1].', true],
    ['the second row only in a later paragraph', 'Your sources point to yes: Howick Bay: 52 eggs laid, 31 hatched [1].\n\nSeal Point: 40 eggs laid, 12 hatched [1].', false],
  ])('%s', (_case, content, expected) => {
    expect(namesBothSides(content, query)).toBe(expected);
    expect(verdictSupported(content, undefined, otherSide(query), undefined, query)).toBe(expected);
  });
  it('with the set\'s lead phrase too, both sides are still needed', () => {
    expect(verdictSupported('Your sources point to yes: Howick Bay: 31 hatched [1].', ['31'], [], undefined, query)).toBe(false);
    expect(verdictSupported('Your sources point to yes: Howick Bay: 31 hatched; Seal Point: 12 hatched [1].', ['31'], [], undefined, query)).toBe(true);
  });
  it('one sentence setting two figures against each other compares both sides, in whatever words', () => {
    expect(namesBothSides('Your sources point to no: The new beam reaches 14 miles, down from 19 [1].', 'Does the Kettle Ness LED beam reach as far as the old lamp did?')).toBe(true);
    expect(namesBothSides('Your sources point to no: The new beam reaches 14 miles [1].', 'Does the Kettle Ness LED beam reach as far as the old lamp did?')).toBe(false);
    // "than" of something else, after a row's figures, compares nothing
    expect(namesBothSides('Your sources point to yes: Site Howick Bay; eggs laid 52; hatched 31; notes Two chicks wandered more than a mile [1].', 'Were more of the eggs that were laid at Howick Bay hatched than of those at Seal Point?')).toBe(false);
  });
  it('sources that disagree are each a side: a qualified answer is not held to name both rows', () => {
    expect(verdictSupported('Your sources disagree: Howick Bay hatched 31 of 52 eggs [1]. Seal Point did better than any colony on the coast [2].', undefined, otherSide(query), undefined, query)).toBe(true);
    expect(verdictSupported('Your sources disagree: The trial found no difference [1]. Sit-stand desks are the single best fix [2].', undefined, [], undefined, 'Are sit-stand desks better than ordinary desks?')).not.toBe(false);
  });
  it('a question with no two sides the judge can read is judged as before', () => {
    expect(namesBothSides('Your sources point to yes: It lasts [1].', 'Is limewash durable?')).toBe(true);
  });
});
