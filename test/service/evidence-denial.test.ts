// evidence-denial.ts: a claim a sentence says is not shown ("no evidence that …", "nothing has been found to show that
// …", "has never been proven to …") is no "yes" (compose.ts verdictOf). Sentences and questions written here.
import { describe, expect, it } from 'vitest';
import { claimsNotShown } from '../../src/service/evidence-denial';
import { verdictOf } from '../../src/service/compose';
import { conceptsOf } from '../../src/service/concepts';

describe('the claims a sentence says are not shown', () => {
  it.each([
    ['There is no scientific evidence that bathing in the spring water cures arthritis, and guests should ask a doctor.', 'bathing in the spring water cures arthritis'],
    ['Nothing has been found to show that the peat cutting of the 1950s harmed the rare sundews.', 'the peat cutting of the 1950s harmed the rare sundews'],
    ['The copper bracelets have never been proven to ease joint pain.', 'ease joint pain'],
    ['So far no one has shown that the new grass mix keeps pigeons away.', 'the new grass mix keeps pigeons away'],
    ['There was no sign of the north wall moving after the flood.', 'the north wall moving after the flood'],
    ['Trials found no proof that the drops shorten a cold; most people recover within a week.', 'the drops shorten a cold'],
    ['Researchers have not demonstrated that *magnetic* insoles improve balance.', '*magnetic* insoles improve balance'],
    ['There is little or no evidence of the tunnel being used by smugglers.', 'the tunnel being used by smugglers'],
    ['The spring water contains no arsenic.', null],
    ['Bathing in the water eases stiff joints for most guests.', null],
    ['The survey showed that no birds nested there in 2023.', null],
  ])('%s', (sentence, claim) => {
    expect(claimsNotShown(sentence)[0] ?? null).toBe(claim);
  });
});

describe('a claim said not to be shown is a no, not a yes', () => {
  it.each([
    ['Does soaking in the spring water cure arthritis?', 'There is no scientific evidence that bathing in the spring water cures arthritis, and guests should ask a doctor.', 'no'],
    ['Did the peat cutting harm the sundews?', 'Nothing has been found to show that the peat cutting of the 1950s harmed the rare sundews.', 'no'],
    ['Do copper bracelets ease joint pain?', 'The copper bracelets have never been proven to ease joint pain.', 'no'],
    ['Does the water ease stiff joints?', 'Bathing in the water eases stiff joints for most guests.', 'yes'],
    // (the evidence denied is about another claim: the sentence's own claim stands)
    ['Do the bracelets look good?', 'The bracelets look good, though nothing shows that they ease pain.', 'yes'],
  ])('%s', (question, sentence, verdict) => {
    expect(verdictOf(sentence, conceptsOf(question))).toBe(verdict);
  });
});
