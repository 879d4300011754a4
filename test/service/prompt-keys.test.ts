// A system prompt's JSON keys that ask who or where are filled with the answer's sentences that name a
// person or a place (src/service/prompt.ts fitsKey, src/service/people.ts peopleIn / namesAPlace),
// instead of staying empty because no sentence uses the key's own word ("people", "where"). Table tests of
// the pure functions, then a research job with system_prompt over HTTP on documents written here.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namesAPlace, peopleIn } from '../../src/service/people';
import { fitsKey, type Piece } from '../../src/service/prompt';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, tempDir, waitForJob } from './helpers';

describe('people and places a sentence names (table)', () => {
  it.each<[string, string[]]>([
    ['The lighthouse was designed by the engineer Margaret Ellery in 1871.', ['Margaret Ellery']],
    ['Dr Okafor led the survey, with Tomas de la Vega as diver.', ['Tomas de la Vega', 'Okafor']],
    ['The Carrow Point lighthouse stands on the Tay Bridge road.', []],
    ['The Hallam estate paid for it.', []],
    ['Volunteers of the Oxbridge Ford Trust restored the mill.', []],
    ['The mill ground oats until 1931.', []],
    // a plural common noun opening the sentence, a compass point, a plural place noun, a title-case heading
    ['Surveyors Mara Quillan and Tobias Wrenford mapped the reef.', ['Mara Quillan', 'Tobias Wrenford']],
    ['Currents in the North Atlantic carried the larvae.', []],
    ['Larvae settle on the Outer Kelp Beds.', []],
    ['Why Tides Turn Twice a Day', []],
  ])('%s', (sentence, people) => {
    expect(peopleIn(sentence)).toEqual(people);
  });
  it.each<[string, boolean]>([
    ['The mill stands at Oxbridge Ford.', true],
    ['She died in Penzance.', true],
    ['The light can be seen from the Carrow Point headland.', true],
    ['The light was automated in March 1987.', false],
    ['The tower is 31 metres tall.', false],
  ])('%s names a place: %s', (sentence, place) => {
    expect(namesAPlace(sentence)).toBe(place);
  });
  it.each<[string, string, boolean]>([
    ['people', 'It was rebuilt in 1794 by the millwright Josiah Penrose.', true],
    ['who', 'It was rebuilt in 1794 by the millwright Josiah Penrose.', true],
    ['people', 'People from the village used the mill.', false],
    ['where', 'The mill stands at Oxbridge Ford.', true],
    ['year', 'It was rebuilt in 1794.', true],
    ['cause', 'It burned down because sparks from the kiln set fire to the roof.', true],
  ])('key %s fits %j: %s', (key, text, fits) => {
    const piece: Piece = { sentences: [], text, prefix: '' };
    expect(fitsKey(key, piece)).toBe(fits);
  });
});

describe('a JSON system prompt over HTTP', () => {
  let service: RunningService;
  beforeAll(async () => {
    const dir = tempDir('quire-prompt-keys-library-');
    fs.writeFileSync(
      path.join(dir, 'bell-foundry.md'),
      `# The Wexcombe Bell Foundry

The Wexcombe bell foundry closed in 1968 because orders for church bells had fallen to a handful a year.

It had been founded in 1702 by the brothers Samuel Threlkeld and Amos Threlkeld, who cast their first bells in a barn beside the river.

The foundry's last master, Edith Marlow, sold the moulds to a museum in Norwich.
`,
    );
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"people" holds the sentences that name the founders and the last master, and no key is left empty by a false note', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why did the Wexcombe bell foundry close?', reasoning_loops: 1, system_prompt: 'Return JSON with keys cause, year, people.' }));
    expect(job.status).toBe('completed');
    const json = /```json\n([\s\S]*?)\n```/.exec(job.transformed_content ?? '')?.[1] ?? '{}';
    const value = JSON.parse(json) as Record<string, string[]>;
    expect((value.cause ?? []).join(' ')).toContain('orders for church bells had fallen');
    expect((value.year ?? []).join(' ')).toContain('1968');
    const people = (value.people ?? []).join(' ');
    expect(people).toMatch(/Samuel Threlkeld|Edith Marlow/);
    expect(job.transformed_content).not.toMatch(/no sentence of this answer fits "people"/);
  });
});
