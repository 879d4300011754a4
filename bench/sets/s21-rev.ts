// Reviewer rev21's unseen answer-quality set (session 21): 8 documents, 30 questions, written without
// reading the engine's code. Topics: the nineteenth-century ice trade (encyclopedic), a market hall
// restoration (a news report in HTML and a council notice that give different costs), an allotment
// society FAQ, a sewing machine manual, a wood-stove forum thread, a firewood CSV table (which disagrees
// with one forum poster on seasoning time) and a personal blog post about learning Morse code.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article
  'ice-trade.md': `---
title: Ice trade
url: https://encyclopedia.example.net/ice-trade
---

# Ice trade

The ice trade was a nineteenth-century industry, centred on the east coast of the United States and later on Norway, that cut natural ice from lakes and rivers in winter, stored it, and shipped it to customers in warmer places.

## Origins

The trade was begun by Frederic Tudor, a Boston merchant, who in 1806 sent a cargo of about 130 tonnes of ice from Massachusetts to the Caribbean island of Martinique. Much of that first cargo melted before it could be sold, and Tudor lost money for several years; he was briefly jailed for debt in 1809.

## Harvesting and storage

Ice was harvested once it was at least 30 centimetres thick. Horse-drawn ice ploughs scored the frozen surface into a grid, and workers sawed out the blocks and floated them along channels to icehouses on the shore. Icehouses had double walls packed with sawdust or straw, and a well-built icehouse lost only about 10 percent of its ice over a summer.

## Shipping

Ice survived long voyages because it was packed tightly in the hold with sawdust, a cheap waste product of the New England sawmills that insulated the blocks from the warm air, and because the hatches were kept closed for the whole passage. In 1833 Tudor sent the ship Tuscany with 180 tonnes of ice on a four-month voyage to Calcutta, and about 100 tonnes arrived intact. Calcutta, Bombay and Madras later built large ice houses to receive regular cargoes.

## Decline

The natural ice trade collapsed in the early twentieth century. Mechanical refrigeration made it possible to produce ice anywhere and at any time of year, and by 1914 plant-made ice had overtaken natural ice in the United States. At the same time, rivers near the growing cities, such as the Hudson, had become polluted with sewage, and doctors warned that natural ice could carry typhoid. Mild winters in 1889-90 and 1906 also caused shortages that pushed customers towards manufactured ice.

## Norway

Norway exported ice to Britain from the 1850s. At its peak in 1899 the Norwegian trade shipped about 1.3 million tonnes, most of it cut from lakes close to the fjords so that it could be loaded straight onto ships.
`,

  // 2. news report (HTML)
  'dunmore-market-hall.html': `<!doctype html>
<html><head><title>Dunmore market hall to reopen after £4.2m restoration</title>
<meta name="url" content="https://dunmoreherald.example.co.uk/news/2025/07/market-hall-reopening"></head>
<body>
<nav><a href="/">Home</a> | <a href="/news">News</a> | <a href="/sport">Sport</a></nav>
<h1>Dunmore market hall to reopen after £4.2m restoration</h1>
<p class="byline">By Gethin Morris, Dunmore Herald, 2 July 2025</p>
<p>Dunmore's Victorian market hall will reopen on Saturday 6 September after a three-year restoration that cost £4.2 million, the town council confirmed on Tuesday.</p>
<p>The hall, which was built in 1878, closed in March 2022 after a surveyor found death-watch beetle in the main roof trusses and a slate fell onto an empty stall during a storm. Engineers said the roof could no longer be treated as safe in high winds.</p>
<p>Contractors replaced eleven of the sixteen oak roof trusses. About 70 percent of the original Welsh slates were cleaned and put back; the rest were replaced with new slate from the same quarry at Penrhyn.</p>
<p>The work was paid for by a £2.5 million grant from the national regeneration fund, with the council borrowing the remainder over 25 years.</p>
<p>During the closure, traders worked from temporary stalls on Bridge Street. Fishmonger Carys Hale, whose family has held a stall in the hall since 1951, said her takings had fallen by about a quarter. "People don't stop in the rain the way they did under the roof," she said.</p>
<p>The restored hall will have 46 stalls, four fewer than before, to make room for a seating area and public toilets.</p>
<footer>© Dunmore Herald · <a href="/privacy">Privacy</a></footer>
</body></html>
`,

  // 3. council notice
  'dunmore-market-notice.md': `---
title: Notice to traders – reopening of Dunmore Market Hall
url: https://dunmore-tc.example.gov.uk/notices/market-hall-reopening
---

# Dunmore Town Council: notice to market traders

Public notice, 20 June 2025

The Market Hall will reopen to the public on Saturday 6 September 2025 at 8:00. The restoration works, at a total cost of £3.9 million, are now complete and the building has been handed back to the Council by the contractor.

## Stalls

The restored hall has 46 stalls. Priority will be given to traders who held a licence in March 2022 and who continued to trade at the temporary market on Bridge Street. Remaining stalls will be offered to new traders by ballot.

## Rent

Stall rents will be waived for the first three months after reopening, from September to November 2025. From 1 December 2025 the standard rent will be £62 per week, and £75 per week for the four corner stalls.

## Opening hours

Tuesday to Saturday, 8:00 to 17:00. The hall is closed on Sundays and Mondays.

## Rules

Cooking on stalls is not permitted without a current gas safety certificate. Deliveries must be made through the Church Lane doors before 7:45.

Applications for stalls must reach the Town Clerk by 25 July 2025.
`,

  // 4. FAQ page
  'harlow-vale-allotments-faq.md': `---
title: Harlow Vale Allotment Society – Frequently asked questions
url: https://harlowvaleallotments.example.org/faq
---

# Frequently asked questions

## How much does a plot cost?

A full plot (about 250 square metres) costs £68 a year and a half plot costs £36 a year. Water is included in the rent. Rents are due on 1 October each year.

## How long is the waiting list?

At present the wait is about 14 months for a half plot and longer for a full plot. New tenants always start on a half plot.

## Can I put up a shed?

No, not without written permission from the committee. Sheds may be no larger than 2.4 metres by 1.8 metres, must have no concrete base, and must be kept in good repair.

## Can I have a bonfire?

Only between 1 November and the end of February, and only before 10:00, so that smoke does not drift over the houses on Mill Lane in the daytime. Never burn plastics or treated timber.

## Why can't I use old carpet to cover the ground?

The society banned carpet as a ground cover in 2019. The synthetic backing of most carpets breaks down into microplastic fragments in the soil, and many older carpets contain dyes and flame-retardant chemicals that leach into the ground where food is grown. Use cardboard or a woven membrane instead.

## What happens if my plot is untidy?

The committee inspects all plots in May and August. If more than a third of a plot is uncultivated, the tenant gets a warning letter; if nothing has changed after 28 days, the tenancy may be ended.

## Can I sell what I grow?

You may sell surplus produce through the society's Saturday stall at the gate, but commercial growing for sale is not allowed under the council lease.
`,

  // 5. product manual
  'stitchwell-sm400-manual.txt': `STITCHWELL SM-400 SEWING MACHINE
INSTRUCTION MANUAL (EXCERPT)

1. THREADING THE UPPER THREAD

Always raise the presser foot before threading the upper thread. When the presser foot is down, the tension discs are pressed together and the thread cannot slip between them. Pass the thread through the guides, down and up around the take-up lever, and through the needle from front to back.

2. NEEDLE AND THREAD CHART

Fabric              Needle size        Thread
Silk, chiffon       60/8 to 70/10      fine polyester
Cotton, linen       80/12 to 90/14     all-purpose
Denim, canvas       100/16 to 110/18   heavy-duty
Jersey, knits       75/11 ballpoint    all-purpose

3. WHAT THE SM-400 IS NOT DESIGNED FOR

The SM-400 is a domestic machine. It is not designed for leather, vinyl or upholstery fabrics, or for sewing through more than four layers of denim. Forcing thick material under the foot can bend the needle bar and will void the guarantee.

4. TROUBLESHOOTING

Thread bunches into a nest under the fabric: this is almost always a problem with the upper thread, not the bobbin. The machine was threaded with the presser foot down, so the thread is not held between the tension discs and feeds loosely. Raise the presser foot and rethread the upper thread completely.

Needle breaks: the needle is too fine for the fabric, or the fabric is being pulled through by hand. Let the feed dogs move the fabric.

Skipped stitches on stretch fabric: use a ballpoint needle. A universal needle pierces the knitted fibres, and the loop of thread is not picked up by the hook.

5. MAINTENANCE

Remove lint from the bobbin area after every eight hours of sewing. Put one drop of sewing machine oil on the hook race once a month. Do not use household oils: they thicken over time and gum up the moving parts.
`,

  // 6. forum thread
  'hearthtalk-wet-wood-thread.md': `---
title: "Stove barely gets warm and the glass goes black – wet wood?" – HearthTalk forum
url: https://hearthtalk.example.com/threads/48211
---

**Rob_in_Cumbria** wrote:
Had a woodburner fitted in October. Within an hour the glass goes black, the stove barely gets warm and there's a tarry smell outside. The logs are birch from a man who sold them as "seasoned", but he admitted they were cut in the spring. Is it worth mixing them with some dry logs from the DIY shop to get them going?

**EmberAnne** wrote:
That's wet wood. Buy a moisture meter (about £20), split a log and test the fresh face, not the outside. Anything over 20% shouldn't go in a stove. Wet wood spends its heat boiling off water, so the fire burns cool, smokes, and leaves tar and creosote on the glass and in the flue. That's what is blackening your glass.

**Rob_in_Cumbria** wrote:
Meter says 34% on a freshly split face. Ouch.

**OldFlueDave** wrote:
Mixing won't help, I'm afraid. The wet logs still cool the whole fire and you still get the creosote. Creosote build-up is what caused my chimney fire in 2019. Birch in Cumbria needs at least a year split and stacked under cover, so don't believe anyone who tells you six months.

**Pellinore** wrote:
Disagree with Dave. Birch is fine after six months if you split it small and stack it somewhere windy. I've burnt six-month birch for years without trouble.

**EmberAnne** wrote:
Either way, test it with the meter. When you buy, look for the Ready to Burn logo: that scheme certifies firewood at 20% moisture or under.

**Rob_in_Cumbria** wrote:
Update: bought kiln-dried logs at 14% for this winter and the glass stays clean. The birch is stacked in the lean-to for next year.
`,

  // 7. CSV table
  'firewood-species.csv': `species,heat_kwh_per_m3,min_seasoning_months,splitting,sparks,notes
Hornbeam,2400,24,hard,low,"Densest common hardwood; slow to season"
Oak,2100,24,moderate,low,"Must be seasoned two years or it smoulders"
Beech,2100,18,moderate,moderate,"Rots quickly if stacked uncovered"
Ash,1900,12,easy,low,"Burns reasonably well even when only partly dry"
Birch,1800,12,easy,moderate,"Bark is waterproof; split logs or they rot before drying"
Sycamore,1700,12,easy,low,"Good general firewood"
Pine,1400,9,easy,high,"Resinous; spits and leaves more soot in the flue"
Poplar,1100,12,easy,low,"Poor heat; smoky"
`,

  // 8. personal blog post
  'learning-morse-at-sixty.md': `---
title: Learning Morse at sixty
url: https://kenwrites.example.org/2025/04/learning-morse-at-sixty
---

# Learning Morse at sixty

I retired from the Post Office in 2023 and promised myself that I would finally learn Morse code, something my father did in the Merchant Navy. I passed the Foundation amateur radio licence in June 2023 and was given the callsign M7KRW. You need a licence to transmit, but you do not need a licence to listen: anyone can tune a receiver to the bottom end of the 40-metre band and copy what is being sent.

My first attempt was with a printed chart of dots and dashes. I memorised the whole alphabet in a week and then found that I could not read anything on the air faster than about five words per minute, because I was counting the dots and dashes in my head and looking each letter up.

Margaret, the Morse instructor at our club, told me to throw the chart away and use the Koch method instead. You learn each character by its sound at full speed, 20 words per minute, starting with just two letters and adding a new one only when you can copy 90 percent correctly. She combined it with Farnsworth spacing: the characters are sent at 20 words per minute but with long gaps between them, so you hear each letter as a rhythm rather than as dots to count.

I practised for twenty minutes a day and never longer, because after about half an hour my accuracy fell off a cliff. It took me eleven months to reach 15 words per minute. My first real contact was with a station in Portugal on 14 March 2024, using a straight key I bought at a radio rally for £12 and a second-hand transceiver from a club member.

If you are thinking of trying it: start with the sounds, not the chart.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- yes/no ---
  {
    query: 'I\'ve just been given a half plot at Harlow Vale. Can I put a shed on it straight away?',
    type: 'yes/no',
    probe: 'an FAQ answer that begins "No, not without written permission"',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['written permission']] },
  },
  {
    query: 'Can I use the Stitchwell SM-400 to sew leather for a bag?',
    type: 'yes/no',
    probe: 'a denial in a manual ("not designed for leather")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not designed for leather', 'leather']] },
  },
  {
    query: 'Did the nineteenth-century ice trade really ship ice as far as India?',
    type: 'yes/no',
    probe: 'a yes whose evidence names Calcutta, not India',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['Calcutta'], ['1833', 'Tuscany', '100 tonnes']] },
  },
  {
    query: 'My birch logs are still wet. Is it worth mixing them with dry logs to get the fire going?',
    type: 'yes/no',
    probe: 'a forum reply that says no ("Mixing won\'t help") with the reason',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['won\'t help', 'creosote'], ['cool']] },
  },
  {
    query: 'Do I need a licence just to listen to Morse code on the radio?',
    type: 'yes/no',
    probe: 'a denial in first-person blog text ("you do not need a licence to listen")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not need a licence to listen', 'do not need a licence']] },
  },
  {
    query: 'I\'m hoping to take a stall when Dunmore market hall reopens. Will I have to pay rent in the first three months?',
    type: 'yes/no',
    probe: 'a denial stated as "rents will be waived"',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['waived'], ['£62', '1 December']] },
  },
  {
    query: 'Were any of the original slates put back on the Dunmore market hall roof?',
    type: 'yes/no',
    probe: 'a yes stated as a proportion (about 70 percent) in an HTML news report',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['70 percent']] },
  },
  // --- comparison ---
  {
    query: 'The Herald and the town council both give a cost for the market hall restoration. Do their figures agree?',
    type: 'comparison',
    probe: 'two documents disagree (£4.2 million vs £3.9 million)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['4.2'], ['3.9']] },
  },
  {
    query: 'Someone on the stove forum says birch can be burnt after six months. Does the firewood table agree with that?',
    type: 'comparison',
    probe: 'a forum claim (six months) against a CSV cell (12 months) and another poster (at least a year)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['six months', '6 months'], ['12', 'a year']] },
  },
  {
    query: 'Is oak a better firewood than birch for heat output?',
    type: 'comparison',
    probe: 'two CSV rows compared on one column (2100 vs 1800 kWh per m3)',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['2100', '2,100'], ['1800', '1,800']] },
  },
  // --- why / how ---
  {
    query: 'The thread keeps bunching into a big nest under the fabric on my SM-400. Why does that happen?',
    type: 'why/how',
    probe: 'a troubleshooting entry whose cause is the upper thread and the presser foot',
    expect: { kind: 'answer', facts: [['presser foot'], ['tension discs']], lead: ['upper thread', 'presser foot', 'tension discs'] },
  },
  {
    query: 'How did the ice survive months at sea on the way to the tropics?',
    type: 'why/how',
    probe: 'a cause in a because-clause (sawdust insulation, closed hatches)',
    expect: { kind: 'answer', facts: [['sawdust'], ['insulat', 'hatches']], lead: ['sawdust'] },
  },
  {
    query: 'Explain briefly: why did the natural ice trade collapse?',
    type: 'why/how',
    probe: 'several causes in one paragraph; a reply-form instruction inside the question',
    expect: { kind: 'answer', facts: [['refrigeration'], ['polluted', 'sewage', 'typhoid']], lead: ['refrigeration', 'plant-made'] },
  },
  {
    query: 'Why was Dunmore market hall shut in 2022?',
    type: 'why/how',
    probe: 'a cause given with "after" (beetle, falling slate), not a because-clause',
    expect: { kind: 'answer', facts: [['death-watch beetle', 'beetle'], ['slate']], lead: ['beetle', 'slate'] },
  },
  {
    query: 'I learned the Morse alphabet from a chart but can\'t read it on air. How did the blogger get past that?',
    type: 'why/how',
    probe: 'a method in a first-person blog (Koch method, Farnsworth spacing), in other words than the source',
    expect: { kind: 'answer', facts: [['Koch'], ['Farnsworth', 'full speed', '20 words per minute']], lead: ['Koch', 'sound', 'full speed'] },
  },
  {
    query: 'Why won\'t the allotment society let me use old carpet to keep weeds down?',
    type: 'why/how',
    probe: 'an FAQ heading that is the question; the causes in the next sentences',
    expect: { kind: 'answer', facts: [['microplastic'], ['dyes', 'flame-retardant', 'chemicals']], lead: ['microplastic', 'backing'] },
  },
  {
    query: 'In one sentence: why does burning wet wood make the stove glass go black?',
    type: 'why/how',
    probe: 'a cause in a forum reply, with a one-sentence reply form asked for',
    expect: { kind: 'answer', facts: [['creosote', 'tar']], lead: ['creosote', 'tar', 'burns cool', 'boiling off water'] },
  },
  // --- what / which / who / when / how much ---
  {
    query: 'What needle size should I use for denim on the SM-400?',
    type: 'what',
    probe: 'a row of a plain-text chart in a manual',
    expect: { kind: 'answer', facts: [['100/16', '110/18']], lead: ['100/16', '110/18'] },
  },
  {
    query: 'Who started the ice trade, and where did the first cargo go?',
    type: 'what',
    probe: 'a who-question with a second part, answered in one sentence',
    expect: { kind: 'answer', facts: [['Tudor'], ['Martinique']], lead: ['Tudor'] },
  },
  {
    query: 'Just the figure, please: what is the yearly rent for a full plot at Harlow Vale?',
    type: 'what',
    probe: 'a reply-form instruction before the question; the figure sits beside the half-plot figure',
    expect: { kind: 'answer', facts: [['£68']], lead: ['£68'] },
  },
  {
    query: 'When does the Dunmore market hall open its doors again?',
    type: 'what',
    probe: 'a date both documents give, asked in other words ("open its doors again")',
    expect: { kind: 'answer', facts: [['6 September']], lead: ['6 September'] },
  },
  {
    query: 'Which wood in the firewood table gives the most heat?',
    type: 'what',
    probe: 'the maximum of a CSV column, answered by its row',
    expect: { kind: 'answer', facts: [['Hornbeam'], ['2400', '2,400']], lead: ['Hornbeam'] },
  },
  {
    query: 'How long did it take the blogger to get up to 15 words a minute?',
    type: 'what',
    probe: 'a duration in first-person text ("words a minute" vs "words per minute")',
    expect: { kind: 'answer', facts: [['eleven months', '11 months']], lead: ['eleven months', '11 months'] },
  },
  {
    query: 'What moisture reading should logs be under before they go in a woodburner?',
    type: 'what',
    probe: 'a threshold stated twice in a forum thread ("Anything over 20%"; "20% moisture or under")',
    expect: { kind: 'answer', facts: [['20%', '20 percent']], lead: ['20%', '20 percent'] },
  },
  // --- unanswerable ---
  {
    query: 'How long is the guarantee on the Stitchwell SM-400?',
    type: 'unanswerable',
    probe: 'the manual mentions voiding the guarantee but gives no period',
    expect: { kind: 'none' },
  },
  {
    query: 'What did a tonne of ice sell for in Calcutta?',
    type: 'unanswerable',
    probe: 'Calcutta, tonnes and ice all occur; no price does',
    expect: { kind: 'none' },
  },
  {
    query: 'Who was the architect of Dunmore\'s Victorian market hall?',
    type: 'unanswerable',
    probe: 'the hall, its date and a surveyor occur; no architect',
    expect: { kind: 'none' },
  },
  // --- half-answerable ---
  {
    query: 'How much is a half plot at Harlow Vale, and is there a discount for pensioners?',
    type: 'half',
    probe: 'the half-plot rent is covered; no discount is mentioned at all',
    expect: { kind: 'partial', facts: [['£36']], missing: 'pensioner' },
  },
  {
    query: 'How many stalls will the restored market hall have, and is there parking for traders?',
    type: 'half',
    probe: 'the stall count is in both documents; parking is in neither (deliveries are, which must not count)',
    expect: { kind: 'partial', facts: [['46']], missing: 'parking' },
  },
  {
    query: 'What callsign did the blogger get, and what was the price of his radio?',
    type: 'half',
    probe: 'the callsign is covered; the transceiver\'s price is not (the key\'s £12 is, which must not be passed off as it)',
    expect: { kind: 'partial', facts: [['M7KRW']], missing: 'price' },
  },
];
