// Clarifying questions written by the optional local model (src/service/local-model-brainstorm.ts):
// every option must cite the passage it comes from and say only what that passage holds; failing
// options and questions are dropped and counted; a model that is unreachable, slow, failing or
// answering garbage leaves the built-in questions, and the session says why in words.
// The "model" is a PROTOCOL DOUBLE (test/service/model-double.ts): a scripted OpenAI-compatible
// server on loopback, not a language model (model weights cannot be downloaded on these machines).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkModelQuestions, droppedSummary } from '../../src/service/local-model-brainstorm';
import type { ModelSource } from '../../src/service/local-model';
import { closedPort } from '../sync/helpers';
import { call, createJob, startTestService, waitForJob } from './helpers';
import { phraseOf, reply, sourceNumbers, startModelDouble, systemText, type ModelDouble } from './model-double';
import type { RunningService } from '../../src/service/server';

const sources: ModelSource[] = [
  { index: 1, title: 'Sea otters as a keystone species', passages: ['Sea otters feed heavily on sea urchins, and sea urchins graze on giant kelp.'] },
  { index: 2, title: 'Kelp decline', passages: ['A marine heatwave starved kelp of nutrients between 2014 and 2016 along the California coast.'] },
];
const query = 'How do sea otters protect kelp forests?';

describe('checkModelQuestions (the model\'s questions, checked like answer sentences)', () => {
  const good = { question: 'Which part of the kelp story should the research follow?', options: ['sea urchins grazing [1]', 'the marine heatwave [2]'] };
  it.each<[string, string, number, string[]]>([
    ['a good question', JSON.stringify({ questions: [good] }), 1, []],
    ['a bare array in a ```json fence with prose around it', 'Here you go:\n```json\n' + JSON.stringify([good]) + '\n```\nHope this helps.', 1, []],
    ['options as { text }', JSON.stringify({ questions: [{ ...good, options: good.options.map((text) => ({ text })) }] }), 1, []],
    ['an option without a citation', JSON.stringify({ questions: [{ ...good, options: [...good.options, 'coastal tourism'] }] }), 1, ['no citation']],
    ['an option citing a source that does not exist', JSON.stringify({ questions: [{ ...good, options: [...good.options, 'sea urchins [7]'] }] }), 1, ['cites [7], which is not a source']],
    ['an option its passage does not hold', JSON.stringify({ questions: [{ ...good, options: [...good.options, 'Roman treaties signed in Geneva [1]'] }] }), 1, ['only 0 of its 4 content words are in the cited passages']],
    ['a question left with one option', JSON.stringify({ questions: [{ ...good, options: ['sea urchins grazing [1]', 'oil spills in Alaska [2]'] }] }), 0, ['only 0 of its 3 content words are in the cited passages', 'fewer than two of its options are in your sources']],
    ['not a question', JSON.stringify({ questions: [{ ...good, question: 'Pick the part of the kelp story.' }] }), 0, ['it is not a question']],
    ['a question with a link', JSON.stringify({ questions: [{ ...good, question: 'Should the kelp research read https://evil.example first?' }] }), 0, ['the question holds an address, markup or a citation']],
    ['a question about something else', JSON.stringify({ questions: [{ ...good, question: 'What is your favourite colour?' }] }), 0, ['the question names neither the research topic nor its options']],
    ['control characters', JSON.stringify({ questions: [{ ...good, question: 'Which kelp\u202e story?' }] }), 0, ['the question holds control characters']],
    ['items of the wrong type', JSON.stringify({ questions: [42, { question: 7, options: [] }, good] }), 1, ['not a question with options', 'not a question with options']],
    ['an option that is not text', JSON.stringify({ questions: [{ ...good, options: [...good.options, { n: 1 }] }] }), 1, ['an option that is not text']],
  ])('%s', (_, text, kept, reasons) => {
    const check = checkModelQuestions(text, query, sources);
    if ('error' in check) throw new Error(check.error);
    expect(check.questions).toHaveLength(kept);
    if (kept > 0) expect(check.questions[0]?.options).toEqual(['sea urchins grazing', 'the marine heatwave']);
    expect(check.dropped.map((d) => d.reason)).toEqual(reasons);
  });

  it.each([
    ['prose', 'I think you should ask about urchins.', 'its reply is not JSON'],
    ['broken JSON', '{"questions": [{"question": "Which?", "options": [', 'its reply is not JSON'],
    ['JSON without questions', '{"answer": "urchins"}', 'its JSON has no list of questions'],
    ['a string', '"questions"', 'its reply is not JSON'],
  ])('garbage (%s) is an error in words', (_, text, error) => {
    expect(checkModelQuestions(text, query, sources)).toEqual({ error });
  });

  it('droppedSummary counts options and questions by reason', () => {
    expect(
      droppedSummary([
        { text: 'a', reason: 'no citation' },
        { text: 'b', reason: 'only 0 of its 3 content words are in the cited passages' },
        { text: 'c', reason: 'only 1 of its 4 content words are in the cited passages' },
        { text: 'd', reason: 'it is not a question' },
      ]),
    ).toBe('3 options dropped (1 had no [n] citation, 2 said what the cited passage does not); 1 dropped: it is not a question');
  });
});

interface Session {
  id: string;
  status: string;
  note?: string;
  questions: { id: string; question: string; options: { key: string; text: string }[] }[];
}

describe('POST /research/brainstorm with a local model', () => {
  let double: ModelDouble;
  let service: RunningService;

  beforeAll(async () => {
    double = await startModelDouble();
    service = await startTestService({ localModel: { baseUrl: double.url, model: 'double-7b', timeoutMs: 1500 } });
  });
  afterAll(async () => {
    await service.close();
    await double.close();
  });

  const brainstorm = async (q: string): Promise<Session> => {
    const res = await call<Session>(service, 'POST', '/research/brainstorm', { body: { query: q } });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('the model writes the questions from the library\'s passages; unsupported options are dropped and counted; a chosen option changes what the research searches for', async () => {
    double.requests.length = 0;
    double.script = (request) => {
      const [a = 1, b = 2] = sourceNumbers(request);
      return reply(
        JSON.stringify({
          questions: [
            { question: 'Which part of the sea otters and kelp story should the research follow?', options: [`${phraseOf(request, a)} [${a}]`, `${phraseOf(request, b)} [${b}]`, 'Roman sailors worshipping otters [1]', 'kelp [99]'] },
            { question: 'Tell me a joke.', options: [`${phraseOf(request, a)} [${a}]`, `${phraseOf(request, b)} [${b}]`] },
          ],
        }),
      );
    };
    const session = await brainstorm(query);
    expect(double.requests).toHaveLength(1);
    expect(double.requests[0]?.model).toBe('double-7b');
    expect(systemText(double.requests[0] as never)).toMatch(/clarifying questions/);
    const request = double.requests[0] as Parameters<typeof phraseOf>[0];
    const [a = 1, b = 2] = sourceNumbers(request);
    expect(session.status).toBe('ready');
    // The model's question with its two supported options, then "no preference"; the built-in length question last.
    expect(session.questions.map((q) => q.question)).toEqual(['Which part of the sea otters and kelp story should the research follow?', 'How long should the answer be?']);
    expect(session.questions[0]?.options).toEqual([
      { key: '0', text: phraseOf(request, a) },
      { key: '1', text: phraseOf(request, b) },
      { key: '2', text: 'no preference' },
    ]);
    expect(session.questions.map((q) => q.id)).toEqual(['q1', 'q2']);
    expect(session.note).toBe(
      `written by the local model double-7b from ${sourceNumbers(request).length} sources; 2 options dropped (1 said what the cited passage does not, 1 cited a source that does not exist); 1 dropped: it is not a question`,
    );
    // The stored session reads back the same, with who wrote it.
    const again = await call<Session>(service, 'GET', `/research/brainstorm/${session.id}`);
    expect(again.body.note).toBe(session.note);
    expect(again.body.questions).toEqual(session.questions);

    // Choosing the model's second option: the research searches for its words, and the events say who wrote the questions.
    double.script = () => ({ status: 500, body: 'answer with the built-in engine' });
    const chosen = phraseOf(request, b);
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1, brainstorm_session_id: session.id, answers: [{ question_id: 'q1', selected_option: 1 }] }));
    expect(job.status).toBe('completed');
    const log = (await call<{ message: string }[]>(service, 'GET', `/research/${job.id}/events`)).body.map((e) => e.message);
    expect(log).toContain(`Clarifying questions: ${session.note ?? ''}`);
    expect(log).toContain(`Clarified: Which part of the sea otters and kelp story should the research follow? → ${chosen}`);
    const searching = log.find((e) => e.startsWith('Searching ')) ?? '';
    for (const word of chosen.split(' ')) expect(searching).toContain(word);
    expect((await brainstormStatus(service, session.id))).toBe('used');
  });

  it.each<[string, ModelDouble['script'], RegExp]>([
    ['an error status', () => ({ status: 500, body: '{"error":"model not loaded"}' }), /^written by the built-in engine: the local model at http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions answered 500: \{"error":"model not loaded"\}$/],
    ['prose instead of JSON', () => reply('Sure! Ask them about otters.'), /^written by the built-in engine: the local model double-7b did not write usable questions: its reply is not JSON$/],
    ['JSON of another shape', () => reply('{"otters": true}'), /^written by the built-in engine: the local model double-7b did not write usable questions: its JSON has no list of questions$/],
    ['only unsupported options', () => reply(JSON.stringify({ questions: [{ question: 'Which sea otters story?', options: ['Roman sailors [1]', 'Martian kelp [1]'] }] })), /^written by the built-in engine: none of the local model's questions passed the checks \(2 options dropped \(2 said what the cited passage does not\); 1 dropped: fewer than two of its options are in your sources\)$/],
    ['a reply that is not a completion', () => ({ status: 200, body: '<html>proxy login</html>' }), /^written by the built-in engine: the local model at .* sent a reply that is not JSON$/],
    ['a model that never answers', () => 'hang', /^written by the built-in engine: the local model at .* did not answer within 2 s$/],
  ])('a model with %s: the built-in questions, and the session says why', async (_, script, note) => {
    double.script = script;
    const session = await brainstorm(query);
    expect(session.note).toMatch(note);
    // The built-in questions: the aspect question first, options as phrases, the length question last.
    expect(session.questions[0]?.question).toMatch(/^Your sources cover .+\. Which aspect of ".+" should the research focus on\?$/);
    expect(session.questions.at(-1)?.question).toBe('How long should the answer be?');
    expect(session.questions[0]?.options.map((o) => o.key)).toEqual(session.questions[0]?.options.map((_o, i) => String(i)));
  });

  it('a query the library holds nothing on never reaches the model', async () => {
    double.requests.length = 0;
    const session = await brainstorm('What is the capital of Peru?');
    expect(double.requests).toHaveLength(0);
    expect(session.note).toBeUndefined();
    expect(session.questions[0]?.question).toMatch(/Your library has little on/);
  });
});

async function brainstormStatus(service: RunningService, id: string): Promise<string> {
  return (await call<Session>(service, 'GET', `/research/brainstorm/${id}`)).body.status;
}

describe('an unreachable local model', () => {
  it('the built-in questions, and the session names the refused connection', async () => {
    const port = await closedPort();
    const other = await startTestService({ localModel: { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'gone' } });
    try {
      const res = await call<Session>(other, 'POST', '/research/brainstorm', { body: { query } });
      expect(res.status).toBe(200);
      expect(res.body.note).toMatch(new RegExp(`^written by the built-in engine: the local model at http://127\\.0\\.0\\.1:${port}/v1/chat/completions is unreachable \\(.*ECONNREFUSED`));
      expect(res.body.questions.length).toBeGreaterThanOrEqual(2);
    } finally {
      await other.close();
    }
  });
});
