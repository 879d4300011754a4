// The sentence that decides, through the real service over a library written here (session 20, class d): a denial of
// the quality asked, said of the pronoun's holder ("Is it in danger of falling down?" → "The viaduct is not in danger
// of collapse"), leads with no hedge; "what should I set" leads with the recommendation, not the settable range; two
// documents giving different figures answer "do they agree?" no, each cited; an opinion of worth no sentence judges
// gets no verdict; a figure a sentence corrects ("not the 1,450 W the leaflet claims") makes the sources disagree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const LIBRARY: Record<string, string> = {
  'pellow-viaduct-news.md': [
    '---',
    'title: Pellow Viaduct closed to lorries after cracks found',
    '---',
    '',
    '# Pellow Viaduct closed to lorries after cracks found',
    '',
    'Pellow Viaduct, which carries the A390 over the Fal valley, was closed to vehicles over 18 tonnes on Monday after inspectors found cracks in two of its stone piers.',
    '',
    'The viaduct was built in 1859 and carries about 9,000 vehicles a day. The county engineer, Morwenna Hale, said frost had opened old joints in the masonry.',
    '',
    '"The viaduct is not in danger of collapse," she said. "Cars can keep using it, but heavy loads make the cracks worse."',
    '',
    'The county puts the cost of the repairs at £1.4 million.',
    '',
  ].join('\n'),
  'pellow-viaduct-notice.md': [
    '---',
    'title: Parish notice – Pellow Viaduct',
    '---',
    '',
    '# Parish notice: Pellow Viaduct',
    '',
    'An 18-tonne weight limit applies on Pellow Viaduct from 3 March until further notice.',
    '',
    'The county council has told the parish that the repairs will cost about £2.2 million.',
    '',
    'A public meeting will be held in the village hall on 20 March.',
    '',
  ].join('\n'),
  'kiln-manual.txt': [
    'EMBERLY K4 KILN - USER GUIDE',
    '',
    'FIRING PROGRAMS',
    '',
    'The controller can be set to any top temperature from 600°C to 1,300°C in steps of 10°C.',
    'For earthenware glazes we recommend a top temperature of 1,060°C.',
    'Never open the lid above 200°C.',
    '',
    'POWER',
    '',
    'Power consumption: 1,450 W on full.',
    '',
  ].join('\n'),
  'kiln-forum.md': [
    '---',
    'title: Emberly K4 power use – PotteryChat forum',
    '---',
    '',
    '**clayfoot** wrote:',
    '',
    'I put my Emberly K4 on a plug-in meter and it pulls 1,720 W on full, not the 1,450 W the leaflet claims.',
    '',
  ].join('\n'),
  'oak-root-beetle.md': [
    '---',
    'title: The oak root beetle',
    '---',
    '',
    '# The oak root beetle',
    '',
    'The oak root beetle lays its eggs in the soil at the base of old oaks, and its larvae feed on the fine roots for three years.',
    '',
    'The larvae themselves do little damage. The main damage comes from a fungus the adult beetles carry, which blocks the water channels of the trunk.',
    '',
  ].join('\n'),
  'harbour-ferries.md': [
    '---',
    'title: Harbour ferries 2026',
    '---',
    '',
    '| Route | Crossing (min) | Day return (£) |',
    '|---|---|---|',
    '| Polwenna | 12 | 7.50 |',
    '| Trevose | 25 | 6.00 |',
    '',
  ].join('\n'),
  'castle-visitor-rules.md': [
    '---',
    'title: Visiting Trewin Castle',
    '---',
    '',
    '# Visiting Trewin Castle',
    '',
    'Picnics are welcome throughout the grounds except in the walled garden, where the lawns are being re-seeded.',
    '',
    'Dogs on leads are allowed in the grounds but not in the house.',
    '',
  ].join('\n'),
  'allotment-year.md': [
    '---',
    'title: Our first allotment year in numbers',
    '---',
    '',
    '# Our first allotment year in numbers',
    '',
    'People keep asking whether an allotment is worth it, so here are our figures.',
    '',
    'The rent was £48 for the year, and seeds, tools and netting came to £132.',
    '',
    'We harvested about 210 kilos of vegetables, so our vegetables cost about 86p a kilo.',
    '',
  ].join('\n'),
};

describe('the deciding sentence through the service (a library written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(LIBRARY);
  });
  afterAll(async () => {
    await service.close();
  });

  const ask = async (query: string): Promise<string> => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    return String(job.content);
  };

  it('a denial said of the holder answers "is it in danger of falling down?" no, with no hedge', async () => {
    const content = await ask('We drive over Pellow Viaduct every day. Is it in danger of falling down?');
    // (the denial's speaker is only "she": the sentence naming her comes first, in the lead, never left behind; session 27)
    expect(content).toMatch(/point to no: The county engineer, Morwenna Hale, said [^\n]*\[1\]\. "The viaduct is not in danger of collapse,"/);
    expect(content).not.toMatch(/do not say this outright/);
  });

  it('an event still to come is answered by the sentence denying its risk of the thing asked', async () => {
    const content = await ask('We drive over Pellow Viaduct every day. Is it going to fall down?');
    expect(content).toMatch(/point to no: The county engineer, Morwenna Hale, said [^\n]*\[1\]\. "The viaduct is not in danger of collapse,"/);
  });

  it('the case asked, excepted from a general rule, is answered no by that rule', async () => {
    const content = await ask('Can we have a picnic in the walled garden at Trewin Castle?');
    expect(content).toMatch(/point to no: Picnics are welcome throughout the grounds except in the walled garden/);
  });

  it('"what should I set" leads with the recommendation, not the settable range', async () => {
    const content = await ask('What top temperature should I set the K4 to for earthenware glazes?');
    expect(content).toMatch(/^(?:.*\n\n)?In short: [^\n]*recommend a top temperature of 1,060°C/);
  });

  it('two documents giving different figures: "do they agree?" is answered no, both figures cited', async () => {
    const content = await ask('Do the county and the parish notice agree on how much the Pellow Viaduct repairs will cost?');
    expect(content).toMatch(/point to no/);
    expect(content).toMatch(/£1\.4 million/);
    expect(content).toMatch(/£2\.2 million/);
  });

  it('one document\'s figure gives no verdict on whether two sources agree', async () => {
    const content = await ask('Do the county and the parish notice agree on how many vehicles cross Pellow Viaduct each day?');
    expect(content).not.toMatch(/point to (?:yes|no)/);
  });

  it('an opinion of worth that no sentence judges gets no verdict', async () => {
    const content = await ask('Is an allotment worth it for the vegetables?');
    expect(content).not.toMatch(/point to (?:yes|no)/);
  });

  it('a cleft question is answered by the sentence minimising the act of the focus, with the other cause beside it', async () => {
    const content = await ask('Is it the beetle larvae eating the roots that kills the oaks?');
    expect(content).toMatch(/point to no: The larvae themselves do little damage \[\d\]\. The main damage comes from a fungus/);
  });

  it('a comparative of price is read on a table column priced in a currency sign', async () => {
    const content = await ask('Is a day return cheaper on the Polwenna ferry than on the Trevose ferry?');
    expect(content).toMatch(/point to no: Day return \(£\): Polwenna 7\.50 vs Trevose 6\.00/);
  });

  it('a cleft follow-up in chat is answered by the same sentence, with no hedge', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How does the oak root beetle harm oaks?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const reply = await askChat(service, job.id, 'So is it the larvae eating the roots that kills the oaks?');
    if (!/point to no: The larvae themselves do little damage/.test(reply)) console.log(reply);
    expect(reply).toMatch(/point to no: The larvae themselves do little damage/);
    expect(reply).not.toMatch(/do not say this outright/);
  });

  it('a figure corrected the other way makes the sources disagree', async () => {
    const content = await ask('Does the Emberly K4 really use less than 1,500 watts on full?');
    expect(content).toMatch(/disagree|qualified/);
    expect(content).toMatch(/1,720 W/);
  });
});
