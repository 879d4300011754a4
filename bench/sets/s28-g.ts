// Challenger ch28, class g (general): a new user's everyday questions over a small mixed library. 7 documents,
// 14 questions, written blind (without reading the engine's code, tests or the team's sets).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article
  'common-swift.md': `---
title: Common swift
url: https://encyclopedia.example.org/wiki/Common_swift
---
# Common swift

The **common swift** (*Apus apus*) is a medium-sized bird of the swift family, Apodidae. Although it looks like a swallow or a house martin, it is not closely related to them; its nearest living relatives are the hummingbirds.

## Description

Adults are 16 to 17 cm long with a wingspan of 38 to 40 cm. The plumage is sooty brown all over except for a pale patch on the throat, which is hard to see in flight. The wings are long and scythe-shaped and the tail is short and forked. Males and females look alike.

## Life in the air

The swift spends more of its life in flight than almost any other bird. It feeds, drinks, collects nest material and even sleeps on the wing, climbing to a height of two or three kilometres at dusk and gliding through the night. A study that fitted data loggers to young birds found that some stayed airborne for ten months without landing once, from the day they left the nest until they first came back to breed.

Its legs are very short and are used almost only for clinging to vertical surfaces; the name *Apus* comes from the Greek for "without feet". A swift that ends up on flat ground finds it very hard to take off again.

## Breeding

In northern Europe swifts arrive in late April or early May and leave again in early August; they spend the winter in Africa south of the Sahara. They nest in dark cavities: originally in cliffs and holes in old trees, but today mostly in buildings, under roof tiles, in the eaves and in gaps in old walls. The shallow nest cup is made of feathers, seeds and bits of plant fluff caught in the air and glued together with saliva.

The female lays two or three eggs, which both parents incubate for 19 to 20 days. The chicks fledge after 37 to 56 days, depending on the weather and how much food there is; in a cold, wet spell the chicks can become torpid, lowering their body temperature and surviving for several days without food. A pair returns to the same nest hole year after year. Young swifts do not breed until they are two to four years old.

## Status

Swifts are still widespread, but in the United Kingdom the breeding population fell by 58% between 1995 and 2021, and the species was placed on the red list of Birds of Conservation Concern in 2021. The main cause is thought to be the loss of nest sites, as old buildings are renovated, roofs are replaced and the gaps under eaves are sealed up. A fall in the number of flying insects, the swift's only food, is also likely to play a part. Nest boxes and "swift bricks" built into the walls of new houses can give the birds somewhere to nest again.
`,

  // 2. how-to guide with headings and steps
  'how-to-bleed-a-radiator.md': `---
title: How to bleed a radiator
url: https://homefix.example.co.uk/guides/bleed-a-radiator
---
# How to bleed a radiator

A radiator that is cold at the top but warm at the bottom, or a heating system that gurgles and knocks, usually has air trapped in it. Letting that air out is called bleeding the radiator. It takes about ten minutes per radiator and you do not need a plumber.

## Where does the air come from?

Air gets into a central heating system over time: when the system is drained and refilled, through tiny leaks at joints and valves, and as gas given off when the water slowly corrodes the steel inside the radiators. Because air is lighter than water it collects at the top of the radiator, where it stops the hot water from filling it, so the top stays cold.

## What you need

- A radiator key (some newer bleed valves take a flat-head screwdriver instead)
- An old cloth or towel
- A small bowl or cup to catch drips

## Step by step

1. **Turn the heating off** and leave the radiators to cool for at least 30 minutes. Do not bleed radiators while the heating is on: the water inside can be hot enough to scald you, and while the pump is running it can pull more air into the system.
2. Start with the radiator furthest from the boiler on the ground floor, then work your way back towards the boiler and upstairs.
3. Find the bleed valve, a small square fitting in one of the top corners of the radiator. Fit the key and hold the cloth underneath it.
4. Turn the key slowly anticlockwise, a quarter to half a turn. You should hear a hiss as the air escapes.
5. As soon as water starts to come out in a steady dribble instead of spitting, turn the key clockwise to close the valve. Do not overtighten it.
6. Repeat for every radiator that needs it.
7. Check the pressure gauge on the boiler. With the system cold it should read between 1 and 1.5 bar. If it has dropped below 1 bar, top it up using the filling loop, following your boiler's instructions.
8. Turn the heating back on and check after an hour that each radiator now heats evenly.

## Troubleshooting

- **Cold at the bottom, warm at the top?** Bleeding will not help: that is usually sludge settled in the radiator, which needs flushing out.
- **Nothing comes out of the valve?** It may be blocked with paint. Do not force it.
- **Having to bleed the same radiator every few weeks?** Air is getting in somewhere. Call a Gas Safe registered heating engineer to check for a leak or a fault with the pump.

Most homes only need their radiators bled once a year, ideally in the autumn before the heating goes on for the winter.
`,

  // 3. FAQ
  'library-card-faq.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Your library card: frequently asked questions | Millbrook Libraries</title></head>
<body>
<nav><a href="/">Home</a> &gt; <a href="/libraries">Libraries</a> &gt; Library card FAQ</nav>
<main>
<h1>Your library card: frequently asked questions</h1>

<h2>Who can join?</h2>
<p>Anyone who lives, works or studies in Millbrook county can join, at any age. Joining is free.</p>

<h2>What do I need to bring?</h2>
<p>Bring proof of your address dated within the last three months, such as a utility bill or a bank statement. Children under 16 need a parent or carer to sign their application form.</p>

<h2>How many items can I borrow, and for how long?</h2>
<p>Adults can have up to 20 items on loan at once, and children up to 10. Books are lent for three weeks; DVDs for one week.</p>

<h2>Do you charge fines?</h2>
<p>No. Since April 2024 we no longer charge overdue fines on any items, for adults or children. Please still bring items back on time so that other people can borrow them. If an item is more than eight weeks overdue, we will send you a bill for the cost of replacing it, and your card will be blocked until the item is returned or the bill is paid. If you bring the item back, the bill is cancelled.</p>

<h2>Can I renew my books?</h2>
<p>Yes, up to three times, online, by phone or at any branch, unless another reader has reserved the item.</p>

<h2>Can I reserve a book?</h2>
<p>Yes. Reservations cost £1 for adults and are free for children. We will email or text you when the item is ready to collect.</p>

<h2>I have lost my card. What should I do?</h2>
<p>Tell us as soon as you can so that nobody else can use it. A replacement card costs £2 for adults and is free for children.</p>

<h2>Can I borrow eBooks?</h2>
<p>Yes. Download the Libby app and sign in with your card number and PIN. You can borrow up to six eBooks at a time.</p>

<h2>Can I use the computers?</h2>
<p>Library members can use the public computers free for one hour a day. Printing costs 15p per black-and-white page.</p>
</main>
</body>
</html>
`,

  // 4. news report
  'route-14-news.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Route 14 bus to be axed, villages offered dial-a-ride minibus | Hollins Courier</title></head>
<body>
<article>
<h1>Route 14 bus to be axed, villages offered dial-a-ride minibus</h1>
<p class="byline">By Sarah Penrose, transport reporter. Published 3 March 2026</p>

<p>The number 14 bus between Ashby Cross and Hollins will stop running at the end of May, the county council has confirmed, and the villages along the route will be served instead by a minibus that passengers book in advance.</p>

<p>Redline Buses, which runs the route, said passenger numbers had fallen to about 40 a day, from around 110 before the pandemic. The council's subsidy for the route, worth £180,000 a year, ends this spring and will not be renewed. The last 14 will run on Saturday 31 May.</p>

<p>From 2 June the council will run the Hollins Link, a "demand-responsive" service using two 12-seat, wheelchair-accessible minibuses. Passengers book a journey by phone or through the Hollins Link app, at least two hours and up to seven days before they want to travel. The minibus runs Monday to Saturday from 7am to 7pm and will pick up at any of the old route 14 stops as well as at the doctors' surgery in Ashby Cross.</p>

<p>A single journey on the Hollins Link will cost £2.50, compared with £3.20 for a single from Ashby Cross to Hollins on the 14. Holders of an older person's or disabled person's bus pass travel free after 9.30am.</p>

<p>Not everyone is convinced. A petition against the cut, organised by Ashby Cross parish council, gathered more than 1,200 signatures. "People don't plan a trip to the shops two hours ahead," said parish councillor Martin Hale. "A bus you can just turn up and catch is what this village needs."</p>

<p>Some parents asked whether pupils travelling to Hollins Academy would be affected. The council said school transport is arranged separately and is not affected: the 714 school bus will continue to run as now.</p>

<p>Councillor Aisha Rahman, the council's cabinet member for transport, said: "We could not justify £180,000 a year for a bus that is mostly empty. The Hollins Link will go to more places, more of the time, for less money." The council will review the service after twelve months.</p>
</article>
</body>
</html>
`,

  // 5. first-person field notes
  'swift-box-notes.txt': `Swift box diary - notes from our house on Mill Lane
====================================================

March 2023
I finally put up three swift boxes under the eaves on the north-east gable, about 6 metres up. I bought them from a woodworker at the farmers' market for £28 each. Everything I read said to put them out of the midday sun, so they face north and east, never south, at least 5 metres up, with a clear drop below the entrance so the birds can swoop in and out. The entrance holes are ovals, roughly 65 mm by 30 mm.

May - August 2023
No swifts. A pair of house sparrows moved into box 2, which I let them keep. From mid-May I played recordings of swift calls from a small speaker (£15) tucked behind the gutter, for an hour or so in the morning and the evening, to attract them. Swifts looking for a nest site are drawn by the sound of other swifts.

14 May 2024
First "screaming party" of the year: a dozen swifts racing round the roofs at tree height.

Late May to July 2024
"Bangers" - young birds that are not yet breeding, knocking on the entrance of box 1 to check it out. From 2 June a pair was going in and out of box 1, carrying bits of feather. No eggs that I could tell, but they roosted in it until they left on 6 August. I'm told young pairs often spend a year "claiming" a box before they breed.

2025
The pair (I assume the same pair) was back in box 1 on 9 May. Two chicks hatched around 23 June. They were fed at all hours, and on cold wet days the adults hardly came back at all, which worried me, but the chicks were fine. Both chicks left on 3 August, 41 days after hatching: out of the hole and gone, no practice flights, no coming back.

Things I've learned
- Be patient: it took us two summers to get a breeding pair.
- Don't clean the boxes out in winter. Swifts reuse the old nest material and it is very hard for them to collect more.
- Keep the calls going through May and June. I stop playing them once a pair has settled.
`,

  // 6. leaflet
  'head-lice-leaflet.txt': `HEAD LICE: THE FACTS FOR PARENTS AND CARERS
From the School Nursing Service, Millbrook Community Health

WHAT ARE THEY?
Head lice are tiny grey-brown insects, about the size of a sesame seed, that live in hair close to the scalp. They cannot jump, fly or swim. They spread by head-to-head contact, which is why they are common in primary school children. Having head lice has nothing to do with dirty hair: lice are just as happy in clean hair.

Nits are the empty eggshells left behind once the lice have hatched. They are white and stuck firmly to the hair. Finding nits alone does not mean your child still has lice - only a living louse shows that.

HOW TO CHECK: DETECTION COMBING
1. Wash the hair and put on plenty of ordinary conditioner.
2. Comb it through with a normal comb to get rid of tangles.
3. Switch to a fine-toothed detection comb from a pharmacy. Starting at the roots, comb each section of hair right down to the ends.
4. Wipe the comb on a white tissue after each stroke and look for lice.
This takes about 10 minutes for short hair and 20 to 30 minutes for long hair.

TREATMENT
Only treat your child if you have found a living louse. There are two ways:
- Wet combing ("bug busting"): detection comb the wet, conditioned hair on days 1, 5, 9 and 13, so that lice hatching from any eggs are caught before they can lay eggs of their own.
- A lotion or spray from the pharmacy, such as dimeticone. Apply it twice, seven days apart, following the instructions on the pack. Ask the pharmacist before using one on a baby under six months old or if you are pregnant.

Both methods work if you do them properly. In trials, dimeticone lotion cleared lice in about 70 in every 100 children, while wet combing alone cleared about 57 in every 100. Combing costs very little and has no side effects, but it takes more time and care.

THINGS YOU DON'T NEED TO DO
- Children do not need to stay off school or nursery.
- You do not need to wash bedding or hats at a high temperature.
- There is no good evidence that tea tree oil or other "repellent" products prevent head lice. Do not use a treatment "just in case".

Do tell the parents of your child's close friends, so that they can check too. If lice are still there after two treatments, speak to your pharmacist or the school nurse.
`,

  // 7. policy
  'medicines-in-school-policy.md': `---
title: Supporting pupils with medicines - policy
url: https://oakfield-primary.example.sch.uk/policies/medicines
---
# Oakfield Primary School: Supporting pupils with medicines

Approved by the governing body, September 2025. Next review: September 2027.

## 1. Purpose

This policy sets out how Oakfield Primary School helps pupils to take medicines safely during the school day. It applies to all staff, including staff on school trips.

## 2. Prescribed medicines

Staff will give a prescribed medicine only if it has been prescribed by a doctor, dentist, nurse prescriber or pharmacist prescriber, and only if it must be taken during the school day. A medicine that is taken three times a day can usually be given before school, after school and at bedtime, so we will not normally give it in school.

## 3. Non-prescription medicines

Staff may give a non-prescription medicine, such as paracetamol or an antihistamine, only with the written consent of a parent on form MED1, and for no more than three days in a row. Aspirin will never be given to a pupil unless it has been prescribed by a doctor.

## 4. Bringing medicines into school

All medicines must be in their original container, in date, and labelled with the pupil's name and the dose. An adult must hand them in at the school office; pupils must not bring medicines to school themselves. Medicines are kept in a locked cabinet in the office, or in the staff room fridge if they need to be kept cold.

## 5. Asthma inhalers

From Year 3 (the year in which children turn eight), pupils keep their own reliever inhaler with them at all times, including at playtime and in PE. Younger pupils' inhalers are kept in a labelled box in their classroom. Parents of every pupil with asthma are asked to provide a spare inhaler, which is kept in the school office.

## 6. Emergency medicines

Pupils who have been prescribed adrenaline auto-injectors must have two in-date devices in school at all times. Staff do not give any other injections.

## 7. Head lice

The school does not apply head lice treatments to pupils, and pupils with head lice are not excluded from school. Parents will be sent the School Nursing Service leaflet if lice are reported in a class.

## 8. Records

Every dose given in school is recorded, with the time and the name of the member of staff. If a pupil refuses a medicine, staff will not force them to take it and will tell the parent the same day.

## 9. School trips

Medicines for residential trips must be handed to the trip leader with a completed form MED2.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no ----
  {
    query: 'my son has got nits, does he have to stay home from school until theyre gone?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'denied in two documents (leaflet and policy), asked in lay words',
    expect: {
      kind: 'answer',
      facts: [
        ['do not need to stay off', "don't need to stay off", 'does not need to stay', "doesn't need to stay", 'not excluded', 'not need to stay', 'no need to stay', 'can go to school', 'can still go', 'need not stay'],
      ],
      lead: ['do not need', "don't need", 'does not need', "doesn't need", 'not excluded', 'no need', 'need not', 'not need', 'can go to school', 'can still go', 'does not have to', "doesn't have to", 'no,', 'no.', 'no:'],
      offTopic: ['inhaler', 'residential', 'aspirin', 'paracetamol'],
    },
    untrue: ['must stay off', 'should stay home', 'should stay off', 'must be kept off', 'needs to stay off', 'will be excluded', 'are excluded until'],
  },
  {
    query: 'Is it ok to bleed the radiators with the heating still on or do I need to switch it off first?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'a step whose reason (scald, pump draws air) is in the same sentence; verdict is no',
    expect: {
      kind: 'answer',
      facts: [
        ['turn the heating off', 'heating off', 'switch it off', 'switch the heating off', 'turned off', 'switched off', 'not while the heating is on', 'do not bleed radiators while'],
        ['scald', 'hot enough'],
        ['more air', 'pull air', 'draw air', 'pump'],
      ],
      lead: ['off', 'not', 'no'],
      offTopic: ['sludge', 'paint', 'once a year'],
    },
    untrue: ['it is fine to bleed', "it's fine to bleed", 'safe to bleed with the heating on', 'leave the heating on'],
  },
  {
    query: 'My daughter is 9 and has asthma. Is she allowed to keep her own inhaler on her at school or does it have to stay in the office?',
    type: 'yes/no',
    verdict: 'yes',
    probe: 'needs the age mapped to the year group (Year 3 = turn eight); the office holds only a spare',
    expect: {
      kind: 'answer',
      facts: [
        ['Year 3', 'year three'],
        ['with them at all times', 'keep their own', 'carry her own', 'keep her own', 'own reliever inhaler', 'own inhaler'],
        ['spare'],
      ],
      lead: ['yes', 'can keep', 'may keep', 'keep her own', 'keep their own', 'carry', 'with them', 'with her', 'allowed'],
      offTopic: ['adrenaline', 'aspirin', 'MED2', 'head lice'],
    },
    untrue: ['has to stay in the office', 'must stay in the office', 'must be kept in the office', 'kept in a labelled box in her classroom', 'not allowed to keep'],
  },
  // ---- comparisons ----
  {
    query: 'is the new dial a ride minibus going to be cheaper than the old 14 bus was?',
    type: 'comparison',
    verdict: 'yes',
    probe: 'both fares in one sentence of a news report; the subsidy figure is a neighbouring number',
    expect: {
      kind: 'answer',
      facts: [
        ['£2.50', '2.50'],
        ['£3.20', '3.20'],
      ],
      lead: ['cheaper', 'less', 'lower', '£2.50', '2.50'],
      offTopic: ['1,200 signatures', 'petition'],
    },
    untrue: ['more expensive', 'dearer', 'costs more than the 14', 'same fare'],
  },
  {
    query: 'Do the lotions from the chemist actually work better than just combing the nits out?',
    type: 'comparison',
    verdict: 'yes',
    probe: 'comparison decided by two trial figures, with the cost/side-effect trade-off as qualification',
    expect: {
      kind: 'answer',
      facts: [
        ['70 in', '70 out of', '70%', '70 per cent', 'about 70', 'around 70', '70 of every'],
        ['57'],
      ],
      lead: ['lotion', 'dimeticone', 'better', 'more'],
      offTopic: ['tea tree', 'wash bedding', 'stay off school'],
    },
    untrue: ['combing works better', 'combing is more effective', 'combing is better', 'lotions do not work', "lotions don't work", 'no difference'],
  },
  // ---- why/how ----
  {
    query: "why are there so few swifts nowadays? when I was a kid the sky was full of them in summer",
    type: 'why/how',
    probe: 'cause stated in the status section; breeding and migration sentences share the words',
    expect: {
      kind: 'answer',
      facts: [
        ['nest sites', 'nesting sites', 'places to nest', 'somewhere to nest', 'nest holes'],
        ['renovat', 'roofs are replaced', 'roofs replaced', 'sealed', 'gaps'],
        ['insects'],
      ],
      lead: ['nest', 'renovat', 'building', 'roof'],
      offTopic: ['ten months', 'without feet', 'hummingbird', 'torpid'],
    },
    untrue: ['pesticide', 'climate change', 'cats', 'hunting', 'shot'],
  },
  {
    query: 'why does my radiator keep going cold at the top? where is all this air actually coming from?',
    type: 'why/how',
    probe: 'why section of a how-to guide: three sources of air, not the steps',
    expect: {
      kind: 'answer',
      facts: [
        ['drained', 'refilled', 'refilling'],
        ['leak'],
        ['corrod', 'corrosion', 'rust'],
        ['lighter than water', 'collects at the top', 'rises'],
      ],
      lead: ['air'],
      offTopic: ['sludge', 'paint', 'scald'],
    },
    untrue: ['boiler is broken', 'the boiler lets air in', 'from the pump only'],
  },
  // ---- what/which ----
  {
    query: "I've had a library book for ages and it's way overdue, what happens now? am I going to get fined?",
    type: 'what',
    probe: 'FAQ answer with a "No" then a condition (8 weeks: bill, blocked card, bill cancelled on return)',
    expect: {
      kind: 'answer',
      facts: [
        ['no longer charge', 'no overdue fines', 'no fines', 'not charge', "don't charge", 'no fine', 'not be fined', "won't be fined", 'not fined'],
        ['eight weeks', '8 weeks'],
        ['cost of replacing', 'replacement cost', 'replace', 'bill'],
        ['blocked', 'block'],
      ],
      lead: ['fine', 'eight weeks', '8 weeks', 'bill', 'replac', 'block', 'no longer charge'],
      offTopic: ['Libby', 'eBooks', 'reservations cost', '15p', 'lost my card'],
    },
    untrue: ['you will be fined', 'you will have to pay a fine', 'daily fine', 'per day'],
  },
  {
    query: 'Thinking of putting a swift nest box up on my house. Which way should it face and how high does it need to be?',
    type: 'what',
    probe: 'first-person notes give the placement advice; the encyclopedic article shares the words',
    expect: {
      kind: 'answer',
      facts: [
        ['north', 'east'],
        ['5 metres', 'five metres', '5 m', '5m'],
        ['south', 'midday sun'],
      ],
      lead: ['north', 'east', 'metres', '5 m', '5m'],
      offTopic: ['Africa', 'hummingbird', 'ten months', '58%'],
    },
    untrue: ['face south', 'south-facing', 'facing south', '2 metres', 'two metres'],
  },
  {
    query: 'my girl has head lice. will the school put the lotion on for her at lunchtime, and how often do we have to use it?',
    type: 'what',
    probe: 'needs two documents: the school policy (does not apply treatments) and the leaflet (twice, seven days apart)',
    expect: {
      kind: 'answer',
      facts: [
        ['does not apply', "doesn't apply", 'will not apply', "won't apply", 'not apply head lice', 'does not put', "won't put"],
        ['twice'],
        ['seven days', '7 days', 'a week apart', 'one week apart'],
      ],
      lead: ['does not apply', "doesn't apply", 'will not', "won't", 'not apply', 'no'],
      offTopic: ['inhaler', 'adrenaline', 'MED2', 'tea tree'],
    },
    untrue: ['staff will apply', 'the school will apply', 'with form MED1 the school', 'every day', 'days 1, 5, 9 and 13 with the lotion'],
  },
  // ---- unanswerable ----
  {
    query: 'Can I bring my bike on the Hollins Link minibus?',
    type: 'unanswerable',
    probe: 'the service is described at length (wheelchair-accessible, 12 seats) but nothing on bikes',
    expect: { kind: 'none' },
    untrue: ['bikes are allowed', 'bikes are not allowed', 'you can bring your bike', 'cannot bring a bike'],
  },
  {
    query: 'how much is a radiator key? is it worth buying one or can I just use a screwdriver',
    type: 'unanswerable',
    probe: 'price of the key: the guide names the key and the screwdriver, other documents have prices (£28, £15, £2)',
    expect: { kind: 'none' },
    untrue: ['£28', '£15', 'costs £', 'costs about £'],
  },
  // ---- half ----
  {
    query: 'how many eggs do swifts lay and what is their lifespan?',
    type: 'half',
    probe: 'eggs covered; lifespan not (age at first breeding and years of nest-site return are lures)',
    expect: {
      kind: 'partial',
      facts: [['two or three', '2 or 3', '2-3', '2 to 3', 'two to three']],
      missing: 'lifespan',
    },
    untrue: ['live for two to four years', 'lifespan of two to four', 'live for 20 years'],
  },
  {
    query: "What's the fare on the new Hollins Link minibus and can I pay by card on board?",
    type: 'half',
    probe: 'fare covered; payment method not (the library FAQ has a "card" that is not a bank card)',
    expect: {
      kind: 'partial',
      facts: [['£2.50', '2.50']],
      missing: 'card',
    },
    untrue: ['£3.20 on the Hollins Link', 'cash only', 'contactless is accepted', 'you can pay by card'],
  },
];
