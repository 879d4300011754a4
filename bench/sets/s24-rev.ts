// Reviewer rev24's unseen answer-quality set (session 24): 8 documents, 30 questions, written before
// reading the engine's code. Topics: harbour seals (an encyclopedic article and a colony count CSV that
// disagree), a town's demountable flood barrier (a news report and a council notice that disagree), a county
// archive reading-room FAQ, a head torch manual, a guinea-pig forum thread and a personal quilting blog.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'harbour-seal.md': `---
title: Harbour seal
url: https://encyclopedia.example.net/harbour-seal
---

# Harbour seal

The harbour seal (Phoca vitulina), also called the common seal, is a true seal found along the temperate and Arctic coasts of the North Atlantic and North Pacific. Adults are 1.2 to 1.9 metres long and weigh 55 to 170 kilograms; males are slightly larger than females.

Harbour seals have V-shaped nostrils and a short, dog-like face, which distinguishes them from the grey seal, whose long straight nose gave it the Latin name Halichoerus grypus, meaning hook-nosed sea pig.

## Breeding

Pups are born in June and July on sandbanks and rocky shores. Unlike grey seal pups, which stay on land in a white coat for about three weeks, harbour seal pups can swim within a few hours of birth, because they shed their white lanugo coat in the womb. They are nursed for about four weeks on milk that is around 45 percent fat.

## Behaviour and diet

Harbour seals haul out on land at low tide to rest, digest and moult. They can dive for up to 30 minutes, though most dives last 3 to 7 minutes. They feed on fish such as sand eels, herring, cod and flatfish, as well as squid and crustaceans.

## Population

In 1988 and again in 2002 outbreaks of phocine distemper virus killed about half of the harbour seals in the Wadden Sea. Along the east coast of Scotland numbers fell by more than 60 percent between 2000 and 2015. The causes are not fully understood; suspected factors include competition for food with the growing grey seal population, toxins from harmful algal blooms, and predation of harbour seals by grey seals. The colony at Skerry Point on the Firth of Morran was estimated at about 400 animals in 2023.

## Protection

Disturbance is a concern: seals flushed into the water by walkers, dogs or boats lose resting time, and pups separated from their mothers may starve. In the United Kingdom harbour seals are protected under the Conservation of Seals Act 1970, and at designated haul-out sites it is an offence to harass them.
`,

  'skerry-point-seal-counts.csv': `year,survey_date,adults_hauled_out,pups,observers,notes
2015,2015-08-04,286,41,3,"Count from the cliff path at low tide"
2016,2016-08-10,301,44,3,"Calm, good visibility"
2017,2017-08-02,277,38,4,"Sea fog cleared by 11:00; count delayed"
2018,2018-08-07,295,40,4,"Two dead pups found on the north sandbank; cause not determined"
2019,2019-08-05,212,29,4,"A jet-ski flushed about 60 seals into the water 20 minutes before the count; count likely too low"
2020,,,,0,"No survey: travel restrictions"
2021,2021-08-03,305,36,5,"New signs asking walkers to keep dogs on leads near the haul-out"
2022,2022-08-09,322,31,5,"Lowest pup count since 2019"
2023,2023-08-08,318,34,5,"Three boats passed inside the 200 m voluntary exclusion zone during the count"
2024,2024-08-06,341,52,6,"Highest pup count since records began; drone count used for the first time alongside the cliff count"
`,

  'carrow-barrier-news.html': `<!doctype html>
<html><head><title>Carrow tests its new flood barrier on the quay</title>
<meta name="url" content="https://westmarchpost.example.co.uk/news/2025/10/carrow-flood-barrier"></head>
<body>
<h1>Carrow tests its new flood barrier on the quay</h1>
<p class="byline">By Helen Amadi, Westmarch Post, 13 October 2025</p>
<p>CARROW. Crews put up the town's new demountable flood barrier along the River Ouseley for the first time on Sunday, in a practice run watched by dozens of residents from the bridge.</p>
<p>The barrier is made of aluminium panels that slot one above another between steel posts, which are bolted into sockets set in the quay. When no flood is expected the panels and posts are kept in a depot, so the riverside stays open and only the flush metal sockets are visible in the paving. Fully built, the barrier is 320 metres long and 1.4 metres high.</p>
<p>The scheme cost £6.8 million. The Environment Agency paid £5.2 million, and Carrow Town Council and local businesses covered the rest. It protects 210 homes and 45 businesses, many of which were flooded in February 2020, when the river rose more than a metre above the quay.</p>
<p>On Sunday a crew of twelve had the barrier fully in place in just under four hours. "Speed is everything," said the council's flood officer, Paul Gedling. "We get about a day's warning from the river gauges upstream, so we have to be able to build it inside one shift."</p>
<p>Not everyone is convinced. Shop owner Ravi Mistry, whose bakery was flooded in 2020, said much of the water that year came up through the drains and from the streets behind the quay rather than over the river wall. "A wall on the quay does nothing for surface water," he said. The council says a separate drainage study will report next spring.</p>
</body></html>
`,

  'carrow-council-notice.md': `---
title: Public notice - Quayside flood barrier practice deployment
url: https://carrow-tc.example.gov.uk/notices/flood-barrier-practice
---

# CARROW TOWN COUNCIL - PUBLIC NOTICE

## Quayside flood barrier: practice deployment and road closure

Quay Street and Mill Lane will be closed to traffic from 07:00 to 17:00 on Sunday 12 October 2025 while the new quayside flood barrier is put up and taken down as a practice. Parking on Quay Street will be suspended from 18:00 on Saturday 11 October. Vehicles left in the bays will be removed.

The barrier will be put up whenever the Environment Agency forecasts a level above 3.2 metres at the Carrow town gauge. Putting up the full barrier takes a trained crew of twelve up to six hours.

The total cost of the flood defence scheme, including design, the foundations and the new pumping station on Mill Lane, is £7.4 million.

## Information for residents and businesses

- Please do not park over or block the metal post sockets in the quay paving at any time.
- Residents and businesses can sign up for free flood warnings by text or telephone at the town council office.
- The council will not provide sandbags to properties inside the protected area, as the barrier replaces the need for them. Sandbags remain available to properties outside the barrier area on request.
- Questions about the road closure should be sent to the council office, which is open Monday to Friday, 09:00 to 16:00.

Issued by the Town Clerk, Carrow Town Council, 29 September 2025.
`,

  'harwick-archives-faq.md': `# Visiting the Harwick County Archives: frequently asked questions

## Do I need a reader's ticket?

Yes. Reader's tickets are free and last four years. Bring one document that shows your name and one that shows your address, such as a driving licence and a recent bank statement.

## Can I use a pen in the reading room?

No. Only pencils may be used in the reading room, because ink cannot be removed from a document once it has been marked. Pencils are available at the desk. Laptops and tablets are welcome.

## Can I take photographs?

Yes, with your own camera or phone, if you buy a photography permit for £5 a day. Flash is not allowed, because repeated bright light fades inks and pigments. Some items are too fragile to be photographed, and some are restricted by copyright; staff will tell you when you order them.

## How many documents can I order?

You may have up to three items at your table at a time and order up to 12 items a day. The last orders are taken at 15:30.

## Should I wear gloves?

Usually not. Clean, dry hands are better for paper and parchment: cotton gloves reduce your sense of touch, so pages are more likely to be torn when they are turned. Gloves are provided for photographs and for items with metal seals.

## Can I see an item straight away?

Most items can be produced within 20 minutes. Items stored at our outstore in Brackley need five working days' notice, and the online catalogue marks them with the letter B.

## Can you do the research for me?

Yes. Our paid research service costs £30 an hour, with a minimum charge of one hour. Staff will search the records you ask about and send you a written report with copies where copyright allows.

## When are you open?

Tuesday to Friday 09:30 to 17:00, and the first Saturday of each month 09:30 to 13:00. We are closed on Mondays and on bank holidays.
`,

  'lumo-trail-600-manual.txt': `LUMO TRAIL 600 RECHARGEABLE HEAD TORCH - USER MANUAL

1. LIGHT MODES

Press the top button once to switch on. Each further press moves to the next mode.

  Low      30 lumens     up to 40 hours
  Medium   150 lumens    up to 9 hours
  High     600 lumens    up to 2.5 hours
  Red      red light     up to 60 hours

Double-press the button from any mode for Boost (1000 lumens). Boost lasts 30 seconds and then the torch drops back to High automatically, to stop the LED and the battery from overheating.

Red mode preserves your night vision and does not dazzle other people, so use it in tents, huts and at star parties.

2. CHARGING

Charge the torch with the USB-C cable supplied. A full charge from empty takes about 4 hours. The indicator beside the port glows red while charging and green when full. When the battery falls below 10 percent, the main light flashes three times and then dims to Low.

Battery capacity drops in cold weather. Below 0 degrees C you may get only half the stated run times; keep the torch in an inside pocket when it is not in use.

3. AAA BATTERY ADAPTER

An adapter (sold separately) lets you run the torch on three AAA alkaline batteries, which is useful on long trips where you cannot recharge. With the adapter, the maximum output is limited to 300 lumens and Boost is not available.

4. LOCK-OUT

To stop the torch switching on by accident in a bag, hold the button down for 3 seconds while the torch is off. The light blinks once to confirm it is locked. Hold for 3 seconds again to unlock.

5. WATER RESISTANCE

The torch is rated IPX6: it withstands heavy rain and water jets from any direction. It is not designed to be submerged. Do not use it for swimming or diving, and do not leave it lying in water.

6. CARE AND WARRANTY

Wipe the lens with a soft cloth. Do not open the battery compartment of the torch body. The torch carries a three-year warranty; the built-in battery is covered for one year.
`,

  'guinea-pigs-winter-thread.md': `# Forum: Small Pets Corner > Housing > Guinea pigs outside in winter?

**Posted by meadowhay_mum, 2 November**

We have two boars, Biscuit and Pepper, in a hutch in the garden. We're in north Yorkshire and the nights are starting to get properly cold. Is it OK to leave them out all winter? My neighbour says hers are fine outside all year. Should I bring them in?

**Reply from TashRVN (veterinary nurse), 2 November**

Guinea pigs are much less cold-hardy than rabbits. They are comfortable at about 17 to 24 degrees, and below about 10 degrees they start to struggle to keep warm, especially older pigs. I would not leave them outside once there are frosts. An indoor room is best; a shed is OK if it is dry, draught-free and has a window for light.

One warning: never put them in a garage where a car is used, because exhaust fumes can kill them.

**Reply from Oldcavyman, 3 November**

We've kept ours out all year for ten years. Big hutch, a covered run, a snuggle box packed with hay and a cover over the front at night. Never lost one to cold. It depends on your pigs and your hutch.

**Reply from TashRVN (veterinary nurse), 3 November**

@Oldcavyman fair enough, but damp is the bigger danger than cold. Wet bedding chills them fast and leads to respiratory infections, so change wet bedding every day in winter and keep the hutch off the ground.

**Reply from PiggyPalace (moderator), 3 November**

Whatever you do, keep up the vitamin C. Guinea pigs, like humans, cannot make their own vitamin C, so they need fresh vegetables such as peppers or kale every day, and winter is when people tend to skimp on the veg.

**Reply from meadowhay_mum, 9 November**

Update: we've moved Biscuit and Pepper into the shed, with a thermometer by the cage. It stays around 8 degrees at night, so we've added a second snuggle box and a fleece cover. They seem happy and are eating well.
`,

  'first-quilt-blog.md': `---
title: Learning to quilt at fifty
url: https://stitchesandstories.example.blog/2025/06/learning-to-quilt-at-fifty
---

# Learning to quilt at fifty

Last autumn, a few weeks after my fiftieth birthday, I signed up for a beginners' quilting class at the Elm Road community centre. It ran for six weeks on Tuesday evenings and cost £90, including the use of the centre's sewing machines. I had never sewn anything bigger than a button.

My first quilt is finally finished, seven months later. It is a simple pattern of 120 squares in reds, creams and greens, and it now lives on the spare bed. The fabric cost me about £140 and the cotton batting another £35.

## What went wrong

The biggest disaster came at the end. I had not prewashed my fabric, and when I washed the finished quilt for the first time the dye from one of the red fabrics ran into the cream squares, leaving them pink. My teacher told me afterwards that cheap reds are the worst culprits. Now I prewash every fabric, and I put a colour catcher sheet in the machine for the first wash of anything I make.

I also struggled with the quarter-inch seam allowance. If it wanders even a little, the errors add up across a row and the corners of the squares stop meeting. A quarter-inch presser foot, which has a guide along its edge, fixed most of that.

## Why I chose cotton batting

I used cotton batting rather than polyester because it shrinks slightly in the first wash, which gives the quilt that soft, crinkled antique look. Polyester is lighter and cheaper, but it can feel slippery and it doesn't breathe as well.

## Would I do it again?

Yes, absolutely. I found it calming after a day at work, and I've already started a small quilt for my niece, who is due in September. This time I'm quilting it by hand, because I want to learn the running stitch properly.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- yes/no ---
  {
    query: 'I want to take notes while I look at parish registers in the Harwick reading room. Can I use my fountain pen?',
    type: 'yes/no',
    probe: 'an FAQ answered with a bare "No." and a reason; the question says "fountain pen", the source "a pen"',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['pencil'], ['ink cannot be removed', 'ink']] },
  },
  {
    query: 'I swim in the sea at dawn most mornings. Is the Lumo Trail 600 head torch OK to take swimming?',
    type: 'yes/no',
    probe: 'a denial in a manual ("not designed to be submerged", "Do not use it for swimming")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['submerged', 'swimming']], lead: ['not designed', 'do not use', 'no'] },
  },
  {
    query: 'We live on Quay Street, which is inside the new barrier. Will the council give us sandbags?',
    type: 'yes/no',
    probe: 'a bullet in a council notice: "will not provide sandbags to properties inside the protected area"',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['will not provide sandbags', 'not provide sandbags']] },
  },
  {
    query: 'Do harbour seal pups have to stay on land for weeks before they can swim, like grey seal pups?',
    type: 'yes/no',
    probe: 'a contrast sentence: grey seal pups stay on land, harbour seal pups swim within hours',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['within a few hours']], lead: ['within a few hours', 'no'] },
  },
  {
    query: 'Am I allowed to photograph documents at the Harwick archives?',
    type: 'yes/no',
    probe: 'a "Yes," FAQ answer with conditions (permit, no flash)',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['£5'], ['flash']] },
  },
  {
    query: 'Our garage is dry and sheltered. Is it safe to keep the guinea pigs in there over winter?',
    type: 'yes/no',
    probe: 'a forum thread: a warning about garages where a car is used (exhaust fumes) - a qualified answer',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['exhaust']] },
  },
  {
    query: 'Will the Carrow barrier keep out water that comes up through the drains?',
    type: 'yes/no',
    probe: 'a quoted critic in a news report ("does nothing for surface water"); the council has a separate study',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['surface water', 'drains']] },
  },
  {
    query: 'I do multi-day hikes with no way to charge. Is it worth getting the AAA adapter for the Lumo torch?',
    type: 'yes/no',
    probe: '"is it worth": a benefit and its limit (300 lumens, no Boost) in one section',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['AAA'], ['300 lumens']] },
  },
  // --- comparison ---
  {
    query: 'Does the council give the same figure as the Westmarch Post for what the Carrow flood barrier cost?',
    type: 'comparison',
    probe: 'two documents disagree: £6.8 million (news) vs £7.4 million incl. pumping station (council)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['6.8 million'], ['7.4 million']] },
    untrue: ['same figure'],
  },
  {
    query: 'The encyclopedia says about 400 seals at Skerry Point in 2023. Does the survey count agree?',
    type: 'comparison',
    probe: 'an article figure vs a CSV row (318 adults, 34 pups in 2023)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['400'], ['318']] },
  },
  {
    query: 'Does medium mode on the Lumo Trail 600 last longer than high mode, and by how much?',
    type: 'comparison',
    probe: 'two rows of a plain-text mode table (9 hours vs 2.5 hours)',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['9 hours'], ['2.5 hours']] },
  },
  // --- why / how ---
  {
    query: 'Why does the archive tell readers not to wear cotton gloves? I thought gloves protected old paper.',
    type: 'why/how',
    probe: 'a cause after a colon in an FAQ answer that begins "Usually not."',
    expect: { kind: 'answer', facts: [['sense of touch'], ['torn']], lead: ['sense of touch', 'clean, dry hands', 'torn'] },
  },
  {
    query: 'How are harbour seal pups able to swim so soon after they are born?',
    type: 'why/how',
    probe: 'a because-clause about the lanugo coat shed in the womb',
    expect: { kind: 'answer', facts: [['lanugo', 'womb']], lead: ['lanugo', 'womb', 'within a few hours'] },
  },
  {
    query: 'Why have harbour seal numbers fallen so much on the east coast of Scotland?',
    type: 'why/how',
    probe: 'causes listed as "suspected factors" after "not fully understood" - must not be stated as certain',
    expect: { kind: 'answer', facts: [['grey seal'], ['algal', 'toxins']], lead: ['not fully understood', 'suspected', 'competition', 'grey seal', '60 percent'] },
    untrue: ['distemper caused the decline in Scotland'],
  },
  {
    query: 'My head torch goes bright when I double-click and then dims again after a bit. Why does it do that?',
    type: 'why/how',
    probe: 'a symptom in the user\'s words; the cause is overheating in the Boost paragraph',
    expect: { kind: 'answer', facts: [['overheating'], ['30 seconds']], lead: ['overheating', 'boost', '30 seconds'], offTopic: ['flashes three times'] },
  },
  {
    query: 'How do I stop the torch turning itself on inside my rucksack?',
    type: 'why/how',
    probe: 'a procedure under LOCK-OUT ("in a bag" vs "rucksack")',
    expect: { kind: 'answer', facts: [['3 seconds'], ['lock']], lead: ['3 seconds', 'hold the button', 'lock'] },
  },
  {
    query: 'Why did the cream squares in the blogger\'s first quilt go pink, and how does she avoid it now?',
    type: 'why/how',
    probe: 'a cause and a remedy in a first-person blog',
    expect: { kind: 'answer', facts: [['prewash'], ['dye'], ['colour catcher']], lead: ['prewash', 'dye'] },
  },
  // --- what / which / who / when / how much ---
  {
    query: 'Who paid for the Carrow flood barrier?',
    type: 'what',
    probe: 'a who-question answered by a funding sentence in the news report',
    expect: { kind: 'answer', facts: [['Environment Agency'], ['5.2 million']], lead: ['Environment Agency'] },
  },
  {
    query: 'When are harbour seal pups born?',
    type: 'what',
    probe: 'a when-question answered by one sentence',
    expect: { kind: 'answer', facts: [['June']], lead: ['June'] },
  },
  {
    query: 'How long does the Lumo Trail 600 take to charge from flat?',
    type: 'what',
    probe: '"from flat" vs "from empty"',
    expect: { kind: 'answer', facts: [['4 hours']], lead: ['4 hours'] },
  },
  {
    query: 'How many items can I order in a day at the Harwick archives, and what time are last orders?',
    type: 'what',
    probe: 'two numbers in one FAQ answer',
    expect: { kind: 'answer', facts: [['12'], ['15:30']], lead: ['12', '15:30'] },
  },
  {
    query: 'What did the blogger\'s beginners\' quilting class cost, and how long did it run?',
    type: 'what',
    probe: 'two facts in one blog sentence',
    expect: { kind: 'answer', facts: [['£90'], ['six weeks']], lead: ['£90', 'six weeks'] },
  },
  {
    query: 'In which year were the fewest seal pups counted at Skerry Point?',
    type: 'what',
    probe: 'the minimum of a CSV column (2019, 29 pups) with a missing 2020 row',
    expect: { kind: 'answer', facts: [['2019'], ['29']], lead: ['2019'] },
  },
  {
    query: 'Below what temperature do guinea pigs start to struggle with the cold? Answer in one sentence.',
    type: 'what',
    probe: 'a reply-form instruction inside the question; a figure in a forum reply',
    expect: { kind: 'answer', facts: [['10 degrees']], lead: ['10 degrees'] },
  },
  // --- half-answerable ---
  {
    query: 'How much does the archive\'s research service cost, and how long is the waiting time for a report?',
    type: 'half',
    probe: 'the fee is given; no turnaround time is',
    expect: { kind: 'partial', facts: [['£30']], missing: 'waiting' },
  },
  {
    query: 'How many homes does the Carrow barrier protect, and how much will it cut flood insurance premiums?',
    type: 'half',
    probe: '210 homes is given; insurance is not mentioned',
    expect: { kind: 'partial', facts: [['210']], missing: 'insurance' },
  },
  {
    query: 'What do guinea pigs need to eat every day in winter, and how much does a vet check-up cost?',
    type: 'half',
    probe: 'vitamin C / fresh vegetables are covered; a vet appears (veterinary nurse) but no price',
    expect: { kind: 'partial', facts: [['vitamin C']], missing: 'vet' },
  },
  // --- unanswerable ---
  {
    query: 'How long do harbour seals live in the wild?',
    type: 'unanswerable',
    probe: 'the article covers size, breeding, diving and population but not lifespan',
    expect: { kind: 'none' },
  },
  {
    query: 'What does the Lumo Trail 600 cost to buy?',
    type: 'unanswerable',
    probe: 'the manual mentions "sold separately" and a warranty but no price',
    expect: { kind: 'none' },
  },
  {
    query: 'Which engineering firm designed the Carrow flood barrier?',
    type: 'unanswerable',
    probe: '"design" appears in the council notice cost line; no firm is named',
    expect: { kind: 'none' },
  },
];
