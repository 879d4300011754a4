// A research question with a form in front or behind (src/service/question-form.ts, research.ts composeAnswer):
// "Briefly, in one sentence: why …?" is answered as the question itself, in the number of sentences asked, and the
// one sentence of a why-question is its cause (why-lead.ts: a cause given of the very thing asked keeps the lead over
// a point that names more of the question but explains something else through it). Words inside a question ("safe
// for a child") are never a form. Documents and wording written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionForm } from '../../src/service/question-form';
import { whyLead } from '../../src/service/why-lead';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('questionForm (pure)', () => {
  it.each<[string, string, number | null, boolean]>([
    ['Briefly, in one sentence: why did the mill wheel stop turning?', 'Why did the mill wheel stop turning?', 1, false],
    ['Answer in two sentences: how much does a permit cost?', 'How much does a permit cost?', 2, false],
    ['In one sentence, why was the ferry cancelled?', 'Why was the ferry cancelled?', 1, false],
    ['Why was the ferry cancelled? One sentence please.', 'Why was the ferry cancelled?', 1, false],
    ['Why was the ferry cancelled, in one sentence?', 'Why was the ferry cancelled?', 1, false],
    ['In plain words, how does the heat pump work?', 'How does the heat pump work?', null, true],
    ['Explain simply why the orchard is netted.', 'Why the orchard is netted?', null, true],
    // an age after "like I'm" is the reader's, whatever the number ("ten" is no word of the question)
    ["Why does the bay glow? Explain it like I'm 10.", 'Why does the bay glow?', null, true],
    ["Explain like I'm ten: why does the bay glow?", 'Why does the bay glow?', null, true],
  ])('%j → %j', (query, question, sentences, plain) => {
    const read = questionForm(query);
    expect(read.question).toBe(question);
    expect(read.form?.sentences ?? null).toBe(sentences);
    expect(read.form?.plain ?? false).toBe(plain);
  });

  it.each<[string, string, number | null | undefined]>([
    // a form phrase opened by "as"/"in" that ends the request
    ['List the checks before taking out a club boat as 4 bullet points.', 'List the checks before taking out a club boat.', 4],
    ['Summarise the minutes as a list.', 'Summarise the minutes.', null],
    ['Why did the mill close in two sentences?', 'Why did the mill close?', undefined],
  ])('%j → %j in bullets %j', (query, question, bullets) => {
    const read = questionForm(query);
    expect(read.question).toBe(question);
    expect(read.form?.bullets).toBe(bullets);
  });

  it.each([
    'Is the climbing wall safe for a child?',
    'Can dogs walk on the dunes, and is there a café?',
    'How do I explain simply to my landlord that the boiler is broken?',
    'Note: why is the harbour wall higher on the east side?',
    'Which one sentence of the lease covers pets?',
    'Can I write the rules in one sentence of the handbook?',
    'Is it safe to keep as a pet in a flat?',
  ])('%j asks no form', (query) => {
    expect(questionForm(query)).toEqual({ question: query, form: null });
  });
});

describe('whyLead: a cause of the very thing asked keeps the lead', () => {
  it('over a point that names more of the question but explains another act', () => {
    const candidates = [
      { score: 30, sentences: ['The engineer said the cracks were caused by frost getting into the old mortar joints.'] },
      { score: 28, sentences: ['The Orrin viaduct was closed to trains in March after inspectors found cracks in four of its arches.'] },
    ];
    const words = ['orrin', 'viaduct', 'arches', 'crack'];
    const named = (text: string): string[] => words.filter((w) => text.toLowerCase().includes(w));
    expect(whyLead(candidates, 0, ['arches', 'orrin', 'viaduct', 'crack'], named, ['arches', 'orrin', 'viaduct'], ['crack'], false, false, ['arches'])).toBe(-1);
  });
});

const DOCUMENTS: Record<string, string> = {
  'orrin-viaduct.md': `---
title: Orrin viaduct shut after cracks found
url: https://example.org/news/orrin-viaduct
---

# Orrin viaduct shut after cracks found

The Orrin viaduct, which carries the branch line over the Orrin gorge, was closed to trains in March after inspectors found cracks in four of its eleven stone arches.

The viaduct was finished in 1871 and carries about 40 trains a day. The cracks were found during a routine inspection, which the railway carries out every two years.

The railway's structures engineer, Ailsa Munro, said the cracks were caused by frost: water had seeped into the lime mortar through a blocked drain, and repeated freezing had pushed the joints apart.

Repairs are expected to take nine months. Replacement buses will run between Muir and Conon while the line is shut.
`,
};

describe('a question with its form in front, over HTTP', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"In one sentence: why …?" is answered in one sentence, the cause', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Briefly, in one sentence: why did the arches of the Orrin viaduct crack?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const content = job.content ?? '';
    const cited = content.match(/\[\d+\]/g) ?? [];
    expect(cited.length).toBe(1);
    expect(content).toMatch(/caused by frost/);
    expect(content).not.toMatch(/closed to trains/);
  });
});
