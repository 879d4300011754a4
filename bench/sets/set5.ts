// Reviewer set F for issue #11, written before reading src/service and without seeing the other sets.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'ossery-water.md': `---
title: How Ossery gets its water
url: https://www.osseryheritage.example.org/local-history/water-supply
---

# How Ossery gets its water

Ossery is a market town of about 11,400 people on the River Brenn. Most residents never think about where their tap water comes from, but the story of the supply says a good deal about the town's history and about the hills that surround it.

## Wells, the river and the cholera of 1884

Until the 1880s the town drew its water from some forty private and public wells and, in the poorer streets below the bridge, directly from the Brenn. The river also carried the town's sewage. In the late summer of 1884 an outbreak of cholera killed 63 people in six weeks, almost all of them in the riverside wards. A report by the county medical officer blamed the Tanner's Row pump, which stood eleven yards from a cesspit.

The shock of the outbreak pushed a reluctant council into action. In 1887 the town opened the Caddon Reservoir, an earth dam across the Caddon Beck six kilometres north of the market square. Water ran down to the town by gravity through a cast-iron main, and no pumping was needed. The reservoir holds 410 megalitres when full. A second source, the Holm Springs on the eastern moor, was connected in 1931 as the town grew.

## Treatment

For almost ninety years the water was cleaned only by slow sand filters beside the dam. In 1974 these were replaced by the Wester Knowe treatment works, which uses coagulation with ferric sulphate, rapid gravity filters and chlorination. Since the industry was privatised in 1989 the works has been run by Northern Vale Water.

The Caddon catchment is granite overlain by blanket peat. Rain that drains through the peat picks up dissolved organic matter, which gives raw water a brown, tea-like tint. The colour is strongest in autumn, after the first heavy rains wash out material that built up over a dry summer; the coagulation stage at Wester Knowe exists mainly to remove it, and on a bad week a faint tinge can still reach the taps.

## Soft water and old pipes

Because the catchment has almost no limestone, Ossery's water is very soft: the supplier reports a hardness of about 28 mg/l as calcium carbonate, compared with more than 250 mg/l in the chalk towns to the south. Soft, slightly acidic water is plumbosolvent, meaning it slowly dissolves lead from the service pipes that still feed many Victorian terraces. Since 2002 Northern Vale Water has dosed the supply with orthophosphate, which builds up a thin protective layer on the inside of lead pipes and keeps lead levels at the tap below the legal limit. Householders are still advised to replace lead pipes when they can.

## The 2018 drought

The long dry summer of 2018 was the most serious test the system has faced. By late August the Caddon Reservoir had fallen to 31% of capacity, the lowest level on record. A hosepipe ban lasted nine weeks, and water was tankered in from the Braefoot borehole for a fortnight. The reservoir never ran dry, and it was full again by the following February.
`,

  'forest-glass.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Forest glass: how medieval glassmakers worked</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/crafts">Medieval crafts</a></nav>
<article>
<h1>Forest glass: how medieval glassmakers worked</h1>
<p>From roughly the tenth century until the seventeenth, much of the glass made north of the Alps was what German scholars call <em>Waldglas</em>, or forest glass. It was produced in small glasshouses set deep in the woods of Germany, Bohemia, France and the Weald of southern England, where a glassworks at Chiddingfold is recorded as early as 1226.</p>
<h2>Ingredients</h2>
<p>Glass needs silica, usually sand, and a flux that lowers the temperature at which the silica melts. Roman glassmakers, and later the Venetians, used soda, either natron from Egypt or the ash of coastal plants. Northern glassmakers had no easy access to either. Instead they burned beech wood, and sometimes bracken, and leached the ash to obtain potash, a potassium-rich alkali. A common recipe was one part sand to two parts ash.</p>
<p>The sand of the forest sites was rarely pure. It carried iron compounds, and the iron gave the finished glass its characteristic green colour, ranging from pale olive to a deep bottle green. Venetian makers of clear <em>cristallo</em> added manganese, the so-called glassmaker's soap, to cancel the tint, but forest glassmakers seldom bothered: their drinking vessels, such as the knobbly <em>Krautstrunk</em> beaker, made a virtue of the colour.</p>
<h2>Fuel and moving on</h2>
<p>A glass furnace had to be kept hot day and night for weeks, and the ash for the batch also came from the trees. A single glasshouse could consume the timber of a large area of woodland in a few years. When the local wood was exhausted the glassmakers simply moved on, and most forest glasshouses were abandoned after ten to fifteen years. Landowners often resented them for this reason. In England the conflict came to a head in 1615, when a royal proclamation forbade the use of wood to fire glass furnaces; the industry moved to coal and to new sites near the coalfields.</p>
<h2>How well it lasted</h2>
<p>Potash glass is chemically less stable than soda glass. Over centuries, moisture draws potassium out of the surface, leaving a crust that flakes, pits and turns opaque. Conservators call this weathering, and it is why many medieval window panes in northern churches are now brown or almost black on the outside, while Roman soda glass buried for longer often survives in better condition. Stained glass at York Minster has required protective outer glazing for this reason.</p>
</article>
<footer>Part of the Medieval Crafts series. Text may be reused with attribution.</footer>
</body>
</html>
`,

  'carn-dubh-news.md': `# Father and son rescued from Carn Dubh after night on ledge

*By Iona Fraser, Highland Courier*

A father and son who became lost in thick cloud on Carn Dubh were brought off the mountain in the early hours of Sunday after a fourteen-hour rescue in which volunteers carried one of them down a steep gully on a stretcher.

The pair, from Leeds, had reached the summit on Saturday afternoon but took a wrong line on the descent and strayed into the Black Gully, a steep rocky cleft on the north face. The father, a 54-year-old man, slipped on wet rock and broke his ankle. His son, 19, escaped without injury and was able to call for help, although the phone signal came and went.

I joined the team at their base in Glen Arrach shortly after the alarm was raised. The mood was calm but serious. "We had 23 volunteers on the hill at the peak of it," said team leader Morag Haldane. "Most of them had been at work or at home with their families an hour earlier."

The team had hoped a coastguard helicopter could lift the injured man straight from the gully. Low cloud sitting well below the summit made that impossible, and the aircraft was stood down before it reached the mountain. Instead, team members built a system of ropes and anchors and lowered the stretcher about 300 metres down the gully, a few metres at a time, in darkness and rain.

"It is slow, cold, careful work," Ms Haldane told me. "Every anchor gets checked twice. You cannot rush a lower like that."

The man was handed over to a waiting ambulance at about 5.30 a.m. and taken to hospital in Fort Lachlan, where he was treated for his fracture and mild hypothermia. His son, who spent the night with him on the ledge, said he was "more grateful than I can say".

Ms Haldane said the walkers had been relying on a mapping app and did not carry a paper map. "My advice is always the same," she said. "Carry a paper map and a compass and know how to use them, and turn back early if the cloud comes down. If you do get into trouble, call 999, ask for the police and then for mountain rescue."

The Carn Dubh team is made up entirely of unpaid volunteers and relies on donations to keep its vehicles and equipment on the road. It has been called out 41 times so far this year.
`,

  'carn-dubh-log.txt': `Carn Dubh Mountain Rescue Team - incident summary for the team committee, incident 2024/041, prepared by the deputy team leader from the callout log and the debrief.
Callout received from Police Scotland at 16:42 on Saturday, reporting two walkers cragfast in the Black Gully on the north face of Carn Dubh, one of them unable to walk. Team paged at 16:45. First party left Glen Arrach base at 17:20.
Casualty 1: male, 54, suspected fractured right ankle after a slip on wet rock, conscious throughout, cold on arrival of the first party. Casualty 2: male, 19, uninjured, cold and tired but able to walk down with team members.
Coastguard helicopter Rescue 936 was requested at 17:05 and stood down at 19:10 because the cloud base was below 600 metres and the crew could not reach the gully safely.
The casualty was packaged in a vacuum mattress and a casualty bag and lowered approximately 280 metres in six stages on a twin-rope system, then carried 1.5 km to the track. Handover to the Scottish Ambulance Service at the Glen Arrach road end at 04:02.
A total of 17 team members were deployed on the hill, with two more at base running communications. Duration from callout to the last team members returning to base: 11 hours 20 minutes.
Debrief points: the radio relay on Sgurr Beag worked well; one rope was damaged by rockfall and has been retired; the team should review how the casualty's position is recorded when phone signal is intermittent, since the first grid reference from the walkers' phone was 400 metres out.
Weather: persistent rain, wind 30 to 40 mph gusting 50 on the ridge, freezing level above the summit.
No team member was injured.
`,

  'variable-stars-faq.md': `# Variable star observing: frequently asked questions

This FAQ is maintained by the variable star section of the Wendlow Astronomical Society for new members.

## What is a variable star?

A variable star is a star whose brightness, as seen from Earth, changes over time. Some pulsate, swelling and shrinking like the Cepheids or the long-period Mira stars. Some are eclipsing binaries, where one star passes in front of another. Others are eruptive, flaring or exploding unpredictably, like the dwarf novae.

## Do I need a telescope to get started?

No. Dozens of rewarding variables can be followed with the naked eye or with ordinary binoculars; 7x50 or 10x50 binoculars are ideal. Mira itself can reach about magnitude 3 at maximum, easily visible without any optical aid. A telescope becomes useful later, when you want to follow fainter stars.

## How do I estimate a star's brightness?

You compare the variable with nearby comparison stars whose magnitudes are printed on a chart, one a little brighter and one a little fainter, and judge where the variable falls between them. Record your estimate to one decimal place, together with the date and time and the chart you used. AAVSO charts are the standard.

## Should I look up what brightness the star is expected to have?

Please don't. If you know the predicted magnitude before you look, your estimate tends to drift toward it without your noticing. This expectation bias is the most common flaw in visual data, so experienced observers deliberately avoid light curves and predictions until after they have recorded their estimate.

## Why does Algol fade every few days?

Algol, in Perseus, is an eclipsing binary. Every 2.87 days the fainter companion passes in front of the brighter star, and Algol drops from magnitude 2.1 to about 3.4 for several hours before recovering. The whole eclipse lasts about ten hours, and the timings of minima are published in the society's calendar.

## How often should I observe?

Long-period variables such as Mira change slowly, so one estimate a week is enough. Eclipsing binaries during an eclipse and dwarf novae in outburst reward estimates every 10 to 15 minutes.

## Can I observe from a town?

Yes, though light pollution limits you to the brighter stars. Let your eyes adapt before you start: full dark adaptation takes 20 to 30 minutes, and a single glance at a white phone screen undoes it. Use a dim red torch to read charts.

## What happens to my observations?

Submit them to the AAVSO or to the British Astronomical Association's Variable Star Section. Professional astronomers use these long records, and amateur alerts of dwarf novae in outburst, such as SS Cygni, have been used to trigger observations by satellites.
`,

  'herbarium-howto.md': `# How to press and mount a herbarium specimen

A well-made herbarium sheet can remain useful to botanists for three centuries. This guide follows the method used by the Kelby University Herbarium for volunteers and students.

## What you need

- a plant press (two wooden frames and straps)
- corrugated cardboard ventilators, blotting paper and old newspaper
- a field notebook and pencil
- acid-free mounting sheets, 29 x 42 cm
- gummed linen tape or methyl cellulose glue

## Steps

1. Collect a complete specimen: stems, leaves, and flowers or fruit, and the roots too if the plant is small. Collect only where you have permission and never take a rare plant.
2. At once, write in your field notebook the locality, grid reference, habitat, date and your collector number. A specimen without these data is of little scientific value.
3. Lay the plant in a folded sheet of newspaper, arranging it so that at least one leaf shows its underside and the flowers are not hidden.
4. Build the stack: cardboard ventilator, blotter, the newspaper with the plant, blotter, ventilator. Repeat for each specimen, then strap the press tightly.
5. Dry the press in warm, moving air between 35 and 45 °C. Higher temperatures brown the leaves and fade the flowers. Change the blotters daily for the first three days; most specimens are dry in three to seven days.
6. Freeze the dried specimens at −20 °C for 72 hours before they enter the collection. Freezing kills the eggs and larvae of insect pests such as the cigarette beetle and the herbarium beetle, which would otherwise spread to other sheets.
7. Mount the specimen on an acid-free sheet with narrow strips of gummed linen tape or with dabs of methyl cellulose. Never use ordinary self-adhesive tape: its adhesive yellows, fails within a few years and stains the paper.
8. Attach the label in the lower right corner, giving the scientific name, locality, grid reference, date, collector and collector number.

## Tips

Succulents and bulbs keep living in the press and can take weeks to dry. Dip them briefly in boiling water or alcohol first. Thick fruits can be sliced in half. Store finished sheets flat in closed cabinets, away from light and damp.
`,

  'kessock-timetable.md': `# Kessock Valley line: what changes on 14 December 2025

From Sunday 14 December 2025 a new timetable comes into force on the Kessock Valley line between Kessock, Dunmore and Aldbrae. It is the biggest change to services on the line for thirty years.

## Why the timetable is changing

Until this year the eleven kilometres between Dunmore and Strathcoe were single track, so trains in opposite directions could only pass each other at Strathcoe station. That limited the line to one train an hour in each direction. Over the summer Network Rail finished laying a second track on this section and renewed the signalling, which removes the bottleneck and lets trains run every half hour. The line speed on the new track has also been raised from 60 to 75 mph.

A new station, Fenwick Parkway, opens on the same day, with 220 parking spaces and step-free access to both platforms.

## Summary of changes

| Route | Before 14 December | From 14 December | Journey time before | Journey time after |
|---|---|---|---|---|
| Kessock – Dunmore | hourly | every 30 minutes | 48 min | 41 min |
| Dunmore – Aldbrae | every 2 hours | hourly | 35 min | 35 min |
| Kessock – Aldbrae (through trains) | 4 per day | 6 per day | 1 h 29 min | 1 h 18 min |
| Sunday Kessock – Dunmore | every 2 hours from 10:00 | hourly from 08:00 | 48 min | 41 min |

## First and last trains

The first weekday train from Dunmore to Kessock now leaves at 05:52, twenty minutes earlier than before. The last train from Kessock to Dunmore leaves at 23:15 instead of 22:05, so evening visitors to the city can stay later.

## Fares and tickets

Fares are not affected by this change, and season tickets bought before 14 December remain valid for the full period. Fenwick Parkway is in the same fare zone as Strathcoe.

## Engineering work

There will be no trains between Dunmore and Aldbrae on 6 and 7 December while the new signalling is tested. Replacement buses will run and will take about 20 minutes longer than the train.
`,

  'heal-df-trial.md': `# Trial summary: honey-alginate dressing for diabetic foot ulcers (HEAL-DF)

**Design:** pragmatic, open-label, randomised controlled trial in 14 NHS podiatry clinics, 2021 to 2023.
**Funding:** National Institute for Health and Care Research. The dressing manufacturer supplied dressings at no charge but had no role in the analysis.

## Background

Foot ulcers affect about one in four people with diabetes at some point in their lives, and slow healing is a major cause of infection and hospital admission. Medical-grade honey has antibacterial properties, and small studies have suggested that honey dressings may speed healing, but good-quality evidence has been lacking.

## Methods

The trial enrolled 312 adults with a diabetic foot ulcer that had not healed after four weeks of standard care. Participants were randomly allocated to a honey-alginate dressing (156) or to the clinic's standard foam dressing (156). Both groups received the same offloading, debridement and review schedule. The primary outcome was complete healing of the ulcer at 12 weeks, judged from photographs by assessors who did not know which dressing had been used.

## Results

At 12 weeks, 41% of ulcers in the honey group had healed completely, compared with 33% in the standard dressing group. This difference was not statistically significant (p = 0.11). Median time to healing was similar in both groups.

Fewer participants in the honey group developed a wound infection requiring antibiotics: 9% against 15% in the control group. The authors describe this as a secondary finding that should be confirmed in a further trial.

Adverse events were mostly minor. Twelve per cent of participants using the honey dressing reported stinging or a burning sensation on application, usually in the first week, compared with 3% in the control group. Four participants stopped using the honey dressing for this reason. There were no serious adverse events attributed to either dressing.

Each honey dressing cost more than a foam dressing, adding about £38 per patient over the 12 weeks.

## Limitations

Participants and clinic staff knew which dressing was being used, because the honey dressing looks and smells different; this may have influenced how wounds were cared for. Eighteen per cent of participants were lost to follow-up before 12 weeks, more than the 10% the trial had planned for, which reduces its power to detect a difference.

## Conclusion

The trial does not support the routine use of honey-alginate dressings to speed the healing of diabetic foot ulcers. The lower infection rate is worth investigating further.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- what / which / who / how much (incl. 3 needing other wording than the document uses)
  {
    query: 'When did Ossery first get a reservoir supply, and what event pushed the council to build it?',
    type: 'what',
    probe: 'two-part what: a date and its cause, in a front-matter Markdown article',
    expect: { kind: 'answer', facts: [['1887'], ['cholera']], lead: ['1887'] },
  },
  {
    query: 'What gives the tap water in Ossery a brownish colour after the autumn rains?',
    type: 'what',
    probe: 'synonym/wording: "brownish colour" vs the document\'s "brown, tea-like tint" and "colour"; cause is peat organic matter',
    expect: { kind: 'answer', facts: [['peat'], ['organic']] },
  },
  {
    query: 'What alkali did northern medieval glassmakers use instead of soda?',
    type: 'what',
    probe: 'what, HTML page; the answer is potash from beech ash',
    expect: { kind: 'answer', facts: [['potash'], ['beech', 'bracken']], lead: ['potash'] },
  },
  {
    query: 'What does the Carn Dubh team leader tell hillwalkers to take with them?',
    type: 'what',
    probe: 'what, news report with quotes; answer inside a quotation',
    expect: { kind: 'answer', facts: [['map'], ['compass']], lead: ['map'] },
  },
  {
    query: 'How long before my night vision is fully developed when observing?',
    type: 'what',
    probe: 'synonym: "night vision" vs the FAQ\'s "dark adaptation"',
    expect: { kind: 'answer', facts: [['20 to 30 minutes', '20-30 minutes']] },
  },
  {
    query: 'How frequent will Kessock to Dunmore trains be under the December 2025 timetable?',
    type: 'what',
    probe: 'what, answer in a Markdown table cell and prose ("every half hour")',
    expect: { kind: 'answer', facts: [['30 minutes', 'half hour', 'half-hourly']], lead: ['30 minutes', 'half hour', 'half-hourly'] },
  },
  {
    query: 'What time is the last evening train out of Kessock once the new timetable starts?',
    type: 'what',
    probe: 'what, a single figure; neighbours are the first train 05:52 and the old 22:05',
    expect: { kind: 'answer', facts: [['23:15']], lead: ['23:15'] },
  },
  {
    query: 'How many patients took part in the HEAL-DF study?',
    type: 'what',
    probe: 'how many; the document says "enrolled 312 adults"; group sizes 156 are neighbours',
    expect: { kind: 'answer', facts: [['312']], lead: ['312'] },
  },
  {
    query: 'What side effects did people on the honey dressing experience?',
    type: 'what',
    probe: 'synonym: "side effects" vs the document\'s "adverse events"',
    expect: { kind: 'answer', facts: [['sting'], ['twelve per cent', '12%']] },
  },
  // ---- why / how
  {
    query: 'Why does the water company add phosphate to Ossery\'s supply?',
    type: 'why/how',
    probe: 'why; document says "orthophosphate" and "plumbosolvent"',
    expect: { kind: 'answer', facts: [['lead'], ['protective layer', 'plumbosolvent', 'dissolves lead']], lead: ['lead'] },
  },
  {
    query: 'Why is medieval forest glass typically green?',
    type: 'why/how',
    probe: 'why: iron in the sand',
    expect: { kind: 'answer', facts: [['iron']], lead: ['iron'] },
  },
  {
    query: 'Why could the injured walker on Carn Dubh not be airlifted off the mountain?',
    type: 'why/how',
    probe: 'why, synonym "airlifted" for helicopter; both news and log give low cloud',
    expect: { kind: 'answer', facts: [['cloud']], lead: ['cloud'] },
  },
  {
    query: 'Why does the brightness of Algol drop every few days?',
    type: 'why/how',
    probe: 'why in an FAQ whose heading is nearly the question',
    expect: { kind: 'answer', facts: [['eclips'], ['2.87']], lead: ['eclips', 'companion'] },
  },
  {
    query: 'How should I dry plants in a press so they keep their colour?',
    type: 'why/how',
    probe: 'how-to: the drying step (temperature, blotters changed daily)',
    expect: { kind: 'answer', facts: [['45'], ['blotter'], ['daily']] },
  },
  {
    query: 'Why are herbarium specimens put in a freezer before they are filed?',
    type: 'why/how',
    probe: 'why inside a numbered step',
    expect: { kind: 'answer', facts: [['insect', 'beetle', 'pest'], ['larvae', 'eggs']], lead: ['insect', 'beetle', 'pest'] },
  },
  // ---- yes/no and comparison
  {
    query: 'Did the Caddon Reservoir run dry during the 2018 drought?',
    type: 'yes/no',
    probe: 'no: it fell to 31% and "never ran dry"',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['31%', '31 per cent'], ['never ran dry']] },
  },
  {
    query: 'Is potash glass more durable than soda glass?',
    type: 'comparison',
    probe: 'comparison whose answer is no ("less stable")',
    verdict: 'no',
    untrue: ['potash glass is more durable'],
    expect: { kind: 'answer', facts: [['less stable'], ['weather', 'pits', 'flakes']] },
  },
  {
    query: 'Were more than twenty rescuers on the hill during the Carn Dubh callout?',
    type: 'yes/no',
    probe: 'sources disagree: the news report quotes 23 volunteers, the team log says 17 deployed',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['23'], ['17']] },
  },
  {
    query: 'Was the son hurt as well?',
    type: 'yes/no',
    probe: 'no, worded with antonym: "uninjured" / "escaped without injury"; elliptical question',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['uninjured', 'without injury']] },
  },
  {
    query: 'Can a beginner follow variable stars without owning a telescope?',
    type: 'yes/no',
    probe: 'yes: FAQ answer starts with "No." to "Do I need a telescope?" (polarity flip)',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['binocular']] },
  },
  {
    query: 'Is the trip from Dunmore to Kessock quicker under the new timetable?',
    type: 'comparison',
    probe: 'yes, from the table: 48 min to 41 min',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['41 min']] },
  },
  {
    query: 'Did the honey dressing heal significantly more ulcers than standard foam?',
    type: 'comparison',
    probe: 'no: 41% vs 33%, not statistically significant',
    verdict: 'no',
    untrue: ['significantly more'],
    expect: { kind: 'answer', facts: [['41%'], ['33%'], ['not statistically significant', 'p = 0.11']] },
  },
  // ---- half-answerable
  {
    query: 'How hard is Ossery\'s tap water, and how much fluoride does it contain?',
    type: 'half',
    probe: 'hardness covered (28 mg/l); fluoride not mentioned anywhere',
    expect: { kind: 'partial', facts: [['28']], missing: 'fluoride' },
  },
  {
    query: 'When was the Carn Dubh team called out, and what did the operation cost?',
    type: 'half',
    probe: 'time covered (16:42); cost not covered (donations mentioned, no cost)',
    expect: { kind: 'partial', facts: [['16:42']], missing: 'cost' },
  },
  {
    query: 'Did the honey dressing reduce infections, and did it reduce amputations?',
    type: 'half',
    probe: 'infections covered (9% vs 15%); amputations not mentioned',
    expect: { kind: 'partial', facts: [['9%']], missing: 'amputation' },
  },
  // ---- unanswerable
  {
    query: 'How much was a forest glassmaker paid per day?',
    type: 'unanswerable',
    probe: 'shares "forest glassmaker" with the HTML page but wages are never mentioned',
    expect: { kind: 'none' },
  },
  {
    query: 'Which telescope mount is best for deep-sky astrophotography?',
    type: 'unanswerable',
    probe: 'shares "telescope" with the FAQ; mounts and astrophotography never mentioned',
    expect: { kind: 'none' },
  },
  {
    query: 'Which vaccinations do travellers to Peru need?',
    type: 'unanswerable',
    probe: 'no overlap at all',
    expect: { kind: 'none' },
  },
];
