// Challenger ch19, class u: the asked part is not covered though its neighbours are, mixed with
// controls whose asked part is given in other words. 7 documents, 14 questions.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'our-treehouse-build.md': `---
title: How we built the kids' treehouse
url: https://backgardenbuilds.example.com/2025/treehouse
---

# How we built the kids' treehouse

The old oak at the bottom of our garden finally got its treehouse this summer. It took us three weekends, with a lot of help from my brother-in-law, who is a joiner.

## The platform

We built a timber frame and bolted it to the oak with four M12 coach bolts, leaving slotted holes so the tree can move and grow. The platform sits 2.5 metres above the ground and measures 2.4 by 2 metres. Two diagonal braces run down to a pair of posts set in concrete.

## Walls and roof

The walls are shiplap boards and the roof is corrugated sheets on three rafters, sloping to the back so rain runs away from the ladder. The kids painted a sign for the door that says "No grown-ups".

## Cost

All in, the build cost us £1,850, about half of it on the decking and the bolts.
`,

  'fjellmark-sled-dog-race.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Haugen wins the Fjellmark 120 – Nordvidda Avis</title></head>
<body>
<h1>Haugen wins the Fjellmark 120 in record time</h1>
<p>RØYSTAD, 16 February 2026. Fourteen mushers and their teams of dogs set off from Røystad on Saturday morning for the Fjellmark 120, a 120-kilometre sled race across the plateau.</p>
<p>Ingrid Haugen and her team of eight dogs crossed the finish line first after 9 hours and 12 minutes, beating the course record by 25 minutes. Second place went to last year's winner, Ola Brekke, 41 minutes behind.</p>
<p>Temperatures fell to minus 27 degrees overnight before the start, and a vet checked every dog at the two checkpoints. Two teams withdrew at the halfway point at Storvatn.</p>
<p>Haugen received a trophy carved from birch by a local woodworker. "The dogs did all the work," she said.</p>
</body>
</html>
`,

  'skaill-head-lighthouse.md': `# Skaill Head Lighthouse – restoration

*Skaill Heritage Trust – visit us*

Skaill Head Lighthouse stands on the cliffs at the western tip of the island. Its tower is 22 metres tall and was built of granite quarried on the island.

Between 2022 and 2024 the Trust restored the tower, the keepers' cottages and the lantern. The whole restoration cost £780,000. Most of the money, £500,000, was given by the Heritage Lottery Fund; the rest came from the island council and from visitors' donations.

In the lantern, the cracked storm panes were replaced and the copper dome was repaired by specialist coppersmiths from Aberdeen. The original Fresnel lens is now on display in the Harbour Museum in Portnahaven.

The tower is open to visitors from April to October.
`,

  'castlegate-market-stalls.csv': `stall,trader,products,days,pitch
1,Hill Farm,free-range eggs and lamb,Sat and Sun,North row
2,Rye & Co,sourdough and rye bread,Sat and Sun,North row
3,Dale Creamery,cheese and butter,Sat only,South row
4,Beeline Honey,honey and beeswax candles,Sun only,South row
5,Green Patch,seasonal vegetables,Sat and Sun,Gate
`,

  'st-aidans-new-window.md': `# A new window for St Aidan's

*From the parish newsletter, October 2025*

Our new stained glass window was installed in the north aisle in September 2025. It was designed by the artist Mira Castell and shows the river winding past the town's three old mills, with the weir in blue and green glass at the bottom.

The window is made up of 312 separate pieces of glass, held in lead came. It was paid for by a bequest from the late Dora Wyn, who was churchwarden for thirty years.

The Bishop will dedicate the window at the morning service on 16 November.
`,

  'holm-lane-orchard.txt': `HOLM LANE COMMUNITY ORCHARD - NOTICE BOARD

The orchard now has 42 apple trees and 9 pear trees, planted between 2014 and 2021. The oldest trees are on the slope by the stream.

Winter pruning day: will be held at the Holm Lane orchard. Meet at the gate by the stream. Bring gloves and secateurs if you have them; saws and ladders are provided.

Last autumn we pressed 610 litres of juice from the orchard's apples at the village juicing day.

The orchard is looked after by volunteers. New helpers are always welcome.
`,

  'renata-luthier.md': `# Renata Kovač – violin maker

Renata Kovač makes violins and violas in her workshop above the bookshop on Tanner's Row. She trained at the Newark School of Violin Making.

Each violin takes about 200 hours of work from the first cut to the final setup. The backs, ribs and necks are made of flamed maple from Bosnia, and the tops are spruce. Every instrument is finished with an oil varnish that she cooks herself.

Renata also repairs and sets up instruments for students. A full setup costs £95.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- half: the asked part is not given ---
  {
    query: 'What kind of wood did they use for the treehouse frame?',
    type: 'half',
    probe: '"a timber frame" without the kind; the oak is the tree, not the frame',
    expect: { kind: 'partial', facts: [['timber frame']], missing: 'wood' },
  },
  {
    query: 'Which breed of dog pulled the winning sled in the Fjellmark 120?',
    type: 'half',
    probe: '"team of eight dogs" without the breed',
    expect: { kind: 'partial', facts: [['eight dogs']], missing: 'breed' },
  },
  {
    query: 'How much prize money did Ingrid Haugen take home?',
    type: 'half',
    probe: 'a trophy is named, no prize money',
    expect: { kind: 'partial', facts: [['trophy']], missing: 'prize' },
  },
  {
    query: 'How much did it cost to repair the copper dome on the Skaill Head lantern?',
    type: 'half',
    probe: 'only the whole restoration cost is given, and who repaired the dome',
    expect: { kind: 'partial', facts: [['£780,000', 'coppersmiths']], missing: 'dome' },
  },
  {
    query: 'How much does Hill Farm charge for a dozen eggs at Castlegate market?',
    type: 'half',
    probe: 'the CSV row names the eggs and the days, not a price',
    expect: { kind: 'partial', facts: [['free-range eggs']], missing: 'egg' },
  },
  {
    query: "What did the new window at St Aidan's cost?",
    type: 'half',
    probe: 'who paid (a bequest) is given, the amount is not',
    expect: { kind: 'partial', facts: [['bequest']], missing: 'cost' },
  },
  {
    query: 'Which apple varieties grow in the Holm Lane orchard?',
    type: 'half',
    probe: 'the number of apple trees is given, no variety',
    expect: { kind: 'partial', facts: [['42 apple trees']], missing: 'variet' },
  },
  {
    query: 'I want to help at Holm Lane. When is the winter pruning day?',
    type: 'half',
    probe: 'the place and what to bring are given, the date is not',
    expect: { kind: 'partial', facts: [['Meet at the gate']], missing: 'date' },
  },
  {
    query: "Where does Renata Kovač get the spruce for her violin tops?",
    type: 'half',
    probe: 'the origin is given for the maple (Bosnia), not for the spruce',
    expect: { kind: 'partial', facts: [['tops are spruce']], missing: 'spruce' },
  },
  // --- controls: the asked part is given in other words ---
  {
    query: 'How high off the ground is the treehouse platform?',
    type: 'what',
    probe: 'control: "sits 2.5 metres above the ground"',
    expect: { kind: 'answer', facts: [['2.5 metres']], lead: ['2.5 metres'] },
  },
  {
    query: 'How long did the winner of the Fjellmark 120 take to get round the course?',
    type: 'what',
    probe: 'control: "crossed the finish line first after 9 hours and 12 minutes"',
    expect: { kind: 'answer', facts: [['9 hours and 12 minutes']], lead: ['9 hours and 12 minutes'] },
  },
  {
    query: 'Who put up most of the money for restoring Skaill Head Lighthouse?',
    type: 'what',
    probe: 'control: "Most of the money, £500,000, was given by the Heritage Lottery Fund"',
    expect: { kind: 'answer', facts: [['Heritage Lottery Fund']], lead: ['Heritage Lottery Fund'] },
  },
  {
    query: "How many bits of glass went into the St Aidan's window?",
    type: 'what',
    probe: 'control: "312 separate pieces of glass"',
    expect: { kind: 'answer', facts: [['312']], lead: ['312'] },
  },
  {
    query: 'How long does it take Renata to make one violin?',
    type: 'what',
    probe: 'control: "Each violin takes about 200 hours of work"',
    expect: { kind: 'answer', facts: [['200 hours']], lead: ['200 hours'] },
  },
];
