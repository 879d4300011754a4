// A source that says it does not know gives no verdict (src/service/verdict.ts disclaims): "The wardens
// did not measure fledging success, so this report makes no claim about whether the fence raised…" is
// not a no to "Did the fence raise the number of chicks that fledged?" (before, its "not" and "no" read
// as a denial); the answer says the sources do not say so outright and leads with that sentence, also
// when a firmer sentence names only the rest of the question (the heath, not its butterflies). A
// denial of the asked point itself is still a no. Table tests over the pure function on sentences written
// here, then the real service over a report written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdictOf } from '../../src/service/compose';
import { conceptsOf, stemsOf, type Concept } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { stem } from '../../src/service/text';
import { decideVerdict, disclaims } from '../../src/service/verdict';
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

describe('a disclaimer of the part the chosen sentence does not name (decideVerdict)', () => {
  const query = 'Has the grazing made Harrow Heath richer in butterflies?';
  const unit = (text: string, score: number) => ({ score, sentences: [text], documentId: 'report', stems: stemsOf(text) });
  const fenced = unit('In 2023 the Trust fenced 40 hectares of Harrow Heath for grazing.', 1);
  const insects = unit('We did not survey insects, so this report makes no claim about butterflies.', 0.9);
  it('"no claim about butterflies" outweighs a firmer sentence that names only the heath and the grazing', () => {
    const choice = decideVerdict(query, conceptsOf(query), [fenced, insects], [fenced, insects], 0, verdictOf, (s) => (s === fenced.sentences[0] ? 1 : 0));
    expect(choice.verdict).toBe('unstated');
    expect(choice.lead).toBe(insects);
  });
  it('without the disclaimer the firmer sentence still answers', () => {
    const other = unit('Two ponies escaped through a broken gate in March.', 0.9);
    expect(decideVerdict(query, conceptsOf(query), [fenced, other], [fenced, other], 0, verdictOf, () => 0).lead).toBe(fenced);
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
