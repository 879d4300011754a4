// Who says "I" and "we" in first-person text (src/service/writer-role.ts, attribution.ts attribute's writer): a
// thread's poster per post, a byline's person, "the blogger" for a blog post; "I bought" → "<poster> bought", "my
// boat" → "<writer>'s boat", "we spent" → "<writer> writes that they spent"; a question the source asks is never
// cited as a statement. Documents and wording written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attribute } from '../../src/service/attribution';
import { asksRatherThanStates, bylinePerson, documentWriter, isBlogPost, postsOf, writerOf } from '../../src/service/writer-role';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const THREAD = `# Which wood stove for a narrowboat?

**canal_rat** wrote:

My boat is 57 feet long and I live aboard all year. Should I get a cast iron stove or a steel one?

**Hetty B** wrote:

I fitted a steel stove in 2022. It heats up fast but cools just as fast.

**canal_rat** wrote:

Update: I bought the cast iron one in the end. The cabin now stays warm all night.
`;

describe('writer-role (pure)', () => {
  it('reads the posts of a thread and who wrote each', () => {
    const posts = postsOf(THREAD);
    expect(posts.map((p) => p.writer)).toEqual(['canal_rat', 'Hetty B', 'canal_rat']);
    expect(writerOf('I fitted a steel stove in 2022.', null, posts)).toBe('Hetty B');
    // the thread's opener is named as such
    expect(writerOf('Update: I bought the cast iron one in the end.', null, posts)).toBe('canal_rat (the original poster)');
    expect(postsOf('Engineers wrote: the bridge is safe.\n\nNothing else.')).toEqual([]);
  });

  it.each<[string, string | null]>([
    ['helm Morwenna Tregear', 'Morwenna Tregear'],
    ['Owen Tarrant, Harrowfield Gazette', 'Owen Tarrant'],
    ['the parish clerk', null],
  ])('bylinePerson(%j) = %j', (author, person) => {
    expect(bylinePerson(author)).toBe(person);
  });

  it('says who the document\'s "I" is: a byline\'s person, the blogger, or nobody', () => {
    expect(documentWriter('Shout report', '', 'Shout report - Tarn inshore lifeboat\nWritten by helm Ada Penrose\n\nOur pagers went off at 09:10.')).toBe('Ada Penrose');
    const blog = 'We bought two goats in May. I had never milked anything before. Our neighbour showed us how. The goats now give four litres a day.';
    expect(isBlogPost('Six months with goats', 'https://smallholding.example.net/2025/11/six-months-with-goats', blog)).toBe(true);
    expect(documentWriter('Six months with goats', 'https://smallholding.example.net/2025/11/six-months-with-goats', blog)).toBe('the blogger');
    // a dated news address over text in the third person is no blog
    expect(documentWriter('Goats escape onto bypass', 'https://news.example.org/2025/11/goats-bypass', 'Four goats escaped onto the bypass on Monday. Police closed one lane for an hour.')).toBeNull();
    expect(documentWriter('Which wood stove?', '', THREAD)).toBeNull();
  });

  it.each<[string, boolean]>([
    ['Should I get a cast iron stove or a steel one?', true],
    ['What about running costs?', true],
    ['"Is it safe?" she asked.', false],
    ['The stove heats up fast.', false],
  ])('asksRatherThanStates(%j) = %s', (sentence, asks) => {
    expect(asksRatherThanStates(sentence)).toBe(asks);
  });

  it.each<[string, string, string]>([
    ['Update: I bought the cast iron one in the end.', 'canal_rat', 'Update: canal_rat bought the cast iron one in the end.'],
    ['My boat is 57 feet long and I live aboard all year.', 'canal_rat', "canal_rat's boat is 57 feet long and they live aboard all year."],
    ['We spent £400 on fencing.', 'the blogger', 'The blogger writes that they spent £400 on fencing.'],
    ['Milk is cheaper than I expected.', 'the blogger', 'Milk is cheaper than the blogger expected.'],
    ['Our pagers went off at 09:10.', 'Ada Penrose', 'Ada Penrose writes that their pagers went off at 09:10.'],
    // a poster named with what they are: the possessive is the name's, and the name is not said twice
    ['My gate squeaks every time I open it.', 'gate_gus (the original poster)', "gate_gus's gate squeaks every time they open it."],
    ['The goats give four litres a day.', 'the blogger', 'The goats give four litres a day.'],
  ])('attribute(%j) with writer %j', (sentence, writer, said) => {
    expect(attribute(sentence, 'Some title', writer)).toBe(said);
  });
});

const DOCUMENTS: Record<string, string> = {
  'stove-thread.md': `---
title: "Which wood stove for a narrowboat? – Towpath Talk forum"
url: https://forum.towpath.example.com/t/which-wood-stove/5521
---

${THREAD}`,
  'goats-blog.md': `---
title: Six months with goats
url: https://smallholding.example.net/2025/11/six-months-with-goats
---

# Six months with goats

We bought two Saanen goats in May from a farm near Hexham. I had never milked anything before, so our neighbour showed us how.

The goats now give about four litres of milk a day between them. We spent £400 on fencing, because goats climb anything under 1.2 metres.
`,
};

describe('first-person text over HTTP', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it("a poster's own words are said as the poster's, and the poster's question is not cited", async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Which stove did canal_rat buy for the narrowboat, cast iron or steel?', reasoning_loops: 2 }));
    const content = job.content ?? '';
    expect(content).toMatch(/canal_rat \(the original poster\) bought the cast iron one/);
    expect(content).not.toMatch(/the author/);
    expect(content).not.toMatch(/Should (?:I|canal_rat|the author) get/i);
  });

  it("a blogger's text is said as the blogger's, never as 'the authors'", async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much did the blogger spend on fencing for the goats?', reasoning_loops: 2 }));
    const content = job.content ?? '';
    expect(content).toMatch(/The blogger writes that they spent £400 on fencing/);
    expect(content).not.toMatch(/the authors?\b/i);
    expect(content).not.toMatch(/uses the word "blogger"/);
  });
});
