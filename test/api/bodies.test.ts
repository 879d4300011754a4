// Request bodies per API version (src/main/api/bodies.ts): the same options under each version's names.
import { describe, expect, it } from 'vitest';
import { jobBody } from '../../src/main/api/bodies';
import { JobOptionsSchema } from '../../src/shared/domain';

const defaults = JobOptionsSchema.parse({});

describe('jobBody', () => {
  it('2025-11-27 sends reasoning_loops and collection ids', () => {
    const body = jobBody('2025-11-27', 'q', { ...defaults, reasoningLoops: 3 }, ['f1'], ['c1']);
    expect(body).toMatchObject({ query: 'q', reasoning_loops: 3, files: ['f1'], collection_ids: ['c1'] });
    expect(body).not.toHaveProperty('compute_units');
    expect(body).not.toHaveProperty('auto');
  });

  it('2025-08-08 sends compute_units and no collections', () => {
    const body = jobBody('2025-08-08', 'q', { ...defaults, reasoningLoops: 4 }, [], ['c1']);
    expect(body).toMatchObject({ query: 'q', compute_units: 4 });
    expect(body).not.toHaveProperty('reasoning_loops');
    expect(body).not.toHaveProperty('collection_ids');
    expect(body).not.toHaveProperty('files');
  });

  it.each(['2025-11-27', '2025-08-08'] as const)('%s: an automatic job sends auto and no loop count', (version) => {
    const options = { ...defaults, reasoningLoops: 4, auto: true };
    const body = jobBody(version, 'q', options, [], []);
    expect(body.auto).toBe(true);
    expect(body).not.toHaveProperty('reasoning_loops');
    expect(body).not.toHaveProperty('compute_units');
  });

  it('auto: false sends the count as usual', () => {
    const options = { ...defaults, reasoningLoops: 2, auto: false };
    const body = jobBody('2025-11-27', 'q', options, [], []);
    expect(body).toMatchObject({ reasoning_loops: 2 });
    expect(body).not.toHaveProperty('auto');
  });
});
