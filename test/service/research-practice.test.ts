// @vitest-environment node
// Steps, advice and what someone did, over the real service: a text file's numbered steps answer "How do I…?" whole
// and in order; a dated forum thread is read post by post ("How did the original poster fix it, and did it work?" leads
// with their later update, said as theirs, never "the author"); an FAQ's "we" is the organisation, never "the
// authors"; "List the steps as 3 bullet points" (or "as a numbered list") in chat gives the steps; "What did the
// original poster do?" in chat gives their account. Documents written for this test (h21s).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { answerLead, askChat, createJob, startLibraryService, waitForJob } from './helpers';

const DOCUMENTS: Record<string, string> = {
  'reglazing-a-pot.txt': `REGLAZING AN OLD TERRACOTTA POT

Old glaze flakes off in frost, and the clay underneath then soaks up water and cracks.

STEPS

1. Soak the pot in warm water overnight.
2. Scrape off the loose glaze with a stiff brush, working from the rim down.
3. Let the pot dry for two days. Wipe off the dust.
4. Paint on two thin coats of outdoor glaze.
5. Fire it at 1,000 degrees, or leave it to cure for a week if the glaze is cold-cure.

HOW OFTEN

Check outdoor pots every autumn.
`,
  'gate-thread.md': `# Garden gate squeaking and sticking - help?

Backyard Builders Forum > Fences and Gates

**gate_gus** wrote on 2 May 2025:

My wooden side gate squeaks loudly and sticks at the latch every time it rains. It was hung about ten years ago. Do I need a new gate?

**hinge_hal** wrote on 2 May 2025:

Probably not. Wet wood swells. Oil the hinges with a light machine oil and plane a couple of millimetres off the latch side.

**gate_gus** wrote on 11 May 2025:

Update for anyone who finds this later: I oiled both hinges and planed about 3 mm off the latch edge with a block plane. Silent since, and it closes even after heavy rain.
`,
  'kettle-thread.md': `# Kettle suddenly very noisy

**Posted by brew_bea, 1 March:**
My kettle has got really noisy over the last month and takes longer to boil. Is it broken?

**Reply from scale_sid, 1 March:**
Hard water. It is almost certainly limescale on the element.

**Reply from brew_bea, 6 March:**
EDIT: I descaled it with citric acid twice, an hour each time. Quiet as anything now.
`,
  'kiln-lane-faq.md': `---
title: Kiln Lane Pottery - Frequently asked questions
url: https://kilnlane.example.org/faq
---

# Frequently asked questions

## What is Kiln Lane?

Kiln Lane is a shared pottery studio in an old bakery. We have four electric wheels and one large kiln.

## Do you fire other people's work?

Yes. We fire pieces made elsewhere for £5 a shelf, on the first Friday of each month.
`,
};

describe('steps, advice and what someone did, over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it("a text file's numbered steps answer the how-to whole and in order", async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How do I reglaze an old terracotta pot?', reasoning_loops: 2 }));
    const content = job.content ?? '';
    expect(answerLead(content)).toMatch(/Soak the pot in warm water overnight/);
    const at = ['Soak the pot', 'Scrape off the loose glaze', 'Let the pot dry', 'Paint on two thin coats', 'Fire it at 1,000 degrees'].map((s) => content.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(content).not.toMatch(/\b[1-5]\.\s+\p{Lu}/u);
    // "List the steps as 3 bullet points": the bullets are the steps, every one of them in order
    const reply = await askChat(service, job.id, 'List the steps as 3 bullet points.');
    const bullets = reply.split('\n').filter((l) => l.startsWith('- '));
    expect(bullets).toHaveLength(3);
    expect(bullets[0]).toMatch(/Soak the pot/);
    expect(bullets.join(' ')).toMatch(/Fire it at 1,000 degrees/);
    expect(reply).not.toMatch(/every autumn/);
    // "as a numbered list": each step on a line of its own, numbered
    const numbered = await askChat(service, job.id, 'Give me the steps as a numbered list.');
    expect(numbered.split('\n').filter((l) => /^\d\. /.test(l))).toHaveLength(5);
  });

  it("a thread's original poster's later update answers what they did, said as theirs", async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What did the person with the squeaky gate do about it, and did it work?', reasoning_loops: 2 }));
    const content = job.content ?? '';
    expect(answerLead(content)).toMatch(/gate_gus \(the original poster\) oiled both hinges and planed about 3 mm/);
    expect(content).toMatch(/Silent since/);
    expect(content).not.toMatch(/\bthe author\b|Update for anyone/);
    // in chat, "What did the original poster do?" (no sentence says "original poster"): their own account, as theirs
    const reply = await askChat(service, job.id, 'What did the original poster do?');
    expect(reply).toMatch(/gate_gus \(the original poster\) oiled both hinges/);
    expect(reply).not.toMatch(/not in these sources/);
  });

  it("the rest of a thread is read for what its original poster did, though their update repeats none of the question's words", async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What did the original poster do about their noisy kettle, and did it work?', reasoning_loops: 2 }));
    const content = job.content ?? '';
    expect(content).toMatch(/brew_bea \(the original poster\) descaled it with citric acid/);
    expect(content).not.toMatch(/\bthe author\b/);
  });

  it('an FAQ\'s "we" is the organisation, never "the authors"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many wheels does Kiln Lane have?', reasoning_loops: 2 }));
    const content = job.content ?? '';
    expect(content).toMatch(/Kiln Lane Pottery has four electric wheels/);
    expect(content).not.toMatch(/\bthe authors?\b/i);
  });
});
