// The reviewer's answer-quality set (bench/answers.bench.ts, reported apart from the team's own set):
// 8 documents and 27 questions written by a reviewer of issue #11 WITHOUT the engine's authors, on
// topics that are in neither resources/library nor bench/answers-set.ts (an encyclopedic article, a
// news report in HTML, a how-to guide with headings, a list and steps, a first-person lab report in
// .txt, an FAQ whose headings are its questions, a Markdown table, and two documents that disagree).
// Copied as the reviewer wrote it (/work/notes/rev11-snapshot/set.ts); do not tune it to the engine.
import type { EvalQuestion } from './answers-set';

export interface ReviewerQuestion extends EvalQuestion {
  /** What the question probes. */
  probe: string;
  untrue?: string[];
  /** The verdict a yes/no or comparison answer should give. */
  verdict?: 'yes' | 'no' | 'qualified';
}

export const REVIEWER_DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article
  'axolotl.md': `---
title: Axolotl
url: https://encyclopedia.example.net/axolotl
---

# Axolotl

The axolotl (Ambystoma mexicanum) is a salamander native to the lake system of the Valley of Mexico, today reduced mainly to the canals of Lake Xochimilco on the southern edge of Mexico City.

Unlike most amphibians, the axolotl does not undergo metamorphosis. It keeps its feathery external gills and its tail fin throughout life and reaches sexual maturity while still in its larval form, a condition biologists call neoteny. Adults usually measure between 15 and 30 centimetres.

The species is famous for its power to regrow lost body parts. An axolotl can replace an entire limb, including bone, muscle and nerves, within a few weeks, and it can also repair parts of its spinal cord, heart and eyes without scarring. For this reason it is one of the most studied animals in regeneration research.

Axolotls eat worms, insect larvae, small crustaceans and small fish, which they suck into their mouths. In captivity they commonly live 10 to 15 years.

In the wild the axolotl is critically endangered. Surveys in Xochimilco found about 6,000 animals per square kilometre in 1998 but fewer than 36 per square kilometre by 2014. The decline is blamed on water pollution from the growing city, the draining of canals, and introduced carp and tilapia, which eat axolotl eggs and compete with the young for food.
`,

  // 2. news report (HTML)
  'shore-power-news.html': `<!doctype html>
<html><head><title>Port of Halvik plugs in cruise ships to cut harbour smog</title>
<meta name="url" content="https://news.example.com/2026/03/halvik-shore-power"></head>
<body>
<h1>Port of Halvik plugs in cruise ships to cut harbour smog</h1>
<p>HALVIK, 14 March 2026. The Port of Halvik switched on its first shore power berth on Friday, allowing docked cruise ships to shut down their diesel generators and draw electricity from the city grid instead.</p>
<p>Until now, vessels moored at the cruise terminal kept their auxiliary engines running around the clock to power lighting, kitchens and air conditioning. The port authority estimates that a single large cruise ship burns about 20 tonnes of fuel during a ten-hour call.</p>
<p>According to the port's environmental office, plugging in will cut nitrogen oxide emissions at the berth by about 95 percent and fine particle emissions by about 90 percent. Residents of the old harbour district had complained about smoke and noise for years.</p>
<p>The installation cost 42 million euros. The European Union paid 18 million euros through its transport fund, the national government 10 million, and the port itself the rest.</p>
<p>Only ships fitted with a compatible connection can use the berth. Harbour master Ingrid Solvang said that about a third of the ships expected this season are equipped, and that from 2030 the port will require every cruise ship staying longer than two hours to connect.</p>
<p>Critics point out that the benefit depends on how the grid's electricity is produced. In Halvik, about 80 percent of it comes from hydropower and wind.</p>
</body></html>
`,

  // 3. how-to guide
  'orchid-repotting.md': `---
title: How to Repot a Moth Orchid
url: https://greenhouse-guides.example.org/repot-phalaenopsis
---

# How to Repot a Moth Orchid

Moth orchids (Phalaenopsis) grow on tree branches in the wild, so their roots need air as much as water. Repotting every one to two years keeps the roots healthy.

## When to repot

Repot when the bark in the pot has broken down into a fine, soggy mass, when roots are climbing far over the rim, or when the plant wobbles in its pot. The best time is just after flowering, when the plant starts new root growth.

## What you need

- a clear plastic pot one size larger, with plenty of drainage holes
- a coarse orchid mix of fir bark, with some perlite or charcoal
- sterilised scissors

Never use ordinary garden compost. It packs down around the roots, stays wet and makes them rot.

## Steps

1. Soak the old pot for ten minutes so the roots come away more easily.
2. Ease the plant out and shake off the old mix.
3. Cut away roots that are brown, hollow or mushy; firm green or silver roots are alive.
4. Set the plant in the new pot so the base of the lowest leaf sits just below the rim, and fill around the roots with fresh bark, tapping the pot so it settles.
5. Do not water for five to seven days, so that the cut roots can heal. Mist the leaves lightly instead.

Clear pots let you see the roots: silver roots mean the plant needs water, green roots mean it has enough.
`,

  // 4. lab report in first person
  'radish-salt-lab.txt': `Lab report: Effect of salt on the germination of radish seeds

Aim. I wanted to find out how the concentration of sodium chloride in the watering solution affects the germination of radish seeds (Raphanus sativus).

Method. I placed 50 seeds on damp paper towel in each of four Petri dishes and watered them with 0, 50, 100 and 200 millimolar salt solutions. The dishes were kept on a windowsill and I counted germinated seeds every day for seven days. A seed counted as germinated when its root was at least 2 millimetres long.

Results. After seven days, 94 percent of the seeds had germinated in plain water, 88 percent at 50 millimolar, 61 percent at 100 millimolar and 22 percent at 200 millimolar. In the strongest solution the first seeds germinated only on day four, compared with day one in plain water, and their roots were shorter and brownish.

Discussion. Higher salt concentrations clearly reduced and delayed germination. Salt lowers the water potential of the solution, so the seeds take up water more slowly by osmosis, and sodium ions may also be toxic to the embryo. Even at 200 millimolar some seeds still germinated, so salt slowed germination but did not stop it completely.

Limitations. I used only one batch of seeds and one dish per concentration, so I cannot tell how much of the difference is chance. The temperature on the windowsill was not controlled and the paper towels in two dishes dried out on day three and had to be re-wetted. I would repeat the experiment with three dishes per concentration in an incubator.
`,

  // 5. FAQ with headings
  'heat-pump-faq.md': `---
title: Air-Source Heat Pumps — Frequently Asked Questions
url: https://energy-advice.example.org/heat-pump-faq
---

# Air-Source Heat Pumps — Frequently Asked Questions

## How does an air-source heat pump work?

A heat pump moves heat rather than making it. A refrigerant absorbs heat from the outside air in the outdoor unit, a compressor raises its temperature, and the heat is released into the home's radiators or hot water tank. The same principle makes a refrigerator cold inside.

## What is the coefficient of performance?

The coefficient of performance (COP) is the amount of heat delivered for each unit of electricity used. A typical air-source heat pump has a COP of about 3 over a year, which means it delivers three kilowatt-hours of heat for one kilowatt-hour of electricity.

## Do heat pumps work in cold climates?

Yes. Modern units keep heating at outdoor temperatures down to about minus 25 degrees Celsius. Their efficiency does fall as it gets colder: at minus 15 degrees the COP may drop to around 2. Norway and Finland have some of the highest numbers of heat pumps per household in Europe.

## Are heat pumps noisy?

The outdoor unit makes a low hum of about 40 to 60 decibels at one metre, similar to a refrigerator or a quiet conversation. It should be placed away from bedroom windows and neighbours' walls.

## Will I need bigger radiators?

Sometimes. A heat pump works best at a low flow temperature, around 45 to 50 degrees, instead of the 70 degrees common with a gas boiler, so some rooms may need larger radiators or underfloor heating to stay warm.

## How long does a heat pump last?

Most manufacturers expect 15 to 20 years, longer than the 10 to 15 years usual for a gas boiler.
`,

  // 6. text with tables and lists
  'bicycle-tyres.md': `---
title: Choosing Bicycle Tyres
url: https://cycle-workshop.example.org/tyres
---

# Choosing Bicycle Tyres

There are three main ways to build a bicycle tyre. The table compares them for road riding.

| Type | Typical weight (700x25) | Puncture resistance | Repair at the roadside |
|---|---|---|---|
| Clincher with inner tube | 220–260 g plus a 100 g tube | low: pinch flats are common | easy: swap the tube |
| Tubeless | 260–300 g plus sealant | high: sealant closes small holes | usually self-sealing; plug larger holes |
| Tubular (sewn-up) | 200–250 g | medium | hard: the tyre is glued to the rim |

Tubular tyres are the lightest complete setup, which is why some professional racers still use them, but they are expensive and slow to change.

Recommended pressures depend on the rider's weight and the tyre width:

- 25 mm road tyre, rider under 70 kg: about 80 psi
- 25 mm road tyre, rider over 85 kg: about 95 psi
- 28 mm road tyre: 10 to 15 psi less than a 25 mm tyre
- Tubeless tyres can be ridden about 10 psi lower than clinchers of the same width.

Lower pressures give more grip and comfort on rough roads; too low a pressure causes pinch flats with inner tubes.
`,

  // 7 & 8. overlapping topic, disagreeing
  'fasting-blog.md': `---
title: Why Intermittent Fasting Beats Dieting
url: https://fitlife-blog.example.com/intermittent-fasting
---

# Why Intermittent Fasting Beats Dieting

Intermittent fasting means eating only within a fixed window, most often eight hours a day, the 16:8 pattern. We have coached hundreds of clients through it, and we believe it is simply more effective than counting calories.

Fasting lowers insulin levels, which makes it easier for the body to burn stored fat. Our clients lost an average of 7 kilograms in twelve weeks, more than they had ever lost on a conventional diet.

Because there is nothing to count, people find fasting easier to stick to than calorie restriction. Hunger fades after the first two weeks.
`,
  'fasting-trial.md': `---
title: Time-Restricted Eating Versus Calorie Restriction: A Randomised Trial
url: https://journal.example.org/trials/tre-vs-cr
---

# Time-Restricted Eating Versus Calorie Restriction: A Randomised Trial

Background. Time-restricted eating, a form of intermittent fasting, is popular for weight loss, but few trials have compared it with ordinary calorie restriction over a long period.

Methods. 139 adults with obesity were randomly assigned to eat only between 8 a.m. and 4 p.m. with a calorie limit, or to the same calorie limit with no time window, for twelve months.

Results. Participants in the time-restricted group lost 8.0 kilograms on average and those in the calorie-restriction group lost 6.3 kilograms. The difference was not statistically significant. Waist size, body fat, blood pressure and blood sugar improved similarly in both groups.

Conclusion. Over twelve months, restricting the eating window did not lead to more weight loss than calorie restriction alone. The weight lost appears to depend on the calories eaten, not on the timing of meals.
`,
};

export const REVIEWER_QUESTIONS: ReviewerQuestion[] = [
  // ---- what / which
  { query: 'What is neoteny in axolotls?', type: 'what', probe: 'what, definition', expect: { kind: 'answer', facts: [['larval'], ['gills', 'metamorphosis'], ['sexual maturity']] } },
  { query: 'What is the coefficient of performance of a heat pump?', type: 'what', probe: 'what, FAQ heading = question', expect: { kind: 'answer', facts: [['heat delivered'], ['about 3', 'three kilowatt']] } },
  { query: 'Which bicycle tyre type is the lightest?', type: 'what', probe: 'which, table', expect: { kind: 'answer', facts: [['tubular']] } },
  { query: 'What pressure should I pump my road bike tyres to?', type: 'what', probe: 'list items, "bike" vs "bicycle"', expect: { kind: 'answer', facts: [['80 psi'], ['95 psi'], ['weight']] } },
  { query: 'Who paid for the shore power berth in Halvik?', type: 'what', probe: 'who, numbers', expect: { kind: 'answer', facts: [['European Union'], ['18 million'], ['national government', '10 million']] } },
  // ---- why / how
  { query: 'Why are wild axolotls critically endangered?', type: 'why/how', probe: 'why', expect: { kind: 'answer', facts: [['pollution'], ['carp', 'tilapia'], ['draining', 'canals']] } },
  { query: 'How did salt affect the germination of the radish seeds?', type: 'why/how', probe: 'how, lab report (first person)', expect: { kind: 'answer', facts: [['94 percent'], ['22 percent'], ['delayed', 'day four'], ['osmosis', 'water potential']] } },
  { query: 'How do you know when a moth orchid needs repotting?', type: 'why/how', probe: 'how, how-to', expect: { kind: 'answer', facts: [['broken down', 'soggy'], ['over the rim', 'climbing'], ['wobbles']] } },
  { query: 'Why did the Port of Halvik install shore power?', type: 'why/how', probe: 'why, news', expect: { kind: 'answer', facts: [['nitrogen oxide', 'smog', 'emissions'], ['diesel generators', 'auxiliary engines'], ['residents', 'complained']] } },
  // ---- yes/no (verdict checked)
  { query: 'Did the highest salt concentration stop the radish seeds from germinating completely?', type: 'yes/no', probe: 'yes/no whose answer is NO', verdict: 'no', expect: { kind: 'answer', facts: [['22 percent', 'some seeds still germinated', 'did not stop it']] } },
  { query: 'Should I water my orchid right after repotting it?', type: 'yes/no', probe: 'yes/no whose answer is NO (instruction)', verdict: 'no', expect: { kind: 'answer', facts: [['five to seven days'], ['heal']] } },
  { query: 'Do heat pumps work in freezing weather?', type: 'yes/no', probe: 'yes/no + synonym (doc says cold climates / minus 25)', verdict: 'yes', expect: { kind: 'answer', facts: [['minus 25'], ['drop to around 2', 'efficiency does fall']] } },
  // ---- comparisons
  { query: 'Is intermittent fasting better than calorie restriction for losing weight?', type: 'comparison', probe: 'comparison, two sources DISAGREE', verdict: 'qualified', untrue: [], expect: { kind: 'answer', facts: [['not statistically significant', 'did not lead to more weight loss'], ['more effective', '7 kilograms', 'easier to stick']] } },
  { query: 'Do heat pumps last longer than gas boilers?', type: 'comparison', probe: 'comparison, one sentence', verdict: 'yes', expect: { kind: 'answer', facts: [['15 to 20 years'], ['10 to 15 years']] } },
  { query: 'Are tubeless tyres more puncture resistant than clinchers?', type: 'comparison', probe: 'comparison from a table row', verdict: 'yes', expect: { kind: 'answer', facts: [['sealant'], ['pinch flat']] } },
  // ---- synonyms of the documents' words
  { query: 'Can axolotls regenerate their legs?', type: 'yes/no', probe: 'synonyms: doc says regrow / limb, never regenerate(verb)/legs', verdict: 'yes', expect: { kind: 'answer', facts: [['limb'], ['few weeks', 'spinal cord']] } },
  { query: 'What is the diet of an axolotl?', type: 'what', probe: 'synonym: doc says "eat", question says "diet"', expect: { kind: 'answer', facts: [['worms'], ['insect larvae', 'crustaceans', 'small fish']] } },
  { query: 'How much does shore power reduce pollution from boats?', type: 'why/how', probe: 'synonyms: boats/pollution vs ships/vessels/emissions', expect: { kind: 'answer', facts: [['95 percent'], ['90 percent']] } },
  { query: 'Which bike tires are the easiest to fix after a flat?', type: 'what', probe: 'synonyms + US spelling: bike/tires/fix vs bicycle/tyres/repair', expect: { kind: 'answer', facts: [['clincher', 'inner tube', 'swap the tube']] } },
  // ---- multi-part (both covered)
  { query: 'How long do axolotls live in captivity, and what do they eat?', type: 'what', probe: 'multi-part, both covered', expect: { kind: 'answer', facts: [['10 to 15 years'], ['worms']] } },
  // ---- half-answerable
  { query: 'How long do axolotls live, and how much do they cost in pet shops?', type: 'half', probe: 'half: price absent', expect: { kind: 'partial', facts: [['10 to 15 years']], missing: 'cost|price|pet shop|shops' } },
  { query: 'Do heat pumps work in cold climates, and do they qualify for tax credits?', type: 'half', probe: 'half: tax credits absent', expect: { kind: 'partial', facts: [['minus 25']], missing: 'tax|credit' } },
  { query: 'Does intermittent fasting improve sleep quality?', type: 'half', probe: 'half: fasting covered, sleep absent', expect: { kind: 'partial', facts: [], missing: 'sleep' } },
  // ---- unanswerable (topic absent, shares a word)
  { query: 'What is the specific heat capacity of water?', type: 'unanswerable', probe: 'shares "heat" and "water"', expect: { kind: 'none' } },
  { query: 'Why do salt marshes erode?', type: 'unanswerable', probe: 'shares "salt"', expect: { kind: 'none' } },
  { query: 'How do I repot a cactus?', type: 'unanswerable', probe: 'shares "repot"', expect: { kind: 'none' } },
  { query: 'Who won the Tour de France in 2019?', type: 'unanswerable', probe: 'nothing shared (cycling-adjacent)', expect: { kind: 'none' } },
];
