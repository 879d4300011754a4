// Challenger ch33, class w (why and how): causes, mechanisms, reasons someone gave, and the steps of a
// procedure with the one step that matters for the asker. 7 documents, 14 questions, written blind
// (without reading the engine's code, its tests or the team's sets, before running the engine).
// Mix: 5 why/how, 2 yes/no, 1 comparison, 2 what/which, 2 unanswerable, 2 half-answerable.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. explanatory guide in prose; causes in one section, effects in another
  'pond-green-water.md': `---
title: Green pond water and blanketweed
url: https://www.wildpondguide.org.uk/advice/green-water
---
# Green pond water and blanketweed

Green water is the most common complaint from people with a garden pond. The colour comes from free-floating single-celled algae, so many of them suspended in the water that you cannot see more than a few centimetres down. It is not the same as blanketweed, which grows as long green strands that cling to stones and plants and can be pulled out by hand or twisted round a stick. A pond can have either problem or both at once.

## What the algae need

Algae grow fastest when two things are plentiful: light and dissolved nutrients, mainly nitrates and phosphates. Nutrients reach a pond from uneaten fish food and fish waste, from autumn leaves that sink and rot, from garden soil and fertiliser washed in by rain, and from tap water, which in many areas carries enough nitrate and phosphate to feed a bloom. A pond in full sun all day gives the algae all the light they can use.

## New ponds

Almost every new pond turns green within its first few weeks, even before any fish are added. Gardeners often assume they have done something wrong, but it is usually the result of filling the pond from the tap in spring. Pond plants take several weeks to root and start growing, and until they do nothing competes with the algae for the nutrients in the water. Once the plants are established the water normally clears on its own, often within six to eight weeks. Emptying and refilling the pond only starts the cycle again with fresh tap water.

## Barley straw

Barley straw is widely sold as a remedy. As the straw slowly decomposes in well-oxygenated water it releases compounds, thought to include small amounts of hydrogen peroxide, that stop new algae cells from growing. It does not kill the algae that are already there, so it is best put in early in spring, before the water turns green. It usually takes four to six weeks to start working, and longer in water below 10°C. A bale packed too tightly or sunk to the bottom, where there is little oxygen, will rot without doing any good; keep it loose in a net near the surface.

## UV clarifiers

An ultraviolet clarifier pumps pond water past a UV lamp. The light damages the algae cells and makes them clump together into particles large enough for the pond filter to catch, so a clarifier only works when it is paired with a filter. In a pond with a correctly sized unit the water usually clears within one to two weeks. The lamp loses strength with use and should be replaced every spring.

## Dealing with the cause

The lasting fix is to cut down the nutrients and the light: feed fish only what they will eat in five minutes, net the pond in autumn to keep leaves out, top up with rainwater where you can, and plant water lilies or other floating plants to shade about a third of the surface.
`,

  // 2. how-to guide with numbered steps; the cause of a repeat problem in a later section
  'bleed-a-radiator.md': `---
title: How to bleed a radiator
url: https://www.homefixguide.co.uk/heating/bleed-a-radiator
---
# How to bleed a radiator

If a radiator is warm at the bottom but cold at the top, it almost certainly has air trapped inside. Air is lighter than water, so it rises and collects in the top of the radiator, where the hot water can no longer reach. Letting that air out is called bleeding the radiator and takes about ten minutes.

You will need a radiator key (a few pounds from any hardware shop; some newer valves take a flat screwdriver instead) and an old cloth.

## Steps

1. Turn the heating off and wait until the radiators are cool. Water in a hot system is under pressure and can spit out scalding hot when you open the valve, and a pump that is still running can draw more air in.
2. Find the bleed valve, a small square-ended screw at one of the top corners of the radiator. Hold the cloth under it.
3. Fit the key and turn it anticlockwise about a quarter of a turn. You will hear air hissing out. Do not open it further, as the screw can come right out.
4. As soon as water starts to drip instead of air, turn the key clockwise to close the valve. Wipe away any drips.
5. Check the pressure gauge on the boiler. If you have a combi boiler or any other sealed system, bleeding lets pressure out, and if it falls too low the boiler will lock out and stop heating. Top it back up to between 1 and 1.5 bar using the filling loop (the braided hose or pair of small taps under the boiler), then close the loop fully. Older open-vented systems with a tank in the loft refill themselves and need nothing here.
6. Turn the heating back on and check after an hour that the radiator is hot all the way across.

If several radiators need bleeding, start with the one on the lowest floor that is furthest from the boiler and work towards it.

## Cold at the bottom instead?

A radiator that is hot at the top but cold along the bottom has a different problem. Black iron oxide sludge, known as magnetite, settles in the bottom of the radiator and stops the water circulating there. Bleeding will not help; the radiator needs to be taken off and flushed out, or the whole system power-flushed by a heating engineer.

## If the air keeps coming back

Needing to bleed a radiator once or twice a year is normal. If the same radiator fills up again within weeks, something is letting gas into the system. The usual reason is corrosion: as the steel inside the radiators rusts it gives off hydrogen gas, which collects at the top exactly as air does. Ask a heating engineer to test the water and add corrosion inhibitor, a chemical that slows the rusting, to the system. A less common cause is the pump drawing air in through a loose fitting.
`,

  // 3. product support page: ingredient order in numbered steps, then a troubleshooting table
  'bm450-troubleshooting.md': `---
title: Troubleshooting your loaf - BM-450 bread maker
url: https://support.kelvinhome.co.uk/bm450/troubleshooting
---
# Troubleshooting your loaf

Most disappointing loaves come down to measuring. Use the measuring cup and spoon supplied or, better, weigh ingredients on kitchen scales.

## Adding ingredients

Always put the ingredients into the bread pan in this order:

1. Water or other liquids.
2. Flour, covering the liquid completely.
3. Salt, sugar and butter, each in a separate corner.
4. Yeast last, in a small dip made in the top of the flour.

The order keeps the yeast dry and away from the salt and the liquid until the paddle starts mixing. This matters most when you use the delay timer: yeast that gets wet hours early starts working too soon and runs out of strength before baking, and salt in contact with yeast slows it down or kills it.

## Problems and what to do

| Problem | Likely cause | What to do |
|---|---|---|
| Loaf rose well, then sank in the middle | Too much yeast or too much liquid, so the dough over-rose and collapsed; also common on very warm, humid days | Measure yeast with the spoon supplied; cut the water by 10 ml; on hot days use cold water from the fridge |
| Top has mushroomed over the pan | Too much yeast or sugar | Reduce the yeast by a quarter of a teaspoon |
| Short, heavy loaf | Old or out-of-date yeast; salt touching the yeast; wholemeal flour baked on the Basic program | Use fresh yeast; follow the order above; use the Wholewheat program, which has a longer rise |
| Flour stuck to the sides of the loaf | Paddle not pushed fully onto its shaft, so it could not mix the corners | Push the paddle down until it clicks |
| Crust too dark | Too much sugar, or the Dark crust setting | Choose Light or Medium crust |
| Paddle stays in the loaf | Normal on this model | Let the loaf cool, then remove the paddle with the hook supplied; never use a knife on the non-stick coating |
| Loaf raw in the middle after a power cut | The program was interrupted | The BM-450 remembers its place and carries on if the power returns within 10 minutes; after a longer cut it resets, and the dough must be baked in the oven or thrown away |

## Rapid program

The Rapid program makes a loaf in 58 minutes by using warmer water and a shorter rise. Loaves are smaller and denser. Use fast-action yeast only, and do not use the delay timer with the Rapid program.
`,

  // 4. local news report (HTML): one side's reason
  'amblestone-post-office.html': `<html><head><title>Amblestone loses its post office after 60 years | Wealdon Gazette</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/news">News</a> | <a href="/sport">Sport</a></nav>
<article>
<h1>Amblestone loses its post office after 60 years</h1>
<p class="byline">By Hannah Ruddock, 14 March 2025</p>
<p>The post office counter in Amblestone closed for the last time last Saturday, leaving the village of 2,300 people with a six-mile round trip to the nearest branch in Fernby.</p>
<p>The counter had operated inside Harlow's Stores on the High Street since 1964. Post Office Ltd said the branch closed "because the postmaster has resigned and, despite advertising the opportunity, we have not yet found a new operator in the village".</p>
<p>A spokesperson added that the company was "committed to restoring a service" and would run a mobile van outside the village hall every Tuesday from 10am to noon in the meantime.</p>
<p>Residents say the closure has hit older people hardest. "I don't drive and the bus to Fernby runs twice a day," said Maureen Clay, 81. "I used to pay my bills and collect my pension there."</p>
<p>Shop owner and postmaster Geoff Harlow, who ran the counter for 14 years, declined to comment, but said a letter explaining his decision was on display in the shop window.</p>
<p>Fernby's branch is open six days a week. Parish council chair Tom Akers said the council would ask the Post Office whether a counter could be opened in the community-run cafe at the village hall.</p>
</article>
<aside><h3>More from the Gazette</h3><ul><li>Fernby bus timetable changes from April</li><li>Village hall cafe celebrates its first birthday</li></ul></aside>
</body></html>
`,

  // 5. the other side's reason, first person
  'harlows-window-letter.txt': `To all our Post Office customers

After 14 years behind the counter I have handed in my notice as your postmaster, and the counter will close on Saturday 8 March. Some of you have asked whether I am retiring or unwell. I am neither, and the shop stays open as usual. The honest reason is money.

The Post Office pays me a fee for each transaction, not a wage. Over the last three years the fee for taking in a parcel return has been cut from 35p to 18p, and returns are now most of what we do. Last year the counter earned the shop GBP 11,200 before I paid anyone to staff it. When our landlord renewed the lease in January the rent went up from GBP 9,000 to GBP 16,500 a year, and the counter takes up a third of the floor space. I could no longer keep it going without losing money on every customer I served.

I asked the Post Office for a higher fee or some help with the rent and was told neither was possible. I told them in November that I would have to stop unless something changed.

I know this is hard, especially for those of you who don't drive. Thank you for your custom and your kindness over the years. The shop, the papers and the bread counter aren't going anywhere.

Geoff Harlow
Harlow's Stores, High Street, Amblestone
`,

  // 6. forum thread: several suggested causes, the real one found later by the original poster
  'windscreen-misting-thread.txt': `Hatchback Owners Club > General Maintenance
Thread: Windscreen fogs up INSIDE every single morning - driving me mad

rob_in_leeds (6 Nov)
2016 Fiesta. For the last month or so the inside of the windscreen is completely misted every morning, sometimes with drips running down it. Takes ten minutes with the blower on full to clear. It never used to do this. Any ideas?

Kestrel_72 (6 Nov)
Misting on the inside is always moisture in the cabin air. When warm damp air inside the car touches glass that is colder than its dew point, the water condenses on the glass. So the real question is where the extra moisture is coming from. First thing: check you haven't left the recirculation button on. It keeps re-using the same damp air instead of pulling in fresh air from outside.

dieselDave (6 Nov)
Also worth changing the pollen filter if it's never been done. A clogged one chokes the airflow so the blower can't shift the damp air. I do mine every 12 months or 12,000 miles, whichever comes first.
And here's one people don't believe: put the air con on with the heat. The air con dries the air as it passes through, so you get warm AND dry air on the screen. Works in winter too, as long as it's above about 3C outside; below that most systems switch the compressor off.

Kestrel_72 (7 Nov)
If it's started suddenly and it's that bad, I'd bet on water getting in somewhere. Press your hand down on the carpets, especially the passenger footwell. If they're damp you've found your moisture.

rob_in_leeds (9 Nov)
Update: recirc was off, and the pollen filter was changed in the summer. But Kestrel was right - the passenger footwell carpet was SOAKED underneath. Turned out the scuttle drain (the plastic channel under the wipers at the bottom of the windscreen) was blocked solid with leaves, so rainwater was overflowing into the heater intake and down into the footwell. Cleared the leaves out with a coat hanger, dried the carpet over two days with the heater on and the windows cracked, and the screen has been clear every morning since. Cheers all.

dieselDave (9 Nov)
Classic autumn problem. Worth clearing that drain every October.
`,

  // 7. council FAQ (HTML): reasons, which lights are exempt, how to ask
  'part-night-lighting-faq.html': `<html><head><title>Part-night street lighting - questions and answers | Wealdon District Council</title></head>
<body>
<nav>Home &gt; Roads and transport &gt; Street lighting</nav>
<main>
<h1>Part-night street lighting: your questions answered</h1>
<h2>What is changing?</h2>
<p>From 1 October 2024 most residential street lights in the district switch off between midnight and 5.30am. From dusk until midnight they are dimmed to 60% of full brightness after 8pm.</p>
<h2>Why is the council doing this?</h2>
<p>Street lighting is the council's largest single use of electricity. The price we pay for electricity under our lighting contract more than doubled between 2021 and 2023, and part-night lighting is expected to save GBP 340,000 a year. It also cuts the council's carbon emissions by around 1,100 tonnes a year, which counts towards our 2030 net-zero target.</p>
<h2>Which lights stay on all night?</h2>
<p>Lights stay on all night at major road junctions and roundabouts, at zebra crossings and signal-controlled pedestrian crossings, and in town-centre areas covered by CCTV.</p>
<h2>How do I ask for a light to stay on all night?</h2>
<p>Use the online street lighting request form and give the column number, which is on a small plate on the lamp post. Each request is assessed against the criteria above and the road's accident record. We aim to reply within 28 days.</p>
<h2>Why do the new lights look whiter?</h2>
<p>We have replaced the old orange sodium lamps with LED lanterns. LEDs give a white light and direct it downwards onto the road and pavement, which is why front gardens and bedroom windows may now look darker than before. The LEDs use about half the electricity of the lamps they replaced and can be dimmed and switched remotely, which is what makes the midnight switch-off possible without sending crews out.</p>
<h2>How will the change be reviewed?</h2>
<p>The scheme will be reviewed after 12 months, using road accident figures and comments from residents.</p>
</main>
<footer>Wealdon District Council | Contact us | Accessibility | Cookies</footer>
</body></html>
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- why/how (5)
  {
    query: "we dug a pond in april and filled it with the hose, no fish in it yet, and now it's gone bright green like pea soup. why?? did we do something wrong",
    type: 'why/how',
    probe: 'cause stated in a different section (new ponds) from the mechanism (nutrients + light); no-fish context',
    expect: {
      kind: 'answer',
      facts: [['tap water', 'tap', 'hose'], ['nutrient', 'nitrate', 'phosphate'], ['plants']],
      lead: ['tap', 'nutrient', 'nitrate', 'phosphate', 'plants', 'new pond', 'normal', 'usual', 'common'],
      offTopic: ['blanketweed', 'UV lamp'],
    },
    untrue: ['fish food is', 'fish waste is', 'empty and refill', 'emptying and refilling the pond will'],
  },
  {
    query: 'I have to bleed the radiator in our back bedroom every 2-3 weeks, it just keeps filling up with air again. where is the air even coming from?',
    type: 'why/how',
    probe: 'the cause of a repeat problem, in the last section, apart from the steps',
    expect: {
      kind: 'answer',
      facts: [['corrosion', 'corrode', 'rust'], ['hydrogen'], ['inhibitor', 'heating engineer']],
      lead: ['corrosion', 'corrode', 'rust', 'hydrogen'],
      offTopic: ['quarter of a turn', 'magnetite', 'sludge'],
    },
    untrue: ['this is normal', 'it is normal'],
  },
  {
    query: "how do I bleed a radiator? never done it before. we've got a combi boiler if that makes any difference",
    type: 'why/how',
    probe: 'numbered steps in order, with the step that matters for a combi boiler (repressurise)',
    expect: {
      kind: 'answer',
      facts: [
        ['turn the heating off', 'heating off', 'turn off', 'switch off', 'switched off', 'turned off'],
        ['anticlockwise', 'anti-clockwise', 'quarter'],
        ['pressure'],
        ['1 and 1.5 bar', '1 to 1.5 bar', '1-1.5 bar', '1.5 bar'],
        ['filling loop'],
      ],
      lead: ['heating off', 'turn off', 'switch off', 'turn the heating', 'key', 'bleed valve', 'pressure', 'cool'],
      offTopic: ['magnetite', 'sludge', 'inhibitor'],
    },
    untrue: ['no need to check the pressure', 'need nothing here'],
  },
  {
    query: 'my bread maker loaves keep rising up lovely and then caving in in the middle before the end. what am i doing wrong',
    type: 'why/how',
    probe: 'cause from a troubleshooting table row, not a neighbouring row',
    expect: {
      kind: 'answer',
      facts: [['yeast'], ['liquid', 'water'], ['over-rose', 'over-rise', 'overrose', 'over rose', 'collapse', 'rose too much', 'too much']],
      lead: ['yeast', 'liquid', 'water'],
      offTopic: ['paddle', 'crust', 'mushroom'],
    },
    untrue: ['old yeast', 'out-of-date yeast', 'Wholewheat program'],
  },
  {
    query: "why did the amblestone post office actually shut? my mum says the postmaster just quit but someone at the shop said it was about money",
    type: 'why/how',
    probe: 'two documents give different reasons (resignation / no replacement vs fees cut and rent rise)',
    expect: {
      kind: 'answer',
      facts: [['resign', 'handed in his notice', 'handed in my notice', 'quit'], ['rent'], ['fee', 'pay', 'income', '35p', '18p']],
      lead: ['resign', 'money', 'rent', 'fee', 'notice', 'postmaster', 'financial', 'losing money'],
      offTopic: ['pension', 'bus to Fernby'],
    },
    untrue: ['retiring', 'retired', 'ill health', 'unwell'],
  },
  // ---- yes/no (2)
  {
    query: 'if I stick a barley straw bale in my pond will it clear the green water that is already there? need it sorted before a garden party in 2 weeks',
    type: 'yes/no',
    verdict: 'no',
    probe: 'mechanism decides the verdict: stops new growth, does not kill existing algae, takes weeks',
    expect: {
      kind: 'answer',
      facts: [['does not kill', "doesn't kill", 'not kill', 'already there', 'existing'], ['four to six weeks', '4 to 6 weeks', '4-6 weeks', 'six weeks']],
      lead: ['no', 'not', "won't", "doesn't", 'will not'],
      offTopic: ['tap water', 'blanketweed'],
    },
    untrue: ['kills the algae', 'kills algae', 'within two weeks', 'within a few days'],
  },
  {
    query: 'is it true you should put the air con on to demist the windscreen in winter? sounds backwards to me',
    type: 'yes/no',
    verdict: 'yes',
    probe: 'the reason someone gave (air con dries the air), with its condition',
    expect: {
      kind: 'answer',
      facts: [['dries', 'dry', 'moisture'], ['3C', '3 degrees', '3°C', 'three degrees', 'compressor']],
      lead: ['yes', 'air con', 'air conditioning', 'dries', 'dry'],
      offTopic: ['scuttle', 'coat hanger'],
    },
    untrue: ['wastes fuel', 'only in summer'],
  },
  // ---- comparison (1)
  {
    query: 'whats quicker at clearing green pond water, a UV clarifier or barley straw?',
    type: 'comparison',
    verdict: 'yes',
    probe: 'comparison decided by two figures in different sections, plus the mechanism',
    expect: {
      kind: 'answer',
      facts: [['UV', 'ultraviolet', 'clarifier'], ['one to two weeks', '1 to 2 weeks', '1-2 weeks', 'two weeks'], ['four to six weeks', '4 to 6 weeks', '4-6 weeks', 'six weeks']],
      lead: ['UV', 'ultraviolet', 'clarifier'],
      offTopic: ['tap water', 'blanketweed'],
    },
    untrue: ['barley straw is quicker', 'barley straw is faster', 'straw works faster'],
  },
  // ---- what/which (2)
  {
    query: 'since the lights started going off at night which street lights still stay on? I walk back from the pub through town about 1am',
    type: 'what',
    probe: 'the list of exempt locations, not the reasons for the scheme',
    expect: {
      kind: 'answer',
      facts: [['junction', 'roundabout'], ['crossing'], ['CCTV']],
      lead: ['junction', 'roundabout', 'crossing', 'CCTV'],
      offTopic: ['340,000', 'carbon', 'orange sodium'],
    },
    untrue: ['all lights stay on', 'railway station'],
  },
  {
    query: 'in that fiesta misting thread, what did rob find was actually causing it in the end?',
    type: 'what',
    probe: 'the cause the poster found in a later update, not the suggestions that turned out wrong',
    expect: {
      kind: 'answer',
      facts: [['scuttle drain', 'drain'], ['leaves'], ['footwell', 'carpet']],
      lead: ['drain', 'leaves', 'footwell', 'carpet'],
      offTopic: ['12,000 miles'],
    },
    untrue: ['recirculation button was on', 'the recirculation was on', 'pollen filter was clogged', 'clogged pollen filter was'],
  },
  // ---- unanswerable (2)
  {
    query: 'why does the street light outside my house keep flickering on and off all evening?',
    type: 'unanswerable',
    probe: 'flickering faults are not covered; the FAQ shares street light, on/off, dimming words',
    expect: { kind: 'none' },
    untrue: ['because it is dimmed', 'because of the dimming', 'part-night lighting causes'],
  },
  {
    query: 'our radiators make a loud banging noise every time the heating comes on in the morning, what causes that?',
    type: 'unanswerable',
    probe: 'noise is not covered; the guide shares radiator, heating, air and pump words',
    expect: { kind: 'none' },
    untrue: ['air in the system causes', 'because of trapped air', 'sludge causes the noise'],
  },
  // ---- half-answerable (2)
  {
    query: 'what time do the lights actually go off round here, and has crime gone up since they started doing it?',
    type: 'half',
    probe: 'the times are given; crime is never mentioned (the review uses accident figures, not crime)',
    expect: { kind: 'partial', facts: [['midnight', '12am'], ['5.30', '5:30']], missing: 'crime' },
    untrue: ['crime has not', 'no increase in crime', 'crime has gone up', 'crime rose'],
  },
  {
    query: 'power went off for about 5 mins halfway through a loaf in my BM-450, will it just carry on? and can I use fresh milk on the overnight delay timer?',
    type: 'half',
    probe: 'power-cut row answers the first part; milk with the delay timer is not covered',
    expect: { kind: 'partial', facts: [['10 minutes', 'ten minutes'], ['carries on', 'carry on', 'remembers', 'resume', 'continue']], missing: 'milk' },
    untrue: ['milk is fine', 'you can use milk', 'do not use milk'],
  },
];
