// The later word (later-word.ts): when a document says it was written, what it names as replaced, and which of two
// documents is the later word. Documents written here in the shapes people save them: a notice with a "Sent" line, a
// leaflet with its year in its title, a news story with a byline, a page with front matter, and undated pages.
import { describe, expect, it } from 'vitest';
import { compareDates, datedDocument, datesIn, earlierLine, laterDocument, laterLine, ownDate, saidDate, sameDate, saysOtherwise, speaksOfSame } from '../../src/service/later-word';
import { readPassage } from '../../src/service/passage';
import { compose } from '../../src/service/compose';

describe('the dates a text names (datesIn)', () => {
  it.each<[string, [number | null, number | null, number | null][]]>([
    ['Sent 12 January 2027', [[2027, 1, 12]]],
    ['posted March 3, 2025 at noon', [[2025, 3, 3]]],
    ['date: 2024-11-05', [[2024, 11, 5]]],
    ['Update (March 2025): things changed', [[2025, 3, null]]],
    ['this replaces our notice of 12 January', [[null, 1, 12]]],
    ['This 2024 leaflet replaces our 2019 leaflet', [[2024, null, null], [2019, null, null]]],
    ['The kiln arrives on Tuesday', []],
    // (read by chrono-node: a numeric date is day first, British style; a range gives its start; a weekday before a date is no date of its own)
    ['Issued 12/01/2027 by the clerk', [[2027, 1, 12]]],
    ['closed 1-3 March 2026 for repairs', [[2026, 3, 1]]],
    ['Sent: Tuesday, 3 May 2025 09:14', [[2025, 5, 3]]],
    ['Today the hall opens at 3pm on Sunday', []],
    ['you may bring 2 bags', []],
    ['posted in May 2024 and again in 2026', [[2024, 5, null], [2026, null, null]]],
  ])('%s', (text, want) => {
    expect(datesIn(text).map((d) => [d.year, d.month, d.day])).toEqual(want);
  });
});

describe('the date a document gives itself (ownDate)', () => {
  it.each<[string, string, string, string | null]>([
    ['a notice with a short dated line under its heading', 'PARISH HALL\nNotice to hall users\nSent 12 January 2027\n\nDear users,\nThe hall will close in February.', 'hall notice', '12 January 2027'],
    ['front matter', '---\ntitle: Opening hours\ndate: 2025-05-14\n---\n\nWe open at nine.', 'Opening hours', '14 May 2025'],
    ['a byline with its date', '<html><body><h1>Bridge to shut</h1><p class="byline">By Tom Hennessy, 3 March 2027</p><p>The bridge shuts.</p></body></html>', 'Bridge to shut', '3 March 2027'],
    ['a year in its title', '# Caring for a found hedgehog\n\nOffer water.', 'Caring for a found hedgehog (leaflet, 2019)', '2019'],
    ['a long sentence naming a date is no date line', 'The council met and decided on 12 January 2027 that the hall will close for repairs.', 'hall', null],
    ['nothing dated', '# Feeding birds\n\nPut out seed in winter.', 'Feeding birds', null],
  ])('%s', (_case, raw, title, want) => {
    const d = ownDate(raw, title);
    expect(d ? saidDate(d) : null).toBe(want);
  });
});

describe('dates compared (compareDates, sameDate)', () => {
  const d = (year: number | null, month: number | null, day: number | null) => ({ year, month, day });
  it('orders by year, then month, then day, as far as both go', () => {
    expect(compareDates(d(2027, 1, 29), d(2027, 1, 12))).toBe(1);
    expect(compareDates(d(2019, null, null), d(2024, 3, 1))).toBe(-1);
    expect(compareDates(d(2024, null, null), d(2024, 3, 1))).toBe(0);
    expect(compareDates(null, d(2024, 3, 1))).toBe(0);
  });
  it('a date without its year fits the full date with the same day and month', () => {
    expect(sameDate(d(null, 1, 12), d(2027, 1, 12))).toBe(true);
    expect(sameDate(d(null, 1, 12), d(2027, 1, 29))).toBe(false);
    expect(sameDate(d(2019, null, null), d(2019, null, null))).toBe(true);
  });
});

describe('which document is the later word (laterDocument)', () => {
  const notice = 'CENTRE\nNotice to Pottery learners\nSent 12 January 2027\n\nThe studio will be closed from 1 February.';
  const update = 'CENTRE\nUPDATE for Pottery learners - please read, this replaces our notice of 12 January\nSent 29 January 2027\n\nThe studio will not close.';
  it.each<[string, [string, string], [string, string], boolean]>([
    ['the later-dated notice', [update, 'update'], [notice, 'notice'], true],
    ['the earlier notice is not', [notice, 'notice'], [update, 'update'], false],
    ['a newer edition by the years in the titles', ['# Care\n\nThis 2024 leaflet replaces our 2019 leaflet.', 'Care (2024 update)'], ['# Care\n\nGive bread.', 'Care (leaflet, 2019)'], true],
    ['an undated page that names the other\'s date as replaced', ['# Fees\n\nThis page replaces our price list of March 2024.', 'Fees'], ['# Prices\n\nUpdated: 4 March 2024\n\nA lesson is £20.', 'Prices'], true],
    ['two undated pages: neither', ['# Fees\n\nA lesson is £22.', 'Fees'], ['# Prices\n\nA lesson is £20.', 'Prices'], false],
  ])('%s', (_case, [aRaw, aTitle], [bRaw, bTitle], want) => {
    expect(laterDocument(datedDocument(aRaw, aTitle), datedDocument(bRaw, bTitle))).toBe(want);
  });
});

describe('an update paragraph is the update throughout (passage.ts)', () => {
  it('marks the sentences after the label in its paragraph, not the next paragraph', () => {
    const read = readPassage('**Update (March 2025):** A few things have changed. Children must now be 4 or older.\n\nWe visited last August with Jamie, then 3.');
    expect(read.sentences.map((s) => s.update === true)).toEqual([true, true, false]);
    expect(read.sentences[0]?.text).toBe('A few things have changed.');
  });
});

describe('composed: the later word leads and the earlier is said to be earlier (documents written here)', () => {
  const earlierText = 'The pool will be closed from 1 to 19 February while the tiles are replaced. This means the Tuesday swimming lessons on 3, 10 and 17 February are cancelled.';
  const laterText = 'The tiling contractor has postponed the work until the summer. All Tuesday swimming lessons in February will go ahead as normal.';
  const dated = (replaces: boolean) =>
    new Map([
      ['earlier', { title: 'pool notice', url: 'file:///earlier.txt', raw: `LEISURE CENTRE\nNotice to swimmers\nSent 5 January 2026\n\n${earlierText}` }],
      ['later', { title: 'pool update', url: 'file:///later.txt', raw: `LEISURE CENTRE\nUpdate for swimmers${replaces ? ', this replaces our notice of 5 January' : ''}\nSent 22 January 2026\n\n${laterText}` }],
    ]);
  const earlier = { documentId: 'earlier', text: earlierText };
  const later = { documentId: 'later', text: laterText };
  const first = (query: string, passages: { documentId: string; text: string }[], documents: Map<string, { title: string; url: string; raw: string }>): string => compose(query, passages, documents).content.split('\n\n')[0] ?? '';

  it('dated but neither saying it replaces the other, and nothing in their words differing (no figure on both sides, no negation): not said to be earlier and later', () => {
    for (const passages of [[earlier, later], [later, earlier]]) {
      const content = compose('What is happening to the swimming lessons in February?', passages, dated(false)).content;
      expect(content).not.toMatch(/latest of your sources|earlier one of your sources/);
    }
  });

  it.each<[string, boolean]>([
    ['What is happening to the swimming lessons in February?', true],
    ['Are the Tuesday swimming lessons in February cancelled?', true],
  ])('%s (the later says it replaces the earlier: %s): the later leads, the earlier follows, dated, whichever order they come in', (query, replaces) => {
    for (const passages of [[earlier, later], [later, earlier]]) {
      const opening = first(query, passages, dated(replaces));
      expect(opening).toMatch(/^The latest of your sources \(22 January 2026\) says: All Tuesday swimming lessons in February will go ahead as normal \[1\]\. An earlier one of your sources \(5 January 2026\) said: The pool will be closed/);
      expect(opening).not.toMatch(/point to (?:yes|no)/);
    }
  });

  it('a yes read off the earlier notice stands when the later one only has a later date (nothing says it replaces the notice)', () => {
    expect(first('Are the Tuesday swimming lessons in February cancelled?', [earlier, later], dated(false))).toMatch(/^Your sources point to yes: The pool will be closed/);
  });

  it('a yes/no that two notices answer opposite ways, the later saying it replaces the earlier: no "your sources disagree"; the yes or no read off the later leads, the earlier follows, dated', () => {
    const before = 'Tests at Ashby Sands found E. coli in the bathing water this month.';
    const after = 'Tests at Ashby Sands found no E. coli in the bathing water this month.';
    const notices = new Map([
      ['old', { title: 'beach notice', url: 'file:///old.txt', raw: `ASHBY COUNCIL\nBeach notice\nSent 3 June 2025\n\n${before}` }],
      ['new', { title: 'beach update', url: 'file:///new.txt', raw: `ASHBY COUNCIL\nBeach update, this replaces our notice of 3 June\nSent 24 June 2025\n\n${after}` }],
    ]);
    for (const passages of [[{ documentId: 'old', text: before }, { documentId: 'new', text: after }], [{ documentId: 'new', text: after }, { documentId: 'old', text: before }]]) {
      const opening = first('Did the tests at Ashby Sands find E. coli in the bathing water?', passages, notices);
      expect(opening).toMatch(/^Your sources point to no; the latest \(24 June 2025\) says: Tests at Ashby Sands found no E\. coli/);
      expect(opening).toMatch(/By contrast, an earlier one of your sources \(3 June 2025\) had said: Tests at Ashby Sands found E\. coli/);
      expect(opening).not.toMatch(/disagree/);
    }
  });

  it('the same two notices by their dates alone (neither says it replaces the other) still disagree: nothing is guessed', () => {
    const before = 'Tests at Ashby Sands found E. coli in the bathing water this month.';
    const after = 'Tests at Ashby Sands found no E. coli in the bathing water this month.';
    const notices = new Map([
      ['old', { title: 'beach notice', url: 'file:///old.txt', raw: `ASHBY COUNCIL\nBeach notice\nSent 3 June 2025\n\n${before}` }],
      ['new', { title: 'beach update', url: 'file:///new.txt', raw: `ASHBY COUNCIL\nBeach update\nSent 24 June 2025\n\n${after}` }],
    ]);
    expect(first('Did the tests at Ashby Sands find E. coli in the bathing water?', [{ documentId: 'old', text: before }, { documentId: 'new', text: after }], notices)).toMatch(/^Your sources disagree: /);
  });

  it('a when-question over a notice and the update that replaces it: the update\'s new dates lead, not its sentence sharing most words with the old dates', () => {
    const notice = 'The pool will be closed from 1 to 19 February while the tiles are replaced.';
    const update = 'The tiling contractor is running late, so the pool will not close in February after all. The tiles will now be replaced during the Easter break, from 29 March to 9 April.';
    const documents = new Map([
      ['notice', { title: 'pool notice', url: 'file:///notice.txt', raw: `LEISURE CENTRE\nNotice to swimmers\nSent 5 January 2026\n\n${notice}` }],
      ['update', { title: 'pool update', url: 'file:///update.txt', raw: `LEISURE CENTRE\nUpdate for swimmers, this replaces our notice of 5 January\nSent 22 January 2026\n\n${update}` }],
    ]);
    for (const passages of [[{ documentId: 'notice', text: notice }, { documentId: 'update', text: update }], [{ documentId: 'update', text: update }, { documentId: 'notice', text: notice }]]) {
      const opening = first('When will the pool close for the new tiles?', passages, documents);
      expect(opening).toMatch(/^The latest of your sources \(22 January 2026\) says: The tiles will now be replaced during the Easter break, from 29 March to 9 April \[1\]\. By contrast, an earlier one of your sources \(5 January 2026\) had said: The pool will be closed from 1 to 19 February/);
    }
  });

  it('two undated sources are left as the answer gives them (nothing is guessed)', () => {
    const plain = new Map([
      ['earlier', { title: 'pool notice', url: 'file:///a.txt', raw: earlierText }],
      ['later', { title: 'pool update', url: 'file:///b.txt', raw: laterText }],
    ]);
    const content = compose('What is happening to the swimming lessons in February?', [earlier, later], plain).content;
    expect(content).not.toMatch(/latest of your sources|earlier one of your sources/);
  });

  it('in a thread, a poster\'s "Update:" is not said to replace what was said before it (practice.ts reads those)', () => {
    const text = 'Our swimming lessons run on Tuesday evenings in the main pool.\n\nUpdate: Lessons now run on Thursday evenings.';
    const posts = [
      { writer: 'poolfan', text: 'Our swimming lessons run on Tuesday evenings in the main pool.', original: true },
      { writer: 'poolfan', text: 'Update: Lessons now run on Thursday evenings.' },
    ];
    const documents = new Map([['thread', { title: 'Swimming lessons thread', url: 'file:///thread.html', raw: text, posts }]]);
    const content = compose('Which evening do the swimming lessons run?', [{ documentId: 'thread', text }], documents).content;
    expect(content).not.toMatch(/after its update|before its update/);
  });

  it('in one document, the update paragraph leads over the text it updates', () => {
    const text = '**Update (March 2026):** The tiling is finished. Lessons now run on Thursday evenings.\n\nOur swimming lessons run on Tuesday evenings in the main pool.';
    const documents = new Map([['page', { title: 'Swimming lessons at the leisure centre', url: 'file:///page.md', raw: text }]]);
    const opening = first('Which evening do the swimming lessons run?', [{ documentId: 'page', text }], documents);
    expect(opening).toMatch(/^As your source now has it, after its update: Lessons now run on Thursday evenings \[1\]\./);
    // (nothing in their words says the two differ, a figure or a negation: the page's own text is not said to be the earlier)
    expect(opening).not.toMatch(/before its update/);
  });

  it('in one document, an update whose figures differ from the text it updates: the text is said to be what it said before', () => {
    const text = '**Update (March 2026):** Lessons now cost £9 and run on Thursday evenings.\n\nOur swimming lessons cost £7 and run on Tuesday evenings in the main pool.';
    const documents = new Map([['page', { title: 'Swimming lessons at the leisure centre', url: 'file:///page.md', raw: text }]]);
    const opening = first('How much are the swimming lessons?', [{ documentId: 'page', text }], documents);
    expect(opening).toMatch(/^As your source now has it, after its update: Lessons now cost £9[^[]*\[1\]\. By contrast, before its update your source had said: [^[]*£7/);
  });
});

describe('two statements that say otherwise (saysOtherwise) and the line before the earlier one (earlierLine)', () => {
  it.each<[string, string, string, boolean]>([
    ['other figures', 'The studio will be closed from 1 February to 19 February.', 'All Tuesday sessions in February will go ahead as normal, and the term will end on 9 March.', true],
    ['one negated, the other not', 'Never give a hedgehog milk or bread.', 'A small amount of bread soaked in milk can be given to a weak hedgehog.', true],
    ['figures in one only (an update saying how it went beside the advice)', 'Keep them at 10 to 12 degrees over winter.', 'The third one I left in the porch died in the frost.', false],
    ['years are when, not what', 'The hall, built in 1878, closed in March 2022 after a surveyor found beetle.', 'Priority goes to traders who held a licence in March 2022.', false],
    ['the same figure said twice', 'The restored hall has 46 stalls.', 'The restored hall will have 46 stalls, to make room for a seating area.', false],
    ['neither has a figure or a negation', 'Lessons run in the main pool.', 'Lessons run in the learner pool.', false],
  ])('%s', (_case, a, b, want) => {
    expect(saysOtherwise(a, b)).toBe(want);
  });
  it('says "by contrast" and "had said" only of a statement that says otherwise', () => {
    expect(earlierLine({ year: 2026, month: 1, day: 5 }, false, true)).toBe('By contrast, an earlier one of your sources (5 January 2026) had said: ');
    expect(earlierLine({ year: 2026, month: 1, day: 5 }, false, false)).toBe('An earlier one of your sources (5 January 2026) said: ');
    expect(earlierLine(null, true, true)).toBe('By contrast, before its update your source had said: ');
  });
});

describe('composed: two dated figures that disagree, the later first (documents written here)', () => {
  const old = 'Nitrate in the Holm Well water was measured at 38 milligrams per litre.';
  const recent = 'Nitrate in the Holm Well water was measured at 52 milligrams per litre.';
  const documents = new Map([
    ['old', { title: 'Holm Well test, parish newsletter, 2022', url: 'file:///old.md', raw: old }],
    ['recent', { title: 'Holm Well notice, 2024', url: 'file:///recent.md', raw: recent }],
  ]);
  it('whichever order they come in, the 2024 figure leads and the answer says the latest', () => {
    for (const passages of [[{ documentId: 'old', text: old }, { documentId: 'recent', text: recent }], [{ documentId: 'recent', text: recent }, { documentId: 'old', text: old }]]) {
      const opening = compose('How much nitrate is in the Holm Well water?', passages, documents).content.split('\n\n')[0] ?? '';
      expect(opening).toMatch(/^(?:Your sources disagree; the latest \(2024\) says|The latest of your sources \(2024\) says): Nitrate in the Holm Well water was measured at 52/);
      expect(opening).toContain('38 milligrams');
    }
  });
});

describe('the line before the later statement (laterLine)', () => {
  it.each<[string, { year: number; month: number | null; day: number | null } | null, boolean, 'yes' | 'no' | undefined, string]>([
    ['another, dated document', { year: 2025, month: 6, day: 24 }, false, undefined, 'The latest of your sources (24 June 2025) says: '],
    ['the page\'s own update', null, true, undefined, 'As your source now has it, after its update: '],
    ['with a no read off the later statement', { year: 2025, month: 6, day: 24 }, false, 'no', 'Your sources point to no; the latest (24 June 2025) says: '],
    ['with a yes read off the page\'s update', null, true, 'yes', 'Your sources point to yes; as your source now has it, after its update: '],
    ['undated, with a no', null, false, 'no', 'Your sources point to no; the latest says: '],
  ])('%s', (_case, date, same, verdict, want) => {
    expect(laterLine(date, same, verdict)).toBe(want);
  });
});

describe('an update that speaks of what a text of its page says (speaksOfSame)', () => {
  it.each<[string, string, string, number, boolean]>([
    ['a figure in common', 'From 1 September 2026 the household income limit rises from £36,000 to £38,500 a year.', 'Your household income must be below £36,000 a year.', 0, true],
    ['two words in common beyond the question', 'From 1 March 2027, passengers on Basic fares can no longer bring a guitar on board in addition to their cabin bag.', 'On all fares, you may bring one guitar in a soft case on board in addition to your cabin bag.', 3, true],
    ['one word in common, no figure', 'Applications received on or after 1 September 2026 are assessed against the new limit.', 'Upload a copy of your EPC. If you do not have one, we will arrange an assessment free of charge.', 1, false],
    ['only a year in common (when, not what)', 'In 2026 the hall reopened.', 'Bookings for 2026 are taken at reception.', 0, false],
  ])('%s', (_case, update, text, shared, want) => {
    expect(speaksOfSame(update, text, shared)).toBe(want);
  });
});

describe('composed: two figures, the later document saying it replaces the other (documents written here)', () => {
  const old = 'A hedgehog needs to weigh at least 450 grams to survive hibernation.';
  const recent = 'A hedgehog needs to weigh at least 600 grams to survive hibernation.';
  const documents = (replaces: boolean) =>
    new Map([
      ['old', { title: 'Caring for a found hedgehog (leaflet, 2019)', url: 'file:///old.md', raw: `# Caring for a found hedgehog\n\n${old}` }],
      ['recent', { title: 'Caring for a found hedgehog (2024 update)', url: 'file:///recent.md', raw: `# Caring for a found hedgehog\n\n${replaces ? 'This leaflet replaces our 2019 leaflet. ' : ''}${recent}` }],
    ]);
  const opening = (replaces: boolean, passages: { documentId: string; text: string }[]): string => compose('How heavy does a hedgehog have to be to survive hibernation?', passages, documents(replaces)).content.split('\n\n')[0] ?? '';
  it('the later leads and the other is said to be what an earlier source had said, not a disagreement, whichever order they come in', () => {
    for (const passages of [[{ documentId: 'old', text: old }, { documentId: 'recent', text: recent }], [{ documentId: 'recent', text: recent }, { documentId: 'old', text: old }]]) {
      const said = opening(true, passages);
      expect(said).toMatch(/^The latest of your sources \(2024\) says: A hedgehog needs to weigh at least 600 grams[^[]*\[1\]\. By contrast, an earlier one of your sources \(2019\) had said: A hedgehog needs to weigh at least 450 grams/);
      expect(said).not.toMatch(/disagree|figures differ/);
    }
  });
  it('by their dates alone they still disagree, the later first', () => {
    expect(opening(false, [{ documentId: 'old', text: old }, { documentId: 'recent', text: recent }])).toMatch(/^Your sources disagree; the latest \(2024\) says: A hedgehog needs to weigh at least 600 grams/);
  });
});
