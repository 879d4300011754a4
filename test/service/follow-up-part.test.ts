// Follow-up chat on the part a follow-up asks (src/service/follow-up-part.ts over asked-part.ts): the sentence of the
// job's sources that gives it leads where the reply does not; where none gives it while the sources speak of the
// subject, the reply says so plainly and uncited. Table tests of the pure piece, then the real service over documents
// written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedPart } from '../../src/service/asked-part';
import { followUpPart, subjectOf } from '../../src/service/follow-up-part';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const SHED = [
  { text: 'Over three weekends in April the committee put up a new tool shed.', citation: 1 },
  { text: 'The shed stands on a timber frame bolted to six concrete pads.', citation: 1 },
  { text: 'An old border collie called Meg guards the yard.', citation: 2 },
  { text: 'The complete balloon, with envelope, basket and burner, cost £38,000.', citation: 3 },
  { text: 'The twin burner alone cost £6,500.', citation: 3 },
];

describe('the part a follow-up asks (pure)', () => {
  it('not given while the subject is spoken of: said plainly', () => {
    expect(followUpPart('What kind of wood is the frame?', SHED, [])).toEqual({ missing: expect.stringMatching(/^Your sources do not name the kind of wood/) });
    expect(followUpPart('How much did the envelope cost?', SHED, [])).toEqual({ missing: expect.stringMatching(/^Your sources do not give a sum for the envelope on its own/) });
  });
  it('given by a sentence the reply lacks: that sentence', () => {
    expect(followUpPart('What breed is the dog that guards the yard?', SHED, [])).toEqual({ given: [SHED[2]] });
    expect(followUpPart('How much was the burner?', SHED, ['The complete balloon, with envelope, basket and burner, cost £38,000.'])).toEqual({ given: [SHED[4]] });
  });
  it('given by the reply already, or nothing asked of that shape: the reply stays', () => {
    expect(followUpPart('How much was the burner?', SHED, ['The twin burner alone cost £6,500.'])).toBeNull();
    expect(followUpPart('Why did they build a shed?', SHED, [])).toBeNull();
    expect(followUpPart('When did the kennels open?', SHED, [])).toBeNull(); // nothing said of the subject
  });
  it('a follow-up naming nothing it asks about asks it of the research question', () => {
    expect(subjectOf('What does the mural in Ashby library show?').map((c) => c.term)).toEqual(['mural', 'ashby']);
    expect(followUpPart('Who painted it?', [{ text: 'The mural was painted in 1987.', citation: 1 }, { text: 'The restoration was paid for by the council, and the library lights it.', citation: 1 }], [], 'What does the mural in Ashby library show?')).toEqual({ missing: 'Your sources do not say who painted it: they name no one.' });
  });
  it('a kind of living thing asked bare: the sentence naming one answers; none naming one is no finding', () => {
    const reserve = [{ text: 'Surveyors netted trout at the lower site.', citation: 1 }, { text: 'A heron was seen fishing at the weir pool.', citation: 1 }];
    expect(followUpPart('Which birds were seen?', reserve, [], 'What did the beck survey find?')).toEqual({ given: [reserve[1]] });
    expect(followUpPart('Which birds were seen?', [reserve[0] as { text: string; citation: number }], [], 'What did the beck survey find?')).toBeNull();
  });
  it.each([
    ['How much was the burner?', 'cost'],
    ['How much is the dose?', null], // an amount
    ['How much was the rainfall?', null], // no made thing
    ['Which breed are the cattle?', 'kind'],
  ])('askedPart(%j) is %j', (query, role) => {
    expect(askedPart(query)?.role ?? null).toBe(role);
  });
});

const DOCUMENTS: Record<string, string> = {
  'boathouse.md': `---
title: The new boathouse at Wenning
---

# The new boathouse at Wenning

The rowing club's new boathouse opened in May. It is built on a timber frame clad in cedar shingles, and it holds twelve boats on steel racks.

The whole building, with racks, doors and changing room, cost £410,000. The changing room alone cost £52,000.

The club's mascot is a Labrador called Skipper, and the coach keeps two spaniels at the door.
`,
};

describe('follow-ups through the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('a part the sources do not give is said plainly and uncited; a part they give is answered', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How was the Wenning boathouse built?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const racks = await askChat(service, job.id, 'How much did the racks cost?');
    expect(racks).toMatch(/do not give a sum for the racks on its own/);
    expect(racks).not.toMatch(/\[\d+\]/);
    const room = await askChat(service, job.id, 'How much was the changing room?');
    expect(room).toMatch(/£52,000/);
    const metal = await askChat(service, job.id, 'What kind of metal are the racks?');
    expect(metal).toMatch(/steel racks/); // steel is a metal
    const doors = await askChat(service, job.id, 'What kind of wood are the doors made of?');
    expect(doors).toMatch(/do not name the kind of wood/);
    expect(doors).not.toMatch(/\[\d+\]/);
  });
});
