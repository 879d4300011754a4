// @vitest-environment node
// "Can you compare otters and urchins in a table?" filled a table with an unrelated list ("The recreational red abalone
// fishery… was closed"): a table request that compares two named things now gives, by rows, what the sources say of
// each, then of both, each row cited (chat-compare-table.ts). Table tests, then the real service over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { compareRows, comparedPair } from '../../src/service/chat-compare-table';
import { askChat, createJob, startLibraryService, waitForJob, type JobBody } from './helpers';

describe('the two things a table request compares (comparedPair)', () => {
  it.each<[string, [string, string] | null]>([
    ['Can you compare otters and urchins in a table?', ['otters', 'urchins']],
    ['Compare the heat pump with the gas boiler as a table', ['heat pump', 'gas boiler']],
    ['Otters vs urchins in a table', ['Otters', 'urchins']],
    ['Put the ferry and the bridge side by side in a table', ['ferry', 'bridge']],
    // no two named things (a pair put in a table is no comparison unless set side by side)
    ['Put the dates in a table', null],
    ['Put the pros and cons in a table', null],
    ['Compare them in a table', null],
  ])('%j → %j', (message, pair) => {
    expect(comparedPair(message)).toEqual(pair);
  });
});

describe('rows for each side, then both (compareRows)', () => {
  it('keeps each side to its own sentences and says nothing of a side no sentence names', () => {
    const rows = compareRows(
      [
        { text: 'The heat pump delivers three units of heat per unit of electricity.', citations: [1] },
        { text: 'A gas boiler burns gas in the house.', citations: [2] },
        { text: 'Both the heat pump and the gas boiler need a yearly service.', citations: [1] },
        { text: 'Kettles sit on a powered base.', citations: [3] },
      ],
      ['heat pump', 'gas boiler'],
    );
    expect(rows.map((r) => r.about)).toEqual(['heat pump', 'gas boiler', 'heat pump and gas boiler']);
    expect(rows.map((r) => r.text).join(' ')).not.toMatch(/Kettles/);
  });
});

describe('a comparison table over the real service', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService({
      'heating.md': '# Heating a house\n\nAn air source heat pump moves heat from the outside air into the house. A heat pump delivers about three units of heat for each unit of electricity it uses. A gas boiler burns natural gas to heat water for the radiators. A new gas boiler costs less to install than a heat pump. The council lists approved installers for both.\n',
      'fishery.md': '# The harbour fishery\n\nThe crab fishery closed in 2018. Boats now land mackerel in summer.\n',
    });
    job = await waitForJob(service, await createJob(service, { query: 'How does a heat pump compare with a gas boiler?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Put the pros and cons in a table" is no comparison of "pros" with "cons": never an empty table', async () => {
    const reply = await askChat(service, job.id, 'Put the pros and cons in a table.');
    expect(reply).not.toMatch(/^\| About \|/);
    expect(reply).not.toMatch(/says anything of "pros"/);
  });

  it('gives what the sources say of each, by rows, never another list', async () => {
    const reply = await askChat(service, job.id, 'Can you compare the heat pump and the gas boiler in a table?');
    expect(reply).toMatch(/^\| About \| What your sources say \| Source \|/);
    expect(reply).toMatch(/\| heat pump \| .*three units of heat.*\[\d\]/);
    expect(reply).toMatch(/\| gas boiler \| .*burns natural gas.*\[\d\]/);
    expect(reply).not.toMatch(/fishery|mackerel/);
  });
});
