// Notes checked before they are said (src/service/note-check.ts): table tests of the pure decisions on notes and
// questions written here, and the partitive quantity word read as frame (frame-words.ts).
import { describe, expect, it } from 'vitest';
import { answeredOtherwise, askingClauses, checkedNote, namesQuantity, outsideTheAsk, topicPhrases, usedBySources } from '../../src/service/note-check';
import { frameReason } from '../../src/service/frame-words';
import { stemSet } from '../../src/service/text';

const sources = stemSet('The ferry crosses to Lundy twice a week. Puffins nest on the cliffs; the wardens released twelve birds.');

describe('a note checked against the sources and the answer (checkedNote)', () => {
  it.each<[string, string, string, string]>([
    // a word the answer gives in other words is dropped, and with it the note
    ['None of your sources uses the word "fraction"; the answer below covers the rest of the question.', 'What fraction of the crossings were cancelled?', 'One crossing in four was cancelled [1].', ''],
    // a figure of something else does not answer it, nor anything a pronoun's whole ("of them")
    ['None of your sources uses the word "percentage"; the answer below covers the rest of the question.', 'How many puffins nested, and what percentage of the chicks fledged?', '412 pairs of puffins nested on the cliffs [1].', 'None of your sources uses the word "percentage"; the answer below covers the rest of the question.'],
    ['None of your sources uses the word "percentage"; the answer below covers the rest of the question.', 'How many wardens were there, and what percentage of them were paid?', 'Twelve wardens worked the island [1].', 'None of your sources uses the word "percentage"; the answer below covers the rest of the question.'],
    // a WordNet synonym or kin the answer uses, not the question's own word, and no adjective for a noun
    ['None of your sources uses the word "beginner"; the answer below covers the rest of the question.', 'Can a beginner join the dig?', 'Novices are welcome on every dig [1].', ''],
    ['None of your sources uses the word "trip"; the answer below covers the rest of the question.', 'How long is the trip to Lundy?', 'The journey takes two hours [1].', ''],
    ['None of your sources uses the word "children"; the answer below covers the rest of the question.', 'Is the balm safe for children?', 'Reactions to it were mostly minor [1].', 'None of your sources uses the word "children"; the answer below covers the rest of the question.'],
    // a statement before a spaced dash
    ['None of your sources uses the word "partner"; the answer below covers the rest of the question.', 'My partner found some clay - could the studio fire it?', 'The studio fires clay brought in by members [1].', ''],
    // a word it does not give stays
    ['None of your sources uses the word "winter"; the answer below covers the rest of the question.', 'How often does the ferry cross in winter?', 'The ferry crosses twice a week [1].', 'None of your sources uses the word "winter"; the answer below covers the rest of the question.'],
    // of two words, the one answered goes
    ['None of your sources uses the words "percentage" or "winter"; the answer below covers the rest of the question.', 'What percentage of crossings ran in winter?', 'Nine in ten crossings ran [1].', 'None of your sources uses the word "winter"; the answer below covers the rest of the question.'],
    // a word of a statement before the question
    ['None of your sources uses the word "june"; the answer below covers the rest of the question.', 'We go in June. Does the ferry take bicycles?', 'Bicycles travel free [1].', ''],
    // a word named as discussed that no source uses goes; the rest of the note stands
    ['Your sources discuss holiday and Lundy; none of them uses the word "visa".', 'What visa does a working holiday on Lundy need?', '', 'Your sources discuss Lundy; none of them uses the word "visa".'],
    ['Your sources discuss holiday; none of them uses the word "visa".', 'What visa does a working holiday need?', '', 'None of your sources uses the word "visa".'],
    // a two-word verb the sources say in one word ("let go": released) is what they discuss
    ['Your sources discuss puffins and let go; none of them uses the word "winter".', 'When are the puffins let go in winter?', '', 'Your sources discuss puffins and let go; none of them uses the word "winter".'],
    // a part note about a statement is no part left out
    ['None of your sources uses the words "moving" or "skye", so this answer leaves out "We are moving to Skye".', 'We are moving to Skye; does the ferry take dogs?', 'Dogs travel on deck [1].', ''],
  ])('%s', (note, question, answer, expected) => {
    expect(checkedNote(note, { question, answer, sourceStems: sources })).toBe(expected);
  });
});

describe('the pieces of the check', () => {
  it.each<[string, boolean]>([['proportion', true], ['percentage', true], ['share', true], ['fraction', true], ['cost', true], ['children', false], ['winter', false], ['drop', false], ['immune', false]])('namesQuantity(%s) = %s', (word, expected) => {
    expect(namesQuantity(word)).toBe(expected);
  });
  it('the clauses that ask', () => {
    expect(askingClauses('We go in June. Does the ferry take bicycles?')).toEqual(['Does the ferry take bicycles?']);
    expect(askingClauses('We are moving to Skye; can dogs come?')).toEqual(['can dogs come?']);
    expect(askingClauses('I was wondering what fraction of visitors came by bus.')).toEqual(['I was wondering what fraction of visitors came by bus.']);
  });
  it('a word outside the ask, or half of a two-word verb', () => {
    expect(outsideTheAsk('june', 'We go in June. Does the ferry take bicycles?')).toBe(true);
    expect(outsideTheAsk('ferry', 'We go in June. Does the ferry take bicycles?')).toBe(false);
    expect(outsideTheAsk('end', 'What did the repair end up costing?')).toBe(true);
  });
  it('the verb of the amount asked is answered by that amount', () => {
    expect(answeredOtherwise('train', 'How long does it take to train as a farrier?', 'The course lasts four years [1].')).toBe(true);
    expect(answeredOtherwise('train', 'How long does it take to train as a farrier?', 'The course is run at Hereford [1].')).toBe(false);
  });
  it('used by the sources: the word, or a synonym of a two-word verb', () => {
    expect(usedBySources('puffins', sources)).toBe(true);
    expect(usedBySources('let go', sources)).toBe(true);
    expect(usedBySources('holiday', sources)).toBe(false);
  });
  it.each<[string, string[], string[]]>([
    ['Has anyone managed to farm oysters in tanks?', ['farm', 'tanks'], ['farming oysters in tanks']],
    ['Do we need to run a generator at the camp?', ['run', 'generator'], ['running a generator']],
    ['How long can a Galápagos giant tortoise live?', ['galápagos', 'giant'], ['Galápagos giant tortoise']],
    ['We run a small choir. What share do members pay?', ['choir', 'share'], ['choir', 'share']],
    ['Who owns the daughter boat?', ['daughter'], ['daughter']],
    // never across an inverted question's auxiliary
    ['What honey price do allotment beekeepers charge?', ['price', 'charge'], ['price', 'charge']],
    ['What temperature should the oven be for sourdough?', ['oven', 'sourdough'], ['oven', 'sourdough']],
  ])('topicPhrases(%j)', (question, terms, phrases) => {
    expect(topicPhrases(question, terms)).toEqual(phrases);
  });
});

describe('a word of a part or a magnitude opening a partitive is frame (frameReason)', () => {
  it.each<[string, string, string | null]>([
    ['share', 'What share of the hall hire do members pay?', 'quantity'],
    ['percentage', 'Roughly what percentage of the reed beds flooded?', 'quantity'],
    ['proportion', 'Did a bigger proportion of the lambs survive at Hope Farm?', 'quantity'],
    ['fraction', 'What fraction of visitors came by bus?', 'quantity'],
    ['share', 'Do members share the hall hire?', null],
    ['beds', 'Roughly what percentage of the reed beds flooded?', null],
  ])('%s in %j', (word, question, reason) => {
    expect(frameReason(word, question)).toBe(reason);
  });
});
