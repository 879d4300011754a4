// A follow-up about another KIND of the thing the sources cover ("the last general election" after a by-election
// count) stays refused: the ranking of a follow-up by its own ask (chat.ts withAskLead) never re-admits a question
// coverage refused (981566b once did: seen set 12B). Own wording and documents (a ward by-election count, a village
// flower show), not a bench set's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob, type JobBody } from './helpers';

const DOCUMENTS: Record<string, string> = {
  'millbrook-count.md': `---
title: Millbrook ward by-election goes to a recount
url: https://example.org/millbrook-count
---
The count for the Millbrook ward by-election ran past midnight on Thursday. The first count put Priya Sandhu ahead
of Tom Okafor by five votes, and the returning officer agreed to a recount. The recount found a bundle of twenty
ballot papers counted twice, and Ms Sandhu was elected with a margin of twelve votes. Turnout in the by-election was
31 per cent, which the returning officer called typical for a winter poll.
`,
  'elmfield-show.md': `---
title: Elmfield spring flower show
url: https://example.org/elmfield-show
---
The Elmfield spring flower show drew 140 entries this year. The prize for the best daffodil went to Ruth Avery,
whose pheasant's eye narcissus the judges called flawless. Entries were down on last year because a hard frost in
March damaged many early blooms. The show was judged by two members of the county horticultural society.
`,
};

const cites = (reply: string): boolean => /\[\d+\]/.test(reply);

describe('follow-ups about another kind of the thing covered are refused; those about the thing are answered', () => {
  let service: RunningService;
  let count: JobBody;
  let show: JobBody;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
    count = await waitForJob(service, await createJob(service, { query: 'What happened at the Millbrook by-election count?', reasoning_loops: 1 }));
    show = await waitForJob(service, await createJob(service, { query: 'What happened at the Elmfield spring flower show?', reasoning_loops: 1 }));
  }, 60_000);
  afterAll(async () => {
    await service.close();
  });

  it.each([
    ['count', 'How did Millbrook vote at the last general election?'],
    ['count', 'What was the turnout at the national referendum?'],
    ['show', 'Who won at the annual autumn show?'],
  ] as const)('%s: %j is refused, citing nothing', async (job, message) => {
    const reply = await askChat(service, (job === 'count' ? count : show).id, message);
    expect(cites(reply), reply).toBe(false);
  });

  it.each([
    ['count', 'Why was there a recount?', /bundle|twenty|five votes/],
    ['count', 'What was the margin?', /twelve/],
    ['show', 'Why were there fewer entries?', /frost/],
    ['show', 'Who did the judging?', /horticultural society/],
  ] as const)('%s: %j is answered', async (job, message, fact) => {
    const reply = await askChat(service, (job === 'count' ? count : show).id, message);
    expect(cites(reply), reply).toBe(true);
    expect(reply).toMatch(fact);
  });
});
