// Session 33 (h33v): verdicts read off a condition or a named case, held to what the sentence says. "The only way"
// restricts no day (verdict-condition.ts statedDays); one capitalised word of the asker's story inside a denying sentence
// names their case ("passengers on Basic fares can no longer bring a guitar": excepted-case.ts namedCaseDenied); two
// sentences of the documents drawn on setting the asked case opposite ways give no condition verdict (verdict.ts), so a
// verdict its own body contradicts is not read off them. Variants written here; none is a bench set's wording.
import { describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import { namedCaseDenied } from '../../src/service/excepted-case';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';
import { dayVerdict, statedDays } from '../../src/service/verdict-condition';

describe('"the only" restricts no day (statedDays, dayVerdict)', () => {
  it.each<[string, string, 'yes' | 'no' | 'qualified' | null]>([
    ['For many, the Saturday train was the only way to get to market.', 'Can I still get the train on a Saturday?', null],
    ['The museum is open only on Saturdays.', 'Can I visit on a Saturday?', 'yes'],
    ['The museum is open only on Saturdays.', 'Can I visit on a Tuesday?', 'no'],
    ['It was their only Sunday off all year.', 'Is it open on a Sunday?', null],
  ])('%s | %s → %s', (sentence, query, verdict) => {
    expect(dayVerdict(query, sentence)).toBe(verdict);
  });
  it('keeps the days an adverbial "only" restricts', () => {
    expect(statedDays('Deliveries run only on Mondays and Thursdays.')?.only).toBe(true);
    expect(statedDays('The Sunday bus was the only way to the hospital.')?.only).toBe(false);
  });
});

describe("one capitalised word of the asker's story names their case (namedCaseDenied)", () => {
  it.each<[string, string, 'no' | null]>([
    ['Can I bring a bike on board - travelling on Saver tickets next week?', 'From 1 May, passengers on Saver tickets can no longer bring a bike on board.', 'no'],
    ['Can I bring a bike on board - travelling on Saver tickets next week?', 'From 1 May, passengers on Flexi tickets can no longer bring a bike on board.', null],
    // (the question's own words are no case of the story's: "Saver" asked in the question itself)
    ['Can I bring a Saver bike on board - travelling saver next week?', 'Passengers cannot bring a Saver bike on board.', null],
    // (a sentence's first word is capitalised as every first word is)
    ['Can I bring a bike on board - passengers said so?', 'Passengers cannot bring a bike on board.', null],
    // (two capitalised words, as before)
    ["Can we bring our dogs - we've booked a pitch in rose meadow?", 'Rose Meadow is a dog-free field.', 'no'],
  ])('%s | %s → %s', (query, sentence, verdict) => {
    expect(namedCaseDenied(sentence, query)).toBe(verdict);
  });
});

describe('two sentences setting the asked case opposite ways give no condition verdict (decideVerdict)', () => {
  const unit = (text: string, score: number): VerdictUnit => ({ score, sentences: [text], documentId: 'route', stems: stemsOf(text) });
  const titles = new Map([['route', 'Changes to the number 12 bus route']]);
  const decide = (query: string, units: VerdictUnit[]) => decideVerdict(query, conceptsOf(query), units, units, 0, verdictOf, () => 0, [], titles);
  it('one reading alone decides', () => {
    const units = [unit('From June the number 12 bus will run on Mondays to Saturdays only.', 5)];
    const choice = decide('Will the number 12 bus run on a Sunday?', units);
    expect(choice.verdict).toBe('no');
    expect(choice.decidedBy).toBe('condition');
  });
  it('days read both ways off two sentences decide nothing by themselves', () => {
    // (the better-scored sentence, naming as much of the claim, read as a yes by its days; the other as a no)
    const units = [unit('Riders will keep the number 12 bus running on weekdays and on Sundays, the council said.', 6), unit('From June the number 12 bus will run on Mondays to Saturdays only.', 5)];
    const choice = decide('Will the number 12 bus run on a Sunday?', units);
    expect(choice.decidedBy).not.toBe('condition');
  });
});
