// A source that says it does not know gives no verdict (src/service/verdict.ts disclaims): "The wardens
// did not measure fledging success, so this report makes no claim about whether the fence raised…" is
// not a no to "Did the fence raise the number of chicks that fledged?" (before, its "not" and "no" read
// as a denial); the answer says the sources do not say so outright and leads with that sentence. A
// denial of the asked point itself is still a no. Table tests over the pure function on sentences written
// here, then the real service over a report written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Concept } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { stem } from '../../src/service/text';
import { disclaims } from '../../src/service/verdict';
import { createJob, startTestService, upload, waitForJob } from './helpers';

const predicate = (terms: string[]): Concept[] => terms.map((term) => ({ term, stem: stem(term), soft: false }));

describe('a sentence saying its source does not know (disclaims)', () => {
  it.each<[string, string[], boolean]>([
    ['The wardens did not measure fledging success, so this report makes no claim about whether the fence raised the number of chicks.', ['fence', 'chicks'], true],
    ['Whether the fence helped the chicks is not known.', ['fence', 'chicks'], true],
    ['The survey did not test the water for lead.', ['lead'], true],
    ['It is too early to say whether the fence helps the chicks.', ['fence'], true],
    // a denial of the point itself, not of knowing it
    ['The fence did not raise the number of chicks that fledged.', ['fence', 'chicks'], false],
    ['Terns cannot tell the fence wires apart from the sky.', ['fence'], false],
    // a disclaimer about something other than what is asked
    ['The wardens made no claim about the foxes.', ['chicks'], false],
    ['Forty-one pairs nested inside the fence.', ['fence'], false],
  ])('%j about %j → %s', (sentence, terms, expected) => {
    expect(disclaims(sentence, predicate(terms))).toBe(expected);
  });
});

describe('a source that says it does not know, through the service (a report written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('gives no verdict and leads with what the report says it did not measure', async () => {
    const report = [
      '# Little tern colony at Saltcote: season report',
      '',
      'In April the wardens put up 900 metres of electric fence around the shingle where the little terns nest.',
      '',
      'Forty-one pairs nested inside the fence, against twenty-six the year before. The wardens did not measure fledging success, so this report makes no claim about whether the fence raised the number of chicks that fledged.',
      '',
      'Foxes were seen on the beach twice in June.',
      '',
    ].join('\n');
    expect((await upload(service, 'tern-colony.md', report, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Did the fence raise the number of chicks that fledged?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const content = String(job.content);
    expect(content).not.toMatch(/point to (?:yes|no)/);
    expect(content).toMatch(/^(?:.*\n\n)?Your sources do not say this outright; what they say: The wardens did not measure fledging success/);
  });
});
