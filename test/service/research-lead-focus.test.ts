// The lead of a what-question holds the kind of answer asked, over the real service (compose.ts with
// lead-focus.ts). In a one-topic document every sentence names the setting (the chapel, the tents), so the
// best-scoring sentence is often the one naming the setting most fully; a lead without the answer type asked
// (an agent for "who", an extreme for "which … the lightest") gives way to a point with it that names as
// much of what the question asks within its document. Documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { leadParagraph, researchContent, startLibraryService } from './helpers';

const CHAPEL = `# Harbour chapel reopens

The restored fishermen's chapel at Polrudden harbour reopened on Sunday after a two-year restoration, and the Polrudden harbour crowd filled the restored chapel.

The restoration replaced the chapel roof, the harbour-side windows and the damp floor of the restored chapel.

The new pulpit was carved by a joiner from Bodmin; its panels show the fishing fleet.

Visitors to the chapel can borrow a guide at the door, and the chapel is open every day from nine until dusk.
`;

const TENTS = `# Four one-person tents on the Cairn Ridge trail

We carried four one-person tents on the Cairn Ridge trail for a week each, pitching them in wind and rain.

The Ridgeback is the roomiest of the four tents and the easiest to pitch in a gale, but it is also the heaviest of the tents.

The Kestrel packs down to the size of a water bottle. At 910 grams it is the lightest of the four, though its single wall drips with condensation on still nights.

All four tents kept us dry on the trail, and every tent was pitched in under ten minutes once we knew it.
`;


/** The answer's first point (its lead), after any notes. */

describe('the lead holds the kind of answer asked', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'harbour-chapel.md': CHAPEL, 'tents.md': TENTS });
  });
  afterAll(async () => {
    await service.close();
  });

  it('who: the agent that did it leads, though it is no named person ("a joiner from Bodmin")', async () => {
    const lead = leadParagraph(await researchContent(service, 'Who made the pulpit for the restored chapel at Polrudden harbour?', 3));
    expect(lead).toContain('joiner from Bodmin');
  });

  it('which … the lightest: the point that ranks by the quality asked leads, not the setting nor another superlative', async () => {
    const lead = leadParagraph(await researchContent(service, 'Which of the four tents carried on the Cairn Ridge trail is the lightest?', 3));
    expect(lead).toContain('lightest');
    expect(lead).not.toContain('heaviest');
  });

  it('under a lead that gives the extreme asked, points naming only the setting (the four tents, the trail) are padding', async () => {
    const content = await researchContent(service, 'Which of the four tents carried on the Cairn Ridge trail is the lightest?', 3);
    expect(content).toContain('lightest');
    expect(content).not.toContain('under ten minutes');
  });
});
