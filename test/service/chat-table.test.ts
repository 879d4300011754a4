// A chat table of the amounts a follow-up names ("Put the dates in a table"): only the answer's cited
// sentences that state such an amount, the amount as written in a first column, dates in time order
// (src/service/chat-table.ts, chat-intent.ts). Table tests of the pure pieces, then the real service over
// documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountIn } from '../../src/service/amounts';
import { chatIntent } from '../../src/service/chat-intent';
import { amountRows, columnKinds } from '../../src/service/chat-table';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('a table of the amounts asked for (pure)', () => {
  it.each([
    ['Put the dates in a table.', { kind: 'table', column: 'dates' }],
    ['Can you make a table of the costs?', { kind: 'table', column: 'costs' }],
    ['Put that in a table.', { kind: 'table' }],
  ])('chatIntent(%j)', (message, intent) => {
    expect(chatIntent(message)).toEqual(intent);
  });

  it.each([
    ['dates', ['date']],
    ['years', ['date']],
    ['costs', ['money']],
    ['fees', ['money']],
    ['distances', ['length']],
    ['figures', ['money', 'count', 'time', 'length', 'weight', 'temperature', 'speed', 'frequency', 'date']],
  ])('columnKinds(%j)', (column, kinds) => {
    expect(columnKinds(column)).toEqual(kinds);
  });

  it.each([
    ['The lighthouse was built between 1821 to 1824 by the harbour trust.', 'date', '1821 to 1824'],
    ['The keepers left in 1988.', 'date', 'in 1988'],
  ] as const)('amountIn(%j, %j) = %j (a range of years is one date)', (text, kind, amount) => {
    expect(amountIn(text, kind)).toBe(amount);
  });

  it('keeps only sentences stating a date, the year without "in", in time order', () => {
    const sentences = [
      { text: 'The keepers left in 1988 [1].' },
      { text: 'The tower is 31 metres tall [1].' },
      { text: 'The first light was shown around 1824 [2].' },
    ];
    expect(amountRows(sentences, 'dates').map((r) => [r.amount, r.sentence.text])).toEqual([
      ['around 1824', 'The first light was shown around 1824 [2].'],
      ['1988', 'The keepers left in 1988 [1].'],
    ]);
    expect(amountRows(sentences, 'distances').map((r) => r.amount)).toEqual(['31 metres']);
  });
});

const DOCUMENTS: Record<string, string> = {
  'skerry-light-history.md':
    '# The Skerry lighthouse\n\nThe Skerry lighthouse was first lit in 1824, after three wrecks on the reef in one winter. Its keepers were withdrawn in 1988, when the light was automated. The tower is 31 metres tall and its light reaches 18 nautical miles.\n',
  'skerry-light-repairs.md':
    '# Repairs to the Skerry lighthouse\n\nThe Skerry lighthouse lantern was replaced in 1902 after a storm cracked its glazing. A new foghorn was fitted to the Skerry lighthouse in 1931 and silenced in 2005.\n',
};

describe('answers over the real service: "Put the dates in a table"', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('puts each dated point of the answer in a row, the date first, earliest first', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When was the Skerry lighthouse lit, automated and repaired?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const reply = await askChat(service, job.id, 'Put the dates in a table.');
    const lines = reply.split('\n');
    expect(lines[0]).toBe('| Date | What your sources say | Source |');
    const years = lines.slice(2).map((line) => Number(/^\| (?:\D*?)(\d{4})/.exec(line)?.[1]));
    expect(years.length).toBeGreaterThanOrEqual(3);
    expect(years.every((y) => y >= 1800)).toBe(true);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    // no undated point ("31 metres tall") is a row
    expect(reply).not.toMatch(/31 metres/);
    for (const line of lines.slice(2)) expect(line).toMatch(/\[\d\]\. \| [^|]+ \|$/);
  });

  it('says so when no sentence of the sources states the amount asked for', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When was the Skerry lighthouse lit, automated and repaired?', reasoning_loops: 2 }));
    const reply = await askChat(service, job.id, 'Can you make a table of the costs?');
    expect(reply).toBe('None of these sources states any costs, so there is nothing to put in that table.');
  });
});
