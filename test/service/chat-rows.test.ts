// @vitest-environment node
// An instruction that names its topic (src/service/chat-rows.ts; issue #11 item 5): "Lay the hire conditions out
// as a table" is an instruction over the rows a source lists under that topic, not a question refused because no
// source uses one of its words; a table is built from those rows (list items, table rows, short lines under a
// line ending in a colon), not from the answer's sentences. Table tests of the pure reading, then the service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLines, instructionTopic, namedBlock, rowBlocks } from '../../src/service/chat-rows';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob, type JobBody } from './helpers';

describe('the topic an instruction names (instructionTopic)', () => {
  it.each([
    ['on the kitchen rules', 'kitchen rules'],
    ['Just the charges for each room', 'charges for each room'],
    ['Lay out the hire conditions', 'hire conditions'],
    ['the autumn results', 'autumn results'],
    // a question is no instruction
    ['What does the hall cost?', null],
    ['How late can we stay', null],
    ['Is there parking?', null],
  ])('%j → %j', (rest, topic) => {
    expect(instructionTopic(rest)).toBe(topic);
  });
});

const HALL = [
  '---',
  'title: Hiring Elmstead Village Hall',
  '---',
  '',
  '# Hiring the hall',
  '',
  'The hall can be booked for parties, meetings and classes.',
  '',
  'Every booking is subject to these conditions of hire:',
  '',
  '- **Music.** Amplified music must stop at 23:00.',
  '- **Cleaning.** The hirer sweeps the floor and takes all rubbish home.',
  '- **Keys.** Keys are collected from the shop and returned by 10:00 the next day.',
  '',
  '| Room | Charge per hour |',
  '|---|---|',
  '| Main hall | £24 |',
  '| Committee room | £11 |',
  '',
].join('\n');

describe('the rows a document lists, and which the topic names (documentLines, rowBlocks, namedBlock)', () => {
  const blocks = rowBlocks(documentLines(HALL, []));
  it('reads list items under a line ending in a colon, and a Markdown table with its column names', () => {
    expect(blocks).toHaveLength(2);
    expect(blocks[0]?.lead).toMatch(/conditions of hire:$/);
    expect(blocks[0]?.rows).toEqual(['Music. Amplified music must stop at 23:00.', 'Cleaning. The hirer sweeps the floor and takes all rubbish home.', 'Keys. Keys are collected from the shop and returned by 10:00 the next day.']);
    expect(blocks[1]?.rows).toEqual(['Main hall: charge per hour £24.', 'Committee room: charge per hour £11.']);
  });

  it('short lines under a line ending in a colon are rows too; a paragraph is not', () => {
    const lines = documentLines('QUIZ LEAGUE NEWS\n\nResults of the autumn rounds:\nFox and Hounds 41 - 38 Red Lion\nRed Lion 45 - 40 The Swan\n\nThe Swan won the cup last year. It was a close final.\n', []);
    expect(rowBlocks(lines)).toEqual([{ lead: 'Results of the autumn rounds:', rows: ['Fox and Hounds 41 - 38 Red Lion', 'Red Lion 45 - 40 The Swan'] }]);
  });

  it.each([
    ['hire conditions', 0],
    ['charges for each room', 1],
    ['room charges', 1],
    ['parking', null],
  ] as const)('namedBlock(…, %j) is block %j', (topic, index) => {
    expect(namedBlock(blocks, topic)).toBe(index === null ? null : blocks[index]);
  });
});

describe('instructions that name their topic, over the service', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService({
      'elmstead-hall.md': HALL,
      'quiz-news.txt': 'ELMSTEAD QUIZ LEAGUE NEWS\n\nThe Elmstead hall team finished second in the autumn league.\n\nResults of the autumn rounds:\nElmstead Hall 41 - 38 Red Lion\nRed Lion 45 - 40 Elmstead Hall\nElmstead Hall 39 - 39 The Swan\n\nThe spring league starts in March at the hall.\n',
    });
    job = await waitForJob(service, await createJob(service, { query: 'What are the conditions of hire for Elmstead village hall?', reasoning_loops: 1 }));
    expect(job.results.some((r) => /Elmstead Village Hall/.test(r.title))).toBe(true);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Lay the hire conditions out as a table": one row for each condition the page lists, each cited', async () => {
    const reply = await askChat(service, job.id, 'Lay the hire conditions out as a table.');
    const rows = reply.split('\n').filter((l) => /^\| (?!What|---)/.test(l));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^\| Music\. Amplified music must stop at 23:00 \[\d\]\. \| Hiring Elmstead Village Hall \|$/);
    expect(reply).toMatch(/Keys are collected from the shop/);
  });

  it('"Just the charges for each room, please": the table\'s rows as a list, not a refusal', async () => {
    const reply = await askChat(service, job.id, 'Just the charges for each room, please.');
    expect(reply.split('\n')).toEqual([expect.stringMatching(/^- Main hall: charge per hour £24 \[\d\]\.$/), expect.stringMatching(/^- Committee room: charge per hour £11 \[\d\]\.$/)]);
  });

  it('"Two bullets on the hall bookings": the answer\'s sentences on it, in the form asked', async () => {
    const reply = await askChat(service, job.id, 'Two bullets on the hall bookings, please.');
    expect(reply).not.toMatch(/not in these sources/);
    expect(reply.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(2);
  });
});
