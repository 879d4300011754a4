// The bench judges' reading of the engine's notes (bench/judge-notes.ts), on answers written here: a note naming as
// missing a word of what the answer gives is misleading; a word named as discussed that no document uses is untrue.
import { describe, expect, it } from 'vitest';
import { documentUses, misleadingNotes, missingNotes, namedAsDiscussed, namedAsMissing, untrueDiscussed } from '../../bench/judge-notes';

describe('the words a note names as missing (namedAsMissing)', () => {
  it.each<[string, string[]]>([
    ['None of your sources uses the word "fraction"; the answer below covers the rest of the question.', ['fraction']],
    ['None of the sources cited below uses the words "wages" or "salary".', ['wages', 'salary']],
    ['Your sources discuss bellows and anvils; none of them mentions lightning.', ['lightning']],
    ['None of the sources on "How long is the course" uses the word "fees", so this answer leaves out "what are the fees".', ['fees']],
    ['Quire found nothing on glass floats in your library.', ['glass floats']],
    ['The canal was dug in 1790 by hand.', []],
    ['None of their sentences speaks to this question.', []],
  ])('%s', (sentence, words) => {
    expect(namedAsMissing(sentence)).toEqual(words);
  });
  it('reads only the uncited sentences of an answer', () => {
    const notes = missingNotes('None of your sources uses the word "fraction". One in five boats was lost [1]. None of the crews mentions storms [2].');
    expect(notes.map((n) => n.words)).toEqual([['fraction']]);
    // a note that says how it read the word is an account of the reading, not a gap
    expect(missingNotes('None of these sources uses the word "gale"; the reply reads it as "weather", the word they use for its kind. Storms closed the pass [1].')).toEqual([]);
  });
});

describe('misleading notes (misleadingNotes)', () => {
  const gives = 'None of your sources uses the word "fraction"; the answer below covers the rest of the question.\n\nOne boat in five was lost on the crossing [1].';
  it.each<[string, string, Parameters<typeof misleadingNotes>[1], number]>([
    ['an answerable question answered, a word of it named as missing', gives, { kind: 'answer', answered: true }, 1],
    ['the same note in an answer that states none of the facts (judged by its missed facts instead)', gives, { kind: 'answer', answered: false }, 0],
    ['a half-answerable question: the note names the part the set says is missing', 'None of your sources uses the word "wages".\n\nThe course takes three years [1].', { kind: 'partial', missing: 'wage|salar|earn', answered: true }, 0],
    ['a half-answerable question: a stray note naming another word of it', 'None of your sources uses the word "qualified"; the answer below covers the rest. None of them uses the word "wages".\n\nThe course takes three years [1].', { kind: 'partial', missing: 'wage', answered: true }, 1],
    ['an unanswerable question: its notes are the answer', 'None of your sources uses the words "visa" or "permit".', { kind: 'none', answered: false }, 0],
    ['an answer with no note at all', 'One boat in five was lost on the crossing [1].', { kind: 'answer', answered: true }, 0],
  ])('%s', (_case, content, context, count) => {
    expect(misleadingNotes(content, context)).toHaveLength(count);
  });
});

describe('words named as discussed (namedAsDiscussed, untrueDiscussed)', () => {
  const docs = ['The ferry crosses to Lundy twice a week in summer. Holidaymakers book the crossing early.', 'Puffins nest on the island cliffs.'];
  it('splits the list a note names', () => {
    expect(namedAsDiscussed('Your sources discuss ferries, puffins and Lundy; none of them uses the word "fare".')[0]?.items).toEqual(['ferries', 'puffins', 'Lundy']);
    expect(namedAsDiscussed('Your sources mention rolls, colour and film, but none of their sentences speaks to this question.')[0]?.items).toEqual(['rolls', 'colour', 'film']);
    expect(namedAsDiscussed('The ferry crosses twice a week [1].')).toEqual([]);
  });
  it.each<[string, number]>([
    ['Your sources discuss ferries and puffins; none of them uses the word "fare".', 0],
    ['Your sources discuss vacations and puffins; none of them uses the word "visa".', 1],
    ['Your sources discuss Lundy and whales.', 1],
    ['The sources cited below discuss crossing and summer; none of them uses the word "fare".', 0],
  ])('%s', (content, count) => {
    expect(untrueDiscussed(content, docs, [])).toHaveLength(count);
  });
  it('reads a word in any of its endings and in either spelling', () => {
    expect(documentUses('They organised three colour prints.', 'organize')).toBe(true);
    expect(documentUses('They organised three colour prints.', 'color')).toBe(true);
    expect(documentUses('The crossings were booked.', 'crossing')).toBe(true);
    expect(documentUses('The crossings were booked.', 'ferry')).toBe(false);
  });
});
