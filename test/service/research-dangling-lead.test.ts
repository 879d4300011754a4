// Openers the released outside sets still let through (session 27's run of all 33 of them): a subject pronoun after an
// opening "From October to March" / "From there", a pronoun inside an opening "If…"/"When…" clause that nothing in the
// sentence names, a verdict's deciding quotation whose speaker is only "she" led without the sentence naming her, and a
// post's "Update:" label quoted after "… writes that", and a notice's "us" said as "them" (pointing at nobody) where the
// notice names the body that issued it. The documents (a bridge report, a swimming pond notice, a forum thread, a town
// council notice) are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clauseReference, compose, hasDanglingOpener } from '../../src/service/compose';
import { withoutPostLabel } from '../../src/service/attribution';
import { issuedBy } from '../../src/service/writer-role';
import { antecedentOf, openingPhraseSkipped, withAntecedent } from '../../src/service/antecedent';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('openers that refer back (pure but for the shipped tables)', () => {
  it.each<[string, boolean]>([
    ['From October to March it opens from 8:00 to 16:00.', true],
    ['From there it spread along the trade routes.', true],
    ['Between May and June they nest in the reeds.', true],
    ["If you can't keep it indoors, think hard.", true],
    ['When they arrive, ring the bell.', true],
    ['If it rains, the match moves indoors.', false],
    ['When it comes to price, the cheaper kettle wins.', false],
    ['When it is triggered, the trap snaps shut.', false],
    ['Because its roots are shallow, the young tree needs staking.', false],
    ['If you book before May, the fee is £40.', false],
    ['Once the kiln cools, open it slowly.', false],
    ['When Martin Luther wrote his Theses in 1517, printers quickly reprinted them.', false],
    ['If the dog leaves its food, take it away.', false],
    ['From 1 May the pond opens at 7:00.', false],
    ['"Cars can keep using it, but every lorry makes the cracks grow."', true],
    ['“We will reopen in May.”', true],
    ['"Not yet," said the warden.', false],
  ])('hasDanglingOpener(%j) → %s', (sentence, expected) => {
    expect(hasDanglingOpener(sentence)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ["If you can't keep it indoors, think hard.", true],
    ['Unless they are booked, lessons are cancelled.', true],
    ['If it snows, the road closes.', false],
    ['Although its shell is thin, the egg survived.', false],
    ['When the tide turns, the channel fills.', false],
  ])('clauseReference(%j) → %s', (sentence, expected) => {
    expect(clauseReference(sentence)).toBe(expected);
  });
  it.each<[string, string]>([
    ['Update: we moved the hutch into the shed.', 'we moved the hutch into the shed.'],
    ['EDIT - it worked.', 'it worked.'],
    ['Updates are posted weekly.', 'Updates are posted weekly.'],
    ['Later that week the vet called.', 'Later that week the vet called.'],
  ])('withoutPostLabel(%j) → %j', (sentence, expected) => {
    expect(withoutPostLabel(sentence)).toBe(expected);
  });
  it.each<[string, string]>([
    ['From April to September the centre is open daily.', 'the centre is open daily.'],
    ['In winter the ferry runs twice a day.', 'the ferry runs twice a day.'],
    ['From the bridge the path climbs.', 'From the bridge the path climbs.'],
    ['In 1967, the museum moved.', 'In 1967, the museum moved.'],
    ['The centre is open daily.', 'The centre is open daily.'],
  ])('openingPhraseSkipped(%j) → %j', (sentence, expected) => {
    expect(openingPhraseSkipped(sentence)).toBe(expected);
  });
  it('"From October to March it opens…" gets its subject from the sentence before, past that one\'s opening phrase', () => {
    const it2 = 'From October to March it opens from 8:00 to 16:00.';
    const found = antecedentOf(['From April to September the centre is open from 8:00 to 19:00 every day.'], it2);
    expect(found).toBe('the centre');
    expect(withAntecedent(it2, found ?? '')).toBe('From October to March [the centre] opens from 8:00 to 16:00.');
  });
  it('the frame carries through a sentence with the same pronoun; an unframed "It has moved…" keeps the sentence before it whole', () => {
    const before = ['From April to September the centre is open from 8:00 to 19:00 every day.', 'From October to March it opens from 8:00 to 16:00.'];
    expect(antecedentOf(before, 'It is closed on Christmas Day.')).toBe('the centre');
    expect(antecedentOf(['For 38 years the exhibition was held at St Anne\'s Church Hall.'], 'It has moved to the leisure centre because the layout no longer fits.')).toBeNull();
  });
  it.each<[string, string | null]>([
    ['*Issued by Harrowfield Town Council, 12 October 2026*', 'Harrowfield Town Council'],
    ['Published by the Friends of Wendle Marsh Society', 'the Friends of Wendle Marsh Society'],
    ['Issued by the Parish Council', 'the Parish Council'],
    ['Posted by Amy in Gardening', null],
    ['Prepared by John Smith', null],
    ['The road was issued by mistake', null],
  ])('issuedBy(%j) → %j', (line, expected) => {
    expect(issuedBy(`# Notice\n\n${line}\n\nWe will close the road.`)).toBe(expected);
  });
});

const documents = new Map([['report', { title: 'Corran Bridge: cracks found in steel beams', url: 'https://news.example/corran' }]]);
const passages = [
  {
    documentId: 'report',
    text: 'Corran Bridge was closed to lorries on Monday after inspectors found cracks in two of its steel beams.\n\nThe county engineer, Ffion Rees, said the cracks were caused by metal fatigue at the welded joints.\n\n"The bridge is not in danger of collapse," she said. "Cars can keep using it, but every lorry makes the cracks grow."',
  },
];

describe('compose: a deciding quotation keeps the sentence naming its speaker', () => {
  it('"…," she said never leads alone', () => {
    const answer = compose('I drive over Corran Bridge every day. Is it in danger of falling down?', passages, documents);
    const lead = answer.content.split('\n\n').find((p) => /\[1\]/.test(p)) ?? '';
    expect(lead).toMatch(/danger of collapse/);
    expect(lead).not.toMatch(/^[^[]*: "The bridge is not in danger of collapse," she said/);
    expect(lead).toMatch(/Ffion Rees[^\n]*danger of collapse|\[Ffion Rees\]/);
    // the second quotation has no speaker of its own: it comes only right after the sentence naming her
    const quoted = [...answer.content.matchAll(/"Cars can keep using it/g)].map((m) => answer.content.slice(0, m.index));
    for (const before of quoted) expect(before).toMatch(/she said \[1\]\. $/);
  });
});

describe('over the real service: opening phrases and post labels', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'pond.md': `# Hartley swimming pond\n\nThe pond is run by the Hartley Swimming Club. It is fed by a spring and stays below 18 °C even in August.\n\nFrom October to March it opens from 8:00 to 16:00, and from April to September from 6:30 to 20:00.\n`,
      'bridge-notice.md': `---\ntitle: Public notice – Corran Bridge weight limit\nurl: https://ashby-tc.example.gov.uk/notices/corran-bridge\n---\n\n# Public notice: Corran Bridge weight limit\n\n*Issued by Ashby Town Council, 3 March 2026*\n\nA 7.5-tonne weight limit applies on Corran Bridge until further notice.\n\n**Repairs.** The county council has told us that the repairs are expected to cost around £1.4 million.\n`,
      'thread.txt': `Forum: Small Pets > Rabbits in winter\n\nPosted by meadowlark_amy\nOur two rabbits live in a hutch in the garden and the nights are getting cold. Should we bring them in?\n\nReply from hutchwise\nA shed or garage is fine as long as it is draughty but not damp.\n\nReply from meadowlark_amy\nUpdate: we have moved the hutch into the shed, with a thermometer by the cage. It stays around 8 degrees at night.\n`,
    });
  });
  afterAll(async () => {
    await service.close();
  });
  it('the winter opening hours are cited with what "it" is', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What time does Hartley swimming pond open in winter?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const content = String(job.content);
    expect(content).toMatch(/8:00 to 16:00/);
    // either the sentence naming the pond comes right before it, or its subject is supplied in brackets
    expect(content).toMatch(/(?:pond[^\n]*\[1\]\. From October to March it opens|From October to March \[the (?:pond|Hartley swimming pond)\] opens)/i);
  });
  it("a notice's \"us\" is the council that issued it, never a \"them\" pointing at nobody", async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much will the Corran Bridge repairs cost?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const content = String(job.content);
    expect(content).toMatch(/£1\.4 million/);
    expect(content).toMatch(/told Ashby Town Council that/);
    expect(content).not.toMatch(/told them that/);
  });
  it('"Update:" is not quoted as what the poster writes', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Where did meadowlark_amy move the rabbit hutch for the winter?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const content = String(job.content);
    expect(content).toMatch(/shed/);
    expect(content).not.toMatch(/writes that update/i);
  });
});
