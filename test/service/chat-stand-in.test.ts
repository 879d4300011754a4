// Which library documents stand in for the sources of a research that cited none, and how a reply over them is
// worded (chat-stand-in.ts): table tests (h25c, session 25).
import { describe, expect, it } from 'vitest';
import { readsContent, standInDocuments, standInRefusal, standInReply } from '../../src/service/chat-stand-in';

const doc = (id: string, title: string, text: string) => ({ id, title, text });
const ROWING = doc('r', 'Wyvern Rowing Club – taking out a club boat', 'Write your name in the boat book. When you return, wash the boat down.');
const FERRY = doc('f', 'Skerrow Island Ferries', 'Each foot passenger may bring two pieces of luggage free of charge.');
const CLUB = doc('c', 'Wyvern Tennis Club', 'Courts may be booked a week ahead.');

describe('standInDocuments', () => {
  it.each([
    // the document naming the research's words (all but "rules") stands in
    ['What are the rules for taking out a Wyvern Rowing Club boat?', [FERRY, ROWING, CLUB], ['r']],
    ['What are the luggage rules on Skerrow Island Ferries?', [ROWING, FERRY], ['f']],
    // a document sharing one word of the question is not about it
    ['Were the Tarnholm crew wearing the right lifejackets during the regatta?', [ROWING, FERRY, CLUB], []],
    ['How much does a Skerrow season ticket cost for students?', [FERRY], []],
    // nothing asked
    ['', [ROWING], []],
  ])('%s', (research, documents, ids) => {
    expect(standInDocuments(research, documents).map((d) => d.id)).toEqual(ids);
  });

  it('two at most, of those naming the most', () => {
    const a = doc('a', 'Harrowfield orchard volunteers', 'Volunteers meet at the orchard.');
    const b = doc('b', 'Harrowfield orchard news', 'Orchard volunteers picked apples.');
    const c = doc('c', 'Harrowfield orchard map', 'The orchard volunteers shed.');
    expect(standInDocuments('What do Harrowfield orchard volunteers do?', [a, b, c]).map((d) => d.id)).toEqual(['a', 'b']);
  });
});

describe('standInReply', () => {
  const titleOf = (n: number): string | undefined => (n === 1 ? 'Wyvern Rowing Club – taking out a club boat' : n === 2 ? 'Club news' : undefined);

  it('names the documents used, keeps cited lines and table lines without markers, drops notes about "your sources"', () => {
    const reply = standInReply(
      [
        { text: 'None of your sources uses the word "get"; the answer below covers the rest of the question.', citations: [] },
        { text: 'When you return, wash the boat down [1].', citations: [1] },
        { text: '| 40 minutes [1] | Wyvern |', citations: [] },
      ],
      titleOf,
    );
    expect(reply?.map((l) => l.text)).toEqual([
      'This research cited no sources, so nothing here is cited; your library\'s "Wyvern Rowing Club – taking out a club boat", which a new research job would use, says:',
      'When you return, wash the boat down.',
      '| 40 minutes | Wyvern |',
    ]);
    expect(reply?.every((l) => l.citations.length === 0)).toBe(true);
  });

  it('two documents: both named', () => {
    const reply = standInReply([{ text: 'A [1].', citations: [1] }, { text: 'B [2].', citations: [2] }], titleOf);
    expect(reply?.[0]?.text).toMatch(/"Wyvern Rowing Club – taking out a club boat" and "Club news", which a new research job would use, say:$/);
  });

  it('a reply citing nothing (a refusal over the stand-ins) is no finding', () => {
    expect(standInReply([{ text: 'That is not in these sources: none of them uses the word "cost".', citations: [] }], titleOf)).toBeNull();
  });
});

describe('readsContent', () => {
  it.each([
    ['question', true],
    ['figures', true],
    ['table', true],
    ['recency', true],
    ['compare-sources', false],
    ['source-info', false],
    ['most-cited', false],
    ['provenance', false],
  ])('%s', (intent, reads) => {
    expect(readsContent(intent)).toBe(reads);
  });
});

describe('standInRefusal', () => {
  const refusal = (detail: string) => [{ text: `That is not in these sources: ${detail} Start a new research job (or add documents to the library) to look further.`, citations: [] }];
  it.each([
    [refusal('None of your sources uses the word "sauna".'), ['Linden pool'], 'this research cited no sources, and your library\'s "Linden pool" does not say it either: it does not use the word "sauna".'],
    [refusal('Your sources discuss threading and foot; none of them uses the word "steps".'), ['Bernold help'], 'does not say it either: it discusses threading and foot; it does not use the word "steps".'],
    [refusal('None of your sources uses the word "wifi".'), ['Hut', 'Hut prices'], 'your library\'s "Hut" and "Hut prices" do not say it either: none of them uses the word "wifi".'],
  ])('%#', (reply, titles, said) => {
    const line = standInRefusal(reply, titles);
    expect(line?.text).toContain(said);
    expect(line?.text).toMatch(/^That is not in these sources: /);
    expect(line?.citations).toEqual([]);
  });

  it('a reply that cites, or is more than a refusal, is none', () => {
    expect(standInRefusal([{ text: 'Lockers take a £1 coin [1].', citations: [1] }], ['Linden pool'])).toBeNull();
    expect(standInRefusal([{ text: 'This answer rests on one source.', citations: [] }], ['Linden pool'])).toBeNull();
    expect(standInRefusal(refusal('None of your sources uses the word "sauna".'), [])).toBeNull();
  });
});
