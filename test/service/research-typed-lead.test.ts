// The point that gives the asked kind of answer for the thing asked leads, over the real service (compose.ts with
// answer-shape.ts and typed-focus.ts): a price after a currency sign ("£3.40") is a sum, not a time of day; a figure
// in words ("seventeen months") with "last Saturday" beside it is a figure for the whole; and of two points of one
// document that both give a price, the one that names what was asked ("a bunk", "the dormitory") leads over one that
// gives the price of something else. The documents are written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { leadParagraph, researchContent, startLibraryService } from './helpers';

const FERRY = `Island ferry back in service after refit

The Gannet returned to the Skellan crossing on Monday after a winter in dry dock. The £2.3 million refit has given the island a faster boat to Porthmellin, with a journey time of 18 minutes.

The new engines burn a third less fuel, the operator said. An adult single fare to Porthmellin costs £3.40, and children under 12 travel free. Bicycles are carried at no charge outside the rush hour.

Sailings run every 40 minutes from 7am to 9pm.
`;

const CANOE = `Building a cedar-strip canoe in the garage

I launched my first canoe on the reservoir last Saturday, seventeen months after I steamed the first rib. It floats level and it does not leak.

Sanding the hull took nine days, with a long board and a lot of dust. Varnishing took five weeks: six thin coats, each left to harden for four days in the warm spare room.

The cedar strips came from a timber yard in Leeds, and the epoxy and glass cloth from a boat-building supplier.
`;

const HUT = `Staying at the Corran Bothy Hut

The hut sleeps 40 in four shared dormitories and six private rooms. Private rooms cost £45 to £60, usually with a washbasin and a view of the loch.

A bunk in one of the shared dormitories costs £14 a night, with a blanket and a pillow. Bring your own sleeping bag liner.

The drying room is open all day, and breakfast is served from 7am.
`;



describe('the point that gives the asked kind of answer for the thing asked leads', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'ferry-news.txt': FERRY, 'canoe-blog.txt': CANOE, 'corran-hut.txt': HUT });
  });
  afterAll(async () => {
    await service.close();
  });

  it('the fare asked leads with its price in pounds and pence, not the cost of the refit', async () => {
    const lead = leadParagraph(await researchContent(service, 'How much is an adult single fare on the Gannet to Porthmellin?', 3));
    expect(lead).toContain('£3.40');
    expect(lead).not.toContain('£2.3 million');
  });

  it('how long the canoe took: the seventeen months lead, not the five weeks of varnishing', async () => {
    const lead = leadParagraph(await researchContent(service, 'How long did the blogger take to build the first canoe?', 3));
    expect(lead).toContain('seventeen months');
  });

  it('the price of a bunk in a shared dormitory leads, not the price of a private room', async () => {
    const lead = leadParagraph(await researchContent(service, 'How much is a bunk in one of the cheaper shared dormitories at the Corran hut?', 3));
    expect(lead).toContain('£14');
  });
});

describe('who pays: a lead whose passive names the doers keeps its place', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'larder.txt': `The Hollins Community Larder

The larder opens on Tuesday and Friday mornings in the church hall. Anyone living in the parish can use the larder, and nobody is asked to show a referral.

The groceries are paid for by donations from local families and shops, and the bakery on Mill Lane gives its unsold bread each evening.

Volunteers sort the shelves and keep the fridge log.
`,
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Who pays for the groceries?": the donations lead, not who may use the larder', async () => {
    const lead = leadParagraph(await researchContent(service, 'Who pays for the groceries at the Hollins larder?', 3));
    expect(lead).toContain('donations');
  });
});
