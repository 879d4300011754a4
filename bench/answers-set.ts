// The answer-quality evaluation set (bench/answers.bench.ts): questions over the sample library
// (resources/library) and over test documents written here, each with the facts a good answer must
// contain (a fact is a list of alternative case-insensitive patterns; any one counts), questions no
// document answers, and questions a library answers only in part (with the concept it must name as
// missing). The documents below were written for this set, not taken from the engine's tests.

export type Expectation =
  | {
      kind: 'answer';
      facts: string[][];
      /** The first sentence must contain one of these: it answers what was asked (the subject doing it), not a neighbour. */
      lead?: string[];
      /** None of these may appear: sentences that share words with the question but are about something else. */
      offTopic?: string[];
    }
  /** Part of the question is covered: the answer cites, contains these facts, and names `missing` as not covered. */
  | { kind: 'partial'; facts: string[][]; missing: string }
  /** Nothing covers it: completed, no citation, says so plainly. */
  | { kind: 'none' };

export interface EvalQuestion {
  query: string;
  /** yes/no, comparison, why/how, what: reported per kind. */
  type: 'yes/no' | 'comparison' | 'why/how' | 'what' | 'unanswerable' | 'half';
  expect: Expectation;
}

export const SAMPLE_QUESTIONS: EvalQuestion[] = [
  { query: 'How does caffeine keep you awake?', type: 'why/how', expect: { kind: 'answer', facts: [['adenosine'], ['receptor']] } },
  { query: 'Does drinking coffee in the afternoon affect sleep?', type: 'yes/no', expect: { kind: 'answer', facts: [['six hours'], ['total sleep time', 'more than one hour'], ['deep', 'slow-wave']] } },
  // an importance question asks for the otters' effect on kelp, stated without a causal word (importance.ts), not a
  // sentence with "to remove" or "so that" about something else (divers paid to remove urchins, otters wrapped in kelp)
  { query: 'Why are sea otters important for kelp forests?', type: 'why/how', expect: { kind: 'answer', facts: [['urchin'], ['keystone', 'trophic cascade'], ['barren']], lead: ['feed heavily on sea urchins', 'keystone', 'urchin populations stay small', 'protecting kelp'] } },
  // the kelp heatwave shares "warm" and "water" with the question, not its subject
  // the mechanism leads (otters eat urchins, urchins graze kelp), not a side result that contains "by protecting"
  { query: 'How do sea otters affect kelp forests?', type: 'why/how', expect: { kind: 'answer', facts: [['urchin'], ['barren']], lead: ['feed heavily on sea urchins', 'urchin populations stay small', 'urchins multiply'] } },
  { query: 'How do sea otters stay warm in cold water?', type: 'why/how', expect: { kind: 'answer', facts: [['fur'], ['metabolic']], offTopic: ['heatwave', 'the Blob'] } },
  { query: 'What causes lithium plating in batteries?', type: 'what', expect: { kind: 'answer', facts: [['fast', 'quickly'], ['cold', 'low temperature', 'freezing'], ['graphite', 'anode']] } },
  { query: 'How should lithium-ion batteries be stored for a long time?', type: 'why/how', expect: { kind: 'answer', facts: [['40 to 60', 'half'], ['cool'], ['empty', 'zero percent']] } },
  { query: 'Is cycling a battery between 20 and 80 percent better than cycling it from 0 to 100 percent?', type: 'comparison', expect: { kind: 'answer', facts: [['20 and 80'], ['less degradation', 'several times more']], offTopic: ['store lithium', 'hot car'] } },
  { query: 'Was movable type invented in East Asia before Gutenberg?', type: 'yes/no', expect: { kind: 'answer', facts: [['Bi Sheng', '1040', 'clay'], ['Jikji', '1377', 'Korea']], lead: ['East Asia', 'Bi Sheng', 'Jikji', 'Korea', 'China'] } },
  { query: 'Why did the kelp forests of northern California decline?', type: 'why/how', expect: { kind: 'answer', facts: [['heatwave', 'Blob'], ['sea star'], ['urchin']], lead: ['heatwave', 'Blob', 'sea star', 'urchin'] } },
  { query: 'How did the printing press help the Reformation?', type: 'why/how', expect: { kind: 'answer', facts: [['Luther'], ['pamphlet'], ['Theses', '1517']] } },
  // who or what is asked about: the sea-slug sentence shares "sea" and "eat" with the question, not its subject
  { query: 'What do sea urchins eat?', type: 'what', expect: { kind: 'answer', facts: [['kelp']], lead: ['urchins graze', 'feeding on drift kelp', 'graze on'], offTopic: ['sea slug', 'isopod', 'divers'] } },
  { query: 'What do sea otters eat?', type: 'what', expect: { kind: 'answer', facts: [['urchin'], ['crab', 'clam', 'mussel', 'abalone']], lead: ['otter eats', 'otters feed'], offTopic: ['sea slug', 'isopod'] } },
  { query: 'How much caffeine is in decaf coffee?', type: 'what', expect: { kind: 'answer', facts: [['2 to 15 milligrams'], ['97 percent']] } },
  { query: 'Which conditions speed up SEI growth in lithium-ion cells?', type: 'what', expect: { kind: 'answer', facts: [['temperature', 'heat'], ['state of charge']] } },
  { query: 'Are LFP cells more tolerant of full charging than NMC cells?', type: 'comparison', expect: { kind: 'answer', facts: [['more tolerant'], ['80 or 90 percent', '100 percent']] } },
  // the first-run screen's example: its source says "disrupts"; the verdict rests on the measured finding, not on an inference
  { query: 'Does coffee in the afternoon disturb sleep?', type: 'yes/no', expect: { kind: 'answer', facts: [['six hours'], ['total sleep time', 'more than one hour']], lead: ['reduced total sleep time', 'slow-wave'] } },
  // the mechanism is told of caffeine, not coffee
  { query: 'Does coffee keep you awake?', type: 'yes/no', expect: { kind: 'answer', facts: [['blocking adenosine', 'blocks adenosine']] } },
  { query: 'Does coffee cause cancer?', type: 'half', expect: { kind: 'partial', facts: [], missing: 'cancer' } },
  { query: 'How did printing spread across Europe, and what did it do to paper prices in Japan?', type: 'half', expect: { kind: 'partial', facts: [['Mainz', 'Venice', 'hundred', '250']], missing: 'japan' } },
  { query: 'What causes lithium plating and how does it change smartphone resale prices?', type: 'half', expect: { kind: 'partial', facts: [['fast', 'quickly', 'cold']], missing: 'resale' } },
  { query: 'What is the capital of Peru?', type: 'unanswerable', expect: { kind: 'none' } },
  { query: 'How do volcanoes form?', type: 'unanswerable', expect: { kind: 'none' } },
  { query: 'Who won the 1998 football World Cup?', type: 'unanswerable', expect: { kind: 'none' } },
];

/** Test documents written for this set (Markdown, with titles, first-person text, openers and overlap between documents). */
export const OWN_DOCUMENTS: Record<string, string> = {
  'bees-colony-losses.md': `---
title: Why Honeybee Colonies Fail Over Winter
url: https://apiary-notes.example.org/winter-losses
---

# Why Honeybee Colonies Fail Over Winter

Beekeepers in temperate countries lose a share of their colonies every winter. Surveys in the United States have reported winter losses of roughly thirty to forty percent in bad years.

The varroa mite is the most important single cause. The mite feeds on developing bees and spreads deformed wing virus, which shortens the lives of the winter bees that must keep the colony alive until spring.

Poor nutrition makes this worse. Colonies that enter autumn with little pollen raise fewer healthy winter bees. This weakness shows up in late winter, when the cluster becomes too small to keep itself warm.

We treat our hives for varroa in late summer, after the honey harvest, because that is when mite numbers peak and before the winter bees are raised.
`,
  'bees-pollination.md': `---
title: Bees and Crop Pollination
url: https://apiary-notes.example.org/pollination
---

# Bees and Crop Pollination

About three quarters of the leading food crops benefit from animal pollination, although the crops that depend on it most, such as almonds, apples and blueberries, make up a smaller share of the calories people eat.

Honeybees are moved by truck to pollinate almond orchards in California every February. Wild bees such as bumblebees and mason bees are often more efficient per visit, because they carry pollen loosely and visit flowers in cooler weather.

Bumblebees can buzz-pollinate: they vibrate their flight muscles to shake pollen out of flowers such as tomatoes and blueberries. Honeybees cannot do this.
`,
  'sourdough-fermentation.md': `---
title: What Happens Inside a Sourdough Starter
url: https://bread-lab.example.org/starter
---

# What Happens Inside a Sourdough Starter

A sourdough starter is a culture of wild yeasts and lactic acid bacteria living in flour and water. The yeasts produce carbon dioxide, which leavens the bread, while the bacteria produce lactic and acetic acids, which give the bread its sour taste.

The acids lower the pH of the dough to around 4. This acidity slows the staling of the bread and inhibits mould, so sourdough bread keeps longer than yeasted bread.

Temperature changes the balance. A warm starter, around 28 degrees, favours lactic acid and a mild flavour. A cool starter favours acetic acid and a sharper, more vinegary taste.

Long fermentation also breaks down some of the phytic acid in whole grain flour. It makes minerals such as iron and zinc easier to absorb.
`,
  'sourdough-vs-yeast.md': `---
title: Sourdough Compared With Commercial Yeast
url: https://bread-lab.example.org/compare
---

# Sourdough Compared With Commercial Yeast

Commercial baker's yeast is a single strain of Saccharomyces cerevisiae grown for fast, predictable rising. A yeasted dough can rise in one to two hours, while a sourdough often needs eight to twelve hours.

Sourdough bread has a lower glycaemic response than bread made with commercial yeast in several small studies, probably because the acids slow the digestion of starch.

In our bakery tests, the sourdough loaves stayed fresh for five days while the yeasted loaves were stale after two.
`,
  'glaciers-retreat.md': `---
title: Alpine Glaciers in Retreat
url: https://ice-watch.example.org/alps
---

# Alpine Glaciers in Retreat

Glaciers in the Alps have lost more than half of their volume since 1900. The losses accelerated after 1980 as summer temperatures rose.

A glacier shrinks when summer melt exceeds the snow that falls in winter. Dark dust and soot on the ice absorb more sunlight and speed up melting, which is why glaciers near cities and roads can retreat faster.

The summer of 2022 was the worst on record: Swiss glaciers lost about six percent of their remaining volume in a single year, after a winter with little snow and a long summer heatwave.

Meltwater from glaciers feeds rivers in late summer. As the glaciers shrink, this supply first rises and then falls, a turning point known as peak water.
`,
  'tides-moon.txt': `Tides are caused mainly by the gravitational pull of the Moon, with a smaller contribution from the Sun. The Moon pulls the ocean on the near side of the Earth towards it, and a second bulge forms on the far side, so most coasts see two high tides a day.

When the Sun, Moon and Earth line up, at new moon and full moon, their pulls add together and produce spring tides with a larger range. When the Sun and Moon are at right angles, at the quarter moons, the range is smaller; these are neap tides.

The shape of the coast changes the range a great deal. The Bay of Fundy in Canada has the largest tidal range in the world, up to about sixteen metres, because the bay's length matches the rhythm of the tide.
`,
};

export const OWN_QUESTIONS: EvalQuestion[] = [
  { query: 'Why do honeybee colonies die over winter?', type: 'why/how', expect: { kind: 'answer', facts: [['varroa'], ['virus'], ['nutrition', 'pollen']] } },
  { query: 'When should beekeepers treat hives for varroa mites?', type: 'what', expect: { kind: 'answer', facts: [['late summer'], ['winter bees', 'mite numbers peak']] } },
  { query: 'Are wild bees better pollinators than honeybees?', type: 'comparison', expect: { kind: 'answer', facts: [['more efficient'], ['buzz', 'vibrate', 'cooler weather']] } },
  { query: 'What gives sourdough bread its sour taste?', type: 'what', expect: { kind: 'answer', facts: [['lactic'], ['acetic'], ['bacteria']] } },
  { query: 'Does sourdough bread stay fresh longer than yeasted bread?', type: 'yes/no', expect: { kind: 'answer', facts: [['staling', 'stale', 'fresh'], ['acid']] } },
  { query: 'How does temperature change the flavour of a sourdough starter?', type: 'why/how', expect: { kind: 'answer', facts: [['warm'], ['acetic', 'vinegar']] } },
  { query: 'Why are Alpine glaciers shrinking?', type: 'why/how', expect: { kind: 'answer', facts: [['melt'], ['temperature', 'heatwave'], ['dust', 'soot']] } },
  { query: 'What is peak water?', type: 'what', expect: { kind: 'answer', facts: [['meltwater'], ['rises', 'first rises']] } },
  { query: 'What causes spring tides and neap tides?', type: 'why/how', expect: { kind: 'answer', facts: [['line up', 'new moon', 'full moon'], ['right angles', 'quarter']] } },
  { query: 'Where is the largest tidal range in the world?', type: 'what', expect: { kind: 'answer', facts: [['Fundy'], ['sixteen metres']] } },
  { query: 'Does sourdough bread raise blood pressure?', type: 'half', expect: { kind: 'partial', facts: [], missing: 'blood' } },
  { query: 'Why do honeybee colonies fail in winter, and how do pesticides affect honey prices?', type: 'half', expect: { kind: 'partial', facts: [['varroa']], missing: 'pesticide' } },
  { query: 'How do earthquakes cause tsunamis in Japan?', type: 'unanswerable', expect: { kind: 'none' } },
  { query: 'What is the best recipe for chocolate cake?', type: 'unanswerable', expect: { kind: 'none' } },
];
