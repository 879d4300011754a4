// Challenger ch24, class a: the asked slot leads, and nothing else pads. 7 documents, 14 questions, written
// blind. Topics: a lavender farm, a city farm, a town-centre traffic trial, wetsuit hire at a surf school,
// new-tattoo aftercare, an escape-room FAQ and an alpaca trekking farm; each holds sibling facts of one type.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'lavender-farm.html': `<!doctype html>
<html><head><title>Visiting Hollins Lavender Farm</title></head>
<body>
<h1>Visiting Hollins Lavender Farm</h1>
<p>Hollins Lavender Farm grows 27 varieties of lavender across about 40,000 plants on the chalk slopes above Wexcombe.</p>
<h2>Season and opening times</h2>
<p>The fields open to visitors on 14 June each year.</p>
<p>The season ends on 31 August, after the last field has been cut.</p>
<p>The gates open at 10am.</p>
<p>The fields close at 6pm, and the shop stays open until 6.30pm.</p>
<h2>Tickets</h2>
<p>Field entry costs £8 for adults and £4 for children. Car parking is included.</p>
<h2>Why can't I pick the lavender?</h2>
<p>We ask visitors not to pick any stems. Picked stems leave gaps in the rows that spoil other visitors' photographs, and bees working the flowers can sting careless hands. Walking off the paths also compacts the chalk soil. But the biggest reason is that every stem is cut for our own distillery, and the oil from each row pays for the farm to stay open.</p>
<h2>About lavender</h2>
<p>Lavender has been grown in England since Roman times. Its scent is said to help people relax. The farm shop sells lavender honey, soap and dried bunches.</p>
</body></html>
`,

  'greenbank-city-farm.md': `---
title: Greenbank City Farm - visitor information
url: https://greenbankfarm.example.org/visit
---

# Greenbank City Farm

Greenbank City Farm is a charity farm in the middle of the city, started by local residents in 1983 on the site of a former railway goods yard.

## Our animals

The farm keeps 14 kinds of animal, from pygmy goats and Gloucester Old Spot pigs to ferrets and a pair of donkeys. In all there are about 230 animals, most of them hens and rabbits.

## Opening hours

From March to October the farm is open from 9.30am to 5pm.

From November to February the farm is open from 10am to 3.30pm.

The farm is closed on Christmas Day and Boxing Day.

## Feeding the animals

Visitors may not bring food for the animals. Bread swells in a goat's stomach, sweets rot the ponies' teeth, and several children have had their fingers nipped at the pig pen. The chief reason, though, is that every animal is on a carefully measured diet, and dozens of extra handfuls a day make them ill. Bags of feed can be bought at the gate for 50p and fed under supervision at 2pm.

## Volunteering

Volunteers help muck out, feed and groom the animals. Shifts run from 8am to midday.

## History

The goods yard closed in 1969. The farm's first animals were two goats and a flock of bantams given by a resident.
`,

  'market-street-trial.md': `# Market Street traffic trial: what you need to know

*Notice from Ashby District Council*

The council is trialling a traffic-free Market Street between the clock tower and Bridge Street.

The trial begins on Monday 3 March 2025.

It will finish on Sunday 31 August 2025, after which the council will decide whether to make the scheme permanent.

During the trial, motor vehicles are banned from 10am to 4pm every day. Delivery vehicles can use the street before 10am and after 4pm.

The effects on traffic, air quality and footfall will be reviewed every six weeks, and each review will be published on the council website.

Market Street has been the town's main shopping street since the medieval market charter of 1261. The street was last resurfaced in 2016.

Blue Badge holders can still use the disabled bays at the Bridge Street end.
`,

  'surf-school-wetsuit-hire.html': `<!doctype html>
<html><head><title>Wetsuit and board hire - Porthgwyn Surf School</title></head>
<body>
<h1>Wetsuit hire</h1>
<p>Porthgwyn Surf School hires winter and summer wetsuits in sizes from child 4 to adult XXL.</p>
<p>Wetsuit hire costs £12 per day.</p>
<p>For a full week, wetsuit hire costs £50.</p>
<p>A refundable deposit of £40 is taken on every wetsuit and returned when the suit comes back rinsed.</p>
<p>The hire price covers boots and gloves in winter.</p>
<p>Wetsuits are made from neoprene, a synthetic rubber first made in the 1930s. Our suits are rinsed in fresh water after every hire. The surf school was founded in 1998 by two lifeguards.</p>
<p>Boards are hired separately at £15 per day.</p>
</body></html>
`,

  'new-tattoo-aftercare.txt': `LOOKING AFTER YOUR NEW TATTOO - INKWELL STUDIO

Keep the clear film on for three days. Then peel it off in the shower, under warm running water.

Wash the tattoo gently with unscented soap twice a day.

Apply a thin layer of the aftercare balm after each wash, no more than three times a day.

Healing takes two to four weeks, depending on the size of the piece and where it is on the body.

Do not swim, use a sauna or sunbathe until the skin has healed. Do not pick or scratch any flakes.

Tattooing has a history going back more than 5,000 years. The studio has been on Fore Street since 2011. All our needles are single-use.

If the skin becomes hot, swollen or weeps yellow fluid, see your GP.
`,

  'lockjaw-escape-rooms-faq.md': `# Lockjaw Escape Rooms - FAQ

## How many rooms do you have?

We run five rooms: The Vault, Mission Control, The Lighthouse Keeper, The Cursed Nursery and Jailbreak.

## How many players can play?

Each room takes from two to six players.

## How much does it cost?

Games cost £22 per player. A deposit of £30 is taken when you book, which comes off the final bill.

## How long does a game last?

A game lasts 60 minutes, plus a 10-minute briefing.

## How often do the rooms change?

We replace one room with a new one every six months.

## When are you open?

Monday to Saturday from 10am to 10pm, and Sunday from 11am to 8pm.

## Is there an age limit?

Players under 14 must be with an adult. Some rooms are dark and loud, the puzzles need reading, and a few props are heavy, but the main reason is our fire certificate: it requires an adult in every room with under-14s so that the room can be evacuated quickly.

## Where did escape rooms come from?

Escape rooms grew out of online "escape the room" games in the early 2000s. The first real rooms opened in Japan in 2007.
`,

  'alpaca-trekking.md': `---
title: Alpaca trekking at High Bield Farm
url: https://highbield.example.co.uk/trekking
---

# Alpaca trekking at High Bield Farm

High Bield Farm keeps three kinds of camelid: alpacas, llamas and a single guanaco called Pablo. There are 42 animals on the farm altogether.

Each trek lasts 90 minutes and follows the beck up to Cragg Wood and back.

Treks run twice a day, at 10am and 2pm, from Easter to October.

A trek costs £35 per person and each person leads their own alpaca.

Groups are kept to eight walkers. Bigger groups would be harder to supervise and would bunch up on the narrow stiles, but the main reason is that alpacas are herd animals that become stressed in a long string.

Alpacas were domesticated in the Andes about 6,000 years ago. Their fleece is shorn every May. The farm shop sells alpaca wool socks and hats.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  {
    query: 'When does the Market Street traffic trial finish?',
    type: 'what',
    probe: 'end date, with the start date in the sentence before',
    expect: { kind: 'answer', facts: [['31 August']], lead: ['31 August'], offTopic: ['charter of 1261', 'resurfaced in 2016'] },
    untrue: ['begins on Monday 3 March'],
  },
  {
    query: "I'm planning an evening visit. What time do the lavender fields close?",
    type: 'what',
    probe: 'closing time, with the opening time and the shop closing beside it',
    expect: { kind: 'answer', facts: [['6pm']], lead: ['6pm'], offTopic: ['Roman times', 'help people relax'] },
    untrue: ['gates open at 10am'],
  },
  {
    query: 'What are Greenbank City Farm\'s opening hours in winter?',
    type: 'what',
    probe: 'winter hours, with summer hours beside them',
    expect: { kind: 'answer', facts: [['10am to 3.30pm', '3.30pm']], lead: ['3.30pm', 'November to February'], offTopic: ['goods yard', 'bantams'] },
    untrue: ['March to October the farm is open'],
  },
  {
    query: 'How many kinds of animal does High Bield Farm keep?',
    type: 'what',
    probe: 'count of kinds (three) vs count of animals (42)',
    expect: { kind: 'answer', facts: [['three kinds', 'alpacas, llamas and a single guanaco']], lead: ['three kinds', 'three'], offTopic: ['domesticated in the Andes', 'wool socks'] },
    untrue: ['42 animals'],
  },
  {
    query: 'How much deposit does Porthgwyn Surf School take on a wetsuit?',
    type: 'what',
    probe: 'a deposit beside a daily and a weekly price',
    expect: { kind: 'answer', facts: [['£40']], lead: ['£40'], offTopic: ['neoprene', 'founded in 1998'] },
    untrue: ['£12 per day', 'hire costs £50'],
  },
  {
    query: 'We are there for seven days. How much is wetsuit hire for a week?',
    type: 'what',
    probe: 'per week (£50) vs per day (£12)',
    expect: { kind: 'answer', facts: [['£50']], lead: ['£50'], offTopic: ['neoprene', 'founded in 1998'] },
    untrue: ['£12 per day'],
  },
  {
    query: "What's the main reason visitors can't feed the animals at Greenbank?",
    type: 'why/how',
    probe: 'the chief reason (measured diets) among three lesser because-clauses',
    expect: { kind: 'answer', facts: [['measured diet']], lead: ['measured diet'], offTopic: ['goods yard', 'muck out'] },
  },
  {
    query: 'Why does High Bield keep its alpaca treks to small groups? What is the main reason?',
    type: 'why/how',
    probe: 'the main reason (herd animals stressed in a long string) after two lesser reasons',
    expect: { kind: 'answer', facts: [['herd animals', 'stressed']], lead: ['herd animals', 'stressed'], offTopic: ['domesticated in the Andes', 'shorn every May'] },
  },
  {
    query: 'How often should I wash my new tattoo?',
    type: 'what',
    probe: 'a frequency (twice a day) beside durations (three days, two to four weeks) and a balm frequency',
    expect: { kind: 'answer', facts: [['twice a day']], lead: ['twice a day'], offTopic: ['5,000 years', 'Fore Street'] },
    untrue: ['Healing takes two to four weeks', 'film on for three days'],
  },
  {
    query: 'How long does a game at Lockjaw Escape Rooms last?',
    type: 'what',
    probe: 'a duration (60 minutes) beside a frequency (every six months)',
    expect: { kind: 'answer', facts: [['60 minutes']], lead: ['60 minutes'], offTopic: ['early 2000s', 'Japan in 2007'] },
    untrue: ['every six months'],
  },
  {
    query: 'When does the Market Street trial start, and how often will it be reviewed?',
    type: 'what',
    probe: 'two asked parts: the start date and the review frequency',
    expect: { kind: 'answer', facts: [['3 March'], ['every six weeks']], lead: ['3 March', 'every six weeks'], offTopic: ['charter of 1261', 'resurfaced in 2016'] },
  },
  {
    query: 'How many people can play in one Lockjaw room, and what does it cost per player?',
    type: 'what',
    probe: 'two asked parts: players per room and the price per player (not the deposit)',
    expect: { kind: 'answer', facts: [['two to six', 'six players'], ['£22']], offTopic: ['early 2000s', 'Japan in 2007'] },
  },
  {
    query: 'In one sentence: how long is an alpaca trek at High Bield?',
    type: 'what',
    probe: 'a one-sentence reply: the duration, not the frequency and no padding',
    expect: { kind: 'answer', facts: [['90 minutes']], lead: ['90 minutes'], offTopic: ['domesticated in the Andes', 'wool socks', 'shorn every May'] },
    untrue: ['twice a day'],
  },
  {
    query: 'Give me three bullet points on how to care for a new tattoo in the first days.',
    type: 'why/how',
    probe: 'a three-bullet reply, each bullet on aftercare, no history of tattooing',
    expect: { kind: 'answer', facts: [['film'], ['twice a day'], ['balm', 'swim', 'pick']], offTopic: ['5,000 years', 'Fore Street since 2011'] },
  },
];
