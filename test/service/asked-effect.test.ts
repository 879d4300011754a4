// The cause of the asked effect (src/service/asked-effect.ts, why-lead.ts): a sentence whose act brings about what a
// why-question asks of its subject ("an algal bloom KILLED most of the carp" for "Why did the carp die?", WordNet's
// cause pointers) states its cause and leads, over a "because" that explains something else about the same subject.
// The document (a fishing club's pond notes) is written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { causesAskedEffect, causesOf, parseCauses } from '../../src/service/asked-effect';
import { givesReasonFor, whyLead } from '../../src/service/why-lead';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('verbs that bring a verb about (table)', () => {
  it('parses "c <cause> <effect>" lines', () => {
    const t = parseCauses('# header\nc kill die\nc raise rise\nc fell fall\n');
    expect([...causesOf('died', t)]).toEqual(['kill']);
    expect([...causesOf('rises', t)]).toEqual(['raise']);
    expect(causesOf('swim', t).size).toBe(0);
  });
  it('the shipped table: to kill is to cause to die', () => {
    expect(causesOf('die').has('kill')).toBe(true);
  });
});

describe('an act that brings about the asked effect on the asked thing (table)', () => {
  it.each<[string, boolean]>([
    ['In August 2022 an algal bloom killed most of the carp in the pond.', true],
    ['The carp were killed by an algal bloom.', true],
    ['Carp kill the young of other fish.', false],
    ['Carp were first put into the pond in 1990 because they keep the weed down.', false],
  ])('causesAskedEffect(%j) = %j', (text, expected) => {
    expect(causesAskedEffect(text, ['carp'], ['die'])).toBe(expected);
  });
  it('gives a reason for "Why did the carp die?" without a causal word', () => {
    expect(givesReasonFor('In August 2022 an algal bloom killed most of the carp in the pond.', ['carp', 'die'])).toBe(true);
  });
  it('leads over a "because" about the same subject', () => {
    const unit = (s: string, score: number): { score: number; sentences: string[] } => ({ score, sentences: [s] });
    const candidates = [unit('Carp were first put into Millbrook pond in 1990 because they keep the weed down.', 1), unit('In August 2022 an algal bloom killed most of the carp in the pond.', 0.9)];
    const named = (text: string): string[] => ['carp', 'millbrook', 'pond', 'die'].filter((w) => text.toLowerCase().includes(w));
    expect(whyLead(candidates, 0, ['carp', 'millbrook', 'pond', 'die'], named, ['carp', 'millbrook'], ['pond', 'die'], false, false, ['carp'])).toBe(1);
  });
});

describe('over the real service: the cause of the asked effect leads, in the answer and in chat', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'pond.md': `# Carp at Millbrook pond\n\nCarp were first put into Millbrook pond in 1990 because they keep the weed down. In August 2022 an algal bloom killed most of the carp in the pond. The carp season opens in June, since the fish spawn in May. Anglers fish the pond all year, and the club restocked it with young carp in 2023.\n`,
    });
  });
  afterAll(async () => {
    await service.close();
  });
  it('"Why did the carp in Millbrook pond die?" leads with the algal bloom', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why did the carp in Millbrook pond die?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect((job.content ?? '').split('\n\n')[0]).toMatch(/algal bloom/);
  });
  it('the follow-up "Why did the carp die?" leads with the algal bloom', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What happened at Millbrook pond in 2022?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Why did the carp die?');
    expect(reply.split(/(?<=\]\.)\s/)[0]).toMatch(/algal bloom/);
  });
});
