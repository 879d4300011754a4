// Which sentence leads an answer (src/service/compose.ts chooseLead) and which supporting points a
// why/how answer keeps (keepToSubject): tables over sentences written here (not the bench's), then
// a why question composed from passages shaped like a real article (a restatement first, a cause of
// something else with "because", the cause of what is asked further down).
import { describe, expect, it } from 'vitest';
import { chooseLead, compose, hasDanglingOpener, keepToSubject, verdictOf } from '../../src/service/compose';
import { conceptsOf, questionFocus, questionKind } from '../../src/service/concepts';

const u = (text: string, score: number): { score: number; sentences: string[] } => ({ score, sentences: [text] });

describe('chooseLead', () => {
  it.each<[string, string, { score: number; sentences: string[] }[], number]>([
    [
      'why + what happens to the subject: the cause of that, not a cause of something else',
      'Why did the river fisheries collapse?',
      [u('River fisheries along the coast collapsed in the 1990s.', 10), u('The cannery closed in 1995 because salmon prices fell.', 9), u('The collapse followed a decade of dam building that blocked spawning runs.', 7)],
      2,
    ],
    [
      'why + verb, the cause too far down (below 60%): the best unit',
      'Why did the river fisheries collapse?',
      [u('River fisheries along the coast collapsed in the 1990s.', 10), u('The collapse followed a decade of dam building.', 5)],
      0,
    ],
    [
      'why without a subject-verb shape: the first nearly best unit stating a cause',
      'What causes river fisheries to fail?',
      [u('River fisheries are important to coastal towns.', 10), u('Overfishing causes most fishery failures.', 8)],
      1,
    ],
    [
      'why without a subject-verb shape: a cause below 75% does not lead',
      'What causes river fisheries to fail?',
      [u('River fisheries are important to coastal towns.', 10), u('Overfishing causes most fishery failures.', 7)],
      0,
    ],
    [
      'yes/no: the sentence that states what is asked',
      'Was paper money used in China before Europe?',
      [u('European banks issued notes in the seventeenth century.', 10), u('Paper money was used in China centuries before Europe adopted it.', 8), u('Coins remained common.', 9)],
      1,
    ],
    [
      'how, with a verb the sources never use: the mechanism the other points elaborate, not a side result with a cue',
      'How do beavers affect mountain streams?',
      [
        u('In mountain valleys, beavers build dams across streams, and the dams slow the water into ponds.', 10),
        u('Surveys in Utah estimated that beaver ponds, by holding water back, raise the carbon stored in valley soils by a wide margin.', 9.5),
        u('Behind the dams, ponds spread the water across the valley floor and raise the water table.', 9),
        u('When beavers leave, the dams break and the streams cut deep channels again.', 8.5),
      ],
      0,
    ],
    ['what: the best unit', 'What do river otters eat?', [u('River otters eat fish.', 10), u('River otters eat fish and crayfish in China and Europe.', 9)], 0],
  ])('%s', (_, query, chosen, expected) => {
    expect(chooseLead(chosen, questionKind(query), query, conceptsOf(query))).toBe(expected);
  });
});

describe('keepToSubject for why and how questions', () => {
  const titles: Record<string, string> = { warm: 'How beavers keep warm in winter', river: 'Why the river froze early' };
  const unit = (documentId: string, text: string, score: number) => ({ documentId, sentences: [text], score });
  it('a sentence sharing the question\'s words but none of its subject\'s is left out; causes in other words that name part of the subject stay', () => {
    const units = [
      unit('warm', 'Beavers store fat under their skin before winter.', 10),
      unit('warm', 'Their lodges keep a pocket of air above freezing.', 8), // no subject word, but its document is about beavers: kept
      unit('river', 'A cold front warmed nothing and the water stayed cold for weeks.', 7), // shares "warm", "cold"; not beavers
    ];
    keepToSubject(units, questionFocus('How do beavers stay warm in cold water?'), 'how', (id) => titles[id] ?? '');
    expect(units.map((x) => x.score)).toEqual([10, 8, 0]);
  });
  it('any word of the subject will do for a cause ("kelp" for "the kelp forests")', () => {
    const units = [unit('a', 'The kelp forests declined by ninety percent.', 10), unit('a', 'A heatwave starved kelp of nutrients.', 8), unit('a', 'Tourism fell in the region.', 6)];
    keepToSubject(units, questionFocus('Why did the kelp forests of the north decline?'), 'why', () => 'Regional report');
    expect(units.map((x) => x.score)).toEqual([10, 8, 0]);
  });
});

describe('a composed why answer', () => {
  const documents = new Map([['river', { title: 'What Happened to the River Fisheries', url: 'https://river.example/fisheries' }]]);
  const passages = [
    {
      documentId: 'river',
      text: 'Between 1990 and 1998 the river fisheries of the north coast collapsed by more than eighty percent. The collapse followed a decade of dam building that blocked the salmon runs of the rivers. The regional cannery in the north closed in 1999 because the river fisheries could no longer supply it. Volunteers now remove old weirs from the tributaries.',
    },
  ];
  it('leads with the cause of what is asked, as "the main reason", not with a cause of something else', () => {
    const c = compose('Why did the river fisheries of the north coast collapse?', passages, documents);
    expect(c.content).toMatch(/^The main reason your sources give: The collapse followed a decade of dam building/);
  });
  it('a lead that states no cause is not called "the main reason"', () => {
    const c = compose('Why did the river fisheries of the north coast collapse?', [{ documentId: 'river', text: 'Between 1990 and 1998 the river fisheries of the north coast collapsed by more than eighty percent. Volunteers now remove old weirs from the tributaries of the north coast rivers.' }], documents);
    expect(c.content).toMatch(/^In short, according to your sources: /);
    expect(c.content).not.toMatch(/main reason/);
  });
});

describe('a document whose title names part of the question and whose text covers nearly all of it', () => {
  const documents = new Map([
    ['europe', { title: 'The Magnetic Compass in Medieval European Navigation', url: 'https://nav.example/europe' }],
    ['asia', { title: 'Early Compasses: Song Dynasty Inventions', url: 'https://nav.example/song' }],
  ]);
  const passages = [
    { documentId: 'europe', text: 'European sailors described the magnetic compass around 1190. The compass reached Mediterranean navigators through trade. Pilots in Genoa used it on winter voyages.' },
    {
      documentId: 'asia',
      text: 'The compass was invented in China long before it reached Europe. The scholar Shen Kuo described a magnetised needle around 1088. Later Chinese ships used it at sea.',
    },
  ];
  it('is read as being about the question: its sentences that name one concept are cited', () => {
    const c = compose('Was the magnetic compass invented in China before Europe?', passages, documents);
    expect(c.content).toMatch(/Shen Kuo/);
  });
});

describe('a connective inside a sentence draws on the sentence before it', () => {
  it.each<[string, boolean]>([
    ['A cup of tea at 4 p.m. can therefore leave half its caffeine in the body at 9 p.m.', true],
    ['Charging systems thus limit the current in the cold.', true],
    ['The bay is long; hence its large tides.', true],
    ['Tea leaves are dried in the sun.', false],
    ['Thermal imaging shows the heat loss.', false], // "th…" words that are not connectives
  ])('%s → %s', (sentence, expected) => {
    expect(hasDanglingOpener(sentence)).toBe(expected);
  });
});

describe('verdictOf with the question: a negation counts only in the clause that states the claim', () => {
  const concepts = conceptsOf('Does tea affect digestion?');
  it.each<[string, 'yes' | 'no' | 'qualified']>([
    ['Volunteers did not notice any change themselves, which suggests that tea affects digestion more than people think.', 'yes'],
    ['Tea does not affect digestion, according to three trials.', 'no'],
    ['In the trials, tea had no effect on digestion.', 'no'],
    ['Tea may affect digestion in some people.', 'qualified'],
  ])('%s → %s', (sentence, verdict) => {
    expect(verdictOf(sentence, concepts)).toBe(verdict);
  });
  it('without the question, any negation decides (as before)', () => {
    expect(verdictOf('Volunteers did not notice any change themselves, which suggests that tea affects digestion more than people think.')).toBe('no');
  });
});
