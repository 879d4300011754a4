// Challenger ch29, class c (casual words): questions typed the way people type them, over documents that
// use the formal words. 7 documents, 14 questions, written blind (before reading or running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'year7-residential-letter.html': `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Year 7 residential visit to Brackenfold Outdoor Education Centre</title></head>
<body>
<header><p>Harrowgate Vale Academy &middot; Letters home</p></header>
<article>
<h1>Year 7 residential visit to Brackenfold Outdoor Education Centre</h1>
<p class="date">Sent 9 February 2026</p>
<p>Dear Parent or Carer,</p>
<p>We are delighted to confirm that the Year 7 residential visit to Brackenfold Outdoor Education Centre will take
place from Wednesday 10 June to Friday 12 June 2026. The coach will depart from the school car park at 8:30am on the
Wednesday and is expected to return to the school car park at approximately 4:00pm on the Friday.</p>
<h2>Cost and payment</h2>
<p>The total cost of the visit is &pound;285 per student. This covers transport, accommodation, all meals and every
activity, including canoeing, gorge walking, climbing and a night navigation exercise. A non-refundable deposit of
&pound;50 must be paid through ParentPay by Friday 6 March, and the balance by Friday 1 May. Families who are
concerned about the cost should contact Mrs Okafor in the school office in confidence, as support is available from
the school's hardship fund.</p>
<h2>Equipment list</h2>
<p>Please ensure that all items are clearly labelled with your child's name. Students will need:</p>
<ul>
<li>a waterproof jacket and waterproof trousers (essential: activities go ahead in wet weather)</li>
<li>walking boots, or sturdy trainers with a good grip</li>
<li>two pairs of old trousers or jogging bottoms that can get very muddy</li>
<li>a warm fleece or jumper</li>
<li>a separate pair of shoes for indoors</li>
<li>a towel and toiletries</li>
<li>a torch, for the night navigation exercise</li>
<li>a refillable water bottle</li>
</ul>
<p>Bedding is provided by the centre, so students do not need to bring a sleeping bag or pillow.</p>
<h2>Spending money</h2>
<p>Spending money is optional. Students may bring no more than &pound;15, in a named envelope, for the centre shop,
which opens on the final evening.</p>
<h2>Mobile phones and electronic devices</h2>
<p>Mobile phones, tablets and games consoles are not allowed on the visit. If you need to contact your child, please
telephone the school office on 01632 960418; the trip leader, Mr Dunmore, speaks to the office every evening.</p>
<h2>Medication and dietary needs</h2>
<p>All medicines, including non-prescription medicines, must be handed to Mr Dunmore at departure in their original
packaging, together with the completed medical consent form. The only exceptions are inhalers and adrenaline
auto-injectors, which students keep with them at all times; please send a spare, which staff will hold. Please record
any dietary requirements on the consent form by 6 March. The centre caters for vegetarian, halal and gluten-free
diets.</p>
<p>Yours faithfully,<br>Mr P. Dunmore, Head of Year 7</p>
</article>
</body>
</html>`,

  'repeat-prescriptions.md': `---
title: Ordering repeat prescriptions
url: https://www.millbrookmedicalpractice.example/repeat-prescriptions
---
# Ordering repeat prescriptions

Millbrook Medical Practice issues repeat prescriptions for medicines that a clinician has agreed you can have
regularly without an appointment. Only the items on your repeat list can be ordered this way. If you need a new
medicine, or a change to the dose of an existing one, please book an appointment with a clinician.

## How to order

You can order your repeat medication in any of these ways:

- through your online account in the NHS App or on the practice website;
- by ticking the items you need on the right-hand side of your last prescription (the repeat slip) and posting it
  in the box in reception.

We do not accept requests by telephone, because of the risk of errors. The only exception is patients who are
housebound, who may ring the prescriptions line between 10am and 12 noon, Monday to Friday.

## How long it takes

Please allow three full working days between ordering and collecting. Weekends and bank holidays are not working
days, so a request made on a Monday will normally be ready on the Thursday afternoon, and a request made on a Friday
will normally be ready on the following Wednesday afternoon. Please order up to seven days before you are due to run
out, and only order the items you actually need.

## Where to collect

Prescriptions are sent electronically to the pharmacy you have nominated. You can change your nominated pharmacy at
any pharmacy or in the NHS App. The practice does not hold paper prescriptions for collection at reception.

## Medication reviews

Everyone on repeat medication needs a medication review with a clinician at least once every 12 months. When your
review is due, a message will appear on your repeat slip and in the app. If a review is overdue, we may issue only a
28-day supply until it has been done.
`,

  'heating-faq.md': `---
title: Heating FAQ
url: https://www.ashdownheating.example/faq
---
# Heating FAQ: Ashdown Heating & Plumbing

## Why is my boiler making a noise like a kettle?

This is known as "kettling". Over time, limescale and sludge build up on the boiler's heat exchanger and restrict the
flow of water through it. The water trapped against the hot surface overheats and turns to steam in small pockets,
which makes a rumbling or banging sound like a kettle coming to the boil. Kettling is most common in hard water
areas. An engineer can descale the heat exchanger and fit a scale reducer on the mains supply. Left alone, kettling
puts extra strain on the boiler and can shorten its life.

## What should the pressure on my boiler be?

With the heating off and the system cold, the gauge on the front of a combi or system boiler should read between 1
and 1.5 bar. It may rise to about 2 bar while the heating is running. If it falls below 1 bar the boiler may lock out
and show a fault code. You can top it up using the filling loop: a flexible silver braided hose under the boiler with
a valve at each end. Open both valves slowly until the gauge reads 1.2 to 1.5 bar, then close them both firmly. If you
have to top up the pressure more than once a month there is probably a leak, and you should book a visit.

## My radiators are cold at the top and warm at the bottom. What's wrong?

That is air trapped in the radiators. Bleed each affected radiator with a radiator key: with the heating off, turn
the bleed valve at the top corner a quarter turn anticlockwise, holding a cloth underneath, and close it as soon as
water comes out instead of air. Bleeding lowers the system pressure, so check the gauge afterwards and top up if it
is below 1 bar. A radiator that is cold at the bottom, or cold in the middle, has a build-up of sludge instead, which
usually needs a power flush (from £380).

## My boiler cuts out when it's freezing outside. Why?

Condensing boilers drain waste water through a plastic condensate pipe that runs outside to a drain. In freezing
weather this pipe can freeze and block, and the boiler then locks out, often with a gurgling noise. To thaw it, pour
warm water along the outside section of the pipe or hold a hot water bottle against it, then press the reset button
on the boiler. Use warm, never boiling, water: boiling water can crack the pipe.

## How often should my boiler be serviced?

Once a year. Our annual gas boiler service costs £85 including VAT. Landlords must also have a gas safety check every
12 months; we carry these out for £70.
`,

  'hollins-farm-park-rules.txt': `HOLLINS FARM TOURING PARK
Park rules and information for guests, 2026 season

ARRIVING AND LEAVING
Pitches are available from 2pm on your day of arrival and must be vacated by 11am on your day of departure.
The entrance barrier is closed between 10:30pm and 7am. If you expect to arrive late, you will be sent a gate code by
text message at 5pm on your day of arrival. Late arrivals should park in the late-arrivals area beside reception and
move onto their pitch after 8am the following morning, so as not to disturb other guests.

TOILETS AND SHOWERS
The toilet and shower blocks in the Top Field and Rose Meadow are open from 7am to 11pm and are cleaned twice a day.
The accessible toilet beside reception is open 24 hours. Please do not empty chemical toilets anywhere except the
Elsan point behind the Top Field block.

QUIET TIME
Quiet time is from 10:30pm to 7am. Generators may not be used at any time.

DOGS
Well-behaved dogs are welcome, up to a maximum of two per pitch. Dogs must be kept on a lead at all times and must not
be left unattended in tents, awnings or vehicles. Please exercise your dog in the dog walk field, not on the play
area, and clear up after it. Rose Meadow is a dog-free field: guests with dogs will be given a pitch in the Top
Field or the Orchard instead.

BARBECUES AND FIRES
Barbecues are allowed on pitches if they stand at least 30cm off the grass. Disposable barbecues are not permitted
anywhere on the park, and open fires and fire pits are not allowed.

ELECTRIC HOOK-UP
All serviced pitches have a 16 amp electric hook-up, included in the pitch fee. Please bring your own outdoor cable
(a maximum of 25 metres).

PAYMENT
The balance of your booking is due on arrival, at reception, by card. Reception is open from 9am to 6pm.
`,

  'castlegate-leisure-classes.csv': `day,start,class,length_mins,venue,level,member_price,non_member_price
Monday,07:00,Indoor Cycling,45,Studio 2,All levels,included,£7.50
Monday,12:15,Pilates,55,Studio 1,Beginners,included,£8.00
Monday,18:30,Aqua Aerobics,45,Main Pool,All levels,included,£6.20
Tuesday,06:45,Indoor Cycling,45,Studio 2,Intermediate,included,£7.50
Tuesday,10:00,Aqua Aerobics,45,Main Pool,Gentle,included,£6.20
Tuesday,19:00,Body Conditioning,50,Studio 1,All levels,included,£6.90
Wednesday,09:30,Pilates,55,Studio 1,Intermediate,included,£8.00
Wednesday,18:00,Indoor Cycling,45,Studio 2,All levels,included,£7.50
Thursday,06:45,Indoor Cycling,45,Studio 2,Intermediate,included,£7.50
Thursday,11:00,Aqua Aerobics,45,Main Pool,Gentle,included,£6.20
Thursday,19:30,Pilates,55,Studio 1,All levels,included,£8.00
Friday,07:00,Body Conditioning,50,Studio 1,All levels,included,£6.90
Friday,17:30,Indoor Cycling,30,Studio 2,All levels,included,£7.50
Saturday,08:15,Indoor Cycling,45,Studio 2,All levels,included,£7.50
Saturday,09:00,Aqua Aerobics,45,Main Pool,All levels,included,£6.20
Saturday,10:30,Indoor Cycling,45,Studio 2,Advanced,included,£7.50
Saturday,11:30,Pilates,55,Studio 1,Beginners,included,£8.00
Sunday,09:30,Indoor Cycling,45,Studio 2,All levels,included,£7.50
Sunday,10:00,Aqua Aerobics,45,Learner Pool,Gentle,included,£6.20
Sunday,16:00,Body Conditioning,50,Studio 1,All levels,included,£6.90
`,

  'bulky-waste-collections.html': `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Bulky waste collections | Rendlesham Borough Council</title></head>
<body>
<nav>Home &gt; Bins and recycling &gt; Bulky waste collections</nav>
<main>
<h1>Bulky waste collections</h1>
<p>We collect large household items that are too big to go in your bins, such as furniture (sofas, armchairs, beds,
wardrobes and tables), mattresses, white goods and carpets. Carpets must be rolled and no longer than 2 metres.</p>
<h2>Prices</h2>
<table>
<tr><th>Number of items</th><th>Price</th></tr>
<tr><td>1 to 3 items</td><td>&pound;38</td></tr>
<tr><td>4 to 6 items</td><td>&pound;52</td></tr>
</table>
<p>We collect a maximum of 6 items per collection. Residents who receive Council Tax Reduction pay half price.
Fridges and freezers count as two items each, because the gases they contain must be removed safely.</p>
<h2>What we cannot collect</h2>
<p>We cannot collect builders' rubble, bricks, soil, garden waste, car parts, tyres, asbestos, paint tins or gas
bottles. Please take these to the household waste recycling centre or use a licensed waste carrier.</p>
<h2>Getting your items ready</h2>
<p>Mattresses must be in a sealed plastic mattress bag or wrapped in plastic sheeting, or we cannot take them. Please
put your items out by 7am on the day of collection, just inside the front boundary of your property where the crew
can see them. Do not put items out before 7pm on the evening before your collection, and do not leave them on the
pavement where they would block the way for wheelchair and pushchair users. Our crews cannot enter your home.</p>
<h2>Booking</h2>
<p>Book online or by calling 0300 555 0187. Payment is taken by card when you book. Collections are normally made
within 10 working days of booking. You can cancel up to 2 working days before your collection for a full refund.</p>
</main>
</body>
</html>`,

  'cycles-on-trains.md': `---
title: Taking your cycle on our trains
url: https://www.westmarchrail.example/travel/cycles
---
# Taking your cycle on our trains

Cycles travel free on all Westmarch Rail services, but space is limited and some restrictions apply.

## Folding cycles

Folding cycles can be carried on all our services at any time, including the busiest commuter trains, as long as
they are fully folded before you board and kept with you. Please do not leave a folded cycle in a doorway.

## Non-folding cycles

On Intercity services, you must reserve a cycle space before you travel. Reservations are free and can be made up to
2 hours before departure online or at the ticket office.

On Metro commuter services, non-folding cycles are not carried on trains arriving at Westmarch Central between 07:00
and 09:30, or departing from Westmarch Central between 16:00 and 18:30, Monday to Friday (except bank holidays).
Outside those times, up to four non-folding cycles can be carried on each Metro train, on a first come, first served
basis, in the marked cycle area.

## Cycles we cannot carry

We cannot carry tandems, tricycles or cycles towing a trailer. Electrically assisted pedal cycles (e-bikes) are
treated as ordinary cycles. E-scooters, electric unicycles and hoverboards are banned from all our trains and
stations, even when folded, because of the fire risk from their batteries.

## Cycle parking

There are 120 free, covered cycle parking spaces at Westmarch Central, watched by CCTV, and smaller cycle shelters at
most of our other stations.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no ----
  {
    query: 'ok so my son is 12 and off on the yr 7 residential in june, can he bring his phone or nah? how do i get hold of him if not',
    type: 'yes/no',
    verdict: 'no',
    probe: 'casual run-on context; phone rule in formal words (mobile phones not allowed), plus the contact route',
    expect: {
      kind: 'answer',
      facts: [
        ['not allowed', 'not permitted', 'are not allowed', 'cannot bring', "can't bring", 'must not', 'no phones', 'no mobile', 'not be allowed', 'is not allowed', "isn't allowed", "aren't allowed", 'not able to bring'],
        ['school office', '01632 960418', 'office'],
      ],
      lead: ['phone', 'mobile'],
      offTopic: ['hardship fund', 'ParentPay'],
    },
    untrue: ['phones are allowed', 'can bring his phone', 'may bring his phone', 'can take his phone'],
  },
  {
    query: "we've booked a pitch in rose meadow at hollins farm for half term, can we bring our 2 dogs?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'yes/no where the general rule (two dogs welcome) is overridden for the named field',
    expect: {
      kind: 'answer',
      facts: [
        ['dog-free', 'dog free', 'no dogs', 'not allowed', 'not permitted'],
        ['Top Field', 'Orchard'],
      ],
      lead: ['Rose Meadow', 'dog'],
      offTopic: ['disposable barbecue', '16 amp', 'generator'],
    },
    untrue: ['dogs are allowed in Rose Meadow', 'dogs are welcome in Rose Meadow', 'you can bring both dogs to Rose Meadow'],
  },
  {
    query: 'my rads are freezing at the top but warm at the bottom?? is that just air in them or is it something worse',
    type: 'yes/no',
    verdict: 'yes',
    probe: 'slang "rads" for radiators; yes with the fix (bleed, then check pressure)',
    expect: {
      kind: 'answer',
      facts: [['air'], ['bleed', 'bleeding'], ['pressure', 'gauge', '1 bar']],
      lead: ['air'],
      offTopic: ['condensate', 'kettling', 'power flush'],
    },
    untrue: ['it is sludge', "it's sludge"],
  },
  // ---- comparisons ----
  {
    query: "is spin cheaper than the water aerobics at castlegate if youre not a member? trying to save a few quid",
    type: 'comparison',
    verdict: 'no',
    probe: 'slang class names (spin = Indoor Cycling, water aerobics = Aqua Aerobics) and "quid"; CSV prices decide',
    expect: {
      kind: 'answer',
      facts: [['7.50'], ['6.20']],
      lead: ['7.50', '6.20', 'cheaper', 'more expensive', 'costs more', 'dearer'],
      offTopic: ['Pilates', 'Body Conditioning'],
    },
    untrue: ['spin is cheaper', 'indoor cycling is cheaper', 'cycling is cheaper', 'aqua aerobics is more expensive'],
  },
  {
    query: 'got a fold up bike and a normal road bike. need the 8am metro into westmarch central mon-fri for work, is the folder the easier option?',
    type: 'comparison',
    verdict: 'yes',
    probe: 'fold up bike vs non-folding cycle at peak time; the peak restriction decides',
    expect: {
      kind: 'answer',
      facts: [
        ['any time', 'at all times', 'all our services', 'all services'],
        ['07:00', '7am', '7:00', '09:30', '9:30', '9.30'],
      ],
      lead: ['fold'],
      offTopic: ['hoverboard', 'tandem', 'cycle parking'],
    },
    untrue: ['folding cycles are not carried', 'road bike is fine at 8am'],
  },
  // ---- why/how ----
  {
    query: 'boiler is making this weird rumbly noise like a kettle boiling?? why does it do that',
    type: 'why/how',
    probe: 'why question in casual words; cause is limescale/sludge on the heat exchanger making steam',
    expect: {
      kind: 'answer',
      facts: [['limescale', 'scale'], ['heat exchanger'], ['steam', 'overheat']],
      lead: ['limescale', 'scale', 'sludge', 'build up', 'build-up', 'builds up'],
      offTopic: ['condensate', 'radiator key'],
    },
    untrue: ['trapped air', 'low pressure causes'],
  },
  {
    query: "its minus 4 out and the boiler keeps cutting out, someone said the pipe outside froze. how do i sort that",
    type: 'why/how',
    probe: 'how-to with context first; frozen condensate pipe, thaw with warm water, then reset',
    expect: {
      kind: 'answer',
      facts: [['condensate'], ['warm water', 'hot water bottle'], ['reset']],
      lead: ['warm', 'hot water bottle', 'thaw'],
      offTopic: ['kettling', 'limescale', 'filling loop'],
    },
    untrue: [],
  },
  // ---- what/which ----
  {
    query: 'hiya is there a kit list for the year 7 brackenfold trip?? what does my daughter actually need to pack',
    type: 'what',
    probe: '"kit list" for the formal equipment list; items asked, not cost or dates',
    expect: {
      kind: 'answer',
      facts: [['waterproof'], ['walking boots', 'boots', 'trainers'], ['torch'], ['water bottle']],
      lead: ['waterproof', 'boots', 'torch', 'fleece', 'trousers'],
      offTopic: ['ParentPay', 'hardship fund', '£285'],
    },
    untrue: ['bring a sleeping bag', 'pack a sleeping bag', 'needs a sleeping bag'],
  },
  {
    query: 'how many quid for the council to come and take away an old settee and 2 mattresss? rendlesham',
    type: 'what',
    probe: '"quid", "settee" for sofa, a misspelling; three items give the lower price band, mattresses must be wrapped',
    expect: {
      kind: 'answer',
      facts: [['£38', '38 pounds'], ['plastic', 'mattress bag', 'wrapped', 'sealed']],
      lead: ['£38', '38 pounds'],
      offTopic: ['asbestos', 'tyres', 'builders'],
    },
    untrue: ['£52'],
  },
  {
    query: 'wots the earliest spin class on a saturday at castlegate',
    type: 'what',
    probe: 'shorthand and misspelling; the Saturday row asked, not the weekday early slots',
    expect: {
      kind: 'answer',
      facts: [['08:15', '8:15', '8.15', '8.15am', '8:15am']],
      lead: ['08:15', '8:15', '8.15'],
      offTopic: ['Aqua Aerobics', 'Pilates'],
    },
    untrue: ['06:45', '6:45', '6.45'],
  },
  // ---- unanswerable ----
  {
    query: "my son's on the yr 7 brackenfold trip, can his nan pick him up early from the centre on the friday? she lives nearby",
    type: 'unanswerable',
    probe: 'shares the trip, Friday and return words, but early collection from the centre is never mentioned',
    expect: { kind: 'none' },
    untrue: [],
  },
  {
    query: 'if i run out of my meds over the weekend can the chemist just give me a few days worth without a script?',
    type: 'unanswerable',
    probe: '"chemist", "script", "run out": the practice page covers ordering and nominated pharmacy, not emergency supply',
    expect: { kind: 'none' },
    untrue: [],
  },
  // ---- half ----
  {
    query: 'how long do i gotta give millbrook surgery for a repeat script, and whats it cost these days?',
    type: 'half',
    probe: 'lead time is covered (three working days); the charge is not',
    expect: {
      kind: 'partial',
      facts: [['three full working days', 'three working days', '3 working days', '3 full working days', 'three days', '3 days']],
      missing: 'cost',
    },
    untrue: ['48 hours', 'two working days', '2 working days'],
  },
  {
    query: "we're gonna rock up at hollins farm around midnight, can we still get in? and do u do a discount if we stay the full week",
    type: 'half',
    probe: 'late arrival covered (gate code, late-arrivals area); a weekly discount is not',
    expect: {
      kind: 'partial',
      facts: [['gate code', 'code'], ['late-arrivals area', 'late arrivals area', 'beside reception', 'late-arrivals', '8am']],
      missing: 'discount',
    },
    untrue: ['no arrivals after', 'you will not be able to get in'],
  },
];
