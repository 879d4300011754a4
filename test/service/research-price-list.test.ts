// @vitest-environment node
// A price list asked what a thing costs. Over a bike-hire CSV ("Tandem,14,48,120,…" under "Day rate (GBP)"), "How much is
// a tandem?" said "Your sources do not give a sum for the tandem on its own" above the tandem's own row: untrue. A currency
// in brackets ("day rate (GBP) 48") was dropped with the asides, so the row gave no sum (money.ts, asked-part.ts).
// (Still refused, and kept in view: "How much does a tandem cost?" — "none of them uses the word cost"; making what is
// paid a frame word broke thirteen decisions that rest on "cost" being required.) Table tests, then the answers over the
// real service with documents written here (a domain of its own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givesSum } from '../../src/service/money';
import { askedPart, givesAskedPart, sumBoundTo } from '../../src/service/asked-part';
import type { RunningService } from '../../src/service/server';
import { researchContent, startLibraryService } from './helpers';

describe('a sum of money, in a sentence or a table row (givesSum, sumBoundTo, table)', () => {
  it.each<[string, boolean]>([
    ['Entry costs £8.50 for adults.', true],
    ['Tandem: hourly rate (GBP) 14; day rate (GBP) 48.', true],
    ['Season ticket: price (€) 120.', true],
    ['The fare is EUR 40 return.', true],
    ['It costs 30 pounds.', true],
    ['The tandem needs two riders over 1.5 metres tall.', false],
    ['Frame sizes (cm) 48.', false],
  ])('givesSum(%j) = %s', (text, gives) => {
    expect(givesSum(text)).toBe(gives);
  });

  it('binds a row\'s sum to the row\'s own thing, and the cost question to it', () => {
    const row = 'Tandem: hourly rate (GBP) 14; day rate (GBP) 48; deposit (GBP) 120; frame sizes One size.';
    expect(sumBoundTo(row, 'tandem')).toBe(true);
    expect(sumBoundTo(row, 'hybrid')).toBe(false);
    const asked = askedPart('How much is a tandem?');
    expect(asked?.role).toBe('cost');
    if (asked) expect(givesAskedPart(asked, row, 'How much is a tandem?')).toBe(true);
  });
});

describe('a price list over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'bike-hire-prices.csv': 'Bike,Hourly rate (GBP),Day rate (GBP),Deposit (GBP),Frame sizes\nCity cruiser,6,22,50,"S, M, L"\nHybrid,8,28,75,"S, M, L, XL"\nTandem,14,48,120,One size\nChild\'s bike,4,15,30,"20in, 24in"\n',
      'bike-hire-guide.md': '---\ntitle: Greenway Bike Hire: a visitor\'s guide\n---\n# Greenway Bike Hire\n\nGreenway Bike Hire rents bicycles from the old station yard at Millbrook. Helmets and locks are included in every hire.\n\nRiders under 14 must be accompanied by an adult. The tandem needs two riders over 1.5 metres tall.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });
  const answer = (query: string): Promise<string> => researchContent(service, query);

  it.each(['How much is a tandem?', 'How much does it cost to hire a tandem?'])('%s → the tandem\'s row, no "do not give a sum"', async (query) => {
    const content = await answer(query);
    expect(content.split('\n')[0]).toMatch(/Tandem: hourly rate \(GBP\) 14; day rate \(GBP\) 48/);
    expect(content).not.toMatch(/do not give a sum|none of them uses the word/);
  });

  it('a thing the list does not hold is still refused', async () => {
    const content = await answer('How much does a helicopter cost?');
    expect(content).toMatch(/helicopter/);
    expect(content).not.toMatch(/\[\d+\]/);
  });
});
