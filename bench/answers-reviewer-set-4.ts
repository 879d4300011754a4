// The reviewer's fourth answer-quality set (bench/answers.bench.ts, reported apart from the others): 8
// documents and 28 questions written by a fourth reviewer of issue #11 (reviewer e, /tmp/rev11e) before
// reading the engine's code, on topics in none of the library or the other sets (a Markdown article with
// sections, an HTML shop page and a trial abstract that disagree, a plain .txt without headings, a how-to
// with numbered steps, a table-heavy comparison, an FAQ, a history text). Measured unseen: 79% (37/47)
// fact recall on fac0668 and again 79% on a0c4a3a at the end of the session that wrote it (verdicts 6
// of 8, leads 13 of 20 where checked; by the reviewer's hand 81% and 15 of 26 leads). From here on it is
// in the bench, so it is NO LONGER an unseen set: read its figures as a regression check, and measure
// generality on a new set. Documents and questions as the reviewer wrote them (/tmp/rev11e/set.ts),
// without the reviewer's own bookkeeping fields (category, verdicts a reader could also accept).
import type { ReviewerQuestion } from './answers-reviewer-set';

export const REVIEWER_4_DOCUMENTS: Record<string, string> = {
  // 1. Markdown article with sections (encyclopedic)
  'octopus.md': `---
title: Octopus
url: https://marine-life.example.net/octopus
---

# Octopus

Octopuses are soft-bodied molluscs of the order Octopoda, with about 300 known species. They belong to the cephalopods, together with squid and cuttlefish. An octopus has eight arms lined with suckers, no internal or external shell, and a beak-like mouth at the centre of the arms.

## Body and blood

An octopus has three hearts. Two branchial hearts pump blood through the gills, while the third, the systemic heart, pumps it through the rest of the body. The systemic heart stops beating when the animal swims, which is one reason octopuses prefer crawling to swimming.

Octopus blood is blue. It carries oxygen with a copper-rich protein called haemocyanin rather than the iron-based haemoglobin of vertebrates. Haemocyanin transports oxygen more efficiently than haemoglobin in cold water with little oxygen, which suits animals living on the deep sea floor.

## Nervous system

An octopus has around 500 million neurons, about as many as a dog. Two thirds of them lie in the arms rather than in the brain. Each arm can taste and touch what it grips, because its suckers carry thousands of chemical receptors, and an arm can keep reaching for food even after it is cut off.

In the laboratory octopuses have opened screw-top jars, found their way through mazes and learned to tell shapes apart. Some escape from their tanks at night.

## Camouflage

Octopuses change colour in a fraction of a second. Their skin contains thousands of chromatophores, small elastic sacs of red, yellow, brown or black pigment, each ringed by muscles that stretch it open or squeeze it shut. Below them, cells called iridophores and leucophores reflect light and add blues, greens and white. They can also raise small bumps of skin, called papillae, to copy the texture of rock or seaweed.

Curiously, most octopuses appear to be colour-blind. Their eyes have a single type of light receptor, so they cannot tell colours apart the way humans do, and how they match the colours around them is still debated.

## Size and life span

The giant Pacific octopus is the largest species: adults usually weigh 10 to 50 kilograms, with an arm span of up to 6 metres. The common octopus, Octopus vulgaris, rarely weighs more than 3 kilograms. The smallest species, such as the star-sucker pygmy octopus, weigh less than a gram.

Most octopuses live only one to two years. Females lay their eggs once, guard them without eating until they hatch, and die soon afterwards; the males die within a few months of mating. A female giant Pacific octopus guards her eggs for about six months.
`,
  // 2. HTML shop page (disagrees with the trial, document 8, on whether vitamin D halves colds)
  'sundrop-vitamin-d.html': `<!doctype html>
<html><head><title>SunDrop Vitamin D3 Drops for Children – Brightleaf Health Shop</title></head>
<body>
<header><a href="/">Brightleaf Health</a> | <a href="/kids">Children</a> | <a href="/cart">Basket (0)</a></header>
<main>
<h1>SunDrop Vitamin D3 Drops for Children</h1>
<p class="price">€14.90 for a 30 ml bottle (about 600 drops)</p>
<p>Give your family a healthier winter. SunDrop drops supply 400 IU of vitamin D3 (cholecalciferol) in every drop, in a lemon-flavoured olive oil base that children actually like.</p>
<p>Clinical research shows that vitamin D cuts winter colds in half. In northern countries children get almost no vitamin D from sunlight between October and March, because the sun is too low in the sky for the skin to make it.</p>
<p>We recommend one drop a day for children from 1 to 11 years, and two drops a day from 12 years. Shake well and drop onto a spoon or into a drink.</p>
<h2>Customer reviews</h2>
<p>★★★★★ "Not one cold all winter for my two boys!" – Hanna, Tromsø</p>
<p>★★★★☆ "Easy to give, but the bottle top leaks a little." – Marco</p>
<p class="small">Food supplements should not replace a varied diet. Keep out of reach of young children. Store below 25 °C.</p>
</main>
<footer>© 2026 Brightleaf Health Shop · Free delivery over €40 · Terms · Privacy</footer>
</body></html>
`,
  // 3. plain .txt with no headings (explanation, with "This separation…", "It heats…" openers)
  'lightning.txt': `Lightning is a giant spark of static electricity that forms inside thunderstorm clouds. A thunderstorm cloud, or cumulonimbus, can reach more than 12 kilometres in height, with strong updrafts carrying water droplets far above the freezing level.

Inside the cloud, small ice crystals rise on the updrafts while heavier pellets of soft hail, called graupel, fall through them. When the crystals and the graupel collide, electric charge passes between them: the light ice crystals become positively charged and are carried to the top of the cloud, while the graupel takes a negative charge and gathers in the middle and lower parts. This separation builds up a voltage of tens to hundreds of millions of volts.

When the voltage is high enough to break down the air, a faint channel of ionised air called a stepped leader zigzags down from the cloud in steps of about 50 metres. As it nears the ground, a streamer rises to meet it from a tall object such as a tree, a mast or a person. The moment they connect, a bright return stroke races up the channel. It heats the air to about 30,000 degrees Celsius, five times hotter than the surface of the Sun.

Thunder is the sound of that heated air expanding explosively. Because light arrives almost instantly and sound travels about one kilometre in three seconds, you can estimate how far away a storm is by counting the seconds between the flash and the thunder and dividing by three. If the gap is less than 30 seconds, the storm is close enough to strike you.

Most lightning never reaches the ground: about three quarters of all flashes stay within the cloud or jump between clouds. Around the world there are about 45 flashes every second.

The safest place during a thunderstorm is inside a building with plumbing and wiring, or in a car with a metal roof. Standing under an isolated tree is one of the most dangerous places, because the tree is a likely target and the current can jump from the trunk to a person beside it. Wait 30 minutes after the last thunder before going back outside.
`,
  // 4. how-to with a list and numbered steps, first person at the end
  'onion-skin-dye.md': `---
title: Dyeing Wool Yellow and Orange with Onion Skins
url: https://fibre-craft.example.com/onion-skin-dye
---

# Dyeing Wool Yellow and Orange with Onion Skins

Onion skins are the easiest natural dye to start with: they cost nothing, need no special equipment and give strong golden yellows, oranges and rusty browns on wool. Brown onion skins give gold and orange; red onion skins give deeper brown and olive shades.

## You will need

- 100 grams of clean, undyed wool yarn
- the dry outer skins of about 15 to 20 onions (roughly 50 grams)
- 10 grams of alum (potassium aluminium sulphate)
- a large stainless steel pot used only for dyeing
- rubber gloves and a thermometer

## Why a mordant matters

Alum is a mordant: a metal salt that binds the dye molecules to the wool fibres. Without it, most of the colour washes out in the first few washes and what remains fades quickly in sunlight. Use 10 percent of the weight of the dry wool; more alum makes the yarn sticky and harsh.

## Steps

1. Soak the wool in lukewarm water for at least one hour so that it takes up the mordant and dye evenly.
2. Dissolve the alum in a cup of hot water, add it to the pot with enough water for the wool to move freely, and put in the wet wool. Heat slowly to 85 degrees Celsius and hold it there for one hour, then let it cool in the pot.
3. Meanwhile, simmer the onion skins in a separate pot of water for 45 minutes, then strain them out. The liquid should be dark orange.
4. Put the mordanted wool into the dye bath, heat it to 85 degrees again and keep it there for one hour. Never let it boil: boiling felts the wool.
5. Let the wool cool in the dye bath, ideally overnight. The longer it stays, the deeper the colour.
6. Rinse in water of the same temperature until the water runs clear, then wash gently with a little wool soap and dry away from direct sun.

Sudden changes of temperature also make wool felt, so always move it between baths of similar temperature.

In my own tests, a second dye bath made from the same onion skins gave a paler lemon yellow on another 100 grams of wool.
`,
  // 5. table-heavy document
  'water-filters.md': `---
title: Home Water Filters Compared
url: https://home-guide.example.org/water-filters
---

# Home Water Filters Compared

Four kinds of filter are sold for home drinking water. They differ in what they remove, what they cost and how much work they need.

| Filter type | Purchase price | Replacement cost per year | Removes chlorine taste | Removes lead | Removes bacteria | Water wasted |
|---|---|---|---|---|---|---|
| Pitcher (activated carbon) | €20–€40 | €60–€90 | Yes | Some models (certified ones only) | No | None |
| Tap-mounted carbon block | €30–€60 | €50–€80 | Yes | Yes | No | None |
| Under-sink reverse osmosis | €250–€600 | €80–€150 | Yes | Yes | Yes (most) | 3–4 litres per litre filtered |
| UV steriliser | €200–€400 | €40–€70 (lamp) | No | No | Yes | None |

Activated carbon works by adsorption: chlorine and many organic chemicals stick to the enormous internal surface of the carbon grains. It does not stop bacteria and can even become a breeding ground for them if a cartridge is used past its life, so cartridges should be changed every two months or after about 150 litres.

Reverse osmosis pushes water through a membrane with pores so small that dissolved salts, metals such as lead and most microbes are held back. It also removes calcium and magnesium, which some people find makes the water taste flat.

A UV steriliser kills bacteria and viruses with ultraviolet light but leaves chemicals and metals in the water. It is mainly used for water from private wells.

| Situation | Suggested filter |
|---|---|
| Tap water tastes of chlorine | Pitcher or tap-mounted |
| Old house with lead pipes | Tap-mounted or reverse osmosis, certified for lead |
| Private well | UV steriliser, often combined with a carbon filter |
`,
  // 6. FAQ whose headings are its questions, first-person plural
  'lido-faq.md': `---
title: Ostfeld Lido — Frequently Asked Questions
url: https://ostfeld-lido.example.de/faq
---

# Ostfeld Lido — Frequently Asked Questions

## When is the lido open?

The outdoor season runs from 15 May to 15 September. During the season we open from 7:00 to 20:00 on weekdays and from 9:00 to 19:00 at weekends and on public holidays. Early swimmers' lanes are available from 6:30 on Tuesdays and Thursdays.

## How much does a ticket cost?

A day ticket costs €5.50 for adults and €3.00 for children aged 4 to 17. Children under 4 swim free. Seniors aged 65 and over and students with a valid card pay €3.50. A season ticket costs €95 for adults.

## Is the water heated?

Yes. The 50-metre pool is solar heated and kept at about 24 °C. The children's pool is kept at 28 °C.

## Can children swim on their own?

Children under 8 must be accompanied in the water by an adult at all times. Children aged 8 to 13 may swim without an adult only if they hold a bronze swimming badge.

## Can I bring my dog?

No. Dogs are not allowed on the premises, with the exception of assistance dogs. On the last day of the season we hold a dog swim before the pool is drained.

## Is there a lifeguard?

Yes. At least two qualified lifeguards are on duty whenever the pools are open.

## Can I bring food?

Yes, you may bring your own food, but glass bottles and barbecues are not allowed. Our kiosk sells drinks, ice cream and hot meals until 18:00.
`,
  // 7. history text
  'harrison-longitude.md': `---
title: John Harrison and the Longitude Prize
url: https://history-of-science.example.org/harrison
---

# John Harrison and the Longitude Prize

For centuries sailors could find their latitude from the height of the Sun or the Pole Star, but they had no reliable way to find their longitude at sea. Errors in longitude wrecked ships. In 1707 four Royal Navy warships ran aground on the Isles of Scilly, and about 1,400 sailors drowned.

In 1714 the British Parliament passed the Longitude Act. It offered a prize of £20,000 for a method that found longitude to within half a degree, and set up the Board of Longitude to judge the entries.

The problem was one of time. The Earth turns 15 degrees every hour, so a navigator who knows the time at the home port and the local time at sea can work out how far east or west the ship has gone. This required a clock that kept accurate time for weeks on a rolling ship, through changes of temperature and humidity. Pendulum clocks of the day were useless at sea.

John Harrison, a self-taught carpenter and clockmaker from Lincolnshire, spent more than forty years on the problem. He built three large sea clocks, H1 to H3, between 1730 and 1759. His fourth timekeeper, H4, finished in 1759, looked like a large pocket watch only 13 centimetres across.

On a voyage to Jamaica in 1761 and 1762, H4 lost only 5.1 seconds in 81 days. A second trial to Barbados in 1764 confirmed the result. The Board still refused to pay the full prize. Many of its members, among them the astronomer Nevil Maskelyne, favoured the rival lunar distance method, which used tables of the Moon's position, and the Board demanded that Harrison hand over his timekeepers and show that other craftsmen could copy them.

Harrison, by then in his late seventies, appealed to King George III. In 1773 Parliament awarded him £8,750. Counting earlier payments from the Board, he received about £23,000 in all, but he was never formally awarded the prize itself. He died in 1776.

Within a few decades, copies of his design by makers such as Larcum Kendall and John Arnold made the marine chronometer standard equipment on ocean-going ships.
`,
  // 8. structured abstract with numbers (disagrees with the shop page, document 2)
  'vitamin-d-colds-trial.md': `---
title: "Daily vitamin D3 and colds in schoolchildren: a randomised, placebo-controlled trial over two winters"
url: https://journal-of-child-health.example.org/vitd-colds
---

**Background.** Low vitamin D levels have been linked with more respiratory infections in observational studies. Whether supplements prevent colds in healthy children is unclear.

**Methods.** We randomly assigned 1,140 children aged 6 to 12 from 24 schools in Finland and Norway to 1,000 IU of vitamin D3 a day or an identical placebo, from November to April, over two winters. Parents recorded every cold in a diary; the main outcome was the number of colds per child per winter.

**Results.** The children given vitamin D had 1.9 colds per winter, against 2.1 in the placebo group, a reduction of 10 percent (rate ratio 0.90, 95% confidence interval 0.79 to 1.03), which was not statistically significant. In the 142 children whose blood level was below 25 nmol/L at the start, colds fell by 34 percent. Vitamin D did not shorten colds: they lasted 6.2 days on average in both groups. Two children in each group reported mild stomach upset; there were no cases of high calcium.

**Conclusions.** In healthy schoolchildren, daily vitamin D3 did not reduce colds by a meaningful amount, and certainly not by half. Children with very low vitamin D levels may benefit. We recommend testing children at risk of deficiency rather than giving supplements to all children to prevent colds.
`,
};

export const REVIEWER_4_QUESTIONS: ReviewerQuestion[] = [
  // ---- what / which / who / when
  { query: 'Who built the H4 marine timekeeper?', type: 'what', probe: 'who, history', expect: { kind: 'answer', facts: [['Harrison']], lead: ['Harrison'] } },
  { query: 'When was the Longitude Act passed?', type: 'what', probe: 'when, history (1714, not 1707/1759/1773)', expect: { kind: 'answer', facts: [['1714'], ['20,000']], lead: ['1714'] } },
  { query: 'Which water filter should I use in an old house with lead pipes?', type: 'what', probe: 'which, answer in a second table (situation → filter)', expect: { kind: 'answer', facts: [['tap-mounted'], ['reverse osmosis']], lead: ['tap-mounted', 'reverse osmosis'], offTopic: ['private well'] } },
  // ---- why / how
  { query: 'Why do octopuses have blue blood?', type: 'why/how', probe: 'why, Markdown section; cause in the sentence after "Octopus blood is blue."', expect: { kind: 'answer', facts: [['haemocyanin', 'hemocyanin'], ['copper']], lead: ['haemocyanin', 'copper'] } },
  { query: 'How does lightning form?', type: 'why/how', probe: 'how (mechanism), plain .txt; "This separation" opener', expect: { kind: 'answer', facts: [['ice crystals', 'graupel'], ['collide'], ['charge'], ['leader']], lead: ['ice crystals', 'graupel', 'static electricity', 'charge'], offTopic: ['isolated tree', '45 flashes'] } },
  { query: 'Why does wool need a mordant before dyeing?', type: 'why/how', probe: 'why, how-to section', expect: { kind: 'answer', facts: [['binds'], ['washes out', 'fades']], lead: ['binds', 'washes out'] } },
  { query: 'Why did the Board of Longitude refuse to pay Harrison the full prize?', type: 'why/how', probe: 'why, history: cause after "The Board still refused"', expect: { kind: 'answer', facts: [['lunar distance', 'Maskelyne'], ['hand over', 'copy']], lead: ['lunar', 'Maskelyne', 'hand over', 'copy'] } },
  // ---- quantity
  { query: 'How many hearts does an octopus have?', type: 'what', probe: 'quantity, first sentence of a section', expect: { kind: 'answer', facts: [['three hearts', 'three'], ['gills']], lead: ['three'], offTopic: ['500 million'] } },
  { query: 'How much alum do I need for 100 grams of wool?', type: 'what', probe: 'quantity, list item + percentage rule', expect: { kind: 'answer', facts: [['10 grams', '10 percent']], lead: ['10 grams', '10 percent'] } },
  { query: 'By how much did vitamin D reduce colds in the trial?', type: 'what', probe: 'quantity from an abstract (not the shop claim)', expect: { kind: 'answer', facts: [['10 percent'], ['not statistically significant', '0.90']], lead: ['10 percent', '1.9'] } },
  // ---- yes/no
  { query: 'Is it safe to shelter under a tree during a thunderstorm?', type: 'yes/no', probe: 'yes/no answered NO (plain .txt)', verdict: 'no', expect: { kind: 'answer', facts: [['most dangerous'], ['target', 'jump from the trunk']], lead: ['dangerous'] } },
  { query: 'Was John Harrison formally awarded the Longitude Prize?', type: 'yes/no', probe: 'yes/no answered NO (never formally awarded; £8,750 from Parliament)', verdict: 'no', expect: { kind: 'answer', facts: [['never formally awarded'], ['8,750', '23,000']], lead: ['never formally awarded', 'refused'] } },
  { query: 'Does a pitcher filter remove bacteria?', type: 'yes/no', probe: 'yes/no answered NO from a table cell + prose', verdict: 'no', expect: { kind: 'answer', facts: [['does not stop bacteria', 'breeding ground']], lead: ['bacteria'] } },
  { query: 'Can octopuses see colour?', type: 'yes/no', probe: 'yes/no answered NO (colour-blind, single receptor)', verdict: 'no', expect: { kind: 'answer', facts: [['colour-blind'], ['single type of light receptor']], lead: ['colour-blind', 'single type'] } },
  // ---- comparison
  { query: 'Is an under-sink reverse osmosis system more expensive than a pitcher filter?', type: 'comparison', probe: 'comparison from two table rows, YES', verdict: 'yes', expect: { kind: 'answer', facts: [['€250–€600'], ['€20–€40']] } },
  { query: 'Is the giant Pacific octopus heavier than the common octopus?', type: 'comparison', probe: 'comparison across two sentences, YES', verdict: 'yes', expect: { kind: 'answer', facts: [['10 to 50 kilograms', '50 kilograms'], ['3 kilograms']] } },
  { query: "Does vitamin D cut children's colds in half?", type: 'comparison', probe: 'two sources DISAGREE (shop: in half; trial: 10%, not significant, "certainly not by half")', verdict: 'qualified', expect: { kind: 'answer', facts: [['10 percent', 'not statistically significant', 'certainly not by half'], ['cuts winter colds in half', 'Clinical research shows']] } },
  // ---- synonyms (question word differs from the document's)
  { query: 'What is the lifespan of an octopus?', type: 'what', probe: 'synonym: lifespan vs "live only one to two years" (heading says "life span")', expect: { kind: 'answer', facts: [['one to two years']], lead: ['one to two years'] } },
  { query: 'How much does a pensioner pay for a swim at the lido?', type: 'what', probe: 'synonym: pensioner vs seniors aged 65', expect: { kind: 'answer', facts: [['3.50'], ['65']], lead: ['3.50', 'Seniors'] } },
  { query: 'How hot does a lightning bolt get?', type: 'what', probe: 'synonym: bolt vs return stroke; hot vs heats (sentence opens with "It")', expect: { kind: 'answer', facts: [['30,000']], lead: ['30,000'] } },
  { query: 'Why did my wool shrink in the dye pot?', type: 'why/how', probe: 'synonym: shrink vs felt', expect: { kind: 'answer', facts: [['felt'], ['boil', 'sudden changes of temperature']], lead: ['felt', 'boil'] } },
  { query: 'How often should I change the cartridge in a charcoal filter?', type: 'what', probe: 'synonym: charcoal vs activated carbon', expect: { kind: 'answer', facts: [['two months'], ['150 litres']], lead: ['two months'] } },
  { query: 'Can a 10-year-old swim at the lido without a parent?', type: 'yes/no', probe: 'synonym: parent vs adult; YES with a condition (bronze badge)', verdict: 'yes', expect: { kind: 'answer', facts: [['bronze']], lead: ['bronze', '8 to 13'] } },
  // ---- two-part, both covered
  { query: 'When does the lido open on Saturdays, and how much is an adult day ticket?', type: 'what', probe: 'two-part, both in the FAQ (Saturday vs "weekends")', expect: { kind: 'answer', facts: [['from 9:00', '9:00 to'], ['19:00'], ['5.50']] } },
  // ---- half-answerable
  { query: 'How long do octopuses live, and how do they taste when grilled?', type: 'half', probe: 'half: cooking absent ("taste" is in the doc: suckers taste)', expect: { kind: 'partial', facts: [['one to two years']], missing: 'grill' } },
  { query: 'Does vitamin D prevent colds in children, and does it improve their school grades?', type: 'half', probe: 'half: school grades absent ("schools" is in the trial)', expect: { kind: 'partial', facts: [['10 percent', 'not statistically significant']], missing: 'grade' } },
  // ---- unanswerable, homonyms
  { query: 'How much does an Octopus card cost in Hong Kong?', type: 'unanswerable', probe: 'homonym: Octopus (transit card); shares "cost"', expect: { kind: 'none' } },
  { query: 'What is the longitude of Tokyo?', type: 'unanswerable', probe: 'homonym-ish: longitude (a place\'s coordinate, not the history)', expect: { kind: 'none' } },
];
