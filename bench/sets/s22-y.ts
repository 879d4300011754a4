// Challenger set, session 22, class y (yes or no, as the source says it): 8 documents, 14 questions.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'ferrier-glass-studio-rules.md': `---
title: Hot shop rules – Ferrier Glass Studio
url: https://ferrierglass.example.org/members/hot-shop-rules
---

# Hot shop rules for open-access members

The Ferrier Glass Studio runs a hot shop with one 90-kilogram furnace, two glory holes and three annealers. These rules apply to every member, whatever their experience.

## Clothing

Wear cotton or wool clothing that covers your shoulders, and closed leather shoes. Synthetic fabrics such as fleece and polyester must not be worn in the hot shop, because they melt onto the skin if a gather touches them. Long hair must be tied back. Didymium glasses are provided at every bench and should be worn whenever you look into the furnace or a glory hole.

## Who may use the hot shop

Members may use the glory holes unsupervised once they have completed the two-day induction. Children under 12 are not allowed in the hot shop at any time, even on open days. Guests may watch in the hot shop at weekends as long as a member signs them in and they stay behind the yellow line. On weekdays the benches are reserved for classes.

## Colour and materials

The furnace holds clear glass with a coefficient of expansion of 96. Members may bring their own colour rods only if they are certified compatible with COE 96 glass, because incompatible colour cracks in the annealer and can break other members' work. The studio sells frit, powders and rods at the front desk.

## Finished work

Every piece goes into an annealer to cool slowly overnight. Work cannot be collected on the day it is made; pieces can be collected from the shelf by the door from the next afternoon. Work left for more than four weeks is recycled as cullet.

## Safety

Our first-aid kit is beside the sink and every member is shown where the burn gel is kept. Report any burn, however small, to the studio manager. The studio has run for eleven years and has had no serious injuries, which we put down to the induction and the clothing rule.
`,

  'planaria-shrimp-thread.html': `<!doctype html>
<html><head><title>Planaria in my cherry shrimp tank – what actually works? – ShrimpKeepers Forum</title></head>
<body>
<h1>Planaria in my cherry shrimp tank – what actually works?</h1>
<div class="post"><p class="author">Posted by <b>tidewater_toby</b>, 3 February 2025</p>
<p>I have a 60-litre planted tank with about 80 cherry shrimp, six Amano shrimp and a handful of nerite snails. Over the last month little white flatworms have appeared on the glass, with the triangular head that everyone says means planaria. People online keep recommending fenbendazole. Is it worth trying, or is there something better?</p></div>
<div class="post"><p class="author">Reply from <b>mossy_margo</b></p>
<p>I dosed fenbendazole at the usual 0.1 gram per 40 litres last spring. It did kill the planaria, but it also killed every nerite snail and eleven of my Amano shrimp, so I stopped using it and I would not put it in a shrimp tank again.</p></div>
<div class="post"><p class="author">Reply from <b>kaito_scapes</b></p>
<p>Planaria usually mean too much food. I cut feeding to once every two days and used a planaria trap baited with a piece of prawn. After three weeks I was catching only one or two a night. Traps take patience but nothing else in the tank dies.</p></div>
<div class="post"><p class="author">Reply from <b>tidewater_toby</b></p>
<p>Thanks both. Someone on another forum says betel nut extract is gentler than fenbendazole on shrimp. Has anyone here tried it? I have not found a shop that sells it in the UK yet.</p></div>
<div class="post"><p class="author">Reply from <b>mossy_margo</b></p>
<p>Never tried betel nut myself. One last tip: whatever you do, take the snails out first if you want to keep them.</p></div>
</body></html>
`,

  'harrowgate-bike-share-news.html': `<!doctype html>
<html><head><title>Harrowgate bike-share turns three: more riders, free first half hour</title>
<meta name="url" content="https://harrowgateherald.example.co.uk/news/2026/bike-share-three"></head>
<body>
<h1>Harrowgate bike-share turns three: more riders, free first half hour</h1>
<p>HARROWGATE, 9 January 2026. The town's bike-share scheme, launched in January 2023 with 150 bikes at 22 docking stations, now has 410 bikes, of which 120 are electric.</p>
<p>Riders used to pay £1 to unlock a bike plus 10p a minute. Since April 2025 the first 30 minutes of every ride have been free, and the unlock fee has been scrapped; longer rides cost 10p a minute after the first half hour. The council says the change, paid for from the town's parking income, doubled the number of short trips within three months.</p>
<p>The scheme does not operate between 1 a.m. and 5 a.m., when the bikes are locked to their docks and the vans collect e-bikes for charging. Riders must be 16 or over to register for an account.</p>
<p>E-bikes are banned from the seafront promenade between May and September, after complaints from walkers; pedal bikes may still use the marked cycle lane there. Councillor Rhona Gale said the ban would be reviewed in 2027.</p>
<p>Not everything has gone well. Forty bikes were thrown into the harbour in the first year, and the docking station at Quarry Hill has been moved twice because of vandalism. "We expected some losses," said scheme manager Idris Peel. "We did not expect to be fishing bikes out of the water."</p>
</body></html>
`,

  'kestrel-hill-falconry-faq.md': `# Kestrel Hill Falconry Centre – visitor questions

## When are the flying displays?

Flying displays run at 11:30 and 14:30 every day from March to October. The flying displays do not go ahead in heavy rain, because wet feathers make the birds heavy and they refuse to return to the glove. In light drizzle the owls stay in and the hawks fly.

## Can I hold one of the birds?

Visitors may hold an owl only if they have booked the Owl Encounter session in advance. Our falconers hold the birds during the displays, and visitors walking round the aviaries must not put their fingers through the mesh.

## Do you have birds that hunt?

Our two Harris hawks, Pepper and Moss, fly at rabbits on private farmland during the winter hunting days, with our two pointers, Bramble and Fen, working the ground for them. The centre's dogs live with the falconers and are never near the aviaries during opening hours.

## How old are the birds?

Our oldest bird is a European eagle owl called Otto, who is 31. Most of our birds were bred at the centre or came from other collections; none were taken from the wild.

## Is there somewhere to eat?

There is a café by the car park, open 10:00 to 16:00, and picnic tables on the lawn beside the flying field.

## Is the centre accessible?

The paths to the flying field and the aviaries are level gravel and suitable for wheelchairs and pushchairs. The hide overlooking the wetland is reached by steps.
`,

  'cresswell-community-radio-handbook.txt': `CRESSWELL COMMUNITY RADIO 98.2 FM – VOLUNTEER PRESENTER HANDBOOK (2025 EDITION)

1. ABOUT THE STATION
Cresswell Community Radio is run by about 60 volunteers from the old library on Mill Road. We broadcast 24 hours a day on 98.2 FM and online. Our licence from the regulator requires at least 14 hours a week of locally produced speech.

2. YOUR SHOW
Live shows must be presented from Studio A. Presenters may pre-record their shows at home and upload them through the studio portal, provided the file reaches us 48 hours before broadcast. Every show must carry the station identification at the top of each hour.

3. MUSIC
Presenters must not play tracks with explicit lyrics before 21:00. After 21:00, a warning must be read before any track with strong language. The station's music licence covers commercially released recordings; it does not cover tracks you have downloaded from video sites.

4. GUESTS
Guests are welcome in Studio A but must be signed in at reception. Political candidates may not appear as guests during an election period, except in the balanced debate programmes organised by the news team.

5. EXPENSES AND TRAINING
The station is a charity and presenters are not paid. Volunteers can claim expenses for training courses run by the Community Media Association, up to £150 a year, with receipts. New presenters complete four training sessions on the desk, the log and the complaints procedure before their first show.

6. COMPLAINTS
Every complaint is logged, and the station manager replies within 14 days. Since 2024, complaints about content have also been reported to the board each quarter.
`,

  'orrery-hall-planetarium.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Visit the planetarium – Orrery Hall Science Museum</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/visit">Visit</a> | <a href="/shows">Shows</a> | <a href="/schools">Schools</a></nav>
<h1>The Orrery Hall Planetarium</h1>
<p>Our planetarium has a 12-metre dome and seats 86 people. Shows last 35 minutes and start on the hour from 11:00 to 16:00. A dome show costs £9 for adults and £6 for children, on top of museum admission.</p>
<h2>Accessibility</h2>
<p>The dome has four wheelchair spaces and an induction loop. The rooftop observatory is not accessible by wheelchair; it is reached by a spiral staircase of 48 steps, and we show a live feed from its telescope in the foyer instead.</p>
<h2>Young children</h2>
<p>The dome shows are not suitable for children under 3, because the room is completely dark for several minutes. Our Little Stars show on Saturday mornings is made for families with children aged 3 to 6.</p>
<h2>The rooftop observatory</h2>
<p>The observatory houses a 40-centimetre reflecting telescope installed in 1998 and refurbished in 2022. Astronomers from the university use it on clear nights for their research, and our staff open the dome for stargazing evenings on the first Friday of each month, which must be booked in advance.</p>
<h2>Food and drink</h2>
<p>Food and drink are not allowed in the dome. The museum café on the ground floor is open until 16:30.</p>
</body>
</html>
`,

  'typewriter-restoration-blog.md': `---
title: Three years of fixing typewriters – what I would tell my younger self
url: https://inkribbon.example.blog/2025/three-years
---

# Three years of fixing typewriters

I bought my first typewriter, an Olympia SM3, at a car boot sale for £12 in 2022. It had a sticky segment, the slotted curve that guides the typebars, and half the keys stayed down after you pressed them.

## Cleaning the segment

I used WD-40 on my first two machines and within a year both segments were gummed solid, so I no longer use it on typewriters at all. These days I flush the segment with naphtha and a stiff brush, and I let it evaporate overnight. Naphtha leaves nothing behind, which is the whole point.

## Ribbons

Most machines from the 1950s and 60s take standard half-inch ribbons on universal spools. I re-ink old ribbons with a roller and stamp-pad ink, which is cheaper than buying new ones, though the first few pages after re-inking are always blotchy.

## Platens

The platen is the rubber roller the paper wraps round. After sixty years the rubber goes hard and the type sounds loud and prints unevenly. I send mine to a firm in Ohio that recovers platens; it costs about £60 including postage and takes six weeks.

## Selling machines

I now have eleven machines and have sold nine. A serviced portable sells for £80 to £150 at the local makers' market, depending on the model and the typeface.
`,

  'moorside-car-boot-notice.md': `# Moorside Sunday Car Boot Sale – notice to sellers, 2026 season

The car boot sale returns to the Moorside Showground every Sunday from 5 April to 27 September 2026. Sellers may arrive from 06:30; buyers are admitted from 07:30.

## Pitch fees

Car pitches cost £12 and van pitches £18, paid at the gate. Stall rents for charities registered in the county will be waived, but charity sellers must show their registration number when they arrive.

## What you can sell

Second-hand household goods, clothes, books, toys, tools and plants may be sold. Live animals, knives and replica weapons must not be sold at the sale. Hot food may be sold only by the two licensed caterers.

## Weather

The sale is cancelled if the showground is waterlogged; check our page by 06:00 on the day. The 2025 season lost four Sundays to rain.

## Parking

Buyers park in the lower field for £1. The showground owners ask sellers not to drive across the cricket square.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- the source says no, in its own words ---
  {
    query: 'We were planning to come for the 2:30 display but the forecast is for heavy rain all afternoon. Will the birds still fly?',
    type: 'yes/no',
    probe: 'a plain denial ("do not go ahead in heavy rain"); light drizzle and the hawks flying share the words',
    verdict: 'no',
    untrue: ['hawks fly in heavy rain'],
    expect: { kind: 'answer', facts: [['do not go ahead'], ['heavy rain']], lead: ['do not go ahead', 'heavy rain'] },
  },
  {
    query: 'Can I hire one of the Harrowgate bikes at 3 in the morning after a late shift?',
    type: 'yes/no',
    probe: 'a plain denial of operation in an hour range ("does not operate between 1 a.m. and 5 a.m.")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['does not operate'], ['1 a.m.', '5 a.m.']], lead: ['does not operate', '1 a.m.'] },
  },
  {
    query: 'My dad uses a wheelchair. Would he be able to get up to the rooftop observatory at Orrery Hall?',
    type: 'yes/no',
    probe: 'a denial in the source\'s words ("not accessible by wheelchair"); the dome\'s wheelchair spaces share the words',
    verdict: 'no',
    untrue: ['four wheelchair spaces in the observatory'],
    expect: { kind: 'answer', facts: [['not accessible'], ['48 steps', 'spiral staircase']], lead: ['not accessible', 'spiral staircase', '48 steps'] },
  },
  // --- permission or ban ---
  {
    query: 'Is it OK to wear my fleece jacket in the Ferrier hot shop? It gets cold in there in winter.',
    type: 'yes/no',
    probe: 'a ban ("must not be worn") naming the very item; the clothing advice beside it shares the words',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['must not be worn'], ['melt']], lead: ['must not be worn', 'Synthetic fabrics'] },
  },
  {
    query: 'I present a Sunday show on Cresswell radio. Am I allowed to record it at home instead of coming in to the studio?',
    type: 'yes/no',
    probe: 'a permission ("may pre-record ... provided") beside a must for live shows',
    verdict: 'yes',
    untrue: ['must be presented from Studio A, so'],
    expect: { kind: 'answer', facts: [['pre-record'], ['48 hours']], lead: ['may pre-record', 'pre-record their shows'] },
  },
  // --- only if / unless / as long as ---
  {
    query: 'Can visitors to Kestrel Hill hold one of the owls?',
    type: 'yes/no',
    probe: 'a condition ("only if they have booked the Owl Encounter"); falconers holding birds shares the words',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['only if'], ['Owl Encounter']], lead: ['only if', 'Owl Encounter'] },
  },
  {
    query: 'Could my sister come and watch me blow glass on a Saturday, or is the hot shop members only?',
    type: 'yes/no',
    probe: 'a condition ("as long as a member signs them in"), with weekday classes and the children ban nearby',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['as long as', 'signs them in'], ['yellow line']], lead: ['as long as', 'signs them in', 'Guests may watch'] },
  },
  // --- a result or a change decides ---
  {
    query: 'Is fenbendazole a good treatment for planaria in a shrimp tank?',
    type: 'yes/no',
    probe: 'a result: it killed the planaria but also the snails and shrimp, "so I stopped using it" (a no, not a yes)',
    verdict: 'no',
    untrue: ['fenbendazole is a good treatment', 'fenbendazole works well'],
    expect: { kind: 'answer', facts: [['stopped using it', 'would not put it'], ['Amano', 'nerite']], lead: ['stopped using it', 'eleven of', 'killed every nerite', 'would not put it'] },
  },
  {
    query: 'Someone told me you still have to pay £1 just to unlock a Harrowgate bike, even for a five-minute ride. Is that right?',
    type: 'yes/no',
    probe: 'a change ("used to pay ... Since April 2025 ... free, unlock fee scrapped") answers no to a claim about the present',
    verdict: 'no',
    untrue: ['yes, riders pay £1'],
    expect: { kind: 'answer', facts: [['Since April 2025'], ['scrapped', 'free']], lead: ['Since April 2025', 'scrapped', 'first 30 minutes'] },
  },
  {
    query: 'Should I spray WD-40 into a sticky typewriter segment?',
    type: 'yes/no',
    probe: 'a result and a change in first person ("gummed solid, so I no longer use it")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['no longer use it', 'gummed'], ['naphtha']], lead: ['no longer', 'gummed solid'] },
  },
  // --- no sentence decides, although many share the words ---
  {
    query: 'Can I bring my dog along to Kestrel Hill falconry centre?',
    type: 'yes/no',
    probe: 'the centre\'s own dogs (pointers, never near the aviaries) share the words; nothing says whether visitors\' dogs are allowed',
    untrue: ['dogs are not allowed', 'dogs are welcome', 'dogs are allowed'],
    expect: { kind: 'none' },
  },
  {
    query: 'Does Cresswell Community Radio pay for presenters\' petrol or bus fares to get to the studio?',
    type: 'yes/no',
    probe: 'expenses for training courses and "presenters are not paid" are neighbours; travel costs are not covered',
    untrue: ['up to £150 a year for travel'],
    expect: { kind: 'none' },
  },
  {
    query: 'Is it possible to look through the Orrery Hall telescope on a weekday afternoon?',
    type: 'yes/no',
    probe: 'telescope, observatory, live feed and first-Friday evenings share the words; nothing says yes or no for weekday afternoons',
    untrue: ['yes, on the first Friday'],
    expect: { kind: 'none' },
  },
  {
    query: 'Do Moorside car boot sellers get their pitch fee back if the sale is called off because of rain?',
    type: 'yes/no',
    probe: 'fees, waived charity rents, cancellation and lost Sundays share the words; refunds are never mentioned',
    untrue: ['will be waived', 'fees are refunded'],
    expect: { kind: 'none' },
  },
];
