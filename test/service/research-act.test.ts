// A question about an act ("Why did the commissioners DISMANTLE the crane?", "When was the crane REPAINTED?") is
// answered only by a source that says the act, or by a sentence naming what the question names beyond its setting
// that gives what is asked (a reason, a date); sentences that only name the thing never answer what was done to it
// (src/service/act.ts, used by compose.ts on each part's coverage). Table tests over the pure decisions, then answers
// over the real service on a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersInOtherWords, askedAct, indirectAct, pastOf, thirdPersonOf } from '../../src/service/act';
import { conceptsOf } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('the act a question asks about (table)', () => {
  it.each<[string, string | null, string | null]>([
    ['Why did the harbour commissioners dismantle the Polwenna crane?', 'dismantle', 'why'],
    // "close" is mostly an adjective, but here it takes an object
    ['Why did the county council close the Tresco ferry slipway?', 'close', 'why'],
    ['When did the parish repaint the lychgate?', 'repaint', 'when'],
    ['When was the Polwenna crane repainted?', 'repainted', 'when'],
    ['Why were the quay lamps switched off at midnight?', 'switched', 'why'],
    // a process the subject undergoes is said in many other words: no act
    ['Why did the cab roof fail in the storm?', null, null],
    ['Why do oyster beds die back in hot summers?', null, null],
    // a verb whose sense is in its object: no act of its own
    ['Why did the commissioners put a fence round the crane?', null, null],
    // a state, not an act
    ['Why is the east quay so busy?', null, null],
    ['How did the commissioners finance the new cab roof?', 'finance', 'how'],
    // the agent of the act
    ['Who dismantled the Polwenna crane?', 'dismantled', 'who'],
    // a light verb or a state: no act
    ['Who made the crane?', null, null],
    ['Who was the engineer of the crane?', null, null],
    // other question words
    ['How did the commissioners pay for the crane?', null, null],
    ['What did the commissioners sell in 1994?', null, null],
  ])('askedAct(%s) → %s (%s)', (part, word, kind) => {
    const act = askedAct(part);
    expect(act?.word ?? null).toBe(word);
    expect(act?.kind ?? null).toBe(kind);
  });

  it.each<[string, string | null]>([
    ['dismantle', 'dismantled'],
    ['sell', 'sold'],
    ['carry', 'carried'],
    ['stop', 'stopped'],
    ['repaint', 'repainted'],
    // two irregular forms listed (shrank, shrunk): not guessed
    ['shrink', null],
  ])('pastOf(%s) → %s', (verb, past) => {
    expect(pastOf(verb)).toBe(past);
  });

  it.each<[string, string]>([
    ['close', 'closes'],
    ['carry', 'carries'],
    ['sell', 'sells'],
    ['wash', 'washes'],
  ])('thirdPersonOf(%s) → %s', (verb, form) => {
    expect(thirdPersonOf(verb)).toBe(form);
  });

  it.each<[string, string]>([
    ['Why did the harbour commissioners dismantle the Polwenna crane?', 'why the harbour commissioners dismantled the Polwenna crane'],
    ['When was the Polwenna crane repainted?', 'when the Polwenna crane was repainted'],
    ['Why does the ferry company close the slipway in winter?', 'why the ferry company closes the slipway in winter'],
    ['When will the parish sell the old school?', 'when the parish will sell the old school'],
    ['Who dismantled the Polwenna crane?', 'who dismantled the Polwenna crane'],
  ])('indirectAct(%s) → %s', (part, said) => {
    const act = askedAct(part);
    expect(act).not.toBeNull();
    expect(act && indirectAct(part, act)).toBe(said);
  });
});

describe('answering an act in other words (table)', () => {
  const title = 'The Polwenna harbour crane';
  const covered = (part: string) => conceptsOf(part).filter((c) => !['dismantle', 'remade', 'repainted'].includes(c.term));
  it.each<[string, string, boolean]>([
    // a sentence naming the roof and 1996 that gives a reason answers why it was remade
    ['Why was the cab roof of the Polwenna crane remade in 1996?', 'The Polwenna crane stands on the east quay. The Polwenna crane is worked by hand. In 1996 the cab roof was rebuilt in the old pattern because the crane is listed. The Polwenna crane was greased in spring.', true],
    // the reason may come in the next sentence
    ['Why was the cab roof of the Polwenna crane remade in 1996?', 'The Polwenna crane stands on the east quay. The Polwenna crane is worked by hand. In 1996 the cab roof was rebuilt in the old pattern. That was done because the crane is listed.', true],
    // a sentence naming the roof without any reason does not
    ['Why was the cab roof of the Polwenna crane remade in 1996?', 'The Polwenna crane stands on the east quay. The Polwenna crane is worked by hand. In 1996 the cab roof was rebuilt in the old pattern. The Polwenna crane was greased in spring.', false],
    // nothing named beyond the setting (the crane, Polwenna: the title): no sentence can say what was done to it
    ['Why did the commissioners dismantle the Polwenna crane?', 'The Polwenna crane stands on the east quay because the coal boats moored there. The Polwenna crane is worked by hand.', false],
    // a date beside the thing named beyond the setting answers when
    ['When was the cab roof of the Polwenna crane repainted?', 'The Polwenna crane stands on the east quay. The cab roof was painted green in May 2011. The Polwenna crane is worked by hand.', true],
    ['When was the cab roof of the Polwenna crane repainted?', 'The Polwenna crane stands on the east quay. The cab roof is painted green. The Polwenna crane is worked by hand.', false],
  ])('%s over "%s" → %s', (part, text, answers) => {
    const act = askedAct(part);
    expect(act).not.toBeNull();
    if (act) expect(answersInOtherWords(act, part, covered(part), title, text)).toBe(answers);
  });
});

const CRANE = `The Polwenna harbour crane was erected in 1887 to unload coal from the coastal steamers. It is a hand-worked iron crane on a granite plinth at the end of the east quay. The harbour commissioners own the crane and keep its gears greased. Its jib reaches 6 metres beyond the quay wall. In 1994 a storm tore the cab roof away. The roof was rebuilt in the old pattern in 1996 because the crane is a listed structure. Visitors may climb the plinth steps but not the jib.`;

const FERRY = `The Tresco ferry crosses the estuary from the slipway below the church every half hour in summer. A return ticket costs £3. Dogs travel free. The ferry carries up to twelve passengers and their bicycles.`;

describe('answers over the real service: an act no source says', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'polwenna-crane.md': `# The Polwenna harbour crane\n\n${CRANE}\n`,
      'tresco-ferry.md': `# The Tresco ferry\n\n${FERRY}\n`,
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it.each([
    ['Why did the harbour commissioners dismantle the Polwenna crane?', 'none of them uses the word "dismantle", so Quire found nothing in them that says why the harbour commissioners dismantled the Polwenna crane.'],
    ['When did the harbour commissioners repaint the Polwenna crane?', 'none of them uses the word "repaint", so Quire found nothing in them that says when the harbour commissioners repainted the Polwenna crane.'],
    ['Who demolished the Polwenna crane?', 'none of them uses the word "demolished", so Quire found nothing in them that says who demolished the Polwenna crane.'],
  ])('%s completes, cites nothing and names the act as the question asks it', async (query, note) => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toHaveLength(0);
    expect(job.content).not.toMatch(/\[\d+\]/);
    expect(job.content).toContain(note);
    expect(job.content).toMatch(/add documents that say (?:why|when|who) /);
  });

  it('an act said in other words beside a reason is answered, with its source', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why was the cab roof of the Polwenna crane remade in 1996?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('listed structure');
    expect(job.content).toMatch(/\[1\]/);
  });
});
