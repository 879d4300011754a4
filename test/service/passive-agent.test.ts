// @vitest-environment node
// The doer a passive names (passive-agent.ts; issue #11, h19c, session 19), and a who-follow-up led by it over the
// real service (follow-up-ask.ts agentGiven): "built by the county roads department" answers "Who constructed the
// bypass?" though it names no person. Documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentGiven } from '../../src/service/follow-up-ask';
import { passiveAgent } from '../../src/service/passive-agent';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('passiveAgent', () => {
  it.each([
    ['The bypass was built by the county roads department at a cost of 40 million pounds.', 'county roads department'],
    ['The bridge was inspected by Halden Consulting in 2021.', 'Halden Consulting'],
    ['The organ cost 90,000 pounds, paid for by a lottery grant.', 'lottery grant'],
    ['The survey was led by Dr Anna Berg.', 'Dr Anna Berg'],
    ['Each chair is assembled by hand from parts.', null],
    ['The work was finished by the end of May.', null],
    ['The road will be closed by 2030.', null],
    ['Visitors arrive by train or by car.', null],
  ])('%s → %s', (sentence, agent) => {
    expect(passiveAgent(sentence)).toBe(agent);
  });
});

describe('agentGiven', () => {
  it('a body a passive names gives the agent; a person noun elsewhere gives less', () => {
    expect(agentGiven('The bypass was built by the county roads department.', new Set(['bypass']))).toBe(1);
    expect(agentGiven('Each bus seats 60 passengers.', new Set(['bypass']))).toBe(0.6);
  });
});

const BYPASS: Record<string, string> = {
  'linford-bypass.md': `# The Linford bypass

The Linford bypass takes through traffic around the town centre on a 6 km road with two roundabouts. Each rush hour about 1,800 lorries and 40 buses with their passengers now avoid the high street. The bypass was built by the county roads department at a cost of 40 million pounds and opened in June 2023.
`,
};

describe('a who-follow-up answered by a passive agent, over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(BYPASS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Who constructed the bypass?": the sentence naming the department leads, not one naming passengers', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What does the Linford bypass do?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Who constructed the bypass?');
    expect(reply.replace(/^In short:\s*/, '')).toMatch(/^The bypass was built by the county roads department/);
  });
});

describe('shapeFit: a who-answer by a passive agent in any words', () => {
  it('"put up by the town council" gives who, whatever the question\'s verb', async () => {
    const { shapeFit } = await import('../../src/service/answer-shape');
    expect(shapeFit('who', 'A steel replacement was put up by the town council in 2020.', 'Who built the new one?')).toBeGreaterThan(0);
    expect(shapeFit('who', 'The new bridge is 38 metres long.', 'Who built the new one?')).toBe(0);
  });
});
