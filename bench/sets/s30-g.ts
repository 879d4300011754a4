// Challenger ch30, class g (general): a new user's everyday questions over a small mixed library.
// 7 documents (encyclopedic article, how-to guide with headings and steps, FAQ in HTML, news report in HTML,
// first-person field notes in .txt, a surgery leaflet in .txt, a housing association policy), 14 questions of
// every kind, two of them needing two documents. Written blind (before reading or running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article
  'common-swift.md': `---
title: Common swift
url: https://encyclopedia.example.org/wiki/Common_swift
---
# Common swift

The **common swift** (*Apus apus*) is a medium-sized bird of the swift family, Apodidae. It breeds across Europe and much of Asia and spends the northern winter in sub-Saharan Africa. Although it looks rather like a swallow or a house martin, the resemblance comes from a similar way of life: swifts are not closely related to swallows, and their nearest relatives are the hummingbirds, with which they share the order Apodiformes.

## Description

Adults are 16–17 cm long with a wingspan of 38–40 cm. The plumage is sooty brown all over apart from a pale whitish throat patch, and the long, narrow wings are swept back like a crescent. The legs are very short and the feet are adapted for clinging to vertical surfaces rather than perching.

## Life in the air

Swifts are among the most aerial of all birds. They feed, drink, collect nesting material and even sleep on the wing, and a young swift may remain airborne continuously for as long as ten months after leaving the nest. Contrary to a popular belief, a healthy adult swift can take off from flat ground. A swift found grounded is, however, often injured, underweight or a youngster that left the nest too early, and it should be checked by a wildlife rehabilitator rather than thrown into the air.

## Diet

The diet consists of flying insects and airborne spiders. When feeding chicks, an adult gathers prey in its throat pouch and brings it back as a compact food ball, or bolus, that can hold more than 1,000 insects.

## Breeding

Swifts reach northern Europe from late April to early May, and most have left again by late July or early August. They nest in cavities, today almost always in buildings: under roof tiles, in gaps beneath the eaves and in holes in old walls. Pairs return to the same nest site year after year. Two or three eggs are laid and incubated for 19–20 days. The chicks fledge after 37 to 56 days, depending on the weather; in cold, wet spells, when insects are scarce, they can become torpid and survive several days without food. Birds usually first breed when two to four years old. The average lifespan is about five and a half years, and the oldest known ringed bird was 21.

## Status

In the United Kingdom the breeding population fell by around 58% between 1995 and 2018, and the species was added to the UK Red List in 2021. The main cause is thought to be the loss of nest sites as older buildings are renovated, re-roofed or demolished, since modern buildings rarely leave gaps that swifts can use. A decline in flying insects is also likely to play a part. Swift bricks and nest boxes fitted to new and existing buildings are widely recommended to replace lost sites.
`,

  // 2. how-to guide with headings, a list and numbered steps
  'bleed-a-radiator.md': `---
title: How to bleed a radiator
url: https://homefix.example.com/guides/bleed-a-radiator
---
# How to bleed a radiator

Air trapped in a central heating system collects at the top of radiators, so they heat unevenly and the system works harder than it needs to. Bleeding lets the air out. It takes a few minutes per radiator and needs no special skills.

## Does your radiator need bleeding?

- The radiator is warm at the bottom but cold at the top.
- You can hear gurgling or knocking when the heating comes on.
- Rooms take longer than usual to warm up.

If a radiator is cold at the **bottom** but warm at the top, the problem is usually sludge (rust and debris) settling inside, not air. Bleeding will not fix that; the system may need a power flush by a heating engineer.

## What you need

- A radiator key (available from any hardware shop for a pound or two). Some newer radiators have a slotted valve that opens with a flat-head screwdriver.
- An old cloth or towel.
- A small container to catch drips.

## Steps

1. Turn the heating on and let all the radiators get fully hot, then note which ones are cold at the top.
2. Turn the heating off and wait until the radiators have cooled down. The water inside a hot radiator can spurt out and scald you.
3. Find the bleed valve: a small square or slotted fitting at one of the top corners of the radiator.
4. Hold the cloth under the valve, fit the key and turn it anticlockwise a quarter to half a turn. You will hear a hiss as the air escapes. Do not open it more than one full turn.
5. As soon as water starts to dribble out instead of air, turn the key clockwise to close the valve firmly. Wipe away any drips.
6. Repeat for each radiator. Start downstairs with the radiator furthest from the boiler and work towards it, then do the same upstairs.
7. Check the boiler pressure gauge. On most combi and sealed systems it should read between 1 and 1.5 bar when the system is cold. If it has dropped below 1 bar, top it up using the filling loop, following the boiler manual.
8. Turn the heating back on and check that each radiator now heats evenly from top to bottom.

## How often?

Once a year is usually enough, ideally in the autumn before you start using the heating regularly. If you find yourself bleeding the same radiators every few weeks, air is getting into the system from somewhere, which can mean a leak or a fault; ask a Gas Safe registered engineer to look at it.
`,

  // 3. FAQ in HTML, headings are the questions
  'dial-a-ride-faq.html': `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Dial-a-Ride FAQs – Brackenford Community Transport</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/dial-a-ride">Dial-a-Ride</a> | <a href="/volunteer">Volunteer driving</a> | <a href="/group-hire">Group hire</a> | <a href="/contact">Contact</a></nav>
<main>
<h1>Dial-a-Ride: frequently asked questions</h1>

<h2>Who can use Dial-a-Ride?</h2>
<p>Dial-a-Ride is a door-to-door minibus service for people living in Brackenford district who find it difficult or impossible to use ordinary buses because of a disability, illness or mobility problem. Age alone does not make you eligible, although many of our members are older people. You need to register with us before your first trip; membership is free and you can register over the phone or by filling in the form on this page.</p>

<h2>How do I book a journey?</h2>
<p>Ring the booking office on 01632 960418, Monday to Friday between 9am and 3pm. You can book up to 14 days ahead, and bookings must be made by 12 noon on the working day before you travel. We take same-day bookings only if there is a spare seat.</p>

<h2>How much does it cost?</h2>
<p>A single journey costs £2.50 for trips of up to 5 miles and £4.00 for trips over 5 miles. Because Dial-a-Ride is not a registered local bus service, concessionary bus passes are not valid on it.</p>

<h2>Can someone come with me?</h2>
<p>Yes. If you need help while travelling, one escort can travel with you free of charge. Other friends or family members are welcome if there is room, and they pay the same fare as you.</p>

<h2>Where can I go?</h2>
<p>We will take you anywhere within Brackenford district: the shops, your GP, the library, a day centre, or outpatient appointments at Brackenford General Hospital. We do not travel to hospitals outside the district; for those, ask your GP about NHS patient transport.</p>

<h2>When does it run?</h2>
<p>Monday to Friday, 8.30am to 5.30pm. On Saturdays we run from 9am to 1pm for shopping trips only. There is no service on Sundays or bank holidays.</p>

<h2>I use a wheelchair. Can you take me?</h2>
<p>Yes. All our minibuses have a rear tail lift and can carry most manual and powered wheelchairs. We cannot carry mobility scooters, but the driver can help you transfer to a seat and will stow a folding wheelchair or walking frame.</p>

<h2>Can I bring my dog?</h2>
<p>Assistance dogs are always welcome. Other pets can travel only in a closed carrier on your lap.</p>

<h2>What if I need to cancel?</h2>
<p>Please give us at least 24 hours' notice. Members who miss three booked journeys in three months without telling us may have their membership suspended.</p>
</main>
<footer>Brackenford Community Transport is a registered charity. © 2026</footer>
</body>
</html>
`,

  // 4. news report in HTML
  'swift-bricks-harrowfield.html': `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Swift bricks to be required in new Harrowfield homes | Harrowfield Courier</title></head>
<body>
<article>
<h1>Swift bricks to be required in all new Harrowfield housing</h1>
<p class="byline">By Tom Arkwright, Harrowfield Courier, 14 March 2026</p>
<p>Developers building in Harrowfield will have to fit nesting bricks for swifts in new homes after councillors voted through a new planning rule on Tuesday.</p>
<p>The council's planning committee voted 9 to 2 to require one swift brick per home on every development of ten or more homes approved from 1 June 2026. Until now the bricks have only been "encouraged" in the council's design guide, and few builders fitted them.</p>
<p>A swift brick is a hollow brick with a small entrance hole that is built into the outside wall as the house goes up, giving the birds a permanent nest chamber. Under the new rule the bricks must be placed at least 5 metres above the ground, ideally just below the eaves, and on a north- or east-facing wall so the chicks do not overheat in the midday sun. A local builder told the Courier that each brick costs between £30 and £50 to buy and fit.</p>
<p>Harrowfield Swift Watch, a volunteer group that surveys the town every summer, counted 112 occupied nest sites in 2025, down from 190 in 2015. "Every time an old roof is replaced, we lose nests," said the group's chair, Maria Lindqvist. "These bricks won't help this year, but they give the birds somewhere to go for the next century."</p>
<p>Not everyone is convinced. Gareth Pym, speaking for a regional home builders' association, said the rule adds cost and that many bricks go unused. Ms Lindqvist replied that it can take several years for swifts to find a new brick, and that empty bricks are often used by house sparrows in the meantime.</p>
<p>The rule does not apply to extensions or to existing homes. However, the council will give away 200 free swift nest boxes to households that apply before 30 April, on a first-come, first-served basis.</p>
<p>Cllr Anita Shah, who proposed the change, said: "This costs a developer less than a doorbell, and it will make a real difference."</p>
</article>
<aside><h3>Related</h3><ul><li>Bin collection changes for Easter week</li><li>Market square roadworks to finish early</li></ul></aside>
</body>
</html>
`,

  // 5. first-person field notes
  'swift-survey-notes.txt': `Swift Watch survey notes - Tollgate Road and St Bride's churchyard, summer 2025
(my notebook, typed up - Dan O.)

3 May. First two swifts of the year over St Bride's tower, 18:40. Felt like summer had started.

20 May. Screaming party of 14 racing low along Tollgate Road at 21:10, mostly circling numbers 19-27. Best time to watch seems to be the last hour before sunset.

28 May. Sat on the wall opposite no. 23 with binoculars for 90 minutes. Adults flying straight into the gap under the bottom row of roof tiles, one about every 20-30 minutes. That's a nest, and I'm fairly sure there's a second one at the other end of the same roof.

11 June. Scaffolding went up at no. 31 for re-roofing, right over the gap the swifts have used since at least 2019. Rang Swift Watch in a panic. They explained that all wild birds' nests are protected by law while in use, so blocking or destroying an active swift nest is an offence. I spoke to the roofer, who was decent about it: he agreed to leave that section of the roof until the birds had gone, and to fit a swift box under the new eaves.

2 July. Counted 21 swifts at dusk, the most this year. Chicks must be close to fledging - lots of excited screaming at the nest holes.

4 August. Last sighting: three birds high over the churchyard, heading south. Nothing since.

Summary for the group: 6 occupied nest sites on my stretch this year, down from 9 when I started in 2019. Two of the lost ones went when houses were re-roofed without anyone checking first. Records submitted to the Swift Mapper app.

Tips if you want to help survey: go out in the hour before sunset, watch the eaves rather than the sky, note any bird that flies straight into the building, and record the house number. Don't bother in rain - they feed far away then.
`,

  // 6. leaflet
  'shingles-vaccine-leaflet.txt': `ELMGROVE SURGERY - PATIENT INFORMATION
Shingles vaccination: what you need to know

WHAT IS SHINGLES?
Shingles is a painful, blistering rash caused by the same virus as chickenpox (varicella zoster). After you have had chickenpox the virus stays asleep in your nerves, and it can wake up years later as shingles. It is more common and more severe as you get older. Some people are left with nerve pain, called post-herpetic neuralgia, that can last for months or even years after the rash has gone.

WHO CAN HAVE THE VACCINE ON THE NHS?
- people who turned 65 on or after 1 September 2023
- everyone aged 70 to 79
- people aged 50 and over with a severely weakened immune system (for example after an organ transplant or during some cancer treatments)
The NHS programme does not cover people aged 80 or over. If you had your first dose before your 80th birthday, you can still complete the course.
The vaccine is free for everyone who is eligible.

HOW IS IT GIVEN?
The vaccine, Shingrix, is an injection into the upper arm. You need two doses. Most people have the second dose 6 to 12 months after the first. If you have a severely weakened immune system, the second dose is given 8 weeks to 6 months after the first.
Shingrix is not a live vaccine, so it is safe for people whose immune system is weakened.
It can be given at the same appointment as your flu or COVID-19 vaccine.

I'VE HAD SHINGLES BEFORE. SHOULD I STILL HAVE IT?
Yes. Having shingles once does not stop you getting it again. Wait until the rash has fully healed; the nurse may suggest waiting up to a year.

SIDE EFFECTS
A sore, red arm, tiredness, headache, aching muscles and a mild fever are common and usually pass within 2 to 3 days. If you feel unwell, rest and take paracetamol if needed.

HOW DO I BOOK?
We will send you a letter or text when you become eligible. If you think you are eligible and have not heard from us, ring reception on 01632 960771 or ask at your next appointment.
`,

  // 7. policy
  'meadowgate-repairs-policy.md': `---
title: Repairs and Maintenance Policy
url: https://www.meadowgatehomes.example.org/policies/repairs
---
# Meadowgate Homes – Repairs and Maintenance Policy

Version 4.2, approved by the Board, January 2026

## 1. Purpose

This policy sets out which repairs Meadowgate Homes carries out, which repairs are the tenant's responsibility, and how quickly we respond. It applies to all general needs and sheltered tenancies.

## 2. Our responsibilities

We are responsible for keeping in repair:

- the structure and exterior of your home, including roofs, walls, windows, external doors, gutters and drains;
- boilers, radiators, pipework and the central heating system, including an annual gas safety check;
- water, gas and electricity supply pipes and wiring, sockets and fixed light fittings;
- kitchen and bathroom fittings we have installed;
- communal areas such as stairways, lifts and shared entrances.

## 3. Your responsibilities

Tenants are responsible for:

- bleeding radiators and, where the boiler has a filling loop, topping up the boiler pressure;
- replacing light bulbs, fuses, plugs and smoke alarm batteries, and testing smoke alarms monthly;
- clearing blockages in sinks, baths and toilets caused by misuse;
- internal decoration;
- replacing lost keys and broken internal door handles;
- keeping gardens for their sole use tidy.

If you are unable to carry out these tasks because of age or disability, contact us and we will consider help under our assisted repairs service.

## 4. Response times

We put each reported repair into one of three priorities:

- **Emergency** – a danger to health, safety or security, such as a major leak, no water supply, unsafe electrics, or a total loss of heating between 1 October and 30 April. We will attend within 24 hours to make the situation safe; a follow-up repair may be needed.
- **Urgent** – a problem that seriously affects your comfort, such as a partial loss of heating, a total loss of heating outside the winter period, or a blocked toilet where it is the only one. We will complete the repair within 5 working days.
- **Routine** – everything else, such as a dripping tap, a sticking door or a loose fence panel. We will complete the repair within 28 calendar days.

## 5. Access

We will give at least 24 hours' notice before a routine visit. You must allow access for the annual gas safety check, which is a legal requirement.

## 6. Recharges

If damage is caused deliberately or through neglect by a tenant, a member of the household or a visitor, we will charge the tenant for the cost of the repair.

## 7. Reporting a repair

Report repairs online through My Meadowgate, or call 0300 555 0192. Out of hours, call the same number and choose option 1 for emergencies only.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // yes/no
  {
    query: 'my mum turned 82 last month and never had the shingles jab, can she still get it free from her GP?',
    type: 'yes/no',
    probe: 'age cut-off decides a no; neighbour age bands and "free" nearby',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['80 or over', '80 and over', 'over 80', 'aged 80', '80th birthday', 'over the age of 80', '80']],
      lead: ['80', 'not cover', 'not eligible', 'no,', 'no.', 'cannot', "can't"],
      offTopic: ['post-herpetic', 'paracetamol', 'upper arm'],
    },
    untrue: ['she is eligible', 'she can still get', 'yes, she can'],
  },
  {
    query: 'Found a swift sitting on the pavement outside our house. Can it take off from the ground by itself?',
    type: 'yes/no',
    probe: 'myth stated against; yes with a caveat (often injured)',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['healthy adult', 'healthy swift', 'healthy'], ['injured', 'underweight', 'rehabilitator']],
      lead: ['can take off', 'healthy', 'flat ground'],
      offTopic: ['throat pouch', 'bolus', 'Red List', 'hummingbird'],
    },
    untrue: ['cannot take off', "can't take off", 'unable to take off', 'throw it into the air', 'throw it up'],
  },
  {
    query: "We've got roofers booked for mid-June and there are swifts nesting under our tiles. Can they just block the hole and carry on?",
    type: 'yes/no',
    probe: 'two documents: the law (field notes) and when the birds leave (article)',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [
        ['offence', 'illegal', 'against the law', 'protected by law', 'protected'],
        ['late July', 'early August', 'by August', 'in August', 'August'],
      ],
      lead: ['offence', 'protected', 'illegal', 'against the law'],
      offTopic: ['£30', 'bolus', 'screaming party', 'Swift Mapper'],
    },
    untrue: ['they can block', 'can be blocked', 'is allowed to block'],
  },
  // comparisons
  {
    query: 'The hospital is about 7 miles from me and the shops are just round the corner. Is dial-a-ride dearer for the hospital trip?',
    type: 'comparison',
    probe: 'fare bands decide it; the distance in the question must be mapped to the band',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['£4', '4.00', 'four pounds'], ['£2.50', '2.50']],
      lead: ['£4', '4.00', 'over 5 miles'],
      offTopic: ['tail lift', 'same fare as you', 'assistance dogs'],
    },
    untrue: ['bus pass is valid', 'free with a bus pass', 'same price', 'costs the same'],
  },
  {
    query: 'If our heating stops working completely, will Meadowgate come out as fast as they would for a big leak?',
    type: 'comparison',
    probe: 'qualified by season: emergency only 1 Oct to 30 Apr, otherwise urgent',
    verdict: 'qualified',
    expect: {
      kind: 'answer',
      facts: [['1 October', 'October'], ['30 April', 'April'], ['24 hours'], ['5 working days', 'five working days']],
      lead: ['October', 'winter', 'April'],
      offTopic: ['dripping tap', 'gas safety check', 'smoke alarm'],
    },
    untrue: ['always an emergency', 'any time of year', 'all year round'],
  },
  // why/how
  {
    query: "never done this before - how do I get the air out of a radiator that's cold at the top?",
    type: 'why/how',
    probe: 'steps from a how-to; the sludge neighbour is about the other symptom',
    expect: {
      kind: 'answer',
      facts: [
        ['radiator key', 'bleed key', 'key'],
        ['anticlockwise', 'anti-clockwise', 'counter-clockwise', 'counterclockwise'],
        ['heating off', 'turn off the heating', 'switch off the heating', 'cooled', 'cool down'],
        ['water starts', 'water comes', 'water appears', 'dribble', 'close the valve', 'clockwise to close'],
      ],
      lead: ['key', 'bleed valve', 'heating off', 'turn the heating', 'turn off'],
      offTopic: ['sludge', 'power flush'],
    },
    untrue: ['clockwise to open', 'while the heating is on', 'while it is hot', 'while still hot'],
  },
  {
    query: 'Why are there so few swifts around now? My gran says the sky used to be full of them in summer',
    type: 'why/how',
    probe: 'cause from the article, echoed by news and notes; diet/anatomy neighbours',
    expect: {
      kind: 'answer',
      facts: [
        ['nest sites', 'nesting sites', 'nest site', 'places to nest', 'nests'],
        ['renovated', 'renovation', 're-roofed', 're-roofing', 'demolished', 'roof is replaced', 'old roof'],
        ['insects'],
      ],
      lead: ['nest'],
      offTopic: ['throat pouch', 'hummingbird', 'ten months', 'wingspan'],
    },
    untrue: ['climate change', 'predators', 'cats', 'pesticide'],
  },
  // what/which
  {
    query: "I rent from Meadowgate. Bled the radiators and now the boiler gauge says 0.6 - what should it be on, and is topping it up my job or theirs?",
    type: 'what',
    probe: 'two documents: the pressure figure (guide) and whose job (policy); landlord-boiler neighbour',
    expect: {
      kind: 'answer',
      facts: [
        ['1 and 1.5', '1 to 1.5', '1-1.5', '1–1.5', '1.5 bar'],
        ['filling loop'],
        ['tenants are responsible', 'your responsibility', "tenant's responsibility", 'your job', 'you are responsible', 'tenants'],
      ],
      lead: ['1.5'],
      offTopic: ['smoke alarm', 'lost keys', 'light bulbs'],
    },
    untrue: ["meadowgate's job", 'not your responsibility', 'not your job', "landlord's job"],
  },
  {
    query: "which days does the dial-a-ride run? it's mainly weekends I'm stuck",
    type: 'what',
    probe: 'the days asked, Saturday restricted and Sunday none; booking-office hours are a neighbour',
    expect: {
      kind: 'answer',
      facts: [['Saturday'], ['shopping'], ['Sunday']],
      lead: ['Saturday', 'Monday to Friday', 'weekend'],
      offTopic: ['14 days ahead', 'tail lift', 'closed carrier'],
    },
    untrue: ['runs on Sundays', 'seven days', 'every day', 'Sundays from'],
  },
  {
    query: 'what actually is a swift brick, and where on a house are you meant to put one?',
    type: 'what',
    probe: 'definition and placement from the news report; cost/vote figures are neighbours',
    expect: {
      kind: 'answer',
      facts: [
        ['hollow'],
        ['entrance hole', 'entrance', 'hole'],
        ['5 metres', 'five metres', '5 m'],
        ['eaves'],
        ['north', 'east'],
      ],
      lead: ['hollow', 'brick with', 'nest chamber'],
      offTopic: ['112', '190', 'doorbell', '9 to 2'],
    },
    untrue: ['south-facing', 'south facing', 'ground level', 'low down'],
  },
  // unanswerable
  {
    query: 'Am I allowed to keep a dog in my Meadowgate Homes flat?',
    type: 'unanswerable',
    probe: 'policy silent on pets; the FAQ talks about dogs on the minibus',
    expect: { kind: 'none' },
    untrue: ['assistance dogs', 'closed carrier', 'you can keep', 'not allowed'],
  },
  {
    query: "How much is the shingles jab if I'm not eligible and want to pay for it privately?",
    type: 'unanswerable',
    probe: 'no private price anywhere; "free for the eligible" shares words',
    expect: { kind: 'none' },
    untrue: ['costs £', 'about £', 'it is free'],
  },
  // half
  {
    query: 'how many shingles jabs is it, and how effective is it really?',
    type: 'half',
    probe: 'doses covered, effectiveness not (side effects share a word)',
    expect: {
      kind: 'partial',
      facts: [
        ['two doses', '2 doses', 'two injections', 'two jabs', 'second dose'],
        ['6 to 12 months', '6 and 12 months', 'six to twelve months', '6-12 months', '8 weeks'],
      ],
      missing: 'effective',
    },
    untrue: ['% effective', 'per cent effective', 'percent effective'],
  },
  {
    query: 'How far in advance can I book the dial-a-ride, and can I pay the driver by card?',
    type: 'half',
    probe: 'booking window covered, payment method not (fares are a neighbour)',
    expect: {
      kind: 'partial',
      facts: [
        ['14 days', 'two weeks', 'fortnight'],
        ['12 noon', 'noon', 'working day before', 'day before'],
      ],
      missing: 'card',
    },
    untrue: ['cards are accepted', 'cash only', 'contactless'],
  },
];
