// Challenger ch31, class v: verdicts the documents settle, often not in the asker's words (an age limit, a
// rule with an exception, a condition, a ban for a group, a figure to compare, a sentence in other words),
// plus one question left open by a condition, one unanswerable and two half-answerable.
// 7 documents, 14 questions, written blind (without reading the engine's code, tests or the team's sets).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. FAQ page in HTML
  'makerspace-faq.html': `<html><head><title>FAQ – Northgate Makerspace</title></head>
<body>
<nav>Home | Equipment | Membership | FAQ | Contact</nav>
<h1>Frequently asked questions</h1>
<h2>Who can join?</h2>
<p>Full membership is open to anyone aged 18 or over. Young people aged 14 to 17 can become junior members once a parent or guardian has signed our consent form at the front desk. Junior members may use the 3D printers, the electronics bench, the sewing machines and the hand tools. The laser cutter, the table saw and the metal lathe are restricted to members aged 18 and over. Children under 14 are welcome at our Saturday family sessions (10:00–13:00) with an adult who stays with them throughout.</p>
<h2>How much does it cost?</h2>
<p>Full membership is £25 a month. Concession membership is £12 a month for students, people aged over 65 and people receiving jobseeker's support. Junior membership is £10 a month. A day pass costs £8 and includes the general safety tour.</p>
<h2>Do I need training before using the machines?</h2>
<p>Every machine carries a coloured tag. Green-tag tools can be used by anyone who has done the general safety tour. Red-tag machines (the laser cutter, table saw, lathe, bandsaw and CNC router) need a one-to-one induction with a volunteer before first use. Inductions cost £10 per machine and are free for concession members.</p>
<h2>Can I bring my own materials?</h2>
<p>Yes, for most tools. For the laser cutter, only materials on the approved list may be cut: plywood up to 6 mm, cast acrylic, card, paper and vegetable-tanned leather. PVC, vinyl and anything else containing chlorine must never go in the laser: cutting them releases chlorine gas, which harms your lungs and corrodes the machine.</p>
<h2>Can I sell things I make here?</h2>
<p>Of course. Members are free to sell what they make in the space, and we take no commission. If you plan a production run of more than 50 identical items, you will need a business membership (£60 a month), because long runs tie up machines that other members are waiting for.</p>
<h2>When is the space open?</h2>
<p>Staffed opening hours are Tuesday to Friday 16:00–22:00 and Saturday 10:00–18:00; we are closed on Sundays and Mondays. After three months of membership you can apply for a key fob, which gives access from 07:00 to 23:00 every day. Even with a fob, red-tag machines may only be used when at least one other member is in the building.</p>
<h2>Can I leave projects here?</h2>
<p>Every member gets a shelf box free of charge. Larger projects may be left on the project rack for up to two weeks; after that they are moved to the back yard.</p>
<footer>Northgate Makerspace · Unit 4, Canal Works · Registered charity</footer>
</body></html>`,

  // 2. event rules in Markdown
  'riverside-5k-faq.md': `---
title: Riverside 5K – rules and FAQ
url: https://riverside5k.example.org/faq
---
# Riverside 5K: rules and FAQ

The Riverside 5K is a free, weekly, timed 5 km event every Saturday at 9:00, starting by the boathouse in Mill Meadows. It is organised entirely by volunteers. Register once online and bring your printed or phone barcode every week; without a barcode you can still take part, but you won't get a time.

## Is it a race?

Not really. Some people race it, most run or jog, and walkers are as welcome as runners. We have no cut-off time: a volunteer tail walker always finishes last, behind the final participant, and everyone who finishes is timed.

## Children

Children under 11 must stay within arm's reach of a parent or guardian aged 18 or over for the whole event. From their 11th birthday, young people may take part on their own. For 4 to 14 year olds we also hold the Riverside Junior 2k on Sunday mornings at 9:00.

## Dogs

One dog per participant is welcome. It must be on a short, non-extendable lead held in the hand; waist belts and harness leads clipped to the runner are not allowed. Dogs start at the back of the field, and dogs are not allowed at the Junior 2k.

## Buggies

Buggies and running buggies are welcome. Please start at the back, push only one buggy, and do not run with a dog while you are pushing a buggy.

## Course

Two laps of the riverside path, flat and mostly gravel. When the river is above the flood marker by the boathouse, we use the alternative course instead: three laps of the park on tarmac paths. Check our page on Friday evening to see which course is in use.

## Results and milestones

Results are emailed by 14:00 on Saturday. Free milestone T-shirts are awarded when you reach 25, 50 and 100 events, and after 25 volunteering sessions.

## Headphones

Please leave headphones at home. If you do wear them, use only one earbud so that you can hear the marshals.
`,

  // 3. manual in plain text
  'aquapure-s200-manual.txt': `AQUAPURE S200 WATER SOFTENER - OWNER'S MANUAL (extract)

1. HOW YOUR SOFTENER WORKS
The S200 contains 10 litres of ion-exchange resin. As mains water passes through, calcium and magnesium (the minerals that cause hardness and limescale) are swapped for sodium. Once the resin is loaded with hardness minerals it must be cleaned with brine, a process called regeneration.

2. REGENERATION
Regeneration starts at 02:00 by default and takes about 90 minutes. During regeneration the valve sends incoming water around the resin tank through an internal bypass, so any water drawn during this time is hard. We recommend that you avoid running hot water or filling the washing machine during regeneration. The start time can be changed in the settings menu (see section 6).

3. SALT
Use only tablet salt (PDV or food-grade tablet salt). Do not use granular salt, dishwasher salt or rock salt: fine grains and impurities clog the brine valve and the injector. Check the salt level once a month and keep it topped up so that salt is always visible above the water in the salt container. A typical household uses one 25 kg bag every 6 to 8 weeks.

4. DRINKING WATER
Softening adds sodium to water. At typical UK hardness, softened water contains less than 200 mg of sodium per litre, within the legal limit for drinking water, and is suitable for most adults to drink. However, softened water is not recommended for making up infant feeds because of the added sodium: use water from the unsoftened drinking-water tap instead, which the installer fits at the kitchen sink. People on a low-sodium diet should also drink from the unsoftened tap.

5. WATER PRESSURE
The S200 needs a mains pressure between 1.5 bar and 8 bar. If your pressure is above 8 bar, a pressure-reducing valve must be fitted before the softener.

6. SETTINGS
Hold MENU for 3 seconds to set the clock, the water hardness and the regeneration start time. Settings are kept during a power cut; after a cut longer than 24 hours, check that the clock is still right.

7. TROUBLESHOOTING
Hard water at all times: check the salt level and look for a salt bridge (a hard crust across the salt container that stops the salt dissolving). Break it up gently with a broom handle.
Very high salt use: check that the hardness setting matches your local water.

8. WARRANTY
The resin tank is guaranteed for 10 years and the control valve for 2 years, provided the softener is serviced every year by an approved engineer. The warranty does not cover damage caused by using anything other than tablet salt.
`,

  // 4. CSV table
  'loft-insulation-comparison.csv': `material,thermal_conductivity_W_per_mK_lower_is_better,depth_needed_for_U_0.16_mm,price_per_m2_at_that_depth_GBP,fire_class,diy_friendly,notes
Glass mineral wool roll,0.044,270,6.50,A1,yes,"Itchy to handle; wear gloves, a dust mask and goggles; usually laid in two layers, the second across the joists"
Rock mineral wool slab,0.037,230,11.20,A1,yes,"Denser than glass wool; better sound reduction; slabs are stiff and cut cleanly with a bread knife"
Sheep's wool roll,0.039,245,19.80,E,yes,"No protective kit needed; treated against moths; can absorb some moisture without losing performance"
Wood fibre batt,0.038,240,17.40,E,yes,"Absorbs and releases moisture; heavier than mineral wool, so check the ceiling can take the load"
Hemp batt,0.043,265,16.10,E,yes,"Grown without pesticides; slightly itchy; cut with a serrated blade"
Blown cellulose (recycled paper),0.040,250,9.20,"B-s2,d0",no,"Blown in by an installer; settles by about 10% over the first years"
Cork board,0.040,250,31.00,E,yes,"Rigid; mostly used between rafters rather than on the loft floor"
PIR foam board,0.022,140,24.60,"B-s2,d0",yes,"Cut with a fine saw; seal joints with foil tape; rigid boards are hard to fit around cables"
Recycled polyester (PET) roll,0.040,250,13.90,"B-s1,d0",yes,"Made from plastic bottles; not itchy; keeps its loft if it gets damp"
`,

  // 5. encyclopedic article
  'hazel-dormouse.md': `---
title: Hazel dormouse
url: https://wildpedia.example.org/wiki/Hazel_dormouse
---
# Hazel dormouse

The hazel dormouse (Muscardinus avellanarius) is a small rodent found across much of Europe and the only dormouse native to Britain. Adults measure 6–9 cm from nose to the base of the tail, with a thick furry tail of 5.7–7.5 cm, and normally weigh 15–30 g, though some reach 43 g as they fatten up before hibernation. The fur is golden-orange and the eyes large and black.

## Behaviour

The hazel dormouse is nocturnal and arboreal, and during its active season it seldom comes down to the ground, moving instead through the canopy of hedgerows and woodland. Between October and April or May it hibernates in a tightly woven nest on or just below the ground, among leaf litter or at the base of a coppice stool, rather than up in the trees. Counting hibernation and daytime torpor, a dormouse may spend three-quarters of its life asleep. In the wild it can live for up to five years, a long life for a rodent of its size.

## Diet

It eats flowers, pollen, insects and fruit, and in autumn hazelnuts. Opened nuts are a reliable sign of its presence: a dormouse gnaws a smooth, round hole whose inner rim carries tooth marks running at an angle around the cut edge. Wood mice leave tooth marks on the outer surface of the shell around the hole, while bank voles gnaw a neat hole with a smooth inner rim and no marks on the nut's surface.

## Status and the law

Populations in Britain have roughly halved since 2000, a decline linked to the loss of hedgerows and changes in woodland management. The hazel dormouse is a European protected species. In Britain it is an offence to deliberately capture, injure, kill or disturb a dormouse, or to damage its breeding or resting places, and a licence from the statutory nature conservation body is needed even to handle one during a survey. Anyone who uncovers a hibernating dormouse, for example while clearing a hedge bottom, should leave it where it is and cover the nest again with leaves; moving it can wake it, and each waking burns fat reserves it needs to survive the winter.

## The edible dormouse

The edible dormouse (Glis glis), also called the fat dormouse, is a different and much larger species from continental Europe, weighing 120–180 g. It was released at Tring Park in Hertfordshire in 1902 and now lives wild in the Chilterns, where it often nests in loft spaces. Its name comes from the Romans, who fattened it in clay jars and ate it.
`,

  // 6. first-person blog with updates
  'kombucha-one-year.md': `---
title: My kombucha routine, one year in
url: https://slowkitchen.example.blog/kombucha-one-year
---
# My kombucha routine, one year in

I've brewed kombucha every week for a year now, so here is what I actually do, mistakes included.

## The basic batch

For each litre I use 70 g of white sugar, two black tea bags, 200 ml of starter liquid from the last batch, and the SCOBY (the rubbery disc of bacteria and yeast). I brew the tea in half the water, dissolve the sugar, top up with cold water and wait until it is below 30 °C before adding the SCOBY and starter. The starter matters: it makes the sweet tea acidic from day one (below pH 4.6), which keeps mould out.

## Jars

I only ferment in glass. Never ferment in a metal container: the acid leaches metal into the drink and can damage the culture. A stainless steel spoon for stirring is fine, because the contact is brief. Ceramic crocks are fine only if the glaze is food-safe and lead-free.

## Temperature and time

Kombucha likes 22–26 °C. The first fermentation takes 7 to 12 days; I start tasting on day 7 with a straw and bottle it when it is tart but still slightly sweet. Below 20 °C it crawls along and mould is more likely.

## Mould or new SCOBY?

A new SCOBY forms as a smooth, wet, pale layer on the surface. Mould is fuzzy and dry and sits in circles of blue, green, black or white. Brown stringy bits hanging underneath are yeast and are harmless. If I see mould I throw away the whole batch, SCOBY included; I don't try to rescue it.

## Second fermentation

I bottle with a little fruit or ginger in swing-top bottles and leave them 2–4 days at room temperature for fizz, then move them to the fridge. Burp the bottles daily: one of mine exploded in the cupboard.

## Update (March)

A reader asked whether homemade kombucha counts as alcohol-free. I bought a hydrometer kit and measured my last batch: 0.3% alcohol straight from the first fermentation and 0.8% after the second. In the UK "alcohol-free" means no more than 0.05%, so mine definitely isn't, and I no longer give it to my nieces.

## Update (May)

I moved the jars from the airing cupboard to a heat mat set to 24 °C, and first fermentations now take 8 days instead of 12.
`,

  // 7. visitor page with a table
  'ben-carra-gondola-visit.md': `---
title: Plan your visit – Ben Carra Gondola
url: https://bencarragondola.example.co.uk/plan-your-visit
---
# Plan your visit

The Ben Carra Gondola carries you from the car park at Glenfarr (90 m) to the Summit Station at 1,050 m in about 12 minutes. Cabins seat up to six people and leave every 30 seconds.

## Tickets

| Ticket | Return | Single |
|---|---|---|
| Adult (16 and over) | £24 | £16 |
| Child (5–15) | £14 | £9 |
| Under 5 | Free | Free |
| Family (2 adults + 2 children aged 5–15) | £68 | – |

Book online at least 24 hours ahead for 10% off any ticket.

## Who can ride

- Children under 12 must travel in a cabin with someone aged 16 or over.
- Dogs ride free and must stay on a lead. Only assistance dogs are allowed inside the Summit restaurant.
- Manual wheelchairs up to 70 cm wide fit the cabins, and staff slow the cabin for boarding. Mobility scooters and powered wheelchairs wider than 70 cm cannot be carried. The Summit Station and viewing platform are step-free; the hill paths beyond them are rough.

## Bikes

Mountain bikes are carried from May to September on external racks fitted to every fifth cabin, for the downhill trails. A bike ticket costs £6 on top of your own ticket. Electric bikes are accepted only if they weigh less than 25 kg including the battery. Bikes are not carried from October to April.

## Weather

The gondola runs in winds of up to 50 mph; when gusts go above that, it stops. We post the day's status on our website from 8:00. If the weather closes the gondola, you can have a full refund or move your booking to another date free of charge. If the wind rises while you are at the top, staff will bring you down as soon as it is safe. The footpath down is 7 km and takes about 2.5 hours; it is only suitable for experienced walkers.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no (6) ----
  {
    query: "My son is 15 and wants to join the makerspace so he can use the laser cutter for his GCSE design project. Will he be allowed to?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'age limit on one machine; junior membership exists but excludes it',
    expect: {
      kind: 'answer',
      facts: [['18', 'eighteen'], ['junior']],
      lead: ['18', 'eighteen', 'not', 'restricted', 'no'],
      offTopic: ['key fob', 'shelf box', 'chlorine'],
    },
    untrue: ['he can use the laser', 'he will be able to use the laser', 'junior members may use the laser', 'junior members can use the laser', 'allowed to use the laser cutter with'],
  },
  {
    query: "thinking of making wooden coasters at the makerspace to sell at a christmas craft fair, maybe 30ish. is that ok on a normal membership?",
    type: 'yes/no',
    verdict: 'yes',
    probe: 'permission with a threshold exception the asker is under',
    expect: {
      kind: 'answer',
      facts: [['50', 'fifty'], ['sell']],
      lead: ['sell', 'yes', 'free to', 'allowed', 'can'],
      offTopic: ['chlorine', 'induction', 'key fob'],
    },
    untrue: ['takes a commission', 'charges a commission', 'need a business membership for 30', 'not allowed to sell'],
  },
  {
    query: "I'm really slow and will probably end up walking a lot of the riverside 5k. Is that allowed, or do they time you out after a certain point?",
    type: 'yes/no',
    verdict: 'yes',
    probe: 'no cut-off / tail walker said in other words than "time out"',
    expect: {
      kind: 'answer',
      facts: [['no cut-off', 'no cutoff', 'no cut off', 'no time limit'], ['tail walker', 'walkers are']],
      lead: ['cut-off', 'cutoff', 'cut off', 'time limit', 'walk', 'welcome'],
      offTopic: ['buggy', 'dog', 'headphone'],
    },
    untrue: ['there is a cut-off of', 'cut-off time of', 'must finish within', 'you will be timed out'],
  },
  {
    query: "We've got a baby due in March. Is the softened water from our kitchen tap ok for making up her formula bottles?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'a caution for a group (infant feeds) in other words than "formula bottles"',
    expect: {
      kind: 'answer',
      facts: [['not recommended', 'should not', 'shouldn\'t', 'not be used', 'not suitable'], ['unsoftened', 'drinking-water tap', 'drinking water tap']],
      lead: ['not recommended', 'not', 'no', 'unsoftened'],
      offTopic: ['regeneration', 'brine valve', 'salt bridge'],
    },
    untrue: ['is fine for formula', 'is safe for infant', 'is safe for formula', 'is suitable for infant', 'is fine for infant'],
  },
  {
    query: "my wife is pregnant and off alcohol completely - is homemade kombucha alcohol free or not?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'a measured figure against a stated threshold decides it',
    expect: {
      kind: 'answer',
      facts: [['0.8', '0.3']],
      lead: ['0.8', '0.3', 'not alcohol', "isn't", 'not', 'contains', 'does contain'],
      offTopic: ['heat mat', 'airing cupboard', 'stainless steel'],
    },
    untrue: ['is alcohol-free', 'is alcohol free', 'contains no alcohol', 'has no alcohol'],
  },
  {
    query: "Can I take my electric mountain bike up on the Ben Carra gondola in the summer holidays?",
    type: 'yes/no',
    verdict: 'qualified',
    probe: 'a condition the asker has not stated (bike weight) leaves it open',
    expect: {
      kind: 'answer',
      facts: [['25 kg', '25kg', '25 kilo', 'under 25', 'less than 25']],
      lead: ['25', 'only if', 'depends', 'weigh'],
      offTopic: ['wheelchair', 'assistance dog', 'restaurant'],
    },
    untrue: ['e-bikes are not allowed', 'electric bikes are not allowed', 'no e-bikes', 'electric bikes are not carried'],
  },
  // ---- comparisons (3) ----
  {
    query: "Is sheep's wool actually a better insulator than the normal itchy fibreglass rolls, or is that just marketing?",
    type: 'comparison',
    verdict: 'yes',
    probe: 'a figure to compare, lower is better; "fibreglass" is "glass mineral wool" in the table',
    expect: {
      kind: 'answer',
      facts: [['0.039', '245'], ['0.044', '270']],
      lead: ['sheep'],
      offTopic: ['PIR', 'hemp', 'polyester'],
    },
    untrue: ['glass mineral wool is better', 'fibreglass is better', 'fibreglass insulates better', 'glass wool insulates better', 'just marketing'],
  },
  {
    query: "Are those edible dormice that live in people's lofts bigger than the hazel dormice we have in the UK?",
    type: 'comparison',
    verdict: 'yes',
    probe: 'two weight ranges in different sections settle it',
    expect: {
      kind: 'answer',
      facts: [['120', '180'], ['15', '30 g', '43']],
      lead: ['edible', 'larger', 'bigger', 'yes'],
      offTopic: ['tooth marks', 'hazelnut', 'Romans'],
    },
    untrue: ['hazel dormouse is larger', 'hazel dormouse is bigger', 'same size'],
  },
  {
    query: "There's 2 of us adults plus our kids who are 7 and 3. Does the gondola family ticket actually work out cheaper than buying separate tickets?",
    type: 'comparison',
    verdict: 'no',
    probe: 'a sum from a table with the under-5 exception; the family ticket loses',
    expect: {
      kind: 'answer',
      facts: [['£68', '68'], ['£24', '24'], ['£14', '14'], ['free', 'under 5', 'under-5', 'under fives']],
      lead: ['62', 'not cheaper', 'separate', 'more expensive', 'costs more', 'no'],
      offTopic: ['wind', 'wheelchair', 'bike'],
    },
    untrue: ['family ticket is cheaper', 'family ticket saves', 'family ticket would save', 'family ticket works out cheaper'],
  },
  // ---- why/how (1) ----
  {
    query: "Why is the water sometimes hard and scaly when I shower at about half 2 in the morning after a night shift? the rest of the time the softener seems fine",
    type: 'why/how',
    probe: 'the time-specific cause (regeneration bypass), not the always-hard troubleshooting',
    expect: {
      kind: 'answer',
      facts: [['regenerat'], ['bypass', 'water drawn during this time is hard', 'around the resin']],
      lead: ['regenerat', 'bypass'],
      offTopic: ['salt bridge', 'infant', 'pressure-reducing'],
    },
    untrue: ['because the salt has run out', 'salt bridge is the cause'],
  },
  // ---- what/which (1) ----
  {
    query: "our loft joists are pretty shallow. which of these insulation materials gets to the target with the thinnest layer?",
    type: 'what',
    probe: 'the minimum of a column asked in words',
    expect: {
      kind: 'answer',
      facts: [['PIR', 'foam board'], ['140']],
      lead: ['PIR', 'foam'],
      offTopic: ['itchy', 'moths', 'plastic bottles'],
    },
    untrue: ['rock mineral wool is the thinnest', 'sheep\'s wool is the thinnest', 'glass mineral wool is the thinnest'],
  },
  // ---- unanswerable (1) ----
  {
    query: "What usually hunts hazel dormice - are owls their main predator?",
    type: 'unanswerable',
    probe: 'the article covers the animal at length but says nothing on predators',
    expect: { kind: 'none' },
    untrue: ['owls are the main', 'owls are their main', 'owls hunt', 'hunted mainly by'],
  },
  // ---- half-answerable (2) ----
  {
    query: "My 9 year old wants to do the Saturday riverside run on his own without me. Is that ok? And do they get a medal at the end?",
    type: 'half',
    probe: 'the age rule is covered; a medal is not (only milestone T-shirts)',
    expect: {
      kind: 'partial',
      facts: [["arm's reach", 'arm’s reach', 'arms reach', "arm's length"], ['11', 'eleven']],
      missing: 'medal',
    },
    untrue: ['he can run on his own', 'he can run alone', 'he may run alone', 'fine to run alone', 'medals are given', 'every finisher gets a medal'],
  },
  {
    query: "how long do I leave the first ferment for, and roughly how many calories end up in a glass of the finished kombucha?",
    type: 'half',
    probe: 'fermentation time covered; calories not',
    expect: {
      kind: 'partial',
      facts: [['7 to 12', '7–12', '7-12', 'seven to twelve', '7 and 12', 'day 7', '8 days', 'eight days', '12 days']],
      missing: 'calori',
    },
    untrue: ['calories per glass is', 'about 30 calories', 'kcal per'],
  },
];
