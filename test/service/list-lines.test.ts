// Lists written as plain lines (src/service/list-lines.ts, extract.ts): a text file's numbered or bulleted lines and a
// Markdown paragraph's "Step 1:" or "•" lines are list items, one step each, in their order; one numbered line over
// its section ("1. SUMMARY") is no list. Lines written for this test.
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../src/service/extract';
import { listPieces, markedItem } from '../../src/service/list-lines';
import { chunkParagraphs } from '../../src/service/text';

describe('list-lines (pure)', () => {
  it.each<[string, string | null]>([
    ['1. Soak the pot overnight.', 'Soak the pot overnight.'],
    ['2) Scrape off the old glaze.', 'Scrape off the old glaze.'],
    ['Step 3: Fire it at 1,000 degrees.', 'Fire it at 1,000 degrees.'],
    ['Step 4 - Let it cool in the kiln.', 'Let it cool in the kiln.'],
    ['• Wear gloves.', 'Wear gloves.'],
    ['- Sweep the floor.', 'Sweep the floor.'],
    ['The kiln reached 1,000 degrees.', null],
    ['3.5 kg of clay is enough.', null],
    ['10. 2025', null],
  ])('markedItem(%j) = %j', (line, item) => {
    expect(markedItem(line)).toBe(item);
  });

  it('reads a lead-in, then the items, a line without a mark carrying on the item before it', () => {
    expect(listPieces(['You will need to:', '1. Soak the pot overnight.', '2. Scrape off the old glaze,', 'working from the rim down.', '3. Rinse it.'])).toEqual([
      { lines: ['You will need to:'] },
      { items: ['Soak the pot overnight.', 'Scrape off the old glaze, working from the rim down.', 'Rinse it.'] },
    ]);
  });

  it('one numbered line over its section is no list', () => {
    expect(listPieces(['1. SUMMARY', 'In 2022 the Trust blocked the drains.'])).toBeNull();
    expect(listPieces(['The kiln was fired twice.', 'It cracked.'])).toBeNull();
  });

  it('a text file\'s numbered steps under a heading line are list items of their own, never one run of text', async () => {
    const text = 'REGLAZING A POT\n\nOld glaze flakes in frost.\n\nSTEPS\n\n1. Soak the pot overnight.\n2. Scrape off the old glaze.\n3. Paint on two thin coats. Let each coat dry.\n4. Fire it at 1,000 degrees.\n';
    const doc = await extractDocument(Buffer.from(text), 'reglaze.txt');
    const chunks = chunkParagraphs(doc.paragraphs).join('\n----\n');
    expect(chunks).toContain('## STEPS\n- Soak the pot overnight.\n- Scrape off the old glaze.\n- Paint on two thin coats. Let each coat dry.\n- Fire it at 1,000 degrees.');
    expect(chunks).not.toMatch(/\b\d\.\s/);
  });

  it('a Markdown paragraph of "Step N:" lines is a list', async () => {
    const md = '# Reglazing\n\nStep 1: Soak the pot overnight.\nStep 2: Scrape off the old glaze.\n';
    const doc = await extractDocument(Buffer.from(md), 'reglaze.md');
    expect(doc.paragraphs).toContain('- Soak the pot overnight.\n- Scrape off the old glaze.');
  });
});
