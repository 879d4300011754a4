// A yes/no question against a figure ("Did the bridge repair cost more than £2 million?") reads a figure whose
// subject is given by its document's title or its heading, not by its own sentence ("The council puts the final
// bill at £2.3 million" under "Cost" in "Repairing the Ashby footbridge"); two sources whose figures fall on either
// side of the threshold make the sources disagree, both figures cited (verdict.ts decideVerdict, threshold branch).
// Table tests over decideVerdict on sentences written here, then the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('a figure whose subject is in its title or heading (decideVerdict)', () => {
  const unit = (text: string, score: number, documentId: string, heading = ''): VerdictUnit => ({ score, sentences: [text], documentId, stems: stemsOf(text), context: stemsOf(heading) });
  const titles = new Map([
    ['council', 'Repairing the Ashby footbridge'],
    ['paper', 'Ashby footbridge reopens after repair'],
  ]);
  const query = 'Did the Ashby footbridge repair cost more than £2 million?';
  it.each<[string, [string, number, string, string][], string, string | null]>([
    [
      'two sources on either side: they disagree',
      [
        ['The footbridge carries the river path over the Ashby weir.', 6, 'council', 'Background'],
        ['The council puts the final cost at £1.8 million.', 2, 'council', 'Cost'],
        ['According to the contractor, the work cost £2.3 million.', 3, 'paper', ''],
      ],
      'disagree',
      '£',
    ],
    [
      'one source below the threshold: no',
      [
        ['The footbridge carries the river path over the Ashby weir.', 6, 'council', 'Background'],
        ['The council puts the final cost at £1.8 million.', 2, 'council', 'Cost'],
      ],
      'no',
      '£1.8 million',
    ],
  ])('%s', (_label, texts, verdict, lead) => {
    const units = texts.map(([text, score, id, heading]) => unit(text, score, id, heading));
    const choice = decideVerdict(query, conceptsOf(query), units, units.slice(0, 1), 0, verdictOf, () => 0, [], titles);
    expect(choice.verdict).toBe(verdict);
    if (lead) expect([choice.lead, choice.other].map((u) => u?.sentences.join(' ') ?? '').join(' ')).toContain(lead);
  });
});

describe('figures on either side of a threshold through the service (documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'ashby-footbridge.md': [
        '# Repairing the Ashby footbridge',
        '',
        '## Background',
        '',
        'The footbridge carries the river path over the Ashby weir and was closed in 2022 when its deck timbers split.',
        '',
        '## Cost',
        '',
        'The council puts the final cost at £1.8 million, shared with the canal trust.',
        '',
      ].join('\n'),
      'ashby-reopens.md': [
        '# Ashby footbridge reopens after repair',
        '',
        'Walkers were back on the river path on Monday. According to the contractor, the work cost £2.3 million, more than first planned because the piers needed new footings.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('says the sources disagree and cites both figures', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Did the Ashby footbridge repair cost more than £2 million?', reasoning_loops: 2 }));
    const content = job.content ?? '';
    expect(content).toMatch(/sources disagree/);
    expect(content).toMatch(/£1\.8 million/);
    expect(content).toMatch(/£2\.3 million/);
  });
});
