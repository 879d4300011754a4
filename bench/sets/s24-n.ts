// Challenger ch24, class n: words the sources say differently, and nothing said plainly. 7 documents, 14
// questions, written blind. Topics: a rooftop cinema FAQ, a via ferrata route guide, seal-watching boat trips
// with a CSV of counts, a red squirrel reserve, a quilt show report and a community fridge notice.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'skyline-rooftop-cinema-faq.md': `---
title: Skyline Rooftop Cinema - FAQ
url: https://skyline-cinema.example.com/faq
---

# Skyline Rooftop Cinema: your questions answered

## What happens if the weather is bad?

Screenings go ahead when the weather is bad: a retractable canopy covers every seat. Only in the event of lightning is a screening stopped, and then tickets are refunded in full.

## Who can come?

Under-16s must be accompanied by an adult for every screening. Films rated 18 are shown only on Friday and Saturday nights.

## What does the ticket price cover?

The ticket price covers a deckchair, a wool blanket and a bag of popcorn. Hot drinks and snacks are sold at the rooftop bar.

## Is there a members' scheme?

Members pay £40 a year. The Sunday matinee carries no charge for members, and members get two guest tickets at half price each month.

## How do I get there?

The cinema is on the roof of the Corn Exchange, a five-minute walk from the bus station. Take the lift to the sixth floor.

## How long is a screening?

Doors open 45 minutes before the film. Most films finish by 11pm.
`,

  'gillfoot-via-ferrata.html': `<!doctype html>
<html><head><title>Gillfoot Via Ferrata - routes and safety</title></head>
<body>
<h1>Gillfoot Via Ferrata</h1>
<p>The Gillfoot Via Ferrata is a protected climbing route in the old slate quarry at Gillfoot, using fixed steel cables, rungs and ladders. Climbers clip into the cable with two lanyards and move along the rock face.</p>
<h2>Routes</h2>
<p>There are three routes. The Quarry Traverse is graded green, the easiest, with long rungs and no overhangs. The Gullet is graded red and includes a 20-metre ladder. The Raven Ridge is graded black, the most difficult, with an overhanging section and a wire bridge 60 metres above the quarry floor.</p>
<h2>Guided climbs</h2>
<p>Guided climbs cost £65 per person and include a qualified instructor for a group of up to six.</p>
<h2>Equipment</h2>
<p>Kit hire costs £25 and includes a harness, a helmet, a via ferrata lanyard set and gloves. Climbers with their own certified kit may use the routes on their own after signing the register at the hut.</p>
<h2>Weather</h2>
<p>In wet weather the rock and cables become slippery and the Raven Ridge is closed. All routes are closed in high winds and when thunder is forecast.</p>
<h2>The quarry</h2>
<p>Slate was worked at Gillfoot from 1780 until 1958. The routes were opened in 2019 by the Gillfoot Outdoor Trust, a local charity.</p>
</body></html>
`,

  'seal-trips.html': `<!doctype html>
<html><head><title>Seal-watching boat trips from Kelmouth harbour</title></head>
<body>
<h1>Seal-watching trips from Kelmouth</h1>
<p>Our boat, the Morwenna, takes up to 24 passengers out to the sandbank at the mouth of the estuary, where grey seals haul out at low tide.</p>
<p>Trips run from April to October and leave the harbour steps at 11am and 3pm. Each trip lasts about an hour and a half.</p>
<p>Sailings are cancelled when gusts exceed 25 knots; the skipper decides by 9am and posts it on the harbour board.</p>
<p>Adults pay £22 and children aged 4 to 15 pay £12. Under-4s travel at no charge. The ticket price includes a hot drink and the loan of binoculars.</p>
<p>Grey seals can weigh up to 300 kilograms. They have been protected in Britain since 1970. Please do not ask the skipper to land on the sandbank: the seals must not be disturbed.</p>
<p>Trips are run by the Tremayne family, who have fished out of Kelmouth for four generations.</p>
</body></html>
`,

  'seal-counts-2024.csv': `month,seals_counted,count_type,notes
2024-04,18,low tide haul-out,"First trip of the season"
2024-05,26,low tide haul-out,""
2024-06,31,low tide haul-out,"Calm seas all month"
2024-07,40,low tide haul-out,"Highest count of the year"
2024-08,37,low tide haul-out,""
2024-09,22,low tide haul-out,"Two trips cancelled for wind"
2024-10,15,low tide haul-out,"Last trip of the season"
`,

  'hollow-wood-red-squirrels.md': `---
title: Red squirrels at Hollow Wood Reserve
url: https://hollowwood-trust.example.org/red-squirrels
---

# Red squirrels at Hollow Wood

Hollow Wood Reserve is run by the Hollow Wood Trust and is one of the last strongholds of the red squirrel in the county.

## About red squirrels

Red squirrels are smaller than greys, weighing about 300 grams. Their diet is mostly hazelnuts, pine seeds and fungi, and they bury food in autumn to eat in winter. In captivity red squirrels can live up to ten years. Females usually have one or two litters a year.

## Why reds are in trouble

Grey squirrels, brought from North America in the 1870s, compete for food and carry squirrelpox, which kills reds but does not harm greys. Volunteers at the reserve check traps for grey squirrels every morning.

## Visiting

The viewing hide has step-free access via a boardwalk from the visitor hut. Twelve feeders stand in front of the hide and are filled each morning. The best time to see squirrels is the first two hours after dawn.

## Volunteering

Volunteers must be 18 or over. They fill feeders, record sightings and help with the monthly count.
`,

  'quilt-show-report.html': `<!doctype html>
<html><head><title>Quilters fill the Drill Hall - Wyebridge Echo</title></head>
<body>
<h1>Quilters fill the Drill Hall for record show</h1>
<p>The Wyebridge Quilters' Guild held its biennial show at the Drill Hall last weekend, with 212 quilts on display from 90 makers.</p>
<p>Best in show went to "Estuary at Dusk", a hand-quilted piece by retired teacher Ann Pollard that took her three years to make.</p>
<p>Visitors voted a child's first quilt, made by nine-year-old Leo Hart, as their favourite.</p>
<p>The guild raised money for the local hospice through a raffle of donated quilts.</p>
</body></html>
`,

  'community-fridge.md': `# Westfield community fridge

The community fridge in the porch of Westfield Community Centre is open to everyone, every day from 8am to 8pm.

Anyone can take food; there is no need to register or show anything.

We accept unopened packaged food within its use-by date, fruit and vegetables, and bread. We cannot accept raw meat, fish, home-cooked food or anything past its use-by date.

Volunteers check the fridge's temperature twice a day and remove anything past its date.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  {
    query: "We've booked the rooftop cinema for Saturday. What happens if it rains?",
    type: 'what',
    probe: '"if it rains" over "if the weather is bad"; the answer is the canopy sentence',
    expect: { kind: 'answer', facts: [['canopy']], lead: ['canopy', 'weather is bad'] },
  },
  {
    query: 'Can kids go to the rooftop cinema without a grown-up?',
    type: 'yes/no',
    probe: '"kids" and "grown-up" over "under-16s" and "adult"',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['under-16s must be accompanied', 'accompanied by an adult']], lead: ['under-16s', 'accompanied'] },
  },
  {
    query: 'What does a Skyline cinema ticket include?',
    type: 'what',
    probe: '"include" over "the ticket price covers"',
    expect: { kind: 'answer', facts: [['deckchair'], ['blanket'], ['popcorn']], lead: ['deckchair'] },
  },
  {
    query: 'Which is the hardest route at Gillfoot?',
    type: 'what',
    probe: '"hardest" over "graded black, the most difficult"',
    expect: { kind: 'answer', facts: [['Raven Ridge']], lead: ['Raven Ridge'] },
  },
  {
    query: "I'm a Skyline member. Do I get into the Sunday matinee for free?",
    type: 'yes/no',
    probe: '"for free" over "carries no charge"',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['no charge']], lead: ['no charge', 'matinee'] },
  },
  {
    query: 'Does the Kelmouth seal boat still go out when it is really windy?',
    type: 'yes/no',
    probe: '"windy" over "gusts exceed 25 knots"',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['25 knots']], lead: ['25 knots', 'gusts'] },
  },
  {
    query: "My dad uses a wheelchair. Can he get to the squirrel hide at Hollow Wood?",
    type: 'yes/no',
    probe: '"wheelchair" over "step-free access via a boardwalk"',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['step-free']], lead: ['step-free', 'boardwalk'] },
  },
  {
    query: 'How long do red squirrels live in the wild?',
    type: 'unanswerable',
    probe: 'the page covers red squirrels at length and gives a lifespan in captivity only',
    expect: { kind: 'none' },
    untrue: ['up to ten years'],
  },
  {
    query: 'Where can I park for the Skyline rooftop cinema?',
    type: 'unanswerable',
    probe: 'the FAQ says how to get there (bus station, lift) but nothing about parking',
    expect: { kind: 'none' },
    untrue: ['five-minute walk from the bus station'],
  },
  {
    query: 'I have my own harness and helmet. How much does it cost to climb the Gillfoot via ferrata on my own?',
    type: 'unanswerable',
    probe: 'own-kit climbers are allowed, but no price is given for them; £65 guided and £25 hire are topical',
    expect: { kind: 'none' },
    untrue: ['£65 per person', 'Kit hire costs £25'],
  },
  {
    query: 'How much is a seal trip for an adult, and is there a family ticket?',
    type: 'half',
    probe: 'the adult price is given; a family ticket is not (child and under-4 prices are, which must not count)',
    expect: { kind: 'partial', facts: [['£22']], missing: 'family' },
  },
  {
    query: 'Which Gillfoot route is graded black, and how long does it usually take to climb?',
    type: 'half',
    probe: 'the grade is given; no route time is given anywhere',
    expect: { kind: 'partial', facts: [['Raven Ridge']], missing: 'how long' },
  },
  {
    query: 'What time do the Kelmouth seal trips leave the harbour?',
    type: 'what',
    probe: 'ordinary: departure times',
    expect: { kind: 'answer', facts: [['11am'], ['3pm']] },
  },
  {
    query: 'Who won best in show at the Wyebridge quilt show?',
    type: 'what',
    probe: 'ordinary: a winner named in a news report',
    expect: { kind: 'answer', facts: [['Ann Pollard']], lead: ['Ann Pollard'] },
  },
];
