// verdict.ts claimSentence: a list item or a line holding several sentences carries its claim in the one of them that
// names most of what is asked, then most of the question's own words (the asker's case: "inside the barrier"), then
// the later, not in the line read whole: "Headphones … are not permitted. Open-ear bone-conduction headphones … are
// allowed." answers of bone-conduction headphones by its second sentence.
// Every sentence and question here is written for this test.
import { describe, expect, it } from 'vitest';
import { conceptsOf } from '../../src/service/concepts';
import { claimSentence } from '../../src/service/verdict';

describe('the claim of a line of several sentences (claimSentence)', () => {
  it.each<[string, string[], string]>([
    // the exception naming the asked thing, after the general rule
    ['Can I wear bone conduction headphones in the race?', ['Headphones that sit in the ear are not permitted. Open-ear bone conduction headphones are allowed.'], 'Open-ear bone conduction headphones are allowed.'],
    // the general rule naming more of what is asked, before a sentence about something else
    ['Are dogs allowed on the beach in summer?', ['Dogs are not allowed on the beach in summer. Horses may use the slipway.'], 'Dogs are not allowed on the beach in summer.'],
    // the piece that names the asker's case ("inside"), not the one beside it on another group's ("outside")
    ['We live inside the new barrier. Will the council give us sandbags?', ['The council will not give sandbags to homes inside the barrier. Sandbags remain available to homes outside it on request.'], 'The council will not give sandbags to homes inside the barrier.'],
    ['We live outside the new barrier. Will the council give us sandbags?', ['The council will not give sandbags to homes inside the barrier. Sandbags remain available to homes outside the barrier on request.'], 'Sandbags remain available to homes outside the barrier on request.'],
    // a line of one sentence is itself
    ['Are dogs allowed on the beach?', ['Dogs are welcome on the beach all year.'], 'Dogs are welcome on the beach all year.'],
    // an abbreviation's full stop does not split a sentence before a lower-case word
    ['Does the class start at 9 a.m. on Mondays?', ['The class starts at 9 a.m. on Mondays.'], 'The class starts at 9 a.m. on Mondays.'],
  ])('%s', (query, sentences, claim) => {
    expect(claimSentence(sentences, conceptsOf(query), query)).toBe(claim);
  });
});
