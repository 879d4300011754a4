// "How much string…" asks a quantity OF string, over the real service (compose.ts with lead-focus.ts): a lead
// whose figures measure something else ("Newcomers usually need two hours…", brought in with the sentences its
// "one" and "Another" refer to) gives way to the sentence that gives the string's amount ("A full racket takes
// about ten metres of string"). The document is written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { leadParagraph, researchContent, startLibraryService } from './helpers';

const GUIDE = `RESTRINGING A BADMINTON RACKET AT HOME

WHAT YOU NEED

A reel of synthetic racket string, a mounting clamp, an awl and a pair of flat pliers. A full badminton racket takes about ten metres of string, so one reel strings around twenty rackets.

THE METHOD

Clamp the racket frame at the throat and the head. Thread the main strings first, from the centre outwards, pulling each string to the tension printed on the frame. Weave the cross strings from the head down, over and under the main strings.

COMMON MISTAKES

The most frequent mistake with a racket is pulling the main strings unevenly, which warps the frame and leaves the string bed lopsided. Another is tying off the string too early: the last cross string must be knotted only after the tension has settled. Newcomers usually need two hours for a first racket; practised stringers finish one in twenty minutes.
`;



describe('a how-much lead gives the amount of the thing asked', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'racket-restringing.txt': GUIDE });
  });
  afterAll(async () => {
    await service.close();
  });

  it('how much string a racket needs: the ten metres lead, not the mistakes and the time it takes', async () => {
    const lead = leadParagraph(await researchContent(service, 'How much string does a badminton racket need?', 3));
    expect(lead).toContain('ten metres');
    expect(lead).not.toContain('most frequent mistake');
  });

  it('a how-long question about the same guide is answered by the time', async () => {
    const lead = leadParagraph(await researchContent(service, 'How long do newcomers need to restring a first racket?', 3));
    expect(lead).toContain('two hours');
  });
});
