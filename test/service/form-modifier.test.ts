// @vitest-environment node
// A reply form with a clause saying who reads the reply or what it is for (form-modifier.ts; issue #11, rev17c class 1:
// "three bullet points I can paste into my notes" composed its clause as a question and refused it): the clause goes
// with the form, never into what is searched; what follows a form and IS asked stays. Table tests, and follow-ups over
// the service on documents written for this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { formModifierLength, modifiesForm } from '../../src/service/form-modifier';
import { replyFormat } from '../../src/service/chat-followup';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('modifiesForm', () => {
  it.each([
    'that my manager would understand',
    'which I can read out at the meeting',
    'I could drop into a slide',
    'a nine-year-old could follow',
    'I can tweet',
    'suitable for a newsletter',
    'short enough to fit on a postcard',
    'to read out',
    'to paste into the minutes',
    ', the sort my grandmother would follow',
    'for the handout I am preparing',
    'for my notes',
    'that someone with no science background would get',
    'so that we can pin it on the noticeboard',
  ])('%j only says who reads the reply or what it is for', (tail) => expect(modifiesForm(tail)).toBe(true));
  it.each([
    'on the costs of the new hull',
    'about why the ferry stopped running',
    'explaining why the catch fell',
    'that explain why the catch fell',
    'for each of the three sites',
    'why did the numbers fall',
    'covering the repairs and the delays',
    '',
  ])('%j is what the reply must be about', (tail) => expect(modifiesForm(tail)).toBe(false));
  it('spans the modifier up to the end of its sentence, no further', () => {
    const after = ' I can paste into my notes. Why did it fail?';
    expect(after.slice(0, formModifierLength(after))).toBe(' I can paste into my notes');
    expect(formModifierLength(' on the costs. Thanks')).toBe(0);
  });
});

// my own wordings of the class, counted before the rule (main 9b10abf: 0/8 left nothing to search) and after
const VARIANTS: Array<[string, Partial<{ sentences: number; bullets: number | null; plain: boolean }>]> = [
  ['Could you turn that into four bullet points I could drop into a slide?', { bullets: 4 }],
  ['Two sentences that my manager would understand, please.', { sentences: 2 }],
  ['Put it in plain words a nine-year-old could follow.', { plain: true }],
  ['Sum it up in one sentence which I can read out at the meeting.', { sentences: 1 }],
  ['In simple terms that someone with no science background would get.', { plain: true }],
  ['Make it one sentence I can tweet.', { sentences: 1 }],
  ['Give the answer as 3 points suitable for a newsletter.', { bullets: 3 }],
  ['Explain it in everyday language, the sort my grandmother would follow.', { plain: true }],
];
// written after the rule was built, without changing it (4/4 leave the clause out; see the commit message)
const FRESH: Array<[string, Partial<{ sentences: number; bullets: number | null; plain: boolean }>]> = [
  ['Three bullets for the handout I am preparing.', { bullets: 3 }],
  ['Could I get that in two sentences so that we can pin it on the noticeboard?', { sentences: 2 }],
  ['Plain English please, something my neighbours would follow.', { plain: true }],
  ['One sentence to read out at the start of the talk.', { sentences: 1 }],
];

// written after the rule was generalised (a request for the reply itself, an indefinite head, politeness first), without changing it again
const FRESH_AGAIN: Array<[string, Partial<{ sentences: number; bullets: number | null; plain: boolean }>]> = [
  ['Can you put that as five bullets we could hand out at the stall?', { bullets: 5 }],
  ['Give me two sentences, something short enough for the parish magazine.', { sentences: 2 }],
  ["In plain words, the kind of thing you'd say to a visitor.", { plain: true }],
  ['Three points that the volunteers could learn by heart.', { bullets: 3 }],
];

describe('replyFormat keeps the form and drops its modifier', () => {
  it.each([...VARIANTS, ...FRESH, ...FRESH_AGAIN])('%j', (message, form) => {
    const { format, rest } = replyFormat(message);
    expect(format).toMatchObject(form);
    expect(rest).not.toMatch(/slide|manager|nine|meeting|science|tweet|newsletter|grandmother|handout|noticeboard|neighbours|talk|stall|magazine|visitor|heart/i);
  });
  it('what a form is asked about stays', () => {
    expect(replyFormat('In two sentences, why did the hull crack?').rest).toMatch(/why did the hull crack/);
    expect(replyFormat('Three bullets on the costs of the new hull.').rest).toMatch(/costs of the new hull/);
  });
});

const DOCUMENTS = {
  'kelpie-ferry-refit.md': `---
title: The Kelpie ferry refit, winter 2025
url: https://example.org/kelpie-refit
---
# The Kelpie ferry refit

The Kelpie, the small car ferry across Loch Arran narrows, was taken out of service for eleven weeks over the winter of 2025.
Surveyors found corrosion in the steel of the hull below the waterline, and the ramp hinges were worn past their limit.
The yard at Inverkip replaced 14 square metres of hull plating and fitted new ramp hinges.
The refit cost £412,000, of which the island council paid £300,000 and a national fund paid the rest.
A relief boat carried foot passengers while the Kelpie was away, but cars had to take the long road round the loch.
The ferry returned to service on 3 March 2025, two weeks later than planned, because the new hinges arrived late.
`,
  'narrows-crossings.txt': `CROSSINGS AT THE NARROWS

The Kelpie makes about 30 crossings a day in summer and 18 a day in winter.
Each crossing takes nine minutes.
The boat carries up to 12 cars and 80 passengers.

WHAT USERS SAID

Islanders told the council survey that the eleven weeks without a car ferry added over an hour to trips to the mainland hospital.
`,
};

describe('form follow-ups with a modifier, over the service', () => {
  let service: RunningService;
  let jobId = '';
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
    jobId = (await waitForJob(service, await createJob(service, { query: 'Why was the Kelpie ferry out of service over the winter of 2025?', reasoning_loops: 1 }))).id;
  });
  afterAll(async () => {
    await service.close();
  });
  it.each([...VARIANTS, ...FRESH, ...FRESH_AGAIN])('%j: answered in that form, not refused', async (message, form) => {
    const reply = await askChat(service, jobId, message);
    expect(reply).not.toMatch(/^None of|not in (?:these|your|this research's) sources|none of (?:them|their|your)/i);
    expect(reply).toMatch(/\[\d+\]/);
    if (typeof form.bullets === 'number') expect(reply.split('\n').filter((l) => /^\s*[-*•]\s/.test(l)).length).toBe(form.bullets);
  });
});
