// Table tests for jointBar (src/service/concepts.ts): how many of a part's carrying words one document must cover to be
// cited where the third rule answers the part. A word only documents off the question use (each covering fewer than
// `need` of the carrying words) no longer raises the bar; a word an on-topic document uses still does. Pure; and one
// partCoverage case over documents written here.
import { describe, expect, it } from 'vitest';
import { jointBar, partCoverage } from '../../src/service/concepts';

const set = (...stems: string[]): Set<string> => new Set(stems);

describe('jointBar', () => {
  const carrying = set('graham', 'drive', 'ashbi', 'minibu', 'june', 'trip', 'ok');
  const cases: { name: string; covered: string[]; docs: Set<string>[]; need: number; bar: number }[] = [
    {
      name: 'words only off-question documents use ("trip", "ok") do not raise the bar above what the on-topic one covers',
      covered: ['graham', 'drive', 'ashbi', 'minibu', 'june', 'trip', 'ok'],
      docs: [set('graham', 'drive', 'ashbi', 'minibu', 'june'), set('trip'), set('ok', 'june')],
      need: 5,
      bar: 5,
    },
    {
      name: 'a word a second on-topic document uses still counts (no document is cited for less than both cover)',
      covered: ['graham', 'drive', 'ashbi', 'minibu', 'june', 'trip'],
      docs: [set('graham', 'drive', 'ashbi', 'minibu', 'june'), set('graham', 'drive', 'ashbi', 'minibu', 'trip')],
      need: 5,
      bar: 6,
    },
    {
      name: 'where no document reaches the need, the bar is the need (nothing is cited by these words)',
      covered: ['graham', 'drive', 'trip'],
      docs: [set('graham', 'drive'), set('trip')],
      need: 3,
      bar: 3,
    },
    {
      name: 'a covered word no document holds (read against a condition of the library) still counts',
      covered: ['graham', 'drive', 'ashbi', 'june'],
      docs: [set('graham', 'drive', 'ashbi')],
      need: 3,
      bar: 4,
    },
    {
      name: 'words that are not carrying ones never count',
      covered: ['graham', 'drive', 'ashbi', 'walk', 'group'],
      docs: [set('graham', 'drive', 'ashbi', 'walk', 'group')],
      need: 2,
      bar: 3,
    },
  ];
  for (const c of cases) it(c.name, () => expect(jointBar(c.covered, c.docs, carrying, c.need)).toBe(c.bar));
});

describe('partCoverage with jointBar', () => {
  const part = 'our walking group driver Graham is 23 and passed his test in 2019, is he ok to drive the Ashby community minibus for our trip in June';
  const minibus = { documentId: 'minibus', text: 'Graham had offered to drive the Ashby community minibus for the group on 14 June, but the insurer now requires everyone at the wheel to be at least 25.' };
  // (the reader's story words, used by pages on other things: the part is answered by the third rule)
  const story = { documentId: 'freezer', text: 'The chest freezer passed the cold test in the garage, and walking past it you hear nothing.' };
  it('cites the one document on the question though other pages happen to use "trip" and "ok"', () => {
    const coverage = partCoverage(part, 'yesno', [minibus, story, { documentId: 'caves', text: 'A day out at the caverns was the best trip of the summer.' }, { documentId: 'bike', text: 'The balance bike is ok for children from two.' }]);
    expect(coverage.answerable).toBe(true);
    expect(coverage.documents).toEqual(['minibus']);
  });
  it('still cites nothing where the question asks of something no document names', () => {
    const coverage = partCoverage('Can I take my kayak on the Ashby community minibus for our trip in June?', 'yesno', [{ documentId: 'caves', text: 'A day out at the caverns was the best trip of the summer in June.' }, { documentId: 'bike', text: 'The balance bike is ok for children from two.' }]);
    expect(coverage.answerable).toBe(false);
  });
});
