// Challenger ch30, class w (why and how): causes, mechanisms, reasons someone gave, and the steps of a
// procedure with the one step that matters for the asker. 7 documents, 14 questions, written blind
// (without reading the engine's code, its tests or the team's sets).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. a troubleshooting table with a prose explanation below it
  'caffetta-uno-troubleshooting.md': `---
title: Caffetta Uno - Troubleshooting
url: https://support.caffetta.example/uno/troubleshooting
---
# Caffetta Uno: troubleshooting

Most problems with the Caffetta Uno are caused by the coffee rather than the machine. Before contacting us, please check the table below. The machine needs about 15 minutes after switching on before the group head is fully hot, even though the ready light comes on after about 90 seconds.

| Problem | Likely cause | What to do |
|---|---|---|
| Espresso runs through in under 15 seconds and tastes sour or thin | Grind too coarse, or too little coffee in the basket | Grind finer, use 16-18 g in the double basket and tamp firmly and level |
| Espresso only drips out, or nothing comes out, and tastes bitter | Grind too fine, or the coffee is tamped too hard | Grind coarser. If it still only drips with pre-ground coffee, the machine needs descaling |
| Pump is loud and rattles but little or no water comes out | Water tank empty or not pushed fully down, so air has entered the pump | Refill the tank, push it down until it clicks, then prime it: open the steam knob and run water through the wand for 20 seconds |
| Water collects under the machine | Drip tray full, or the tank valve is not seated | Empty the drip tray; lift the tank out and reseat it |
| Steam wand sputters or gives only a weak jet | Milk dried inside the wand tip | Unscrew the tip, soak it in hot water and clear the hole with the pin supplied. Purge the wand for two seconds after every use |
| Coffee is lukewarm | Machine not fully warmed up, or cold cups | Wait 15 minutes after switching on; warm the cups on the cup tray or with hot water |
| Red light flashes three times | Scale build-up detected | Descale the machine as described in the descaling guide |
| Machine switches itself off | Auto-off after 30 minutes without use | Switch on again; auto-off can be set to 60 minutes in the settings menu |

## Why does grind size matter so much?

The pump pushes water through the coffee at about 9 bar. Finely ground coffee packs into a dense bed that holds the water back, so it stays longer in contact with the grounds and dissolves more from them. Coarse grounds leave gaps that the water rushes through, so it picks up too little: the shot is under-extracted. Sourness is the taste of under-extraction, because the acids in coffee dissolve first and the sugars and heavier compounds that balance them only come out later. That is why a fast shot tastes sour and a very slow one bitter. Aim for 25 to 30 seconds for a double shot.

## Warranty

Damage caused by limescale is not covered by the two-year warranty. Keep a note of the dates you descale.
`,

  // 2. a how-to with numbered steps, one of which matters most
  'caffetta-uno-descaling.md': `---
title: Caffetta Uno - Descaling guide
url: https://support.caffetta.example/uno/descaling
---
# Descaling your Caffetta Uno

Tap water contains dissolved calcium and magnesium. When it is heated in the boiler these minerals come out of solution and settle as limescale on the heating element and in the narrow pipes. Scale slows heating and, in time, narrows the valves until water can no longer pass; a machine that is never descaled will eventually stop delivering water altogether.

How often: every 4 weeks in hard water areas (above 200 mg/l), every 8 weeks in medium-hard water and every 3 months in soft water. If you use the water filter cartridge, you can descale half as often.

Use only a citric-acid or lactic-acid descaler made for espresso machines. Do not use vinegar: it is hard to rinse out, leaves a taste in the coffee for weeks, and its acetic acid attacks the rubber seals in the pump.

## Steps

1. Switch the machine off and let it cool for at least 30 minutes. Descaler poured into a hot boiler foams and can spurt from the steam wand.
2. Take the water filter cartridge out of the tank, if you use one. This is the step most often missed: the descaler exhausts the resin in the cartridge, and a cartridge left in during descaling has to be thrown away.
3. Empty the tank and fill it with 0.5 litre of water and one sachet (60 ml) of descaler.
4. Put a large bowl (at least 1 litre) under both the group head and the steam wand.
5. Switch the machine on and hold the steam and hot-water buttons together for five seconds, until the red light flashes slowly. The descaling programme then runs by itself for about 25 minutes, pausing between cycles. Do not switch the machine off during this time.
6. When the red light stays on, empty the bowl, rinse the tank and fill it to MAX with fresh water.
7. Press the hot-water button to start the rinse and run one full tank through. If the coffee still tastes of descaler afterwards, run a second tank.
8. Put the filter cartridge back (or a new one if it is more than two months old) and switch the machine off and on again to clear the reminder.

If the programme stops halfway and the red light flashes fast, the tank has run dry: refill it with water only and press the hot-water button to continue.
`,

  // 3. an advice article that explains a cause in prose (the effect in one paragraph, its cause in another)
  'hydrangea-flower-colour.md': `---
title: Why are my hydrangeas pink (or blue)?
url: https://gardenadvice.example.org/shrubs/hydrangea-colour
---
# Why are my hydrangeas pink (or blue)?

Mophead and lacecap hydrangeas (Hydrangea macrophylla and H. serrata) are the only common garden shrubs whose flower colour depends on the soil they grow in. Gardeners often notice that the same variety is clear blue in one garden and pink in the next, or that a plant set against the house wall flowers pink while one in the middle of the border, only a few metres away, is blue. Plants moved from a nursery pot into the garden also often change colour in their second summer.

The colour comes from a pigment called delphinidin in the sepals, the showy "petals". On its own the pigment is pink to red. When aluminium is present in the sepals it combines with the pigment and the flowers turn blue. The plant can only take up aluminium when the soil is acidic, roughly pH 5.5 or below; in neutral or alkaline soil the aluminium is locked in forms the roots cannot absorb, and the flowers stay pink even if the soil holds plenty of it. Between pH 5.5 and 6.5 the flowers are often a muddy mauve, or pink and blue on the same plant.

Builders' rubble, mortar and concrete are full of lime. Rain washes it out of foundations, walls and paths into the soil beside them and raises the pH in a strip along the wall. Hard tap water used for watering does the same, more slowly. Fertiliser high in phosphorus also keeps flowers pink, because phosphate binds the aluminium in the soil.

White varieties, such as 'Annabelle' (H. arborescens) and most H. paniculata, have no pigment to change and stay white whatever the soil.

## Turning flowers blue

- Test the soil first. On chalk or limestone above pH 7 it is easier to grow the plant in a large pot of ericaceous compost than to fight the soil.
- Water in aluminium sulphate (about 15 g in 5 litres of water) every fortnight from early spring until the buds colour.
- Water with collected rainwater rather than tap water.
- Use a low-phosphorus feed sold for acid-loving plants.

Expect the change to take at least one season: next year's buds are already forming by late summer, and the colour shifts gradually.

A popular tip is to bury rusty nails or iron filings around the plant. Iron has no effect on hydrangea colour; it is aluminium, not iron, that turns the flowers blue.

## Turning flowers pink

Dig garden lime (ground limestone) in during autumn to raise the pH to around 6.5, and use a feed with more phosphorus. Do not go above pH 7, where the leaves yellow from iron deficiency.
`,

  // 4. a forum thread whose posters give different reasons
  'hydrangea-forum-thread.html': `<html><head><title>Hydrangeas changed colour after moving house? - Grow Your Own Forum</title></head>
<body>
<nav>Home &rsaquo; Forums &rsaquo; Shrubs &amp; Trees</nav>
<h1>Hydrangeas changed colour after moving house?</h1>
<div class="post"><p class="author">bluebell_jo &middot; 3 June</p>
<p>Moved house last autumn and dug up my two blue mopheads to bring with me. They're flowering now and one is definitely pink, the other a sort of lilac. Same plants! I put the pink one in the bed along the new garage and the lilac one out by the pond. Anyone know why?</p></div>
<div class="post"><p class="author">Dennis_G &middot; 3 June</p>
<p>New-build? The ground round garages and patios is usually full of builders' rubble and mortar. That'll be alkaline. Do a soil test, I bet the garage bed is over pH 7.</p></div>
<div class="post"><p class="author">marigold77 &middot; 4 June</p>
<p>I'd say it's the water. Our old house was on soft water from the reservoir and the new one is on hard borehole water, and mine went pink within two years of moving, even the ones in pots. I only water with the water butt now.</p></div>
<div class="post"><p class="author">PeteInTheShed &middot; 4 June</p>
<p>Bury some rusty nails round the roots. My nan did that every spring and hers were the bluest in the street. It's the iron that does it.</p></div>
<div class="post"><p class="author">bluebell_jo &middot; 21 June</p>
<p>Update: did the test kit. Garage bed pH 7.4, pond bed pH 6.0. So Dennis was right about the garage. I've dug the pink one up and put it in a big pot of ericaceous compost, and I'm going to try aluminium sulphate on the other one. Will report back next summer!</p></div>
<footer>&copy; Grow Your Own Forum &middot; Terms &middot; Privacy</footer>
</body></html>
`,

  // 5. a news report in HTML giving two reasons (operator and union)
  'route-47-news.html': `<html><head><title>Villagers lose last bus link as route 47 is axed | Ashworth Echo</title></head>
<body>
<article>
<h1>Villagers lose last bus link as route 47 is axed</h1>
<p class="byline">By Hannah Rees, Local Democracy Reporter &middot; 14 February</p>
<p>The 47 bus between Ashby Magna and Corston will run for the last time on Saturday 29 March, leaving four villages without any public transport on weekdays.</p>
<p>Greyline Buses, which runs the service, said passenger numbers had fallen by 38 per cent since 2019, to an average of 61 journeys a day, and that the route had lost money for five years. "We cannot keep running a service that carries fewer than six people a trip," said operations director Mark Fenwick.</p>
<p>But the drivers' union says the real reason is a shortage of staff. Union representative Carol Mbeki said the Corston depot has 14 driver vacancies out of 52 posts and that the 47 was "the easiest route to cut on paper". She said passenger numbers had fallen because the route had been unreliable since 2022, with one in eight journeys cancelled at short notice. "People stopped using it because they couldn't rely on it, not because they didn't need it."</p>
<p>Residents of Little Thorpe, where the 47 is the only bus, said older people would be hardest hit. Parish councillor Ian Shaw said 23 residents had signed up for a volunteer car scheme within a week.</p>
<p>The county council said it had been asked to subsidise the route but had not been able to agree terms. A council spokesperson said a replacement "demand-responsive" minibus, booked by phone or app, would be considered in the summer.</p>
<p>Greyline said the X5 service along the main road would be unaffected.</p>
</article>
</body></html>
`,

  // 6. a council notice in plain text: a third reason, and numbered steps
  'route-47-council-notice.txt': `ASHWORTH COUNTY COUNCIL - PUBLIC NOTICE
Withdrawal of bus service 47 (Ashby Magna - Little Thorpe - Corston)
Issued by the Passenger Transport Team, 20 February

Greyline Buses has given the statutory notice to withdraw service 47 after Saturday 29 March. The route is run commercially, and the decision to withdraw it is the operator's.

Why the council is not funding the route
In January Greyline asked the council for £236,000 a year to keep the 47 running to its present timetable. That works out at about £10.60 for every passenger journey. The council's supported routes cost on average £3.10 per passenger journey, and our policy is not to fund routes above £6. The council's budget for supported bus services has also been cut by a quarter this year, after the end of the government's bus recovery grant, and it is already fully committed.

What will replace it
From Monday 2 June the council will run a trial "Link" minibus covering Ashby Magna, Little Thorpe, Hensall and Corston, Monday to Friday, 7am to 7pm. It does not run to a timetable: you book a journey and the minibus picks you up.

How to book a Link journey
1. Register once, by phone (01632 960 471) or in the Ashworth Link app, giving your name, address and any mobility needs.
2. Book each journey at least two hours ahead and up to 7 days ahead. Journeys to a hospital appointment can be booked up to 14 days ahead.
3. Give your pick-up point and the time you need to ARRIVE, not the time you want to leave; the booking system works out when to collect you.
4. You will get a text confirming a 20-minute pick-up window. Be at the pick-up point from the start of the window: the driver waits only three minutes.
5. Pay the driver. The fare is £2 a journey; concessionary bus passes are accepted.

Between 29 March and 2 June there will be no public transport on the route. The Little Thorpe volunteer car scheme (01632 960 882) can help residents with essential journeys.
`,

  // 7. a museum leaflet in plain text: the effect in one paragraph, the cause two paragraphs later; steps
  'silver-care-leaflet.txt': `CARING FOR SILVER AT HOME
A leaflet from the conservation studio, Holloway House Museum

Why does silver tarnish?
Visitors often ask why the silver on show in our Long Gallery stays bright for years, while the tea set in the old mahogany cabinet in the Morning Room used to turn brown, then black, within a few months of being cleaned.

Tarnish is not dirt. It is a thin layer of silver sulphide, formed when silver reacts with sulphur gases in the air, chiefly hydrogen sulphide. Some of these gases come from outside, from traffic and industry, but in a home most come from things close to the silver: rubber (rubber bands, rubber-backed mats, some carpet underlays), wool and felt, eggs, onions, and some paints and glues. Warm, damp air speeds the reaction up.

The Morning Room cabinet was lined with wool baize, and its shelves had been painted with an oil-based paint in the 1970s. Both give off sulphur gases, and in a closed cabinet they build up around the objects. In 2019 we relined it with acid-free cotton and added activated-charcoal cloth, which absorbs sulphur gases; the tea set has needed cleaning only once since.

Storing silver
- Wrap pieces in acid-free tissue and then in a polythene bag with the air pressed out, or use anti-tarnish cloth bags.
- Never put rubber bands, or cling film held with tape, directly on silver.
- Do not store silver in oak drawers or in cabinets lined with felt.
- Wear cotton or nitrile gloves when handling: fingerprints contain salts and acids that etch marks into the surface which polishing may not remove.

Cleaning silver, step by step
1. Wash the piece in warm water with a little washing-up liquid and dry it thoroughly with a soft cotton cloth. Grit and dust polished into the surface act like sandpaper.
2. Test your polish on a hidden spot, such as the underside of the foot.
3. Apply a mild silver polish or cream with a cotton-wool pad, working in straight lines, not circles, to avoid swirl marks.
4. Use a soft brush only in deep decoration; do not scrub.
5. Rinse off all the polish, whose residue otherwise goes on reacting, and dry at once.
6. Buff with a clean, soft cloth.

If your pieces are silver plate (often stamped EPNS or "plate") rather than solid silver, step 3 matters most. The silver layer on plate is very thin, and every polishing removes a little of it. Polish as rarely and as lightly as you can; where copper or a yellowish base metal shows through, the plating is already worn.

Why we do not use dips
Silver dips dissolve tarnish almost instantly, but they also strip the dark tarnish deliberately left in engraved and chased decoration, which gives the pattern its depth, and repeated use leaves a dull, frosted surface. Never dip pieces with wooden, bone or ivory handles or with glued joints, such as knives and teapots: the liquid creeps into the joint and loosens the filling.

Questions? Email conservation@hollowayhouse.example
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- why/how (5) ----
  {
    query: 'got two of the same hydrangea from the garden centre, the one by the back door has come out pink and the one down by the fence is blue?? how come',
    type: 'why/how',
    probe: 'cause in a different paragraph from the effect (lime from walls raises pH, aluminium only taken up in acid soil)',
    expect: {
      kind: 'answer',
      facts: [
        ['lime', 'limestone', 'mortar', 'concrete', 'rubble'],
        ['aluminium', 'aluminum'],
        ['acid', 'pH 5.5', '5.5', 'alkaline'],
      ],
      lead: ['lime', 'mortar', 'concrete', 'rubble', 'pH', 'alkaline', 'acid', 'aluminium', 'aluminum'],
      offTopic: ['Annabelle', 'paniculata', 'iron deficiency', 'rusty nails'],
    },
    untrue: ['iron that does it', 'different variet'],
  },
  {
    query: "I've bought the descaling sachets for my Caffetta Uno. I normally keep one of those filter cartridges in the water tank. How do I actually do the descale, step by step?",
    type: 'why/how',
    probe: 'steps in order, leading with the step that matters for the asker (take the filter cartridge out)',
    expect: {
      kind: 'answer',
      facts: [
        ['filter cartridge out', 'take the water filter', 'remove the filter', 'remove the water filter', 'take the filter', 'filter cartridge'],
        ['thrown away', 'exhausts', 'exhaust'],
        ['cool', '30 minutes'],
        ['0.5 litre', '0.5 l', 'half a litre', '500 ml'],
        ['five seconds', '5 seconds'],
        ['rinse', 'fresh water'],
      ],
      lead: ['filter', 'cartridge'],
      offTopic: ['auto-off', 'drip tray', 'lukewarm', 'warranty'],
    },
    untrue: ['use vinegar instead', 'leave the cartridge in', 'leave the filter in'],
  },
  {
    query: "Why are they getting rid of the 47 bus? My mum relies on it to get into Corston and nobody's told her anything.",
    type: 'why/how',
    probe: 'three sources give different reasons (operator: falling numbers/losses; union: driver shortage; council: too costly to subsidise)',
    expect: {
      kind: 'answer',
      facts: [
        ['38 per cent', '38%', 'passenger numbers', 'fewer than six', 'falling passenger', 'lost money'],
        ['driver', 'staff', 'vacancies'],
        ['236,000', '10.60', 'cost per passenger', 'per passenger journey', 'budget'],
      ],
      lead: ['passenger', 'lost money', 'driver', 'staff', 'Greyline', 'operator', 'fewer than six'],
      offTopic: ['X5', 'register once', 'mobility needs'],
    },
    untrue: ['council decided to withdraw', 'council is withdrawing', 'council has withdrawn'],
  },
  {
    query: 'why does my espresso taste really sour? it comes out in like 10 seconds',
    type: 'why/how',
    probe: 'mechanism from the prose section plus the table row (too coarse, under-extraction, acids dissolve first)',
    expect: {
      kind: 'answer',
      facts: [
        ['coarse', 'too little coffee'],
        ['under-extract', 'underextract', 'too little', 'picks up too little'],
        ['acids', 'acid'],
        ['grind finer', 'finer'],
      ],
      lead: ['coarse', 'under-extract', 'too little', 'acid', 'grind'],
      offTopic: ['steam wand', 'lukewarm', 'drip tray', 'auto-off'],
    },
    untrue: ['too fine', 'grind coarser', 'tamped too hard'],
  },
  {
    query: "I polished my grandmother's silver tea set and put it back in her old cupboard, the one with the green felt lining, and a couple of months later it's gone dark again. Why does that happen?",
    type: 'why/how',
    probe: 'cause given two paragraphs after the example (sulphur gases from wool felt/baize building up in a closed cabinet)',
    expect: {
      kind: 'answer',
      facts: [
        ['sulphide', 'sulfide', 'sulphur', 'sulfur'],
        ['wool', 'felt', 'baize'],
        ['closed cabinet', 'build up', 'builds up', 'closed'],
      ],
      lead: ['sulphur', 'sulfur', 'sulphide', 'sulfide', 'wool', 'felt', 'baize'],
      offTopic: ['fingerprints', 'EPNS', 'frosted', 'swirl'],
    },
    untrue: ['tarnish is dirt', 'dirt from'],
  },

  // ---- yes/no (2) ----
  {
    query: 'My neighbour swears that burying old rusty nails round a hydrangea makes it go blue. Is that actually true or an old wives tale?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'a forum anecdote says yes, the advice article says iron has no effect (aluminium does it)',
    expect: {
      kind: 'answer',
      facts: [
        ['no effect', 'does not', "doesn't", 'not iron'],
        ['aluminium', 'aluminum'],
      ],
      lead: ['no effect', 'not', 'no', "doesn't", 'myth'],
      offTopic: ['Annabelle', 'garden lime', 'iron deficiency'],
    },
    untrue: ['nails work', 'nails do work', 'iron turns', 'iron makes'],
  },
  {
    query: 'Can I just descale my Caffetta with white vinegar? Seems daft paying for sachets when I have a bottle in the cupboard.',
    type: 'yes/no',
    verdict: 'no',
    probe: 'denied with reasons (seals, taste, hard to rinse); use citric or lactic acid descaler',
    expect: {
      kind: 'answer',
      facts: [
        ['seals'],
        ['taste'],
        ['citric', 'lactic'],
      ],
      lead: ['no', 'not', "don't", 'do not'],
      offTopic: ['auto-off', 'lukewarm', 'warranty'],
    },
    untrue: ['vinegar is fine', 'vinegar works', 'yes, you can'],
  },

  // ---- comparison (1) ----
  {
    query: 'Is a silver dip kinder to old silver than polishing it with cream? The dip looks so much less effort.',
    type: 'comparison',
    verdict: 'no',
    probe: 'the leaflet rejects dips (strip decoration tarnish, frosted surface, joints) and recommends a mild polish',
    expect: {
      kind: 'answer',
      facts: [
        ['frosted', 'dull'],
        ['engraved', 'chased', 'decoration', 'pattern'],
        ['mild silver polish', 'mild polish', 'polish or cream', 'mild'],
      ],
      lead: ['dip'],
      offTopic: ['oak drawers', 'traffic', 'onions'],
    },
    untrue: ['dips are gentler', 'dip is gentler', 'dip is kinder', 'dips are kinder'],
  },

  // ---- what/which (2) ----
  {
    query: "what's it mean when the red light on the coffee machine flashes three times?",
    type: 'what',
    probe: 'a table row among sibling light signals (flashes fast = tank dry, flashes slowly = programme running)',
    expect: {
      kind: 'answer',
      facts: [
        ['scale', 'limescale'],
        ['descal'],
      ],
      lead: ['scale'],
      offTopic: ['auto-off', 'lukewarm', 'sputters'],
    },
    untrue: ['run dry', 'ran dry', 'programme is running'],
  },
  {
    query: 'What number does my mum ring to get signed up for the minibus thing that replaces the 47?',
    type: 'what',
    probe: 'the registration number, beside the volunteer car scheme number',
    expect: {
      kind: 'answer',
      facts: [['960 471', '960471']],
      lead: ['960 471', '960471'],
      offTopic: ['X5', 'Mark Fenwick'],
    },
    untrue: ['960 882', '960882'],
  },

  // ---- unanswerable (2) ----
  {
    query: 'How much is a replacement steam wand tip for the Caffetta Uno if I lose the one that came with it?',
    type: 'unanswerable',
    probe: 'the wand tip and its cleaning are covered; no price or spare part is',
    expect: { kind: 'none' },
    untrue: ['two-year warranty covers'],
  },
  {
    query: 'Why do the leaves on my hydrangea go brown and crispy round the edges in the middle of summer?',
    type: 'unanswerable',
    probe: 'leaves yellowing from iron deficiency at high pH is covered; brown crispy edges are not',
    expect: { kind: 'none' },
    untrue: ['iron deficiency'],
  },

  // ---- half-answerable (2) ----
  {
    query: 'How long does the descaling programme on the Caffetta take, and what does a box of the descaler sachets cost?',
    type: 'half',
    probe: 'duration given (about 25 minutes); the price of descaler is not',
    expect: { kind: 'partial', facts: [['25 minutes', 'twenty-five minutes']], missing: 'cost' },
    untrue: ['60 ml costs'],
  },
  {
    query: "What's the best way to store my silver cutlery so it doesn't tarnish, and is it OK to put it through the dishwasher?",
    type: 'half',
    probe: 'storage fully covered; dishwashers never mentioned (dips and washing by hand are)',
    expect: {
      kind: 'partial',
      facts: [
        ['acid-free tissue', 'tissue'],
        ['polythene', 'anti-tarnish'],
        ['rubber'],
      ],
      missing: 'dishwasher',
    },
    untrue: ['dishwasher is fine', 'dishwasher safe'],
  },
];
