// @vitest-environment node
// A point that says again what an earlier point of the answer says is dropped (repeats.ts): "The restored hall has 46
// stalls" [2] under "The restored hall will have 46 stalls, four fewer than before, to make room for a seating area"
// [1] (a reviewer's answer, session 21). Table tests of the rule, then an answer over the real service where two
// documents state one fact (documents written here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repeats, withoutRepeats } from '../../src/service/repeats';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('repeats (table)', () => {
  it.each<[string, string, boolean]>([
    // its words held in the earlier one
    ['The restored hall will have 46 stalls, four fewer than before, to make room for a seating area.', 'The restored hall has 46 stalls.', true],
    // most words shared
    ['The mill wheel was rebuilt in oak in 1998 by volunteers.', 'Volunteers rebuilt the mill wheel in oak in 1998.', true],
    // different figures: two facts
    ['Riders under 70 kg should run about 80 psi.', 'Riders over 85 kg should run about 95 psi.', false],
    ['The restored hall will have 46 stalls.', 'The old hall had 50 stalls.', false],
    // another fact about the same thing
    ['The restored hall will have 46 stalls.', 'The hall reopens in March with a new glass roof.', false],
    // too few words of its own to judge
    ['The hall has stalls.', 'Stalls.', false],
  ])('%j then %j → %s', (earlier, later, repeated) => {
    expect(repeats(earlier, later)).toBe(repeated);
  });

  it('keeps the lead and the units marked to keep, drops a later repeat, keeps the order', () => {
    const lead = { sentences: ['The restored hall has 46 stalls.'] };
    const a = { sentences: ['The restored hall will have 46 stalls, four fewer than before.'] };
    const b = { sentences: ['The hall reopens in March with a new glass roof.'] };
    const c = { sentences: ['Volunteers say the restored hall has 46 stalls.'] };
    expect(withoutRepeats([a, lead, b, c], lead)).toEqual([lead, b]);
    expect(withoutRepeats([a, lead, b, c], lead, (u) => u === c)).toEqual([lead, b, c]);
  });

  it('drops a unit marked to keep when every sentence of it is already given word for word (a lead that took it in)', () => {
    const lead = { sentences: ['The father, a 54-year-old man, slipped on wet rock and broke his ankle.', 'His son, 19, escaped without injury.'] };
    const again = { sentences: ['The father, a 54-year-old man, slipped on wet rock and broke his ankle.'] };
    const other = { sentences: ['The man was taken to hospital in Fort Lachlan.'] };
    const partly = { sentences: ['His son, 19, escaped without injury.', 'He called for help from the ledge.'] };
    expect(withoutRepeats([lead, again, other, partly], lead, () => true)).toEqual([lead, other, partly]);
  });
});

describe('one fact in two documents, over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'market-hall-news.md': '# Market hall reopens\n\nThe restored market hall will have 46 stalls, four fewer than before, to make room for a seating area and public toilets. Traders moved back in on 3 March.\n',
      'market-hall-council.md': '# Council notice: market hall\n\nThe restored market hall has 46 stalls. Stall rents are frozen for the first year. The glass roof was cleaned and repaired.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"How many stalls will the restored market hall have?" says 46 stalls once', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many stalls will the restored market hall have?' }));
    const content = job.content ?? '';
    expect(content).toMatch(/46 stalls/);
    expect(content.match(/46 stalls/g)).toHaveLength(1);
  });
});
