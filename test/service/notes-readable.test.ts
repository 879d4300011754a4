// @vitest-environment node
// Notes a reader can trust and read (issue #11): a note names as topics the sources discuss only nouns, names and
// compounds, never a verb's form or an adjective ("Your sources discuss kept and boards"); and in chat a note never
// says no source uses a word that names the kind one of the job's sources is ("none uses 'newspaper'" of a news
// report). Table tests of the pure decisions, then the real service over a news report written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namesKindOf } from '../../src/service/chat-source-kind';
import { isTopicWord } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob, type JobBody } from './helpers';

describe('the words a note may name as discussed (isTopicWord)', () => {
  it.each([
    ['kept', false],
    ['fired', false],
    ['cracked', false],
    ['wooden', false],
    ['boards', true],
    ['glaze', true],
    ['repair', true],
    ['ferry', true],
    ['rowing boat', true],
    ['2024', true],
  ] as const)('%j → %j', (word, topic) => {
    expect(isTopicWord(word)).toBe(topic);
  });
});

describe('a word naming the kind a source is (namesKindOf)', () => {
  it.each([
    ['newspaper', ['news'], true],
    ['articles', ['news'], true],
    ['spreadsheet', ['table'], true],
    ['newspaper', ['faq'], false],
    ['ferry', ['news', 'faq'], false],
  ] as const)('%j of %j → %j', (word, kinds, names) => {
    expect(namesKindOf(word, [...kinds])).toBe(names);
  });
});

const REPORT = `Harbour board buys an electric ferry for the Kelby crossing

By Ana Ruiz
Friday, 6 March 2026

The Kelby harbour board has bought a battery-electric ferry to replace the diesel Maid of Kelby on the ten-minute crossing. The new boat cost £3.1 million and will carry 40 passengers and four cars.

Running costs will fall to about £90,000 a year, the board said, against £210,000 for the diesel ferry. "Fuel was eating our budget," said harbour master Colm Devlin.

The ferry enters service in June after sea trials.
`;

describe('notes over the real service', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService({ 'kelby-ferry.txt': REPORT });
    job = await waitForJob(service, await createJob(service, { query: 'Why did the Kelby harbour board buy an electric ferry?', reasoning_loops: 1 }));
  });
  afterAll(async () => {
    await service.close();
  });

  it('a follow-up naming the source by its kind gets no note that no source uses that word', async () => {
    const reply = await askChat(service, job.id, 'I was wondering what the ferry will cost to run each year - does the newspaper give a figure?');
    expect(reply).toMatch(/90,000/);
    expect(reply).not.toMatch(/"newspaper"/);
  });
});
