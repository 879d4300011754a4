// The chat readers that once kept their own "ok|okay|hmm|oh" opening patterns read a follow-up through
// follow-up-opener.ts (withoutOpener): a message opened by an interjection is read as the message without it, by each
// of them, including forms their own patterns missed ("sorry, …", two openings). Own wording, not a bench set's.
import { describe, expect, it } from 'vitest';
import { bareAsk } from '../../src/service/chat-dialogue';
import { asksAction, asksGaps, asksKeyPoint, asksShorter, asksWhereToStart } from '../../src/service/chat-meta';
import { asksProvenance } from '../../src/service/chat-provenance';
import { suggestedThing, suggestionAsQuestion } from '../../src/service/chat-yesno';
import { askedCondition } from '../../src/service/follow-up-condition';

describe('a reader of the chat sees the follow-up without its opening interjection', () => {
  it.each([
    ['ok, can you make it shorter?', asksShorter],
    ['hmm make it shorter please', asksShorter],
    ['okay what is missing?', asksGaps],
    ['sorry, what is the main point?', asksKeyPoint],
    ['ok so which source should I read first?', asksWhereToStart],
    ['ok what can be done about it?', asksAction],
    ['hmm, who says so?', asksProvenance],
    ['oh ok where did you get that?', asksProvenance],
  ] as const)('%j is read as asked', (message, reads) => {
    expect(reads(message)).toBe(true);
  });

  it.each([
    ['ok so how many?', 'How many?'],
    ['okay, since when?', 'Since when?'],
    ['hmm who?', 'Who?'],
  ])('a bare follow-up %j is read as %j', (message, plain) => {
    expect(bareAsk(message)).toEqual(bareAsk(plain));
    expect(bareAsk(message)).not.toBeNull();
  });

  it('a condition, a suggestion and a guess keep their reading after an interjection', () => {
    expect(askedCondition('okay what if it rains?')).toBe('it rains');
    expect(askedCondition('sorry, what if nobody comes?')).toBe('nobody comes');
    expect(suggestionAsQuestion('ok so bikes are free?')).toBe(suggestionAsQuestion('So bikes are free?'));
    expect(suggestionAsQuestion('ok so bikes are free?')).not.toBeNull();
    expect(suggestedThing('oh so it was the weather?')).toBe('the weather');
    expect(suggestedThing('yeah, so it was the weather?')).toBe('the weather');
  });

  it('a message that is only an interjection, or has no reader of its own, is not read as one', () => {
    expect(asksShorter('ok')).toBe(false);
    expect(asksProvenance('ok, what time does it open?')).toBe(false);
    expect(bareAsk('ok so how many crew were there?')).toBeNull();
    expect(askedCondition('ok when does it open?')).toBeNull();
  });
});
