// An FAQ's "Yes."/"No." answers a question only when its heading asks about what was asked: half or more of the
// words of the claim that are not the documents' setting, and every thing among them (a word used mostly as a noun),
// named by the heading or its answer. "Is the tool shed open at weekends? Yes." does not answer "…open on
// Sundays?"; "Can I borrow tools without being a member? Yes." does not answer "…borrow the floor sander without a
// deposit?" (verdict.ts decideVerdict, the 'faq' evidence). Table tests on sentences written here.
import { describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';

const unit = (text: string, score: number, headingQuestion?: string, headingAnswer: 'yes' | 'no' | null = null): VerdictUnit => ({
  score,
  sentences: [text],
  documentId: 'shed',
  stems: stemsOf(text),
  ...(headingQuestion ? { headingQuestion, headingAnswer } : {}),
});
const titles = new Map([['shed', 'Questions about the Ashcombe tool shed']]);
const members = unit('Yes. Anyone who lives in Ashcombe can borrow tools from the shed, member or not.', 5, 'Can I borrow tools without being a member?', 'yes');
const weekends = unit('Yes. The shed opens on Saturday mornings and on Wednesday evenings.', 5, 'Is the tool shed open at weekends?', 'yes');
const keeping = unit('Tools go out for a week at a time.', 2, 'How long can I keep a tool?');
const deposit = unit('The floor sander and the tile cutter need a deposit of £40, returned when they come back clean.', 3, 'Which tools need a deposit?');

describe('an FAQ answers only the question its heading asks (decideVerdict)', () => {
  it.each<[string, VerdictUnit[], 'faq' | 'not faq']>([
    ['Can I borrow tools without being a member?', [members, keeping], 'faq'],
    ['Is the tool shed open at weekends?', [weekends, keeping], 'faq'],
    // the thing asked about is not the heading's: "Sundays" is not "weekends"
    ['Is the tool shed open on Sundays?', [weekends, keeping], 'not faq'],
    // the heading shares the setting (borrowing tools), not the sander or the deposit asked about
    ['Can I borrow the floor sander without leaving a deposit?', [members, deposit, keeping], 'not faq'],
  ])('%s', (query, units, decided) => {
    const choice = decideVerdict(query, conceptsOf(query), units, units, 0, verdictOf, () => 0, [], titles);
    if (decided === 'faq') {
      expect(choice.decidedBy).toBe('faq');
      expect(choice.verdict).toBe('yes');
    } else expect(choice.decidedBy).not.toBe('faq');
  });
});
