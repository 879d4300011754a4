// limits.ts: a permission for the ages or counts asked holds only in the case the sentence sets it in (permissionCase):
// a setting it restricts the permission to with "only" ("… only at our Little Bouncers sessions") against a setting of
// the same kind the question names ("the normal jump session": no), or one it does not name (qualified); a condition
// the question does not tell ("… in a taxi if they wear an adult seat belt": qualified). A rule that requires an act of
// the ages below a figure ("must use a child car seat until they are 12 years old") answers no to a question asking to
// leave that act off ("Can he stop using his booster seat?"). Every sentence and question here is written for this test.
import { describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import { leavesOff, limitsIn, limitVerdict, permissionCase } from '../../src/service/limits';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';

describe('the case a permission is set in, against the question (permissionCase)', () => {
  it.each<[string, string, 'other' | 'untold' | null]>([
    // "only" restricting to a setting: another of its kind named → other; none named → untold; that one named → its own
    ['My son is 4. Can he skate in the evening rink session?', 'Children under 5 can skate only at our Tiny Blades sessions.', 'other'],
    ['My son is 4. Can he come skating?', 'Children under 5 can skate only at our Tiny Blades sessions.', 'untold'],
    ['My son is 4. Can he skate at a Tiny Blades session?', 'Children under 5 can skate only at our Tiny Blades sessions.', null],
    // a condition the question does not tell, or tells
    ['My daughter is 9. Can she sit in the front?', 'A child aged 8 or over may sit in the front if the back seats are all taken.', 'untold'],
    ['My daughter is 9 and the back seats are all taken. Can she sit in the front?', 'A child aged 8 or over may sit in the front if the back seats are all taken.', null],
    // a condition holding the figure is the limit itself, not a case; no condition, no case
    ['My son is 9. Can he join?', 'Children can join the club if they are aged 8 or over.', null],
    ['My son is 9. Can he join?', 'Children aged 8 and over can join the club.', null],
  ])('%s | %s → %s', (query, sentence, expected) => {
    expect(permissionCase(query, sentence)).toBe(expected);
  });
});

describe('a limit read in the case it is set in (limitVerdict)', () => {
  it.each<[string, string, 'yes' | 'no' | 'qualified' | null]>([
    // a plain permission for the age asked: yes, as before
    ['My son is 9. Can he join the club?', 'Children aged 8 and over can join the club.', 'yes'],
    // the permission restricted to another session than the one asked: no; on a condition the asker does not tell: qualified
    ['I have a 4 year old. Can she jump in the normal session?', 'Children under 5 can jump only at our Little Hoppers sessions.', 'no'],
    ['My son is 8. Can he ride without a booster?', 'A child aged 3 or over may ride without a booster in a minibus if the minibus has lap belts.', 'qualified'],
    // outside the limit stays a no whatever the case
    ['My son is 2. Can he ride without a booster?', 'A child aged 3 or over may ride without a booster in a minibus if the minibus has lap belts.', 'no'],
    // a requirement on the ages below a figure ("until"): leaving its act off is a no; asked plainly, qualified; above it, nothing
    ['My son is 8. Can he stop using his booster seat?', 'Children must use a child car seat until they are 12 years old.', 'no'],
    ['My son is 8. Can he sit in the back?', 'Children must use a child car seat until they are 12 years old.', 'qualified'],
    ['My son is 13. Can he stop using his booster seat?', 'Children must use a child car seat until they are 12 years old.', null],
    ['My son is 8. Can he stop using his booster seat?', 'Children must use a child car seat until the age of 12.', 'no'],
    // "until" of something else than age reads no age
    ['My son is 8. Can he stop using his booster seat?', 'Keep the seat rear-facing until it is 15 months old.', null],
  ])('%s | %s → %s', (query, sentence, expected) => {
    expect(limitVerdict(query, sentence)).toBe(expected);
  });

  it('reads "until they are 12 years old" as a rule on the ages below 12, with the act it requires', () => {
    const [limit] = limitsIn('Children must normally use a child car seat until they are 12 years old.');
    expect(limit).toMatchObject({ bound: 'range', value: 0, hi: 11, says: 'requires' });
    expect(limit?.act).toEqual(expect.arrayContaining(['use', 'child', 'car', 'seat']));
  });
});

describe('a question asking to leave off an act (leavesOff)', () => {
  it.each<[string, string[], boolean]>([
    ['Can he stop using his booster seat now?', ['use', 'child', 'car', 'seat'], true],
    ['Can she go without a helmet?', ['wear', 'helmet'], true],
    ['Does he no longer need the seat?', ['use', 'seat'], true],
    ['Can he use his booster seat in the front?', ['use', 'child', 'car', 'seat'], false],
    ['Can he stop for lunch?', ['use', 'seat'], false],
  ])('%s %j → %s', (query, act, expected) => {
    expect(leavesOff(query, act)).toBe(expected);
  });
});

describe('the case a limit is set in decides the verdict (decideVerdict)', () => {
  const titles = new Map([['rules', 'Trampoline park rules']]);
  const decide = (query: string, sentences: string[]) => {
    const units: VerdictUnit[] = sentences.map((text, i) => ({ score: 5 - i, sentences: [text], documentId: 'rules', stems: stemsOf(text) }));
    const choice = decideVerdict(query, conceptsOf(query), units, units, 0, verdictOf, () => 0, [], titles);
    return { verdict: choice.verdict, decidedBy: choice.decidedBy, lead: choice.lead.sentences[0] };
  };
  it('a permission for the age asked, restricted to another session than the one asked, is a no', () => {
    const got = decide("I've got a 4 year old. Can she jump in the normal jump session if I hold her hand?", ['Children under 5 can jump only at our Little Hoppers sessions (weekday mornings).', 'Socks with grips must be worn.']);
    expect(got.verdict).toBe('no');
    expect(got.lead).toContain('Little Hoppers');
  });
  it('a comparison is not answered by a limit read against one of its numbers', () => {
    const got = decide("My drone is 249g and my brother's is 570g. Does he need more paperwork than me to fly his?", ['If your drone weighs less than 250 g you do not need a flyer ID to fly it.', 'Paperwork for drones is handled online.']);
    expect(got.decidedBy).not.toBe('limit');
  });
  it('nor by the days one side is open on read against the day of the other', () => {
    const got = decide('The old library van came on Thursdays. Will the new counter in the shop be open more than the van was?', ['The counter will open from 9am to 1pm on Mondays, Wednesdays and Fridays.', 'The van stopped for one hour.']);
    expect(got.decidedBy).not.toBe('condition');
    expect(got.verdict).not.toBe('no');
  });
});
