// @vitest-environment node
// A rule limited to months read against the month asked (verdict-condition.ts monthVerdict): "Do dogs have to be on a
// lead in October?" over "Dogs must be kept on a lead between March and July" was refused ("none of them uses the word
// october") and, in a chat follow-up, answered yes; October is outside the range, so the rule says no; April is inside,
// yes. The month asked is the case the rule is read against, not a word the source must use (concepts.ts). Table tests,
// then research and a chat follow-up over the real service with a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedMonths, monthVerdict, statedMonths } from '../../src/service/verdict-condition';
import type { RunningService } from '../../src/service/server';
import { researchContent, startLibraryService } from './helpers';

describe('months asked and stated (table)', () => {
  it.each<[string, number[]]>([
    ['Do dogs have to be on a lead in October?', [9]],
    ['Can I camp there in June or July?', [5, 6]],
    // "may" is a month only after a preposition
    ['May I bring my dog?', []],
    ['Is the hide open in May?', [4]],
  ])('askedMonths(%j) = %j', (query, months) => {
    expect([...askedMonths(query)].sort((a, b) => a - b)).toEqual(months);
  });
  it.each<[string, number[] | null]>([
    ['Dogs must be kept on a lead between March and July.', [2, 3, 4, 5, 6]],
    ['The café is closed from November to February.', [10, 11, 0, 1]],
    ['Guided walks run April–June.', [3, 4, 5]],
    ['The hide reopened in March.', null],
  ])('statedMonths(%j) = %j', (sentence, months) => {
    const stated = statedMonths(sentence);
    expect(stated ? [...stated].sort((a, b) => a - b) : null).toEqual(months ? [...months].sort((a, b) => a - b) : null);
  });
  it.each<[string, string, string | null]>([
    ['Do dogs have to be on a lead in October?', 'Dogs must be kept on a lead between March and July.', 'no'],
    ['Do dogs have to be on a lead in April?', 'Dogs must be kept on a lead between March and July.', 'yes'],
    ['Must dogs be on a lead in February and March?', 'Dogs must be kept on a lead between March and July.', 'qualified'],
    // a closure read only inside its months
    ['Is the café open in December?', 'The café is closed from November to February.', 'no'],
    ['Is the café open in June?', 'The café is closed from November to February.', null],
    ['Is the café open?', 'The café is closed from November to February.', null],
    // what happens in those months is no rule about what is asked
    ['Should I water the corms in July?', 'The corms are dormant from June to August and rot in wet soil.', null],
  ])('monthVerdict(%j, %j) = %s', (query, sentence, verdict) => {
    expect(monthVerdict(query, sentence)).toBe(verdict);
  });
});

describe('a rule limited to months, over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'woods-rules.md': '# Ashcombe Woods: visitor rules\n\n## Dogs\n\nDogs are welcome in Ashcombe Woods. Dogs must be kept on a lead between March and July, when ground-nesting birds are breeding. Please bag and bin dog waste.\n\n## Cycling\n\nCycling is allowed on the main track only.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });
  const answer = (query: string): Promise<string> => researchContent(service, query);

  it('"…in October?" is no, "…in April?" is yes, each on the rule, cited', async () => {
    const october = await answer('Do dogs have to be on a lead in October?');
    expect(october.split('\n')[0]).toMatch(/^Your sources point to no: Dogs must be kept on a lead between March and July.*\[1\]/);
    const april = await answer('Do dogs have to be on a lead in April?');
    expect(april.split('\n')[0]).toMatch(/^Your sources point to yes: Dogs must be kept on a lead between March and July.*\[1\]/);
  });
});
