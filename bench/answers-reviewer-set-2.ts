// The reviewer's second answer-quality set (bench/answers.bench.ts, reported apart from the team's set
// and from the first reviewer set): 8 documents and 25 questions written by a reviewer of issue #11
// (reviewer c, /tmp/rev11c) who never saw the engine's rules, on topics that are in neither
// resources/library nor the other two sets (an encyclopedic article with sections, an HTML news item, a
// recipe with a list and numbered steps, a structured abstract with figures, an FAQ whose headings are
// its questions, a Markdown table with prose, a history text, and a first-person vendor .txt that
// disagrees with the abstract). Measured unseen: 81% (34/42) fact recall on 75a25f0 and 83% (35/42) on
// 2b7c804. It was added to the bench after that, and the engine is tuned on it from then on, so it is
// NO LONGER an unseen set: read its figures as a regression check, not as a measure of generality.
// Documents and questions copied as the reviewer wrote them (/tmp/rev11c/set.ts).
import type { ReviewerQuestion } from './answers-reviewer-set';

export const REVIEWER_2_DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article with sections
  'tardigrade.md': `---
title: Tardigrade
url: https://encyclopedia.example.net/tardigrade
---

# Tardigrade

Tardigrades, also known as water bears or moss piglets, are microscopic animals with eight stubby legs, each ending in claws. Most adults are 0.3 to 0.5 millimetres long. About 1,300 species have been described.

## Habitat

Tardigrades live in films of water on mosses and lichens, in leaf litter, in freshwater sediments and on the deep ocean floor. They have been found from the Himalayas to Antarctica.

## Survival

Tardigrades are famous for surviving conditions that kill almost every other animal. When their surroundings dry out, they pull in their head and legs, lose almost all of their body water and curl into a dry ball called a tun. In this state, known as cryptobiosis, their metabolism falls to less than 0.01 percent of normal. Sugars such as trehalose and special proteins turn the inside of their cells into a glass-like solid that protects membranes and DNA. A tun placed in water can revive within hours, even after years without water.

In the laboratory, tuns have survived cooling to minus 272 degrees Celsius, heating to 150 degrees Celsius for a few minutes, and doses of radiation about 1,000 times the lethal dose for humans. A protein called Dsup, discovered in 2016 in the species Ramazzottius varieornatus, binds to their DNA and shields it from radiation damage.

## In space

In September 2007 the European FOTON-M3 mission carried dried tardigrades into low Earth orbit for 10 days. Animals exposed to the vacuum of space survived almost as well as those kept on the ground. Those also exposed to the full ultraviolet light of the Sun mostly died, and only a few revived.
`,

  // 2. news item in HTML
  'brennholm-charge-news.html': `<!doctype html>
<html><head><title>Brennholm will charge drivers 8 euros a day to enter the city centre</title>
<meta name="url" content="https://news.example.org/2026/06/brennholm-congestion-charge"></head>
<body>
<h1>Brennholm will charge drivers 8 euros a day to enter the city centre</h1>
<p class="dateline">BRENNHOLM, 2 June 2026.</p>
<p>Brennholm city council voted 31 to 24 on Tuesday to introduce a congestion charge from 1 September 2026. Drivers entering the zone inside the inner ring road between 7:00 and 19:00 on weekdays will pay 8 euros per day. Residents of the zone get a 90 percent discount.</p>
<p>Mayor Lena Okafor said the city centre had broken the European limit for nitrogen dioxide in each of the last five years, and that buses spend a third of their journey time stuck in traffic. The charge is expected to raise about 30 million euros a year, all of which must be spent on buses and cycle lanes.</p>
<p>During a six-month trial in 2025, traffic entering the zone fell by 18 percent and bus journeys through the centre became 12 percent faster.</p>
<p>The Brennholm shopkeepers' association opposed the plan, saying that customers from outside the city would shop at out-of-town malls instead. The council promised to review the charge after two years.</p>
</body></html>
`,

  // 3. recipe / how-to with numbered steps
  'fresh-egg-pasta.md': `---
title: Fresh Egg Pasta by Hand
url: https://kitchen.example.com/fresh-egg-pasta
---

# Fresh Egg Pasta by Hand

Fresh egg pasta needs only two ingredients, flour and eggs, and serves four.

## Ingredients

- 400 g of "00" flour, which is 100 g of flour for each egg
- 4 large eggs
- a pinch of salt

## Method

1. Pile the flour on a board, make a well in the middle and crack the eggs into it.
2. Beat the eggs with a fork, drawing in flour from the sides little by little until a shaggy dough forms.
3. Knead for about 10 minutes, until the dough is smooth and springs back when pressed.
4. Wrap the dough and let it rest for 30 minutes at room temperature. Resting lets the gluten relax and the flour absorb the egg fully, so the dough rolls out thin without shrinking back.
5. Roll the dough out until you can almost see your hand through it, then cut it into ribbons about 6 mm wide for tagliatelle.
6. Cook the pasta in plenty of well-salted boiling water for 2 to 3 minutes. Fresh pasta cooks much faster than dried pasta.

If the dough is too dry and cracks, wet your hands rather than adding more egg.
`,

  // 4. scientific abstract with numbers (disagrees with 8)
  'sit-stand-trial.md': `---
title: Sit-stand desks and low back pain in office workers: a 12-month randomised trial
url: https://journal.example.org/occupational-health/sit-stand-2025
---

# Sit-stand desks and low back pain in office workers: a 12-month randomised trial

**Background.** Sit-stand desks are widely sold as a remedy for low back pain, but long randomised trials are scarce.

**Methods.** We randomly assigned 212 office workers with recurring low back pain to a sit-stand desk (n = 106) or to their usual desk (n = 106) for 12 months. Pain was rated on a 0 to 10 scale.

**Results.** The sit-stand group sat 64 minutes less per working day than the control group. Their mean pain score fell from 3.1 to 2.6, and that of the control group from 3.0 to 2.7. The difference between groups was not statistically significant (p = 0.31). Standing used about 9 more kilocalories per hour than sitting.

**Conclusion.** Sit-stand desks reduced sitting time but did not reduce low back pain more than usual desks.
`,

  // 5. product FAQ (headings are questions)
  'aurora3-faq.md': `---
title: Aurora 3 e-reader: frequently asked questions
url: https://support.aurora-readers.example.com/aurora3/faq
---

# Aurora 3 e-reader: frequently asked questions

## How long does the battery last?

About six weeks of reading at 30 minutes a day, with wireless off and the front light on a low setting. A full charge over USB-C takes about 2 hours. The Aurora 2 lasted about four weeks in the same test.

## Is the Aurora 3 waterproof?

Yes. It is rated IPX8, so it can stay in up to 2 metres of fresh water for 60 minutes. If it falls into salt water or a swimming pool, rinse it with tap water and let it dry.

## Which file formats can it open?

The Aurora 3 opens EPUB, PDF, TXT and CBZ comic files. It cannot open Kindle AZW or MOBI files; convert them first with a free tool such as Calibre.

## Can I install other apps?

No. The Aurora 3 runs a closed system with only the built-in store, library and web browser, and third-party apps cannot be installed.

## Does it play audiobooks?

No. The Aurora 3 has no speaker and no Bluetooth audio.

## What does the warranty cover?

The warranty lasts two years and covers manufacturing faults. It does not cover a cracked screen after a drop.
`,

  // 6. document with a table
  'composting-methods.md': `---
title: Home composting methods compared
url: https://garden-advice.example.net/composting-methods
---

# Home composting methods compared

Kitchen and garden waste can be turned into compost in several ways. They differ in speed, in what they accept and in how much space they need.

| Method | Time to finished compost | Meat and dairy | Space needed |
|---|---|---|---|
| Hot heap | 1 to 3 months | No | at least 1 cubic metre |
| Cold heap | 6 to 24 months | No | any corner of the garden |
| Bokashi bucket | 4 to 6 weeks | Yes | a kitchen cupboard |
| Worm bin | 3 to 4 months | No | a balcony or shed |

A hot heap must reach 55 to 65 degrees Celsius, which needs a mix of green and brown material and turning every week. A cold heap is simply left alone, so it is slow and does not kill weed seeds.

Bokashi ferments scraps with bran that carries lactic acid bacteria. After two weeks in the sealed bucket, the fermented scraps are buried in soil, where they break down within another two to four weeks.

A worm bin uses red wigglers, which eat up to half their body weight a day. The worms die if the bin gets hotter than 30 degrees Celsius.
`,

  // 7. history text with dates and people
  'great-stink.md': `---
title: The Great Stink and London's sewers
url: https://history.example.org/great-stink-1858
---

# The Great Stink and London's sewers

In the 1850s most of London's sewage flowed straight into the River Thames, which was also a main source of drinking water. Cholera killed more than 10,000 Londoners in 1853 and 1854.

In 1854 the physician John Snow traced a cholera outbreak in Soho to a single water pump on Broad Street, and the outbreak faded after the pump's handle was removed. Snow argued that cholera spread through contaminated water, but most officials still believed in miasma, the idea that disease was carried by foul air.

In the hot summer of 1858 the smell from the river became so bad that newspapers called it the Great Stink. The curtains of the Houses of Parliament were soaked in chloride of lime to mask the odour, and members considered moving elsewhere. Because the stench reached the lawmakers themselves, Parliament passed a bill in just 18 days giving the Metropolitan Board of Works the power and 3 million pounds to build a new system.

The board's chief engineer, Joseph Bazalgette, designed a network of 82 miles of brick intercepting sewers and about 1,100 miles of street sewers that carried waste east to outfalls at Beckton and Crossness. Work began in 1859. The Prince of Wales opened the main system in 1865, and it was finished in 1875. Bazalgette doubled the pipe sizes his calculations required, expecting the city to grow.

In 1866 a last cholera epidemic killed about 5,500 people in the East End, in an area not yet connected to the new sewers; it was traced to water from the East London Water Company. After that, cholera never returned to London.
`,

  // 8. plain .txt, no headings, first person; disagrees with 4
  'standing-desk-blog.txt': `Why every office worker needs a standing desk

At ErgoRise we have fitted more than 5,000 offices with standing desks, and we are convinced they are the single best fix for back pain. In our survey of 1,400 customers, 78 percent said their back pain improved within a month of switching.

Sitting all day compresses the discs of the spine and weakens the muscles that hold you upright. Standing lets the spine keep its natural curve, so the pressure on the lower back drops.

Standing also burns about 50 more calories an hour than sitting, which adds up to several kilograms a year.

We recommend alternating every 30 minutes between sitting and standing, and using an anti-fatigue mat.
`,
};

export const REVIEWER_2_QUESTIONS: ReviewerQuestion[] = [
  // ---- what / which / who / when
  { query: 'What is cryptobiosis in tardigrades?', type: 'what', probe: 'what, definition (article section)', expect: { kind: 'answer', facts: [['tun'], ['0.01 percent', 'metabolism'], ['dry out', 'body water']] } },
  { query: 'Which composting method can handle meat and dairy scraps?', type: 'what', probe: 'which, answer only in a table row', expect: { kind: 'answer', facts: [['bokashi']] } },
  { query: 'What file formats can the Aurora 3 open?', type: 'what', probe: 'what, FAQ heading ~ question', expect: { kind: 'answer', facts: [['EPUB'], ['PDF'], ['MOBI', 'AZW', 'Calibre']] } },
  { query: "Who designed London's main sewer network?", type: 'what', probe: 'who', expect: { kind: 'answer', facts: [['Bazalgette']] } },
  { query: 'When did the Great Stink happen?', type: 'what', probe: 'when', expect: { kind: 'answer', facts: [['1858'], ['summer']] } },
  // ---- why / how
  { query: 'Why did Parliament finally pay for new sewers in London?', type: 'why/how', probe: 'why, history (cause sentence opens with "Because")', expect: { kind: 'answer', facts: [['stench reached', 'lawmakers', 'Houses of Parliament'], ['18 days', '3 million']] } },
  { query: 'How do tardigrades survive drying out?', type: 'why/how', probe: 'how, mechanism', expect: { kind: 'answer', facts: [['tun'], ['trehalose', 'glass'], ['0.01 percent', 'metabolism']] } },
  { query: 'Why should pasta dough rest before rolling?', type: 'why/how', probe: 'why, numbered step', expect: { kind: 'answer', facts: [['gluten'], ['30 minutes'], ['shrinking back', 'rolls out thin']] } },
  { query: 'Why is Brennholm introducing a congestion charge?', type: 'why/how', probe: 'why, news', expect: { kind: 'answer', facts: [['nitrogen dioxide'], ['buses', 'traffic']] } },
  // ---- quantity
  { query: "By how much did traffic fall during Brennholm's trial?", type: 'what', probe: 'quantity', expect: { kind: 'answer', facts: [['18 percent']] } },
  // ---- yes/no
  { query: 'Can I install third-party apps on the Aurora 3?', type: 'yes/no', probe: 'yes/no answered NO (FAQ "No.")', verdict: 'no', expect: { kind: 'answer', facts: [['closed system', 'cannot be installed']] } },
  { query: "Did Bazalgette's sewers stop cholera everywhere in London by 1866?", type: 'yes/no', probe: 'yes/no answered NO (1866 epidemic)', verdict: 'no', expect: { kind: 'answer', facts: [['5,500'], ['not yet connected']] } },
  { query: 'Can tardigrades survive in outer space?', type: 'yes/no', probe: 'yes/no answered yes (with a UV caveat)', verdict: 'yes', expect: { kind: 'answer', facts: [['FOTON-M3', '2007'], ['vacuum'], ['ultraviolet']] } },
  { query: 'Can I read my Aurora 3 in the bath?', type: 'yes/no', probe: 'yes/no + synonym (bath vs waterproof / fresh water)', verdict: 'yes', expect: { kind: 'answer', facts: [['IPX8', '2 metres', '60 minutes']] } },
  // ---- comparisons
  { query: 'Is bokashi faster than a cold compost heap?', type: 'comparison', probe: 'comparison from two table rows', verdict: 'yes', expect: { kind: 'answer', facts: [['4 to 6 weeks'], ['6 to 24 months']] } },
  { query: 'Are standing desks better than ordinary desks for back pain?', type: 'comparison', probe: 'comparison, two sources DISAGREE (trial vs vendor .txt)', verdict: 'qualified', expect: { kind: 'answer', facts: [['not statistically significant', 'did not reduce low back pain'], ['78 percent', 'single best fix']] } },
  { query: "Does the Aurora 3 battery last longer than the Aurora 2's?", type: 'comparison', probe: 'comparison, one FAQ sentence', verdict: 'yes', expect: { kind: 'answer', facts: [['six weeks'], ['four weeks']] } },
  // ---- synonyms (question words differ from document words)
  { query: 'How big are tardigrades?', type: 'what', probe: 'synonym: big vs long/millimetres', expect: { kind: 'answer', facts: [['0.3 to 0.5 millimetres']] } },
  { query: 'How much is the toll for driving into central Brennholm?', type: 'what', probe: 'synonym: toll vs charge; driving vs drivers', expect: { kind: 'answer', facts: [['8 euros']] } },
  { query: 'How long do I boil fresh noodles?', type: 'what', probe: 'synonym: noodles vs pasta; boil vs boiling water/cook', expect: { kind: 'answer', facts: [['2 to 3 minutes']] } },
  // ---- multi-part, both covered
  { query: 'Who was John Snow and what did he show in 1854?', type: 'what', probe: 'multi-part, both covered', expect: { kind: 'answer', facts: [['physician'], ['Broad Street', 'pump'], ['contaminated water']] } },
  // ---- half-answerable
  { query: 'How long does the Aurora 3 battery last, and how much does it cost?', type: 'half', probe: 'half: price absent', expect: { kind: 'partial', facts: [['six weeks']], missing: 'cost|price' } },
  { query: "When will Brennholm's congestion charge start, and how will it affect house prices?", type: 'half', probe: 'half: house prices absent', expect: { kind: 'partial', facts: [['1 September 2026']], missing: 'house|price' } },
  // ---- unanswerable, sharing words with the library
  { query: 'What is the charge of an electron?', type: 'unanswerable', probe: 'shares "charge" (congestion charge, USB-C charge)', expect: { kind: 'none' } },
  { query: 'How do bears survive the winter?', type: 'unanswerable', probe: 'shares "bears" (water bears) and "survive"', expect: { kind: 'none' } },
];
