// Attribution leaks (src/service/attribution.ts): after 'According to "Title", ' a word of the language loses its
// capital and a name keeps it ("A stretchy line" → "a stretchy line"; "Priya spotted…" stays); a time said from
// the writer's day ("Last night I…") is reported as the writer's ("the author writes that last night they…"); a
// verb whose past is the same form stays past in a sentence told in the past ("I set it up … we borrowed").
// Sentences written here (a bird-ringing diary, a bakery's notes).
import { describe, expect, it } from 'vitest';
import { attribute, lowersAfterComma, sameInPast, toldInPast } from '../../src/service/attribution';

describe('lowersAfterComma', () => {
  it.each<[string, boolean]>([
    ['A mist net catches small birds, so we open it at dawn.', true],
    ['Swallows were the commonest species, so we ringed them first.', true],
    // a word outside WordNet's frequent senses keeps its capital: the safe side, a name is never lowered
    ['Wrens were the commonest species, so we ringed them first.', false],
    ['Overnight the dough rose, so we baked early.', true],
    ['Tomasz Wilk, who rings at the reservoir, told me the nets were wet.', false],
    ['Aisling spotted it in the hedge.', false],
    ['BTO rules say we must ring within the hour.', false],
  ])('%s → %s', (body, expected) => {
    expect(lowersAfterComma(body)).toBe(expected);
  });
});

describe('sameInPast / toldInPast', () => {
  it.each<[string, boolean]>([
    ['set', true],
    ['put', true],
    ['cut', true],
    ['read', true],
    ['sit', false],
    ['lead', false],
    ['need', false],
    ['think', false],
  ])('sameInPast(%s) = %s', (verb, expected) => {
    expect(sameInPast(verb)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['I put the nets up before the rain started.', true],
    ['I was tired, so I put the kettle on.', true],
    ['I put the nets up at dawn every Sunday.', false],
  ])('toldInPast(%s) = %s', (text, expected) => {
    expect(toldInPast(text)).toBe(expected);
  });
});

describe('attribute: case, the writer\'s time, tense', () => {
  it.each<[string, string]>([
    ['A mist net catches small birds, so we open it at dawn.', 'According to "Ringing diary", a mist net catches small birds, so they open it at dawn.'],
    ['Aisling spotted it in the hedge before I did.', 'According to "Ringing diary", Aisling spotted it in the hedge before the author did.'],
    ['Tomasz Wilk, who rings at the reservoir, told me the nets were wet.', 'According to "Ringing diary", Tomasz Wilk, who rings at the reservoir, told the author the nets were wet.'],
    ['Last night I ringed forty swallows at the reed bed.', 'In "Ringing diary", the author writes that last night they ringed forty swallows at the reed bed.'],
    ['This morning we opened the nets at 05:30.', 'In "Ringing diary", the authors write that this morning they opened the nets at 05:30.'],
    ['I put the nets up before the rain started.', 'The author of "Ringing diary" put the nets up before the rain started.'],
    ['I put the nets up at dawn every Sunday.', 'The author of "Ringing diary" puts the nets up at dawn every Sunday.'],
    ['I think the wrens were late this year.', 'The author of "Ringing diary" thinks the wrens were late this year.'],
  ])('%s', (sentence, expected) => {
    expect(attribute(sentence, 'Ringing diary')).toBe(expected);
  });
});
