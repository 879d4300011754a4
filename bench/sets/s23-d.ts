// Challenger ch23, class d: disagreement and the unanswered on a covered topic.
// Topics: hedgehog rescue care, a hill fort excavation, a parish well's water, a town's Christmas market.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'hedgehog-care-2019.md': `---
title: Caring for a found hedgehog (leaflet, 2019)
---

# Caring for a found hedgehog

If you find a hedgehog out in daylight it is probably unwell. Put it in a high-sided box with a towel and keep it somewhere quiet. Offer a shallow dish of water and meaty cat food. A small amount of bread soaked in milk can be given to a weak hedgehog to perk it up. A hedgehog needs to weigh at least 450 grams to survive hibernation. Autumn juveniles are the most common patients at the rescue.
`,
  'hedgehog-care-2024.md': `---
title: Caring for a found hedgehog (2024 update)
---

# Caring for a found hedgehog - 2024 update

This 2024 leaflet replaces our 2019 leaflet, which should no longer be used. Never give a hedgehog milk or bread: hedgehogs are lactose intolerant and milk causes diarrhoea that can kill them. Offer water and meaty cat or kitten food only. A hedgehog needs to weigh at least 600 grams to survive hibernation. Hedgehogs are covered in about 5,000 spines. They travel up to two kilometres a night looking for beetles, worms and caterpillars. Garden ponds should have a ramp so hedgehogs can climb out.
`,
  'hillfort-report.md': `---
title: Excavations at Crowburn Hill Fort - interim report
---

# Crowburn Hill Fort: interim report

The excavation of 2023 opened two trenches across the inner rampart of Crowburn Hill Fort. Charcoal from the base of the rampart gave a radiocarbon date of about 480 BC, so the rampart was first built in the Early Iron Age. The fort was abandoned after a fire, which burnt the timber gateway. Sherds of a coarse local pottery and a bronze ring were found in the gateway layers. The fort covers 2.3 hectares.
`,
  'hillfort-news.html': `<html><head><title>Dig reveals secrets of Crowburn Hill Fort</title></head><body>
<h1>Dig reveals secrets of Crowburn Hill Fort</h1>
<p>Volunteers digging at Crowburn Hill Fort say the site is older than anyone thought. Speaking to the Gazette, dig leader Sam Petrie said the first rampart was built around 700 BC, in the Late Bronze Age.</p>
<p>He said the fort was not burnt but slowly abandoned as the climate grew wetter and the hilltop became too cold to farm.</p>
<p>The dig attracted more than 200 volunteers over four weeks. The fort covers 2.3 hectares and commands views over three valleys.</p>
</body></html>
`,
  'well-water-2022.md': `---
title: St Ives Well water test, Lower Banning parish newsletter, 2022
---

# Is the old well safe to drink?

The parish council had the water of St Ives Well tested in June 2022. Nitrate was measured at 38 milligrams per litre, below the legal limit of 50. The test found no E. coli, and the council says the water is safe to drink. The well was dug in the 1700s and is lined with local limestone.
`,
  'well-water-2024.md': `---
title: St Ives Well - notice, 2024
---

# Notice: St Ives Well

A test in April 2024 found E. coli in the water of St Ives Well. The water is not safe to drink and a sign has been placed at the well. Nitrate was measured at 52 milligrams per litre. The parish council is working with the water authority to find the source of the contamination.
`,
  'christmas-market.md': `---
title: Banning Christmas Market
---

# Banning Christmas Market

The Christmas market is held on the Market Square over the first two weekends of December. There are 45 stalls selling crafts, food and gifts. Stallholders pay £60 per weekend for a pitch. The market is organised by the Banning Traders' Association. Parking is available at the leisure centre, and a free shuttle bus runs every 20 minutes. Dogs on leads are welcome.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  { query: 'Is it OK to give a hedgehog bread and milk?', type: 'yes/no', verdict: 'qualified', probe: 'old leaflet says yes, 2024 leaflet says no and replaces it', untrue: ['the sources agree'], expect: { kind: 'answer', facts: [['never give a hedgehog milk', 'lactose'], ['bread soaked in milk', 'perk it up'], ['replaces']] } },
  { query: 'How heavy does a hedgehog have to be to survive hibernation?', type: 'what', probe: '450 g (2019) vs 600 g (2024)', expect: { kind: 'answer', facts: [['450'], ['600']] } },
  { query: 'When was the rampart at Crowburn Hill Fort first built?', type: 'what', probe: '480 BC report vs 700 BC news', expect: { kind: 'answer', facts: [['480 BC'], ['700 BC']] } },
  { query: 'Why was Crowburn Hill Fort abandoned?', type: 'why/how', probe: 'fire (report) vs wetter climate (news)', expect: { kind: 'answer', facts: [['fire'], ['wetter', 'climate']] } },
  { query: 'Is the water from St Ives Well safe to drink?', type: 'yes/no', verdict: 'qualified', probe: '2022 safe vs 2024 E. coli, not safe', untrue: ['the water is safe to drink today'], expect: { kind: 'answer', facts: [['not safe'], ['2022', 'safe to drink']] } },
  { query: 'How much nitrate is in the St Ives Well water?', type: 'what', probe: '38 mg/l 2022 vs 52 mg/l 2024', expect: { kind: 'answer', facts: [['38'], ['52']] } },
  { query: 'How long do hedgehogs live in the wild?', type: 'unanswerable', probe: 'covered topic, no lifespan', untrue: ['two kilometres a night'], expect: { kind: 'none' } },
  { query: 'Who owns the land that Crowburn Hill Fort stands on?', type: 'unanswerable', probe: 'covered topic, no owner', untrue: ['Sam Petrie owns'], expect: { kind: 'none' } },
  { query: 'How deep is St Ives Well?', type: 'unanswerable', probe: 'covered topic, no depth', untrue: ['dug in the 1700s'], expect: { kind: 'none' } },
  { query: 'What time does the Christmas market open on Saturdays?', type: 'unanswerable', probe: 'covered topic, no hours', untrue: ['every 20 minutes'], expect: { kind: 'none' } },
  { query: 'How much does a pitch at the Banning Christmas market cost a stallholder?', type: 'what', probe: 'one document, plain', untrue: ['differ', 'disagree'], expect: { kind: 'answer', facts: [['£60']], lead: ['£60'] } },
  { query: 'How big is Crowburn Hill Fort?', type: 'what', probe: 'both documents agree: 2.3 hectares', untrue: ['differ', 'disagree'], expect: { kind: 'answer', facts: [['2.3 hectares']], lead: ['2.3 hectares'] } },
  { query: 'Who organises the Christmas market in Banning?', type: 'what', probe: 'one document, plain', untrue: ['differ', 'disagree'], expect: { kind: 'answer', facts: [['Traders']], lead: ['Traders'] } },
  { query: 'Can I bring my dog to the Christmas market?', type: 'yes/no', verdict: 'yes', probe: 'one document, plain yes', untrue: ['differ', 'disagree'], expect: { kind: 'answer', facts: [['Dogs on leads are welcome']], lead: ['Dogs', 'dog'] } },
];
