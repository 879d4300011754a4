// One decision over typed evidence (verdict-evidence.ts decideOnEvidence): the first piece decides and says which
// kind it is; a direct piece (faq, instruction, figure, value, part) answering the other way qualifies the answer in
// one document and makes the sources disagree across documents (an instruction under the deciding FAQ heading is part
// of its answer); a direct piece with nothing to rest on abstains for
// the next direct one; readings after the deciding piece are never computed. A table covering every kind.
import { describe, expect, it } from 'vitest';
import { decideOnEvidence, describeVerdictBasis, type Evidence, type EvidenceKind, type Verdict, type VerdictBasis } from '../../src/service/verdict-evidence';

interface U {
  id: string;
  doc: string;
}

const piece = (kind: EvidenceKind, verdict: Verdict, id: string, doc = 'a'): Evidence<U> => ({ kind, verdict, lead: { id, doc }, documentId: doc });
const fallback: U = { id: 'fallback', doc: 'a' };

describe('one decision over typed evidence (decideOnEvidence)', () => {
  it.each<[string, Evidence<U>[], Verdict, string, EvidenceKind | null, string | null, EvidenceKind | null]>([
    ['no evidence: no verdict, the fallback leads', [], 'unstated', 'fallback', null, null, null],
    ['the sources leave the claim out', [piece('coverage', 'unstated', 'c')], 'unstated', 'c', 'coverage', null, null],
    ['an FAQ heading answered yes', [piece('faq', 'yes', 'f')], 'yes', 'f', 'faq', null, null],
    ['an instruction against the act', [piece('instruction', 'no', 'i')], 'no', 'i', 'instruction', null, null],
    ['a figure under the threshold', [piece('figure', 'no', 'n')], 'no', 'n', 'figure', null, null],
    ['another value of the attribute', [piece('value', 'no', 'v')], 'no', 'v', 'value', null, null],
    ['a part where the whole is asked', [piece('part', 'no', 'p')], 'no', 'p', 'part', null, null],
    ['a claim denied in other words', [piece('denial', 'no', 'd')], 'no', 'd', 'denial', null, null],
    ['a quality of an act', [piece('quality', 'yes', 'q')], 'yes', 'q', 'quality', null, null],
    ['a comparison stated', [piece('comparison', 'yes', 'm')], 'yes', 'm', 'comparison', null, null],
    ['a claim stated in a sentence', [piece('statement', 'yes', 's')], 'yes', 's', 'statement', null, null],
    ['an FAQ yes against a figure no in the same document: qualified', [piece('faq', 'yes', 'f'), piece('figure', 'no', 'n')], 'qualified', 'f', 'faq', 'n', 'figure'],
    ['an FAQ yes against a value no in another document: the sources disagree', [piece('faq', 'yes', 'f'), piece('value', 'no', 'v', 'b')], 'disagree', 'f', 'faq', 'v', 'value'],
    ['two direct pieces that agree: the first decides alone', [piece('faq', 'no', 'f'), piece('part', 'no', 'p')], 'no', 'f', 'faq', null, null],
    ['a figure with nothing to rest on abstains for the part read after it', [piece('figure', 'unstated', 'n'), piece('part', 'no', 'p')], 'no', 'p', 'part', null, null],
    ['a direct piece with nothing to rest on, then a statement: no verdict (the statement is not read)', [piece('figure', 'unstated', 'n'), piece('statement', 'yes', 's')], 'unstated', 'n', 'figure', null, null],
    ['a statement after a direct piece never weighs against it', [piece('figure', 'yes', 'n'), piece('statement', 'no', 's')], 'yes', 'n', 'figure', null, null],
    ['a direct piece after a non-direct decider is never read', [piece('denial', 'yes', 'd'), piece('value', 'no', 'v')], 'yes', 'd', 'denial', null, null],
    ['an instruction under the FAQ heading that decided is part of its answer', [{ ...piece('faq', 'no', 'f'), section: 'Should I feed them in summer?' }, { ...piece('instruction', 'yes', 'i'), section: 'Should I feed them in summer?' }], 'no', 'f', 'faq', null, null],
    ['a part under the very FAQ heading that decided still qualifies it', [{ ...piece('faq', 'yes', 'f'), section: 'Does the grant pay for repairs?' }, { ...piece('part', 'no', 'p'), section: 'Does the grant pay for repairs?' }], 'qualified', 'f', 'faq', 'p', 'part'],
    ['a piece under another FAQ heading weighs against it', [{ ...piece('faq', 'no', 'f'), section: 'Should I feed them in summer?' }, { ...piece('instruction', 'yes', 'i'), section: 'When do I feed them?' }], 'qualified', 'f', 'faq', 'i', 'instruction'],
    ['a direct qualified answer is not weighed again', [piece('figure', 'qualified', 'n'), piece('value', 'no', 'v')], 'qualified', 'n', 'figure', null, null],
  ])('%s', (_label, evidence, verdict, lead, decidedBy, other, against) => {
    const decision = decideOnEvidence(evidence, fallback);
    expect(decision.verdict).toBe(verdict);
    expect(decision.lead.id).toBe(lead);
    expect(decision.decidedBy).toBe(decidedBy);
    expect(decision.other?.id ?? null).toBe(other);
    expect(decision.against ?? null).toBe(against);
  });

  it('reads the evidence lazily: nothing after the deciding piece and its direct neighbours is computed', () => {
    const read: string[] = [];
    function* evidence(): Generator<Evidence<U>> {
      read.push('faq');
      yield piece('faq', 'yes', 'f');
      read.push('figure');
      yield piece('figure', 'yes', 'n');
      read.push('statement');
      yield piece('statement', 'no', 's');
      read.push('never');
      yield piece('comparison', 'no', 'm');
    }
    expect(decideOnEvidence(evidence(), fallback).verdict).toBe('yes');
    expect(read).toEqual(['faq', 'figure', 'statement']);
  });
});

describe('the event naming the evidence a verdict rests on (describeVerdictBasis)', () => {
  it.each<[VerdictBasis, string]>([
    [{ verdict: 'no', decidedBy: 'value' }, 'The verdict (no) rests on another value of what was asked'],
    [{ verdict: 'qualified', decidedBy: 'faq', against: 'part' }, 'The verdict (a qualified answer) rests on an FAQ answer to the same question; a part where the whole was asked points the other way'],
    [{ verdict: 'disagree', decidedBy: 'figure' }, 'The verdict (the sources disagree) rests on the figure of the quantity asked'],
    [{ verdict: 'unstated', decidedBy: null }, 'The verdict (no verdict) rests on no evidence: no source states what was asked'],
  ])('%j', (basis, message) => {
    expect(describeVerdictBasis(basis)).toBe(message);
  });
});
