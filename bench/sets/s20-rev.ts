// Reviewer rev20's unseen answer-quality set (session 20): 8 documents, 30 questions, written before
// reading the engine's code. Topics: saffron (an encyclopedic article and a grower's blog that give
// different flowers-per-gram figures), a tram extension (a news report in HTML and a council notice that
// give different parking figures), a community darkroom FAQ, an electric pressure cooker manual, a cycling
// forum thread about squealing disc brakes, and a reservoir's monthly levels in CSV.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article
  'saffron.md': `---
title: Saffron
url: https://encyclopedia.example.net/saffron
---

# Saffron

Saffron is a spice made from the dried stigmas of the saffron crocus (Crocus sativus), an autumn-flowering plant that cannot set seed and is propagated only by dividing its underground corms. Each flower bears three crimson stigmas, which are picked on the morning the flower opens.

Saffron is the most expensive spice in the world by weight. About 150 flowers are needed to produce one gram of dried saffron, and every stigma must be picked by hand, because the flowers open over only two or three weeks in autumn and the stigmas are too delicate for machines. Wholesale prices in 2023 ranged from about 3,000 to 10,000 US dollars per kilogram.

Iran grows about 90 percent of the world's saffron, mostly in the province of Razavi Khorasan. Smaller producers include India, where it is grown in Kashmir, as well as Greece, Afghanistan, Morocco and Spain.

The colour and flavour of saffron come from three compounds. Crocin gives the golden-yellow colour that saffron lends to food; picrocrocin is responsible for the bitter taste; and safranal, which forms from picrocrocin as the stigmas are dried, gives the hay-like aroma.

Because of its price, saffron is often adulterated. Common frauds include mixing in safflower petals, dyed corn silk or the pale yellow styles of the crocus itself, which add weight but no flavour. The international standard ISO 3632 grades saffron into categories according to its crocin, picrocrocin and safranal content as measured in a laboratory.

Saffron is used in dishes such as Spanish paella, Milanese risotto and Persian rice, and in small amounts as a dye for cloth. Studies of saffron extract in people with mild depression have reported some benefit, but the trials were small, most were run in a single country, and reviewers judge the evidence to be of low quality.
`,

  // 2. personal blog post
  'saffron-year-three.md': `---
title: "Saffron, year three: 1,240 flowers and a sore back"
url: https://muddyboots.example.blog/2025/11/saffron-year-three
author: Helen Marsh
---

# Saffron, year three: 1,240 flowers and a sore back

When I told people at the allotment that I was going to grow saffron in West Yorkshire, most of them laughed. Three autumns later I'm the one laughing, though my back isn't.

I bought 200 corms from a bulb nursery in August 2022 and planted them 10 cm deep in a raised bed filled with grit and sandy soil, because saffron crocuses hate sitting in wet ground. In that first autumn only about a third of them flowered, which the nursery said is normal for small corms. Each year the corms multiply underground, and this October the bed was purple for three weeks.

This year I picked 1,240 flowers, and once dried they gave me 5.1 grams of saffron. That works out at roughly 240 flowers per gram, far more than the 150 flowers that books usually quote. My guess is that my flowers are smaller because our autumns are cool and cloudy, but I have nothing to prove it.

The picking is the easy part. Separating the three red threads from each flower took me about 14 hours in total, sitting at the kitchen table with tweezers. I dry the threads on a plate near the radiator for about 12 hours, until they snap rather than bend, and keep them in a small jar in the dark.

The worst setback came in the second winter, when mice dug up and ate about forty corms. Since then I plant the corms in mesh baskets, and I have not lost one since.

A tip I learned the hard way: do not water the bed in summer. The corms are dormant from June to August and rot in wet soil; the first summer I watered them along with the beans and lost a dozen.

So, is it worth it? Not for the money. My 5.1 grams would cost about £35 at supermarket prices, and I spent well over 14 hours on it. But the smell of a kitchen full of drying saffron, and a risotto made with my own, are worth every minute. I'm planting another 100 corms next year.
`,

  // 3. news report (HTML)
  'line3-opens.html': `<!doctype html>
<html lang="en"><head><title>Line 3 tram extension opens to Ashby Park, four months late</title>
<meta name="url" content="https://kellbridgepost.example.co.uk/news/2025/10/line-3-opens"></head>
<body>
<nav><a href="/">Home</a> | <a href="/news">News</a> | <a href="/sport">Sport</a> | <a href="/business">Business</a></nav>
<article>
<h1>Line 3 tram extension opens to Ashby Park, four months late</h1>
<p class="byline">By Priyanka Doyle, Transport Correspondent, 6 October 2025</p>
<p>KELLBRIDGE. The first passengers rode the Line 3 tram extension to Ashby Park on Sunday, four months later than planned, after engineers found an uncharted Victorian sewer beneath Mill Road during excavation last year.</p>
<p>The 4.2-kilometre extension adds five stops between the city centre and the Ashby Park estate. Trams run every 8 minutes during the day and every 15 minutes in the evening, and the journey from the city centre to Ashby Park takes 19 minutes, compared with about 35 minutes on the bus route it replaces.</p>
<p>The extension cost £186 million against an original budget of £152 million. The transport authority said the overrun came mainly from diverting the sewer, which took eleven weeks, and from a rise in the price of steel rail in 2024.</p>
<p>A single fare is £2.10, the same as on the rest of the network, and under-16s travel free at weekends.</p>
<p>Not everyone is celebrating. To make room for the tracks, 140 parking spaces were removed along Mill Road, and several traders say business has suffered. "My takings are down by a fifth since the barriers went up," said Farid Haddad, who runs a hardware shop near the Mill Road stop.</p>
<p>The transport authority says a 400-space park-and-ride at Ashby Park will open in spring 2026.</p>
</article>
<footer>&copy; Kellbridge Post</footer>
</body></html>
`,

  // 4. council notice
  'mill-road-parking-notice.txt': `KELLBRIDGE CITY COUNCIL
PUBLIC NOTICE

MILL ROAD (LINE 3 TRAM ROUTE): CHANGES TO PARKING AND LOADING

Notice is given that Kellbridge City Council proposes to make the Kellbridge (Mill Road) (Parking Places and Loading) Order 2025 under the Road Traffic Regulation Act 1984.

EFFECT OF THE ORDER

1. A total of 96 pay-and-display parking bays on Mill Road between Station Square and Ashby Lane will be removed permanently from 3 November 2025. The bays are being removed because the tram tracks run along the kerbside lanes and a parked car would block the tram.

2. 30 new pay-and-display bays will be created on Tanner Street, which runs parallel to Mill Road, so the net loss of parking in the area is 66 spaces.

3. The eight disabled (Blue Badge) bays on Mill Road will be kept, but moved into side streets within 50 metres of their present positions.

4. Loading and unloading on Mill Road will be allowed only between 07:00 and 10:00, Monday to Saturday.

5. Residents of Mill Road may apply for a Zone M residents' permit, which is free for the first year and costs £60 a year after that.

OBJECTIONS

Anyone who wishes to object to the proposals must write to the Traffic Orders Team, Kellbridge City Council, Guildhall, Kellbridge KB1 1AA, stating the grounds of the objection, by 20 October 2025. Objections may also be emailed to trafficorders@kellbridge.example.gov.uk.

Dated 22 September 2025
Head of Legal and Democratic Services
`,

  // 5. FAQ page
  'lumen-darkroom-faq.md': `---
title: Lumen Community Darkroom - Frequently asked questions
url: https://lumendarkroom.example.org/faq
---

# Frequently asked questions

## What is Lumen?

Lumen is a shared black-and-white darkroom in the basement of the old Corn Exchange, run by volunteers since 2019. We have six enlargers for prints up to 16 x 20 inches, a film-processing sink and a drying cabinet.

## Do I need darkroom experience?

No. But everyone must complete a three-hour induction before booking on their own. The induction costs £30 and covers the chemistry, the enlargers and our safety rules. Experienced printers still do the induction, because every darkroom's equipment and rules are different.

## How much does it cost?

Membership is £15 a month, and each three-hour session costs £6 on top. Only members can book sessions.

## Can I print in colour?

No. Lumen is black-and-white only. Colour printing (RA-4) needs chemistry held at a steady 35 °C, and its fumes need mechanical extraction that we are not allowed to install in a listed building.

## Can I bring my own chemicals?

You may bring your own film developer. Paper developer, stop bath and fixer are supplied and you must use ours, because mixing brands in the shared trays has caused fogged prints in the past.

## Will you develop my films for me?

No. Lumen is self-service. The notice board lists two labs in town that develop film by post.

## Why do phones have to stay in the lockers?

Photographic paper is sensitive to the light from a phone screen. Even a quick glance at a message can fog every sheet of paper open on the bench, so phones and smartwatches stay in the lockers by the door.

## Can children come?

Young people aged 12 to 15 can print at our family sessions on the first Sunday of each month, with a parent or carer who is a member.

## What happens to used chemicals?

Used fixer contains dissolved silver and must not be poured down the sink: our water company does not allow it. We collect it in marked drums, and a recovery firm takes it away twice a year to reclaim the silver. Used developer and stop bath are diluted and may go down the drain.

## When are you open?

Tuesday to Thursday 18:00-22:00 and Saturday 10:00-18:00.
`,

  // 6. product manual
  'kestrel-ec6-manual.md': `---
title: Kestrel EC-6 Electric Pressure Cooker - Instruction Manual
---

# Kestrel EC-6 Electric Pressure Cooker

## Important safeguards

- Do not use this appliance for pressure canning. Its internal temperature cannot be verified with a tested canning gauge, and under-processed preserves can carry botulism.
- Never fill the inner pot above the PRESSURE MAX line, which is two-thirds of its height. For foods that swell or foam, such as rice, dried beans, lentils and porridge oats, fill no more than half.
- Do not force the lid open. The float valve locks the lid while there is pressure inside.

## Specifications

Capacity: 6 litres. Power: 1000 W, 220-240 V. Working pressure: high 70 kPa, low 40 kPa.

## Before cooking

Always add at least 250 ml of liquid (water, stock or sauce). The cooker builds pressure by boiling this liquid into steam; with too little liquid the pot overheats, the display shows BURN and the cooker stops heating.

## Releasing pressure

Natural release: leave the cooker to cool until the float valve drops, which takes 10 to 25 minutes. Quick release: turn the steam valve to VENT, keeping hands and face away from the jet of steam.

Use natural release for beans, grains, porridge and soups, because a quick release can make the foaming liquid spray out of the steam valve. Use quick release for vegetables and seafood, which overcook if left to cool slowly.

## Cooking times at high pressure

| Food | Liquid | Time |
|---|---|---|
| White rice, 1 cup | 1 cup water | 4 min |
| Brown rice, 1 cup | 1.25 cups water | 22 min |
| Dried chickpeas, unsoaked | 1 litre water | 40 min |
| Dried chickpeas, soaked overnight | 750 ml water | 14 min |
| Beef stew, 3 cm chunks | 500 ml stock | 35 min |
| Whole chicken, 1.5 kg | 250 ml water | 24 min |

Above 900 metres of altitude, add 5 percent to the cooking time for every 300 metres.

## Error codes

| Code | Meaning | What to do |
|---|---|---|
| C6 | Lid not closed or not locked | Turn the lid clockwise until it clicks |
| E1 | Temperature sensor fault | Unplug the cooker and contact the service centre |
| E3 | Overheating | Unplug, let it cool and check there is liquid in the pot |
| BURN | Too little liquid, or food stuck to the base | Release pressure, stir, scrape the base and add liquid |

## Care and cleaning

The silicone sealing ring absorbs the smell of strongly flavoured food, so many owners keep two rings, one for savoury and one for sweet dishes. Replace the sealing ring every 12 to 18 months, or sooner if it is cracked or no longer seals.

## Warranty

The Kestrel EC-6 is guaranteed for two years from the date of purchase against faults in materials and workmanship. The sealing ring, the coating of the inner pot and damage caused by misuse are not covered.
`,

  // 7. forum thread
  'forum-disc-brake-squeal.md': `# Disc brakes squealing after wet rides - any ideas?

Trailside Cycling Forum > Maintenance and Repair

**riverside_rob** wrote on 3 March 2025:

My gravel bike (Shimano GRX hydraulic discs, resin pads, about 2,000 km on them) has started howling every time I brake after a wet ride. It started the week after I degreased the chain with a spray can while the bike was on the stand. Do I need new rotors? They're not cheap.

**spokewright** wrote on 3 March 2025:

Almost certainly contamination. Degreaser overspray or chain lube on the rotor gets into the pad material, and the pads then glaze and squeal, especially when wet. Clean the rotors with isopropyl alcohol and a clean rag. Contaminated resin pads can sometimes be rescued by sanding off the surface, but honestly new pads at £15-20 a pair are the safer bet. And never use WD-40 anywhere near your brakes.

**gravelgran** wrote on 4 March 2025:

You almost never need new rotors for noise. Only replace a rotor if it is worn below the minimum thickness stamped on it, usually 1.5 mm, or if it is badly bent. On pads: I switched to sintered (metal) pads for winter. They last much longer in wet, gritty conditions, but they're noisier than resin and take longer to bed in. If quiet braking matters to you, stay with resin.

**spokewright** wrote on 4 March 2025:

Agree with gravelgran on rotors. One thing I'd add: whatever pads you fit, bed them in properly or they will squeal anyway.

**riverside_rob** wrote on 9 March 2025:

Update for anyone who finds this thread later: I cleaned the rotors with isopropyl alcohol, fitted new resin pads (£18 for the pair) and bedded them in with about 20 firm stops from around 25 km/h down to walking pace, without locking the wheel, on a quiet road. Silent since, even in the rain. Thanks all!

**Mod_Halvard** wrote on 9 March 2025:

Marked as solved. If the noise comes back, also check that the caliper is centred over the rotor.
`,

  // 8. CSV table
  'holmbrook-reservoir-2025.csv': `month,level_pct,rainfall_mm,notes
2025-01,96,112,"Spilling over the weir for most of the month"
2025-02,98,88,""
2025-03,94,41,"Driest March at the Holmbrook rain gauge since records began in 1961"
2025-04,89,22,""
2025-05,81,30,"Rangers report exposed banks on the north arm"
2025-06,70,18,"Water company asks customers to save water"
2025-07,55,26,"Hosepipe ban in force from 14 July for all customers supplied from Holmbrook"
2025-08,41,35,"Lowest level since 1995; walls of the drowned farm at Holm Ing visible"
2025-09,47,98,"Heavy rain from 12 September; hosepipe ban lifted on 30 September"
2025-10,63,121,""
2025-11,78,140,""
2025-12,88,110,"Sailing club resumes winter racing"
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- yes/no ---
  {
    query: 'I have a Kestrel EC-6 and a glut of tomatoes. Can I use it to pressure-can them for the winter?',
    type: 'yes/no',
    probe: 'an imperative denial in a bulleted safeguard ("Do not use this appliance for pressure canning")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['pressure canning'], ['botulism', 'cannot be verified']] },
  },
  {
    query: 'Can I print colour photos at the Lumen darkroom?',
    type: 'yes/no',
    probe: 'an FAQ answer that starts with a bare "No." and gives two reasons',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['black-and-white only', 'black-and-white'], ['35 °C', 'extraction', 'listed building']] },
  },
  {
    query: 'My saffron corms have no leaves in July and the soil looks bone dry. Should I water them?',
    type: 'yes/no',
    probe: 'a blog tip in other words ("do not water the bed in summer")',
    verdict: 'no',
    untrue: ['water them weekly'],
    expect: { kind: 'answer', facts: [['dormant'], ['rot']], lead: ['do not water', 'dormant', 'rot'] },
  },
  {
    query: 'Did the Line 3 tram extension to Ashby Park open on time?',
    type: 'yes/no',
    probe: 'a denial stated as "four months later than planned" in an HTML news report',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['four months'], ['sewer']], lead: ['four months'] },
  },
  {
    query: 'My disc brakes have started squealing. Do I need to buy new rotors?',
    type: 'yes/no',
    probe: 'a forum thread: the question is the opening post; the answer is a reply ("almost never need new rotors")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['almost never need new rotors', 'minimum thickness', '1.5 mm'], ['contamination', 'isopropyl']] },
  },
  {
    query: 'Is saffron proven to help with depression?',
    type: 'yes/no',
    probe: 'a hedged finding: some benefit reported, but small trials and low-quality evidence; must not claim it is proven',
    verdict: 'qualified',
    untrue: ['proven to help', 'is an effective treatment'],
    expect: { kind: 'answer', facts: [['low quality'], ['small']] },
  },
  {
    query: "I'm thinking of growing my own saffron to save money. Is it worth it?",
    type: 'yes/no',
    probe: '"is it worth" answered in the blogger\'s own words ("Not for the money")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not for the money'], ['£35', '14 hours']] },
  },
  // --- comparisons ---
  {
    query: "How many crocus flowers does it take to make one gram of saffron? The encyclopedia and the blog don't seem to agree.",
    type: 'comparison',
    probe: 'two documents give different figures (150 vs about 240 flowers per gram)',
    expect: { kind: 'answer', facts: [['150'], ['240']] },
  },
  {
    query: 'The Post says Mill Road lost 140 parking spaces to the tram. Does the council notice give the same number?',
    type: 'comparison',
    probe: 'a news report and a council notice disagree (140 removed vs 96 bays removed, net loss 66)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['140'], ['96']] },
  },
  {
    query: 'Are sintered brake pads quieter than resin pads?',
    type: 'comparison',
    probe: 'a comparison stated the other way round ("noisier than resin") in a forum reply',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['noisier']] },
  },
  // --- why / how ---
  {
    query: 'Why did the Line 3 extension end up costing more than planned?',
    type: 'why/how',
    probe: 'two causes in one sentence after the figures ("the overrun came mainly from")',
    expect: { kind: 'answer', facts: [['sewer'], ['steel']], lead: ['sewer', 'steel'] },
  },
  {
    query: 'Why is saffron so expensive?',
    type: 'why/how',
    probe: 'the cause is the labour (150 flowers per gram, hand-picking), not the price range that follows',
    expect: { kind: 'answer', facts: [['150 flowers', 'by hand'], ['delicate', 'machines']], lead: ['150', 'by hand', 'machines', 'delicate'] },
  },
  {
    query: 'Why do I have to leave my phone in a locker at the darkroom? I only want to check the time.',
    type: 'why/how',
    probe: 'an FAQ heading that is the question; the cause is in the body',
    expect: { kind: 'answer', facts: [['fog']], lead: ['fog', 'sensitive', 'screen'] },
  },
  {
    query: 'How do you bed in new disc brake pads?',
    type: 'why/how',
    probe: 'a procedure told in a first-person update at the end of a forum thread',
    expect: { kind: 'answer', facts: [['20 firm stops', '20 stops'], ['25 km/h']], lead: ['stops'] },
  },
  {
    query: 'Why does the Kestrel manual tell you to let the pressure drop naturally when cooking beans instead of using quick release?',
    type: 'why/how',
    probe: 'a because-clause in a manual ("foaming liquid spray out of the steam valve")',
    expect: { kind: 'answer', facts: [['foam']], lead: ['foam'] },
  },
  {
    query: 'How does Lumen get rid of used fixer, and why can it not just go down the sink?',
    type: 'why/how',
    probe: 'a disposal method and its reason in one FAQ answer',
    expect: { kind: 'answer', facts: [['silver'], ['recovery firm', 'drums']], lead: ['silver', 'drums', 'recovery', 'must not be poured'] },
  },
  // --- what / which / who / when / how much ---
  {
    query: "Which country produces most of the world's saffron?",
    type: 'what',
    probe: 'a superlative in other words ("produces most" vs "grows about 90 percent")',
    expect: { kind: 'answer', facts: [['Iran'], ['90 percent']], lead: ['Iran'] },
  },
  {
    query: 'In which month of 2025 was Holmbrook reservoir at its lowest, and how full was it?',
    type: 'what',
    probe: 'the minimum of a CSV column, answered by its row',
    expect: { kind: 'answer', facts: [['2025-08', 'August'], ['41']], lead: ['2025-08', 'August'] },
  },
  {
    query: 'How much is the induction at Lumen, and how long does it last?',
    type: 'what',
    probe: 'a fee and a duration in an FAQ answer whose heading asks something else ("Do I need darkroom experience?")',
    expect: { kind: 'answer', facts: [['£30'], ['three-hour', 'three hours', '3-hour', '3 hours']], lead: ['£30'] },
  },
  {
    query: 'How long does the tram take now from the city centre to Ashby Park?',
    type: 'what',
    probe: 'a duration inside a long HTML paragraph with other numbers (8 and 15 minutes, 35 minutes by bus)',
    expect: { kind: 'answer', facts: [['19 minutes']], lead: ['19 minutes'] },
  },
  {
    query: 'What gives saffron its yellow colour? Answer in one sentence.',
    type: 'what',
    probe: 'a reply-form instruction inside the question; one compound among three in one sentence',
    expect: { kind: 'answer', facts: [['crocin']], lead: ['crocin'], offTopic: ['Razavi', 'ISO 3632'] },
  },
  {
    query: 'When did the Holmbrook hosepipe ban start and when was it lifted?',
    type: 'what',
    probe: 'two dates in two CSV notes cells',
    expect: { kind: 'answer', facts: [['14 July'], ['30 September']] },
  },
  {
    query: "What's the least amount of liquid I can put in the Kestrel pressure cooker?",
    type: 'what',
    probe: 'other words ("least amount" vs "at least 250 ml")',
    expect: { kind: 'answer', facts: [['250 ml']], lead: ['250'] },
  },
  {
    query: 'Mice keep digging up my crocus bulbs. What did the saffron blogger do about hers?',
    type: 'what',
    probe: 'a first-person remedy; "bulbs" vs "corms"',
    expect: { kind: 'answer', facts: [['mesh baskets', 'mesh']], lead: ['mesh'] },
  },
  // --- half-answerable ---
  {
    query: 'How often do the trams run to Ashby Park, and how much is an annual season ticket?',
    type: 'half',
    probe: 'frequency covered; a season ticket is not (a single fare is, which must not be passed off as it)',
    expect: { kind: 'partial', facts: [['8 minutes']], missing: 'season ticket' },
  },
  {
    query: 'What do I need to do before I can book the darkroom on my own, and is there a student discount?',
    type: 'half',
    probe: 'the induction is covered; no student rate is mentioned',
    expect: { kind: 'partial', facts: [['induction']], missing: 'student' },
  },
  {
    query: 'How much rain fell at Holmbrook in June 2025, and how does that compare with the long-term June average?',
    type: 'half',
    probe: 'a CSV cell is covered (18 mm); no average exists anywhere',
    expect: { kind: 'partial', facts: [['18']], missing: 'average' },
  },
  // --- unanswerable ---
  {
    query: 'How much does a Kestrel EC-6 cost to buy?',
    type: 'unanswerable',
    probe: 'the manual has a warranty and specifications but no price; other documents have prices (£18 pads, £2.10 fare)',
    expect: { kind: 'none' },
  },
  {
    query: 'Who was the mayor of Kellbridge when the Line 3 extension opened?',
    type: 'unanswerable',
    probe: 'Kellbridge and Line 3 occur in two documents; no mayor is named',
    expect: { kind: 'none' },
  },
  {
    query: 'What is the best fertiliser for saffron crocuses?',
    type: 'unanswerable',
    probe: 'saffron crocus cultivation is described (soil, depth, watering) but fertiliser never is',
    expect: { kind: 'none' },
  },
];
