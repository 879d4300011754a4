// What a question is about, part by part (src/service/concepts.ts questionSubject, numberedNames,
// namesOtherNumbered; compose.ts partSubjects and scoreUnits): a many-part question reads its subject
// from its first part, "how long does X last / take" ends the subject at its verb, a number in a
// name is part of it ("Zephyr 5" is not the "Zephyr 4"), and a single sentence that fits the subject
// by a chance word does not silence the rest. Documents written here (a drone's FAQ, a kettle guide).
import { describe, expect, it } from 'vitest';
import { compose, partSubjects } from '../../src/service/compose';
import { namesOtherNumbered, numberedNames, questionSubject } from '../../src/service/concepts';
import { extractDocument } from '../../src/service/extract';
import { chunkParagraphs } from '../../src/service/text';

describe('questionSubject: auxiliary-final shapes and many-part questions', () => {
  it.each<[string, { words: string[]; head: string; verb: string } | null]>([
    ['How long does the Zephyr 5 battery last?', { words: ['zephyr', '5', 'battery'], head: 'battery', verb: 'last' }],
    ['How long does a kettle take to boil?', { words: ['kettle'], head: 'kettle', verb: 'take' }],
    ['How much does a season ticket cost?', { words: ['season', 'ticket'], head: 'ticket', verb: 'cost' }],
    // the first part only: the second part's "does" is not the first part's verb
    ['How long does the kettle element last, and where does it come from?', { words: ['kettle', 'element'], head: 'element', verb: 'last' }],
    ['How long does it take?', null], // a pronoun is no subject
  ])('%s', (query, expected) => {
    expect(questionSubject(query)).toEqual(expected);
  });
});

describe('partSubjects: only the parts the sources cover', () => {
  it('a later part\'s "it" is the first part\'s subject; an uncovered part is left out', () => {
    const query = 'How long does the drone battery last, and how much does it cost?';
    expect(partSubjects(query)).toEqual([
      { head: 'battery', verb: 'last' },
      { head: 'battery', verb: 'cost' },
    ]);
    expect(partSubjects(query, (i) => i === 0)).toEqual([{ head: 'battery', verb: 'last' }]);
  });
});

describe('numbered names', () => {
  it.each<[string, string[]]>([
    ['How long does the Zephyr 5 battery last?', ['zephyr 5']],
    ['Is Windows 10 faster than Windows 11?', ['windows 10', 'windows 11']],
    ['Did the sewers stop cholera by 1866?', []], // a year after a lower-case word is no name
    ['What happened In 1866?', []], // a stop word is no name
  ])('%s', (query, expected) => {
    expect(numberedNames(query)).toEqual(expected);
  });
  it.each<[string, string[], boolean]>([
    ['The Zephyr 4 flew about 30 minutes in the same test.', ['zephyr 5'], true],
    ['The Zephyr 5 flies 20 percent longer than the Zephyr 4.', ['zephyr 5'], false], // names the one asked about too
    ['About 40 minutes of flight in calm weather.', ['zephyr 5'], false],
    ['The Zephyr 4 flew about 30 minutes in the same test.', [], false], // the question names no numbered name
    ['Version 4 of the app adds maps.', ['zephyr 5'], false], // another name
  ])('%s (asked %j) → %s', (sentence, asked, expected) => {
    expect(namesOtherNumbered(sentence, asked)).toBe(expected);
  });
});

const DRONE_FAQ = `---
title: Zephyr 5 camera drone: questions and answers
url: https://help.zephyr-drones.example/zephyr5/faq
---

# Zephyr 5 camera drone: questions and answers

## How long does a battery last in the air?

Around 40 minutes of flight in calm weather at moderate speed. Recharging from empty takes about 90 minutes. The Zephyr 4 flew about 30 minutes in the same test.

## Can it fly in the rain?

No. The motors are not sealed against water.

## What does the guarantee cover?

The guarantee lasts one year and covers manufacturing faults. It does not cover crash damage.
`;

async function faqPassages(): Promise<{ documentId: string; text: string }[]> {
  const doc = await extractDocument(Buffer.from(DRONE_FAQ), 'drone-faq.md');
  return chunkParagraphs(doc.paragraphs).map((text) => ({ documentId: 'faq', text }));
}
const documents = new Map([['faq', { title: 'Zephyr 5 camera drone: questions and answers', url: 'https://help.zephyr-drones.example/zephyr5/faq' }]]);

describe('a many-part "how long does X last" question leads with what its covered part asks', () => {
  it('the flight time leads, not the guarantee that "lasts" nor the older model; the uncovered part is named', async () => {
    const answer = compose('How long does the Zephyr 5 battery last, and what does it weigh?', await faqPassages(), documents);
    expect(answer.answered).toBe(true);
    const lead = answer.sentences[0]?.original ?? '';
    expect(lead).toMatch(/40 minutes/);
    expect(answer.content).toMatch(/weigh/); // the note on the part no source covers
    expect(answer.content).not.toMatch(/guarantee/);
  });
  it('asked alone, the same: the older model\'s figure never leads', async () => {
    const answer = compose('How long does a Zephyr 5 battery last?', await faqPassages(), documents);
    expect(answer.sentences[0]?.original ?? '').toMatch(/40 minutes/);
  });
  it('a single sentence that fits by a chance word does not silence the others', () => {
    // only the guarantee sentence names the battery and says "lasts": the flight time stays in the answer
    const plain = new Map([['notes', { title: 'Notes on the drone', url: 'https://notes.example/drone' }]]);
    const passages = [
      { documentId: 'notes', text: 'The guarantee on the battery lasts one year from the date of purchase.' },
      { documentId: 'notes', text: 'On a full charge the drone stays in the air for around 40 minutes, long enough for most shoots.' },
    ];
    const answer = compose('How long does the drone battery last?', passages, plain);
    expect(answer.answered).toBe(true);
    expect(answer.content).toMatch(/40 minutes/);
  });
});
