// question-claim.ts: the claim of a yes/no question is the question itself, its first alternative; the asker's story
// (set after " - " by directQuestion) and a second alternative are its context (variants written here, session 32).
import { describe, expect, it } from 'vitest';
import { openCompounds, qualityQuestion, qualityVerdict } from '../../src/service/polarity';
import { askedPredication } from '../../src/service/predication';
import { questionClaim } from '../../src/service/question-claim';

describe('a yes/no question is split into its claim and its context', () => {
  it.each([
    // the story directQuestion sets after the dash
    ['Is the rescue ladder safe to climb - my son is nine and very keen?', 'Is the rescue ladder safe to climb', 'my son is nine and very keen'],
    // "or not", "or no", "or nah" ending the question
    ['Is the old quarry pond deep or not?', 'Is the old quarry pond deep', 'or not'],
    ['can my tent go on the grass or nah', 'can my tent go on the grass', 'or nah'],
    // a second alternative with a clause of its own
    ['Is that allowed, or do they send you home after an hour?', 'Is that allowed', 'or do they send you home after an hour'],
    ['Does the ointment really work or is that marketing?', 'Does the ointment really work', 'or is that marketing'],
    ['Is the ferry late again or will it leave on time - we have a train to catch?', 'Is the ferry late again', 'or will it leave on time we have a train to catch'],
    // "or" joining two things of one clause is no second alternative
    ['Do you need cement or mortar to build a dry stone wall?', 'Do you need cement or mortar to build a dry stone wall', ''],
    ['Is the hall open on Saturday or Sunday?', 'Is the hall open on Saturday or Sunday', ''],
    // a question of one alternative only
    ['Is the tower open?', 'Is the tower open', ''],
  ])('%s', (question, claim, context) => {
    expect(questionClaim(question)).toEqual({ claim, context });
  });
});

describe('the word a claim turns on is read in the claim, never in the story or the second alternative', () => {
  it('the quality of "Is the cordial sugar free or not - my son is diabetic and very active?" is "free", not a word of the story', () => {
    const q = qualityQuestion('Is the cordial sugar free or not - my son is diabetic and very active?');
    expect(q?.quality).toBe('free');
    // (the story's words stay what it is asked about)
    expect(q?.about).toContain('diabetic');
  });
  it('the quality of "Is the water safe - the baby is due in June?" is "safe", not "due"', () => {
    expect(qualityQuestion('Is the water safe - the baby is due in June?')?.quality).toBe('safe');
  });
  it('a story with no quality of its own gives none where the question has none: "Will it fit - the box is small and light?"', () => {
    expect(qualityQuestion('Will it fit - the box is small and light?')).toBeNull();
  });
  it('the key of "Is the glaze food safe or is that a myth?" is not "myth"', () => {
    expect(askedPredication('Is the glaze food safe or is that a myth?')?.key).not.toBe('myth');
  });
  it('the key of "Is the cordial sugar free or not - my son is diabetic?" is "free"; the story adds to the rest', () => {
    const asked = askedPredication('Is the cordial sugar free or not - my son is diabetic?');
    expect(asked?.key).toBe('free');
    expect(asked?.rest).toContain('diabetic');
  });
  it('a question with no story or alternative is read as before: "Does decaf coffee affect sleep?"', () => {
    const asked = askedPredication('Does decaf coffee affect sleep?');
    expect(asked?.key).toBe('affect');
    expect(asked?.rest).toEqual(['sleep']);
  });
});

describe('a quality is read where the source writes it closed or leaves it to an elided predicate', () => {
  const asked = qualityQuestion('Is homemade cordial sugar free?');
  it.each([
    // a hyphened compound whose first part the question names says the quality of its last
    ['Homemade cordial is not sugar-free.', 'no'],
    ['Our homemade cordial is sugar-free.', 'yes'],
    // a term defined in quotation marks is no statement; the clause after it that leaves the predicate out is
    ['In the UK "sugar-free" means less than 0.5 g per 100 ml, so homemade cordial definitely isn\'t.', 'no'],
    ['In the UK "sugar-free" means less than 0.5 g per 100 ml, and homemade cordial is.', 'yes'],
    ['In the UK "sugar-free" means less than 0.5 g per 100 ml of homemade cordial.', null],
  ])('%s → %s', (sentence, verdict) => {
    expect(asked).not.toBeNull();
    if (asked) expect(qualityVerdict(sentence, asked)).toBe(verdict);
  });
  it('a compound whose first part the question does not name says nothing of the quality: "gluten-free café" for "Is the museum free?"', () => {
    expect(openCompounds('The museum has a gluten-free café.', ['museum'])).toBe('The museum has a gluten-free café.');
    expect(openCompounds('Decaf is caffeine-free.', ['caffeine', 'decaf'])).toBe('Decaf is caffeine free.');
  });
});
