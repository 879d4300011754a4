// What a how-to or what-did-they-do question is answered by (src/service/practice.ts): instructions and advice for
// "How do I…?" / "What should I do…?"; the doer's own account and its outcome for "What did they do, and did it
// work?", the original poster's later post first, the account that follows the problem for "What did she do about
// it?"; a run of instructions kept whole and in order. Sentences written for this test.
import { describe, expect, it } from 'vitest';
import { askedPractice, asksRemedy, instructionRun, isInstructionSentence, practiceWeights, sentencePractice, tellsOwnAction, type PracticeUnit } from '../../src/service/practice';
import type { Post } from '../../src/service/writer-role';

describe('practice (pure)', () => {
  it.each<[string, 'advice' | 'done' | null]>([
    ['How do I descale a kettle?', 'advice'],
    ['What should I do if my boat leaks?', 'advice'],
    ['Any tips for keeping slugs off lettuce?', 'advice'],
    ['How can I stop the gate squeaking?', 'advice'],
    ['What did the original poster do about the damp, and did it work?', 'done'],
    ['The kettle poster kept getting limescale. What did they do about it?', 'done'],
    ['How did the blogger fix the leaking gutter?', 'done'],
    ['Did anyone try vinegar, and what happened?', 'done'],
    ['What is limescale?', null],
    ['Why does limescale form?', null],
  ])('askedPractice(%j) = %j', (query, asked) => {
    expect(askedPractice(query)).toBe(asked);
  });

  it.each<[string, boolean]>([
    ['What did she do about the slugs?', true],
    ['How did he fix the gate?', true],
    ['What did the poster do, and did it work?', false],
  ])('asksRemedy(%j) = %s', (query, remedy) => {
    expect(asksRemedy(query)).toBe(remedy);
  });

  it.each<[string, boolean]>([
    ['First, turn off the water at the mains.', true],
    ['Then warm the joint gently with a hairdryer.', true],
    ['Clean the base with a soft brush.', true],
    ['Never use bleach on the seal.', true],
    ['Only replace the washer if it is cracked.', true],
    ['Slugs eat lettuce at night.', false],
    ['Most of the time it is fine.', false],
    ['Gardeners often use copper tape.', false],
    ['Water the plants in the evening.', true],
    // a form that is another verb's past and a verb of its own opens an instruction before its object ("lay" beside "lie")
    ['Lay the stems at an angle along the line of the hedge.', true],
    ['Saw the plank to length.', true],
    // (a past with no verb of its own, subjectless, is no instruction)
    ['Took the long way round.', false],
    ['Left the house at nine.', false],
  ])('isInstructionSentence(%j) = %s', (sentence, is) => {
    expect(isInstructionSentence(sentence)).toBe(is);
  });

  it.each<[string, boolean]>([
    ['I bought a new washer for £2 and fitted it.', true],
    ['We switched to copper tape in May.', true],
    ["I've now wrapped the pipe in lagging.", true],
    ['Since then I plant the lettuce in raised beds.', true],
    ['I think it is the washer.', false],
    ['Slugs ate the lettuce.', false],
  ])('tellsOwnAction(%j) = %s', (sentence, is) => {
    expect(tellsOwnAction(sentence)).toBe(is);
  });

  it.each<[string, ReturnType<typeof sentencePractice>]>([
    ['It worked!', 'outcome'],
    ['Dry since, even after the storm.', 'outcome'],
    ['The boiler has started every morning since.', 'outcome'],
    ['I bought a new washer for £2.', 'action'],
    ['Turn off the water at the mains.', 'instruction'],
    ['I always oil the hinge in spring.', 'advice'],
    ['You should check the seal every year.', 'advice'],
    ['Should I replace the whole tap?', null],
    ['Limescale forms when hard water is heated.', null],
  ])('sentencePractice(%j) = %j', (sentence, practice) => {
    expect(sentencePractice(sentence)).toBe(practice);
  });

  const unit = (sentence: string, score: number, place: number, documentId = 'd'): PracticeUnit => ({ documentId, sentences: [sentence], score, order: place, place });

  it("a done-question puts the original poster's later account above another poster's instructions", () => {
    const posts: Post[] = [
      { writer: 'tap_ted', text: '\nMy tap drips all night. Do I need a new tap?\n', original: true },
      { writer: 'plumb_pat', text: '\nTurn off the water at the mains. Replace the washer.\n', original: false },
      { writer: 'tap_ted', text: '\nI bought a new washer for £2 and fitted it. Dry since, even overnight.\n', original: true },
    ];
    const advice = unit('Turn off the water at the mains.', 10, 10_000);
    const account = unit('I bought a new washer for £2 and fitted it.', 6, 20_000);
    const outcome = unit('Dry since, even overnight.', 3, 20_001);
    practiceWeights([advice, account, outcome], 'What did the original poster do, and did it work?', () => posts);
    expect(account.score).toBeGreaterThan(advice.score);
    expect(outcome.score).toBeGreaterThan(0);
  });

  it('a remedy question takes the account that follows the problem, even in none of its words', () => {
    const story = unit('I bought forty lettuce plants from a nursery in April and planted them in a raised bed.', 12, 10_000);
    const problem = unit('In June slugs ate half of the lettuce.', 8, 20_000);
    const response = unit('Since then I plant the lettuce under fleece, and I have not lost one since.', 0, 20_001);
    practiceWeights([story, problem, response], 'Slugs keep eating my lettuce. What did the blogger do about them?', () => []);
    expect(response.score).toBeGreaterThan(story.score);
  });

  it('a how-to question weighs instructions above a story of what someone did', () => {
    const story = unit('I used a blowtorch on the pipe and it split.', 10, 10_000, 'thread');
    const step = unit('Warm the pipe gently with a hairdryer.', 8, 20_000, 'thread');
    const posts: Post[] = [
      { writer: 'a', text: 'My pipe froze.', original: true },
      { writer: 'b', text: 'Warm the pipe gently with a hairdryer.', original: false },
      { writer: 'c', text: 'I used a blowtorch on the pipe and it split.', original: false },
    ];
    practiceWeights([story, step], 'What should I do about a frozen pipe?', () => posts);
    expect(step.score).toBeGreaterThan(story.score);
  });

  it('"What did the original poster do?", sharing no word with any sentence: their accounts, not others\' advice', () => {
    const posts: Post[] = [
      { writer: 'tap_ted', text: 'My tap drips all night.', original: true },
      { writer: 'plumb_pat', text: 'Turn off the water at the mains.', original: false },
      { writer: 'tap_ted', text: 'I bought a new washer for £2 and fitted it.', original: true },
    ];
    const advice = unit('Turn off the water at the mains.', 0, 10_000);
    const account = unit('I bought a new washer for £2 and fitted it.', 0, 20_000);
    practiceWeights([advice, account], 'What did the original poster do?', () => posts);
    expect(account.score).toBeGreaterThan(0);
    expect(advice.score).toBe(0);
  });

  it('weighs nothing against a list of steps on the topic (steps.ts answers with it whole)', () => {
    const tip = unit('Check the filter every three months.', 6, 10_000);
    const step: PracticeUnit = { ...unit('Switch the power off at the wall.', 5, 20_000), line: 'item' };
    practiceWeights([tip, step], 'How do you clean the pump filter?', () => []);
    expect([tip.score, step.score]).toEqual([6, 5]);
  });

  it('keeps a run of instructions in a paragraph whole and in order', () => {
    const intro = unit('Frozen pipes are common in January.', 5, 30_000);
    const one = unit('First, turn off the water at the mains.', 9, 30_001);
    const two = unit('Open the tap nearest the frozen part.', 4, 30_002);
    const three: PracticeUnit = { documentId: 'd', sentences: ['Open the tap nearest the frozen part.', 'Then warm the pipe gently with a hairdryer.'], score: 6, order: 30_003, place: 30_003 };
    const after = unit('Plumbers are busy in winter.', 3, 30_004);
    const run = instructionRun([one, after], [intro, one, two, three, after]);
    expect(run.map((u) => u.sentences.join(' '))).toEqual(['First, turn off the water at the mains.', 'Open the tap nearest the frozen part.', 'Then warm the pipe gently with a hairdryer.']);
    expect(instructionRun([intro], [intro, after])).toEqual([]);
  });
});
