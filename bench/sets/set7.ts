// Reviewer set "h" for issue #11: written by a read-only reviewer before reading src/service or the
// engine's tests, on topics found nowhere in the repository (urushi lacquer, a town-hall carillon,
// bog rewetting, reed thatching, dry-stone walling, lake ice). Never shown to the engine's authors.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // Markdown article with headings
  'urushi-lacquer.md': `# Urushi: the lacquer that dries in the damp

## Where it comes from

Urushi is the sap of the lacquer tree, Toxicodendron vernicifluum, which grows in Japan, China and Korea. Tappers cut horizontal grooves into the bark of a tree that is at least ten years old and collect the grey-white sap as it seeps out. A single tree yields only about 200 grams of sap in a season, after which it is usually felled.

## Why it hardens in humidity

Unlike paint, urushi does not dry by evaporation. It hardens because an enzyme in the sap, laccase, uses oxygen from the air to link the urushiol molecules into a tough polymer. The enzyme needs water to work, so lacquerers cure each coat in a damp cabinet called a muro, kept at about 25 °C and 75 to 85 percent relative humidity. In a dry room a coat can stay tacky for weeks.

## Layers and time

A good bowl receives between 20 and 30 coats, and each coat is sanded with charcoal before the next is applied. Because every layer needs a day or more in the muro, a single piece can take six months to finish.

## Hazards

Fresh urushi causes a rash much like poison ivy, since both plants contain urushiol. Once fully cured, the lacquer is inert and safe to eat from. Many apprentices develop some tolerance after months of exposure, but the reaction never disappears for everyone.

## Durability

Cured urushi resists water, alcohol and acids, which is why lacquered combs from the Jomon period have survived in waterlogged soil for thousands of years. Its weakness is sunlight: ultraviolet light breaks down the surface and dulls the gloss within a few years outdoors.
`,

  // HTML page
  'oostmeer-carillon.html': `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>The Carillon of Oostmeer Town Hall</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/visit">Visit</a> | <a href="/events">Events</a></nav>
<h1>The Carillon of Oostmeer Town Hall</h1>
<p>The carillon in the belfry of Oostmeer Town Hall has 49 bronze bells spanning four octaves. It was installed in 1928, replacing a set of 23 bells that German troops had removed and melted down in 1917.</p>
<h2>How it is played</h2>
<p>A carillonneur plays from a keyboard called a baton console, striking wooden batons with loosely closed fists and pressing pedals with the feet for the heaviest bells. The bells themselves never swing; only the clappers move, pulled by wires from the console.</p>
<p>Because each clapper is connected mechanically to its baton, the player controls how hard every bell is struck. A carillon can therefore be played softly or loudly, which an automatic chime driven by a pinned drum cannot do.</p>
<h2>Tuning</h2>
<p>Each bell was tuned at the foundry by shaving metal from its inner surface on a vertical lathe. Tuning can only lower a bell's pitch, so a bell cast too flat has to be melted down and recast.</p>
<h2>Visiting</h2>
<ul>
<li>Recitals every Saturday at 11:00 from June to September.</li>
<li>Tower climbs on the first Sunday of each month: 214 steps to the playing cabin.</li>
<li>The largest bell, Gertrude, sounds a low G.</li>
</ul>
<footer>Oostmeer Municipal Heritage Office</footer>
</body>
</html>
`,

  // CSV
  'oostmeer-bells.csv': `bell,note,weight_kg,cast_year,founder,remarks
Gertrude,G2,5900,1928,Dorsman & Zonen,largest bell; hour bell
Willem,C3,2480,1928,Dorsman & Zonen,half-hour bell
Margriet,D3,1750,1928,Dorsman & Zonen,
Anna,E3,1240,1952,Brouwer Klokgieterij,replaced the 1928 Anna after it cracked in a frost
Pieter,G3,730,1928,Dorsman & Zonen,
Jacoba,C4,310,1928,Dorsman & Zonen,smallest bell in the lowest octave
`,

  // Plain-text report
  'fenwick-moss-report.txt': `FENWICK MOSS REWETTING PROJECT
MONITORING REPORT, SEASON 3 (2025)
Prepared by the Upper Lune Wetlands Trust

1. SUMMARY
In 2022 the Trust blocked 6.4 km of drainage ditches on Fenwick Moss with 212 peat dams and 38 plastic piling dams. Three seasons later, the mean water table across the 40 dipwells has risen from 31 cm below the surface to 9 cm below the surface.

2. VEGETATION
Sphagnum cover in the 25 permanent quadrats rose from 4 percent to 17 percent. Hare's-tail cottongrass spread faster than any other plant on the bare peat, while heather declined in the wettest areas. The eastern block, which was cut for fuel until the 1960s, still has the least Sphagnum.

3. CARBON
We did not measure gas fluxes directly, so this report makes no claim about carbon storage on the site.

4. PROBLEMS
Eleven peat dams failed during the storm of February 2024, when water overtopped them and cut channels around their sides. They were rebuilt with plastic piling, which has not failed since. Deer trampled the quadrat markers twice.

5. NEXT SEASON
We will add 10 dipwells on the eastern block and survey breeding golden plover in May.
`,

  // News story with quotes and first-person voice
  'reed-shortage-news.md': `# Reed shortage leaves thatchers turning away roofs

*By Hannah Lowe, 12 March 2026*

Homeowners in the Breckland villages are waiting up to fourteen months to have their thatched roofs repaired, because the supply of water reed from local reed beds has collapsed after two wet summers.

"I've been thatching for 31 years and I have never had to turn work away like this," said master thatcher Colin Ashby, 58, from Little Fendham. "This spring I've said no to more roofs than I've taken on. We used to cut our own reed in winter. Now I buy bundles shipped from Turkey and Hungary, and I'm not happy about it."

Ashby said imported reed is often cut young and stored damp, and that he has seen imported bundles rot within fifteen years. A well-laid water-reed roof, he said, should last around 60 years, with the ridge replaced every 10 to 15 years.

The Sedge Fen reed beds produced 40,000 bundles a year in the 1990s but only 9,000 last winter, according to the East Anglian Reed Cutters' Guild. Cutter Maisie Dunne said the beds now flood during the cutting season. "You can't get a harvester onto a flooded bed without wrecking the roots, so we just wait for a frost that never comes," she said.

Listed-building officers in the county require thatched listed buildings to be rethatched in the same material as before, so owners of long-straw roofs cannot switch to water reed even when it is available.
`,

  // Fact sheet that disagrees with the news story on the water-reed lifespan
  'thatch-fact-sheet.md': `# Thatched roofs: fact sheet

Heritage Roofing Advisory, 2025 edition

- **Water reed:** typical lifespan 40 years
- **Combed wheat reed:** typical lifespan 25 to 35 years
- **Long straw:** typical lifespan 20 to 25 years
- **Ridge:** renewed every 10 to 15 years, whatever the main coat
- **New coat thickness:** about 30 cm
- **Minimum roof pitch:** 45 degrees, so that rain runs off before it soaks in
- **Weight:** water reed weighs about 35 kg per square metre
- **Fire:** thatched roofs do not catch fire more often than tiled roofs, but a fire in thatch is much harder to put out. Most thatch fires start from chimney sparks or wood-burning stoves.
`,

  // FAQ whose headings are questions
  'drystone-course-faq.md': `# Dry-stone walling weekend: frequently asked questions

### Do I need any experience?
No. The course is designed for complete beginners, and most participants have never lifted a walling stone before.

### What should I bring?
Steel-toe boots, heavy work gloves, waterproofs and a packed lunch. We provide hammers, batter frames and string lines.

### Is there mortar in a dry-stone wall?
None at all. The wall stands through the weight of the stones and the friction between them, and through its shape: both faces lean inwards (the batter), and the middle is packed tight with small stones called hearting.

### What are through-stones for?
Long through-stones are laid across the full width of the wall at regular heights to tie the two faces together. Without them the faces slowly bulge apart.

### How much wall will we build?
A group of eight usually rebuilds about four metres of wall over the weekend. An experienced waller can rebuild about three metres a day.

### What happens if it rains?
We work in the rain. The course is called off only for thunderstorms, and you will then be offered a place on a later date.

### Is there a minimum age?
Participants must be 16 or older, and anyone under 18 needs a parent or guardian on site.
`,

  // Numbered how-to
  'lake-ice-howto.md': `# How to check lake ice before you walk on it

1. Go out with a partner, and make sure both of you carry ice picks and a throw rope.
2. Drill or chisel a test hole every 20 metres as you move out from the shore.
3. Measure the clear, dark ice with a tape measure hooked under its bottom edge. Do not count a white, cloudy layer at full value (see the thickness table).
4. Look for danger signs: dark patches, cracks that hold water, slush, and ice near inflows, outflows or reeds, where moving water keeps it thin.
5. If the ice cracks under you, go back the way you came, lying flat to spread your weight.
6. Never go out on the ice alone, and do not trust ice that has thawed and frozen again.
`,

  // Markdown table with a legend
  'ice-thickness-table.md': `# Minimum ice thickness by load

| Load | Clear ice needed |
|---|---|
| One person on foot | 10 cm |
| Group walking in single file | 12 cm |
| Snowmobile | 13 cm |
| Small car | 20 cm |
| Pickup truck | 30 cm |

**Legend.** Figures are for new, clear (black) ice. White ice, formed from snow or slush, is only about half as strong: count it at half its measured thickness. Add the two layers only after halving the white layer.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- urushi ---
  {
    query: 'Why does urushi need a humid room to set?',
    type: 'why/how',
    probe: 'mechanism in a Markdown article: enzyme + oxygen + water; paraphrase "set" for "hardens"/"cure"',
    expect: { kind: 'answer', facts: [['laccase', 'enzyme'], ['oxygen'], ['needs water']], lead: ['laccase', 'enzyme', 'needs water'] },
  },
  {
    query: 'Does urushi dry the way ordinary paint does, by evaporating?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'negation "does not dry by evaporation"; "evaporating" vs "evaporation"',
    expect: { kind: 'answer', facts: [['does not dry by evaporation'], ['laccase', 'enzyme']], lead: ['does not dry'] },
  },
  {
    query: 'Is it safe to eat from a finished urushi bowl?',
    type: 'yes/no',
    verdict: 'yes',
    probe: 'quality question; "finished" vs "fully cured"; the rash sentence is about fresh urushi',
    expect: { kind: 'answer', facts: [['safe to eat from'], ['fully cured']], lead: ['safe to eat'] },
  },
  {
    query: 'Do lacquer craftsmen become immune to the urushi rash over time?',
    type: 'yes/no',
    verdict: 'qualified',
    probe: 'qualified: some tolerance, but "never disappears for everyone"; "immune" vs "tolerance"',
    expect: { kind: 'answer', facts: [['some tolerance'], ['never disappears']], lead: ['tolerance'] },
  },
  // --- carillon (HTML + CSV) ---
  {
    query: "Do the carillon's bells swing while it is being played?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'negation with "never swing"',
    expect: { kind: 'answer', facts: [['never swing'], ['clappers move', 'only the clappers']], lead: ['never swing'] },
  },
  {
    query: 'How is a carillonneur able to vary the volume?',
    type: 'why/how',
    probe: 'mechanism, vocabulary gap ("vary the volume" vs "softly or loudly", "how hard")',
    expect: { kind: 'answer', facts: [['connected mechanically'], ['how hard every bell is struck', 'softly or loudly']], lead: ['connected mechanically', 'how hard'] },
  },
  {
    query: "Who took away the town hall's original bells, and when?",
    type: 'what',
    probe: 'who/when; "took away" vs "removed"; "original" vs "replacing a set"',
    expect: { kind: 'answer', facts: [['German troops'], ['1917']], lead: ['German troops'] },
  },
  {
    query: 'Is the Willem bell heavier than Gertrude?',
    type: 'comparison',
    verdict: 'no',
    probe: 'comparison answered only by CSV rows (2480 vs 5900 kg)',
    expect: { kind: 'answer', facts: [['2480', '2,480'], ['5900', '5,900']] },
  },
  {
    query: 'Which of the bells was cast later than the rest, and by which foundry?',
    type: 'what',
    probe: 'which/when from a CSV row and its remarks column',
    expect: { kind: 'answer', facts: [['Anna'], ['1952'], ['Brouwer']], lead: ['Anna'] },
  },
  // --- bog report (.txt) ---
  {
    query: 'By how much has the water table on Fenwick Moss come up since the ditches were dammed?',
    type: 'what',
    probe: 'amount; "come up" vs "risen", "dammed" vs "blocked"',
    expect: { kind: 'answer', facts: [['31 cm'], ['9 cm']], lead: ['31 cm', '9 cm'] },
  },
  {
    query: 'Why did some of the peat dams give way?',
    type: 'why/how',
    probe: 'cause; "give way" vs "failed"; should not lead with the plastic-piling fix',
    expect: { kind: 'answer', facts: [['storm'], ['overtopped']], lead: ['storm', 'overtopped'] },
  },
  {
    query: 'Has the rewetting made Fenwick Moss store more carbon?',
    type: 'yes/no',
    verdict: 'qualified',
    probe: 'the report explicitly makes no claim: a yes or no verdict is unsupported',
    untrue: ['point to yes', 'point to no'],
    expect: { kind: 'answer', facts: [['no claim about carbon', 'did not measure']], lead: ['no claim', 'did not measure'] },
  },
  {
    query: 'Which plant colonised the bare peat most quickly?',
    type: 'what',
    probe: 'which; "colonised ... most quickly" vs "spread faster than any other plant"',
    expect: { kind: 'answer', facts: [['cottongrass']], lead: ['cottongrass'], offTopic: ['golden plover'] },
  },
  // --- thatch (news + fact sheet that disagree) ---
  {
    query: 'How long does a water-reed thatched roof last?',
    type: 'what',
    probe: 'two sources disagree (60 vs 40 years): both figures, ideally said to disagree',
    expect: { kind: 'answer', facts: [['60 years'], ['40 years']], lead: ['60 years', '40 years'] },
  },
  {
    query: 'Does a long-straw roof outlast one made of water reed?',
    type: 'comparison',
    verdict: 'no',
    probe: 'comparison via lifespans in a list (20 to 25 vs 40 / 60 years); "outlast" has no "than"',
    expect: { kind: 'answer', facts: [['20 to 25 years'], ['40 years', '60 years']] },
  },
  {
    query: 'Why is it so hard for thatchers to get hold of reed at the moment?',
    type: 'why/how',
    probe: 'causes: wet summers, flooded beds cannot be harvested; must not pull the lake-ice "reeds" sentence',
    expect: {
      kind: 'answer',
      facts: [['wet summers'], ['flood']],
      lead: ['wet summers', 'flood'],
      offTopic: ['moving water keeps it thin'],
    },
  },
  {
    query: 'Has Colin Ashby had to turn down jobs?',
    type: 'yes/no',
    verdict: 'yes',
    probe: 'trap: "never had to turn work away like this" means he now does; first-person quote needs attribution',
    expect: { kind: 'answer', facts: [['said no to more roofs', 'turn work away']], lead: ['said no to more roofs', 'turn work away'] },
  },
  {
    query: 'Are thatched roofs more likely to catch fire than tiled roofs?',
    type: 'comparison',
    verdict: 'no',
    probe: 'comparison with negation "do not catch fire more often than"',
    expect: { kind: 'answer', facts: [['do not catch fire more often']], lead: ['do not catch fire more often'] },
  },
  // --- dry-stone FAQ ---
  {
    query: 'Do you need cement or mortar to build a dry stone wall?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'FAQ heading is a question; answer "None at all." needs its heading; "dry stone" vs "dry-stone"',
    expect: { kind: 'answer', facts: [['None at all', 'weight of the stones']], lead: ['None at all', 'weight of the stones', 'friction'] },
  },
  {
    query: 'Can I join the walling weekend without having built a wall before?',
    type: 'yes/no',
    verdict: 'yes',
    probe: 'negation inside the question ("without"); answer "No." to the FAQ heading means yes here',
    expect: { kind: 'answer', facts: [['complete beginners']], lead: ['complete beginners'] },
  },
  {
    query: 'How does a dry-stone wall hold together?',
    type: 'why/how',
    probe: 'mechanism spread over two FAQ answers',
    expect: { kind: 'answer', facts: [['friction'], ['batter', 'lean inwards'], ['hearting', 'through-stones']], lead: ['friction', 'weight of the stones'] },
  },
  // --- lake ice (how-to + table) ---
  {
    query: 'How thick must clear ice be before you can drive a small car onto it?',
    type: 'what',
    probe: 'amount from a Markdown table row',
    expect: { kind: 'answer', facts: [['20 cm']], lead: ['20 cm'] },
  },
  {
    query: 'Is 10 cm of white ice enough for one person on foot?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'needs the legend (white ice counts at half) plus the table row (10 cm clear)',
    expect: { kind: 'answer', facts: [['half as strong', 'half its measured thickness'], ['10 cm']] },
  },
  {
    query: 'Is it all right to head out onto the ice by myself?',
    type: 'yes/no',
    verdict: 'no',
    probe: '"by myself" vs "alone"; "Never" in a numbered step',
    expect: { kind: 'answer', facts: [['Never go out on the ice alone', 'with a partner']], lead: ['alone', 'partner'] },
  },
  // --- half-answerable ---
  {
    query: 'How much sap does one lacquer tree yield, and what is it worth per kilo?',
    type: 'half',
    probe: 'yield covered (200 grams); value absent from every document',
    expect: { kind: 'partial', facts: [['200 grams']], missing: 'worth' },
  },
  {
    query: 'How many bundles did the Sedge Fen reed beds produce last winter, and how many thatchers have retired?',
    type: 'half',
    probe: 'bundles covered (9,000); retirements absent',
    expect: { kind: 'partial', facts: [['9,000']], missing: 'retired' },
  },
  {
    query: 'How many bells does the Oostmeer carillon have, and how often are they polished?',
    type: 'half',
    probe: 'bell count covered (49); polishing absent',
    expect: { kind: 'partial', facts: [['49']], missing: 'polished' },
  },
  // --- unanswerable ---
  {
    query: 'Who invented the snowmobile?',
    type: 'unanswerable',
    probe: 'one shared word with the ice table',
    expect: { kind: 'none' },
  },
  {
    query: 'What glue should I use to mend a chipped lacquer bowl?',
    type: 'unanswerable',
    probe: 'shares lacquer/bowl with the urushi article; repair is nowhere',
    expect: { kind: 'none' },
  },
  {
    query: 'What does a carillonneur typically earn in a year?',
    type: 'unanswerable',
    probe: 'shares carillonneur/year with the carillon page; pay is nowhere',
    expect: { kind: 'none' },
  },
];
