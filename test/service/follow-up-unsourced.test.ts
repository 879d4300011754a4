// The reply to a follow-up of a job with no sources, from a composition over the library (follow-up-unsourced.ts):
// the document named and its own words, uncited, only where it speaks of the follow-up and the research. Table tests (h20f, session 20).
import { describe, expect, it } from 'vitest';
import { unsourcedReply, unsourcedTerms } from '../../src/service/follow-up-unsourced';

const research = 'Were the Tarnholm crew wearing the right lifejackets?';
const composition = (texts: string[], title = 'Travelling with Tarnholm Ferries') => ({
  answered: texts.length > 0,
  sentences: texts.map((text) => ({ text, citationIndex: 1 })),
  sources: [{ citationIndex: 1, title }],
});

describe('unsourcedReply', () => {
  it.each([
    ['Can I keep a gas cylinder in the lounge?', composition(['Gas cylinders are never permitted in the passenger lounges.']), true],
    // no word of its own: nothing a document can be found for
    ['What should they have had with them?', composition(['Gas cylinders are never permitted in the passenger lounges.']), false],
    // the document says nothing the follow-up asks about
    ['Can I bring my bicycle?', composition(['Gas cylinders are never permitted in the passenger lounges.']), false],
    // a document on another topic than the research
    ['Can I keep a gas cylinder in the lounge?', composition(['Gas cylinders are never permitted in the lounge.'], 'Caravan club rules'), false],
    ['Can I keep a gas cylinder in the lounge?', composition([]), false],
  ])('%s', (followUp, found, answers) => {
    const reply = unsourcedReply(followUp, research, found);
    expect(reply !== null).toBe(answers);
    if (reply) {
      expect(reply[0]?.text).toMatch(/^This research cited no sources/);
      expect(reply.every((l) => l.citations.length === 0)).toBe(true);
    }
  });

  it('searches the follow-up\'s own words, then the research question\'s, without conversational ones', () => {
    expect(unsourcedTerms('Can I keep my gas cylinder in the lounge?', research)).toEqual(['gas', 'cylinder', 'lounge', 'tarnholm', 'crew', 'wearing', 'right', 'lifejackets']);
  });
});
