// Challenger ch24, class k: the deciding sentence, and two sources side by side. 8 documents, 14 questions,
// written blind. Topics: a heated throw's manual, a youth hostel FAQ and a forum thread about it, a lawn bowls
// club's rules, a museum of childhood, a skate park (council notice and local paper disagree), and a
// Markdown table of garden wheelbarrows.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'snugwell-throw-manual.txt': `SNUGWELL HEATED THROW (MODEL HT-160) - USER MANUAL

GETTING STARTED

Plug the controller into the socket on the edge of the throw until it clicks, then plug the adaptor into a mains wall socket. Choose one of nine heat settings with the + and - buttons. The throw warms up in about ten minutes on setting 6.

POWER

Will it work from a power bank or a car socket? It won't heat. The throw needs 230 V mains power and draws 160 watts, far more than a power bank or a 12 V car socket can supply. The Snugwell USB foot warmer, sold separately, is a different product: it runs from any 5 V power bank and is popular with campers.

TIMER

The throw switches itself off after three hours. You can choose a shorter timer of one or two hours. Is the timer worth using? Yes: most users fall asleep within the first hour, and the one-hour setting halves the running cost.

WASHING

Detach the controller before washing. The throw can be machine washed at 30 degrees on a gentle cycle. Do not tumble dry; line dry only, away from direct heat. The Snugwell heated underblanket is not machine washable; sponge it only, because its elements are stitched to a padded base that holds water.

The controller must never be put in water.

WARRANTY

The throw comes with a two-year warranty. An extended five-year warranty can be bought for £24. Honestly, for most users it isn't worth it: returns show that the heating elements rarely fail within five years, and most claims are for lost controllers, which the extended warranty does not cover.

SAFETY

Do not use the throw with a hot water bottle. Do not fold the throw while it is switched on. Do not use it for a baby or for anyone who cannot feel heat.
`,

  'brackenhow-hostel-faq.md': `---
title: Brackenhow Youth Hostel - frequently asked questions
url: https://brackenhow-hostel.example.org/faq
---

# Frequently asked questions

## What time can I check in?

Check-in is from 5pm until 10pm. Bags can be left in the luggage room from 11am.

## Can I bring my dog?

You can't, sorry: only assistance dogs are allowed inside the hostel building. Dogs are welcome in the campsite field behind the hostel, on a lead.

## Is breakfast included?

Breakfast is not included in the room price. Breakfast is charged at £6.50 for adults and £4 for under-16s. Under-5s eat at no cost.

## Is there parking?

Parking in the hostel yard is free of charge for guests. The village car park across the road is charged at £3 per day and is often full at weekends.

## Can I order a packed lunch?

Yes. Packed lunches cost £7 and must be ordered by 8pm the evening before.

## Is there a drying room?

Yes, the drying room by the back door is heated all day. Boots must be left there, not in the bedrooms.

## When is the hostel closed?

The hostel closes from 10am to 5pm every day for cleaning, and for the whole of January.
`,

  'brackenhow-forum-thread.txt': `Thread: Brackenhow hostel - worth a stop on the coast-to-coast?

Posted by fellfoot_jo:
Stayed two nights at Brackenhow last month. Check-in is from 3pm, so we dumped our rucksacks and went up to the tarn in the afternoon. The bunk rooms are small but warm and the showers were hot.

Reply from wanderingmarta:
Is the packed lunch worth it? Not really. It's £7 for two sandwiches and an apple, and the village shop does better for half the price. Breakfast is good though.

Reply from fellfoot_jo:
Fair point on the lunch. The drying room is brilliant, my boots were dry by morning.

Reply from old_gill:
We took our spaniel and camped in the field behind. The warden was friendly. Note the yard fills up by 6pm in August.
`,

  'fernleigh-bowls-rules.html': `<!doctype html>
<html><head><title>Club rules - Fernleigh Lawn Bowls Club</title></head>
<body>
<h1>Fernleigh Lawn Bowls Club: rules for the green</h1>
<h2>Membership and green fees</h2>
<p>Full membership costs £95 a season, which runs from late April to the end of September. Members play on the green free of charge.</p>
<p>Visitors may play only when accompanied by a member, and pay a green fee of £4 per session. Members of other affiliated clubs may book the green directly by phoning the secretary.</p>
<h2>Footwear and dress</h2>
<p>Can I wear trainers on the outdoor green? Not really. Flat-soled bowls shoes must be worn on the outdoor green, because ordinary trainers have ridged soles that mark the turf. Flat-soled trainers are allowed on the artificial rink in the pavilion.</p>
<p>White or grey clothing is worn for league matches. Casual clothing is fine for roll-ups.</p>
<h2>Equipment</h2>
<p>The club keeps eight sets of bowls for beginners to borrow at no charge. Bowls must be returned to the rack after play.</p>
<h2>Children</h2>
<p>Juniors aged 8 to 17 may play when a parent or coach is present. Junior membership costs £15 a season.</p>
</body></html>
`,

  'hartwell-museum-of-childhood.html': `<!doctype html>
<html><head><title>Plan your visit - Hartwell Museum of Childhood</title></head>
<body>
<h1>Plan your visit</h1>
<p>The Hartwell Museum of Childhood holds more than 4,000 toys, games and children's books from 1750 to the present, displayed in a former rectory on Church Lane.</p>
<h2>Access</h2>
<p>Is the museum suitable for pushchairs? Honestly, no. The upper galleries are reached only by a narrow spiral stair and there is no lift; pushchairs can be left in the hall. The ground-floor café and shop are fully accessible for wheelchairs and pushchairs.</p>
<h2>Food and drink</h2>
<p>Can we bring a picnic? Yes, visitors are welcome to eat their own picnic at the benches in the rectory garden. Food and drink may not be taken into the galleries.</p>
<h2>Tickets</h2>
<p>Adult tickets cost £7 and are valid for a year. Entry is free for under-16s.</p>
<h2>Photography</h2>
<p>Photography without flash is allowed in all galleries except the Dolls' House Room.</p>
</body></html>
`,

  'dunmore-skatepark-council.md': `---
title: Dunmore skate park - council notice
url: https://dunmore-council.example.gov.uk/notices/skate-park
---

# Notice: Dunmore skate park opens on 1 May

Dunmore Town Council is pleased to announce that the new concrete skate park at Riverside Fields will open to the public on 1 May.

The park covers 1,150 square metres and includes a bowl, a street section with rails and ledges, and a beginners' area.

The project cost £212,000, of which £150,000 came from the Sport for Towns fund and the rest from the council's capital budget. The council's original budget for the scheme was £200,000.

Opening hours are 8am to dusk. From October to March the park is floodlit until 8pm.

Scooters, skateboards, inline skates and BMX bikes are all welcome. Helmets are strongly recommended for all users and required for under-12s.

Please report damage to the parks team on 01632 960 412.
`,

  'dunmore-skatepark-gazette.html': `<!doctype html>
<html><head><title>Skaters flock to Dunmore's new park - Dunmore Gazette</title></head>
<body>
<h1>Skaters flock to Dunmore's new park</h1>
<p><em>By Ravi Menon, Dunmore Gazette, 3 May</em></p>
<p>More than 300 skaters, scooter riders and parents turned out on Thursday for the opening of the new skate park at Riverside Fields.</p>
<p>The park, which covers 1,400 square metres, cost £180,000, according to the firm that built it, Concrete Waves Ltd.</p>
<p>Floodlights will keep the park lit until 9pm all year round, the firm's director Sal Okafor told the Gazette.</p>
<p>"Is it worth the drive from Kelby? Absolutely," said 15-year-old Maya Dunn. "The bowl alone is worth it."</p>
<p>Not everyone is pleased. Neighbours on Mill Row say the noise carries across the river in the evenings.</p>
</body></html>
`,

  'wheelbarrow-comparison.md': `# Garden wheelbarrows compared

We tested four wheelbarrows over a summer of moving soil, gravel and compost.

| Model | Empty weight (kg) | Capacity (litres) | Tyre | Price |
|---|---|---|---|---|
| Trugmaster 100 | 17.5 | 100 | pneumatic | £79 |
| Barrowell 90 | 14.2 | 90 | puncture-proof | £68 |
| Sturdi Twin | 21.0 | 120 | two pneumatic | £115 |
| Garden Lite 65 | 9.8 | 65 | puncture-proof | £45 |

The Sturdi Twin is the most stable with a heavy load thanks to its two wheels. The Garden Lite 65 is the easiest to lift onto a car but flexes with wet soil.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  {
    query: "I want to take my Snugwell heated throw camping. Will it work off a power bank?",
    type: 'yes/no',
    probe: 'the answer is "It won\'t heat."; the foot warmer that runs from a power bank is a neighbouring product',
    verdict: 'no',
    expect: { kind: 'answer', facts: [["won't heat", 'mains power', '230 V']] },
    untrue: ['it runs from any 5 V power bank'],
  },
  {
    query: 'Can the Snugwell throw go in the washing machine?',
    type: 'yes/no',
    probe: 'yes for the throw; the underblanket beside it is not machine washable',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['machine washed at 30', '30 degrees']], lead: ['machine washed', '30 degrees'] },
    untrue: ['sponge it only'],
  },
  {
    query: 'Is it OK to bring my dog inside Brackenhow youth hostel?',
    type: 'yes/no',
    probe: '"You can\'t, sorry" for the building; the campsite field is another condition',
    verdict: 'no',
    expect: { kind: 'answer', facts: [["can't", 'only assistance dogs', 'assistance dogs']] },
  },
  {
    query: 'Is breakfast at Brackenhow free for adults?',
    type: 'yes/no',
    probe: '"charged at £6.50 for adults"; under-5s eating at no cost is another person\'s case',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['£6.50']], lead: ['£6.50', 'not included'] },
    untrue: ['Under-5s eat at no cost'],
  },
  {
    query: 'We are driving to Brackenhow. Do guests have to pay to park?',
    type: 'yes/no',
    probe: '"free of charge for guests" in the yard; the village car park charged at £3 is a similar item',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['free of charge']], lead: ['free of charge'] },
    untrue: ['charged at £3 per day'],
  },
  {
    query: 'Can I wear my trainers on the outdoor green at Fernleigh?',
    type: 'yes/no',
    probe: '"Not really." for the outdoor green; trainers allowed on the indoor artificial rink',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['bowls shoes'], ['mark the turf', 'ridged soles', 'not really']] },
  },
  {
    query: "We're visiting the Hartwell museum with a toddler in a pushchair. Can we get round the upper galleries with it?",
    type: 'yes/no',
    probe: '"Honestly, no." for the upper galleries; the ground floor fully accessible is a neighbouring area',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['no lift', 'spiral stair']], lead: ['honestly, no', 'spiral stair', 'no lift'] },
    untrue: ['fully accessible for wheelchairs and pushchairs'],
  },
  {
    query: 'Are we allowed to eat our own sandwiches at the Museum of Childhood?',
    type: 'yes/no',
    probe: 'yes, a picnic in the garden; the galleries rule is another condition',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['picnic'], ['garden']] },
  },
  {
    query: 'Can I hire a paddleboard at Brackenhow hostel?',
    type: 'unanswerable',
    probe: 'no source names paddleboards; hire, hostel and prices all occur',
    expect: { kind: 'none' },
  },
  {
    query: 'Is the Dunmore skate park bigger than 1,200 square metres? The council and the Gazette seem to give different sizes.',
    type: 'comparison',
    probe: 'two documents give different areas (1,150 vs 1,400 square metres)',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['1,150'], ['1,400']] },
  },
  {
    query: 'Did the skate park cost more than the £200,000 the council budgeted?',
    type: 'comparison',
    probe: 'the council says £212,000, the builder via the paper says £180,000',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['£212,000'], ['£180,000']] },
  },
  {
    query: 'Is the Trugmaster 100 heavier than the Barrowell 90?',
    type: 'comparison',
    probe: 'two table rows on one column (17.5 vs 14.2 kg)',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['17.5'], ['14.2']] },
  },
  {
    query: 'Is the Dunmore skate park lit until 9pm in winter?',
    type: 'yes/no',
    probe: 'the council says floodlit until 8pm October to March; the Gazette says 9pm all year',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['8pm'], ['9pm']] },
  },
  {
    query: 'Can I check in at Brackenhow at 4pm?',
    type: 'yes/no',
    probe: 'the hostel FAQ says from 5pm; a forum poster says from 3pm',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['5pm'], ['3pm']] },
  },
];
