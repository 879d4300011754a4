// Lists written as plain lines (src/service/list-lines.ts, extract.ts): a text file's numbered or bulleted lines and a
// Markdown paragraph's "Step 1:" or "•" lines are list items, one step each, in their order; one numbered line over
// its section ("1. SUMMARY") is no list. Lines written for this test.
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../src/service/extract';
import { isFieldLine, listPieces, markedItem } from '../../src/service/list-lines';
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

  it.each<[string, boolean]>([
    ['Power: 1000 W, 220-240 V', true],
    ['Eggs (soft, in the shell): 63°C, 45 minutes', true],
    ['CLLR DEV SANDHU: The quote is £85,000.', true],
    ['Q: How long does it take?', false],
    ['the rule is: no dogs', false],
    ['10:30 the bus left', false],
    ['So this is what happened today at the long meeting: nothing', false],
  ])('isFieldLine(%j) = %j', (line, field) => {
    expect(isFieldLine(line)).toBe(field);
  });

  it('two or more field lines in a row are items, one each; the lines around them stay text', () => {
    expect(listPieces(['SPECIFICATIONS', 'Power: 1000 W', 'Weight: 1.1 kg', 'Keep it dry.'])).toEqual([
      { lines: ['SPECIFICATIONS'] },
      { items: ['Power: 1000 W', 'Weight: 1.1 kg'] },
      { lines: ['Keep it dry.'] },
    ]);
    // one field line is no list; a question and its answer are no fields
    expect(listPieces(['Note: bring a towel.', 'The pool opens at 9.'])).toBeNull();
    expect(listPieces(['Question: Can I bring a dog?', 'Answer: Only on a lead.'])).toBeNull();
  });

  it('a numbered heading over items of another mark heads them, no item itself', () => {
    expect(listPieces(['1. SAFETY', '- Keep the water topped up.', '- Unplug it first.'])).toEqual([
      { lines: ['1. SAFETY'] },
      { items: ['Keep the water topped up.', 'Unplug it first.'] },
    ]);
    // numbered items under a numbered line are all items
    expect(listPieces(['1. Soak it.', '2. Scrape it.'])).toEqual([{ items: ['Soak it.', 'Scrape it.'] }]);
  });

  it('a text file\'s specification lines under a numbered heading are fields under that heading, never one run of text', async () => {
    const text = 'KETTLE MANUAL\n\nRead this first.\n\n2. SPECIFICATIONS\nPower: 3000 W\nCapacity: 1.7 litres\nWeight: 1.1 kg\n\n3. CLEANING\nDescale it monthly.\n';
    const doc = await extractDocument(Buffer.from(text), 'kettle.txt');
    expect(doc.paragraphs).toContain('## 2. SPECIFICATIONS');
    expect(doc.paragraphs).toContain('- Power: 3000 W\n- Capacity: 1.7 litres\n- Weight: 1.1 kg');
  });

  it('a Markdown paragraph of "Step N:" lines is a list', async () => {
    const md = '# Reglazing\n\nStep 1: Soak the pot overnight.\nStep 2: Scrape off the old glaze.\n';
    const doc = await extractDocument(Buffer.from(md), 'reglaze.md');
    expect(doc.paragraphs).toContain('- Soak the pot overnight.\n- Scrape off the old glaze.');
  });
});
