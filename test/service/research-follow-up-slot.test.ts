// @vitest-environment node
// The follow-up's referent and slot over the real service (follow-up-slot.ts, chat.ts): "How high does it go?" after a
// question on fitting a shelf is led by the sentence giving the shelf's height, not another measure ("a 40 mm
// notch"); "how long is it?" after a reply led by a walk's row gives that row's length; "why?" keeps only reasons.
// Documents written for this test (h24c, session 24).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const DOCUMENTS: Record<string, string> = {
  'shelf-guide.txt': `BIRCHWOOD WS-2 WALL SHELF - MOUNTING GUIDE
The WS-2 takes brackets of 20 to 25 mm and holds up to 15 kg when fixed into studs.
MOUNTING
1. Find the studs with a detector and mark them in pencil.
2. The shelf must sit at the same height as the top of the worktop, or the cupboard doors below will not open.
3. Cut a 40 mm notch in the batten for the cable.
4. Screw the brackets to the studs and lay the shelf on them.
CARE
Wipe the shelf with a damp cloth; never use solvents on the oiled birch.
`,
  'moor-walks.csv': `walk,grade,length_km,ascent_m,surface,notes
Mill Lane,easy,3.2,20,tarmac,"Flat and suitable for pushchairs and first-time walkers"
Crag Top,hard,14,620,rock,"Steep scrambles; experienced walkers with boots only"
Beck Path,moderate,8,180,grass,"Some muddy stretches after rain"
`,
  'lake-report.md': `# Why Lake Orra is shrinking
Lake Orra has lost a third of its area since 1990. The main cause is that less rain now falls in spring, because the storm track has moved north.
Rowing boats can still be hired at the north jetty from May to September.
The level also drops in summer because farms draw water from the river that feeds the lake.
A new visitor centre opened at the south shore in 2024.
`,
};

describe('the follow-up\'s referent and slot, over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"How high does it go?" after fitting the shelf: the shelf\'s height, not the notch', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How do I mount the Birchwood WS-2 wall shelf?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'How high does it go?');
    expect(reply.split(/\[\d+\]/)[0]).toMatch(/same height as the top of the worktop/);
    expect(reply).not.toMatch(/40 mm notch/);
  });

  it('"how long is it?" after a reply led by a walk\'s row: that row\'s length', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Which moor walks are suitable for first-time walkers?', reasoning_loops: 1 }));
    expect(job.content ?? '').toMatch(/Mill Lane/);
    const reply = await askChat(service, job.id, 'how long is it?');
    expect(reply).toMatch(/3\.2/);
    expect(reply).not.toMatch(/do not give/);
  });

  it('"why?" keeps the reasons and leaves out the boats and the visitor centre', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why is Lake Orra shrinking?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'why?');
    expect(reply).toMatch(/because/);
    expect(reply).not.toMatch(/Rowing boats|visitor centre/);
  });
});
