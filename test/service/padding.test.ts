// Padding from the lead's own document (src/service/padding.ts), as a table on points written here: a
// supporting point of the lead's document stays only when it names a question concept the lead does not,
// or as many as the lead, or supports it (the caller's `supports`); points of other documents and the
// kept ones (a contrast) always stay.
import { describe, expect, it } from 'vitest';
import { withoutBareReplies, withoutOwnPadding } from '../../src/service/padding';

interface P {
  id: string;
  documentId: string;
  names: string[];
  supports?: boolean;
}

const lead: P = { id: 'lead', documentId: 'magazine', names: ['cedar', 'roof', 'last'] };
const kept = (points: P[], keep: (p: P) => boolean = () => false): string[] =>
  withoutOwnPadding([lead, ...points], lead, (p) => p.names, (p) => p.supports === true, keep).map((p) => p.id);

describe('a point of the lead\'s document stays only when it adds to the lead or supports it', () => {
  it.each<[string, P, boolean]>([
    ['names fewer of the question\'s concepts and none the lead lacks (a waiting list naming cedar roofs)', { id: 'p', documentId: 'magazine', names: ['cedar', 'roof'] }, false],
    ['names none of them', { id: 'p', documentId: 'magazine', names: [] }, false],
    ['names a concept the lead lacks', { id: 'p', documentId: 'magazine', names: ['shingl'] }, true],
    ['names as many as the lead', { id: 'p', documentId: 'magazine', names: ['cedar', 'roof', 'last'] }, true],
    ['supports the lead (the caller says so: its next sentence, or it names the quantity asked)', { id: 'p', documentId: 'magazine', names: ['roof'], supports: true }, true],
    ['comes from another document (filler.ts judges those)', { id: 'p', documentId: 'guide', names: [] }, true],
  ])('%s', (_case, point, stays) => {
    expect(kept([point])).toEqual(stays ? ['lead', 'p'] : ['lead']);
  });

  it('a kept point (a contrast) stays whatever it names', () => {
    const contrast: P = { id: 'c', documentId: 'magazine', names: [] };
    expect(kept([contrast], (p) => p === contrast)).toEqual(['lead', 'c']);
  });

  it('a lead that names none of the question\'s concepts leaves every point', () => {
    const bare: P = { id: 'bare', documentId: 'magazine', names: [] };
    const point: P = { id: 'p', documentId: 'magazine', names: [] };
    expect(withoutOwnPadding([bare, point], bare, (p) => p.names, () => false).map((p) => p.id)).toEqual(['bare', 'p']);
  });
});

describe('withoutBareReplies (an FAQ reply cut from its question)', () => {
  const unit = (text: string) => ({ sentences: [text] });
  it.each([
    ['Yes, for works such as resurfacing, through a temporary closure of up to six months.', false],
    ['No. Only the owner may cut the hedge.', false],
    ['yes: the café takes cards.', false],
    ['Yesterday the ferry ran late.', true],
    ['Notices go up on site for 28 days.', true],
    ['The answer is yes, for most paths.', true],
    // written after the rule (fresh): a dash, a bare "Yes it does", "No one" (no reply)
    ['Yes — but only in summer.', false],
    ['Yes it does, on Sundays.', false],
    ['No; the gate stays open.', false],
    ['No one may fish from the bridge.', true],
  ])('%j kept: %s', (text, kept) => {
    const lead = unit('The lead.');
    const other = unit(text);
    expect(withoutBareReplies([lead, other], lead).includes(other)).toBe(kept);
  });
  it('never drops the lead or a point kept', () => {
    const lead = unit('Yes, it opens at nine.');
    const kept = unit('No, not on Sundays.');
    expect(withoutBareReplies([lead, kept], lead, (u) => u === kept)).toEqual([lead, kept]);
  });
});
