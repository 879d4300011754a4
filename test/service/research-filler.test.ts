// Filler (src/service/amounts.ts and compose.ts amountFloor, the gate's topic words): a question that asks
// for an amount is answered by the sentences that state one of its kind, and the other points must name
// what is asked; a sentence from a document another document covers better does not get in on a general
// word it shares with the question ("keep", "full"). Table tests of the pure functions, then answers
// over the real service on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dimensionsAsked, statesAmount, type Dimension } from '../../src/service/amounts';
import { amountFloor } from '../../src/service/compose';
import { conceptsOf, requiredConcepts, stemsOf } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('the amount a question asks for (table)', () => {
  it.each<[string, Dimension[]]>([
    ['How long does the ferry crossing take?', ['time']],
    ['How long is the harbour wall?', ['time', 'length']],
    ['How much did the new roof cost?', ['money']],
    ['What was a lamplighter\'s weekly wage?', ['money']],
    ['At what temperature should bread dough rise?', ['temperature']],
    ['How many lambs were born in April?', ['count']],
    ['How often should a hive be inspected?', ['frequency']],
    ['How heavy is a full beehive?', ['weight']],
    ['How fast does a hare run?', ['time', 'speed']],
    // the word "temperature" alone asks no amount
    ['How does temperature change the taste of honey?', []],
    ['What do hedgehogs eat?', []],
  ])('%s → %j', (query, dimensions) => {
    expect(dimensionsAsked(query).sort()).toEqual([...dimensions].sort());
  });

  it.each<[string, Dimension, boolean]>([
    ['The crossing takes about forty minutes in calm weather.', 'time', true],
    ['Let the dough rise for one to two hours.', 'time', true],
    ['The roof cost £12,400 in the end.', 'money', true],
    ['A lamplighter earned nine shillings a week.', 'money', true],
    ['Keep the dough at 24 degrees Celsius.', 'temperature', true],
    ['Keep the dough somewhere warm.', 'temperature', false],
    ['The flock produced 38 lambs this spring.', 'count', true],
    ['In 1887 the flock was sold.', 'count', false],
    ['Inspect the hive every nine days in summer.', 'frequency', true],
    ['A full hive weighs up to 60 kilograms.', 'weight', true],
    ['The harbour wall is made of granite.', 'length', false],
  ])('%s states a %s: %s', (text, dimension, expected) => {
    expect(statesAmount(text, [dimension])).toBe(expected);
  });
});

describe('the floor around an amount (table)', () => {
  const unit = (text: string, score = 1): { score: number; sentences: string[]; stems: Set<string> } => ({ score, sentences: [text], stems: stemsOf(text) });
  it('keeps the sentences that state the amount or name most of what is asked, drops the rest', () => {
    const required = requiredConcepts(conceptsOf('How long does the ferry crossing to Inch take?'));
    const units = [
      unit('The crossing to Inch takes about forty minutes.'),
      unit('The Inch ferry crossing is rough in winter.'),
      unit('Tickets are sold on board.'),
      unit('The ferry was built in Leith.', 0.5),
    ];
    amountFloor(units, dimensionsAsked('How long does the ferry crossing to Inch take?'), required);
    expect(units.map((u) => u.score > 0)).toEqual([true, true, false, false]);
  });
  it('changes nothing when no sentence states the amount, or none is asked', () => {
    const required = requiredConcepts(conceptsOf('How long does the ferry crossing to Inch take?'));
    const units = [unit('The crossing is rough in winter.'), unit('Tickets are sold on board.')];
    amountFloor(units, ['time'], required);
    expect(units.map((u) => u.score)).toEqual([1, 1]);
    const other = [unit('The crossing takes forty minutes.'), unit('Tickets are sold on board.')];
    amountFloor(other, [], required);
    expect(other.map((u) => u.score)).toEqual([1, 1]);
  });
});

const DOCUMENTS: Record<string, string> = {
  'inch-ferry.md': `# The Inch ferry

The Inch ferry leaves the mainland slip every hour from seven in the morning. The crossing to Inch takes about forty minutes in calm weather. Tickets are sold on board, and bicycles travel free. The ferry was built in Leith in 1998 and carries up to sixty passengers. In winter the last boat leaves at five.
`,
  'sourdough.md': `# Keeping a sourdough starter

Keep the starter in a jar with a loose lid. Feed it flour and water every day, and keep the jar full enough that the starter does not dry out at the edges. A healthy starter doubles within six hours.
`,
  'allotment.md': `# Allotment rules

Plot holders must keep paths clear and full water butts covered. Bonfires are allowed only in November.
`,
  'tulips.md': `# Tulips in a vase

Cut tulips keep growing in the vase and bend towards the light. Trim the stems at an angle and stand them in cold water with a few ice cubes. Change the water every second day so that it stays fresh.
`,
  'brushes.md': `# Looking after paint brushes

Cut away any bristles that have set hard. Keep the lid on the tin so that the paint stays fresh for the next coat. Wash water-based paint out with warm soapy water.
`,
};

describe('answers over the real service: no filler', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"How long does the crossing take?" gives the duration, without the ticket and shipyard details', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long does the ferry crossing to Inch take?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('about forty minutes');
    expect(job.content).not.toContain('bicycles travel free');
    expect(job.content).not.toContain('built in Leith');
  });

  it('a tulip question does not cite the paint tin for sharing "keep", "cut" and "fresh"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How do you keep cut tulips fresh?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('Trim the stems');
    expect(job.content).not.toContain('paint');
  });

  it('a sourdough question does not cite the allotment rules for sharing "keep" and "full"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How do you keep a sourdough starter full of life?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('Feed it flour and water');
    expect(job.content).not.toContain('Plot holders');
  });
});
