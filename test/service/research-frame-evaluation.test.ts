// @vitest-environment node
// "What are the pros and cons of decaf?" was refused: "none of them uses the words pros or cons". A pair of the good
// and bad points of a thing ("pros and cons", "advantages and disadvantages", "benefits and drawbacks": WordNet's kinds
// of advantage and disadvantage, the arguments pro and con) frames the question; what follows is its topic
// (frame-words.ts 'evaluation'). Table tests, then the answer over the real service with documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameReason } from '../../src/service/frame-words';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('a pair of good and bad points frames the question (frameReason, table)', () => {
  it.each<[string, string, string | null]>([
    ['pros', 'What are the pros and cons of decaf?', 'evaluation'],
    ['cons', 'What are the pros and cons of decaf?', 'evaluation'],
    ['advantages', 'What are the advantages and disadvantages of LFP cells?', 'evaluation'],
    ['drawbacks', 'Any benefits and drawbacks to a heat pump?', 'evaluation'],
    ['benefits', 'Any benefits and drawbacks to a heat pump?', 'evaluation'],
    // no good-or-bad point in the pair: its nouns are the topic
    ['costs', 'What are the costs and benefits of the scheme?', null],
    ['cats', 'Are cats and dogs allowed on the ferry?', null],
    // alone, a drawback is what is asked about
    ['drawback', 'What is the main drawback of clay tiles?', null],
  ])('%s in %s → %s', (word, question, reason) => {
    expect(frameReason(word, question)).toBe(reason);
  });
});

describe('the pros and cons of a thing over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'heat-pumps.md': '# Air source heat pumps\n\nAn air source heat pump moves heat from the outside air into the house. A heat pump delivers about three units of heat for each unit of electricity it uses. The outdoor unit makes a low hum that some neighbours notice at night. Heat pumps work best with large radiators or underfloor heating.\n',
      'kettles.md': '# Choosing a kettle\n\nA kettle with a limescale filter keeps scale out of tea. Cordless kettles sit on a powered base.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers over the thing, names no missing "pros" or "cons", and cites only its document', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What are the pros and cons of an air source heat pump?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').not.toMatch(/"pros"|"cons"|uses the words?/);
    expect(job.content ?? '').toMatch(/three units of heat|low hum/);
    expect(job.results.map((r) => r.title)).toEqual(['Air source heat pumps']);
  });
});
