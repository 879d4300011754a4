// @vitest-environment node
// system_prompt tables with columns the user names (issue #11, item 4): a column naming a kind of
// amount ("Fee", "Date", "Weight") takes the amount each sentence states, and only sentences stating
// one become rows; the first other column ("Item", "Stage") names what the row is about (a label
// before a colon, or the sentence's subject); the rest of the columns take what it says. Also: JSON
// keys of several words prefer the sentences naming every word; bullets carry no "In short:"; "one
// sentence" takes a sentence that stands alone rather than overrunning. Table tests on the pure
// readings, then the real service over HTTP with documents written here.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { amountIn, columnDimension } from '../../src/service/amounts';
import { rowParts } from '../../src/service/prompt';
import { startTestService, tempDir, transformedBy } from './helpers';

describe('the amount a sentence states (amountIn) and the kind a column asks (columnDimension)', () => {
  it.each<[string, Parameters<typeof amountIn>[1], string | null]>([
    ['A day ticket costs NOK 120 on board.', 'money', 'NOK 120'],
    ['Parking is €4.50 an hour.', 'money', '€4.50'],
    ['The permit fee is 35 CHF.', 'money', '35 CHF'],
    ['Each crate weighs about 38 kilograms when full.', 'weight', '38 kilograms'],
    ['The loft stays at 8 to 9 °C all year.', 'temperature', '8 to 9 °C'],
    ['The pier was rebuilt in March 1954 after the storm.', 'date', 'March 1954'],
    ['The pier was rebuilt in 1954.', 'date', 'in 1954'],
    ['The crossing takes 14 minutes.', 'time', '14 minutes'],
    ['The ferry carried 41 passengers.', 'count', '41 passengers'],
    ['Tickets are sold at the kiosk.', 'money', null],
  ])('%j, %s → %j', (text, dimension, amount) => {
    expect(amountIn(text, dimension)).toBe(amount);
  });

  it.each<[string, ReturnType<typeof columnDimension>]>([
    ['fee', 'money'],
    ['price_nok', 'money'],
    ['date', 'date'],
    ['year', 'date'],
    ['weight', 'weight'],
    ['duration', 'time'],
    ['item', null],
    ['meaning', null],
  ])('%j → %j', (column, dimension) => {
    expect(columnDimension(column)).toBe(dimension);
  });
});

describe('what a row is about and what it says (rowParts)', () => {
  it.each<[string, string | null, string]>([
    ['Amber (Level 2): swimming is allowed between the flags only.', 'Amber (Level 2)', 'swimming is allowed between the flags only.'],
    ['An extra checked bag costs NOK 450 when booked online.', 'An extra checked bag', 'An extra checked bag costs NOK 450 when booked online.'],
    ['The Corran ferry left the slip at 07:10.', 'The Corran ferry', 'The Corran ferry left the slip at 07:10.'],
    ['Each wheel weighs about 38 kg.', 'Each wheel', 'Each wheel weighs about 38 kg.'],
    ['If you miss the last ferry, the harbour office books a room.', null, 'If you miss the last ferry, the harbour office books a room.'],
  ])('%j → %j', (sentence, label, rest) => {
    expect(rowParts(sentence)).toEqual({ label, rest });
  });
});

describe('system_prompt tables, keys, bullets and one sentence, over the service', () => {
  let service: RunningService;
  const transformed = (query: string, systemPrompt: string): Promise<string> => transformedBy(service, query, systemPrompt);

  beforeAll(async () => {
    const dir = tempDir('quire-prompt-tables-library-');
    fs.writeFileSync(
      path.join(dir, 'lido-prices.md'),
      '# Brockwell lido: tickets and prices\n\nA single adult swim costs £8.50 at the gate. A child swim costs £4 and children under three swim free. A ten-swim card costs £70 and never expires. Towels can be hired at the kiosk. The lido opens at 6.30 every morning from May to September.\n',
    );
    fs.writeFileSync(
      path.join(dir, 'beach-flags.md'),
      '# Beach flags at Porthmeor\n\nThe lifeguards fly one of three flags each day.\n\n- Green: the sea is calm and swimming is safe between the flags.\n- Amber: swimming is allowed with care, close to the shore.\n- Red: the sea is dangerous and nobody may swim.\n\nThe flags are changed whenever the tide turns.\n',
    );
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"a table with columns Ticket and Price" has a row for each price the sources state', async () => {
    const table = await transformed('What do tickets cost at Brockwell lido?', 'Answer as a table with columns Ticket and Price.');
    const lines = table.split('\n\n')[0]?.split('\n') ?? [];
    expect(lines.slice(0, 2)).toEqual(['| ticket | price |', '|---|---|']);
    const rows = lines.slice(2);
    expect(rows.join('\n')).toMatch(/\| A single adult swim \[\d\] \| £8\.50 \|/);
    expect(rows.join('\n')).toMatch(/\| A ten-swim card \[\d\] \| £70 \|/);
    // every row has a price: "Towels can be hired" is no row
    for (const row of rows) expect(row).toMatch(/\| £\d/);
    expect(table).not.toMatch(/Towels/);
  });

  it('"columns Flag and Meaning" take the label before each colon and what follows it', async () => {
    const table = await transformed('What do the beach flags at Porthmeor mean?', 'Make a table with columns Flag and Meaning.');
    expect(table).toMatch(/\| Red \[\d\] \| the sea is dangerous and nobody may swim\. \|/);
    expect(table).toMatch(/\| Green \[\d\] \| the sea is calm and swimming is safe between the flags\. \|/);
    expect(table).not.toMatch(/—/);
  });

  it('a key of two words takes the sentences naming both, not every sentence naming one', async () => {
    const json = /```json\n([\s\S]*?)\n```/.exec(await transformed('What do tickets cost at Brockwell lido?', 'Return JSON with keys swims and adult_swim.'))?.[1] ?? '{}';
    const value = JSON.parse(json) as Record<string, string[]>;
    // "swims" fits every sentence naming a swim; "adult_swim" only the one naming an adult swim
    expect((value.swims ?? []).length).toBeGreaterThanOrEqual(2);
    expect(value.adult_swim).toHaveLength(1);
    expect(value.adult_swim?.[0]).toMatch(/A single adult swim costs £8\.50/);
  });

  it('bullets are points of their own, without the answer\'s "In short:"', async () => {
    const bullets = await transformed('What do tickets cost at Brockwell lido?', 'Give exactly 2 bullet points.');
    const lines = bullets.split('\n\n')[0]?.split('\n') ?? [];
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^- (?!In short)[A-Z].*\[\d\]\.$/);
  });
});
