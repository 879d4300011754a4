// Reviewer rev23's unseen answer-quality set (session 23): 8 documents, 30 questions, written without
// reading the engine's code. Topics: pangolins, an e-scooter hire trial (a news report and a council
// notice that give different figures), a household recycling centre FAQ, an induction hob manual and a
// forum thread that disputes its boiling time, tortoise hibernation weights (CSV), and a home cheesemaking blog.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'pangolin.md': `---
title: Pangolin
url: https://encyclopedia.example.net/pangolin
---

# Pangolin

Pangolins are scaly mammals of the order Pholidota. There are eight living species: four in Asia and four in sub-Saharan Africa. They are the only mammals whose bodies are covered in large overlapping scales made of keratin, the same protein that forms human fingernails.

## Size

The species differ greatly in size. The giant pangolin of central Africa can weigh up to 33 kilograms and measure 1.4 metres from nose to tail, while the Chinese pangolin weighs between 2 and 7 kilograms. The small African tree pangolins spend much of their lives in the canopy and use their prehensile tails to hang from branches.

## Feeding

Pangolins have no teeth. They find ant and termite nests by smell, tear them open with their strong front claws, and collect the insects with a sticky tongue that can be longer than the animal's head and body together. Because they cannot chew, they swallow small stones and sand, which grind the food in a muscular part of the stomach. A single adult can eat an estimated 70 million insects a year.

## Defence

When threatened, a pangolin rolls into a tight ball, protecting its soft belly behind its scales. The armour is effective against lions and leopards, whose teeth cannot get a grip on the scales, but it offers no protection against people, who can simply pick the animal up.

## Trade and conservation

Pangolins are believed to be the most trafficked mammals in the world. The trade is driven by demand for their scales, used in traditional medicine, and for their meat, which is eaten as a luxury food in parts of Asia. Between 2016 and 2019, customs officers seized the scales of an estimated 895,000 animals. In 2016 all eight species were moved to Appendix I of CITES, which bans international commercial trade in them. The three Asian species in the worst condition are classed as critically endangered.

Pangolins breed poorly in captivity, and most attempts to keep them in zoos have failed, partly because they are difficult to feed on anything but live ants and termites.
`,

  'dunmore-scooter-news.html': `<!doctype html>
<html><head><title>E-scooters arrive on Dunmore streets as hire trial begins</title>
<meta name="url" content="https://dunmoregazette.example.co.uk/news/2026/05/escooter-trial"></head>
<body>
<nav><a href="/">Home</a> | <a href="/news">News</a> | <a href="/sport">Sport</a></nav>
<h1>E-scooters arrive on Dunmore streets as hire trial begins</h1>
<p class="byline">By Owen Pryce, Dunmore Gazette, 6 May 2026</p>
<p>Rental e-scooters appeared on the streets of Dunmore on Monday as the town joined the national trial of shared electric scooters. The scheme is run by the operator Veloq, which has placed 600 scooters at 45 parking bays across the town and the university campus.</p>
<p>The trial runs until 30 September 2027. Private e-scooters remain illegal on public roads and pavements, and only the rental scooters may be ridden on roads and cycle lanes during the trial.</p>
<p>Veloq's regional manager, Hana Brekke, said more than 2,000 people had downloaded the app in the first weekend. "Most trips are short, under two miles, and a lot of them replace a car journey to the station," she said.</p>
<p>Not everyone is pleased. The Dunmore Blind Society said scooters left on pavements outside the parking bays were a trip hazard for people with sight loss, and that it had received eleven complaints in the first three days. Veloq said riders who end a trip outside a bay are fined £10 through the app.</p>
<p>Police said two riders had been stopped for carrying a passenger, which is not allowed.</p>
</body></html>
`,

  'dunmore-scooter-notice.txt': `DUNMORE TOWN COUNCIL - PUBLIC NOTICE
E-SCOOTER RENTAL TRIAL: WHAT RESIDENTS NEED TO KNOW
Issued 28 April 2026

From 4 May 2026 Dunmore takes part in the Department for Transport's e-scooter rental trial. Up to 450 rental e-scooters will be available from marked parking bays. The council will review the number of scooters after six months.

Who can ride
Riders must be 18 or over and hold a full or provisional driving licence, which is checked in the app before the first ride. Only one person may ride a scooter at a time. Helmets are recommended but not required by law.

Where you can ride
Rental scooters may be used on roads and in cycle lanes. They must not be ridden on pavements. The top speed is 15.5 mph. Scooters slow automatically to 8 mph in the High Street zone, because the street is shared with pedestrians on market days. Riding is not possible in Abbey Park, where the scooters stop if taken past the park gates.

Prices
A ride costs £1 to unlock plus 16p a minute. Discounted monthly passes are available for students and people on low incomes.

Reporting problems
Report badly parked or damaged scooters to the operator through the app or the phone number on each scooter. The operator must move a badly parked scooter within two hours during the day.
`,

  'pemberton-recycling-faq.md': `---
title: Pemberton Household Recycling Centre - Frequently asked questions
url: https://pembertondc.example.gov.uk/waste/recycling-centre-faq
---

# Pemberton Household Recycling Centre: FAQ

## When is the centre open?

From April to September the centre is open from 8:00 to 19:00 every day. From October to March it opens from 8:00 to 16:00. It is closed on Christmas Day, Boxing Day and New Year's Day.

## Do I need to book?

Cars do not need to book. Vans, pick-ups and trailers longer than two metres must book a slot online, because vans are often used by traders to get rid of commercial waste, which has to go to a licensed commercial site. Each household may book up to twelve van visits a year.

## Is it free?

Household waste is free. Some waste from building work at home is charged, because the law treats it as construction waste rather than household waste.

## Can I bring plasterboard for free?

No. Plasterboard is accepted but charged at £4 per bag or £8 per sheet, and it must be kept separate from other rubble because it gives off a poisonous gas when it rots with ordinary waste in landfill.

## Do you take electrical items?

Yes. Anything with a plug, battery or cable can go in the electrical cages, including fridges, televisions and vapes. Items in working order can be left at the reuse shop by the entrance, which sells them to raise money for local charities.

## Can I take things away from the site?

Only from the reuse shop. Taking items from the skips is not allowed, for safety reasons and because the material belongs to the council's contractor once it has been left.

## Why do I have to show proof of address?

The centre is paid for by Pemberton council tax payers. Visitors may be asked for a driving licence or utility bill showing a Pemberton address.
`,

  'kestrel-ih20-manual.md': `---
title: Kestrel IH-20 Portable Induction Hob - User Manual
---

# Kestrel IH-20 Portable Induction Hob

## Safety

Do not place the hob on a metal surface or near a wall closer than 10 cm; the fan at the back needs space to cool the electronics. People fitted with a pacemaker should keep at least 60 cm from the cooking zone while it is in use and ask their doctor for advice.

## Suitable pans

The hob only heats pans with a magnetic base. Cast iron, enamelled steel and most stainless steel pans work well. Aluminium, copper and glass pans will not heat unless they have a magnetic plate in the base. To test a pan, hold a fridge magnet to its base: if the magnet sticks firmly, the pan will work. The base must be between 12 and 26 cm across.

## Power levels

The hob has ten power levels from 200 W to 2000 W and a Boost setting. With Boost, one litre of water in a covered pan comes to the boil in about 3 minutes 30 seconds. Boost switches itself off after 5 minutes and returns to level 8.

## Error codes

E1: no pan or an unsuitable pan. Place a magnetic pan in the centre of the zone.
E2: the supply voltage is too low or too high. Do not use an extension reel.
E3: the pan is empty or has overheated. The hob cuts out to protect the coil. Switch off, let the hob cool for 10 minutes and check that the fan opening is not blocked.
E5: internal fault. Contact the service centre.

## Cleaning

Wipe the glass with a damp cloth once it is cool. Do not use scouring pads, which scratch the glass.

## Warranty

The hob carries a two-year warranty from the date of purchase. The warranty does not cover a cracked glass top.
`,

  'hob-forum-thread.txt': `Forum: HomeCooks Kitchen Kit > Hobs and Ovens
Thread: Kestrel IH-20 - anyone else finding it slower than the manual says?

Posted by saltandvinegar_88:
Got the Kestrel IH-20 for the caravan. Manual says a litre boils in about 3 minutes 30 seconds on Boost. I timed it twice with a lid on and it took just over 5 minutes each time. Is mine faulty?

Reply from Doreen_in_Devon:
Mine is the same, about five minutes. I think the figure in the manual is with a pan that covers the whole zone. With my 16 cm pan it's slow, with the 24 cm one it's much nearer the manual.

Reply from saltandvinegar_88:
My pan is 18 cm so that could be it. Also the caravan site hook-up is limited to 10 amps, not sure if that matters.

Reply from sparky_mike (moderator):
On a weak hook-up the voltage can sag when the hob pulls full power, and a lot of induction hobs quietly reduce power when the voltage drops. That would slow it down without showing an error. Try it at home on a normal socket before sending it back.

Reply from saltandvinegar_88:
Update: at home on a wall socket with the 24 cm pan it boiled in 3 minutes 50. So the hob is fine; it was the small pan and the site supply. Thanks all.

Reply from Doreen_in_Devon:
One more tip: don't use it on the caravan's steel worktop trim. Mine kept showing E1 until I moved it onto the wooden board.
`,

  'tortoise-hibernation-2025.csv': `tortoise,species,weight_before_g,weight_after_g,days_hibernated,fridge_temp_c,notes
Atlas,Testudo graeca,2210,2140,84,5,"Woke normally; drank within an hour"
Bramble,Testudo hermanni,1450,1380,91,5,"Loss within normal range; no vet visit needed"
Pickle,Testudo hermanni,980,890,70,6,"Woken early after losing weight faster than expected; checked by vet, no illness found"
Juniper,Testudo horsfieldii,1120,1085,60,5,"First hibernation with us; short hibernation on vet advice"
Mossy,Testudo graeca,1675,1630,84,4,"Fridge thermostat replaced in week 3 after reading 8 degrees for one day"
`,

  'cheese-blog.md': `---
title: My first year of making hard cheese at home
url: https://curdsandwhey.example.blog/2025/first-year-hard-cheese
---

# My first year of making hard cheese at home

I started making cheese last January after a one-day course at a dairy near Ludlow. I wanted to make a simple hard cheese, something like a Caerphilly, from milk I could buy locally.

Was my first wheel a success? Honestly, no. It was dry, it cracked all over as it aged and it tasted sour. Looking back, I cut the curd too small and pressed it too hard, so too much whey came out and the cheese had nothing left to ripen with.

For every batch I use eight litres of unhomogenised milk from a farm shop, a mesophilic starter culture and a quarter teaspoon of liquid vegetable rennet diluted in 50 ml of cool water. I don't use supermarket milk any more, because the ultra-heat-treated kind will not set into a firm curd at all.

The second cheese went much better. To stop the rind cracking, I let it air-dry for two days and then coated it in red cheese wax, and I aged it in an old wine fridge set to 12 degrees, with a bowl of water inside to keep the humidity around 85 percent. I aged it for twelve weeks, turning it every day for the first fortnight and then twice a week.

The biggest lesson of the year is hygiene. I lost one batch to a blue mould that got under the wax, most likely because I had not sterilised my cheese cloth. Now everything goes into boiling water for five minutes before I start.

Next year I want to try a washed-rind cheese, though my partner is already complaining about the smell.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- yes/no ---
  {
    query: 'I am redoing my bathroom and have a few bags of old plasterboard. Can I drop it off at the Pemberton recycling centre for free?',
    type: 'yes/no',
    probe: 'an FAQ whose answer opens "No." then the charge; statement before the question',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['£4'], ['charged']] },
  },
  {
    query: 'Can a pangolin roll itself up into a ball when it is attacked?',
    type: 'yes/no',
    probe: 'a plain yes in other words ("threatened" vs "attacked")',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['tight ball', 'rolls into']], lead: ['ball'] },
  },
  {
    query: 'I have an old aluminium saucepan I love. Will it work on the Kestrel IH-20 hob?',
    type: 'yes/no',
    probe: 'a denial in a manual ("will not heat") with the condition (magnetic plate)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['will not heat', 'magnetic']], lead: ['aluminium', 'magnetic'] },
  },
  {
    query: 'Should I be worried about how much weight Bramble lost over the winter?',
    type: 'yes/no',
    probe: 'a denial in a CSV notes cell ("within normal range; no vet visit needed")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['normal range', 'no vet visit']] },
  },
  {
    query: 'My son is 16 and has his provisional licence. Is he allowed to ride one of the Dunmore hire e-scooters?',
    type: 'yes/no',
    probe: 'an age limit in a council notice; the licence alone is not enough',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['18 or over']] },
  },
  {
    query: 'Was the blogger\'s very first wheel of cheese a success?',
    type: 'yes/no',
    probe: 'a blog that answers its own question with "Honestly, no."',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['dry', 'cracked', 'sour']] },
  },
  {
    query: 'Is it still legal to sell pangolin scales across borders?',
    type: 'yes/no',
    probe: 'a ban stated as CITES Appendix I "bans international commercial trade"',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['Appendix I', 'CITES'], ['bans international']] },
  },
  // --- comparison ---
  {
    query: 'Do the council and the Dunmore Gazette agree on how many scooters are in the trial?',
    type: 'comparison',
    probe: 'two documents give different figures (450 vs 600)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['450'], ['600']] },
  },
  {
    query: 'Does the Kestrel IH-20 really boil a litre of water as fast as the manual says, or is it slower?',
    type: 'comparison',
    probe: 'manual vs forum measurement; the forum finally explains it (small pan, weak supply)',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['3 minutes 30'], ['5 minutes', 'five minutes', '3 minutes 50']] },
  },
  {
    query: 'Is the giant pangolin a lot heavier than the Chinese pangolin?',
    type: 'comparison',
    probe: 'two weights in one sentence (33 kg vs 2 to 7 kg)',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['33'], ['2 and 7', '7 kilograms']] },
  },
  // --- why / how ---
  {
    query: 'Answer in one sentence: why are pangolins trafficked so heavily?',
    type: 'why/how',
    probe: 'a reply-form instruction inside the question; causes in one sentence (scales, meat)',
    expect: { kind: 'answer', facts: [['scales'], ['meat']], lead: ['scales', 'meat'] },
  },
  {
    query: 'Pangolins have no teeth, so how do they manage to digest their food?',
    type: 'why/how',
    probe: 'a mechanism (stones and sand grind food in the stomach); statement before the question',
    expect: { kind: 'answer', facts: [['stones', 'sand']], lead: ['stones', 'sand', 'grind'] },
  },
  {
    query: 'Why do I have to book a slot if I come to the recycling centre in a van?',
    type: 'why/how',
    probe: 'a cause in a because-clause (traders, commercial waste)',
    expect: { kind: 'answer', facts: [['traders', 'commercial']], lead: ['traders', 'commercial'] },
  },
  {
    query: 'Why does my hire scooter suddenly slow down when I get to the High Street?',
    type: 'why/how',
    probe: 'a cause in a council notice (shared with pedestrians on market days)',
    expect: { kind: 'answer', facts: [['8 mph'], ['pedestrians']], lead: ['8 mph', 'pedestrians'] },
  },
  {
    query: 'My Kestrel hob beeps, shows E3 and switches itself off. Why is it doing that, and how do I fix it?',
    type: 'why/how',
    probe: 'an error code table: cause and remedy',
    expect: { kind: 'answer', facts: [['empty', 'overheated'], ['10 minutes', 'cool']], lead: ['E3', 'empty', 'overheated'] },
  },
  {
    query: 'How did the blogger stop the rind cracking on the second cheese?',
    type: 'why/how',
    probe: 'a method in a blog (air-dry, wax, humidity)',
    expect: { kind: 'answer', facts: [['wax'], ['85 percent', 'humidity', 'air-dry']], lead: ['wax', 'air-dry'] },
  },
  // --- what / which / who / when / how much ---
  {
    query: 'How much does it cost to ride a Dunmore hire scooter?',
    type: 'what',
    probe: 'a price in a notice (unlock fee plus per-minute)',
    expect: { kind: 'answer', facts: [['£1'], ['16p']], lead: ['16p', '£1'] },
  },
  {
    query: 'When does the Dunmore e-scooter trial finish?',
    type: 'what',
    probe: 'an end date in an HTML news report ("runs until")',
    expect: { kind: 'answer', facts: [['30 September 2027']], lead: ['2027'] },
  },
  {
    query: 'What time does Pemberton recycling centre close in the winter months?',
    type: 'what',
    probe: '"winter months" vs "October to March"',
    expect: { kind: 'answer', facts: [['16:00']], lead: ['16:00'] },
  },
  {
    query: 'Which tortoise was the heaviest going into hibernation?',
    type: 'what',
    probe: 'the maximum of a CSV column, answered by its row',
    expect: { kind: 'answer', facts: [['Atlas'], ['2210']], lead: ['Atlas'] },
  },
  {
    query: 'What rennet does the cheese blogger use, and how much of it per batch?',
    type: 'what',
    probe: 'two-part what-question in one sentence of a blog',
    expect: { kind: 'answer', facts: [['vegetable rennet'], ['quarter teaspoon']], lead: ['rennet'] },
  },
  {
    query: 'How many kinds of pangolin are there?',
    type: 'what',
    probe: '"kinds" vs "species"',
    expect: { kind: 'answer', facts: [['eight']], lead: ['eight'] },
  },
  {
    query: 'Which company is running the Dunmore scooter scheme?',
    type: 'what',
    probe: '"company running" vs "operator"',
    expect: { kind: 'answer', facts: [['Veloq']], lead: ['Veloq'] },
  },
  // --- half-answerable ---
  {
    query: 'How many species of pangolin are there, and what is their total population in the wild?',
    type: 'half',
    probe: 'species count covered; a population estimate is not (seizure numbers must not count)',
    expect: { kind: 'partial', facts: [['eight']], missing: 'population' },
  },
  {
    query: 'What does Pemberton charge for plasterboard, and do they accept asbestos?',
    type: 'half',
    probe: 'the charge is covered; asbestos never appears',
    expect: { kind: 'partial', facts: [['£4']], missing: 'asbestos' },
  },
  {
    query: 'How long did the blogger age the second cheese, and how much did it cost to make?',
    type: 'half',
    probe: 'the ageing time is covered; the cost is not',
    expect: { kind: 'partial', facts: [['twelve weeks']], missing: 'cost' },
  },
  // --- unanswerable ---
  {
    query: 'How long do pangolins live in the wild?',
    type: 'unanswerable',
    probe: 'pangolins and "wild" occur; no lifespan anywhere',
    expect: { kind: 'none' },
  },
  {
    query: 'How much does the Kestrel IH-20 cost to buy?',
    type: 'unanswerable',
    probe: 'the hob is described in two documents; no price (warranty and power must not count)',
    expect: { kind: 'none' },
  },
  {
    query: 'Who is the mayor of Dunmore?',
    type: 'unanswerable',
    probe: 'Dunmore occurs often; no mayor is named',
    expect: { kind: 'none' },
  },
  // --- extra what (other wording) ---
  {
    query: 'Is there a fine if I leave a hire scooter outside a parking bay, and how much is it?',
    type: 'what',
    probe: 'a fine in the news report, asked as yes/no plus amount',
    expect: { kind: 'answer', facts: [['£10']], lead: ['£10'] },
  },
];
