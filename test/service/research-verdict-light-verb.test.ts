// A should/need question whose verb is light asks about its object (src/service/verdict.ts): "Do you
// need nails or glue for a cob oven?" asks about nails and glue, not about "need"; either alternative
// joined by "or" answers it, so one missing from the sources is no gap while the other is there. An
// FAQ's yes/no heading answered "None at all." / "Not at all." / "Never." answers no (passage.ts). Before,
// such a question got "point to no" from a stray "never" under another heading ("Most people … have never
// mixed clay before"). Table tests over the pure functions on questions and passages written here, then
// the real service over an FAQ written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPassage } from '../../src/service/passage';
import type { RunningService } from '../../src/service/server';
import { stem } from '../../src/service/text';
import { alternativeStems, lightVerbObjectWords } from '../../src/service/verdict';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('the object of a light verb (lightVerbObjectWords)', () => {
  it.each<[string, string[]]>([
    ['Do you need nails or glue for a cob oven?', ['nails', 'glue']],
    ['Should I use a primer before painting the fence?', ['primer']],
    ['Do I need any experience to join the workshop?', ['experience']],
    ['Can I take my dog on the ferry?', ['dog']],
    // not a light verb: no object read here (the verb itself is what is asked)
    ['Should I water my orchid after repotting it?', []],
    // not a should/need question
    ['Is there glue in a cob oven?', []],
  ])('%j → %j', (query, words) => {
    expect(lightVerbObjectWords(query)).toEqual(words.map((w) => stem(w)));
  });
});

describe('alternatives joined by "or" (alternativeStems)', () => {
  it.each<[string, string[][]]>([
    ['Do you need nails or glue for a cob oven?', [['nails', 'glue']]],
    ['Is clay or lime better for a cob oven, and is sand or straw needed?', [['clay', 'lime'], ['sand', 'straw']]],
    ['Do you need nails for a cob oven?', []],
  ])('%j → %j', (query, groups) => {
    expect(alternativeStems(query)).toEqual(groups.map((g) => new Set(g.map((w) => stem(w)))));
  });
});

describe('an FAQ answer that denies outright (readPassage)', () => {
  it.each<[string, 'yes' | 'no' | null]>([
    ['### Are there nails in a cob oven?\nNone at all. The dome holds its shape through the clay and sand.', 'no'],
    ['### Does the oven need a chimney?\nNot at all. The smoke leaves through the door arch.', 'no'],
    ['### Do we work in the rain?\nNever. The workshop moves under the barn roof.', 'no'],
    ['### Do I need any experience?\nNo. Most people have never mixed clay before.', 'no'],
    // under a question that is not yes/no, "None." is an amount, not an answer no
    ['### What should I bring?\nNone at all. We provide boots and gloves.', null],
    // a sentence that merely starts with "Never" is not a one-word answer
    ['### Can the oven crack?\nNever light a big fire in the first week, or the dome will crack.', null],
  ])('%j → %s', (passage, answer) => {
    expect(readPassage(passage).answer).toBe(answer);
  });
});

describe('a light verb\'s object through the service (an FAQ written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers no from the FAQ on nails, not from a stray "never" under another heading', async () => {
    const faq = [
      '# Cob oven workshop: questions',
      '',
      '### Do I need any experience?',
      'No. Most people on the workshop have never mixed clay before, and the first hour is spent treading the mix.',
      '',
      '### Are there nails in a cob oven?',
      'None at all. The dome holds its shape through the clay and sand packed around a sand form, which is dug out once the clay is firm.',
      '',
      '### How long does the oven take to dry?',
      'About three weeks in summer, before the first small fire.',
      '',
    ].join('\n');
    expect((await upload(service, 'cob-oven-faq.md', faq, 'text/markdown')).status).toBe(200);
    for (const query of ['Do you need nails or glue for a cob oven?', 'Should I use nails for the dome of a cob oven?']) {
      const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 2 }));
      expect(job.status).toBe('completed');
      expect(String(job.content)).toMatch(/^(?:.*\n\n)?Your sources point to no: The dome holds its shape/);
    }
  });
});
