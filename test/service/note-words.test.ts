// Which words a missing-word note may name (src/service/note-words.ts, note-check.ts): no general verb or word of one
// or two letters, no abbreviation the sources write out, no unit the answer writes as its symbol, a hyphenated word
// named whole, and "the sources cited below discuss …" true of the cited sources. Table tests of the pure pieces, then
// the real service over documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedNote } from '../../src/service/note-check';
import { hyphenedAsAsked, saysNothingMissing, unitAsSymbol, writtenOut } from '../../src/service/note-words';
import type { RunningService } from '../../src/service/server';
import { stem } from '../../src/service/text';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('words a note may not name (pure but for the lexicon)', () => {
  it.each<[string, boolean]>([
    ['go', true],
    ['do', true],
    ['leave', true],
    ['get', true],
    ['keep', true],
    ['sauna', false],
    ['owners', false],
    ['hive', false],
  ])('saysNothingMissing(%j) = %j', (word, nothing) => {
    expect(saysNothingMissing(word)).toBe(nothing);
  });

  it.each<[string, string, boolean]>([
    ['UK', 'There are about 120,000 miles of dry stone wall in the United Kingdom.', true],
    ['RNLI', 'The Royal National Lifeboat Institution runs the station.', true],
    ['RSPB', 'The Royal Society for the Protection of Birds owns the reserve.', true],
    ['UK', 'The walls of Ulster are kept by volunteers.', false],
    ['uk', 'the United Kingdom', false],
  ])('writtenOut(%j, %j) = %j', (word, text, out) => {
    expect(writtenOut(word, text)).toBe(out);
  });

  it.each<[string, string, boolean]>([
    ['watts', 'Owners measure 238 W in normal mode.', true],
    ['litres', 'It collects 12 l a day.', true],
    ['watts', 'It is quiet at night.', false],
  ])('unitAsSymbol(%j, %j) = %j', (word, answer, symbol) => {
    expect(unitAsSymbol(word, answer)).toBe(symbol);
  });

  it('the parts of a hyphenated word are named as the word', () => {
    expect(hyphenedAsAsked(['wi', 'fi'], 'Does it have Wi-Fi?')).toEqual(['Wi-Fi']);
    expect(hyphenedAsAsked(['sauna'], 'Does it have Wi-Fi and a sauna?')).toEqual(['sauna']);
  });
});

describe('notes checked (pure but for the lexicon)', () => {
  const context = { question: 'Why do varroa mites go for drone brood?', answer: 'Mites prefer drone brood [1].', sourceStems: new Set(['mite', 'drone']) };
  it('no note about a general verb', () => {
    expect(checkedNote('None of the sources cited below uses the word "go"; the answer covers the rest of the question.', context)).toBe('');
  });
  it('"they discuss" after the cited sources is true of the cited sources only', () => {
    const note = 'Quire found nothing in the sources cited below that says how much a bottle costs; they discuss cost.';
    const question = 'What share of the mites does oxalic acid kill, and how much does a bottle cost?';
    expect(checkedNote(note, { question, answer: 'It kills 90 percent [1].', sourceStems: new Set(['cost', 'mite']), citedStems: new Set(['mite']) })).toBe('Quire found nothing in the sources cited below that says how much a bottle costs.');
    expect(checkedNote(note, { question, answer: 'It kills 90 percent [1].', sourceStems: new Set(['cost', 'mite']), citedStems: new Set(['mite', stem('cost')]) })).toBe(note);
  });
  it('a hyphenated word named whole in a part note', () => {
    expect(checkedNote('None of your sources uses the words "wi" or "fi", so this answer leaves out "does it have Wi-Fi".', { question: 'How many beds are there, and does it have Wi-Fi?', answer: 'beds 64 [1]', sourceStems: new Set() })).toBe('None of your sources uses the word "Wi-Fi", so this answer leaves out "does it have Wi-Fi".');
  });
});

const DOCUMENTS: Record<string, string> = {
  'hut.md': `---
title: Rifugio Alto – hut guide
---
Rifugio Alto has 64 beds in six dormitories. Half board costs 62 euros a night. The hut is open from June to September.
`,
};

describe('notes through the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('a hyphenated word no source uses is named whole, never as its parts', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many beds does Rifugio Alto have, and does it have Wi-Fi?', reasoning_loops: 1 }));
    const content = job.content ?? '';
    expect(content).toMatch(/64 beds/);
    expect(content).not.toMatch(/"wi"|"fi"/);
    expect(content).toMatch(/"Wi-Fi"/);
  });
});
