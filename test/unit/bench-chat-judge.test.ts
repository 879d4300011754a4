// The chat bench's judge (bench/chat-judge.ts) on replies written here: facts from a word start, a
// citation whose words are not in its document, an unsupported question answered with a citation, and
// the shapes (cited sentences, bullet lines, table rows).
import { describe, expect, it } from 'vitest';
import { answeringPart, bulletLines, citedClauses, genericTable, judgeTurn, namesTableContents, phraseIn, replySentences, tableRows } from '../../bench/chat-judge';

const sources = [{ citation_index: 1, title: 'Weir log' }];
const text = (title: string): string | undefined => (title === 'Weir log' ? 'The weir gauge read 1.4 metres on Monday. The sluice was opened at dawn.' : undefined);

describe('chat judge (pure)', () => {
  it.each([
    ['The gauge read 40 cm.', '40', true],
    ['The gauge read 140 cm.', '40', false],
    ['The gauge read 400 cm.', '40', false],
    ['Urchins graze kelp.', 'urchin', true],
    ['Sea-urchins graze kelp.', 'urchin', true],
    ['Cited twice [1].', '[1]', true],
  ])('phraseIn(%j, %j) = %j', (reply, phrase, found) => {
    expect(phraseIn(reply, phrase)).toBe(found);
  });

  it.each<[string, string | null]>([
    ['Put the stages of the course in a table.', 'stages of the course'],
    ['Give me a table of the prices', 'prices'],
    ['Put that in a table.', null],
    ['Show the main points in a table', null],
  ])('namesTableContents(%j) = %j', (message, named) => {
    expect(namesTableContents(message)).toBe(named);
  });

  it('a shape asked is met only with its content: a generic table for named contents, or bullets without the facts, are not', () => {
    const generic = '| What your sources say | Source |\n|---|---|\n| The weir gauge read 1.4 metres on Monday [1]. | Weir log |\n| The sluice was opened at dawn [1]. | Weir log |';
    expect(genericTable(generic)).toBe(true);
    expect(genericTable('| Day | Level | Source |\n|---|---|---|\n| Monday | 1.4 metres [1] | Weir log |')).toBe(false);
    const table = judgeTurn({ message: 'Put the readings of the gauge in a table.', expect: { kind: 'shape', shape: 'table', count: 2 } }, generic, sources, text);
    expect(table.handled).toBe(false);
    expect(table.why).toMatch(/generic/);
    expect(judgeTurn({ message: 'Put that in a table.', expect: { kind: 'shape', shape: 'table', count: 2 } }, generic, sources, text).handled).toBe(true);
    const bullets = judgeTurn({ message: 'As two bullets.', expect: { kind: 'shape', shape: 'bullets', count: 2, facts: [['sluice']] } }, '- The weir gauge read 1.4 metres on Monday [1].\n- The gauge is read daily [1].', sources, text);
    expect(bullets.handled).toBe(false);
  });

  it('splits sentences, bullets and table rows', () => {
    const reply = 'Two points:\n- The gauge read 1.4 metres [1].\n- The sluice was opened at dawn [1].\n\n| What | Source |\n|---|---|\n| The gauge read 1.4 metres [1]. | Weir log |';
    expect(bulletLines(reply)).toHaveLength(2);
    expect(tableRows(reply)).toEqual(['| The gauge read 1.4 metres [1]. | Weir log |']);
    expect(replySentences(reply)).toEqual(['Two points:', 'The gauge read 1.4 metres [1].', 'The sluice was opened at dawn [1].']);
  });

  it('a cited sentence ends at its marker even when the next one starts with a figure (Intl.Segmenter keeps them together)', () => {
    const reply = 'March had the most hatchlings [1]. 2024-06: 41 hatchlings [1]. 2023-05 had 12 [1].';
    expect(replySentences(reply)).toEqual(['March had the most hatchlings [1].', '2024-06: 41 hatchlings [1].', '2023-05 had 12 [1].']);
    // so only the first two cited sentences answer: a third row's figure is padding, not the answer
    expect(answeringPart(reply)).not.toMatch(/2023-05/);
    // an abbreviation before a figure, with no marker, is not a sentence end
    expect(replySentences('See p. 12 of the log [1].')).toEqual(['See p. 12 of the log [1].']);
  });

  it('a cited sentence whose words are not in its document, or an [n] that is no source, is invalid', () => {
    const judged = judgeTurn({ message: 'What did the gauge read?', expect: { kind: 'answer', facts: [['1.4 metres']] } }, 'The gauge read 1.4 metres on Monday [1]. Salmon were seen jumping upstream all week [1]. The sluice was opened [2].', sources, text);
    expect(judged.factsFound).toBe(1);
    expect(judged.invalidCitations).toHaveLength(2);
    expect(judged.cited).toBe(3);
  });

  it('a title quoted in a reply about the sources is not counted as the source\'s words', () => {
    const judged = judgeTurn({ message: 'Which source says the most?', expect: { kind: 'answer', facts: [] } }, '"Weir log" [1] supports 2 of the answer\'s 2 cited sentences.', sources, text);
    expect(judged.invalidCitations).toEqual([]);
  });

  it('a source named by its number and title, and a line setting sources side by side, are judged part by part', () => {
    const two = [...sources, { citation_index: 2, title: 'Mill notes' }];
    const both = (title: string): string | undefined => text(title) ?? (title === 'Mill notes' ? 'The mill race ran at 0.9 metres after the sluice opened.' : undefined);
    expect(citedClauses('On "how deep", they give different figures: "Weir log" says 1.4 metres [1]; "Mill notes" says 0.9 metres [2].')).toHaveLength(2);
    const info = judgeTurn({ message: 'Who wrote source 1?', expect: { kind: 'answer', facts: [] } }, 'Source [1], "Weir log", is a document in your local library (weir-log.txt). It does not say who wrote it.', two, both);
    expect(info.invalidCitations).toEqual([]);
    const side = judgeTurn({ message: 'Do they agree?', expect: { kind: 'answer', facts: [] } }, 'On "how deep the water ran", they give different figures: "Weir log" says 1.4 metres [1]; "Mill notes" says 0.9 metres [2]. What each says:', two, both);
    expect(side.invalidCitations).toEqual([]);
    // each part is still read in its own document: a part whose words are not there is invalid
    const wrong = judgeTurn({ message: 'Do they agree?', expect: { kind: 'answer', facts: [] } }, 'They differ: "Weir log" says salmon jumped upstream [1]; "Mill notes" says 0.9 metres [2].', two, both);
    expect(wrong.invalidCitations).toHaveLength(1);
  });

  it('a fact counts only in the part of the reply that answers (its first two cited sentences, or a list), not in padding', () => {
    const reply = 'The sluice was opened at dawn [1]. The weir is old [1]. The gauge read 1.4 metres on Monday [1].';
    expect(answeringPart(reply)).not.toMatch(/1\.4/);
    expect(judgeTurn({ message: 'What did the gauge read?', expect: { kind: 'answer', facts: [['1.4 metres']] } }, reply, sources, text).missedFacts).toEqual(['1.4 metres']);
    expect(judgeTurn({ message: 'What did the gauge read?', expect: { kind: 'answer', facts: [['1.4 metres']] } }, '- The sluice was opened at dawn [1].\n- The weir is old [1].\n- The gauge read 1.4 metres [1].', sources, text).missedFacts).toEqual([]);
  });

  it.each([
    ['That is not in these sources: none of them uses the word "salmon".', 'salm', true],
    ['The sluice was opened at dawn [1].', undefined, false], // cites a source
    ['Here is what I found.', undefined, false], // does not say the sources lack it
    ['That is not in these sources.', 'salm', false], // does not name it
  ])('unsupported: %j handled = %j', (reply, missing, handled) => {
    expect(judgeTurn({ message: 'Were salmon seen?', expect: { kind: 'unsupported', missing: missing as string | undefined } }, reply, sources, text).handled).toBe(handled);
  });

  it.each([
    ['The gauge read 1.4 metres on Monday [1].', 'sentences', 1, true],
    ['The gauge read 1.4 metres on Monday [1]. The sluice was opened at dawn [1].', 'sentences', 1, false],
    ['- The gauge read 1.4 metres [1].\n- The sluice was opened [1].', 'bullets', 3, false],
    ['| What | Source |\n|---|---|\n| The gauge read 1.4 metres [1]. | Weir log |\n| The sluice was opened [1]. | Weir log |', 'table', 2, true],
  ] as const)('shape of %j as %s×%d = %j', (reply, shape, count, handled) => {
    expect(judgeTurn({ message: 'Shape it.', expect: { kind: 'shape', shape, count } }, reply, sources, text).handled).toBe(handled);
  });

  it.each<[string, 'answer' | 'shape' | 'unsupported', boolean]>([
    ['That is not in these sources: none of them uses the word "meantime".', 'answer', true],
    ['None of your sources uses the word "simpler".', 'shape', true],
    ['The gauge read 1.4 metres on Monday [1].', 'answer', false], // answered
    ['The gauge did not read 1.4 metres until Monday [1].', 'answer', false], // cited: not a refusal
    ['That is not in these sources.', 'unsupported', false], // a refusal asked for
  ])('an answerable turn met by a refusal: %j (%s) refused = %j', (reply, kind, refused) => {
    const expectation = kind === 'unsupported' ? { kind } : kind === 'shape' ? { kind, shape: 'sentences' as const, count: 1 } : { kind, facts: [['1.4 metres']] };
    expect(judgeTurn({ message: 'What did the gauge read in the meantime?', expect: expectation }, reply, sources, text).refused).toBe(refused);
  });

  it("a reply that only names its source ('Source [1], \"Title\", …') is read whole, as the engine's own account", () => {
    const reply = 'Source [1], "Weir log", is a document in your local library. It names its author: Ann Reeve, lock keeper. It is dated 3 May 2026.';
    expect(answeringPart(reply)).toBe(reply);
    expect(judgeTurn({ message: 'Who wrote the log?', expect: { kind: 'answer', facts: [['Ann Reeve']] } }, reply, sources, text).missedFacts).toEqual([]);
  });
});
