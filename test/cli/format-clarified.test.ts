// quire show lists the choices made in a "Clarify first" round (from the service's events) and the
// system prompt the transformed content was written for.
import { describe, expect, it } from 'vitest';
import { JobOptionsSchema, type JobDetail } from '../../src/shared/domain';
import { formatJobDetail } from '../../src/cli/format';

const job: JobDetail = {
  id: '3f2a9c1e-0000-4000-8000-000000000009',
  serverId: '3f2a9c1e-0000-4000-8000-000000000009',
  query: 'How does caffeine affect sleep?',
  status: 'completed',
  reasoningLoopsConsumed: 3,
  runningTime: 2,
  createdAt: '2026-11-23T00:31:05.123Z',
  syncState: 'synced',
  error: null,
  availableOffline: true,
  sourceCount: 1,
  content: 'Caffeine works by blocking adenosine receptors [1].',
  transformedContent: '{"summary": "Caffeine blocks adenosine receptors."}',
  options: JobOptionsSchema.parse({ systemPrompt: 'Return a JSON object with key summary', brainstormSessionId: 'b1', answers: { q1: '0', q2: 'teenagers' } }),
  results: [{ id: 'r1', title: 'How Caffeine Blocks Sleep Pressure', url: 'https://example.org/c', citationIndex: 1, highlights: [], hasContent: true }],
  events: [
    { message: 'Clarified: Which aspect should the research focus on? → adenosine receptor', createdAt: '2026-11-23T00:31:05Z' },
    { message: 'Clarified: Which group? → "teenagers" (in your words)', createdAt: '2026-11-23T00:31:05Z' },
    { message: 'Completed: 1 source cited after 3 reasoning loops', createdAt: '2026-11-23T00:31:07Z' },
  ],
  updates: [],
  statusHistory: [],
};

describe('quire show', () => {
  it('lists the clarify choices before the answer and the system prompt with the transformed content', () => {
    const text = formatJobDetail(job);
    expect(text).toContain('Clarified first\n  Which aspect should the research focus on? → adenosine receptor\n  Which group? → "teenagers" (in your words)\n\nCaffeine works');
    expect(text).toContain('Transformed\n───────────\nSystem prompt: Return a JSON object with key summary\n{"summary"');
  });

  it('says nothing about clarifying when the job was not clarified', () => {
    expect(formatJobDetail({ ...job, events: [] })).not.toContain('Clarified');
  });
});
