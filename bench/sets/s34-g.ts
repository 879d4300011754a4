// Challenger ch34, class g (general): a new user's everyday questions over a small mixed library.
// 7 documents (encyclopedic article, how-to guide with headings and steps, FAQ in HTML, news report in HTML,
// first-person field notes in .txt, a safety leaflet in .txt, a membership policy), 14 questions of every kind,
// one of them needing two documents. Written blind (before reading or running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article
  'common-swift.md': `---
title: Common swift
url: https://wildlife-encyclopedia.example.org/birds/common-swift
---

# Common swift

The common swift (*Apus apus*) is a medium-sized migratory bird of the swift family, Apodidae. Adults are 16 to 17 cm long with a wingspan of 38 to 40 cm. The plumage is sooty brown and looks black against the sky, apart from a small pale patch on the throat. The long, narrow wings are swept back in a scythe shape, and the tail is short and only slightly forked.

## Identification

Swifts are often confused with swallows and house martins, but they are not closely related. Unlike the swallow, the swift has no red throat, no white underparts and no long tail streamers. Swifts are most often noticed in summer evenings, when groups chase each other low over rooftops giving shrill screaming calls; such groups are known as "screaming parties".

## Life on the wing

The swift spends more of its life in the air than almost any other bird. It feeds, drinks and even sleeps on the wing, and it lands only to nest. The genus name *Apus* comes from the Greek for "without feet": the legs are very short, and a swift that ends up on flat ground struggles to take off again. A study published in 2016 recorded individual birds staying airborne for ten months without landing. Young birds that leave the nest may not land again until they breed for the first time, two or three years later.

## Diet

Swifts eat only flying insects and airborne spiders, sometimes called "aerial plankton". When feeding chicks, a parent gathers a ball of food in its throat that can hold up to 1,000 insects before returning to the nest.

## Breeding

Swifts nest in colonies in cavities, almost always in buildings: under eaves, behind loose roof tiles and in holes in old walls. They return to the same nest hole year after year. The female lays two or three eggs, which are incubated for 19 to 20 days. The chicks leave the nest 37 to 56 days after hatching; the period is longer in poor weather, when chicks can slow their body functions and survive several days without food.

## Migration

In Britain and Ireland, swifts arrive in late April and early May, and most have left again by mid-August, making them one of the shortest-staying summer visitors. They spend the winter in sub-Saharan Africa, mainly over the Congo basin. Average lifespan is about five and a half years, and the oldest ringed swift was 21 years old.

## Status

The number of swifts breeding in the UK fell by about 60% between 1995 and 2021, and the species was added to the UK red list of birds of conservation concern in 2021. The main causes are thought to be the loss of nest sites, as older buildings are renovated or replaced and gaps under roofs are sealed, and a decline in the flying insects the birds depend on.
`,

  // 2. how-to guide with headings and steps
  'putting-up-a-swift-box.md': `---
title: How to put up a swift nest box
url: https://hartwellswifts.example.org/guides/nest-box
---

# How to put up a swift nest box

A nest box is one of the simplest ways to give swifts somewhere to breed. This guide from the Hartwell Swift Group takes you through choosing a spot and fitting the box safely.

## What you need

- A swift box with an oval entrance hole about 65 mm by 30 mm (a round hole invites sparrows and starlings instead)
- Four stainless steel screws and wall plugs
- A drill, a spirit level and a pencil
- A secure ladder, and a second person to hold it

## Choosing the spot

- Put the box at least 5 metres above the ground, as high as you can safely reach, ideally right under the eaves.
- Swifts need a clear drop below the entrance so they can fall into flight: avoid spots above trees, conservatories or climbing plants.
- Choose a north- or east-facing wall. A box in full sun on a south- or west-facing wall can overheat, and chicks can die in a hot box in July.
- Swifts like company, so if you can, put up three or more boxes close together.
- Do not fit a perch under the hole. Swifts cannot use perches, and a perch only helps magpies and other predators.

## Steps

1. Hold the box against the wall with the help of your second person, check it is level and mark the screw holes.
2. Drill the holes and insert the wall plugs.
3. Screw the box firmly to the wall with the entrance hole facing down or to the side, as the maker's instructions show.
4. Check from the ground that nothing blocks the flight path below the hole.

## When to do it

Fit the box in winter or early spring, before the swifts return at the end of April. Never fit or move a box between May and August if swifts are already nesting nearby, as the noise and ladders can disturb them.

## Attracting swifts

Swifts find new nest sites by listening for other swifts. Playing a recording of swift calls near the box from May to July, for half an hour in the early morning or in the evening, greatly improves the chance that passing birds will look at it. Young swifts without a nest often fly at new boxes and touch the entrance in June and July; this is a good sign for the following year.

Be patient: it usually takes two to five years before a new box is occupied. There is no need to clean the box out in winter, because swifts reuse their old nest material.
`,

  // 3. FAQ in HTML
  'dial-a-ride-faq.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Dial-a-Ride: frequently asked questions | Hartwell Community Transport</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/dial-a-ride">Dial-a-Ride</a> | <a href="/volunteer">Volunteer driving</a> | <a href="/contact">Contact</a></nav>
<main>
<h1>Dial-a-Ride: frequently asked questions</h1>

<h2>Who can use Dial-a-Ride?</h2>
<p>Dial-a-Ride is a door-to-door minibus service for people living in Hartwell district who find it hard to use ordinary buses because of age, disability or illness, or who live where no regular bus runs. You need to register as a member before your first trip. Registration is free: ring the office or fill in the form at our office on Station Road.</p>

<h2>How do I book a trip?</h2>
<p>Phone the booking line on 01632 960 442, Monday to Friday between 9am and 1pm. Please book at least two working days before you want to travel. You can book up to two weeks ahead, and regular trips (for example to a weekly lunch club) can be booked as a standing order.</p>

<h2>When does the service run?</h2>
<p>Our minibuses run Monday to Saturday from 8.30am to 5.30pm. There is no service on Sundays.</p>

<h2>How much does it cost?</h2>
<p>A single journey within Hartwell town costs £3.50. A single journey to or from one of the outlying villages costs £5. Concessionary bus passes cannot be used on Dial-a-Ride. If you need someone with you to help you, your companion travels free.</p>

<h2>Can I travel in my wheelchair?</h2>
<p>Yes. Every minibus has a tail lift at the back, and you can stay in your wheelchair for the whole journey: the driver secures it to the floor with clamps and gives you a separate seat belt. We can carry mobility scooters only if they fold; we cannot carry anyone sitting on a mobility scooter.</p>

<h2>Will the driver help me?</h2>
<p>Our drivers will help you from your front door to the minibus and back, and will carry up to two bags of shopping. For safety reasons they cannot help you up or down stairs inside your home.</p>

<h2>Can you take me to hospital?</h2>
<p>We take members to GP surgeries, dentists and Hartwell Community Hospital. We do not go to the county hospital in Blackmoor; for appointments there, ask your GP about the NHS Patient Transport Service.</p>

<h2>Can I bring my dog?</h2>
<p>Only assistance dogs can travel on our minibuses.</p>

<h2>What if I need to cancel?</h2>
<p>Please give us at least 24 hours' notice so that we can offer your seat to someone else. If a member misses three booked trips without telling us, their membership is suspended for one month.</p>
</main>
<footer>Hartwell Community Transport is a registered charity. Registered office: 14 Station Road, Hartwell.</footer>
</body>
</html>
`,

  // 4. news report in HTML
  'post-office-returns.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Post office returns to Lower Aldbury, inside the village pub | Hartwell Herald</title></head>
<body>
<header><a href="/">Hartwell Herald</a> &gt; <a href="/news">News</a> &gt; Villages</header>
<article>
<h1>Post office returns to Lower Aldbury, inside the village pub</h1>
<p class="byline">By Sunita Rao, 3 November 2026</p>

<p>Lower Aldbury has a post office again, 18 months after the village lost its last one. A counter opened last Tuesday in the back room of The Plough, the village's only pub.</p>

<p>The old post office and shop on Church Street closed in March 2025 when postmistress Jean Hollis retired after 31 years, and no one came forward to take the business on. Since then residents have had to travel four miles to the main post office in Hartwell.</p>

<p>The new counter is an outreach service run by staff from the Hartwell branch. It opens on Tuesdays and Thursdays from 10am to 2pm. Customers can send letters and parcels, buy stamps, pay bills and withdraw or deposit cash. Passport applications and vehicle tax still have to be dealt with at the Hartwell branch.</p>

<p>The return follows a petition signed by 640 people, started by parish councillor Alan Petrie last year. "For older people without a car the trip into Hartwell was a real barrier," he said. "Having the counter in the pub means it is somewhere warm, with a cup of tea, and people see their neighbours."</p>

<p>Landlady Debbie Marsh said she had been happy to offer the room rent-free. "It brings people through the door on quiet weekday mornings, so it works for us too," she said. The pub itself opens from noon every day, and customers using the counter can park free in the pub car park.</p>

<p>Post Office Ltd said the outreach service would be reviewed after twelve months, and that opening hours could be extended if enough people used it.</p>
</article>
<aside><h3>Most read</h3><ul><li>Bypass roadworks to start in January</li><li>Hartwell market traders fight rent rise</li></ul></aside>
</body>
</html>
`,

  // 5. first-person field notes
  'swift-survey-notes-2026.txt': `SWIFT SURVEY NOTES 2026 - Mill Lane and the old school, Hartwell
Kept by me (Gareth) for the Hartwell Swift Group

28 April. Evening watch from the churchyard, 7.30-8.30pm. Nothing yet. Cold north wind.

1 May. First swifts of the year! Three birds high over the church tower at about 6pm. Last year my first date was 7 May, so six days earlier this time.

14 May. Screaming party of 22 birds racing round Mill Lane just before dark - the best count I have ever had on this street.

20 May. Bad news at the old school: scaffolding is up for re-roofing and the gaps under the eaves where at least five pairs nested last summer have been filled in. Spoke to the site foreman, who had no idea swifts were there. He has agreed to fit four swift bricks in the new gable end, but not in time for this year.

2 June. My own box (put up on the back of the house in spring 2023) - a swift went in! After three empty summers, this is the first time it has been used. I have played the call recording from my phone app every evening from 7pm since mid-May, so I think that did it.

11-16 June. Cold, wet spell. The adults were away from the colony for most of the day, presumably feeding far off where there were still insects. Weighed the chicks in the monitored box at the old chapel with the group's licence holder: weights dropped every day until the sun came back.

28 June. Young non-breeders "banging" the empty boxes on Mill Lane - touching the entrance and flying off. Good sign for next year.

18 July. First fledgling left the chapel box before 6am.

9 August. Last swifts seen, two birds over the allotments. The street is very quiet without them.

Summary: peak count 22 (14 May); my box occupied for the first time; old school colony lost for this year but four swift bricks promised.
`,

  // 6. safety leaflet
  'carbon-monoxide-leaflet.txt': `HARTWELL FIRE AND RESCUE SERVICE
CARBON MONOXIDE: THE SILENT KILLER
A leaflet for householders

WHAT IS CARBON MONOXIDE?
Carbon monoxide (CO) is a poisonous gas. You cannot see it, smell it or taste it. It is produced when fuels such as gas, oil, coal and wood do not burn fully.

WHERE DOES IT COME FROM?
- Boilers, gas fires and cookers that are faulty or have not been serviced
- Wood burners and open fires with blocked chimneys or flues
- Barbecues or generators used indoors or in a tent

KNOW THE SIGNS
The symptoms of CO poisoning are headaches, dizziness, feeling sick, tiredness, breathlessness and, in the end, collapse. They are easily mistaken for flu or food poisoning, but CO poisoning does not cause a high temperature. Suspect CO if the symptoms get better when you are away from home, or if others in the house, including pets, are ill at the same time.

FIT A CO ALARM
A smoke alarm will not warn you about carbon monoxide. You need a separate CO alarm marked EN 50291.
- Fit an alarm in every room that has a fuel-burning appliance, such as a boiler, fire or wood burner.
- Place it 1 to 3 metres away from the appliance, measured across the room.
- If you fit it on a wall, put it at head height. If you fit it on the ceiling, keep it at least 300 mm away from any wall.
- Do not put it in a cupboard, behind curtains or right next to a window or air vent.
- Press the test button once a month.
- Alarms do not last for ever: replace yours when it reaches the end of its life, usually after 5 to 10 years. Check the date on the back.

IF YOUR ALARM GOES OFF
1. Open doors and windows.
2. Turn off fuel-burning appliances if you can.
3. Get everyone out of the house into fresh air.
4. Call the Gas Emergency Service on 0800 111 999.
5. Do not go back in until you are told it is safe.
If anyone feels unwell, get medical help at once and say you think it may be carbon monoxide.

Landlords in England must fit a CO alarm in any room used as living accommodation that has a fixed fuel-burning appliance (gas cookers are not included), and must repair or replace an alarm once told it is faulty.
`,

  // 7. policy
  'old-bakery-membership-policy.md': `---
title: The Old Bakery Coworking - membership and house policy
url: https://oldbakerycowork.example.co.uk/policy
---

# Membership and house policy

The Old Bakery is a coworking space on Mill Street, Hartwell. This policy applies to all members and day visitors from 1 September 2026.

## 1. Memberships

| Membership | What you get | Price |
|---|---|---|
| Day pass | Any free hot desk for one day, 9am-5pm | £18 per day |
| Flex | Any free hot desk on up to 8 days per calendar month | £95 per month |
| Resident | Your own fixed desk and lockable drawer, every day | £240 per month |

Unused Flex days do not carry over to the next month.

## 2. Opening hours and access

The space is staffed from 9am to 5pm, Monday to Friday. Flex members can use their key fob from 7am to 9pm on weekdays. Resident members have access at any time, 24 hours a day, seven days a week. Day pass holders may only use the space during staffed hours.

## 3. Meeting room

Resident membership includes 6 hours of meeting room time per month, and Flex includes 2 hours. Extra time costs £12 per hour. Book through the members' app at least one day ahead.

## 4. Guests

Members may bring up to two guests a day into the lounge for meetings of up to two hours, free of charge. A guest who wants to work at a desk must buy a day pass.

## 5. Dogs

Well-behaved dogs are welcome on Fridays only. Dogs must stay with their owner, on a lead in shared areas, and must not go into the kitchen.

## 6. Quiet room and calls

Phone and video calls are not allowed in the quiet room. Please use one of the two phone booths, which cannot be booked in advance.

## 7. Printing and post

Each member gets 100 free black-and-white pages a month; colour pages cost 15p each. Resident members can use the Old Bakery's address as their registered business address for £10 a month extra.

## 8. Pausing and cancelling

Resident members can pause their membership once a year for up to two months, paying £25 a month to keep their desk. Residents must give 30 days' notice to cancel. Flex memberships can be cancelled at any time before the next billing date.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no (3) ----
  {
    query: "my mum is 82 and in a wheelchair - can she actually ride in the dial a ride bus in her chair or does she have to get out and sit on a normal seat?",
    type: 'yes/no',
    probe: 'yes/no decided by a FAQ answer that starts "Yes"; asker words "ride in her chair" vs "stay in your wheelchair"',
    verdict: 'yes',
    untrue: ['cannot carry wheelchairs', 'not able to carry wheelchairs', 'wheelchairs are not allowed'],
    expect: {
      kind: 'answer',
      facts: [['stay in your wheelchair', 'stay in her wheelchair', 'remain in', 'stay in the wheelchair', 'whole journey'], ['tail lift', 'tail-lift'], ['clamp']],
      lead: ['wheelchair', 'yes', 'can stay', 'stay in'],
      offTopic: ['assistance dog', '£3.50'],
    },
  },
  {
    query: "thinking of getting a flex membership at the old bakery. can I bring my dog in with me on tuesdays? he's very quiet and just sleeps",
    type: 'yes/no',
    probe: 'a rule allowing it only on another day: the answer must be no (Fridays only)',
    verdict: 'no',
    untrue: ['dogs are welcome any day', 'dogs are welcome every day', 'dogs are not allowed at all'],
    expect: {
      kind: 'answer',
      facts: [['friday']],
      lead: ['friday', 'no', 'only'],
      offTopic: ['phone booth', 'printing'],
    },
  },
  {
    query: "In those swift survey notes the last birds went on 9 August - is that roughly the normal time for swifts to leave, or was it unusually early?",
    type: 'yes/no',
    probe: 'needs two documents: the date from the field notes and the usual departure time from the encyclopedic article',
    verdict: 'yes',
    untrue: ['leave in october', 'leave in september', 'stay until september', 'stay until october'],
    expect: {
      kind: 'answer',
      facts: [['mid-august', 'mid august', 'middle of august'], ['9 august', 'august 9', '9th august']],
      lead: ['normal', 'usual', 'typical', 'mid-august', 'mid august', 'yes', 'within'],
      offTopic: ['screaming party of 22', 'congo'],
    },
  },

  // ---- comparisons (2) ----
  {
    query: "I'd probably use the coworking place about 8 days a month. would the flex membership work out cheaper than just buying day passes each time?",
    type: 'comparison',
    probe: 'comparison the reader settles from two prices in a table (8 x £18 = £144 vs £95)',
    verdict: 'yes',
    untrue: ['day passes are cheaper', 'day passes work out cheaper'],
    expect: {
      kind: 'answer',
      facts: [['£95', '95 per month', '95 a month'], ['£18', '18 per day', '18 a day'], ['8 days', 'eight days', 'up to 8']],
      lead: ['flex', '£95', 'cheaper'],
      offTopic: ['£240', 'registered business address'],
    },
  },
  {
    query: "Putting a swift box up on the house. Would the south wall be better than the north one? I assumed the warmth would help the chicks",
    type: 'comparison',
    probe: 'comparison whose answer overturns the asker\'s assumption (south boxes overheat; north or east is advised)',
    verdict: 'no',
    untrue: ['south-facing is best', 'south facing wall is better', 'warmth helps the chicks'],
    expect: {
      kind: 'answer',
      facts: [['north'], ['overheat', 'too hot', 'full sun', 'hot box'], ['die', 'chicks can die']],
      lead: ['north', 'overheat', 'no'],
      offTopic: ['stainless steel', 'wall plugs', 'congo'],
    },
  },

  // ---- why/how (2) ----
  {
    query: 'why are there so many fewer swifts about than when I was a kid? used to be loads screaming round our street',
    type: 'why/how',
    probe: 'why: the causes (nest sites lost in renovation, fewer insects), not the screaming parties or the identification text',
    untrue: ['pesticides on farmland are the main cause', 'hunting', 'cats'],
    expect: {
      kind: 'answer',
      facts: [['nest site', 'nesting site', 'nest hole', 'renovat', 'sealed'], ['insect'], ['60%', '60 per cent', '60 percent']],
      lead: ['nest', 'renovat', 'insect', 'buildings'],
      offTopic: ['tail streamers', 'without feet'],
    },
  },
  {
    query: 'I put a swift box up last spring and nothing has used it. how do I get them to actually find it?',
    type: 'why/how',
    probe: 'how: the attraction method (playing calls, when and how long) plus patience, among fitting steps that do not answer',
    untrue: ['clean the box out every winter', 'fit a perch'],
    expect: {
      kind: 'answer',
      facts: [['call', 'recording'], ['may to july', 'may-july', 'may and july', 'between may and july'], ['two to five years', '2 to 5 years', '2-5 years', 'two and five years']],
      lead: ['call', 'recording', 'listen'],
      offTopic: ['spirit level', 'wall plugs', 'stainless steel'],
    },
  },

  // ---- what/which (3) ----
  {
    query: "what number do I ring to book dial-a-ride, and how far in advance do I have to do it?",
    type: 'what',
    probe: 'two what-slots from one FAQ answer: the phone number and the minimum notice',
    untrue: ['24 hours before', 'the day before'],
    expect: {
      kind: 'answer',
      facts: [['01632 960 442', '01632 960442', '01632960442'], ['two working days', '2 working days']],
      lead: ['01632'],
      offTopic: ['£3.50', 'concessionary'],
    },
  },
  {
    query: "which days is the new post office in the Plough open? my dad wants to go and pay his bills there",
    type: 'what',
    probe: 'what: the counter\'s days and hours, not the pub\'s own opening time',
    untrue: ['open every day', 'monday to friday', 'from noon every day'],
    expect: {
      kind: 'answer',
      facts: [['tuesday'], ['thursday'], ['10am', '10 am', '10:00', '10.00'], ['2pm', '2 pm', '14:00']],
      lead: ['tuesday', 'thursday'],
      offTopic: ['petition', 'jean hollis', '31 years'],
    },
  },
  {
    query: "we've got a wood burner in the lounge - where exactly should I put the CO alarm?",
    type: 'what',
    probe: 'what: the placement distances, not the symptoms or the emergency steps',
    untrue: ['right next to the wood burner', 'in a cupboard', 'near the floor'],
    expect: {
      kind: 'answer',
      facts: [['1 to 3 metres', '1-3 metres', 'one to three metres', 'between 1 and 3', '1 and 3 metres'], ['head height'], ['300 mm', '300mm']],
      lead: ['metre', 'head height'],
      offTopic: ['0800 111 999', 'headache', 'dizziness'],
    },
  },

  // ---- unanswerable (2) ----
  {
    query: 'can the post office in the pub change money into euros? we fly to spain in june',
    type: 'unanswerable',
    probe: 'the service list names cash, bills, parcels but says nothing of foreign currency',
    untrue: ['you can change money', 'offers foreign currency', 'euros are available'],
    expect: { kind: 'none' },
  },
  {
    query: 'how much would it cost to hire one of the dial-a-ride minibuses for our lunch club day trip to the coast?',
    type: 'unanswerable',
    probe: 'fares per member journey are given, but not group hire of a minibus',
    untrue: ['£3.50 per person for the trip', 'hire costs £5'],
    expect: { kind: 'none' },
  },

  // ---- half-answerable (2) ----
  {
    query: 'what hours can flex members get into the old bakery, and is there parking for members?',
    type: 'half',
    probe: 'hours are given; parking is not in the policy (the pub news mentions free parking, which is about something else)',
    untrue: ['park free in the pub car park', 'free parking for members'],
    expect: {
      kind: 'partial',
      facts: [['7am', '7 am', '7:00', '7.00'], ['9pm', '9 pm', '21:00', '21.00']],
      missing: 'park',
    },
  },
  {
    query: 'how many eggs does a swift lay, and how much does a chick weigh when it leaves the nest?',
    type: 'half',
    probe: 'egg count is given; no fledging weight anywhere (the notes only say weights dropped in a cold spell)',
    untrue: ['weighs about 40', 'weighs 40 g', 'weighs 50'],
    expect: {
      kind: 'partial',
      facts: [['two or three', '2 or 3', '2-3', '2 to 3', 'two to three']],
      missing: 'weigh',
    },
  },
];
