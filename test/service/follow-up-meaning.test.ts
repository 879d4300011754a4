// A clarifying question about a word the sources use but never define (src/service/follow-up-meaning.ts, asked by
// chat.ts after chat-meta.ts's definitionQuestion reads "What do you mean by X?"): said plainly, uncited, with one use
// quoted; a sentence that defines it leaves the reply to the research rules. Table tests, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meaningNotGiven } from '../../src/service/follow-up-meaning';
import { definitionQuestion } from '../../src/service/chat-meta';
import type { RunningService } from '../../src/service/server';
import { askChat, citationMarkers, createJob, startLibraryService, waitForJob } from './helpers';

const TRIAL = [
  { text: 'Unauthorised absence fell from 4.1 percent to 2.9 percent of sessions.', title: 'Trial' },
  { text: 'A layer of grey liquid on top, called hooch, is alcohol made by hungry yeast.', title: 'Starter' },
  { text: 'Efficiency is measured as the coefficient of performance (COP).', title: 'Pumps' },
];

describe('meaningNotGiven (pure)', () => {
  it.each<[string, boolean]>([
    ['unauthorised absence', true], // used, never defined
    ['hooch', false], // "called hooch": defined
    ['COP', false], // "coefficient of performance (COP)": defined
    ['truancy', false], // used nowhere: the coverage's to refuse
  ])('%j → said plainly: %j', (term, said) => {
    const reply = meaningNotGiven(term, TRIAL);
    expect(reply !== null).toBe(said);
    if (reply) {
      expect(reply[0]).toBe(`Your sources use "${term}" but do not say what it means.`);
      expect(reply.join(' ')).not.toMatch(/\[\d+\]/);
    }
  });
});

describe('definitionQuestion: the clarifying forms', () => {
  it.each<[string, string | null]>([
    ['What do you mean by unauthorised absence?', 'What is unauthorised absence?'],
    ['What do they mean by "float test"?', 'What is float test?'],
    ['What does COP mean here?', 'What is COP?'],
    ['What does hooch mean exactly?', 'What is hooch?'],
    ['What do you mean by that?', null],
    ['What does that mean for me?', null],
    ['What does the council mean to do next?', null],
  ])('%j → %j', (message, question) => {
    expect(definitionQuestion(message)).toBe(question);
  });
});

const DOCUMENTS: Record<string, string> = {
  'trial.md': `---
title: Later school start trial
---
# Later school start trial: the results

In the autumn term of 2023 Ravensworth Academy moved the start of the school day for pupils aged 13 to 16 from 8.30am to 9.45am.

Pupils slept on average 43 minutes longer during the trial. Unauthorised absence fell from 4.1 percent to 2.9 percent of sessions.

A session is half a school day, morning or afternoon.
`,
};

describe('a word the sources never define, through the real service', () => {
  let service: RunningService;
  let jobId = '';
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
    jobId = (await waitForJob(service, await createJob(service, { query: 'Did the later school start at Ravensworth help pupils?', reasoning_loops: 1 }))).id;
  });
  afterAll(async () => {
    await service.close();
  });

  it('is said plainly, uncited, with its use quoted', async () => {
    const reply = await askChat(service, jobId, 'What do you mean by unauthorised absence?');
    expect(reply).toMatch(/^Your sources use "unauthorised absence" but do not say what it means\./);
    expect(citationMarkers(reply)).toEqual([]);
  });

  it('a word a source defines is answered by that definition, cited', async () => {
    const reply = await askChat(service, jobId, 'What do you mean by a session?');
    expect(reply).toMatch(/half a school day/);
    expect(citationMarkers(reply).length).toBeGreaterThan(0);
  });
});
