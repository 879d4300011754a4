// First person converted whole (attribution.ts): every "I", "my", "me" of the writer in a sentence is reworded, the
// writer named once ("the author") and then "they"/"their"/"them", never half ("the author did it my hands shook").
// Variants written here, in varied wording (a possessive before the subject, a contraction, negation, emphasis, a
// quotation inside).
import { describe, expect, it } from 'vitest';
import { attribute } from '../../src/service/attribution';

describe('the writer\'s first person, converted whole (attribute)', () => {
  it.each<[string, string]>([
    ['The first time I did it my hands shook.', 'According to "Smithy diary", the first time the author did it their hands shook.'],
    ['I started my apprenticeship when I was seventeen.', 'The author of "Smithy diary" started their apprenticeship when they were seventeen.'],
    ['Ruth told me I was holding the rasp wrong.', 'According to "Smithy diary", Ruth told the author they were holding the rasp wrong.'],
    ['After my first winter on the road, I bought my own van.', 'According to "Smithy diary", after the author\'s first winter on the road, they bought their own van.'],
    ['My hands still ache after a day of shoeing.', 'In "Smithy diary", the author\'s hands still ache after a day of shoeing.'],
    ["I'm told the horse feels nothing, but I still wince every time.", 'According to "Smithy diary", the author is told the horse feels nothing, but they still wince every time.'],
    ['Nobody warned me that I would spend half my day driving.', 'According to "Smithy diary", nobody warned the author that they would spend half their day driving.'],
    ['Ruth said, "Keep your elbow in," and I did.', 'According to "Smithy diary", Ruth said, "Keep your elbow in," and the author did.'],
  ])('%j', (sentence, expected) => {
    expect(attribute(sentence, 'Smithy diary')).toBe(expected);
  });
});
