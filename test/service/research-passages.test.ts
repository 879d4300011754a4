// Passages keep their document's structure (src/service/extract.ts, text.ts, passage.ts, library.ts):
// section headings are context of the passages under them (indexed, never cited; an FAQ's question
// heading is the question its paragraph answers), list items and table rows are citable sentences
// (a row with its column names), a .txt file's first line is its title when it reads as one, and a
// library indexed in the older format is re-indexed once from the stored raw documents (real SQLite);
// a table prompt whose columns match a source table is filled from its rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { openServiceDb } from '../../src/service/db';
import { extractDocument, pipeTableRows, plainTitle } from '../../src/service/extract';
import { PASSAGE_FORMAT, searchPassages, documentsInScope, upgradePassages } from '../../src/service/library';
import { readPassage, rowSentence } from '../../src/service/passage';
import { matchingCell, sourceTable, transformContent } from '../../src/service/prompt';
import { chunkParagraphs } from '../../src/service/text';

const FAQ = `---
title: Heat pump FAQ
---

# Heat pump FAQ

## Are heat pumps noisy?

The outdoor unit makes a low hum of about 40 to 60 decibels at one metre.

## Do heat pumps work in cold climates?

Yes. Modern units keep heating at outdoor temperatures down to about minus 25 degrees Celsius.
`;

const TYRES = `# Tyres

| Type | Weight | Puncture resistance |
|---|---|---|
| Clincher | 220 g | low: pinch flats are common |
| Tubeless | 260 g | high: sealant closes small holes |

Recommended pressures depend on the rider's weight:

- 25 mm road tyre, rider under 70 kg: about 80 psi
- 25 mm road tyre, rider over 85 kg: about 95 psi
`;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('extraction keeps structure', () => {
  it('Markdown: headings open the passages under them; the title heading is the title', async () => {
    const doc = await extractDocument(Buffer.from(FAQ), 'faq.md');
    expect(doc.title).toBe('Heat pump FAQ');
    const chunks = chunkParagraphs(doc.paragraphs);
    expect(chunks).toEqual([
      '## Are heat pumps noisy?\nThe outdoor unit makes a low hum of about 40 to 60 decibels at one metre.',
      '## Do heat pumps work in cold climates?\nYes. Modern units keep heating at outdoor temperatures down to about minus 25 degrees Celsius.',
    ]);
    const read = readPassage(chunks[1] as string);
    expect(read.headings).toEqual(['Do heat pumps work in cold climates?']);
    expect(read.answer).toBe('yes');
    expect(readPassage(chunks[0] as string).answer).toBeNull();
  });

  it('Markdown: a table becomes rows with their column names, a list stays with its lead-in', async () => {
    const doc = await extractDocument(Buffer.from(TYRES), 'tyres.md');
    const chunks = chunkParagraphs(doc.paragraphs);
    expect(chunks[0]).toBe('| Type: Clincher | Weight: 220 g | Puncture resistance: low: pinch flats are common |\n| Type: Tubeless | Weight: 260 g | Puncture resistance: high: sealant closes small holes |');
    const read = readPassage(chunks[1] as string);
    expect(read.sentences.map((s) => [s.kind, s.text])).toEqual([
      ['sentence', "Recommended pressures depend on the rider's weight."],
      ['item', '25 mm road tyre, rider under 70 kg: about 80 psi.'],
      ['item', '25 mm road tyre, rider over 85 kg: about 95 psi.'],
    ]);
    expect(readPassage(chunks[0] as string).sentences[1]?.text).toBe('Tubeless: weight 260 g; puncture resistance high: sealant closes small holes.');
  });

  it('HTML: later headings are section context, tables are rows, list items are lines', async () => {
    const html = `<html><head><title>Port news</title></head><body><h1>Port news</h1><p>The port opened a berth.</p>
      <h2>Who paid</h2><p>The European Union paid 18 million euros.</p>
      <table><tr><th>Payer</th><th>Amount</th></tr><tr><td>EU</td><td>18 million</td></tr></table>
      <ul><li>first point here</li><li>second point here</li></ul></body></html>`;
    const doc = await extractDocument(Buffer.from(html), 'port.html');
    expect(doc.title).toBe('Port news');
    expect(chunkParagraphs(doc.paragraphs)).toEqual([
      'The port opened a berth.',
      '## Who paid\nThe European Union paid 18 million euros.',
      '## Who paid\n| Payer: EU | Amount: 18 million |',
      '## Who paid\n- first point here\n- second point here',
    ]);
  });

  it('a .txt file takes its title from a first line that reads as a title, not from a first sentence', async () => {
    const lab = await extractDocument(Buffer.from('Lab report: Effect of salt on radish seeds\n\nAim. I wanted to find out how salt affects germination.\n'), 'radish-salt-lab.txt');
    expect(lab.title).toBe('Lab report: Effect of salt on radish seeds');
    expect(lab.paragraphs).toEqual(['Aim. I wanted to find out how salt affects germination.']);
    const notes = await extractDocument(Buffer.from('Salt slowed germination.\n\nIt did not stop it.\n'), 'salt-notes.txt');
    expect(notes.title).toBe('salt notes');
    expect(notes.paragraphs).toHaveLength(2);
  });

  it.each([
    ['Lab report: Effect of salt\n\nBody text.', 'Lab report: Effect of salt'],
    ['A first sentence that ends.\n\nBody.', null],
    ['Only one line', null],
    ['- a list item\n\nBody.', null],
    ['one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen\n\nBody.', null],
  ])('plainTitle(%j) = %j', (body, title) => {
    expect(plainTitle(body)?.title ?? null).toBe(title);
  });

  it.each([
    [['| A | B |', '|---|:-:|', '| 1 | x \\| y |'], ['| A: 1 | B: x / y |']],
    [['| A | B |', '| 1 | 2 |'], null],
    [['not a table'], null],
  ])('pipeTableRows(%j)', (lines, rows) => {
    expect(pipeTableRows(lines)).toEqual(rows);
  });

  it('a row sentence names its columns; an empty cell is left out', () => {
    expect(rowSentence([{ name: 'Type', value: 'Tubular' }, { name: 'Weight', value: '200 g' }, { name: 'Repair', value: 'hard' }])).toBe('Tubular: weight 200 g; repair hard.');
  });
});

describe('composition over structured passages', () => {
  const documents = new Map([['faq', { title: 'Heat pump FAQ', url: 'https://faq.example' }], ['tyres', { title: 'Tyres', url: 'https://tyres.example' }]]);

  it('a heading is never cited, but its words answer the question its paragraph answers', async () => {
    const faq = await extractDocument(Buffer.from(FAQ), 'faq.md');
    const passages = chunkParagraphs(faq.paragraphs).map((text) => ({ documentId: 'faq', text }));
    const answer = compose('Are heat pumps noisy?', passages, documents);
    expect(answer.answered).toBe(true);
    expect(answer.content).toContain('40 to 60 decibels');
    expect(answer.content).not.toMatch(/Are heat pumps noisy\? \[1\]/);
    expect(answer.sentences.every((s) => !s.original.startsWith('#'))).toBe(true);
  });

  it('list items and table rows are cited as sentences', async () => {
    const tyres = await extractDocument(Buffer.from(TYRES), 'tyres.md');
    const passages = chunkParagraphs(tyres.paragraphs).map((text) => ({ documentId: 'tyres', text }));
    expect(compose('What pressure should road tyres have?', passages, documents).content).toMatch(/about 80 psi\. \[1\]|about 80 psi \[1\]\./);
    expect(compose('Which tyre has high puncture resistance?', passages, documents).content).toContain('Tubeless: weight 260 g; puncture resistance high');
  });
});

describe('a library indexed before is re-indexed once', () => {
  it('old passages (headings dropped) are rebuilt from the raw documents, and searches find the heading words', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-passages-'));
    dirs.push(dir);
    const db = openServiceDb(dir);
    // a document as the previous format stored it: headings thrown away
    db.prepare(`INSERT INTO documents (id, source, file_id, sample_name, title, url, host, raw, raw_format, markdown, text, created_at) VALUES ('d1', 'sample', NULL, 'faq.md', 'Heat pump FAQ', 'https://faq.example', 'faq.example', ?, 'markdown', ?, 'x', '2026-01-01T00:00:00Z')`).run(FAQ.replace(/^---[\s\S]*?---\n/, ''), FAQ);
    const old = 'The outdoor unit makes a low hum of about 40 to 60 decibels at one metre.';
    const id = db.prepare("INSERT INTO chunks (document_id, ord, text) VALUES ('d1', 0, ?)").run(old).lastInsertRowid;
    db.prepare('INSERT INTO chunks_fts (rowid, text) VALUES (?, ?)').run(id, old);
    const allowed = documentsInScope(db, { documentIds: null, excludedDomains: [] });
    expect(searchPassages(db, ['noisy'], allowed, 10)).toHaveLength(0);

    expect(await upgradePassages(db)).toBe(1);
    const found = searchPassages(db, ['noisy'], allowed, 10);
    expect(found.map((p) => p.text)).toEqual(['## Are heat pumps noisy?\n' + old]);
    // the old passage's index entry is gone: only the two new passages match "outdoor"
    expect(searchPassages(db, ['outdoor'], allowed, 10)).toHaveLength(2);
    expect(await upgradePassages(db)).toBe(0);
    expect((db.prepare("SELECT value FROM meta WHERE key = 'passage_format'").get() as { value: string }).value).toBe(PASSAGE_FORMAT);
    db.close();
  });

  it('a CSV table is re-indexed as its table rows with its column names as words, never as lines of commas', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-passages-csv-'));
    dirs.push(dir);
    const db = openServiceDb(dir);
    const csv = 'bell,weight_kg,year_cast\nTreble,212,1623\nTenor,1040,1898\n';
    const stored = await extractDocument(Buffer.from(csv), 'tower-bells.csv');
    expect(stored.rawFormat).toBe('text');
    db.prepare(`INSERT INTO documents (id, source, file_id, sample_name, title, url, host, raw, raw_format, markdown, text, created_at) VALUES ('b1', 'sample', NULL, 'tower-bells.csv', 'tower bells', 'https://bells.example', 'bells.example', ?, 'text', ?, 'x', '2026-01-01T00:00:00Z')`).run(stored.raw, stored.markdown);
    expect(await upgradePassages(db)).toBe(1);
    const texts = (db.prepare("SELECT text FROM chunks WHERE document_id = 'b1' ORDER BY ord").all() as { text: string }[]).map((r) => r.text).join('\n');
    expect(texts).toContain('| bell: Tenor | weight kg: 1040 | year cast: 1898 |');
    expect(texts).not.toMatch(/Tenor,1040|weightkg/);
    db.close();
  });
});

describe('system prompts over lists and tables', () => {
  const documents = new Map([
    ['tyres', { title: 'Tyres', url: 'https://tyres.example' }],
    ['newt', { title: 'Newt', url: 'https://newt.example' }],
  ]);

  it.each([
    ['weight', 'Typical weight (700x25)'],
    ['puncture_resistance', 'Puncture resistance'],
    ['type', 'Type'],
    ['price', undefined],
  ])('matchingCell(%j) finds the column %j', (column, name) => {
    const cells = [
      { name: 'Type', value: 'Tubeless' },
      { name: 'Typical weight (700x25)', value: '260 g' },
      { name: 'Puncture resistance', value: 'high' },
    ];
    expect(matchingCell(column, cells)?.name).toBe(name);
  });

  it('a table prompt whose columns match a source table is filled from its rows, each cited', async () => {
    const tyres = await extractDocument(Buffer.from(TYRES), 'tyres.md');
    const passages = chunkParagraphs(tyres.paragraphs).map((text) => ({ documentId: 'tyres', text }));
    const composition = compose('Which tyre has high puncture resistance?', passages, documents);
    expect(transformContent('Make a table with columns Type, Weight and Puncture resistance.', 'Which tyre has high puncture resistance?', composition)).toBe(
      [
        '| type | weight | puncture resistance |',
        '|---|---|---|',
        '| Clincher [1] | 220 g | low: pinch flats are common |',
        '| Tubeless [1] | 260 g | high: sealant closes small holes |',
      ].join('\n'),
    );
    // columns the source table does not have: no table from it
    expect(sourceTable(['price', 'colour'], composition.tableRows ?? [])).toBeNull();
  });

  it('rows of a second table that lacks an asked column are left out, and the same item twice is one row', () => {
    const rows = [
      { citationIndex: 1, cells: [{ name: 'Kiln', value: 'Electric' }, { name: 'Price range', value: '€900–€3,000' }] },
      { citationIndex: 1, cells: [{ name: 'Kiln', value: 'Gas' }, { name: 'Price range', value: '€2,500–€8,000' }] },
      // another table of the same source: kiln and firing time, no price
      { citationIndex: 1, cells: [{ name: 'Kiln', value: 'Electric' }, { name: 'Firing time', value: '8 h' }] },
      { citationIndex: 2, cells: [{ name: 'Kiln', value: 'Wood' }, { name: 'Firing time', value: '30 h' }] },
    ];
    expect(sourceTable(['kiln', 'price'], rows)).toBe(['| kiln | price |', '|---|---|', '| Electric [1] | €900–€3,000 |', '| Gas [1] | €2,500–€8,000 |'].join('\n'));
    // the second table fills what the first lacks: merged into one row, both citations
    const split = [
      { citationIndex: 1, cells: [{ name: 'Kiln', value: 'Raku' }, { name: 'Price', value: '€400' }] },
      { citationIndex: 2, cells: [{ name: 'Kiln', value: 'raku' }, { name: 'Firing time', value: '1 h' }] },
    ];
    expect(sourceTable(['kiln', 'price', 'firing time'], split)).toBe(['| kiln | price | firing time |', '|---|---|---|', '| Raku [1][2] | €400 | 1 h |'].join('\n'));
  });

  it('JSON keys for a date, a toll and a cost take the sentences that state one; an empty key says only the answer was searched', () => {
    const passages = [
      'The Dunmore mill fire of 1911 began in the carding room on the night of 14 March. Nineteen workers died because the stair doors had been locked.',
      'The rebuilt mill cost £40,000 and reopened two years later.',
    ].map((text) => ({ documentId: 'mill', text }));
    const docs = new Map([['mill', { title: 'The Dunmore mill fire', url: 'https://mill.example' }]]);
    const query = 'What happened in the Dunmore mill fire?';
    const composition = compose(query, passages, docs);
    const out = transformContent('Reply with a JSON object with the keys "date", "deaths", "cost" and "weather".', query, composition);
    const json = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(out)?.[1] ?? '{}') as Record<string, string[]>;
    expect(json.date?.join(' ')).toContain('14 March');
    expect(json.deaths?.join(' ')).toContain('Nineteen workers died');
    expect(json.cost?.join(' ')).toContain('£40,000');
    expect(json.weather).toEqual([]);
    expect(out).toContain('Note: no sentence of this answer fits "weather", so it is empty; your sources may still say more');
    expect(out).not.toContain('no sentence in the sources');
  });

  it('"exactly 3 bullet points" on causes told in one paragraph gives three cited points', () => {
    const passages = [
      'The marbled newt is a salamander of western France.',
      'In the wild the marbled newt is critically endangered. Surveys found far fewer animals in 2014 than in 1998. The decline is blamed on drained ponds and introduced crayfish, which eat the eggs.',
    ].map((text) => ({ documentId: 'newt', text }));
    const composition = compose('Why are wild marbled newts critically endangered?', passages, documents);
    const bullets = transformContent('Give exactly 3 bullet points.', 'Why are wild marbled newts critically endangered?', composition).split('\n').filter((l) => l.startsWith('- '));
    expect(bullets).toHaveLength(3);
    expect(bullets.every((b) => /\[1\]\.?$/.test(b))).toBe(true);
    expect(bullets.join(' ')).toContain('drained ponds');
  });
});
