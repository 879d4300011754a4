// A point whose referent is supplied in brackets ("[The Kelpie] is also the slowest…", antecedent.ts) never comes
// before the point of its document that introduces the thing (src/service/referent-order.ts, used by compose.ts
// on the answer's paragraphs; measured there on set 6, three answers reordered). Table tests on plain records.
import { describe, expect, it } from 'vitest';
import { introducedFirst, namesPhrase } from '../../src/service/referent-order';

describe('namesPhrase', () => {
  it.each<[string, string, boolean]>([
    ['Of the three ferries, the Kelpie is the oldest.', 'The Kelpie', true],
    ['The Kelpie Two was built in 2004.', 'the Kelpie', true],
    ['Kelpies are water spirits.', 'the Kelpie', false],
    ['The old ferry is slow.', 'the', false],
  ])('%s names %s: %s', (sentence, phrase, expected) => {
    expect(namesPhrase(sentence, phrase)).toBe(expected);
  });
});

interface P { id: string; ref?: string; text: string; place: number }
const p = (id: string, text: string, place: number, ref?: string): P => ({ id, text, place, ...(ref ? { ref } : {}) });
const introduces = (intro: P, phrase: string, unit: P): boolean => intro.place < unit.place && namesPhrase(intro.text, phrase);
const ids = (paragraphs: P[][]): string[][] => paragraphs.map((ps) => ps.map((x) => x.id));

describe('introducedFirst', () => {
  it('moves a bracketed point to just after the later point that introduces it, and drops an emptied paragraph', () => {
    const lead = p('lead', 'Crossings take twenty minutes.', 1);
    const bracketed = p('b', '[The Kelpie] is also the slowest.', 6, 'the Kelpie');
    const intro = p('i', 'The Kelpie is the oldest of the three ferries.', 5);
    const other = p('o', 'Tickets are sold on board.', 9);
    expect(ids(introducedFirst([[lead], [bracketed], [intro, other]], (u) => u.ref, introduces))).toEqual([['lead'], ['i', 'b', 'o']]);
  });
  it('leaves the order when the introduction comes first, when nothing later introduces it, and never moves the lead', () => {
    const intro = p('i', 'The Kelpie is the oldest of the three ferries.', 5);
    const bracketed = p('b', '[The Kelpie] is also the slowest.', 6, 'the Kelpie');
    expect(ids(introducedFirst([[intro, bracketed]], (u) => u.ref, introduces))).toEqual([['i', 'b']]);
    expect(ids(introducedFirst([[p('x', 'Tickets are sold on board.', 1)], [bracketed]], (u) => u.ref, introduces))).toEqual([['x'], ['b']]);
    expect(ids(introducedFirst([[bracketed], [intro]], (u) => u.ref, introduces))).toEqual([['b'], ['i']]);
  });
});
