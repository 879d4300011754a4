// A question that asks for an example (src/service/example-ask.ts, research.ts composeAnswer): answered as the
// question about the thing after "example of", so the answer names an instance of it, never "the sources do not use
// the word example" nor a sentence that only says "example". Documents and wording written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleAsked, exampleIn } from '../../src/service/example-ask';
import type { RunningService } from '../../src/service/server';
import { answerLead, createJob, startLibraryService, waitForJob } from './helpers';

describe('exampleAsked (pure)', () => {
  it.each<[string, string | null]>([
    ['Give an example of a plant that grows on the salt marsh.', 'What is a plant that grows on the salt marsh?'],
    ['Can you give me an example of a fine the council has issued?', 'What is a fine the council has issued?'],
    ['What is an example of something banned in the reading room?', 'What is something banned in the reading room?'],
    ["What's a good example of how the levee failed?", 'How the levee failed?'],
    ['Name one bird that nests in the dunes.', 'What is a bird that nests in the dunes?'],
    ['Give two examples of fish caught in the loch', 'What is a fish caught in the loch?'],
    ['Why is the reading room closed?', null],
    ['Is this a good example of Georgian brickwork?', null],
  ])('%j → %j', (query, question) => {
    expect(exampleAsked(query)?.question ?? null).toBe(question);
  });
});

describe('exampleIn (pure)', () => {
  it.each<[string, string | null]>([
    ['Glassworts such as marsh samphire grow on the lowest mud.', 'marsh samphire'],
    ['Synthetic miticides such as fluvalinate were widely used in the 1990s.', 'fluvalinate'],
    ['Some geese, for example the Brent goose, winter on the estuary.', 'the Brent goose'],
    ['The example set by the council was followed by others.', null],
    ['Only plants that tolerate salt water survive on it.', null],
  ])('%j → %j', (sentence, instance) => {
    expect(exampleIn(sentence)).toBe(instance);
  });
});

const DOCUMENTS: Record<string, string> = {
  'saltmarsh.md': `---
title: Plants of the Ardlow salt marsh
---

# Plants of the Ardlow salt marsh

The salt marsh floods twice a day at spring tides, so only plants that tolerate salt water survive on it. Glassworts such as marsh samphire grow on the lowest mud, where the tide covers them longest.

Higher up, sea lavender flowers purple in August. The upper marsh is grazed by sheep from May to October, which keeps the grass short for wading birds.

Visitors are asked to keep to the boardwalk, because the mud is soft and the channels fill quickly on a rising tide.
`,
};

describe('an example question over HTTP', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What is an example of …" names an instance, not the word "example"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What is an example of a plant that survives salt water on the Ardlow marsh?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const content = job.content ?? '';
    expect(content).not.toMatch(/uses the word "example"/);
    expect(answerLead(content)).toMatch(/samphire|sea lavender|Glasswort/i);
  });
});
