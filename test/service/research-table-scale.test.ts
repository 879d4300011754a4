// Table scales that say what their figures mean (src/service/table-scale.ts, table-rows.ts): a
// column named "Tenderness (1–5, 5 = most tender)", "Score (1 = best)" or "Noise, lower is better"
// ties a quality to one end; the superlative a question asks ("the toughest", "the least tender",
// "the best") picks the row at the right end, by the quality's WordNet antonym, direct or indirect
// ("chewy" is a satellite of tough, tender's antonym), where it is the opposite one; a quality the
// column does not tie to its scale picks nothing. Rows of one table in several passages are one table.
// The same indirect antonyms read comparisons ("more tender" answers "chewier?"). Table tests over the pure functions on names written here, then
// the real service over a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { comparisonQuestion, comparisonStated } from '../../src/service/comparison';
import { oppositeStems, parseLexicon } from '../../src/service/lexicon';
import { askedEnd, qualityAgreement, scaleEnd } from '../../src/service/table-scale';
import { stem } from '../../src/service/text';
import { rowWeights, superlativeAsked } from '../../src/service/table-rows';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('what a column says its scale means (scaleEnd)', () => {
  it.each<[string, ReturnType<typeof scaleEnd>]>([
    ['Tenderness (1–5, 5 = most tender)', { quality: 'tender', end: 'high' }],
    ['Drought tolerance (1-9; 1 = most tolerant)', { quality: 'tolerant', end: 'low' }],
    ['Score (1 = best, 10 = worst)', { quality: 'good', end: 'low' }],
    ['Hardiness (1 to 5, 5 = hardiest)', { quality: 'hardy', end: 'high' }],
    ['Noise in dB (lower is better)', { quality: 'good', end: 'low' }],
    ['Yield (t/ha, higher means more productive)', { quality: 'productive', end: 'high' }],
    ['Sweetness (1–5, 1 = least sweet)', { quality: 'sweet', end: 'high' }],
    ['Price (£)', null],
  ])('%j → %j', (name, expected) => {
    expect(scaleEnd(name)).toEqual(expected);
  });
});

describe('the quality asked against the scale\'s (qualityAgreement) and the end asked for (askedEnd)', () => {
  it('"o" lines of the lexicon are indirect antonyms of adjectives, both ways (parseLexicon)', () => {
    const parsed = parseLexicon('a tender tough\no chewy tender\n');
    expect([...(parsed.opposites?.get(stem('chewy')) ?? [])]).toEqual([stem('tender')]);
    expect([...(parsed.opposites?.get(stem('tender')) ?? [])]).toEqual([stem('chewy')]);
    // the shipped file carries them: "chewy" is a satellite of tough, the antonym of tender
    expect(oppositeStems('tender').has(stem('chewy'))).toBe(true);
  });

  it.each<[string, string, number]>([
    ['tender', 'tender', 1],
    ['tough', 'tender', -1],
    // an indirect antonym (WordNet's adjective cluster of "tough")
    ['chewy', 'tender', -1],
    ['good', 'good', 1],
    ['bad', 'good', -1],
    ['fragrant', 'tender', 0],
  ])('qualityAgreement(%j, %j) = %j', (asked, scale, agreement) => {
    expect(qualityAgreement(asked, scale)).toBe(agreement);
  });

  it.each<[string, string, string | null, 'high' | 'low' | null]>([
    ['Tenderness (1–5, 5 = most tender)', 'most', 'tough', 'low'],
    ['Tenderness (1–5, 5 = most tender)', 'most', 'tender', 'high'],
    ['Tenderness (1–5, 5 = most tender)', 'least', 'tender', 'low'],
    ['Score (1 = best, 10 = worst)', 'best', null, 'low'],
    ['Score (1 = best, 10 = worst)', 'worst', null, 'high'],
    // a quality the scale does not speak of: no end
    ['Tenderness (1–5, 5 = most tender)', 'most', 'fragrant', null],
    ['Price (£)', 'most', 'tough', null],
  ])('askedEnd(%j, %j, %j) = %j', (name, superlative, quality, end) => {
    expect(askedEnd(name, superlative, quality)).toBe(end);
  });

  it.each([
    ['Which cut is the toughest?', { superlative: 'most', quality: 'tough' }],
    ['Which variety is the least tender?', { superlative: 'least', quality: 'tender' }],
    ['Which kettle scored best?', { superlative: 'best', quality: null }],
    ['What is the interest rate?', null],
  ])('superlativeAsked(%j)', (query, expected) => {
    expect(superlativeAsked(query)).toEqual(expected);
  });
});

describe('indirect antonyms in comparisons (comparisonStated)', () => {
  it.each<[string, 'yes' | 'no']>([
    ['The fillet is more tender than the brisket.', 'yes'],
    ['The brisket is more tender than the fillet.', 'no'],
  ])('"Is the brisket chewier than the fillet?" / %j → %j', (sentence, verdict) => {
    const q = comparisonQuestion('Is the brisket chewier than the fillet?');
    if (!q) throw new Error('a comparison');
    expect(comparisonStated(sentence, q)).toBe(verdict);
  });
});

describe('the row a superlative picks on a declared scale (rowWeights)', () => {
  const column = 'Tenderness (1–5, 5 = most tender)';
  const rows = [
    [{ name: 'Cut', value: 'Fillet' }, { name: column, value: '5' }],
    [{ name: 'Cut', value: 'Brisket' }, { name: column, value: '1' }],
    [{ name: 'Cut', value: 'Rump' }, { name: column, value: '3' }],
  ];
  it.each<[string, number[]]>([
    ['Which cut of beef is the toughest?', [1, 2, 1]],
    ['Which cut of beef is the most tender?', [2, 1, 1]],
    ['Which cut of beef is the least tender?', [1, 2, 1]],
    ['Which cut of beef is the chewiest?', [1, 2, 1]],
    ['Which cut of beef is the most fragrant?', [1, 1, 1]],
  ])('%j → %j', (query, weights) => {
    expect(rowWeights(rows, ['cut', 'beef'], query)).toEqual(weights);
  });
});

describe('through the service (a Markdown table written here)', () => {
  const table = [
    '# Beef cuts for the slow cooker',
    '',
    'Butchers grade each cut for tenderness after a standard two-hour braise.',
    '',
    '| Cut | Tenderness (1–5, 5 = most tender) | Best cooking |',
    '|---|---|---|',
    '| Fillet | 5 | Quick roast |',
    '| Sirloin | 4 | Grill |',
    '| Rump | 3 | Grill or braise |',
    '| Chuck | 2 | Slow braise |',
    '| Shin | 1 | Slow braise for six hours |',
    '',
  ].join('\n');

  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('service: "the least tender" and "the toughest" (WordNet: tough is tender\'s antonym) lead with the low end, "the most tender" with the high end', async () => {
    expect((await upload(service, 'beef-cuts.md', table, 'text/markdown')).status).toBe(200);
    const least = await waitForJob(service, await createJob(service, { query: 'Which beef cut in the tenderness grades is the least tender?', reasoning_loops: 2 }));
    expect(least.status).toBe('completed');
    // (named first in the sentence that lists the cuts by the grade, table-extreme.ts)
    expect(String(least.content)).toMatch(/^(?:.*\n\n)?In short: Tenderness [^[:]*?: Shin \(\d\) </);
    const toughest = await waitForJob(service, await createJob(service, { query: 'Which beef cut in the tenderness grades is the toughest?', reasoning_loops: 2 }));
    expect(String(toughest.content)).toMatch(/^(?:.*\n\n)?In short: Tenderness [^[:]*?: Shin \(\d\) </);
    // the high end leads too, over the sentence that describes the grading
    const most = await waitForJob(service, await createJob(service, { query: 'Which beef cut in the tenderness grades is the most tender?', reasoning_loops: 2 }));
    expect(String(most.content)).toMatch(/^(?:.*\n\n)?In short: Tenderness [^[:]*?: Fillet \(\d\) >/);
  });
});
