// FAQ answers (src/service/referent.ts, compose.ts buildUnits, verdict.ts placeAfter): under a question
// heading, an answer that opens with a bare "Yes."/"No." and goes on with "It …" is kept, its "It"
// shown as the heading's subject in brackets ("[The Corvo tent] has…"), and the heading's answer gives
// the verdict; "can I <everyday act> … in the rain" is decided on the rain, not on the act. Table
// tests of the pure pieces, then compose() over an FAQ written here (not the reviewers' documents).
import { describe, expect, it } from 'vitest';
import { compose, hasDanglingOpener } from '../../src/service/compose';
import { conceptsOf } from '../../src/service/concepts';
import { headingSubject, pronounFor, withReferent } from '../../src/service/referent';
import { placeAfter, predicateConcepts } from '../../src/service/verdict';
import { stem } from '../../src/service/text';

describe('the subject of a question heading and the pronoun that stands for it', () => {
  it.each([
    ['Is the Corvo tent waterproof?', 'the Corvo tent'],
    ['Are the lenses scratch resistant?', 'the lenses'],
    ['Is the Model S safe in snow?', 'the Model S'],
    ['How long does the battery last?', 'the battery'],
    ['Do the new solar tiles need cleaning?', 'the new solar tiles'],
    ['Does it fold flat?', null],
    ['Can I wash it at 60 degrees?', null],
    ['Which colours does it come in?', null],
    ['Shipping and returns', null],
  ])('headingSubject(%j) = %j', (heading, subject) => {
    expect(headingSubject(heading)).toBe(subject);
  });

  it.each([
    ['It has a 3,000 mm hydrostatic head.', 'the Corvo tent', true],
    ['They resist scratches from keys and sand.', 'the lenses', true],
    ['It resists scratches.', 'the lenses', false],
    ['It is thought to last ten years.', 'the Corvo tent', false],
    ['This keeps rain out.', 'the Corvo tent', false],
  ])('pronounFor(%j, %j) = %j', (sentence, subject, stands) => {
    expect(pronounFor(sentence, subject)).toBe(stands);
  });

  it('the referent in brackets leaves no dangling opener', () => {
    const shown = withReferent('It has a 3,000 mm hydrostatic head, so it stays dry in heavy rain.', 'the Corvo tent');
    expect(shown).toBe('[The Corvo tent] has a 3,000 mm hydrostatic head, so it stays dry in heavy rain.');
    expect(hasDanglingOpener(shown)).toBe(false);
  });
});

describe('what a can-I question claims', () => {
  it.each([
    ['Can I pitch my Corvo tent in the rain?', ['rain']],
    ['Can I use the stove inside a tent?', ['tent']],
    ['Can I prune roses?', null],
    ['Should I water my fern right after repotting it?', null],
  ])('placeAfter(%j)', (query, place) => {
    const got = placeAfter(query);
    expect(got ? [...got] : null).toEqual(place ? place.map(stem) : null);
  });

  it('the place carries the claim: "pitch" is not the predicate of "can I pitch my tent in the rain"', () => {
    const q = 'Can I pitch my Corvo tent in the rain?';
    expect(predicateConcepts(q, conceptsOf(q)).map((c) => c.term)).toEqual(['rain']);
    expect(predicateConcepts('Can I prune roses in autumn?', conceptsOf('Can I prune roses in autumn?')).map((c) => c.term)).toEqual(['autumn']);
  });
});

describe('composed FAQ answers', () => {
  const documents = new Map([['faq', { title: 'Corvo 2 tent: questions and answers', url: 'https://tents.example/corvo' }]]);
  const passages = [
    { documentId: 'faq', text: '# Corvo 2 tent: questions and answers\n\n## How heavy is the Corvo tent?\n\nThe Corvo tent weighs 1.9 kg with its poles and pegs. Pitching it takes about four minutes for one person.' },
    { documentId: 'faq', text: '## Is the Corvo tent waterproof?\n\nYes. It has a 3,000 mm hydrostatic head, so it stays dry through a night of heavy rain. Seal the seams again every two seasons.' },
    { documentId: 'faq', text: '## Can I cook inside it?\n\nNo. Cooking inside any tent risks fire and carbon monoxide poisoning; use the porch with the door open.' },
  ];

  it('the sentence after "Yes." is cited with its referent, and the literal question gets the heading\'s yes', () => {
    const answer = compose('Is the Corvo tent waterproof?', passages, documents);
    expect(answer.content).toMatch(/^Your sources point to yes: \[The Corvo tent\] has a 3,000 mm hydrostatic head/);
  });

  it('"Can I pitch my Corvo tent in the rain?" rests on the waterproof answer, not on the sentence about pitching', () => {
    const answer = compose('Can I pitch my Corvo tent in the rain?', passages, documents);
    expect(answer.content).toMatch(/^Your sources point to yes: \[The Corvo tent\] has a 3,000 mm hydrostatic head/);
    expect(answer.content.split('\n\n')[0]).not.toContain('four minutes');
  });
});
