// The kind of answer a follow-up asks (chat-context.ts answerTypeOf, sizeOfAmount): "what age" an age, as "how old";
// "how big" of a change or an amount an amount of what changed, of no kind the size word names; of a thing a length.
import { describe, expect, it } from 'vitest';
import { answerTypeOf, sizeOfAmount } from '../../src/service/chat-context';

describe('the answer kind of an age or a size asked (answerTypeOf)', () => {
  it.each<[string, string | null]>([
    ['from what age can a kid go completely on their own there?', 'age'],
    ['At what age can he go in alone?', 'age'],
    ['How old is the boiler?', 'age'],
    ['How big was the rise in actual numbers?', null],
    ['how big a drop are we talking about?', null],
    ['How big was the increase?', null],
    ['How big is the house?', 'length'],
    ['how big a hole will it make in brick?', 'length'],
    ['What time does it open?', 'time'],
  ])('%j → %j', (question, expected) => {
    expect(answerTypeOf(question)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['How big was the rise?', true],
    ['How large was the loss?', true],
    ['How big is the garden?', false],
    ['How big is it?', false],
    ['How much was the rise?', false],
  ])('%j asks the size of an amount: %j', (question, expected) => {
    expect(sizeOfAmount(question)).toBe(expected);
  });
});
