// @vitest-environment node
// What "they"/"them"/"it" stand for in a conversation, and a reply that does not lead with the last reply's lead
// (chat-referent.ts, issue #11, rev15c classes 3 and 5). Variants in my own words (h16h, session 16): a pronoun that
// continues the previous question's pronoun takes the subject of the previous reply's lead, when the number agrees.
import { describe, expect, it } from 'vitest';
import { conversationReferent, leadNotRepeated, replySubject, withReferent } from '../../src/service/chat-referent';

describe('conversationReferent: the entity the previous reply was about', () => {
  it.each([
    ['Why did they stop?', 'Ferry crossings were suspended for a week in March.', 'When were they suspended?', 'ferry crossings'],
    ['And where do they nest?', 'The swifts returned to the church tower on 3 May.', 'When did they arrive?', 'swifts'],
    ['How big is it?', 'The new reservoir holds 2.1 million cubic metres.', 'When will it open?', 'new reservoir'],
    ['What did they cost?', 'Bus pass numbers fell by a fifth after the fare rise.', 'How did they change?', 'bus pass'],
    ['What is their range?', 'Red kites were reintroduced in 1989.', 'When did they return?', 'red kites'],
    ['Why did they close it?', 'The library closed on Mondays from June.', 'When did it close?', null],
    ['Where do they live?', 'Otters were seen at six sites.', 'How many otter sightings were there?', null],
    ['What do they eat?', 'The survey counted 40 otters.', 'How many did they count?', null],
    // the lead still names what the research asked about (the tapestry): the research's subject stands
    ['Does the gallery pay anything for it?', 'The borrower insures the tapestry for £2 million.', 'What is it insured for?', null],
  ])('%s after %j (%s) → %j', (followUp, lead, previousQuestion, expected) => {
    expect(conversationReferent(followUp, lead, previousQuestion, 'What terms were set for lending the Hollin tapestry?')).toBe(expected);
  });
  it('replySubject drops a measure noun ("carpet beetle numbers" are the beetles)', () => {
    expect(replySubject('Carpet beetle numbers in the store rose through the spring.')).toEqual({ phrase: 'carpet beetle', plural: true });
  });
  it('withReferent puts the phrase for the pronoun and its possessive', () => {
    expect(withReferent('What is their range, and where do they breed?', 'red kites')).toBe("What is red kites' range, and where do red kites breed?");
  });
});

describe('leadNotRepeated: a new follow-up does not lead with the last reply\'s lead', () => {
  const s = (text: string, prefix = ''): { text: string; prefix: string } => ({ text, prefix });
  const last = 'The gutter was cleared on 2 September and a dehumidifier has run since then.';
  it.each([
    ['the same sentence', [s(last, 'In short: '), s('Damp walls feed mould.')], ['Damp walls feed mould.', last], 'In short: '],
    ['said with an attribution', [s('According to the report, the gutter was cleared on 2 September and a dehumidifier has run since then.', 'In short: '), s('The count fell by October.')], ['The count fell by October.', 'According to the report, the gutter was cleared on 2 September and a dehumidifier has run since then.'], 'In short: '],
    ['in other case and punctuation', [s('THE GUTTER WAS CLEARED ON 2 SEPTEMBER, AND A DEHUMIDIFIER HAS RUN SINCE THEN'), s('Silverfish need damp.')], ['Silverfish need damp.', 'THE GUTTER WAS CLEARED ON 2 SEPTEMBER, AND A DEHUMIDIFIER HAS RUN SINCE THEN'], ''],
    ['a new lead', [s('Silverfish need damp.', 'In short: '), s(last)], ['Silverfish need damp.', last], 'In short: '],
    ['the only sentence', [s(last, 'In short: ')], [last], 'In short: '],
    ['a lead sharing only some words', [s('The gutter above the library was blocked in August.', 'In short: '), s(last)], ['The gutter above the library was blocked in August.', last], 'In short: '],
  ])('%s', (_name, sentences, order, prefix) => {
    const out = leadNotRepeated(sentences, last);
    expect(out.map((x) => x.text)).toEqual(order);
    expect(out[0]?.prefix).toBe(prefix);
  });
  it('no previous reply: unchanged', () => {
    const sentences = [s(last, 'In short: '), s('Silverfish need damp.')];
    expect(leadNotRepeated(sentences, '')).toEqual(sentences);
  });
});
