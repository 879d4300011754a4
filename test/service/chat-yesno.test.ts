// @vitest-environment node
// Yes/no follow-ups in chat (src/service/chat-yesno.ts, chat.ts; issue #11 item 5): a suggestion typed as a
// statement is the yes/no question it asks; "So it was X?" is a guess at the previous answer, said to be given only
// when that answer's lead names X; a yes or a no rests only on a sentence naming the claim's asked words (not the
// setting) and the figure it names, as the research answers' verdicts do (verdict-ground.ts). Table tests of the pure
// decisions, then the real service over the orchard documents written for chat-dialogue.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groundsVerdict, guessVerdict, suggestedThing, suggestionAsQuestion } from '../../src/service/chat-yesno';
import { stemsOf } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { ORCHARD_DOCUMENTS } from './orchard-documents';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('a suggestion typed as a statement (suggestionAsQuestion)', () => {
  it.each([
    ['So the pears were planted first?', 'Were the pears planted first?'],
    ['So tools are lent free?', 'Are tools lent free?'],
    ['Then the gate is on Fore Lane?', 'Is the gate on Fore Lane?'],
    ['So children pay nothing?', 'Do children pay nothing?'],
    ['So the group presses juice?', 'Does the group press juice?'],
    ['So it was the frost?', null],
    ['Are tools lent free?', null],
    ['So what happened next', null],
  ] as const)('%j → %j', (message, question) => {
    expect(suggestionAsQuestion(message)).toBe(question);
  });
});

describe('a guess at the previous answer (suggestedThing, guessVerdict)', () => {
  it.each([
    ['So it was the frost?', 'the frost'],
    ['So it was all because of cuts?', 'cuts'],
    ['Then that was down to the parish?', 'the parish'],
    ['So it was Ewan Castell?', 'Ewan Castell'],
    ['So it is pruned in winter?', null],
    ['So it was not true?', null],
    ['Was it the frost?', null],
  ] as const)('%j → %j', (message, thing) => {
    expect(suggestedThing(message)).toBe(thing);
  });

  const lead = 'Without pruning the old trees split under the weight of the fruit.';
  const sources = [lead, 'Volunteers have pruned the trees every February since 2014.', 'A late frost cost the group half its blossom.'];
  it.each([
    ['the weight of the fruit', { kind: 'given' }],
    // named whole by a sentence that is not the lead: shown, not agreed with
    ['a late frost', { kind: 'said', at: 2 }],
    ['the winter frost', { kind: 'not-given' }],
    ['the drought', { kind: 'not-mentioned' }],
  ] as const)('%j against the lead → %j', (thing, verdict) => {
    expect(guessVerdict(thing, lead, sources)).toEqual(verdict);
  });
});

describe('the sentence a yes or no rests on (groundsVerdict)', () => {
  const documents = [
    {
      title: stemsOf('Pennock Orchard Group: questions and answers'),
      sentences: ['Tools are lent free of charge.', 'Children over eight are welcome with an adult.', 'The orchard has 64 trees.', 'Work parties meet on the first Saturday of each month.'].map(stemsOf),
    },
  ];
  it.each([
    // the asked words named ("tools", "lent"/"free"): grounded
    ['Are tools lent free?', 'Tools are lent free of charge.', true],
    // the setting ("orchard", in the title) named, the asked word ("council") not
    ['Is the orchard run by the council?', 'The orchard has 64 trees.', false],
    // the figure asked is not the one stated
    ['Does the orchard have 80 trees?', 'The orchard has 64 trees.', false],
    ['Does the orchard have 64 trees?', 'The orchard has 64 trees.', true],
  ] as const)('%j on %j → %j', (question, sentence, grounded) => {
    expect(groundsVerdict(question, sentence, documents)).toBe(grounded);
  });
});

describe('yes/no follow-ups over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(ORCHARD_DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"So it was X?" with X nowhere in the sources: said so, with the reason the sources give, never a yes', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why does the Pennock orchard need pruning?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'So it was the drought?');
    expect(reply).toMatch(/^None of your sources mentions drought; /);
    expect(reply).not.toMatch(/\byes\b/i);
    expect(reply).toMatch(/\[\d\]/);
  });

  it('"So it was X?" where a source names X but the answer does not lead with it: that sentence shown, no yes', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why does the Pennock orchard need pruning?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'So it was the weight of the fruit?');
    expect(reply).toMatch(/^Your sources name weight of the fruit, without giving it as the answer outright: "Without pruning the old trees split under the weight of the fruit," said the group's chair, Ewan Castell \[\d\]\. What the answer leads with: /);
    expect(reply).not.toMatch(/\byes\b/i);
  });

  it('a yes/no follow-up whose asked word no sentence names gets no yes', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many trees does the Pennock community orchard have?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Does the orchard have 80 trees?');
    expect(reply).not.toMatch(/point to yes/);
  });
});
