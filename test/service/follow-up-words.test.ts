// @vitest-environment node
// A follow-up read in its sources' words (follow-up-words.ts; issue #11, h19c, session 19): multiword verbs, an
// adjective's derived nouns and verbs, a noun's kind, read as the word one sentence of the sources uses with the
// follow-up's other words; never where that sentence is about something else, nor where another word of the
// follow-up is one no source uses. Documents written for this test.
import { describe, expect, it } from 'vitest';
import { bridgeTable, multiwordSpans, parseBridges, rewordedFollowUp, wordSaying } from '../../src/service/follow-up-words';

const SURVEY = [
  'The survey of the old mill was performed by two archaeologists from Rookwood University in May 2022.',
  'They found the foundations of a second water wheel beside the millrace.',
  'The restoration of the wheel cost 80,000 pounds and was paid for by a lottery grant.',
];
const KITS = ['Each bookcase is assembled at home from nine flat panels of birch plywood.', 'The panels are cut by a machine in the Leeds factory.', 'A finished bookcase sells for 240 pounds.'];
const CROSSING = ['The journey from Oban to the island takes 50 minutes.', 'Two people died when the old ferry sank in 1998.', 'The new ferry carries 300 passengers.'];

describe('parseBridges', () => {
  it.each([
    ['b carry_out execute accomplish implement', 'carry out', ['execute', 'accomplish', 'implement']],
    ['b fatal fatality death die', 'fatal', ['fatality', 'death', 'die']],
  ])('%s', (line, key, words) => {
    expect(parseBridges(`# comment\n${line}\nnot a line`).get(key)).toEqual(words);
  });
  it('the shipped table links the everyday multiword verbs and adjectives', () => {
    const table = bridgeTable();
    expect(table.get('carry out')).toEqual(expect.arrayContaining(['execute', 'implement']));
    expect(table.get('get off')).toEqual(expect.arrayContaining(['leave']));
    expect(table.get('put together')).toEqual(expect.arrayContaining(['assemble']));
    expect(table.get('fatal')).toEqual(expect.arrayContaining(['death', 'die']));
  });
});

describe('multiwordSpans', () => {
  it.each([
    ['Who carried out the survey?', 'carried out'],
    ['When did they get off the train?', 'get off'],
    ['Who puts each bookcase together?', 'puts … together'],
  ])('%s → %s', (question, written) => {
    expect(multiwordSpans(question).map((s) => s.written)).toContain(written);
  });
  it('no multiword verb in a question of plain words', () => {
    expect(multiwordSpans('Who found the foundations?')).toEqual([]);
  });
  it('a particle after an object ends its clause: "on" before "the drug" is a preposition', () => {
    expect(multiwordSpans('How fast did people get better on the drug?')).toEqual([]);
  });
});

describe('wordSaying', () => {
  it('the word of a sentence with one of the stems, as written', () => {
    expect(wordSaying('The survey was performed by two archaeologists.', { stems: new Set(['perform']) })).toBe('performed');
    expect(wordSaying('The survey was performed by two archaeologists.', { stems: new Set(['conduct']) })).toBeNull();
  });
});

describe('rewordedFollowUp', () => {
  it.each([
    // a multiword verb by its sense's one-word lemma's synonym, in the sentence that names the survey
    ['Who carried out the survey?', SURVEY, 'Who performed the survey?'],
    // a particle after the verb's object
    ['Who puts each bookcase together?', KITS, 'Who assembled each bookcase?'],
    // a person word by the noun the sentence uses for a kind of person; the measure a how-question asks is no word to find
    ['How fast did people get better on the drug?', ['Patients who took the drug recovered in nine days.'], 'How fast did patients get better on the drug?'],
    // a noun by its kind
    ['How long does the trip from Oban take?', CROSSING, 'How long does the journey from Oban take?'],
  ])('%s → %s', (question, sentences, reworded) => {
    expect(rewordedFollowUp(question, sentences, sentences)?.question).toBe(reworded);
  });
  it('an adjective by its derived verb, in a sentence of the answer where the follow-up has no other word', () => {
    expect(rewordedFollowUp('Was it fatal?', CROSSING, [CROSSING[1] ?? ''])?.question).toBe('Was it died?');
    expect(rewordedFollowUp('Was it fatal?', CROSSING, [CROSSING[0] ?? ''])).toBeNull();
  });
  it.each([
    // the linked word is said, but of another thing: no sentence says it with "restoration"
    ['Who carried out the restoration?', SURVEY],
    // another word no source uses ("car") is left: never read past it
    ['Who is in charge of the car park?', SURVEY],
    // the sources say a bookcase is assembled, never a shelf ("shelf" no source uses)
    ['Who puts the shelves together?', KITS],
    // nothing to read: every word is the sources' own
    ['Who found the foundations?', SURVEY],
  ])('%s → null', (question, sentences) => {
    expect(rewordedFollowUp(question, sentences, sentences)).toBeNull();
  });
});

describe('rewordedFollowUp: a noun or verb by the derivation WordNet gives it, where the stems differ', () => {
  it('"death" read as "died" in the sentence that names the engineer', () => {
    const sentences = ['The engineer died of his injuries two days later.', 'The ferry was refloated in July.'];
    expect(rewordedFollowUp("When was the engineer's death?", sentences, sentences)?.question).toBe("When was the engineer's died?");
    expect(rewordedFollowUp("When was the captain's death?", sentences, sentences)).toBeNull();
  });
});
