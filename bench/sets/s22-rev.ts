// Reviewer rev22's unseen answer-quality set (session 22): 8 documents, 30 questions, written without
// reading the engine's code. Topics: cork oak (encyclopedic), a desalination plant (news in HTML and a
// town-council notice that give different figures), a community choir FAQ, an electric knife sharpener
// manual, a forum thread on cherry shrimp, a half-marathon results CSV, and a whetstone blog post that
// disagrees with the sharpener manual.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'cork-oak.md': `---
title: Cork oak
url: https://encyclopedia.example.net/cork-oak
---

# Cork oak

The cork oak (Quercus suber) is an evergreen oak native to the western Mediterranean, growing mainly in Portugal, Spain, Morocco, Algeria, Tunisia, southern France and Italy. Portugal holds about a third of the world's cork oak woodland and produces roughly half of the world's cork.

The tree's thick outer bark, made of cork, protects it against fire and drought. After a wildfire a cork oak can sprout again from buds beneath the bark, which is why it often survives fires that kill the pines and eucalyptus around it.

## Harvesting

Cork is harvested by stripping the bark by hand with a special axe, without felling the tree. The first harvest, called desbóia, can take place only when the trunk reaches a circumference of 70 centimetres at 1.3 metres above the ground, usually when the tree is about 25 years old. The first two harvests give a rough, irregular cork that is not suitable for wine stoppers; it is ground up for flooring and insulation. Only from the third harvest, when the tree is around 43 years old, is the cork good enough for stoppers.

After each harvest the bark takes nine years to grow back, and Portuguese law forbids stripping a tree more often than every nine years. The year of the last harvest is painted on the trunk in white so that harvesters know when a tree is due.

Stripping takes place between May and August, when the tree is growing actively and the bark comes away easily. Outside this period the bark clings to the trunk, and the harvester would damage the phellogen, the living layer beneath it, from which new cork grows.

A cork oak lives for around 200 years and can be harvested about 15 times in its life.

## Uses

About 70 percent of the value of the cork industry comes from wine stoppers. Cork is also used for flooring, insulation boards, shoe soles and the heat shields of spacecraft. It does not rot easily and is impermeable to liquids because its cell walls contain suberin, a waxy substance.

## Ecology and threats

The cork oak woodlands, called montados in Portugal and dehesas in Spain, are among the richest habitats in Europe. They support the endangered Iberian lynx and the Spanish imperial eagle and are grazed by pigs, sheep and cattle.

The species itself is not considered threatened. Since the 1980s, however, a decline syndrome linked to drought and to the root pathogen Phytophthora cinnamomi has killed many trees in southern Portugal and Spain. Conservation groups also argue that the spread of plastic stoppers and screw caps threatens the woodlands, because landowners earn less from cork and may clear the trees for other crops.
`,

  'saltmere-desal-news.html': `<!doctype html>
<html><head><title>Sea water flows from Saltmere taps as Gull Point plant opens</title>
<meta name="url" content="https://news.example.co.uk/2026/05/saltmere-desalination"></head>
<body>
<nav><a href="/">Home</a> | <a href="/local">Local</a> | <a href="/weather">Weather</a></nav>
<h1>Sea water flows from Saltmere taps as Gull Point plant opens</h1>
<p class="byline">By Nia Trewin, West Coast Gazette, 2 May 2026</p>
<p>SALTMERE. Drinking water made from the sea began flowing into homes in Saltmere on Tuesday, when the town's new desalination plant at Gull Point was connected to the public supply.</p>
<p>The plant uses reverse osmosis: seawater is pumped at high pressure through membranes that let water molecules pass but hold back the salt. It can produce up to 24,000 cubic metres of fresh water a day, enough, according to the water company Coastwater, for around 60,000 people.</p>
<p>The project cost £68 million and took three years to build. Coastwater said the plant was needed because the River Saltmere, the town's main source, fell to its lowest level on record in the droughts of 2022 and 2025, and because the town's population has grown by a fifth since 2010.</p>
<p>Desalinated water is expensive to make. Coastwater puts the cost at £1.10 per cubic metre, compared with 35p for water taken from the river, mostly because of the electricity needed to drive the high-pressure pumps: about 3.2 kilowatt-hours for every cubic metre.</p>
<p>Local fishermen are worried about the brine, the salty waste left after treatment. It is piped 600 metres out to sea and released through a diffuser that mixes it with the surrounding water. "Nobody has shown us what it does to the crab grounds," said Tom Penhallow, chairman of the Saltmere Fishermen's Association. Coastwater said monitoring buoys would measure salinity around the outfall every ten minutes.</p>
<p>The plant will not run at full output all year. Coastwater said it would run mainly in summer and during droughts, and be kept on standby when the river is high.</p>
<footer>West Coast Gazette · Contact the newsroom · Privacy</footer>
</body></html>
`,

  'saltmere-council-notice.md': `# Saltmere Town Council: public notice on the water supply

*Issued by the Town Clerk, 20 May 2026*

1. **Gull Point plant.** The Gull Point desalination plant is now connected to the public supply. In its first year the plant will be limited to 20,000 cubic metres a day while the brine outfall is monitored. Coastwater has told the council that producing a cubic metre of desalinated water costs about 90p, against about 40p for river water.

2. **Hosepipe ban.** The hosepipe ban that has been in force since August 2025 will be lifted on 1 June 2026.

3. **Bills.** Coastwater has confirmed that average household water bills will rise by £38 a year from April 2027 to pay for the plant. The council has asked Coastwater to help low-income households with the increase; no decision has yet been made. The council has no power to set water charges.

4. **Taste.** Residents have asked whether tap water will taste different. Coastwater says that minerals are added back after treatment and that the water meets the same standards as before, although some residents may notice that it is softer.

5. **Public meeting.** A public meeting on the brine outfall will be held in the Guildhall on Thursday 11 June at 7pm. Representatives of Coastwater and the Marine Management Organisation will attend.

6. **Site.** The council did not support Coastwater's original plan to build the plant at Sandy Cove, because of its bathing beach, and welcomes the move to Gull Point.
`,

  'harbourside-choir-faq.md': `---
title: Joining Harbourside Community Choir: frequently asked questions
url: https://harbourside-choir.example.org/faq
---

# Frequently asked questions

## Do I need to read music?

No. Most of our members do not read music. We learn songs by ear, and recordings of each part are posted on the members' page every week so you can practise at home.

## Is there an audition?

There is no audition. New singers are asked to come to three rehearsals before deciding to join, so that they can find out whether the choir suits them and the musical director can suggest which part (soprano, alto, tenor or bass) fits their voice.

## When and where do you rehearse?

Tuesdays from 19:30 to 21:30 at St Anne's Church Hall, Quay Street, during school terms. We take a break in August.

## How much does it cost?

£60 a term, or £30 for students and people on low incomes. Your first three rehearsals are free.

## Do you perform?

Yes. We give a summer concert in July and a Christmas concert in December, and usually sing at two or three community events a year. Concerts are optional; about four in five members take part.

## What if I can't sing in tune?

Most people who think they are tone-deaf are not; they have simply not sung for years. Our warm-ups train pitch matching, and many members who joined unsure of their voice now sing confidently.

## Why do you ask members to stand for rehearsals?

We stand for most of the rehearsal because singers breathe more freely standing up: the diaphragm can move fully and the voice carries better. Chairs are always available for anyone who needs to sit.

## Can children join?

The choir is for singers aged 16 and over. Younger singers are welcome at our partner choir, Harbourside Youth Voices, which meets on Saturday mornings.

## How big is the choir?

We have about 85 members, around a quarter of whom sing tenor or bass.
`,

  'keenedge-ks3-manual.txt': `KEENEDGE KS-3 ELECTRIC KNIFE SHARPENER
INSTRUCTION MANUAL (Model KS-3, 230 V, 60 W)

SAFETY
- Unplug the sharpener before cleaning. Never immerse the unit in water.
- Keep fingers away from the slots while the motor is running.
- Not for use by children.

WHAT THE KS-3 CAN SHARPEN
The KS-3 sharpens straight-edged kitchen knives of stainless or carbon steel. Do not use it for serrated knives such as bread knives, for scissors, or for single-bevel Japanese knives such as the yanagiba: the grinding discs would flatten the serrations or ruin the single bevel. Ceramic knives need a diamond wheel, which this model does not have.

THE THREE STAGES
Stage 1 (coarse, diamond-coated discs) reshapes a badly damaged or very dull edge to 20 degrees. Use it only when stage 2 no longer brings the edge back.
Stage 2 (fine) sharpens the edge. Stage 2 removes only a minimal amount of metal, so it can be used as often as once a week.
Stage 3 (ceramic polishing wheels) polishes the edge and removes the burr.

HOW TO SHARPEN
1. Place the unit on a dry, flat surface, plug it in and switch it on.
2. Draw the knife through the left slot of the stage, from heel to tip, taking about three seconds for a 20 cm blade. Do not press down; the magnetic guides hold the blade at the correct angle.
3. Draw the knife through the right slot in the same way.
4. Alternate between the slots: five pulls on each side in stage 1, three pulls on each side in stage 2 and three pulls on each side in stage 3.
5. Wipe the blade with a damp cloth to remove metal dust.

Pressing down does not sharpen faster. It overheats the edge and can soften the steel.

CLEANING
Metal filings collect in the removable tray under the unit. Empty the tray after every 10 sharpening sessions; filings that build up near the motor can make the unit stop.

TROUBLESHOOTING
The motor stops after a few minutes: the thermal cut-out has operated to protect the motor from overheating. Switch off and leave the unit to cool for 30 minutes. Do not run the KS-3 for more than 10 minutes at a time.
The blade has scratches along its side: the knife was tilted in the slot. Keep the blade upright against the magnetic guide.
The tip is rounded: the knife was lifted at the end of the pull. Keep the blade level until the tip leaves the slot.

WARRANTY
The KS-3 is guaranteed for two years from the date of purchase. The warranty does not cover the grinding discs, which wear with use, or damage caused by sharpening serrated or ceramic knives.
`,

  'shrimp-forum-thread.txt': `AquaKeepers Forum > Invertebrates > Cherry shrimp dying after water change, help!

ripple_tank (3 March 2026, 08:12)
I've kept Neocaridina (red cherry) shrimp in a 40-litre planted tank for a year with no problems. Yesterday I did a 50% water change with tap water treated with dechlorinator, and this morning six shrimp are dead and the rest are swimming round frantically. The temperature is 24 °C as usual. What went wrong?

Moss_and_Stone (3 March 2026, 08:40)
A 50% change is far too big for shrimp. A sudden change in hardness or temperature stresses them, and shrimp that are about to moult can die in a failed moult. Change 10 to 20 percent a week instead, and drip the new water in slowly with airline tubing.

KarlB (3 March 2026, 09:05)
Also check your tap water for copper. Copper is toxic to invertebrates even at levels that are safe for fish and for people to drink. Old copper pipes release it when water has been standing in them overnight, so run the tap for a minute before you fill the bucket.

ripple_tank (3 March 2026, 09:30)
Thanks both. The house does have copper pipes, and I filled the bucket first thing in the morning.

Moss_and_Stone (3 March 2026, 09:41)
That could well be it. Copper test kits cost about £10.

DrCaridina [moderator] (3 March 2026, 12:15)
I'd disagree a little with the 10 to 20 percent. Plenty of breeders change 30 percent a week without losses, as long as the new water matches the tank's temperature and hardness (GH 6 to 8, KH 2 to 4 for Neocaridina). The size of the change matters less than the match.

ripple_tank (10 March 2026, 19:02)
Update: the copper test showed 0.1 mg/l in the first water out of the tap and nothing after running it for a minute. No more deaths since, and I now have two berried females!

newbie_nemo (10 March 2026, 19:20)
Sorry, what does berried mean?

DrCaridina [moderator] (10 March 2026, 19:34)
Berried means a female is carrying eggs under her tail. With Neocaridina the eggs hatch after about 30 days into tiny copies of the adults.
`,

  'harrowfield-half-marathon.csv': `year,entrants,finishers,mens_winning_time,womens_winning_time,temp_c,notes
2016,1850,1712,1:04:52,1:14:10,11,"Men's course record set"
2017,2010,1895,1:05:30,1:13:42,9,""
2018,2200,1980,1:06:14,1:15:05,24,"Hot day: 41 runners treated by first aid; extra water station added at 15 km"
2019,2430,2301,1:05:02,1:12:58,12,"Women's course record set"
2020,0,0,,,,"Race cancelled because of the pandemic"
2021,1400,1322,1:07:45,1:16:30,14,"Reduced field with staggered starts"
2022,2150,2034,1:05:48,1:14:20,10,""
2023,2600,2455,1:04:31,1:13:15,8,"New men's course record; chip timing introduced"
2024,2750,2519,1:06:02,1:14:02,17,"Route changed after bridge works on Mill Lane"
2025,2900,2760,1:05:15,1:13:50,13,"Entry cap of 2,900 reached in six days"
`,

  'whetstone-blog.md': `---
title: Six months with a whetstone
url: https://slowkitchen.example.blog/2025/11/six-months-with-a-whetstone
---

# Six months with a whetstone

I bought my first whetstone in May, a combination stone with 1000 grit on one side and 6000 on the other, after my electric sharpener chewed up the tip of my favourite gyuto. This post is what I have learned since.

First, the bad news about my old habit. I ran my knives through an electric sharpener every few weeks for three years, and in that time it took a lot more steel off than the whetstone has in six months: the blade of my chef's knife is visibly narrower at the heel than it was.

I soak the stone for about ten minutes, until bubbles stop rising. A dry stone skips and scratches the blade.

For the angle, I hold about 15 degrees on the Japanese gyuto and about 20 degrees on my old German chef's knife. What finally taught me to hold it steady was resting the spine on two stacked coins for the first few strokes.

The most useful thing I learned is to feel for the burr, a thin wire of metal that forms on the opposite side of the edge once you have ground all the way to the apex. Until you can feel a burr along the whole length of the blade, switching to the other side is pointless. When I started, I switched too early and wondered why nothing got sharp.

My first sessions took 45 minutes per knife. Now it is about ten minutes, and I do it every two or three weeks.

The stone wears hollow with use, so I flatten it every few sessions with a flattening plate, because a dished stone rounds the edge. The stone cost me £38 and the flattening plate £25.

Is it worth it? For me, yes: my knives are sharper than they ever were and I enjoy the ritual. But if you only want a working edge with no fuss, an electric sharpener is faster. I still send my bread knife to a professional, because I have not learned to sharpen serrations.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- yes/no ---
  {
    query: 'Do they have to cut a cork oak down to get the cork off it?',
    type: 'yes/no',
    probe: 'a denial in a participle phrase ("without felling the tree"), different wording (cut down)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['without felling']], lead: ['without felling', 'no'] },
  },
  {
    query: 'Can the cork from a tree\'s very first stripping be used to make wine corks?',
    type: 'yes/no',
    probe: 'a denial in the source\'s words ("not suitable for wine stoppers"); the third harvest is the contrast',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not suitable'], ['third harvest']] },
  },
  {
    query: 'I can\'t read a note of music. Would that stop me joining the Harbourside choir?',
    type: 'yes/no',
    probe: 'a statement before the question; FAQ answers a bare "No." to a differently worded heading',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['by ear', 'do not read music']] },
  },
  {
    query: 'Can I sharpen my bread knife in the Keenedge KS-3?',
    type: 'yes/no',
    probe: 'bread knife named as an example of serrated knives in a "Do not use" sentence',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['serrated']], lead: ['serrated', 'bread', 'not'] },
  },
  {
    query: 'Was the Harrowfield Half Marathon run in 2020?',
    type: 'yes/no',
    probe: 'a CSV row with zeros and a notes cell ("Race cancelled")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['cancelled']], lead: ['cancelled', '2020'] },
  },
  {
    query: 'Will the Gull Point plant be running at full output all year round?',
    type: 'yes/no',
    probe: 'a denial in the source\'s words ("will not run at full output all year") with the alternative',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not run at full output', 'mainly in summer', 'standby']] },
  },
  {
    query: 'Is copper in tap water a danger to shrimp even when the water is safe to drink?',
    type: 'yes/no',
    probe: 'a forum reply states it ("toxic to invertebrates even at levels that are safe ... to drink")',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['toxic to invertebrates', 'toxic']], lead: ['toxic', 'copper'] },
  },
  {
    query: 'In one sentence please: will Saltmere tap water taste different now that the sea water plant is on?',
    type: 'yes/no',
    probe: 'a reply-form instruction inside the question; the answer is qualified (minerals added back, may be softer)',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['minerals', 'softer']], lead: ['minerals', 'softer', 'same standards'] },
  },
  // --- comparisons ---
  {
    query: 'Is water from the Gull Point plant dearer to produce than river water? I have seen different prices quoted.',
    type: 'comparison',
    probe: 'two documents give different unit costs (£1.10 v 35p in the news, 90p v 40p in the council notice)',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['£1.10', '1.10'], ['90p'], ['35p', '40p']] },
  },
  {
    query: 'Does an electric sharpener take more metal off a knife than a whetstone does?',
    type: 'comparison',
    probe: 'two documents disagree: the blog says a lot more steel, the manual says stage 2 removes only a minimal amount',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['more steel'], ['minimal']] },
  },
  {
    query: 'Was the men\'s winning time at Harrowfield faster in 2023 than in 2016?',
    type: 'comparison',
    probe: 'two CSV rows on one column (1:04:31 v 1:04:52), with "course record" in the notes',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['1:04:31'], ['1:04:52']] },
  },
  // --- why / how ---
  {
    query: 'Why is cork only stripped between May and August?',
    type: 'why/how',
    probe: 'cause in a when-clause plus the consequence outside the season (phellogen)',
    expect: { kind: 'answer', facts: [['growing actively', 'comes away easily'], ['phellogen', 'clings']], lead: ['growing actively', 'comes away easily', 'clings'] },
  },
  {
    query: 'Why did Saltmere need a desalination plant at all? I thought the river was always enough.',
    type: 'why/how',
    probe: 'two causes in one sentence (record low river in droughts, population growth); statement after the question',
    expect: { kind: 'answer', facts: [['lowest level', 'drought'], ['population', 'a fifth']], lead: ['lowest level', 'drought', 'population'] },
  },
  {
    query: 'Why does the Harbourside choir have everyone stand up for rehearsals?',
    type: 'why/how',
    probe: 'an FAQ heading that nearly repeats the question; the cause follows "because"',
    expect: { kind: 'answer', facts: [['breathe'], ['diaphragm']], lead: ['breathe'] },
  },
  {
    query: 'My cherry shrimp started dying the day after a big water change. What could have caused it?',
    type: 'why/how',
    probe: 'a forum thread with several posters: copper from pipes and the size/match of the change',
    expect: { kind: 'answer', facts: [['copper'], ['hardness', 'too big', 'moult']] },
  },
  {
    query: 'My KS-3 keeps cutting out after a few minutes of use. Why, and what should I do about it?',
    type: 'why/how',
    probe: 'a troubleshooting entry in other words ("cutting out" v "motor stops"), cause and remedy',
    expect: { kind: 'answer', facts: [['thermal cut-out', 'overheating'], ['30 minutes', 'cool']], lead: ['thermal', 'overheat'] },
  },
  {
    query: 'How do I know when I have ground far enough on one side when sharpening on a whetstone?',
    type: 'why/how',
    probe: 'the burr paragraph of a first-person blog post',
    expect: { kind: 'answer', facts: [['burr']], lead: ['burr'] },
  },
  // --- what / which / how much ---
  {
    query: 'At what age is a cork oak first stripped of its bark?',
    type: 'what',
    probe: 'an age inside a sentence about trunk circumference ("usually when the tree is about 25 years old")',
    expect: { kind: 'answer', facts: [['25 years', 'about 25']], lead: ['25'] },
  },
  {
    query: 'What happens to the salty waste from the Gull Point plant?',
    type: 'what',
    probe: '"salty waste" v "brine"; the fishermen\'s worry is context, the outfall is the answer',
    expect: { kind: 'answer', facts: [['600 metres'], ['diffuser']], lead: ['600 metres', 'diffuser', 'piped'] },
  },
  {
    query: 'Which year had the biggest field at the Harrowfield Half?',
    type: 'what',
    probe: 'the maximum of a CSV column ("biggest field" v entrants)',
    expect: { kind: 'answer', facts: [['2025'], ['2,900', '2900']], lead: ['2025'] },
  },
  {
    query: 'What does "berried" mean on the shrimp forum?',
    type: 'what',
    probe: 'a definition given by a moderator late in the thread',
    expect: { kind: 'answer', facts: [['carrying eggs']], lead: ['carrying eggs', 'eggs'] },
  },
  {
    query: 'How many pulls through each stage does the KS-3 manual tell you to do?',
    type: 'what',
    probe: 'numbers inside a numbered step of a plain-text manual',
    expect: { kind: 'answer', facts: [['five pulls', 'five'], ['three pulls', 'three']], lead: ['five pulls', 'five'] },
  },
  {
    query: 'What angle does the whetstone blogger hold on the Japanese knife?',
    type: 'what',
    probe: 'one of two angles in one sentence (15 on the gyuto, 20 on the German knife)',
    expect: { kind: 'answer', facts: [['15 degrees']], lead: ['15'] },
  },
  {
    query: 'How much does Harbourside choir cost per term, and is there a cheaper rate for students?',
    type: 'what',
    probe: 'a fee and a concession in one FAQ answer',
    expect: { kind: 'answer', facts: [['£60'], ['£30']], lead: ['£60'] },
  },
  // --- half-answerable ---
  {
    query: 'How long does a cork oak live, and what is the price of a tonne of cork?',
    type: 'half',
    probe: 'the lifespan is covered; no price of cork is given anywhere',
    expect: { kind: 'partial', facts: [['200 years']], missing: 'price' },
  },
  {
    query: 'How much will Saltmere water bills go up, and is there any help for pensioners?',
    type: 'half',
    probe: 'the rise is covered; help for low-income households is asked for but pensioners are not mentioned',
    expect: { kind: 'partial', facts: [['£38']], missing: 'pensioner' },
  },
  {
    query: 'How many runners finished the 2018 Harrowfield Half, and what was the entry fee?',
    type: 'half',
    probe: 'a CSV cell is covered; no fee column exists',
    expect: { kind: 'partial', facts: [['1980', '1,980']], missing: 'fee' },
  },
  // --- unanswerable ---
  {
    query: 'Who invented the cork stopper for wine bottles?',
    type: 'unanswerable',
    probe: 'cork and wine stoppers are covered; an inventor is not',
    expect: { kind: 'none' },
  },
  {
    query: 'How many jobs has the Gull Point desalination plant created?',
    type: 'unanswerable',
    probe: 'the plant is covered in two documents; employment is not',
    expect: { kind: 'none' },
  },
  {
    query: 'What is the best food to give cherry shrimp?',
    type: 'unanswerable',
    probe: 'cherry shrimp are covered in a thread; feeding is not',
    expect: { kind: 'none' },
  },
];
