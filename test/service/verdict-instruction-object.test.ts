// verdict.ts: an instruction answers "Can I use X…?" only where it names X (a light verb's sense is all in its object:
// "Do not use household oils" says nothing of using the machine on leather: a 'no' resting on it was counted right by
// label on the released sets, resting on nothing asked). Every sentence and question here is written for this test.
import { describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';

const titles = new Map([['manual', 'Owner\'s manual']]);
function decide(query: string, units: string[][]): { verdict: string; lead: string } {
  const built: VerdictUnit[] = units.map((sentences, i) => ({ score: 5 - i, sentences, documentId: 'manual', stems: stemsOf(sentences.join(' ')), order: i, place: i * 10_000 }));
  const choice = decideVerdict(query, conceptsOf(query), built, built, 0, verdictOf, () => 0, [], titles);
  return { verdict: choice.verdict, lead: choice.lead.sentences.join(' ') };
}

describe('an instruction with a light verb answers only of the object asked', () => {
  it.each<[string, string[][], string, string | null]>([
    // "Do not use …oils" is about oils, not the machine asked: no verdict off it
    ['Can I use the Corvel KX-2 to stitch canvas?', [['Do not use cooking oils: they gum up the moving parts.'], ['The Corvel KX-2 has twelve stitch patterns.']], 'unstated', null],
    // an instruction naming the object asked decides
    ['Should I use bleach on the bobbin case?', [['Never use bleach on the bobbin case.'], ['The Corvel KX-2 has twelve stitch patterns.']], 'no', 'bleach'],
  ])('%s', (query, units, verdict, lead) => {
    const got = decide(query, units);
    expect(got.verdict).toBe(verdict);
    if (lead) expect(got.lead).toContain(lead);
  });
});
