// Table tests for extractive composition (src/service/compose.ts): openers never dangle, titles
// and headings are never sentences, first-person text is attributed, near-duplicates are dropped,
// every source sentence is cited, and yes/no and comparison questions get a verdict.
import { describe, expect, it } from 'vitest';
import { attribute } from '../../src/service/attribution';
import { compose, documentContexts, hasDanglingOpener, isHeadingLike, verdictOf, withCitation } from '../../src/service/compose';
import { sentences } from '../../src/service/text';

const documents = new Map([
  ['roman', { title: 'Roman harbour concrete and the sea', url: 'https://roman.example/concrete' }],
  ['field', { title: 'Field report on otters', url: 'https://field.example/otters' }],
  ['otter', { title: 'Sea otters as a keystone species', url: 'https://otter.example/keystone' }],
  ['mirror', { title: 'Otters, a summary', url: 'https://mirror.example/otters' }],
]);
const passages = [
  {
    documentId: 'roman',
    text: 'Roman harbour concrete and the sea. Roman marine concrete grew stronger over centuries because seawater reacted with volcanic ash to form aluminous tobermorite crystals. Its advantages show up after decades in seawater. Modern Portland cement concrete is weaker in seawater because salt corrodes the steel reinforcement and cracks the concrete.',
  },
  { documentId: 'field', text: 'We recommend that divers remove purple urchins from the reef every spring. Our survey counted urchins on twelve reefs.' },
  {
    documentId: 'otter',
    text: 'This appetite is why otters matter. A sea otter eats roughly a quarter of its body weight in food every day, including sea urchins. This appetite is why otters have such a strong effect on urchin numbers in kelp forests. When otters are present, urchin populations stay small and kelp forests recover.',
  },
  { documentId: 'mirror', text: 'When otters are present, urchin populations stay small and kelp forests recover quickly.' },
];

/** Every sentence of the answer's body (notes aside) ends with one or more [n] markers. */
function uncitedSentences(content: string): string[] {
  return content
    .split('\n\n')
    .flatMap((paragraph) => sentences(paragraph))
    .filter((s) => !/\[\d+\][.!?]?$/.test(s));
}

describe('pieces of composition', () => {
  it.each([
    ['This appetite is why otters matter.', true],
    ['Its advantages show up after decades in seawater.', true],
    ['However, the effect is small.', true],
    ['Electric vehicles warm the pack before fast charging for the same reason.', true],
    ['There are three kinds of bees that nest in wood.', false],
    ['Theirs is a long history.', true],
    ['Thermal ageing is slow at room temperature.', false],
    ['Sea otters eat urchins.', false],
    ['As the glaciers shrink, this supply first rises and then falls.', true],
    ['In these conditions the cell ages faster.', true],
    ['Glaciers feed rivers with meltwater in late summer.', false],
    ['This is the only way to know.', true],
    ['Wild bees such as bumblebees are often more efficient per visit.', false],
    // a quotation whose speaker is only a pronoun after it needs the sentence that names them
    ['"The hedges have paid for themselves twice," she told the parish meeting.', true],
    ['“We will plant more next year,” they said.', true],
    ['"The hedges have paid for themselves twice," the warden told the parish meeting.', false],
    ['"Hedges slow the flood," said Ana Ruiz, the warden.', false],
  ])('opener in %j: %s', (sentence, dangling) => {
    expect(hasDanglingOpener(sentence)).toBe(dangling);
  });

  it.each([
    ['Roman harbour concrete and the sea.', 'Roman harbour concrete and the sea', true],
    ['Calendar ageing', '', true],
    ['Short one here.', '', true],
    ['Roman marine concrete grew stronger over centuries.', 'Roman harbour concrete and the sea', false],
  ])('heading or title %j: %s', (sentence, title, heading) => {
    expect(isHeadingLike(sentence, title)).toBe(heading);
  });

  it.each([
    ['We recommend that divers remove urchins.', 'Field report', 'The authors of "Field report" recommend that divers remove urchins.'],
    ['Our survey counted urchins on twelve reefs.', 'Field report', 'In "Field report", the authors\' survey counted urchins on twelve reefs.'],
    ['In our survey we counted urchins.', 'Field report', 'According to "Field report", in their survey they counted urchins.'],
    ['The US coast has many otters.', 'Field report', 'The US coast has many otters.'],
    // a quotation is someone's own words: never reworded (the sentence names its speaker)
    ['"Every hedge we plant slows the flood," the warden told the parish meeting.', 'Parish notes', '"Every hedge we plant slows the flood," the warden told the parish meeting.'],
    ['The warden said “our hedges hold the water” at the meeting.', 'Parish notes', 'The warden said “our hedges hold the water” at the meeting.'],
    // first person meaning people in general is not the authors
    ['Red light bends less before it reaches our eyes.', 'Light notes', 'Red light bends less before it reaches our eyes.'],
    ['Most of us sleep worse in a warm room.', 'Sleep notes', 'Most of us sleep worse in a warm room.'],
    // the authors' own voice outside a quotation is still attributed, the quotation kept
    ['We asked the warden, who said "our hedges hold water".', 'Parish notes', 'The authors of "Parish notes" asked the warden, who said "our hedges hold water".'],
    ['In our trial, most of us slept worse.', 'Sleep notes', 'According to "Sleep notes", in their trial, most of us slept worse.'],
    // contractions are reworded whole, never "the author've"
    ["I've walked this coast path every spring since 2009.", 'Coast diary', 'According to "Coast diary", the author has walked this coast path every spring since 2009.'],
    ["We're the only ferry crew on the island.", 'Crew notes', 'According to "Crew notes", they are the only ferry crew on the island.'],
    ["In spring I'm on the reed beds every day.", 'Reed notes', 'According to "Reed notes", in spring the author is on the reed beds every day.'],
    ["I'd cut the reed by hand if the beds were dry.", 'Reed notes', "I'd cut the reed by hand if the beds were dry."],
    // a quotation running over several sentences: its later sentence (a closing mark without its opening) stays as said
    ["I've cut reed for forty years,” says Ashby.", 'Reed notes', "I've cut reed for forty years,” says Ashby."],
    ['We used to cut our own reed.', 'Reed notes', 'The authors of "Reed notes" used to cut their own reed.'],
    ['“We used to cut our own reed.', 'Reed notes', '“We used to cut our own reed.'],
  ])('attributes %j', (sentence, title, expected) => {
    expect(attribute(sentence, title)).toBe(expected);
  });

  it.each([
    ['Decaffeinated coffee is not completely free of caffeine.', 'no'],
    ['Roman marine concrete grew stronger over centuries.', 'yes'],
    ['Caffeine may still affect sleep in some people.', 'qualified'],
  ])('verdict of %j: %s', (sentence, verdict) => {
    expect(verdictOf(sentence)).toBe(verdict);
  });

  it('puts the marker before the end punctuation', () => {
    expect(withCitation('Otters eat urchins.', [2])).toBe('Otters eat urchins [2].');
    expect(withCitation('Do otters eat urchins?', [1, 3])).toBe('Do otters eat urchins [1][3]?');
  });
});

describe('composed answers', () => {
  it.each([
    ['Is Roman concrete stronger than modern concrete?', /^Your sources point to (yes|no)/],
    ['Should divers remove urchins from the reef?', /^Your sources point to (yes|no)|^Your sources give a qualified answer/],
    // (its lead, "When otters are present, urchin populations stay small…", says what otters do, not why: no "main reason" is
    // claimed for it, a "when" being no reason)
    ['Why do otters affect urchin numbers?', /^In short, according to your sources:/],
    ['How do otters help kelp forests recover?', /^In short, according to your sources:/],
  ])('%s leads with a direct answer shaped by the question', (query, lead) => {
    const c = compose(query, passages, documents);
    expect(c.answered).toBe(true);
    expect(c.content).toMatch(lead);
  });

  it.each([
    'Is Roman concrete stronger than modern concrete?',
    'Why do otters affect urchin numbers?',
    'How do otters help kelp forests recover?',
    'Should divers remove urchins from the reef?',
  ])('%s: no dangling opener without its referent, no title as a sentence, every sentence cited, no near-duplicates', (query) => {
    const c = compose(query, passages, documents);
    const body = c.content.split('\n\n');
    expect(uncitedSentences(c.content)).toEqual([]);
    expect(c.content).not.toMatch(/Roman harbour concrete and the sea \[/);
    // "Its advantages…" only right after the sentence naming the Roman concrete it refers to
    expect(c.content.replace(/tobermorite crystals \[1\]\. Its advantages/g, '')).not.toMatch(/Its advantages/);
    // An opener may appear only right after the sentence it refers to (same source, same unit).
    c.sentences.forEach((s, i) => {
      if (!hasDanglingOpener(s.original)) return;
      const previous = c.sentences[i - 1];
      expect(previous?.unit).toBe(s.unit);
    });
    expect(c.content.match(/urchin populations stay small/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(body.join(' ')).not.toMatch(/\bWe recommend\b|\bOur survey\b/);
    const indexes = new Set(c.sources.map((s) => s.citationIndex));
    for (const m of c.content.matchAll(/\[(\d+)\]/g)) expect(indexes.has(Number(m[1]))).toBe(true);
    expect(c.sentences.length).toBeLessThanOrEqual(10);
    // Supporting points come in paragraphs of two or more, not one sentence per paragraph.
    const supporting = body.slice(1 + (c.notes.length > 0 ? 1 : 0));
    if (supporting.length > 1) for (const paragraph of supporting) expect(sentences(paragraph).length).toBeGreaterThan(1);
  });

  it('the appetite opener comes with the sentence it refers to', () => {
    const c = compose('Why do otters affect urchin numbers?', passages, documents);
    expect(c.content).toMatch(/A sea otter eats roughly a quarter of its body weight in food every day, including sea urchins \[\d\]\. This appetite is why/);
    expect(c.content).not.toMatch(/This appetite is why otters matter/);
  });
});

describe('sentences read in their document\'s context', () => {
  const docs = new Map([
    ['fur', { title: 'How Sea Otters Stay Warm Without Blubber', url: 'https://fur.example' }],
    ['kelp', { title: 'Why Northern California Lost Its Kelp Forests', url: 'https://kelp.example' }],
    ['decaf', { title: 'Is Decaf Coffee Caffeine-Free?', url: 'https://decaf.example' }],
  ]);
  const texts = [
    { documentId: 'fur', text: 'Sea otters rely on the densest fur of any animal, which traps a layer of air against the skin. The other half of the otter strategy is a very high metabolic rate.' },
    { documentId: 'kelp', text: 'A marine heatwave warmed coastal waters and starved kelp of nutrients. Starving urchins can survive for years, even after water temperatures return to normal. Divers remove urchins so that kelp and sea otters may return.' },
    { documentId: 'decaf', text: 'About 97 percent of the caffeine is removed from decaf coffee.' },
  ];

  it('a title that names the question lends its concepts; a document mentioning a sliver weighs less', () => {
    const contexts = documentContexts(texts, docs, [
      { term: 'otters', stem: 'otter', soft: false },
      { term: 'warm', stem: 'warm', soft: false },
      { term: 'cold', stem: 'cold', soft: false },
      { term: 'water', stem: 'water', soft: false },
    ]);
    expect(contexts.get('fur')?.titleConcepts.map((c) => c.term)).toEqual(['otters', 'warm']);
    expect(contexts.get('kelp')?.titleConcepts).toEqual([]);
    expect(contexts.get('decaf')?.coverage).toBe(0);
  });

  it('the document about the question answers it, not the one sharing a word with it', () => {
    const c = compose('How do sea otters stay warm in cold water?', texts, docs);
    expect(c.content).toMatch(/densest fur/);
    expect(c.content).not.toMatch(/water temperatures return to normal/);
    expect(c.sources.map((s) => s.documentId)).not.toContain('decaf');
  });

  it('a title counts for coverage: the question is answered, not reported as uncovered', () => {
    const c = compose('Why do honeybee colonies fail over winter?', [{ documentId: 'bees', text: 'The varroa mite is the most important single cause of colony losses in winter, because it spreads deformed wing virus.' }], new Map([['bees', { title: 'Why Honeybee Colonies Fail Over Winter', url: 'https://bees.example' }]]));
    expect(c.answered).toBe(true);
    expect(c.notes).toEqual([]);
    expect(c.content).toMatch(/varroa/);
  });
});

describe('the verdict of a comparison rests on the sentence that states it', () => {
  it('numbers the question names pick the sentence comparing them', () => {
    const c = compose(
      'Is cycling a battery between 20 and 80 percent better than cycling it from 0 to 100 percent?',
      [
        {
          documentId: 'cycle',
          text: 'LFP cells are more tolerant of full cycling than NMC cells, so some makers recommend charging LFP to 100 percent for daily use. Cycling a cell between 20 and 80 percent causes much less degradation than cycling it from 0 to 100 percent.',
        },
      ],
      new Map([['cycle', { title: 'Depth of discharge and battery cycle life', url: 'https://cycle.example' }]]),
    );
    expect(c.content).toMatch(/^Your sources point to yes: Cycling a cell between 20 and 80 percent/);
  });
});
