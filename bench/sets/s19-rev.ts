// Reviewer rev19's unseen answer-quality set (session 19): 8 documents, 30 questions, written without
// reading the engine's code. Topics: the varroa mite (encyclopedic), a bridge weight limit (news in HTML
// and a town council notice that give different figures), an open-air lido FAQ, a dehumidifier manual and
// a forum thread that measures it differently, a Markdown table of mountain huts, and a blog post on hens.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article
  'varroa-destructor.md': `---
title: Varroa destructor
url: https://encyclopedia.example.net/varroa-destructor
---

# Varroa destructor

Varroa destructor is a parasitic mite that feeds on honey bees. It originally lived on the Asian honey bee (Apis cerana) and jumped to the western honey bee (Apis mellifera) in the mid-twentieth century, probably in eastern Asia where the two species were kept side by side. From there it spread with the trade in bees, reaching Europe in the 1970s, the United States in 1987 and New Zealand in 2000. Australia was long the only major beekeeping country without the mite, until it was detected at the Port of Newcastle in June 2022.

## Biology

Adult female mites are reddish-brown, oval and about 1.6 millimetres wide. They reproduce inside capped brood cells: a female enters a cell shortly before it is sealed and lays her eggs there, and her offspring feed on the developing bee. Mites prefer drone brood, because drone cells stay capped for about 14 days against 12 for worker cells, which gives more young mites time to mature.

## Damage to colonies

The mite itself does limited harm. The greater damage comes from the viruses it transmits, above all deformed wing virus: bees infected as pupae emerge with crumpled wings and cannot fly. An untreated colony in a temperate climate usually collapses within two to three years of infestation.

## Control

Beekeepers control the mite with a combination of methods. Oxalic acid, applied in winter when the colony has no brood, kills about 90 percent of the mites riding on the bees. Formic acid is the only common treatment that reaches mites inside capped cells, but it is sensitive to temperature and can harm the queen above 30 degrees Celsius. Removing frames of drone brood, where mites concentrate, is a non-chemical method. Synthetic miticides such as fluvalinate were widely used in the 1990s, but many mite populations have since become resistant to them.

## Resistance

The Asian honey bee survives the mite because its workers groom each other and remove mites, and because the mites can reproduce only in its drone brood. Breeding programmes for the western honey bee select for similar hygienic behaviour, but no commercially available line is fully resistant.
`,

  // 2. news report (HTML)
  'kessling-bridge-gazette.html': `<!doctype html>
<html><head><title>Kessling Bridge shut to heavy vehicles after cracks found in beams</title>
<meta name="url" content="https://harrowfieldgazette.example.co.uk/news/2026/10/kessling-bridge-cracks"></head>
<body>
<nav><a href="/">Home</a> | <a href="/news">News</a> | <a href="/sport">Sport</a></nav>
<h1>Kessling Bridge shut to heavy vehicles after cracks found in beams</h1>
<p class="byline">By Owen Tarrant, Harrowfield Gazette, 9 October 2026</p>
<p>Kessling Bridge, which carries the B4120 over the River Wend, was closed to vehicles over 7.5 tonnes on Tuesday after engineers found cracks in three of its eight steel beams.</p>
<p>The bridge was built in 1962 and carries about 11,000 vehicles a day, including lorries serving the Marsh Lane industrial estate. The cracks were found during a principal inspection, which the county carries out on every bridge once every six years.</p>
<p>The county's bridges engineer, Rhian Castell, said the cracks were caused by metal fatigue: decades of heavy lorries had flexed the beams again and again at their welded joints, and de-icing salt leaking through a failed deck joint had corroded the steel around the welds.</p>
<p>"The bridge is not in danger of collapse," she said. "Cars and vans can keep using it safely, but every heavy axle that crosses makes the cracks grow."</p>
<p>The county estimates the repairs will cost £2.6 million and take 14 months. Steel plates will be bolted over the cracked sections of the beams and the leaking deck joint will be replaced.</p>
<p>Heavy vehicles face a 9-mile diversion via Stanton. Hauliers at Marsh Lane say the detour adds about 25 minutes to each trip. Bus route 42 will keep crossing the bridge under a special permit, with a 10 mph limit and only one bus on the span at a time.</p>
<p>Cameras will enforce the weight limit, and drivers who ignore it face fines of up to £1,000.</p>
<footer>© Harrowfield Gazette · <a href="/contact">Contact</a></footer>
</body></html>
`,

  // 3. council notice (disagrees with the Gazette on cost, time and diversion length)
  'kessling-bridge-notice.md': `---
title: Public notice – Kessling Bridge weight restriction
url: https://harrowfield-tc.example.gov.uk/notices/kessling-bridge
---

# Public notice: Kessling Bridge weight restriction

*Issued by Harrowfield Town Council, 12 October 2026*

Following an emergency order made by the county council, a 7.5-tonne weight limit applies on Kessling Bridge (B4120) from 7 October 2026 until further notice.

**Diversion.** Vehicles over 7.5 tonnes are signed via the A61 and Stanton, which adds about 11 miles to the journey.

**Exemptions.** Emergency vehicles and buses on route 42 are exempt.

**Bin collections.** Because refuse lorries must now use the diversion, collections on the east bank of the Wend move from Tuesday to Wednesday.

**Repairs.** The county council has told us that the repairs are expected to cost around £3.1 million and to be finished by spring 2028.

**Residents' meeting.** A public meeting will be held on Thursday 22 October at 7 pm in St Aldhelm's church hall.

The town council has no powers over the bridge itself. Questions about the repairs should go to the county council's highways team.
`,

  // 4. FAQ page
  'riverside-lido-faq.md': `---
title: Riverside Lido – frequently asked questions
url: https://riversidelido.example.org/faq
---

# Riverside Lido: frequently asked questions

## When is the lido open?

From the first Saturday in May to the second Sunday in September, every day from 6:30 to 19:00. The early swim from 6:30 to 8:00 is for lane swimming only.

## How warm is the water?

The main pool is heated by solar panels on the changing-room roof and is kept at about 24°C when the sun allows. It has no gas boiler, so in a cool, cloudy week it can fall to 19°C. The children's paddling pool is not heated.

## How much does a swim cost?

Adults pay £6.50, under-16s £3.50, and under-5s swim free. An adult season ticket costs £140 and a child season ticket £70.

## Can I bring my own food?

Yes, picnics are welcome on the lawn. No glass is allowed anywhere on the poolside, because a broken glass in the pool means draining all 1.2 million litres and closing for up to a week.

## Are there lifeguards?

At least three lifeguards are on duty whenever the pool is open, and five on days above 25°C.

## Can children swim on their own?

Children under 8 must be accompanied in the water by an adult aged 16 or over, with no more than two under-8s per adult. Children aged 8 to 11 may swim without an adult in the water as long as the adult stays on the poolside.

## What happens in a thunderstorm?

Lifeguards clear the water at the first sign of lightning or thunder. Swimming restarts 30 minutes after the last thunder is heard, because water and the metal ladders conduct electricity and an open-air pool is one of the most dangerous places to be in a storm.

## Can I wear a wetsuit?

Wetsuits are allowed in the early swim only, not in general sessions, because they make it harder for lifeguards to tell whether a swimmer is in difficulty.

## Is there parking?

There is no car park at the lido. There are 30 bicycle stands by the entrance, and the nearest public car park is on Station Road, 400 metres away.
`,

  // 5. product manual
  'aerodry-d12-manual.txt': `AERODRY D12 COMPRESSOR DEHUMIDIFIER - USER MANUAL (EXCERPT)

SPECIFICATIONS

Extraction: 12 litres per day at 30°C and 80% relative humidity
Water tank: 2.5 litres
Power consumption: 195 W in normal mode
Noise: 39 dB in quiet mode, 46 dB in normal mode
Operating range: 5°C to 32°C
Weight: 10.8 kg

BEFORE FIRST USE

If the unit has been transported or laid on its side, stand it upright for at least 2 hours before switching it on, so that the compressor oil can drain back into the compressor. Running it too soon can damage the compressor. Place the unit at least 20 cm from walls and furniture so that air can flow freely.

MODES

Normal: the unit keeps the room at the target humidity, which can be set from 40% to 70% in steps of 5%. For living rooms and bedrooms we recommend 50 to 55%. Below 40% the air can dry out skin and wooden furniture.
Laundry: the unit runs at maximum fan speed for 6 hours and then stops, whatever the humidity.
Quiet: the fan runs more slowly and extraction drops by about 30 percent.

DEFROST

At room temperatures below about 15°C, ice can form on the cold coils. The unit then stops extracting and runs the fan only until the ice has melted, and the DEFROST light comes on. This is normal and is not a fault. In cold rooms such as unheated garages, a desiccant dehumidifier will work better.

EMPTYING THE TANK

When the tank is full, the unit stops and the TANK light flashes. For continuous drainage, push a 12 mm hose onto the outlet at the back. The hose must run downhill all the way, because the unit has no pump.

CLEANING

Wash the air filter every two weeks in lukewarm water and let it dry fully before refitting it. Do not put the filter in a dishwasher.

TROUBLESHOOTING

The unit runs but collects no water: the room may already be drier than the target humidity, the room may be colder than 5°C, or the filter may be blocked.
Error E3: humidity sensor fault. Contact the service centre.

WARRANTY

Two years on the whole unit, and five years on the compressor if the product is registered within 28 days of purchase.
`,

  // 6. forum thread (gives a measured figure that differs from the manual)
  'forum-d12-or-desiccant.md': `---
title: "D12 or desiccant for a cold flat? – HomeFixers forum"
url: https://forum.homefixers.example.com/t/d12-or-desiccant-cold-flat/88412
---

# D12 or desiccant for a cold flat?

**mossy_cottage** wrote:

My flat stays at about 13°C in winter and I have to dry laundry indoors. There's black mould on the bedroom window frame. Should I get the Aerodry D12 everyone recommends, or a desiccant one?

**voltmeter_val** wrote:

I own a D12. I measured it with a plug-in meter and it draws 238 W in normal mode, not the 195 W printed on the box. At 13°C it will spend a lot of its time defrosting, too. Mine sits in a back bedroom at about 12°C and only pulls out about 3 litres a day.

**dampbuster** wrote:

Desiccant, no question, for a room that cold. Desiccants use a heater, so they draw more power, usually 500 to 650 W, but they keep working down to near freezing and they warm the room by a couple of degrees, which helps the washing dry.

**mossy_cottage** wrote:

Thanks both. What about running costs?

**voltmeter_val** wrote:

At 28p per kWh my D12 costs about 6.7p an hour and a 600 W desiccant about 17p an hour. But in a cold room you will run the desiccant for fewer hours, because it is actually extracting water the whole time.

**K_Lowe** wrote:

Whichever you get, don't also dry clothes on the radiators, and keep the door shut so you're not trying to dehumidify the whole building.

**mossy_cottage** wrote:

Update: I went with a desiccant. The washing now dries overnight instead of taking two days.
`,

  // 7. Markdown table
  'valmora-huts-2026.md': `---
title: Huts on the Valmora Circuit – 2026 season
---

# Huts on the Valmora Circuit (2026 season)

| Hut | Altitude (m) | Beds | Half board (€) | Open | Water |
|---|---|---|---|---|---|
| Rifugio Pian Alto | 1,840 | 64 | 62 | 15 Jun – 20 Sep | mains, drinkable |
| Rifugio Colle Nero | 2,390 | 38 | 68 | 20 Jun – 15 Sep | spring, boil before drinking |
| Bivacco Larici | 2,710 | 9 | – | all year | none (snowmelt only) |
| Rifugio Sella Bianca | 2,205 | 52 | 65 | 10 Jun – 30 Sep | mains, drinkable |
| Rifugio Ghiacciaio | 2,960 | 40 | 74 | 1 Jul – 10 Sep | filtered meltwater; bottled water sold |

Notes:

- Bookings are required at all staffed huts. Card payments are accepted everywhere except Colle Nero, which takes cash only.
- Bivacco Larici is an unstaffed emergency shelter: no bookings, no food, blankets only.
- Half-board prices are per person in a dormitory. Private rooms cost €15 extra and exist only at Pian Alto and Sella Bianca.
- Dogs are allowed only at Pian Alto.
`,

  // 8. personal blog post
  'a-year-with-hens.md': `---
title: A year with the girls – what keeping hens really costs
url: https://thepottingshed.example.com/2026/04/a-year-with-hens
---

# A year with the girls: what keeping hens really costs

It's a year since we brought home Maud, Pearl and Dot, three ex-battery hens from a rehoming charity, for a donation of £5 each. People keep asking whether it's worth it, so here are our honest numbers.

We spent £712 in the first twelve months. The biggest items were the coop (£340 second-hand), fencing for the run (£120) and a vet bill of £85 when Pearl had a crop infection. Feed is cheaper than I expected: a 20 kg sack of layers pellets costs £14 and lasts about five weeks.

The girls laid 612 eggs in the year, so our first-year eggs cost about £1.16 each. Now the coop is paid for, I reckon the second year will come out nearer 30p an egg. If you want cheap eggs, buy them at the farm gate; we do it for the company and the garden.

Pearl stopped laying completely in November and didn't start again until February. Hens need about 14 hours of daylight to lay well. Some keepers put a lamp in the coop to keep them going, but we decided against it, because forcing hens to lay through the winter wears them out.

Sadly we lost Dot in August to a fox that dug under the run. Foxes dig at the bottom of a fence rather than climbing over it, so we've since buried a wire-mesh skirt 30 cm deep all round the run, and we haven't had a visit since.

We didn't get a cockerel. Hens lay perfectly well without one, and our tenancy agreement bans them anyway because of the noise.

A few people asked about paperwork. In Great Britain you must register with the Animal and Plant Health Agency if you keep 50 or more birds. With three hens we didn't have to, though you can register voluntarily to get bird flu alerts, which we did.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- yes/no ---
  {
    query: 'I\'ve got mites in capped brood right now. Can formic acid get at mites inside sealed cells?',
    type: 'yes/no',
    probe: 'a yes stated as "the only common treatment that reaches mites inside capped cells" ("sealed" vs "capped")',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['inside capped cells', 'capped cells']], lead: ['formic'] },
  },
  {
    query: 'Is it the varroa mites feeding on the bees that actually kills a colony?',
    type: 'yes/no',
    probe: 'a "no" in the source\'s own words ("does limited harm; the greater damage comes from the viruses")',
    verdict: 'no',
    untrue: ['the mite feeding kills the colony'],
    expect: { kind: 'answer', facts: [['virus'], ['limited harm']], lead: ['limited harm', 'virus'] },
  },
  {
    query: 'My commute goes over Kessling Bridge. Is it in danger of falling down?',
    type: 'yes/no',
    probe: 'a quoted denial ("not in danger of collapse") in an HTML news report',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not in danger of collapse']], lead: ['not in danger'] },
  },
  {
    query: 'Will the number 42 bus still be able to use Kessling Bridge?',
    type: 'yes/no',
    probe: 'a yes in two documents (permit in the news; exemption in the notice)',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['permit', 'exempt'], ['10 mph', 'one bus']] },
  },
  {
    query: 'My daughter is 7 and a strong swimmer. Can she swim at the Riverside Lido while I watch from the side?',
    type: 'yes/no',
    probe: 'a "no" by age rule; the 8-11 poolside rule shares the words and must not give a yes',
    verdict: 'no',
    untrue: ['she can swim while you watch'],
    expect: { kind: 'answer', facts: [['under 8'], ['accompanied in the water']], lead: ['under 8'] },
  },
  {
    query: 'The D12 in my garage has stopped collecting water and the DEFROST light is on. Is it broken?',
    type: 'yes/no',
    probe: 'a manual\'s "This is normal and is not a fault"',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not a fault', 'is normal'], ['ice', '15°C', '15']] },
  },
  {
    query: 'Can I pay by card at Rifugio Colle Nero?',
    type: 'yes/no',
    probe: 'a "no" in a note under a Markdown table ("except Colle Nero, which takes cash only")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['cash only']], lead: ['cash'] },
  },
  {
    query: 'Do hens need a cockerel to lay eggs? We were told we\'d need one.',
    type: 'yes/no',
    probe: 'a "no" in a blog post ("lay perfectly well without one")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['without one']], lead: ['without one'] },
  },
  // --- comparisons ---
  {
    query: 'Do the Harrowfield Gazette and the town council agree on what the Kessling Bridge repairs will cost?',
    type: 'comparison',
    probe: 'two documents give different figures (£2.6 million vs £3.1 million)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['2.6 million'], ['3.1 million']] },
  },
  {
    query: 'Does the Aerodry D12 really use less than 200 watts in normal mode, or do owners measure more?',
    type: 'comparison',
    probe: 'a manual figure (195 W) against a forum owner\'s measurement (238 W)',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['195'], ['238']] },
  },
  {
    query: 'Is half board cheaper at Colle Nero than at Sella Bianca?',
    type: 'comparison',
    probe: 'two table rows on one column (68 vs 65 euros): the answer is no',
    verdict: 'no',
    untrue: ['Colle Nero is cheaper'],
    expect: { kind: 'answer', facts: [['68'], ['65']] },
  },
  // --- why / how ---
  {
    query: 'Why do varroa mites go for drone brood more than worker brood?',
    type: 'why/how',
    probe: 'a because-clause with two figures (14 vs 12 days)',
    expect: { kind: 'answer', facts: [['14 days'], ['12']], lead: ['capped', '14 days'] },
  },
  {
    query: 'Briefly, in one sentence: why did the beams of Kessling Bridge crack?',
    type: 'why/how',
    probe: 'a reply-form instruction; two causes (fatigue, salt corrosion) in one quoted sentence',
    expect: { kind: 'answer', facts: [['fatigue'], ['salt', 'corroded']], lead: ['fatigue'] },
  },
  {
    query: 'We like to picnic by the pool. Why is glass banned on the poolside if food is allowed?',
    type: 'why/how',
    probe: 'a cause in an FAQ answer whose heading asks about food',
    expect: { kind: 'answer', facts: [['draining', '1.2 million'], ['week']], lead: ['broken glass', 'draining'] },
  },
  {
    query: 'Why does the D12 manual say to leave it standing for two hours after it has been moved?',
    type: 'why/how',
    probe: 'a so-that clause in a .txt manual',
    expect: { kind: 'answer', facts: [['compressor oil', 'oil']], lead: ['oil'] },
  },
  {
    query: 'How did the blogger stop foxes getting into the hen run after Dot was taken?',
    type: 'why/how',
    probe: 'a how-question answered by the fix ("buried a wire-mesh skirt 30 cm deep")',
    expect: { kind: 'answer', facts: [['skirt', 'buried'], ['30 cm']], lead: ['skirt', 'buried'] },
  },
  {
    query: 'Why did Pearl stop laying over the winter, and why didn\'t they just put a light in?',
    type: 'why/how',
    probe: 'two why-questions, both answered in the same paragraph (daylight; wears them out)',
    expect: { kind: 'answer', facts: [['14 hours', 'daylight'], ['wears them out']], lead: ['daylight', '14 hours'] },
  },
  // --- what / which / who / when / how much ---
  {
    query: 'When did varroa finally turn up in Australia?',
    type: 'what',
    probe: 'a date in a list of arrivals ("detected" vs "turn up")',
    expect: { kind: 'answer', facts: [['2022']], lead: ['2022'] },
  },
  {
    query: 'Answer in one sentence: how much is an adult season ticket at the Riverside Lido?',
    type: 'what',
    probe: 'a reply-form instruction plus a price among other prices',
    expect: { kind: 'answer', facts: [['£140']], lead: ['£140'] },
  },
  {
    query: 'What humidity should I set the D12 to for a bedroom?',
    type: 'what',
    probe: 'a recommendation among a range and a warning (40% to 70%, below 40%)',
    expect: { kind: 'answer', facts: [['50 to 55']], lead: ['50 to 55'] },
  },
  {
    query: 'Which hut on the Valmora Circuit is the highest, and can I get half board there?',
    type: 'what',
    probe: 'a maximum of a table column plus a second question on the same row',
    expect: { kind: 'answer', facts: [['Ghiacciaio'], ['2,960', '2960'], ['74']], lead: ['Ghiacciaio'] },
  },
  {
    query: 'Is keeping hens worth it for the eggs? What did each egg cost them in the first year?',
    type: 'what',
    probe: 'a derived figure in a blog post, after an opinion question',
    expect: { kind: 'answer', facts: [['£1.16'], ['612', '£712']], lead: ['£1.16'] },
  },
  {
    query: 'How long after a thunderstorm can we get back in the pool at the lido?',
    type: 'what',
    probe: 'a duration ("restarts 30 minutes after the last thunder") in other words',
    expect: { kind: 'answer', facts: [['30 minutes']], lead: ['30 minutes'] },
  },
  {
    query: 'What did mossy_cottage end up buying for the cold flat, and did it help?',
    type: 'what',
    probe: 'the outcome in the last post of a forum thread',
    expect: { kind: 'answer', facts: [['desiccant'], ['overnight']], lead: ['desiccant'] },
  },
  // --- unanswerable ---
  {
    query: 'How much honey does a healthy hive produce in a year?',
    type: 'unanswerable',
    probe: 'hives, colonies and bees occur, honey yield does not',
    expect: { kind: 'none' },
  },
  {
    query: 'How much does the Aerodry D12 cost to buy?',
    type: 'unanswerable',
    probe: 'running costs per hour are given (forum), the purchase price is not',
    expect: { kind: 'none' },
  },
  {
    query: 'Which breed of hen lays the most eggs?',
    type: 'unanswerable',
    probe: 'eggs and hens are everywhere in the blog; breeds are not compared',
    expect: { kind: 'none' },
  },
  // --- half-answerable ---
  {
    query: 'What share of the mites does an oxalic acid treatment kill, and how much does a bottle cost?',
    type: 'half',
    probe: 'the kill rate is covered, the price is not',
    expect: { kind: 'partial', facts: [['90 percent']], missing: 'cost' },
  },
  {
    query: 'What temperature is the lido\'s main pool kept at, and is there a sauna?',
    type: 'half',
    probe: 'the water temperature is covered, a sauna is not',
    expect: { kind: 'partial', facts: [['24']], missing: 'sauna' },
  },
  {
    query: 'How many beds does Rifugio Pian Alto have, and does it have Wi-Fi?',
    type: 'half',
    probe: 'a table cell is covered, Wi-Fi is not',
    expect: { kind: 'partial', facts: [['64']], missing: 'wi-fi' },
  },
];
