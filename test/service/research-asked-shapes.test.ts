// Answer shapes the lead was blind to (src/service/answer-shape.ts, concepts.ts questionKind): a preposition
// before the question word ("At what temperature…", "In which year…", "For how long…"), "What time…" asking
// for a time of day, "Who found…" answered by an agent that is a team, a ship or an organisation, and a
// change by an amount ("swings by two degrees") that is not the level asked for. Table tests of the pure
// pieces, then the real service over documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerShape, saysWhoVerb, shapeFit } from '../../src/service/answer-shape';
import { questionKind } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('what shape of answer a question asks for (pure)', () => {
  it.each([
    ['At what temperature is rye bread baked?', 'amount', 'what'],
    ['For how long should the dough rest?', 'amount', 'open'],
    ['In which year did the bakery open?', 'when', 'what'],
    ['In what month do the ovens close for repairs?', 'when', 'what'],
    ['What time does the first ferry leave Brenish?', 'when', 'what'],
    ['At what time does the market open?', 'when', 'what'],
    ['By whom was the harbour wall built?', 'who', 'what'],
    ['Who found the Brenish coin hoard?', 'who', 'what'],
    ['By how much did the new oven cut baking time?', 'change', 'open'], // a difference, not a level: a change
    ['How frequent are the buses between Holm and Brack?', 'amount', 'what'], // as "how often"
    ['How frequently does the ferry sail?', 'amount', 'what'],
    ['In the dunes, what did the children find?', null, 'open'],
  ])('answerShape(%j) = %j, questionKind = %j', (query, shape, kind) => {
    expect(answerShape(query)).toBe(shape);
    expect(questionKind(query)).toBe(kind);
  });
});

describe('how well a sentence has the shape asked for (pure)', () => {
  const hoard = 'Who found the Brenish coin hoard?';
  it.each([
    [hoard, 'In March 1978 the Brenish youth football team found silver pennies in a rabbit scrape.', true, 1],
    [hoard, 'The Brenish hoard is the largest hoard of Norse silver found in the Western Isles.', false, 0], // a participle: no agent
    [hoard, 'Found: 1978, by the crew of the dredger Morven while deepening the channel.', true, 1], // a key-facts label
    [hoard, 'The hoard was found by two Glasgow students on a field course.', true, 1],
    [hoard, 'The hoard was found in 1978.', false, 0], // a passive without its agent
    ['Who issues flood warnings for the Tarn?', 'Flood warnings are issued by the Tarn Valley Rivers Agency.', true, 2], // a passive with a named agent, any verb
  ])('%j: saysWhoVerb(%j) = %j, shapeFit(who) = %j', (query, text, says, fit) => {
    expect(saysWhoVerb(text, query)).toBe(says);
    expect(shapeFit('who', text, query)).toBe(fit);
  });

  it.each([
    ['What time does the first ferry leave Brenish?', 'The first ferry leaves Brenish at 06:40 on weekdays.', 2],
    ['What time does the first ferry leave Brenish?', 'The ferry service began on 4 May 1964.', 0], // a date is no time of day
    ['At what time does the market open?', 'The market opens at 8 a.m. from April to October.', 2],
    ['When did the ferry service begin?', 'The ferry service began on 4 May 1964.', 2],
  ])('%j: shapeFit(when, %j) = %j', (query, text, fit) => {
    expect(shapeFit('when', text, query)).toBe(fit);
  });

  it.each([
    ['At what temperature is rye bread baked?', 'The loaves bake at 230 °C for fifty minutes.', 2.5],
    ['At what temperature is rye bread baked?', 'Opening the door lets the oven temperature fall by 20 degrees.', 1], // a change, not the level
    ['How heavy is a Brenish loaf?', 'A loaf weighs about 1.2 kg when it leaves the oven.', 2.5],
    ['How heavy is a Brenish loaf?', 'A loaf loses weight by about 10 grams overnight.', 1],
    ['How frequent are the buses between Holm and Brack?', 'The buses between Holm and Brack run every 20 minutes.', 2.5],
    ['How frequent are the buses between Holm and Brack?', 'Holm – Brack: half-hourly until 18:00.', 2.5],
    ['How frequent are the buses between Holm and Brack?', 'On Sundays the buses run hourly.', 1.75], // some days only
    ['How frequent are the Sunday buses between Holm and Brack?', 'On Sundays the buses run hourly.', 2.5], // the days asked about
  ])('%j: shapeFit(amount, %j) = %j', (query, text, fit) => {
    expect(shapeFit('amount', text, query)).toBe(fit);
  });
});

const DOCUMENTS: Record<string, string> = {
  'brenish-bakery.md': `# The Brenish bakery

## The oven

Rye bread is the oven's main work, and the baker watches its temperature closely: opening the door during a bake lets the rye loaves' oven temperature fall by 20 degrees in a minute. The loaves bake at 230 °C for fifty minutes, on stone soles laid in 1911.
`,
  'holm-buses.md': `# Holm and Brack buses from March

On Sundays and bank holidays the 14 bus between Holm and Brack runs hourly, from 09:00 to 18:00. From March the 14 bus between Holm and Brack runs every 20 minutes, with the last bus leaving Brack at 23:10.
`,
  'brenish-hoard.md': `# The Brenish coin hoard

The Brenish coin hoard is the largest hoard of Norse silver coins found on the island, with 2,300 pennies in a soapstone pot. In March 1978 the Brenish youth football team found the first pennies in a rabbit scrape beside their pitch. Archaeologists from the national museum excavated the rest of the pot that summer.
`,
};

describe('answers over the real service lead with the shape asked for', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });
  const firstCited = (content: string): string => content.split('\n\n').find((p) => /\[\d+\]/.test(p))?.split(/(?<=\]\.)\s/)[0] ?? '';

  it('"At what temperature is the rye bread baked?" leads with 230 °C, not the fall by 20 degrees', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'At what temperature is the rye bread baked in the Brenish oven?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(firstCited(job.content ?? '')).toContain('230 °C');
  });

  it('"How frequent is the 14 bus between Holm and Brack?" leads with every 20 minutes, not the Sunday service', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How frequent is the 14 bus between Holm and Brack from March?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(firstCited(job.content ?? '')).toContain('every 20 minutes');
  });

  it('"Who found the Brenish coin hoard?" leads with the football team that found it', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Who found the Brenish coin hoard?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(firstCited(job.content ?? '')).toContain('football team found');
  });
});
