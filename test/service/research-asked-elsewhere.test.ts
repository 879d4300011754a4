// What is asked, given by a second source in its own setting: a year by its era ("around 700 BC", "AD 43", "the 12th
// century") is a date for a when-question (answer-shape.ts givesEraYear), and a point of another document that gives what
// a when / who / how-much question asks is read with its document's title before it is cut as filler (filler.ts): the
// second source's rival date or figure stays beside the lead's.
import { describe, expect, it } from 'vitest';
import { givesEraYear, givesShape, shapeFit } from '../../src/service/answer-shape';
import { compose } from '../../src/service/compose';
import { isTopicWord, withoutOffDocumentFiller } from '../../src/service/filler';

describe('a year by its era is a date (pure)', () => {
  it.each([
    ['The rampart was first built around 700 BC.', true],
    ['Charcoal gave a radiocarbon date of about 480 BCE.', true],
    ['The legion arrived in AD 43 and built the fort.', true],
    ['The chapel dates from the 12th century.', true],
    ['The hoard was buried in the fifth century.', true],
    ['The ad ran in the paper for 40 days.', false],
    ['The council spent a century arguing about it.', false],
    ['The fort covers 2.3 hectares.', false],
  ])('%j: %s', (text, era) => {
    expect(givesEraYear(text)).toBe(era);
  });

  it('gives when-shape like a four-figure year, and no more', () => {
    const query = 'When was the rampart first built?';
    expect(shapeFit('when', 'The rampart was first built around 700 BC.', query)).toBe(shapeFit('when', 'The rampart was first built in 1700.', query));
    expect(givesShape('when', 'The rampart was first built around 700 BC.', query)).toBe(true);
    expect(givesShape('when', 'The rampart is four metres high.', query)).toBe(false);
  });
});

type U = { documentId: string; sentences: string[]; names: string[]; gives: boolean; title: string[] };
const unit = (documentId: string, text: string, names: string[], gives = false, title: string[] = []): U => ({ documentId, sentences: [text], names, gives, title });

describe('a point that gives what is asked is read with its title (pure)', () => {
  const topic = ['rampart', 'crowburn', 'hill', 'fort'];
  const lead = unit('report', 'Charcoal from the rampart of Crowburn Hill Fort gave a date of about 480 BC.', topic, true, ['crowburn', 'hill', 'fort']);
  const names = (u: U): string[] => u.names;
  const gives = (u: U): boolean => u.gives;
  const title = (u: U): string[] => u.title;

  it.each([
    ["another source's rival date, its title naming the fort", unit('news', 'Sam Petrie said the first rampart was built around 700 BC.', ['rampart'], true, ['crowburn', 'hill', 'fort']), true],
    ['the same point in a document whose title names nothing of the question', unit('blog', 'Sam Petrie said the first rampart was built around 700 BC.', ['rampart'], true, []), false],
    ['a point of a titled document that gives nothing asked', unit('news', 'The rampart attracted 200 volunteers.', ['rampart'], false, ['crowburn', 'hill', 'fort']), false],
    ['a dated point naming no topic word itself, however its title reads', unit('news', 'The dig ran in 2023.', [], true, ['crowburn', 'hill', 'fort']), false],
  ])('%s', (_, candidate, kept) => {
    expect(withoutOffDocumentFiller([lead, candidate], lead, topic, names, () => false, gives, title)).toEqual(kept ? [lead, candidate] : [lead]);
  });
});

describe('compose keeps the second source on the date asked', () => {
  it("the news story's 700 BC stays beside the report's 480 BC", () => {
    const documents = new Map([
      ['report', { title: 'Excavations at Crowburn Hill Fort - interim report', url: 'r' }],
      ['news', { title: 'Dig reveals secrets of Crowburn Hill Fort', url: 'n' }],
    ]);
    const passages = [
      { documentId: 'report', text: 'The excavation of 2023 opened two trenches across the inner rampart of Crowburn Hill Fort. Charcoal from the base of the rampart gave a radiocarbon date of about 480 BC, so the rampart was first built in the Early Iron Age. The fort covers 2.3 hectares.' },
      { documentId: 'news', text: 'Volunteers digging at Crowburn Hill Fort say the site is older than anyone thought. Speaking to the Gazette, dig leader Sam Petrie said the first rampart was built around 700 BC, in the Late Bronze Age.' },
    ];
    const answer = compose('When was the rampart at Crowburn Hill Fort first built?', passages, documents);
    expect(answer.content).toContain('480 BC');
    expect(answer.content).toContain('700 BC');
  });
});

describe("the act asked in a passive is a topic word (pure)", () => {
  it.each([
    ['abandoned', true],
    ['needed', true],
    ['fort', true],
    ['first', false],
    ['longer', false],
    ['heavy', false],
    ['built', false],
  ])('%s: %s', (term, topic) => {
    expect(isTopicWord(term)).toBe(topic);
  });
});

describe('compose keeps the other source on why it was abandoned', () => {
  it("the report's fire stays beside the news story's wetter climate", () => {
    const documents = new Map([
      ['report', { title: 'Excavations at Crowburn Hill Fort - interim report', url: 'r' }],
      ['news', { title: 'Dig reveals secrets of Crowburn Hill Fort', url: 'n' }],
    ]);
    const passages = [
      { documentId: 'report', text: 'The excavation of 2023 opened two trenches across the inner rampart of Crowburn Hill Fort. The fort was abandoned after a fire, which burnt the timber gateway. Sherds of a coarse local pottery and a bronze ring were found in the gateway layers.' },
      { documentId: 'news', text: 'Volunteers digging at Crowburn Hill Fort say the site is older than anyone thought. He said the fort was not burnt but slowly abandoned as the climate grew wetter and the hilltop became too cold to farm. The dig attracted more than 200 volunteers over four weeks.' },
    ];
    const answer = compose('Why was Crowburn Hill Fort abandoned?', passages, documents);
    expect(answer.content).toContain('wetter');
    expect(answer.content).toContain('after a fire');
  });
});
