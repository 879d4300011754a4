// A question that points back to the story told before it ("My garage door reverses halfway down. What fixed it?"):
// the story's subject is what "it" is, so what the question asks about (question-roles.ts storySubject), and a
// document named by its kind ("for the person in the forum thread") is where to look, never a word the sources must
// use (document-reference.ts). Table tests over the pure readings, then answers over the real service: the fix is
// taken from the thread about the garage door, never from another thread's "that fixed it".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutDocumentReferences } from '../../src/service/document-reference';
import { conceptRoles } from '../../src/service/question-roles';
import { conceptsOf } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('document references (table)', () => {
  it.each<[string, string]>([
    ['What fixed it for the person in the forum thread?', 'What fixed it?'],
    ['What did the woman in the article say about bridges?', 'What did say about bridges?'],
    ['Which glue worked for the guy on the blog post?', 'Which glue worked?'],
    ['When does the fair open, according to the poster on the website?', 'When does the fair open, according to?'],
    // a kind with a noun after it is a place or a thing; a place-like kind with no writer named is the place
    ['Is there a cash machine at the post office?', 'Is there a cash machine at the post office?'],
    ['Are dogs allowed on the site?', 'Are dogs allowed on the site?'],
    // the document is the topic, or nothing else would be asked
    ['How do I start a forum?', 'How do I start a forum?'],
    ['What is in the newsletter?', 'What is in the newsletter?'],
  ])('withoutDocumentReferences(%s) → %s', (question, out) => {
    expect(withoutDocumentReferences(question)).toBe(out);
  });
});

describe('the story a question points back to (table)', () => {
  const role = (question: string, word: string): string | undefined => {
    const concepts = conceptsOf(question);
    const c = concepts.find((x) => x.term === word);
    return c ? conceptRoles(question, concepts).get(c.stem) : undefined;
  };
  it.each<[string, string, string | undefined]>([
    ['My garage door reverses halfway down. What fixed it in the end?', 'door', 'entity'],
    ['My garage door reverses halfway down. What fixed it in the end?', 'halfway', 'context'],
    ['My kiln glaze crawls at the edges. Why does that happen?', 'glaze', 'entity'],
    // the question names its own thing: the story stays the reader's circumstances
    ['My garage door reverses halfway down. In the end, what fixes a photo-eye sensor?', 'door', 'context'],
    // a person told of is no thing "it" points to
    ['My daughter is twelve. Can she ride it?', 'daughter', 'context'],
    // a document by its kind is no concept at all
    ['What fixed it for the person in the forum thread?', 'person', undefined],
    // an "it" the main clause's verb or preposition takes as object is the story's last thing, not a person, a setting
    // phrase or a time ("get out of IT": the jury summons, not "the door" nor the grandad)
    ["My grandad is 73 and he's just had a jury summons through the door. He's dreading it - can he get out of it without needing a doctor's note or anything?", 'jury', 'entity'],
    ["My grandad is 73 and he's just had a jury summons through the door. He's dreading it - can he get out of it without needing a doctor's note or anything?", 'door', 'context'],
    ["My grandad is 73 and he's just had a jury summons through the door. He's dreading it - can he get out of it without needing a doctor's note or anything?", 'grandad', 'context'],
    ['I bought a cast iron pan last week. Can I put it in the dishwasher?', 'pan', 'entity'],
    ['I bought a cast iron pan last week. Can I put it in the dishwasher?', 'week', 'context'],
    // (where the clause names its own thing, that is what the story's thing is asked as: "as normal LUGGAGE")
    ['My suitcase weighs 26 kilos. Can I just bring it on the ferry as normal luggage?', 'suitcase', 'context'],
    // a gerund after a preposition opens a phrase of circumstance with its object
    ["My grandad is 73 and he's just had a jury summons through the door. He's dreading it - can he get out of it without needing a doctor's note or anything?", 'doctor', 'light'],
    ['Can I swim after eating a big meal?', 'meal', 'light'],
    ['Can I swim after eating a big meal?', 'swim', 'core'],
  ])('%s: %s is %s', (question, word, expected) => {
    expect(role(question, word)).toBe(expected);
  });
});

const GATE_THREAD = `Gardening Forum > Gates > Side gate keeps swinging open

Posted by fern_hollow, 2 June
Our wooden side gate swings open in the wind even when latched. Any ideas?

Reply from oak_and_ash, 2 June
Probably the hinges have dropped. Pack the lower hinge with a washer.

Reply from fern_hollow, 4 June
Tried the washer, still swings open.

Reply from rustybolt, 5 June
Check the latch keeper. If the post has shrunk, the bar misses the keeper.

Reply from fern_hollow, 7 June
That was it! The post had shrunk away from the latch, so I moved the keeper 1 cm and the gate stays shut now.
`;

const MOWER_THREAD = `Garden Machinery Forum > Mowers > Mower will not start

Posted by lawnlad, 1 May
My petrol mower will not start after winter.

Reply from sparkplugsam, 1 May
Old fuel goes stale. Drain it and fill with fresh petrol.

Reply from lawnlad, 3 May
Draining the old fuel and filling with fresh petrol fixed it; the mower started first pull.
`;

describe('answers over the real service: a question pointing back to its story', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'gate-thread.txt': GATE_THREAD, 'mower-thread.txt': MOWER_THREAD });
  });
  afterAll(async () => {
    await service.close();
  });

  it.each(['My side gate swings open in the wind. What fixed it in the end?', 'My side gate swings open in the wind. What fixed it for the person in the forum thread?'])('%s is answered from the gate thread', async (query) => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/keeper|latch|shrunk/);
    expect(job.content).not.toMatch(/petrol|fuel|mower/i);
    expect(job.content).not.toMatch(/uses the words? "(?:person|thread|forum)"/);
  });
});
