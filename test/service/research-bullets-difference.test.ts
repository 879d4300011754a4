// A research question that asks for bullets is answered as bullets (src/service/question-form.ts inBullets,
// research.ts composeAnswer): one cited sentence per "- " line, at most the number asked, "In short: " dropped, and a
// last line saying so when the answer holds fewer points than asked. And "What is the difference between X and Y?"
// asks what tells them apart, not a yes or no (concepts.ts questionKind): no verdict lead-in. Table tests over the
// pure functions, then the real service over documents written for this test. "List the checks before…" is answered
// by the source's list, whole and in its order (steps.ts asksForListed, withWholeSteps), led in as the list it is. A chat
// follow-up asking more bullets than the reply holds says so in a paragraph of its own (chat.ts), never padded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionKind } from '../../src/service/concepts';
import { inBullets } from '../../src/service/question-form';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

type S = { text: string; prefix: string; citationIndex: number; unit: number };
const answer = (sentences: S[], opening: string[] = []): { sentences: S[]; sources: { citationIndex: number }[]; content: string } => ({
  sentences,
  sources: [...new Set(sentences.map((s) => s.citationIndex))].map((citationIndex) => ({ citationIndex })),
  content: [...opening, sentences.map((s) => `${s.prefix}${s.text} [${s.citationIndex}]`).join(' ')].join('\n\n'),
});
const render = (s: S): string => `${s.prefix}${s.text} [${s.citationIndex}]`;
const three = [
  { text: 'Apply six weeks ahead.', prefix: 'In short: ', citationIndex: 1, unit: 1 },
  { text: 'Tell every household.', prefix: '', citationIndex: 1, unit: 2 },
  { text: 'Keep a gap for fire engines.', prefix: '', citationIndex: 2, unit: 3 },
];

describe('inBullets (pure)', () => {
  it.each<[number | null, string]>([
    [2, '- Apply six weeks ahead. [1]\n- Tell every household. [1]'],
    [3, '- Apply six weeks ahead. [1]\n- Tell every household. [1]\n- Keep a gap for fire engines. [2]'],
    [null, '- Apply six weeks ahead. [1]\n- Tell every household. [1]\n- Keep a gap for fire engines. [2]'],
    [5, '- Apply six weeks ahead. [1]\n- Tell every household. [1]\n- Keep a gap for fire engines. [2]\n\nQuire found 3 points on this in your sources, not 5.'],
  ])('%s bullets', (n, content) => {
    expect(inBullets(answer(three), n, render).content).toBe(content);
  });
  it('keeps the notes that open the answer, a verdict lead-in, and only the sources the bullets cite', () => {
    const verdict = [{ ...three[0]!, prefix: 'Your sources point to yes: ' }, three[1]!, three[2]!];
    const out = inBullets(answer(verdict, ['None of your sources uses the word "bunting".']), 2, render);
    expect(out.content).toBe('None of your sources uses the word "bunting".\n\n- Your sources point to yes: Apply six weeks ahead. [1]\n- Tell every household. [1]');
    expect(out.sources.map((s) => s.citationIndex)).toEqual([1]);
  });
  it('keeps every step of a steps answer, in order, neighbours sharing a bullet when fewer are asked', () => {
    const steps = [
      { text: 'Cut each stem.', prefix: 'The steps, as your source gives them: ', citationIndex: 1, unit: 1 },
      { text: 'Lay the stems.', prefix: '', citationIndex: 1, unit: 2 },
      { text: 'Drive in stakes.', prefix: '', citationIndex: 1, unit: 3 },
      { text: 'Work in winter.', prefix: '', citationIndex: 2, unit: 4 },
    ];
    const content = 'The steps, as your source gives them: Cut each stem [1]. Lay the stems [1]. Drive in stakes [1].\n\nWork in winter [2].';
    const out = inBullets({ sentences: steps, sources: [{ citationIndex: 1 }, { citationIndex: 2 }], content }, 2, render);
    expect(out.content).toBe('- Cut each stem. Lay the stems [1].\n- Drive in stakes [1].');
    expect(out.sources.map((s) => s.citationIndex)).toEqual([1]);
    expect(out.sentences.map((s) => s.text)).toEqual(['Cut each stem.', 'Lay the stems.', 'Drive in stakes.']);
  });
  it('leaves an answer with no cited sentence as it is', () => {
    const none = { sentences: [], sources: [], content: 'Quire found nothing in your sources to cite.' };
    expect(inBullets(none, 3, render)).toBe(none);
  });
});

describe('"What is the difference between…?" is no yes/no (questionKind)', () => {
  it.each([
    ['What is the difference between a meteor and a meteorite?', 'what'],
    ["What's the main difference between a hare and a rabbit?", 'what'],
    ['What are the differences between the two tariffs?', 'what'],
    ['Is there a difference between a hare and a rabbit?', 'comparison'],
    ['Is a hare bigger than a rabbit?', 'comparison'],
  ])('%j → %s', (query, kind) => {
    expect(questionKind(query)).toBe(kind);
  });
});

const DOCUMENTS: Record<string, string> = {
  'hares-and-rabbits.md': `# Hares and rabbits

A hare is born furred and with its eyes open, in a shallow dip in the grass called a form. A rabbit is born naked and blind, in a burrow dug underground. Hares live alone for most of the year, while rabbits live in colonies in warrens. Both animals eat grass, herbs and bark in winter. The brown hare was probably brought to Britain by the Romans.
`,
  'dig-notice.md': `# Volunteering on the Harrow Hill dig

*Notice from the site director, pinned in the finds hut.*

Volunteers work in teams of four under a trench supervisor. Before you start work each morning:

- Sign in at the finds hut with the time you arrive.
- Put on steel-capped boots and a high-visibility vest.
- Check the trench edge for cracks and tell your supervisor about any you see.
- Fill your water bottle at the tap by the gate.

Tea is at eleven, and the site closes at four.
`,
  'fencing-course.md': `# Ashdown Fencing Club: beginners' course

The beginners' course runs for six Tuesday evenings from 7pm to 9pm in the school sports hall. It costs £60, which includes the loan of a mask, a jacket and a foil for the six weeks. After the course you can join the club as a full member for £90 a year.
`,
  'hedge-laying.md': `# Laying a hedge

Cut each stem most of the way through near the ground so that it bends without breaking. Lay the stems at an angle along the line of the hedge, all leaning the same way. Drive in stakes every half metre to hold the laid stems in place. Weave long hazel rods along the top of the stakes to bind the hedge together. Work between November and March, when the sap is down and no birds are nesting.
`,
};

describe('bullets and a difference question, over HTTP', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"As three bullet points: how do I…?" comes back as three cited bullets', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'As three bullet points: how do I lay a hedge?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const lines = (job.content ?? '').split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/\[\d+\]\.$/);
    // (four steps in three bullets: every step kept, in the source's order)
    expect(job.content).toMatch(/Cut each stem[^\n]*Lay the stems[^\n]*\n- Drive in stakes[^\n]*\n- Weave long hazel rods/);
    expect(job.content).not.toMatch(/In short/);
  });

  it('"List the checks before…" gives the source\'s list whole and in its order, said to be the list', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'List the checks before I start work on the Harrow Hill dig.', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/^The list, as your source gives it: Sign in at the finds hut[^\n]*Put on steel-capped boots[^\n]*Check the trench edge[^\n]*Fill your water bottle/);
  });

  it('a chat follow-up asking five bullets of a reply that holds three says so, in a paragraph of its own', async () => {
    const job = await waitForJob(service, await createJob(service, { query: "How much is the beginners' course at Ashdown Fencing Club?", reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const reply = await askChat(service, job.id, 'Give me that as 5 bullet points.');
    const bullets = reply.split('\n').filter((l) => l.startsWith('- '));
    expect(bullets.length).toBeGreaterThan(0);
    expect(bullets.length).toBeLessThan(5);
    expect(reply).toContain(`\n\nQuire found ${bullets.length === 1 ? 'one point' : `${bullets.length} points`} on this in your sources, not 5.`);
  });

  it('"What is the difference between a hare and a rabbit?" gives no verdict and names both', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What is the difference between a hare and a rabbit?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const content = job.content ?? '';
    expect(content).not.toMatch(/point to (?:yes|no)|qualified answer/);
    expect(content).toMatch(/hare is born/i);
    expect(content).toMatch(/rabbit is born|rabbits live/i);
  });
});
