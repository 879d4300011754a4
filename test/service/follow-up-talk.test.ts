// Conversational words of a follow-up (follow-up-talk.ts): pronouns, light verbs, discourse adverbs and measuring
// words are the conversation, not its topic; the follow-up without the ones no source uses. Table tests (h20f, session 20).
import { describe, expect, it } from 'vitest';
import { isDiscourseAdverb, isLightVerb, isPronoun, isTalkWord, measureDimension, withoutTalk } from '../../src/service/follow-up-talk';
import { replyFormat } from '../../src/service/chat-followup';
import { readFollowUp, absentKind } from '../../src/service/chat-context';
import { stemsOf } from '../../src/service/concepts';

describe('conversational words', () => {
  it.each([
    ['mine', true], ['us', true], ['anybody', true], ['boiler', false], ['piano', false],
  ])('pronoun %s → %s', (word, expected) => {
    expect(isPronoun(word)).toBe(expected);
  });

  it.each([
    ['go', true], ['going', true], ['done', true], ['get', true], ['made', true], ['take', true], ['picked', true],
    ['replace', false], ['insure', false], ['boiler', false], ['collected', false],
  ])('light verb %s → %s', (word, expected) => {
    expect(isLightVerb(word)).toBe(expected);
  });

  it.each([
    ['actually', true], ['properly', true], ['just', true], ['quickly', false], ['beautiful', false],
  ])('discourse adverb %s → %s', (word, expected) => {
    expect(isDiscourseAdverb(word)).toBe(expected);
  });

  it.each([
    ['heavy', 'weight'], ['fast', 'speed'], ['quickly', 'speed'], ['old', 'age'], ['far', 'length'], ['hot', 'temperature'], ['cost', 'money'], ['price', 'money'], ['blue', null], ['swarm', null],
  ])('measure of %s → %s', (word, expected) => {
    expect(measureDimension(word)).toBe(expected);
  });

  it.each([
    ['mine', true], ['fast', true], ['helicopter', false], ['insurers', false], ['loaves', false], ['stung', false],
  ])('talk word %s → %s', (word, expected) => {
    expect(isTalkWord(word)).toBe(expected);
  });

  it('a pronoun or a light verb no source uses names no thing', () => {
    expect(absentKind('mine')).toBe('act');
    expect(absentKind('go')).toBe('act');
    expect(absentKind('heavy')).toBe('manner');
    expect(absentKind('helicopter')).toBe('thing');
  });
});

describe('the follow-up without its conversational words', () => {
  const sources = stemsOf('The Perkoz costs €150,000 new. The box was left until dusk and then moved to the apiary. Bracken & Wool beat the peat control.');
  it.each([
    ['What would a new Perkoz set us back?', 'What would a new Perkoz set?'],
    ['Did it actually beat the peat one?', 'Did it beat the peat one?'],
    ['When did they take the box away to the apiary?', 'When did they the box to the apiary?'],
    ['How heavy was the swarm?', null],
    ['Did anybody get stung?', 'Did stung?'],
    ['Did it get done?', null],
  ])('%s → %s', (question, expected) => {
    expect(withoutTalk(question, sources)).toBe(expected);
  });

  it('reads the words no source uses without the conversational ones', () => {
    const piano = stemsOf('A piano at home should be tuned at least once a year, and twice a year if it is played every day.');
    const reading = readFollowUp('So how often should I get mine done?', 'Why does a piano go out of tune?', piano);
    expect(reading.type).toBe('frequency');
    expect(reading.absent.map((c) => c.term)).toEqual([]);
    const helicopter = readFollowUp('How much did the helicopter flight cost?', 'What went wrong for the walkers?', stemsOf('The team is a charity. Its running costs of about £60,000 a year are met by donations.'));
    expect(helicopter.absent.map((c) => c.term)).toContain('helicopter');
  });
});

describe('a plain form with the audience said as a comparison', () => {
  it.each([
    ['Explain it simply, like you would to a child.', ''],
    ["Explain it like you'd explain it to a ten-year-old", ''],
    ['Why did it crack, as if to a beginner?', 'Why did it crack?'],
  ])('%s', (message, rest) => {
    const read = replyFormat(message);
    expect(read.format.plain).toBe(true);
    expect(read.rest).toBe(rest);
  });
});
