// The asker's own case against the case a source sentence is about (src/service/asker-case.ts): what a question tells
// before it asks and the conditions it sets itself, read against each sentence's own conditions, so that a
// sentence about another case does not lead where one about the asker's case is fair. Table tests of the pure pieces,
// with documents and questions written for this test (none from a bench set).
import { describe, expect, it } from 'vitest';
import { askerCase, caseFit, conditionClauses, ownCaseLead } from '../../src/service/asker-case';

describe('the conditions a sentence sets (pure)', () => {
  it.each([
    ['Losing a little heat after you open the vents is normal.', ['you open the vents is normal']],
    ['If the bid fails, every backer is repaid in full.', ['the bid fails']],
    ['Stir once and it should thicken.', []], // an adverb, no clause after it
    ['The ferry sails at noon.', []],
    ['Members may leave when they give a month’s notice, unless the board objects.', ['they give a month’s notice', 'the board objects']],
  ])('conditionClauses(%j)', (sentence, clauses) => {
    expect(conditionClauses(sentence)).toEqual(clauses);
  });
});

describe('the case a question tells (pure)', () => {
  it('reads the story before the ask and the conditions the question sets', () => {
    const c = askerCase('My greenhouse heater trips the fuse every few nights, I reset it at the board. Why does it keep doing that?');
    expect(c?.words).toEqual(expect.arrayContaining(['greenhouse', 'heater', 'trips', 'fuse', 'nights', 'reset', 'board']));
    expect(askerCase('If I join the co-op, how would I get my deposit back if I moved away?')?.words).toEqual(['join', 'moved', 'away']); // the conditions it sets, not what it asks
  });
  it('tells no case where the question only asks', () => {
    expect(askerCase('Why do greenhouse heaters trip the fuse?')).toBeNull();
  });
});

describe('whose case a sentence is about (pure)', () => {
  const heater = askerCase('My greenhouse heater trips the fuse every few nights, I reset it at the board. Why does it keep doing that?');
  it.each([
    ['A heater trips the fuse after you plug in a second appliance on the same circuit.', heater, 'other'], // another case
    ['If the fuse trips every few nights, damp is getting into the heater’s thermostat.', heater, 'own'],
    ['Damp gets into heaters left outdoors.', heater, 'none'], // no condition of its own
    ['Children under 10 must be accompanied by an adult.', askerCase('My daughter is 7. Can she swim alone?'), 'none'], // an age band is no case read here
    ['If the fuse trips every few nights, damp is getting in.', null, 'none'], // the question tells no case
  ])('caseFit(%j)', (sentence, asker, fit) => {
    expect(caseFit(sentence, asker)).toBe(fit);
  });
});

describe('the lead about the asker’s case (pure)', () => {
  const query = 'My greenhouse heater trips the fuse every few nights, I reset it at the board. Why does it keep doing that?';
  const candidates = [
    { text: 'A heater trips the fuse after you plug in a second appliance on the same circuit.', score: 10 },
    { text: 'Greenhouse heaters draw up to 2 kW.', score: 8 },
    { text: 'If the fuse trips every few nights, damp is getting into the heater’s thermostat.', score: 6 },
  ];
  it('gives way to a fair sentence whose condition is the asker’s case', () => {
    expect(ownCaseLead(query, candidates, 0)).toBe(2);
  });
  it('keeps a lead of no condition, or of the asker’s own', () => {
    expect(ownCaseLead(query, candidates, 1)).toBe(-1);
    expect(ownCaseLead(query, candidates, 2)).toBe(-1);
  });
  it('keeps the lead where the sentence of the asker’s case scores too little', () => {
    expect(ownCaseLead(query, [candidates[0] as (typeof candidates)[number], { ...(candidates[2] as (typeof candidates)[number]), score: 2 }], 0)).toBe(-1);
  });
  it('changes nothing for a question that tells no case', () => {
    expect(ownCaseLead('Why do greenhouse heaters trip the fuse?', candidates, 0)).toBe(-1);
  });
});
