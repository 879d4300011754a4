// transformed_content written by the optional local model (src/service/local-model-transform.ts):
// whatever the format the system prompt asks (JSON with named keys, N bullets, a table with named
// columns, N sentences, a word limit), every part the model writes must cite a source whose passage
// holds its words, or it is dropped and counted; a reply that is not the format asked, or a model
// that is unreachable, slow or failing, leaves the built-in rendering, and the events say why.
// The "model" is a PROTOCOL DOUBLE (test/service/model-double.ts): a scripted OpenAI-compatible
// server on loopback, not a language model (model weights cannot be downloaded on these machines).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTransformed } from '../../src/service/local-model-transform';
import type { ModelSource } from '../../src/service/local-model';
import type { ComposedSource } from '../../src/service/compose';
import { call, createJob, startTestService, waitForJob } from './helpers';
import { reply, sentenceOf, sourceNumbers, startModelDouble, systemText, userText, type ChatRequest, type ModelDouble } from './model-double';
import type { RunningService } from '../../src/service/server';

const sources: ModelSource[] = [
  { index: 1, title: 'Cold charging', passages: ['Charging a lithium-ion cell below freezing causes lithium plating on the anode. Plating permanently reduces capacity.'] },
  { index: 2, title: 'Storage advice', passages: ['Storing batteries at half charge in a cool place slows their ageing.'] },
];
const composed: ComposedSource[] = [
  { documentId: 'd1', title: 'Cold charging', url: 'https://example.org/cold', citationIndex: 1, score: 1, highlights: [] },
  { documentId: 'd2', title: 'Storage advice', url: 'https://example.org/storage', citationIndex: 2, score: 1, highlights: [] },
];
const query = 'What harms lithium batteries?';
const check = (text: string, prompt: string) => checkTransformed(text, prompt, query, sources, composed);

describe('checkTransformed (every part of the model\'s rendering rests on a cited passage)', () => {
  it('JSON: named keys kept with their supported text, unsupported text and other keys dropped, sources and question from the research', () => {
    const result = check(
      'Sure!\n```json\n' +
        JSON.stringify({
          Summary: 'Charging below freezing causes lithium plating [1]. Batteries explode on aircraft every day [1].',
          risks: ['Plating permanently reduces capacity [1].', 'Cold batteries attract lightning [2].', 42, true],
          sources: [{ title: 'Fake journal', url: 'https://evil.example' }],
          question: 'something else',
          mood: 'happy',
        }) +
        '\n```',
      'Return a JSON object with keys summary, risks, sources and question',
    );
    if ('error' in result) throw new Error(result.error);
    const value = JSON.parse(result.text.replace(/^```json\n|\n```$/g, '')) as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['summary', 'risks', 'sources', 'question']);
    expect(value.summary).toBe('Charging below freezing causes lithium plating [1].');
    expect(value.risks).toEqual(['Plating permanently reduces capacity [1].']);
    expect(value.sources).toEqual([
      { citation_index: 1, title: 'Cold charging', url: 'https://example.org/cold' },
      { citation_index: 2, title: 'Storage advice', url: 'https://example.org/storage' },
    ]);
    expect(value.question).toBe(query);
    expect(result.dropped.map((d) => d.reason)).toEqual([
      'a key the prompt did not ask for',
      'only 0 of its 5 content words are in the cited passages',
      'only 1 of its 4 content words are in the cited passages',
      'a number or yes/no value the check cannot tie to a passage',
      'a number or yes/no value the check cannot tie to a passage',
    ]);
    expect(result.notes).toEqual([]);
  });

  it('JSON: a named key the model left out or filled with unsupported text is empty, and the note says so', () => {
    const result = check(JSON.stringify({ summary: 'Charging below freezing causes lithium plating [1].', risks: ['Unicorns [2].'] }), 'JSON with keys summary, risks and advice');
    if ('error' in result) throw new Error(result.error);
    const value = JSON.parse(result.text.replace(/^```json\n|\n```$/g, '')) as Record<string, unknown>;
    expect(value).toEqual({ summary: 'Charging below freezing causes lithium plating [1].', risks: [], advice: '' });
    expect(result.notes).toEqual(['Note: nothing the local model wrote for "risks", "advice" rests on your sources, so they are empty.']);
  });

  it.each<[string, string, string, string]>([
    ['JSON asked, prose given', 'Plating is bad [1].', 'Return JSON with keys summary', 'its reply is not JSON'],
    ['JSON asked, an array given', '["Plating [1]"]', 'Return JSON with keys summary', 'its reply is not the JSON object asked for'],
    ['JSON with nothing supported', '{"summary": "Batteries love the cold [1]."}', 'Return JSON with keys summary', 'nothing it wrote under "summary" rests on the sources (1 said what the cited passage does not)'],
    ['a table asked, prose given', 'Plating [1].', 'A table with columns risk and source', 'its reply is not a table'],
    ['a table with other columns', '| cause | effect |\n|---|---|\n| cold | plating [1] |', 'A table with columns risk and source', 'its table has the columns "cause", "effect", not "risk", "source"'],
    ['bullets none supported', '- Batteries sing [1].\n- Batteries dance [5].', 'Answer in 2 bullet points', 'none of its 2 points rests on the passage it cites'],
    ['prose without citations', 'Lithium plating happens in the cold.', 'Answer in one sentence', 'none of its 1 sentences rests on the passage it cites'],
  ])('%s: an error in words', (_, text, prompt, error) => {
    expect(check(text, prompt)).toEqual({ error });
  });

  it('bullets: an introduction and unsupported bullets dropped, cut to the number asked, a shortfall said', () => {
    const result = check(
      'Here are the points:\n- Charging below freezing causes lithium plating on the anode [1].\n* Batteries are haunted [2].\n2. Storing batteries at half charge slows ageing [2]',
      'Give me 3 bullet points',
    );
    if ('error' in result) throw new Error(result.error);
    expect(result.text).toBe('- Charging below freezing causes lithium plating on the anode [1].\n- Storing batteries at half charge slows ageing [2].');
    expect(result.notes).toEqual(['Note: only 2 points the local model wrote rest on your sources, not 3.']);
    expect(result.dropped).toHaveLength(1);
    const two = check('- Plating reduces capacity [1].\n- Storing batteries cool slows ageing [2].\n- Charging below freezing causes plating [1].', 'Answer in 2 bullet points');
    if ('error' in two) throw new Error(two.error);
    expect(two.text.split('\n')).toHaveLength(2);
  });

  it('a table: the columns asked for, rows checked as claims, rows of the wrong width dropped', () => {
    const result = check(
      '| Risk | Source |\n|---|---|\n| Lithium plating when charging below freezing | [1] |\n| Spontaneous combustion in fridges | [2] |\n| a | b | c |',
      'Make a table with columns risk and source',
    );
    if ('error' in result) throw new Error(result.error);
    expect(result.text).toBe('| Risk | Source |\n|---|---|\n| Lithium plating when charging below freezing | [1] |');
    expect(result.dropped.map((d) => d.reason)).toEqual(['only 0 of its 3 content words are in the cited passages', 'a row of 3 cells in a table of 2 columns']);
  });

  it('N sentences and a word limit', () => {
    const text = 'Charging below freezing causes lithium plating [1]. Plating permanently reduces capacity [1]. Storing batteries cool slows ageing [2].';
    const one = check(text, 'Answer in one sentence');
    if ('error' in one) throw new Error(one.error);
    expect(one.text).toBe('Charging below freezing causes lithium plating [1].');
    const limited = check(text, 'Keep it under 10 words');
    if ('error' in limited) throw new Error(limited.error);
    expect(limited.text).toBe('Charging below freezing causes lithium plating [1].');
    expect(check(text, 'Keep it under 3 words')).toEqual({ error: 'its shortest sentence has more words than the 3-word limit' });
  });
});

interface Job {
  id: string;
  status: string;
  content: string | null;
  transformed_content: string | null;
  results: { citation_index: number }[];
}

describe('a research with a system prompt and a local model', () => {
  let double: ModelDouble;
  let service: RunningService;
  const question = 'How do sea otters protect kelp forests?';

  beforeAll(async () => {
    double = await startModelDouble();
    service = await startTestService({ localModel: { baseUrl: double.url, model: 'double-7b', timeoutMs: 1500 } });
  });
  afterAll(async () => {
    await service.close();
    await double.close();
  });

  const isTransform = (request: ChatRequest): boolean => /Instruction \(follow it for the form of your reply\)/.test(userText(request));
  const events = async (id: string): Promise<string[]> => (await call<{ message: string }[]>(service, 'GET', `/research/${id}/events`)).body.map((e) => e.message);
  const run = async (body: Record<string, unknown>): Promise<Job> => (await waitForJob(service, await createJob(service, { query: question, reasoning_loops: 1, ...body }))) as unknown as Job;

  it('the model writes the answer and then transformed_content in the form asked, from the passages the answer cites; unsupported parts dropped and counted', async () => {
    double.requests.length = 0;
    double.script = (request) => {
      const [n = 1] = sourceNumbers(request);
      if (!isTransform(request)) return reply(`${sentenceOf(request, n)} [${n}]`);
      return reply(`Here you go:\n- ${sentenceOf(request, n)} [${n}]\n- Sea otters were first tamed by Roman sailors [${n}].\n- Otters read newspapers [42].`);
    };
    const job = await run({ system_prompt: 'Answer in 2 bullet points' });
    expect(job.status).toBe('completed');
    expect(double.requests).toHaveLength(2);
    const transformRequest = double.requests[1] as ChatRequest;
    expect(isTransform(transformRequest)).toBe(true);
    expect(systemText(transformRequest)).toMatch(/using only the numbered sources/);
    expect(userText(transformRequest)).toMatch(/Instruction \(follow it for the form of your reply\): Answer in 2 bullet points$/);
    // The transform's sources are numbered as the job's results (the answer's own sources).
    expect(sourceNumbers(transformRequest)).toEqual(job.results.map((r) => r.citation_index));
    const [n = 1] = sourceNumbers(transformRequest);
    expect(job.transformed_content).toBe(`- ${sentenceOf(transformRequest, n).replace(/[.!?]$/, '')} [${n}].\n\nNote: only 1 point the local model wrote rests on your sources, not 2.`);
    const log = await events(job.id);
    expect(log).toContain('Asking the local model double-7b to write transformed_content as the system prompt asks');
    expect(log).toContain('The local model double-7b wrote transformed_content as the system prompt asks; 2 parts were dropped (1 said what the cited passage does not, 1 cited a source that does not exist)');
  });

  it('JSON asked, garbage given: the built-in rendering stands and the events say why', async () => {
    double.script = (request) => {
      const [n = 1] = sourceNumbers(request);
      return isTransform(request) ? reply('I cannot do JSON, sorry.') : reply(`${sentenceOf(request, n)} [${n}]`);
    };
    const job = await run({ system_prompt: 'Return a JSON object with keys summary and causes' });
    const parsed = JSON.parse(/^```json\n([\s\S]*?)\n```/.exec(job.transformed_content ?? '')?.[1] ?? '') as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['summary', 'causes']);
    const indexes = new Set(job.results.map((r) => r.citation_index));
    for (const m of (job.transformed_content ?? '').matchAll(/\[(\d+)\]/g)) expect(indexes.has(Number(m[1]))).toBe(true);
    expect(await events(job.id)).toContain('The built-in engine wrote transformed_content: the local model double-7b did not follow the system prompt usably: its reply is not JSON');
  });

  it('a model that fails the transform only: the model\'s answer, the built-in rendering', async () => {
    double.script = (request) => {
      const [n = 1] = sourceNumbers(request);
      return isTransform(request) ? { status: 503, body: 'busy' } : reply(`${sentenceOf(request, n)} [${n}]`);
    };
    const job = await run({ system_prompt: 'Answer in one sentence' });
    expect(job.transformed_content).toMatch(/\[\d+\]\.$/);
    const log = await events(job.id);
    expect(log.some((e) => e.startsWith('The local model double-7b wrote the answer'))).toBe(true);
    expect(log.some((e) => /^The built-in engine wrote transformed_content: the local model at http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions answered 503: busy$/.test(e))).toBe(true);
  });

  it('a model that never answers: asked once, and both the answer and transformed_content fall back with the reason', async () => {
    double.requests.length = 0;
    double.script = () => 'hang';
    const job = await run({ system_prompt: 'Answer in 3 bullet points' });
    expect(job.status).toBe('completed');
    expect(double.requests).toHaveLength(1);
    expect(job.content).toMatch(/\[\d+\]/);
    expect(job.transformed_content?.split('\n').every((line) => /^- .+\[\d+\]\.$/.test(line))).toBe(true);
    const log = await events(job.id);
    expect(log.some((e) => /^The built-in engine wrote the answer: the local model at .* did not answer within 2 s$/.test(e))).toBe(true);
    expect(log.some((e) => /^The built-in engine wrote transformed_content: the local model at .* did not answer within 2 s$/.test(e))).toBe(true);
  });

  it('without a system prompt the model is asked for the answer only', async () => {
    double.requests.length = 0;
    double.script = (request) => reply(`${sentenceOf(request, 1)} [1]`);
    const job = await run({});
    expect(job.transformed_content).toBeNull();
    expect(double.requests.filter(isTransform)).toHaveLength(0);
  });
});
