// The bench judges' check that a reply does not contradict itself (bench/judge-contradiction.ts), on replies
// written here: a yes and a no; no author said and a byline given; two sources' figures for one thing not said to disagree.
import { describe, expect, it } from 'vitest';
import { selfContradictions } from '../../bench/judge-contradiction';

describe('a reply that contradicts itself (selfContradictions)', () => {
  it.each<[string, string, number]>([
    ['a yes and a no', 'Your sources point to yes: Members may bring a guest [1]. No. Guests are not admitted on race days [2].', 1],
    ['a qualified answer that says both, saying so', 'Your sources give a qualified answer: they disagree. Yes, guests may come [1]. No, not on race days [2].', 0],
    ['no author, then a byline', 'It does not say who wrote it. "Lock keepers strike" is by Tamsin Hale, Transport Correspondent [2].', 1],
    ['no author, then a byline in a Markdown line', "The report doesn't name its author. By Idris Okafor, Staff Writer | Canal Times [1].", 1],
    ['no date, then the byline\'s date', 'It gives no date. The piece was published on 4 June 2025 [2].', 1],
    ['no author, and no byline (consistent)', 'It does not say who wrote it. It gives no date.', 0],
    ['two sources, two figures for one thing, not said to disagree', 'Volunteers cleared 1,200 tonnes of silt from the canal [1]. The trust cleared 950 tonnes of silt from the canal [2].', 1],
    ['the same two figures, said to disagree', 'Your sources disagree: volunteers cleared 1,200 tonnes of silt from the canal [1]. The trust cleared 950 tonnes of silt from the canal [2].', 0],
    ['one figure a target', 'Volunteers cleared 950 tonnes of silt from the canal [1]. The target was 1,200 tonnes of silt from the canal [2].', 0],
    ['two figures from one source (rows of a table)', 'Lock 3: 1,200 tonnes of silt removed from the canal [1]. Lock 4: 950 tonnes of silt removed from the canal [1].', 0],
    ['two sources, two years', 'In 2023 volunteers cleared 1,200 tonnes of silt from the canal [1]. In 2024 volunteers cleared 950 tonnes of silt from the canal [2].', 0],
    ['two sources, a share of two different things (only the unit in common)', 'Plant no more than 10 per cent of any one species [1]. Canopy cover in the town is 18 per cent, short of the council target [2].', 0],
    ['two sources, one lifespan in years, the thing named in both', 'Water reed: typical lifespan 40 years [1]. A water reed roof should last around 60 years, he said [2].', 1],
    ['two sources, figures of different things', 'Volunteers cleared 1,200 tonnes of silt from the canal [1]. The boatyard sold 950 narrowboats last decade [2].', 0],
  ])('%s', (_case, reply, count) => {
    expect(selfContradictions(reply)).toHaveLength(count);
  });
});
