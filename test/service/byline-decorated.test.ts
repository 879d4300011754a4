// A byline line decorated as people write them (byline.ts): Markdown emphasis and links, a publisher after a pipe or a
// middle dot, an HTML link around the name, a date after the publisher. Variants written here; the author and date are
// read from the line, the publisher's name never taken into the author's.
import { describe, expect, it } from 'vitest';
import { bylineOf } from '../../src/service/byline';

describe('a decorated byline line (bylineOf)', () => {
  it.each<[string, string, string | null, string | null]>([
    ['italics, then a linked publisher and a date after a pipe', '# Weir to be removed\n\n*By Ana Ruiz, Rivers Reporter* | [Dale Herald](https://dale.example/news), 2 May 2025\n\nThe weir goes.', 'Ana Ruiz, Rivers Reporter', '2 May 2025'],
    ['pipes between name, publisher and date', '# Weir to be removed\n\nBy Ana Ruiz | Dale Herald | 2 May 2025\n\nThe weir goes.', 'Ana Ruiz', '2 May 2025'],
    ['bold name, middle dots, American date', '# Weir to be removed\n\n**By Ana Ruiz** · Dale Herald · May 2, 2025\n\nThe weir goes.', 'Ana Ruiz', 'May 2, 2025'],
    ['the name as a Markdown link', '# Weir to be removed\n\nBy [Ana Ruiz](https://dale.example/staff/ana), Rivers Reporter\n\nThe weir goes.', 'Ana Ruiz, Rivers Reporter', null],
    ['an HTML byline with a linked name and a time element', '<html><body><h1>Weir to be removed</h1><p class="byline">By <a href="/staff/ana">Ana Ruiz</a>, Rivers Reporter, <time datetime="2025-05-02">2 May 2025</time></p><p>The weir goes.</p></body></html>', 'Ana Ruiz, Rivers Reporter', '2 May 2025'],
    ['underscores, a dash before the date', '# Weir to be removed\n\n_By Ana Ruiz, Rivers Reporter_ — 2 May 2025\n\nThe weir goes.', 'Ana Ruiz, Rivers Reporter', '2 May 2025'],
    ['a quoted block byline with a publisher in italics', '# Weir to be removed\n\n> By Ana Ruiz | *Dale Herald*\n\nThe weir goes.', 'Ana Ruiz', null],
    ['a linked publisher in brackets after the role', '# Weir to be removed\n\nBy Ana Ruiz, Rivers Reporter ([Dale Herald](https://dale.example)), 2 May 2025\n\nThe weir goes.', 'Ana Ruiz, Rivers Reporter', '2 May 2025'],
  ])('%s', (_case, raw, author, date) => {
    const byline = bylineOf(raw);
    expect(byline.author).toBe(author);
    expect(byline.date).toBe(date);
  });
});

// A credit line that dates itself: a newcomer's report opened "Prepared by Marta Ruiz, secretary, March 2025." and the
// BibTeX export and the chat gave no date for it.
describe('a credit line with its date (bylineOf)', () => {
  it.each<[string, string, string | null, string | null]>([
    ['prepared by, role, month and year', 'Annual Report of the Pell Point Keepers, 2024\n\nPrepared by Marta Ruiz, secretary, March 2025.\n\nSummary\nThe lantern room was restored in 2024.', 'Marta Ruiz', 'March 2025'],
    ['compiled by, a full date', 'Harbour log\n\nCompiled by Owen Price on 4 June 2025.\n\nThe harbour wall was repaired.', 'Owen Price', '4 June 2025'],
    // a date on another line is not the credit line's
    ['no date on the credit line', 'Harbour log\n\nCompiled by Owen Price.\n\nThe wall was repaired in March 2024.', 'Owen Price', null],
  ])('%s', (_case, raw, author, date) => {
    const byline = bylineOf(raw);
    expect(byline.author).toBe(author);
    expect(byline.date).toBe(date);
  });
});
