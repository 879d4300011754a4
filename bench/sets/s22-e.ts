// Challenger set, session 22, class e (the entry asked): 7 documents (a CSV table, a Markdown table, a plain-text
// price list, a plain-text tide chart, a manual with many sibling sections, a page with a long numbered list,
// a Markdown rota)
// and 14 questions.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'greenway-tree-planting-2025.csv': `site,date,species,trees_planted,volunteers,cost_gbp
Cotter's Field,2025-11-08,oak and hazel,420,34,1260
Ashby Lane verge,2025-11-15,hawthorn hedge,650,21,975
Millpond Copse,2025-11-22,alder and willow,310,18,1085
St Anne's school grounds,2025-11-29,rowan and birch,120,45,540
Quarry Top,2025-12-06,Scots pine,540,27,1890
Riverside Park,2025-12-13,wild cherry and field maple,375,39,1500
`,

  'beginner-telescopes.md': `---
title: Five telescopes for a first year of stargazing
url: https://darkskyclub.example.org/guides/first-telescopes
---

# Five telescopes for a first year of stargazing

Club members lent us these five telescopes to compare at our autumn star party. Weights are as the makers give them, including the mount.

| Telescope | Type | Aperture | Focal length | Weight | Price |
|---|---|---|---|---|---|
| Corvid 114 | Newtonian reflector | 114 mm | 900 mm | 6.1 kg | £239 |
| Meridian 80 | Refractor | 80 mm | 480 mm | 13 lb | £329 |
| Skylark 130 | Newtonian reflector | 130 mm | 650 mm | 5.4 kg | £285 |
| Pico 70 | Refractor | 70 mm | 400 mm | 3.2 kg | £149 |
| Halden Mak 102 | Maksutov-Cassegrain | 102 mm | 1300 mm | 4.8 kg | £359 |

Larger apertures gather more light and show fainter objects; a longer focal length gives more magnification with the same eyepiece. The Pico 70 is the easiest to carry to a dark site, while the Halden Mak gives the sharpest views of the Moon and planets.
`,

  'hendrys-price-list.txt': `HENDRY'S SHOE REPAIRS & KEY CUTTING
14 Market Row, Calderbrook
PRICE LIST FROM 1 JANUARY 2026

Heels, ladies (pair) ................ £12
Heels, men's (pair) ................. £16
Half soles, leather (pair) .......... £32
Half soles, rubber (pair) ........... £26
Full soles and heels (pair) ......... £58
Zip replacement, boots (each) ....... £25
Zip replacement, jacket ............. £22
Boot stretching (per boot) .......... £10
Sole stitching (per shoe) ........... £9
Shoe laces (pair) ................... £2
Key cutting, standard ............... £5
Key cutting, security ............... £18
Watch battery fitted ................ £7

Most repairs ready in 2 working days. Full soles take 5 working days.
Cash or card. No repairs are started without your agreement to the price.
`,

  'porthkennack-tides.txt': `PORTHKENNACK HARBOUR - PREDICTED TIDE TIMES, 8 TO 13 JUNE 2026
All times BST. Heights in metres above chart datum.

DAY  DATE     HIGH WATER            LOW WATER
Mon  8 Jun    08:02 5.3   20:25 5.4   01:48 0.7   14:10 0.8
Tue  9 Jun    08:51 5.2   21:13 5.3   02:36 0.8   14:58 0.9
Wed  10 Jun   09:41 5.0   22:03 5.1   03:25 1.0   15:48 1.1
Thu  11 Jun   10:34 4.8   22:57 4.9   04:17 1.2   16:41 1.3
Fri  12 Jun   11:31 4.6   23:55 4.7   05:14 1.4   17:39 1.5
Sat  13 Jun   12:34 4.5   --          06:17 1.6   18:43 1.6

The harbour gates are opened two hours either side of high water.
Predictions can differ from actual times by up to 20 minutes in strong winds.
`,

  'tidy-t9-robot-vacuum-manual.md': `# Tidy T9 robot vacuum – care and maintenance

Look after your T9 and it will look after your floors. Always switch the robot off with the power button under the lid before any maintenance.

## 1. Emptying the dust bin

Press the bin release button on the back of the robot and slide the bin out. Empty it after every run, over an outdoor bin if possible.

## 2. Cleaning the filter

Tap the filter against the edge of a bin after every run to shake the dust loose. Rinse it under a cold tap once a month and let it dry for 24 hours before refitting. Replace the filter every 3 months, or sooner if it is torn.

## 3. Cleaning the main brush

Remove the main brush by lifting the yellow tabs. Cut away hair wrapped around it with the cutting tool supplied, once a week. Replace the main brush every 12 months.

## 4. Cleaning the side brush

Pull the side brush off its shaft and clear any hair from the base. Replace the side brush every 6 months, or when the bristles are bent.

## 5. Cleaning the cliff sensors

The four cliff sensors on the underside stop the robot falling down stairs. Wipe them with a dry cotton bud every two weeks. A dirty cliff sensor can make the robot stop and refuse to move.

## 6. Cleaning the charging contacts

Wipe the charging contacts on the robot and on the dock with a dry, soft cloth once a month. Do not use water or cleaning spray on the contacts.

## 7. Looking after the wheels

Turn the robot over and clear any hair or thread from the wheel axles with tweezers once a month.

## 8. Replacing the battery

The battery lasts about three years in normal use. Use only the Tidy T-90 battery; other batteries may overheat and void the warranty.
`,

  'fellbridge-walks.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Twelve walks from Fellbridge – Fellbridge Walkers are Welcome</title></head>
<body>
<h1>Twelve walks from Fellbridge</h1>
<p>These walks all start in or near the village and are waymarked with green discs. Distances are for the full round unless stated.</p>
<ol>
<li>Fellbridge Green loop – 3 km, about 1 hour. Start at the war memorial and follow the river meadows to the packhorse bridge.</li>
<li>Castle Mound – 4.5 km, about 1.5 hours. Start at the library car park; a steep climb to the earthworks with views over the dale.</li>
<li>Hartley Moss boardwalk – 2 km, about 45 minutes. Start at the Moss Lane lay-by; level boardwalk, suitable for pushchairs.</li>
<li>Ridge Lane and Scar Top – 8 km, about 3 hours. Start at the church gate; follows the old lane onto the limestone scar.</li>
<li>Wren's Wood – 5.5 km, about 2 hours. Start at the Wren's Wood car park on the B6270; bluebells in May.</li>
<li>The Old Railway Path – 11 km one way, about 3.5 hours. Start at the old station; return on the 68 bus from Kirkby.</li>
<li>Tanner's Brook – 9.5 km, about 3 hours. Start at the Old Forge car park; follows the brook upstream past two mill ponds to Hartley Moss.</li>
<li>Bell Pike summit – 12 km, about 5 hours. Start at Low Birks farm; the hardest walk in this list, with 600 metres of ascent.</li>
<li>Lowther Tarn round – 6 km, about 2 hours. Start at the tarn car park; an easy circuit of the water.</li>
<li>Two Bridges – 3.5 km, about 1.25 hours. Start at the Fleece Inn; crosses the river twice.</li>
<li>Gallows Hill and back – 7 km, about 2.5 hours. Start at the school; a short steep section near the top.</li>
<li>The Drovers' Road – 14 km, about 5 hours. Start at the village green; the old cattle road over the fell to Dentside.</li>
</ol>
<p>Please keep to the paths, close gates behind you, and take your litter home.</p>
</body>
</html>
`,
  'calderbrook-choir-rota.md': `# Calderbrook Community Choir – spring term rota

| Week | Date | Tea and biscuits | Setting out chairs | Warm-up leader |
|---|---|---|---|---|
| 1 | 13 January | Priya and Tom | Gwen | Alun |
| 2 | 20 January | Malcolm | Sophie and Dev | Gwen |
| 3 | 27 January | Gwen | Tom | Alun |
| 4 | 3 February | Sophie | Malcolm | Priya |
| 5 | 10 February | Dev and Alun | Priya | Gwen |

Rehearsals are on Tuesdays from 19:30 to 21:00 in St Mark's church hall. If you cannot do your slot, swap with someone and tell Gwen.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- one entry among siblings ---
  {
    query: 'How much does Hendry\'s charge to put new heels on a pair of men\'s shoes?',
    type: 'what',
    probe: 'one line of a dotted price list; the ladies\' heels line above it is a sibling',
    expect: { kind: 'answer', facts: [['£16']], lead: ['£16'], offTopic: ['ladies', 'Half soles', 'Key cutting'] },
  },
  {
    query: 'How many trees went in at Cotter\'s Field?',
    type: 'what',
    probe: 'one row of a CSV, named by its first cell',
    expect: { kind: 'answer', facts: [['420']], lead: ['420'], offTopic: ['Ashby Lane', 'Quarry Top', 'Riverside Park'] },
  },
  {
    query: 'What is the focal length of the Skylark 130?',
    type: 'what',
    probe: 'one cell of a Markdown table row (the model name holds another number, 130)',
    expect: { kind: 'answer', facts: [['650']], lead: ['650'], offTopic: ['Corvid', 'Pico 70', 'Halden'] },
  },
  {
    query: 'My T9 has been running for a while. How often am I supposed to change its filter?',
    type: 'what',
    probe: 'one sentence of one manual section, among siblings that all "replace" something',
    expect: { kind: 'answer', facts: [['every 3 months']], lead: ['every 3 months', '3 months'], offTopic: ['side brush', 'cliff sensor', 'main brush'] },
  },
  {
    query: 'What should I use to clean the charging contacts on the Tidy T9?',
    type: 'what',
    probe: 'one manual section; the cliff-sensor and filter sections also say how to clean',
    expect: { kind: 'answer', facts: [['dry, soft cloth', 'soft cloth']], lead: ['soft cloth'], offTopic: ['cotton bud', 'cold tap', 'tweezers'] },
  },
  {
    query: 'How long is the Tanner\'s Brook walk and how long will it take?',
    type: 'what',
    probe: 'one item of a twelve-item numbered list',
    expect: { kind: 'answer', facts: [['9.5 km'], ['3 hours']], lead: ['9.5 km'], offTopic: ['Bell Pike', 'Wren\'s Wood', 'Drovers'] },
  },
  {
    query: 'Which of the Fellbridge walks starts from the Old Forge car park?',
    type: 'what',
    probe: 'an item found by one of its values (its start point)',
    expect: { kind: 'answer', facts: [['Tanner\'s Brook']], lead: ['Tanner'], offTopic: ['library car park', 'tarn car park'] },
  },
  {
    query: 'When is high water at Porthkennack on Thursday 11 June?',
    type: 'what',
    probe: 'one line of a plain-text tide chart, with two high waters; the neighbouring days are siblings',
    expect: { kind: 'answer', facts: [['10:34'], ['22:57']], lead: ['10:34', '22:57'], offTopic: ['09:41', '11:31'] },
  },
  // --- a computation over a column ---
  {
    query: 'How many trees were planted altogether across all the Greenway sites?',
    type: 'what',
    probe: 'a total over a CSV column (420+650+310+120+540+375 = 2,415)',
    untrue: ['2,295', '2,040', '2,035'],
    expect: { kind: 'answer', facts: [['2,415', '2415']] },
  },
  {
    query: 'On average, how many volunteers turned up to each Greenway planting day?',
    type: 'what',
    probe: 'an average over a CSV column (184 volunteers over 6 days, about 30.7)',
    untrue: ['average of 184'],
    expect: { kind: 'answer', facts: [['30.7', '30.67', 'about 31', '184']] },
  },
  {
    query: 'Which of the five telescopes in the comparison is the heaviest?',
    type: 'what',
    probe: 'a largest over a column with mixed units (13 lb is about 5.9 kg, so the Corvid 114 at 6.1 kg is heaviest)',
    untrue: ['Meridian 80 is the heaviest', 'heaviest is the Meridian', 'heaviest telescope is the Meridian'],
    expect: { kind: 'answer', facts: [['Corvid 114'], ['6.1 kg']] },
  },
  // --- the entry asked is absent, its siblings present ---
  {
    query: 'How much does Hendry\'s charge to dye a pair of shoes?',
    type: 'unanswerable',
    probe: 'the price list has thirteen siblings but no dyeing',
    untrue: ['£12', '£58'],
    expect: { kind: 'none' },
  },
  {
    query: 'How often should the mop pad on the Tidy T9 be washed?',
    type: 'unanswerable',
    probe: 'eight sibling care sections; none is about a mop pad',
    untrue: ['once a month', 'every 3 months'],
    expect: { kind: 'none' },
  },
  {
    query: 'What time is low water at Porthkennack on Sunday 14 June?',
    type: 'unanswerable',
    probe: 'the chart stops at Saturday 13 June; neighbouring lines are siblings',
    untrue: ['06:17', '18:43'],
    expect: { kind: 'none' },
  },
];
