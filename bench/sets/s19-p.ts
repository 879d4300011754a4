// Challenger ch19/p (session 19): comparisons and pairs. 7 documents, 14 comparison questions, written
// without reading the engine's code. Topics: a kettle consumer test (Markdown table) and a kettle maker's
// own page that disagrees with it, a seed-potato variety trial (CSV), an ambulance response council report
// and a local news report (HTML) that disagree, a sourdough study summary and a home bakers' forum thread.
// Kinds: (i) both sides in one sentence or table row set, (ii) each side's figure in a different sentence or
// document, (iii) one side only (partial, the other side missing), (iv) documents disagree (qualified).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'kettle-test-2026.md': `---
title: We tested six cordless kettles - here's which ones are worth it
url: https://homekit-tested.example.co.uk/reviews/kettles-2026
---

# Six cordless kettles tested

Every kettle in this round-up was filled with one litre of tap water at 15 °C and boiled five times on the same 230 V socket. We timed each boil from switch-on to switch-off, logged the energy with a plug-in meter and measured noise with a sound meter held one metre away.

| Kettle | Price | Time to boil 1 litre | Energy per litre (Wh) | Noise at boil (dB) | Max capacity (litres) |
|---|---|---|---|---|---|
| Kestrel Glass | £64.99 | 2 min 35 s | 112 | 64 | 1.8 |
| Orrin Classic | £42.00 | 2 min 41 s | 109 | 58 | 1.5 |
| Vallo Rapid | £54.50 | 2 min 58 s | 118 | 61 | 1.7 |
| Brevio 1.7 | £29.99 | 3 min 31 s | 121 | 66 | 1.7 |
| Hathaway Dome | £79.00 | 2 min 49 s | 110 | 55 | 1.6 |
| Pell Mini | £24.99 | 3 min 12 s | 115 | 63 | 1.0 |

## Our verdict

The Kestrel Glass was the quickest kettle we tested, and you can watch the water through its borosilicate body, though the glass gets too hot to touch. It carries a three-year guarantee.

Budget buyers should look hard at the Brevio 1.7. It costs less than half as much as the Kestrel Glass, but it took 56 seconds longer to boil a litre and it was the loudest kettle on test.

The Orrin Classic won't win any races, but it was pleasantly quiet and its limescale filter lifts out for cleaning. The Orrin Classic comes with a two-year guarantee.

We were disappointed by the Vallo Rapid. Despite the name, it was the third-slowest kettle in our test, and the lid sticks when the kettle is hot.

The Hathaway Dome was the quietest of the six, but at £79 it is hard to justify.

*Prices checked in January 2026.*
`,

  'vallo-rapid-product-page.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Vallo Rapid 1.7 L Cordless Kettle | Vallo Home</title></head>
<body>
<header><a href="/">Vallo Home</a> &gt; <a href="/kitchen">Kitchen</a> &gt; Kettles</header>
<h1>Vallo Rapid 1.7 L Cordless Kettle</h1>
<p class="tagline">Tea's ready before you've found the mugs.</p>
<p>The Vallo Rapid boils a full litre of water in just 2 minutes 10 seconds, thanks to its 3 kW concealed element and our RapidFlow base. That's faster than any kettle in its class.</p>
<ul>
<li>1.7 litre capacity with a one-cup minimum fill line</li>
<li>Double-walled body stays cool on the outside</li>
<li>Auto shut-off and boil-dry protection</li>
<li>360° swivel base with cord storage</li>
</ul>
<h2>Peace of mind</h2>
<p>Every Vallo Rapid is backed by our five-year warranty when you register it online within 28 days of purchase.</p>
<p>RRP £59.99. Available in matt black, cloud grey and sage.</p>
<footer>&copy; 2026 Vallo Home Ltd. Boil time measured in Vallo's laboratory at full power with water at 20 °C.</footer>
</body>
</html>
`,

  'fenby-potato-trial-2025.csv': `variety,skin_colour,planted,lifted,yield_t_per_ha,tubers_per_plant,dry_matter_pct,blight_resistance_1to9,notes
Pentland Crown,white,2025-04-14,2025-09-02,44.6,9,19.8,6,"Even-sized tubers; some growth cracks after the August rain"
Marlow Red,red,2025-04-14,2025-09-02,38.2,14,21.5,8,"Many small tubers; strongest foliage of the trial"
Fenby Gold,yellow,2025-04-14,2025-08-26,41.0,11,22.3,4,"Lifted a week early after blight reached 40% of the foliage"
Avonlea,white,2025-04-14,2025-09-09,47.9,10,18.6,5,"Highest yield; hollow heart in about one tuber in twenty"
Halsey Blue,purple,2025-04-15,2025-09-09,29.4,12,23.1,7,"Blue flesh holds colour when boiled; slug damage on 8% of tubers"
King Edward,white,,,,,,,"Planned as the standard variety but seed did not arrive; not planted"
`,

  'ambulance-scrutiny-report.md': `# Mardonshire County Council - Health Scrutiny Committee

## Agenda item 7: Ambulance response performance, April to June 2026

Report of the Director of Public Health. Meeting of 9 October 2026.

### 1. Purpose

1.1 This report sets out how quickly ambulances reached patients in the county's three districts during the first quarter of 2026/27, using the data supplied by the Mardonshire Ambulance Service.

### 2. Response times by district

2.1 Times are medians for the quarter, measured from the moment the call is categorised to the arrival of the first ambulance resource.

| District | Category 1 median | Category 2 median | Category 3 median | Incidents attended |
|---|---|---|---|---|
| Harlow Vale | 9 min 40 s | 41 min | 2 h 05 min | 3,120 |
| Kersey | 8 min 55 s | 28 min | 1 h 38 min | 4,870 |
| Tollerton | 10 min 20 s | 36 min | 1 h 51 min | 2,415 |

2.2 Harlow Vale is the most rural of the three districts and its longer journey distances explain part of the gap. Kersey attended more incidents than either of the other districts.

2.3 The city of Bramford is served by the Western Counties Ambulance Trust and is not included in this report.

### 3. Hospital handovers

3.1 Delays in handing patients over at hospital keep crews off the road. At Mardon Royal Infirmary, handovers averaged 31 minutes in the quarter, against a national standard of 15 minutes.

### 4. Recommendation

4.1 The committee is asked to note the report and to invite the Ambulance Service to present its winter plan in December.
`,

  'gazette-ambulance-handovers.html': `<!doctype html>
<html><head><title>Ambulances queue for nearly an hour outside Easton General</title>
<meta name="url" content="https://harlowvalegazette.example.com/news/2026/09/easton-handovers"></head>
<body>
<article>
<h1>Ambulances queue for nearly an hour outside Easton General</h1>
<p class="byline">By Rhiannon Pike, Health Reporter, 18 September 2026</p>
<p>Ambulance crews in Harlow Vale are spending close to an hour waiting outside Easton General Hospital before they can hand over their patients, new figures show.</p>
<p>The average handover at Easton General was 52 minutes in August, according to data obtained by the Gazette under the Freedom of Information Act. The national standard is 15 minutes.</p>
<p>"You sit in the bay with your patient on the stretcher while calls stack up on the screen," said one paramedic, who asked not to be named. "Everyone knows somebody is waiting for us out there."</p>
<p>The same figures show that ambulances took an average of 10 minutes 5 seconds to reach Category 1 calls in Kersey over the summer, compared with 9 minutes 20 seconds in Harlow Vale. Category 1 calls are the most serious, such as cardiac arrests.</p>
<p>A spokesperson for the Mardonshire Ambulance Service said the trust had opened a new discharge lounge at Easton General to free up beds and expected handovers to improve by the winter.</p>
</article>
</body></html>
`,

  'sourdough-glucose-study.md': `---
title: "Study summary: blood glucose after sourdough versus yeasted white bread"
url: https://nutrition-digest.example.org/summaries/sourdough-glucose-2025
---

# Blood glucose after sourdough versus yeasted white bread

**Design.** Twenty-four healthy adults aged 22 to 61 took part in a randomised crossover trial. On separate mornings after an overnight fast, each participant ate a portion of bread containing 50 g of available carbohydrate, and their blood glucose was measured every 15 minutes for two hours. No children were included.

**Breads.** The test bread was a wheat sourdough fermented for 16 hours with a rye-based starter. The sourdough loaf contained 4.1 g of dietary fibre per 100 g. The control was a commercial white sandwich bread leavened with baker's yeast. The control loaf contained 2.7 g of fibre per 100 g.

**Results.** Peak blood glucose after the sourdough was on average 23 percent lower than after the white yeast bread, and the peak came about 15 minutes later. Insulin responses followed the same pattern. Participants rated the two breads as equally filling, and there was no difference in how hungry they felt three hours later.

**Limitations.** The trial was small and short, and it tested one sourdough recipe only. The authors note that part of the effect may come from the higher fibre of the sourdough rather than the fermentation itself.

*Funding: the study was funded by a university grant; no bakery was involved.*
`,

  'bakers-forum-sourdough-thread.txt': `The Proving Drawer forum > Bread > Everyday loaves
Thread: Is sourdough really worth the faff compared with a normal yeasted loaf?

--- crumbwise (posted 3 Feb 2026, 08:12)
Genuine question. My partner says sourdough is healthier and keeps better, and I'm the one doing the feeding and folding. Is any of that true or is it just bakery marketing?

--- Hollis_bakes (3 Feb 2026, 09:40)
The keeping part is true in my kitchen. My sourdough is still fine for toast on day five or six in a linen bag. The acidity seems to hold off mould too.

--- crumbwise (3 Feb 2026, 10:05)
Interesting. For comparison, my plain yeasted sandwich loaf is stale by day two, three at most, same bag, same bread bin.

--- MarraT1D (3 Feb 2026, 13:27)
On "healthier": I'm type 1 diabetic and wear a CGM, so I tested it properly-ish. Same weight of bread, same breakfast, three mornings each. Sourdough and a supermarket white both took me to about 9.1 mmol/L, no difference at all that I could see. So I wouldn't bake it for your blood sugar.

--- Hollis_bakes (3 Feb 2026, 14:02)
Fair enough. The one thing nobody can argue with is time: my sourdough takes about 12 hours from mixing to oven, a yeasted loaf about 2.

--- oven_spring (4 Feb 2026, 19:50)
I do a 100% rye sourdough and it keeps a full week wrapped in a tea towel. Dense, mind you. Not for everyone.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- (i) both sides side by side in one sentence or one table ---
  {
    query: 'Is the Orrin Classic quieter than the Kestrel Glass?',
    type: 'comparison',
    probe: '(i) two rows of a Markdown table on the noise column (58 vs 64 dB), not price or speed',
    verdict: 'yes',
    untrue: ['Kestrel Glass is quieter', 'Kestrel Glass was quieter', 'Orrin Classic is louder', 'Orrin Classic was the quietest'],
    expect: { kind: 'answer', facts: [['58'], ['64']] },
  },
  {
    query: 'Which one boils a litre quicker, the Brevio 1.7 or the Kestrel Glass?',
    type: 'comparison',
    probe: '(i) one prose sentence sets both sides (cheaper but 56 seconds longer); the price half must not decide',
    untrue: ['Brevio 1.7 is quicker', 'Brevio 1.7 is faster', 'Brevio 1.7 boils faster', 'Brevio boils quicker'],
    expect: { kind: 'answer', facts: [['56 seconds', '3 min 31 s', '2 min 35 s']], lead: ['Kestrel'] },
  },
  {
    query: 'Did Marlow Red give a bigger crop than Pentland Crown in the Fenby trial?',
    type: 'comparison',
    probe: '(i) two CSV rows on yield (38.2 vs 44.6 t/ha); Marlow Red has more tubers per plant, the wrong column',
    verdict: 'no',
    untrue: ['Marlow Red gave a bigger crop', 'Marlow Red yielded more', 'Marlow Red out-yielded', 'Marlow Red had the higher yield'],
    expect: { kind: 'answer', facts: [['38.2'], ['44.6']] },
  },
  {
    query: 'Do ambulances get to Category 2 patients faster in Kersey than in Harlow Vale?',
    type: 'comparison',
    probe: '(i) two rows of a council report table on the Category 2 column (28 vs 41 min)',
    verdict: 'yes',
    untrue: ['Harlow Vale is faster', 'faster in Harlow Vale'],
    expect: { kind: 'answer', facts: [['28 min'], ['41 min']] },
  },
  // --- (ii) each side's figure in a different sentence or document ---
  {
    query: 'Which has the longer warranty, the Vallo Rapid or the Orrin Classic?',
    type: 'comparison',
    probe: "(ii) Vallo's five years on the maker's page, Orrin's two years in the test; the Kestrel's three years is a neighbour",
    untrue: ['Orrin Classic has the longer', 'Kestrel Glass has the longer'],
    expect: { kind: 'answer', facts: [['five-year', 'five years', '5-year', '5 years'], ['two-year', 'two years', '2-year']], lead: ['Vallo'] },
  },
  {
    query: 'Do crews wait longer to hand patients over at Easton General than at Mardon Royal Infirmary?',
    type: 'comparison',
    probe: '(ii) 52 minutes in the news report, 31 minutes in the council report; the 15-minute standard is not the other side',
    verdict: 'yes',
    untrue: ['longer at Mardon Royal', 'Mardon Royal is worse'],
    expect: { kind: 'answer', facts: [['52 minutes'], ['31 minutes']] },
  },
  {
    query: 'Was there more fibre in the study\'s sourdough than in the white loaf it was compared with?',
    type: 'comparison',
    probe: '(ii) 4.1 g and 2.7 g per 100 g in two different sentences of one study summary',
    verdict: 'yes',
    untrue: ['white loaf contained more fibre', 'less fibre than the white'],
    expect: { kind: 'answer', facts: [['4.1 g'], ['2.7 g']] },
  },
  {
    query: 'Does home-baked sourdough stay fresh longer than a plain yeasted loaf?',
    type: 'comparison',
    probe: '(ii) two forum posts, one per side (day five or six vs stale by day two); the 12-hour vs 2-hour proving time is another comparison',
    verdict: 'yes',
    untrue: ['yeasted loaf keeps longer', 'yeasted loaf stays fresh longer'],
    expect: { kind: 'answer', facts: [['day five or six', 'five or six'], ['day two', 'stale by']] },
  },
  // --- (iii) only one side covered ---
  {
    query: 'Does Pentland Crown stand up to blight better than King Edward?',
    type: 'half',
    probe: '(iii) King Edward has a CSV row but was never planted, so it has no blight score',
    untrue: ['better than King Edward', 'more resistant than King Edward', 'King Edward scored'],
    expect: { kind: 'partial', facts: [['Pentland Crown']], missing: 'king edward' },
  },
  {
    query: 'Are Category 2 ambulance response times better in Kersey than in Bramford?',
    type: 'half',
    probe: '(iii) Bramford is named only to say it is not included; Kersey has its figure',
    untrue: ['better than in Bramford', 'faster than Bramford', 'slower in Bramford'],
    expect: { kind: 'partial', facts: [['28 min']], missing: 'bramford' },
  },
  {
    query: 'Does sourdough blunt the blood sugar rise more in children than it does in adults?',
    type: 'half',
    probe: '(iii) the study tested adults only and says no children were included',
    untrue: ['more in children', 'children showed', 'children had a'],
    expect: { kind: 'partial', facts: [['23 percent', '23%']], missing: 'child' },
  },
  // --- (iv) documents disagree ---
  {
    query: 'Does the Vallo Rapid boil a litre faster than the Orrin Classic?',
    type: 'comparison',
    probe: "(iv) the maker claims 2 min 10 s (faster than the Orrin's 2 min 41 s), the test measured 2 min 58 s (slower)",
    verdict: 'qualified',
    untrue: ['faster than any kettle we tested'],
    expect: { kind: 'answer', facts: [['2 minutes 10 seconds', '2 min 10'], ['2 min 58 s', '2 min 58'], ['2 min 41 s', '2 min 41']] },
  },
  {
    query: 'Are ambulances slower to reach Category 1 calls in Harlow Vale than in Kersey?',
    type: 'comparison',
    probe: '(iv) council medians say Harlow Vale is slower (9 min 40 s vs 8 min 55 s), the Gazette\'s averages say it is faster (9 min 20 s vs 10 min 5 s)',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['9 min 40 s', '8 min 55 s'], ['10 minutes 5 seconds', '9 minutes 20 seconds']] },
  },
  {
    query: 'Is sourdough gentler on blood sugar than white bread?',
    type: 'comparison',
    probe: '(iv) the trial found a 23 percent lower peak; a forum poster with a CGM saw no difference (both about 9.1 mmol/L)',
    verdict: 'qualified',
    untrue: ['sources agree'],
    expect: { kind: 'answer', facts: [['23 percent', '23%'], ['9.1', 'no difference at all']] },
  },
];
