// @vitest-environment node
// Clarify-first questions built from the library (issue #11, item 6): the sources' own section
// headings are the aspects where they have them ("the tasting room", "opening hours"), else phrases
// that name things (ending in a noun, not opening with a verb or a quantifier: never "began life",
// "every barrel", "approaches full"); a capitalised common word ("## Grading", "Steps") is no place
// or name. Table tests on passages written here, then the real service: the options are the
// sections, and choosing one changes what the research cites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { aspectPhrases, comparisons, placesAndPeriods, sectionAspects, topicalPassages, topicOfRequest } from '../../src/service/brainstorm';
import { call, createJob, waitForJob, startLibraryService } from './helpers';

const DISTILLERY = `# The Kelso Bridge distillery

## The stills

The distillery began life as a flax mill in 1821. Every barrel is filled from two copper pot stills made in Rothes. The stills are heated by steam from a wood-chip boiler.

## Maturation

The spirit matures in former sherry casks for at least eight years. The warehouse roof is turf, which keeps the casks cool in summer.

## Visiting

Tours start at the visitor centre in Melrose every hour. The tasting room approaches full capacity on summer Saturdays, so booking is advised.
`;

describe('aspects from the sources (pure)', () => {
  const passages = DISTILLERY.split(/\n(?=## )/).map((text, i) => ({ documentId: 'd', text: i === 0 ? text : `# The Kelso Bridge distillery\n\n${text}` }));

  it('the section headings of the passages found, as phrases, never the document title', () => {
    expect(sectionAspects('Kelso Bridge distillery', passages, new Set(['the kelso bridge distillery']))).toEqual(['the stills', 'maturation', 'visiting']);
  });

  it('phrases name things: no verb first, no quantifier, a noun last', () => {
    const phrases = aspectPhrases('Kelso Bridge distillery', passages, 10);
    expect(phrases).toEqual(expect.arrayContaining(['copper pot stills', 'sherry casks']));
    for (const bad of ['began life', 'every barrel', 'approaches full']) expect(phrases).not.toContain(bad);
  });

  it('a word in -s before an adverb or an object is a verb, no end of a phrase ("attic ages much faster")', () => {
    const stored = [{ documentId: 'b', text: 'A full battery left in a hot car or attic ages much faster. Battery management systems limit the charging current.' }];
    const phrases = aspectPhrases('batteries', stored, 10);
    expect(phrases).not.toContain('attic ages');
    expect(phrases).toContain('battery management systems');
  });

  it('a phrase is the whole compound, never an agent noun ("what sleep researchers call…") or a compound cut short', () => {
    const stored = [{ documentId: 'p', text: 'Adenosine builds what sleep researchers call sleep pressure. Gutenberg developed printing with movable metal type around 1450.' }];
    const phrases = aspectPhrases('printing', stored, 10);
    expect(phrases).not.toContain('sleep researchers');
    expect(phrases).not.toContain('movable metal');
    expect(phrases).toContain('sleep pressure');
  });

  it('what the sources compare with keeps its "and" ("seals and whales")', () => {
    expect(comparisons('sea otters', [{ documentId: 'o', text: 'Unlike seals and whales, sea otters have no blubber.' }])).toEqual(['seals and whales']);
  });

  it.each([
    ['What should I know about battery care?', 'battery care'],
    ['Tell me about the cheese cave', 'the cheese cave'],
    ['What do my sources say about otters?', 'otters'],
    ['Explain lithium plating', 'lithium plating'],
    ['What are the rules about dogs?', 'What are the rules about dogs'],
  ])('the topic of %j is %j (topicOfRequest)', (query, topic) => {
    expect(topicOfRequest(query)).toBe(topic);
  });

  it('aspects come from the documents on the topic, not from one sharing a soft word ("happened")', () => {
    const mixed = [
      { documentId: 'print', text: 'Printing spread from Mainz. Aldus Manutius printed compact classics in Venice.' },
      { documentId: 'cell', text: 'Nothing happened to the anode surface until the cell was charged in the cold.' },
    ];
    const titles: Record<string, string> = { print: 'How printing spread', cell: 'Lithium plating' };
    expect(topicalPassages('What happened with printing?', mixed, (id) => titles[id] ?? '').map((p) => p.documentId)).toEqual(['print']);
    // no topic word at all: every passage stays
    expect(topicalPassages('What happened?', mixed, (id) => titles[id] ?? '')).toHaveLength(2);
  });

  it('places and periods are names and years, not capitalised common words of headings', () => {
    const found = placesAndPeriods('Kelso Bridge distillery', passages, 10);
    expect(found).toEqual(expect.arrayContaining(['1821', 'Rothes', 'Melrose']));
    for (const word of ['Maturation', 'Visiting', 'Tours', 'Every']) expect(found).not.toContain(word);
  });
});

describe('clarify first over a library with sections, over the service', () => {
  let service: RunningService;
  interface Session {
    id: string;
    questions: { id: string; question: string; options: { key: string; text: string }[] }[];
  }
  beforeAll(async () => {
    service = await startLibraryService({
      'kelso-distillery.md': DISTILLERY,
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('offers the sections as aspects, and choosing one makes the research cite that section', async () => {
    const session = (await call<Session>(service, 'POST', '/research/brainstorm', { body: { query: 'Tell me about the Kelso Bridge distillery' } })).body;
    const first = session.questions[0];
    expect(first?.question).toBe('Your sources cover the stills, maturation and visiting. Which aspect of "the Kelso Bridge distillery" should the research focus on?');
    const maturation = first?.options.findIndex((o) => o.text === 'maturation') ?? -1;
    expect(maturation).toBeGreaterThanOrEqual(0);
    const job = await waitForJob(service, await createJob(service, { query: 'Tell me about the Kelso Bridge distillery', reasoning_loops: 1, brainstorm_session_id: session.id, answers: [{ question_id: first?.id, selected_option: maturation }] }));
    expect(job.status).toBe('completed');
    const lead = (job.content ?? '').split(/\[\d+\]\./)[0] ?? '';
    expect(lead).toMatch(/sherry casks|turf/);
  });
});
