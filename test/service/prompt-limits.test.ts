// @vitest-environment node
// system_prompt forms found by trying the sample library as a newcomer (issue #11, item 4): a word
// limit for each bullet ("3 bullet points, each under 20 words") is not a limit on the whole reply;
// "Answer yes or no first" opens with the verdict and the sentence that decides it; a reply under a
// word limit drops the lead-in, whose words the limit has no room for; "no citations" leaves the
// markers out and says so; "Explain like I'm five" is an audience; a "Year and Event" timeline puts
// the sentence under Event (not the words before its verb) and the year without its preposition; "the answer, then the
// evidence, then the limitations" lays it out in those sections; "a list of causes" and "a checklist" hold only points of
// that kind (things to do); "TL;DR first" puts the lead on its own line before the rest; a "Site" column takes the place a
// sentence names and a "Colonies lost" column the figure it counts of colonies (every Site cell was "—").
// Table tests on the pure readings, then the real service over HTTP with documents written here.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { countedIn, parseSystemPrompt, rowParts, sectionsAsked } from '../../src/service/prompt';
import { startTestService, tempDir, transformedBy } from './helpers';

describe('limits, verdicts, citations and audiences in a system prompt (parseSystemPrompt)', () => {
  it.each<[string, Partial<ReturnType<typeof parseSystemPrompt>>]>([
    ['Answer in exactly 3 bullet points, each under 20 words.', { format: 'bullets', count: 3, wordLimit: 20, wordLimitEach: true }],
    ['Three bullets, 15 words per bullet.', { format: 'bullets', wordLimit: 15, wordLimitEach: true }],
    ['Summarise in under 30 words.', { wordLimit: 30, wordLimitEach: false }],
    ['Give 3 points in no more than 60 words.', { wordLimit: 60, wordLimitEach: false }],
    ['Answer yes or no first, then one sentence of evidence.', { verdictFirst: true, format: 'sentences', count: 1 }],
    ['Start with yes/no.', { verdictFirst: true }],
    ['A short paragraph for a newspaper, no citations.', { noCitations: true }],
    ["Don't cite anything, just explain.", { noCitations: true }],
    ['List the sources at the end.', { noCitations: false, sourcesAtEnd: true }],
    ["Explain like I'm five.", { simple: true }],
    ['Explain it as if I were a child.', { simple: true }],
    ['Explain like a lawyer would.', { simple: false }],
  ])('%j → %j', (prompt, expected) => {
    expect(parseSystemPrompt(prompt)).toMatchObject(expected);
  });
});

describe('sections, the kind a list holds, and a summary first (sectionsAsked, parseSystemPrompt)', () => {
  it.each<[string, string[]]>([
    ['Give the answer, then the evidence, then the limitations.', ['answer', 'evidence', 'limitations']],
    ['Start with the verdict, followed by the caveats.', ['answer', 'limitations']],
    ['Summary then sources', ['answer', 'sources']],
    // one part, or a part that is no section of an answer: no sections
    ['Give the answer.', []],
    ['Read it, then translate it.', []],
  ])('%j → %j', (prompt, sections) => {
    expect(sectionsAsked(prompt)).toEqual(sections);
  });

  it.each<[string, Partial<ReturnType<typeof parseSystemPrompt>>]>([
    ['Format as a markdown list of causes, most important first.', { format: 'bullets', listOf: 'causes' }],
    ['Write a checklist I can print.', { format: 'bullets', numbered: true, listOf: 'advice' }],
    ['List the risks.', { format: 'bullets', listOf: 'risks' }],
    ['A bulleted list, please.', { format: 'bullets', listOf: null }],
    ['TL;DR first.', { format: 'prose', summaryFirst: true }],
    ['Start with a one-line summary.', { format: 'prose', summaryFirst: true }],
    ['TL;DR', { format: 'sentences', count: 1, summaryFirst: false }],
  ])('%j → %j', (prompt, expected) => {
    expect(parseSystemPrompt(prompt)).toMatchObject(expected);
  });
});

describe('a column naming a plural thing takes the figure counted of it (countedIn)', () => {
  it.each<[string, string, string | null]>([
    ['colonies_lost', 'The Riverside community apiary lost 9 of its 28 colonies over the winter.', '9 of its 28 colonies'],
    ['passengers', 'The ferry carried 41 passengers that morning.', '41 passengers'],
    ['passengers', 'The ferry carried 41 foot passengers.', '41 foot passengers'],
    // no figure of it, or no plural noun in the column
    ['passengers', 'The ferry was full.', null],
    ['site', 'The Riverside apiary lost 9 colonies.', null],
  ])('%s over %j → %j', (column, sentence, figure) => {
    expect(countedIn(column, sentence)).toBe(figure);
  });
});

describe('a sentence opening with a preposition names no row (rowParts)', () => {
  it.each<[string, string | null]>([
    ['By 1480 there were printing presses in more than a hundred towns.', null],
    ['In 1957 the pier was rebuilt.', null],
    ['The pier opened in 1869.', 'The pier'],
  ])('%j → label %j', (sentence, label) => {
    expect(rowParts(sentence).label).toBe(label);
  });
});

describe('system_prompt limits, verdict first, no citations and a timeline, over the service', () => {
  let service: RunningService;
  const transformed = (query: string, systemPrompt: string): Promise<string> => transformedBy(service, query, systemPrompt);

  beforeAll(async () => {
    const dir = tempDir('quire-prompt-limits-library-');
    fs.writeFileSync(
      path.join(dir, 'saltcombe-pier.md'),
      [
        '# Saltcombe pier: history and rules',
        '',
        'Saltcombe pier opened in 1869 as a landing stage for paddle steamers.',
        'A storm destroyed the pier head in 1953, and the pier stayed closed for four years.',
        'The pier was rebuilt in 1957 with a concrete deck on steel piles.',
        '',
        '## Rules on the pier',
        '',
        'Fishing from the pier is allowed all year with a day ticket from the kiosk.',
        'Cycling on the pier is not allowed at any time, and bicycles must be left at the racks by the gate.',
        'Dogs are welcome on the pier if they are kept on a lead.',
        'The pier gates close at dusk in winter and at 10pm in summer.',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'apiary-losses.md'),
      '# Winter losses at the city apiaries\n\nThe Riverside community apiary lost 9 of its 28 colonies over the winter. The Northgate apiary lost 3 of its 11 colonies.\n',
    );
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"each under N words" keeps every bullet under N words instead of one bullet for the whole reply', async () => {
    const reply = await transformed('What are the rules on Saltcombe pier?', 'Answer in exactly 3 bullet points, each under 16 words.');
    const bullets = (reply.split('\n\n')[0] ?? '').split('\n').filter((l) => l.startsWith('- '));
    expect(bullets).toHaveLength(3);
    for (const bullet of bullets) expect(bullet.replace(/^- /, '').replace(/\s?\[\d+\]/g, '').split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(16);
  });

  it('"Answer yes or no first" opens with the verdict, then the sentence that decides it', async () => {
    const reply = await transformed('Can I cycle on Saltcombe pier?', 'Answer yes or no first, then one sentence of evidence.');
    expect(reply).toMatch(/^No\. /);
    expect(reply.split('\n\n')[0]).toMatch(/Cycling on the pier is not allowed at any time/);
  });

  it('a word limit leaves out the lead-in and keeps the reply within the limit', async () => {
    const reply = await transformed('Can I cycle on Saltcombe pier?', 'Answer in under 25 words.');
    const body = reply.split('\n\n')[0] ?? '';
    expect(body).not.toMatch(/In short|Your sources point/);
    expect(body.replace(/\[\d+\]/g, '').split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(25);
    expect(body).toMatch(/not allowed/);
  });

  it('"no citations" leaves the [n] markers out of the reply and says so', async () => {
    const reply = await transformed('Can I fish from Saltcombe pier?', 'A short paragraph for a newsletter, no citations.');
    expect(reply).toMatch(/Fishing from the pier is allowed/);
    expect(reply).not.toMatch(/\[\d+\]/);
    expect(reply).toMatch(/citations left out as asked/);
  });

  it('"a checklist" holds the things to do, not every point of the answer', async () => {
    const reply = await transformed('What are the rules on Saltcombe pier?', 'Write a checklist I can print.');
    const items = (reply.split('\n\n')[0] ?? '').split('\n');
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(item).toMatch(/^\d+\. .*(?:must|allowed|kept on a lead|close at dusk)/);
    expect(reply).not.toMatch(/paddle steamers|concrete deck/);
  });

  it('"the answer, then the evidence, then the limitations" lays the answer out in those sections', async () => {
    const reply = await transformed('Can I cycle on Saltcombe pier?', 'Give the answer, then the evidence, then the limitations.');
    expect(reply).toMatch(/^\*\*Answer\*\*\n\n.*Cycling on the pier is not allowed/);
    expect(reply).toMatch(/\*\*Evidence\*\*\n\n/);
    expect(reply).toMatch(/\*\*Limitations\*\*\n\n/);
    expect(reply.indexOf('**Answer**')).toBeLessThan(reply.indexOf('**Evidence**'));
    expect(reply.indexOf('**Evidence**')).toBeLessThan(reply.indexOf('**Limitations**'));
  });

  it('"TL;DR first" puts the lead on a line of its own before the rest, never twice', async () => {
    const reply = await transformed('What is the history of Saltcombe pier?', 'TL;DR first.');
    const [tldr, rest] = reply.split('\n\n');
    expect(tldr).toMatch(/^TL;DR: .*\[\d\]\.$/);
    const lead = (tldr ?? '').replace(/^TL;DR: (?:In short: )?/, '').replace(/ \[\d\]\.$/, '');
    expect(rest ?? '').not.toContain(lead);
  });

  it('"columns Site and Colonies lost" take the place each sentence names and the figure it counts', async () => {
    const reply = await transformed('How many colonies did the apiaries lose over the winter?', 'A table with columns Site and Colonies lost.');
    expect(reply).toMatch(/\| Riverside \[\d\] \| 9 of its 28 colonies \|/);
    expect(reply).toMatch(/\| Northgate \[\d\] \| 3 of its 11 colonies \|/);
    expect(reply).not.toMatch(/\| — \|/);
  });

  it('a "Year and Event" timeline has each year with the sentence that dates it', async () => {
    const reply = await transformed('What is the history of Saltcombe pier?', 'Give me a timeline table with columns Year and Event.');
    expect(reply).toMatch(/^\| year \| event \|/);
    expect(reply).toMatch(/\| 1869 \[\d\] \| Saltcombe pier opened in 1869 as a landing stage for paddle steamers\. \|/);
    expect(reply).toMatch(/\| 1957 \[\d\] \| The pier was rebuilt in 1957/);
    expect(reply).not.toMatch(/\| (?:in|by) \d{4}/);
    expect(reply).not.toMatch(/\| — \|/);
  });
});
