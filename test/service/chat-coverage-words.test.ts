// Coverage both ways in follow-up chat (issue #11 item 5): a word that only frames the question never decides a
// refusal, and an amount asked is given only of the thing asked.
// - concepts.ts saysRelationNoun: a noun WordNet gives as a synonym of a relation noun a question asks by its shape
//   ("sort", "sorts": kind) is soft, never a general word ("form") or an amount, nor a synonym of another relation
//   noun ("campaign" and "lawsuit" of cause, "results" of effect, "room" of way: things asked);
// - chat-amount.ts: "How much did the carpenters charge?" is not answered by the hall's hire charge, and a thing no
//   source names ("the repair") leaves no amount of it to give.
// Tables on wordings written for this file, then a chat over the real service on a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asksOfAbsentThing, givesAmountOfThing } from '../../src/service/chat-amount';
import { readFollowUp } from '../../src/service/chat-context';
import { suggestionAsQuestion } from '../../src/service/chat-yesno';
import { conceptsOf, saysRelationNoun, stemsOf } from '../../src/service/concepts';
import { frameReason } from '../../src/service/frame-words';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob, type JobBody } from './helpers';

describe('saysRelationNoun (table)', () => {
  it.each<[string, string, boolean]>([
    ['sort', 'What sort of wood was used?', true],
    ['sorts', 'What sorts of trees grow on the green?', true],
    ['campaign', 'How long did the campaign last?', false],
    ['room', 'How damp did the room get?', false],
    ['lawsuit', 'Who brought the lawsuit?', false],
    ['variety', 'Which variety of apple keeps best?', false],
    ['upshot', 'What was the upshot for the tenants?', false],
    ['results', 'Will the rapid results still count?', false],
    ['form', 'Where do I get the form?', false],
    ['style', 'What style of roof does it have?', false],
    ['profit', 'What was the profit on the fair?', false],
    ['ticket', 'What was the ticket for?', false],
    ['dog', 'What sort of dog is it?', false],
  ])('%s in %j → %s', (term, question, expected) => {
    expect(saysRelationNoun(term, question)).toBe(expected);
  });
  it('"sort" is soft and "wood" is not', () => {
    const concepts = conceptsOf('What sort of wood was used?');
    expect(concepts.find((c) => c.term === 'sort')?.soft).toBe(true);
    expect(concepts.find((c) => c.term === 'wood')?.soft).toBe(false);
  });
});

describe('only a time itself closing the question frames it; a period or season may be what is asked (frameReason table)', () => {
  it.each<[string, string, string | null]>([
    ['weekend', 'Can I borrow the hall keys for the weekend?', null],
    ['winter', 'How do hedgehogs survive the winter?', null],
    ['moment', 'Is the footbridge shut at the moment?', 'time'],
    ['summer', 'Is the lido busier in summer than in spring?', null],
    ['winter', 'What happens to the hedgehogs in winter?', null],
  ])('%s in %j → %s', (term, question, expected) => {
    expect(frameReason(term, question)).toBe(expected);
  });
});

const HALL = `# Why Ashby village hall closed in March

Ashby village hall closed on 2 March for 19 days after a roof beam was found to be rotten. Rainwater from a cracked gutter had soaked the end of the beam for several winters.

Carpenters from Hollin & Sons replaced the beam and the gutter, and the hall reopened on 21 March. While the hall was closed, the toddler group met in the church vestry.

Hall hire costs £14 an hour for residents.
`;

describe('"So" before a question word asks that question (chat-yesno.ts suggestionAsQuestion)', () => {
  it.each<[string, string | null]>([
    ['So how much profit did they make?', null],
    ['So why did it close?', null],
    ['So the hall was shut for three weeks?', 'Was the hall shut for three weeks?'],
  ])('%s → %j', (message, expected) => {
    expect(suggestionAsQuestion(message)).toBe(expected);
  });
});

describe('an amount asked of its thing (chat-amount.ts, tables)', () => {
  const stems = stemsOf(HALL);
  const research = 'Why did Ashby village hall close in March?';
  it.each<[string, string, boolean]>([
    ['How much do residents pay to hire the hall?', 'Hall hire costs £14 an hour for residents.', true],
    ['How much did the carpenters charge?', 'Hall hire costs £14 an hour for residents.', false],
    ['How much does it cost to hire?', 'Rates: £14 an hour for residents.', true],
    ['According to the parish newsletter, what did the carpenters charge?', 'Hall hire costs £14 an hour for residents.', false],
    ['How long was the hall closed?', 'Ashby village hall closed on 2 March for 19 days after a roof beam was found to be rotten.', true],
    ['How many days did the carpenters need?', 'Hall hire costs £14 an hour for residents.', false],
  ])('%s: %j → %s', (followUp, sentence, expected) => {
    expect(givesAmountOfThing(readFollowUp(followUp, research, stems), followUp, { text: sentence, title: 'Why Ashby village hall closed in March' })).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['How much did the repair cost?', true],
    ['What did the scaffolding cost?', true],
    ['How much did the new gutter cost?', false],
  ])('%s asks of a thing no source names → %s', (followUp, expected) => {
    expect(asksOfAbsentThing(followUp, readFollowUp(followUp, research, stems))).toBe(expected);
  });
});

describe('follow-ups over the real service: framing words and amounts', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService({ 'ashby-hall.md': HALL, 'orchard.md': '# Apple Day\n\nThe orchard group pressed 900 litres of juice on Apple Day, sold at £3 a bottle.\n' });
    job = await waitForJob(service, await createJob(service, { query: 'Why did Ashby village hall close in March?', reasoning_loops: 1 }));
    expect(job.results.map((r) => r.title)).toContain('Why Ashby village hall closed in March');
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What sort of group met in the vestry?" is answered (the toddler group), not refused for "sort"', async () => {
    const reply = await askChat(service, job.id, 'What sort of group met in the vestry?');
    expect(reply).toMatch(/toddler group[^[]*\[\d\]/);
    expect(reply).not.toMatch(/"sort"/);
  });

  it('"How much did the carpenters charge?" is not answered with the hall\'s hire charge', async () => {
    const reply = await askChat(service, job.id, 'How much did the carpenters charge?');
    expect(reply).toMatch(/^That is not in these sources/);
    expect(reply).not.toMatch(/£14|\[\d\]/);
  });
});
