// The follow-up read against the conversation (follow-up-carry.ts): which of its words no source uses only frame it,
// the kind it asks, the question it becomes with the conversation's subject, and the sentences that answer it.
import { describe, expect, it } from 'vitest';
import { absentRole, answeringSentences, askedKindOf, carriedFollowUp, isDegreeWord, subjectWords, type CarriedFollowUp } from '../../src/service/follow-up-carry';
import { stemsOf } from '../../src/service/concepts';

const CLUB = `# Kestrel Rowing Club: questions from new members

## How much does it cost?

£95 a year, including the safety briefing. Juniors pay half.

## Who can join?

Anyone aged 14 or over who can swim 50 metres. Expectant mothers may row in the club's stable boats until the seventh month of pregnancy.

## When are the sessions?

Beginners row on Saturday mornings from April to September.`;

const stems = stemsOf(CLUB);

describe('absentRole: what a word no source uses does in a follow-up', () => {
  it.each([
    ['back', false, 'frame'], // "set me back": a particle
    ['properly', false, 'frame'], // a discourse adverb
    ['bad', false, 'frame'], // a modifier of a wh-question
    ['bad', true, 'content'], // the claim a yes/no question asks
    ['fatal', true, 'content'],
    ['years', true, 'frame'], // "again in a few years": a unit framing a yes/no question
    ['price', false, 'kind'], // the kind asked
    ['women', false, 'generic'],
    ['passengers', false, 'generic'],
    ['least', false, 'content'], // a degree picks which one
    ['cheaper', false, 'content'],
    ['induction', false, 'content'],
    ['supermarket', false, 'content'],
  ] as const)('%s (yes/no: %s) → %s', (word, yesNo, role) => {
    expect(absentRole(word, yesNo)).toBe(role);
  });

  it('comparatives and superlatives are degree words', () => {
    expect(['least', 'most', 'riskier', 'fastest'].map(isDegreeWord)).toEqual([true, true, true, true]);
    expect(['risky', 'fast', 'bad'].map(isDegreeWord)).toEqual([false, false, false]);
  });
});

describe('askedKindOf: the kind a follow-up asks', () => {
  it.each([
    ['What will it set me back?', 'money'], // a multiword verb WordNet links to "cost"
    ['What did it set the county back?', 'money'], // its object between verb and particle
    ['How much does a lesson cost?', 'money'],
    ['When does it start?', 'date'],
    ['Why was it so bad?', 'reason'],
    ['What about pregnant women?', null],
    ['How much is it for my two?', 'money'],
    ['How much carbon will it save?', null],
  ] as const)('%s → %s', (question, kind) => {
    expect(askedKindOf(question)).toBe(kind);
  });
});

describe('carriedFollowUp: the follow-up with the conversation subject', () => {
  it('a pronoun takes the research question subject; framing words go', () => {
    const carried = carriedFollowUp('What will it set me back?', ['', 'What does the Kestrel Rowing Club offer beginners?'], stems);
    expect(carried?.kind).toBe('money');
    expect(carried?.dropped).toEqual(['set', 'back']);
    expect(carried?.subject).toEqual(expect.arrayContaining(['Kestrel', 'Rowing', 'Club']));
    expect(carried?.question).toMatch(/Kestrel Rowing Club/);
  });

  it('always: carried with nothing dropped and no pronoun, for the kind asked to rule the reply', () => {
    const question = 'What will a year at the club set me back?';
    const withBack = new Set([...stems, 'back', 'set']);
    expect(carriedFollowUp(question, [''], withBack)).toBeNull();
    const carried = carriedFollowUp(question, [''], withBack, true);
    expect(carried?.kind).toBe('money');
    expect(carried?.own).toEqual(expect.arrayContaining(['club']));
  });

  it('a person in general picked out by a word the sources use is read by that word', () => {
    // "expectant" is in the club page; "women" is not
    const carried = carriedFollowUp('What about expectant women?', ['Who can join?'], stems);
    expect(carried?.own).toEqual(['expectant']);
    expect(carried?.dropped).toEqual(['women']);
  });

  it.each([
    'Will it work on a kayak?', // a content word no source uses: the refusal stands
    'Which insurance company covers the boats?', // the thing a which-question asks
    'Where did the money come from?', // an amount word that is not the kind asked
    'Who coaches the rowers?', // "the rowers" are someone, no modifier picks them out
    'Is it fatal?', // a yes/no question's claim
    'And the least?', // a degree
  ])('%s → null (not carried)', (question) => {
    expect(carriedFollowUp(question, ['', 'What does the Kestrel Rowing Club offer beginners?'], stems)).toBeNull();
  });

  it('subject words are things, names and acts the sources use: no auxiliaries, numbers, units or frame words', () => {
    expect(subjectWords('How long before travelling should I join the Kestrel club ten days early?', stems)).toEqual(['join', 'Kestrel', 'club']);
  });

  it('a pronoun alone is carried: "How much is it for my two?" asks the subject\'s price', () => {
    const carried = carriedFollowUp('How much is it for my two?', ['', 'What does the Kestrel Rowing Club offer beginners?'], stems);
    expect(carried?.kind).toBe('money');
    expect(carried?.question).toMatch(/Kestrel Rowing Club/);
  });
});

describe('answeringSentences: the sentences that give the kind asked', () => {
  const carried: CarriedFollowUp = { question: 'What will Kestrel Rowing Club me?', dropped: ['set', 'back'], subject: ['Kestrel', 'Rowing', 'Club'], own: [], kind: 'money', yesNo: false };
  it('a sum under a heading asking a sum answers a sum asked of the subject', () => {
    const sentences = [
      { text: 'Beginners row on Saturday mornings from April to September.', heading: 'Kestrel Rowing Club\nWhen are the sessions?' },
      { text: '£95 a year, including the safety briefing.', heading: 'Kestrel Rowing Club\nHow much does it cost?' },
    ];
    expect(answeringSentences(sentences, carried).map((s) => s.text)).toEqual(['£95 a year, including the safety briefing.']);
  });

  it('a follow-up with words of its own is answered only by a sentence naming one', () => {
    const own: CarriedFollowUp = { question: 'What about pregnant?', dropped: ['women'], subject: ['vaccine'], own: ['pregnant'], kind: null, yesNo: false };
    const sentences = [{ text: 'The vaccine is given at the clinic.' }, { text: 'It is generally not given in pregnancy.' }];
    expect(answeringSentences(sentences, own).map((s) => s.text)).toEqual(['It is generally not given in pregnancy.']);
  });

  it('a sentence naming the kind asked ("cost") leads a sum asked of the act the conversation is about', () => {
    const act: CarriedFollowUp = { question: 'how much did restored Thornbury clock?', dropped: ['set', 'back'], subject: ['restored', 'Thornbury', 'clock'], own: [], kind: 'money', yesNo: false };
    const sentences = [
      { text: 'The Thornbury clock fund received £30,000 from the lottery and £12,000 from the council.' },
      { text: 'The restoration cost £48,000.' },
    ];
    expect(answeringSentences(sentences, act, 1).map((s) => s.text)).toEqual(['The restoration cost £48,000.']);
  });

  it('a sentence naming the kind but not the follow-up\'s own words does not answer it', () => {
    const carpenters: CarriedFollowUp = { question: 'How much did the carpenters?', dropped: ['charge'], subject: ['hall'], own: ['carpenters'], kind: 'money', yesNo: false };
    expect(answeringSentences([{ text: 'Hall hire costs £14 an hour for residents.' }, { text: 'Carpenters replaced the beam.' }], carpenters)).toEqual([]);
  });

  it('none of the kind: nothing', () => {
    expect(answeringSentences([{ text: 'Beginners row on Saturday mornings.' }], carried)).toEqual([]);
  });
});
