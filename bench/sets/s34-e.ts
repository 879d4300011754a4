// Challenger ch34, class e (everyday words and stories): questions typed the way people type them, leading with
// their situation and ending with the ask, in everyday words where the documents use formal ones, with shorthand
// and a misspelling or two, the asked thing sometimes named once in a long message, choices between two things;
// plus unanswerable questions whose words look close to what the documents cover.
// 7 documents, 14 questions, written blind (before reading or running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'careline-community-alarm.md': `---
title: Careline community alarm service - information for new customers
url: https://www.northvale.gov.uk/adult-care/careline
---
# Careline community alarm service

Careline is the borough council's 24-hour community alarm service for older and disabled residents who want to
carry on living independently in their own homes. This page explains what equipment you receive, what it costs and
what we ask of you and your family.

## What you get

- **A base unit.** This plugs into a power socket and your telephone line. If your home has no landline, we supply a
  base unit with a built-in mobile SIM at no extra charge.
- **A pendant.** This is worn around the neck or as a wristband. Pressing its button connects you to our control
  centre, and you speak to the operator through the base unit's loudspeaker. The pendant works anywhere in the home
  and in the garden, up to around 50 metres from the base unit.
- The pendant is fully waterproof and is designed to be worn in the bath or shower. Many falls happen in the
  bathroom, so please keep it on while you wash.
- **Falls detector (optional).** For an extra £1.20 a week we can supply a pendant that senses a hard fall and raises
  an alarm automatically if the wearer cannot press the button.

## What it costs

The standard service costs £4.75 a week, billed every four weeks (£19.00). Customers who have a disability or a
long-term illness can receive the service free of VAT by signing a short declaration; for everyone else VAT is
included in the price shown. The installation visit is free. Our technicians can supply and fit a key safe beside
your front door for a one-off charge of £65.

## Responders

When you join we ask for the names of two responders. A responder can be a relative, a friend or a neighbour, but
they must hold a key to your home (or know the key safe code) and live within 20 minutes of you. If you have nobody
who can do this, our mobile warden team can act as your responder for an extra £3.10 a week.

## When you press the button

Calls are answered by the control centre, usually within 60 seconds, day and night. The operator will talk to you
through the base unit, find out what has happened and then contact your responder, your GP or the emergency
services as needed. If you cannot speak, the operator will assume you need help and send someone.

## Testing your alarm

Please press your pendant once a month to make a test call; just tell the operator it is a test. The base unit
reports to us automatically when its own battery is low or when the power has been off for more than an hour.
`,

  'nhs-braces-patient-information.txt': `ORTHODONTIC TREATMENT (BRACES) ON THE NHS - PATIENT INFORMATION
Riverside Orthodontic Practice, 14 Mill Lane

WHO CAN HAVE NHS BRACES?
NHS orthodontic treatment is free for young people who are under 18 when treatment starts, but only where the need
for treatment is great enough. Need is measured with the Index of Orthodontic Treatment Need (IOTN), which grades
the teeth from 1 (little need) to 5 (very great need). Children whose teeth are graded 4 or 5 qualify for NHS
treatment. Grade 3 qualifies only when the appearance score (the "aesthetic component") is 6 or more. Teeth that
are only slightly crooked, or front teeth that stick out only a little, usually fall into grades 1 or 2 and are
not treated on the NHS; families can choose private treatment instead.

Adults are not normally eligible for NHS orthodontic treatment and are seen privately.

WHEN IS THE BEST TIME?
Most children are assessed once most of their adult teeth have come through, usually between the ages of 11 and 14.
Your child's general dentist must refer them to us; we cannot accept referrals from parents. The waiting list at
this practice is currently about 18 months from assessment to the braces being fitted.

WHAT DOES TREATMENT INVOLVE?
Most treatment uses fixed braces (small brackets glued to the teeth and joined by a wire). Treatment usually takes
18 to 24 months, with appointments every 6 to 8 weeks. Avoid hard and sticky foods such as toffee and crusty bread.
If your child plays contact sports, they should wear a mouthguard made for braces.

AFTER BRACES: RETAINERS
When the braces come off, the teeth try to drift back to where they were. To stop this we fit retainers: either
clear plastic ones that fit over the teeth, or a thin wire bonded behind the front teeth. Clear retainers must be
worn every night for at least the first 12 months. After that we recommend wearing them a few nights a week for as
long as you want your teeth to stay straight, because teeth can move throughout life.

The first set of retainers is included in NHS treatment. Replacements for lost or broken retainers are charged at
£95 per set.

MISSED APPOINTMENTS
If a patient misses two appointments in a row without telling us, we may end their NHS treatment.
`,

  'head-lice-school-nursing.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Head lice: advice for parents | School Nursing Service</title></head>
<body>
<nav><a href="/">Home</a> &gt; <a href="/school-nursing">School nursing</a> &gt; Head lice</nav>
<main>
<h1>Head lice: advice for parents and carers</h1>
<p>Head lice are small grey-brown insects that live in hair, close to the scalp. Nits are the empty egg cases they
leave behind, stuck to the hair. Head lice are common in primary school children and are nothing to do with dirty
hair. They spread by direct head-to-head contact; they cannot jump or fly.</p>

<h2>Checking for head lice</h2>
<p>The only reliable way to check is detection combing: wash the hair, put plenty of conditioner on it and comb it
through section by section with a fine-toothed detection comb, wiping the comb on a tissue. Only treat your child if
you find a live, moving louse. Do not treat "just in case".</p>

<h2>Treatment</h2>
<p><strong>Wet combing.</strong> Comb wet, conditioned hair with a detection comb on days 1, 5, 9 and 13, every four
days for two weeks, so that lice are removed as they hatch before they are old enough to lay eggs. Check again on
day 17.</p>
<p><strong>Lotions.</strong> If you prefer a lotion, we recommend dimeticone 4%, which you can buy from a
pharmacy. Many head lice are now resistant to the insecticides used in older treatments such as malathion and
permethrin shampoos. Dimeticone works in a physical way instead: it coats the lice and blocks the openings they
breathe through, so lice cannot become resistant to it. Leave it on for 8 hours or overnight, wash it out and
repeat after 7 days to kill any lice that have hatched since.</p>
<p>We do not recommend tea tree oil or other "natural" repellents, because there is no good evidence that they
work.</p>

<h2>School and home</h2>
<p>Children with head lice do not need to be kept off school. Start treatment the same evening you find them. Check
everyone in the household and treat only those who have live lice.</p>
<p>There is no need to wash bedding or soft toys at high temperatures: head lice die within a day or two away from
the scalp.</p>
</main>
<footer>School Nursing Service &middot; Northvale Community Health</footer>
</body>
</html>
`,

  'garden-waste-charge-news.html': `<html>
<head><title>Brown bin charge of £52 a year approved | Northvale Gazette</title></head>
<body>
<header><a href="/">Northvale Gazette</a> | News | Sport | What's on</header>
<article>
<h1>Residents to pay £52 a year for garden waste collections</h1>
<p class="byline">By Tom Reddy, local democracy reporter - 12 January</p>
<p>Householders in Northvale will have to pay £52 a year to have their garden waste collected from April, after
councillors voted 28 to 19 in favour of the new charge on Tuesday night.</p>
<p>Brown bin collections have been free since 2009. Under the new scheme, residents who want to keep the service
must subscribe each year and will be sent a sticker to put on their bin. Anyone who signs up before 1 March will pay
an early-bird price of £45.</p>
<p>Households receiving Pension Credit will pay half price, £26 a year. Each extra brown bin will cost £35.</p>
<p>Subscribers will get 20 collections a year. Bins will be emptied every fortnight, with no collections in
December and January.</p>
<p>The council expects the charge to raise about £1.9 million a year towards a budget gap of £6 million. Cabinet
member for environment, Cllr Priya Anand, said: "Nearly two-thirds of councils in England already charge for garden
waste. This is not a decision we took lightly."</p>
<p>Opposition councillor Linda Harte said the charge would lead to more fly-tipping and more bonfires, and warned
that "people on the edge of Pension Credit will get no help at all".</p>
<p>Residents who do not subscribe can take garden waste to the household recycling centre on Quarry Road free of
charge, or compost it at home. The council is offering compost bins for £15 while stocks last.</p>
</article>
<aside><h3>Most read</h3><ul><li>Ring road roadworks to last until June</li><li>Cafe owner wins award</li></ul></aside>
</body>
</html>
`,

  'flea-treatment-dogs.md': `---
title: Flea treatment for dogs - tablets or spot-on?
url: https://www.brookside-vets.co.uk/advice/dog-fleas
---
# Flea treatment for dogs: tablets or spot-on?

We are often asked which flea treatment is best. Both prescription tablets and prescription spot-ons work well when
they are used properly, but they suit different dogs.

| | Spot-on | Tablet |
|---|---|---|
| How quickly it kills fleas | 24 to 48 hours | within 4 to 8 hours |
| How long one dose lasts | 4 weeks | 4 weeks or 12 weeks, depending on the product |
| Affected by swimming or bathing | Yes, frequent swimming or shampooing reduces it | No |
| Best for | dogs that will not take tablets | dogs that swim or are bathed often |

## Dogs that swim

If your dog swims often, we recommend a tablet. Frequent swimming washes spot-on treatment off the coat, so it may
stop working before the next dose is due. If you do use a spot-on, do not bathe your dog for 48 hours before or
after applying it.

## Shop-bought products

Flea products sold in supermarkets and pet shops are generally less effective than the prescription treatments we
supply. In our experience, most "treatment failures" we see involve shop-bought spot-ons.

## Cats in the household

Some dog spot-ons contain permethrin, which is highly toxic to cats and can be fatal. Never use a dog product on a
cat, and keep cats away from a treated dog until the spot-on has completely dried, usually 24 hours. If your cat
shows twitching or trembling after contact with a treated dog, phone us straight away.

## Why you still see fleas after treating

Only about 5% of a flea population is adult fleas on your pet; the other 95% are eggs, larvae and pupae in your
home, in carpets, bedding and the gaps in sofas. Pupae sit inside a protective cocoon that no treatment can get
through, and can wait for up to six months before hatching. This is why new fleas may keep appearing for up to
three months after you start treating. Keep treating every dog and cat in the house every month, vacuum daily and
use a household spray on carpets.
`,

  'smoke-alarm-chirping-thread.txt': `HomeFix Forums > Electrics & Safety > Smoke alarm chirping every 40 seconds but ONLY at night??

dazzer77 wrote:
Every night around 3 or 4am the smoke alarm in the hallway does a single chirp every 40 seconds or so. By
mid-morning it has stopped and it is silent all day. I changed the 9V battery about a year ago. Am I going mad?

sparky_jen (electrician) wrote:
Classic low-battery chirp. Batteries lose voltage when they get cold, and your house is at its coldest in the early
hours when the heating is off. A weak battery that just about copes in the warm daytime drops below the alarm's
low-battery threshold overnight, so it chirps; once the house warms up it creeps back over the threshold and goes
quiet. Put a brand new battery in, not one from the kitchen drawer.

mike_h wrote:
Check the date on the back of the alarm as well. Smoke alarms have a life of about 10 years. After that the sensor
degrades and a lot of models give an end-of-life chirp that a new battery won't fix. If yours has a sealed 10-year
lithium battery you can't change the battery at all: when it starts chirping the whole alarm has to be replaced.

sparky_jen (electrician) wrote:
Also worth going over the vents with the soft brush on the hoover. Dust in the sensing chamber causes false alarms,
though that is usually the full alarm sounding rather than a chirp.

annieb wrote:
Our carbon monoxide alarm did the same thing last winter. CO alarms have a shorter life than smoke alarms, 5 to 7
years depending on the model, so check that one too if you have one.

dazzer77 wrote:
UPDATE: new battery in, it stopped for two nights and then started again. Took it down and the label on the back
says manufactured 2013! Replaced the whole unit with a new interlinked one and it has been silent for a week.
Cheers all.
`,

  'overwintering-geraniums-blog.md': `---
title: How I overwinter my geraniums (and what went wrong the first time)
url: https://www.thepottingbenchdiary.co.uk/2025/10/overwintering-geraniums
---
# How I overwinter my geraniums (and what went wrong the first time)

Every October I get the same question from neighbours: what do you do with your geraniums over winter? Strictly
speaking the bedding "geraniums" we grow in pots are pelargoniums, and they are not hardy. They cope with cool
nights down to about 5°C, but a frost will kill them, so I bring mine in before the first frost, usually in the
middle of October.

## Keeping the whole plant

If you have room, pot each plant up and cut it back by about a third. Keep the pots somewhere cool, bright and
frost-free: 7 to 10°C is ideal. I use the windowsill of our spare bedroom, with the radiator turned off, and an
unheated porch. Water sparingly, about once a month and only when the compost is dry, and don't feed them until
March.

## Taking cuttings

This is my favourite method, because a tray of cuttings takes up one windowsill instead of a whole room. In late
August or early September, cut a 10 cm shoot just below a leaf joint, pull off the lower leaves and any flower buds,
and push it into gritty compost around the edge of a pot. I don't use rooting hormone, and I don't cover them with a
plastic bag: pelargonium cuttings like it dry and rot if they are kept humid. They root in three to four weeks. Last
year 18 of my 20 cuttings rooted.

## The old way: hanging them up

My nan swore by digging her plants up, shaking the soil off the roots and hanging them upside down in paper bags in
the garage. I tried it with ten plants two winters ago. Only four made it, and those four were so weak that they
didn't flower until August. I think our garage is simply too dark and too damp.

So if you don't have a greenhouse or a bright frost-free room for big pots, cuttings are by far the most reliable
way to keep your geraniums going.

**Update, April:** the cuttings went out into the cold frame last week and are already covered in buds.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  {
    query:
      "my mum is 82 and lives on her own, we're getting her one of the council careline pendant alarms. she has a shower every morning and thats exactly when im worried she'll slip - can she actually keep the pendant on in the shower or does it have to come off?",
    type: 'yes/no',
    probe: 'situation first; waterproof stated as designed to be worn in the shower',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['waterproof', 'water-proof', 'water resistant', 'water-resistant'], ['shower', 'bath']],
      lead: ['waterproof', 'water-proof', 'in the shower', 'in the bath', 'keep it on', 'wear it'],
      offTopic: ['falls detector', '£4.75', 'key safe', '50 metres'],
    },
    untrue: ['not waterproof', 'must be taken off', 'has to come off', 'should be removed'],
  },
  {
    query:
      "my daughter is 12 and her front teeth stick out quite a bit, the dentist mentioned brases. is it free on the nhs for kids or do we have to pay?",
    type: 'yes/no',
    probe: 'misspelling; free only if the need grade is high enough (IOTN 4-5), under 18',
    verdict: 'qualified',
    expect: {
      kind: 'answer',
      facts: [
        ['grade 4', 'grades 4', 'graded 4', '4 or 5', 'IOTN', 'Index of Orthodontic Treatment Need'],
        ['under 18', 'under-18', 'under the age of 18', 'before 18', 'younger than 18'],
      ],
      lead: ['grade', 'IOTN', 'Index of Orthodontic', 'only where', 'only if', 'only when', 'need for treatment', 'great enough', 'depends'],
      offTopic: ['£95', 'mouthguard', 'toffee'],
    },
    untrue: ['free for all children', 'all children under 18 get'],
  },
  {
    query:
      "got a text from school saying theres nits going round year 3. checked my son tonight and found 2 live ones :( do i have to keep him off school tomorrow??",
    type: 'yes/no',
    probe: 'everyday "nits", "keep him off"; document says children need not be kept off school',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [
        ['do not need to be kept off', 'does not need to be kept off', "don't need to be kept off", "doesn't need to be kept off", 'need not be kept off', 'not need to be kept off', 'no need to keep', 'can go to school', 'can still go to school', 'should not be kept off'],
        ['same evening', 'start treatment', 'wet comb', 'detection comb', 'dimeticone', 'treat'],
      ],
      lead: ['kept off', 'keep him off', 'school'],
      offTopic: ['tea tree', 'soft toys'],
    },
    untrue: ['must stay at home', 'must be kept off', 'until they are clear', 'until treated'],
  },
  {
    query:
      "our lab (4yrs) keeps getting fleas even tho we do the spot on drops from the supermarket every month. he's in the river most days. is it worth switching to the tablets from the vet or just keep going with the drops?",
    type: 'comparison',
    probe: 'choice "X or just Y?"; swimming washes spot-on off, shop-bought weaker: tablets recommended',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [
        ['tablet'],
        ['swimming', 'swims', 'washes', 'washed off', 'bathing'],
        ['supermarket', 'shop-bought', 'pet shop', 'less effective'],
      ],
      lead: ['tablet'],
      offTopic: ['permethrin', 'cats'],
    },
    untrue: ['spot-ons are better for dogs that swim', 'tablets are washed off'],
  },
  {
    query:
      "got about 20 gerniums in pots on the patio and no greenhouse. my nan used to dig hers up and hang them upside down in the garage over winter - would that work as well as just taking cuttings?",
    type: 'comparison',
    probe: 'misspelling, family story; blogger hung them: 4 of 10 survived, cuttings most reliable (18 of 20)',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [
        ['only four', 'four made it', '4 made it', 'four of', '4 of', '4 out of', 'four out of', 'four survived', '4 survived'],
        ['most reliable', 'reliable', '18 of', '18 out of', 'eighteen'],
      ],
      lead: ['cutting', 'four', 'reliable', 'not as well', "wouldn't", 'would not'],
      offTopic: ['rooting hormone', 'cold frame'],
    },
    untrue: ['works just as well', 'as good as cuttings', 'hanging is more reliable'],
  },
  {
    query:
      "smoke alarm in our hallway keeps doing a single chirp, always in the middle of the night (3am ish) and never during the day. why does it only do it at night?? driving me mad",
    type: 'why/how',
    probe: 'cause in other words: cold lowers battery voltage below the low-battery threshold',
    expect: {
      kind: 'answer',
      facts: [
        ['cold', 'temperature', 'cooler', 'coldest'],
        ['voltage', 'low-battery', 'low battery', 'weak battery'],
      ],
      lead: ['cold', 'temperature', 'cooler', 'coldest', 'voltage', 'battery'],
      offTopic: ['carbon monoxide', 'CO alarms'],
    },
    untrue: ['dust in the sensing chamber causes the chirp'],
  },
  {
    query:
      "why is the school nurse saying to use the dimethicone lotion instead of the normal nit shampoo? my mum always used the shampoo on us when we were kids and it worked fine",
    type: 'why/how',
    probe: 'variant spelling; reason is insecticide resistance, dimeticone works physically',
    expect: {
      kind: 'answer',
      facts: [['resistant', 'resistance'], ['physical', 'coats', 'coat the', 'blocks', 'suffocat', 'smother']],
      lead: ['resistan', 'physical', 'coats', 'insecticide'],
      offTopic: ['tea tree', 'bedding', 'kept off school'],
    },
    untrue: ['shampoo is more effective', 'dimeticone is an insecticide'],
  },
  {
    query:
      "my dad is 79 and being fitted with the careline thing next tuesday, my brother and i both live over an hour away which is a bit of a worry. the form they sent says they need two 'responders' - who's allowed to be one, does it have to be family, what are the actual rules?",
    type: 'what',
    probe: 'long message, asked thing (responder rules) named once; relative/friend/neighbour, key, within 20 minutes',
    expect: {
      kind: 'answer',
      facts: [
        ['20 minutes', 'twenty minutes'],
        ['key'],
        ['neighbour', 'friend'],
      ],
      lead: ['neighbour', 'friend', 'relative', '20 minutes', 'key'],
      offTopic: ['waterproof', 'falls detector', '60 seconds'],
    },
    untrue: ['must be family', 'must be a relative'],
  },
  {
    query:
      "so the council is charging for the brown bin now?! how much is it going to be for me, im 74 and get pension credit if that makes any difference",
    type: 'what',
    probe: 'situation decides the figure: Pension Credit half price, £26',
    expect: {
      kind: 'answer',
      facts: [['£26', '26 a year', '26 pounds', 'half price', 'half-price']],
      lead: ['£26', 'half price', 'half-price', '26'],
      offTopic: ['fly-tipping', 'bonfires', '£1.9 million'],
    },
    untrue: ['free for pensioners', 'free for those on pension credit', 'you will pay £52'],
  },
  {
    query:
      "my lad (15) finally got his train tracks off last week after nearly two years, hes over the moon. the orthodontist gave him these clear plastic things to put in and i didnt catch what she said about them because his little sister was kicking off in the waiting room. how long is he supposed to wear them for, forever??",
    type: 'what',
    probe: 'long story, "clear plastic things" = retainers named once; every night for 12 months, then a few nights a week',
    expect: {
      kind: 'answer',
      facts: [
        ['every night', 'each night', 'nightly', 'at night'],
        ['12 months', 'twelve months', 'a year', 'first year'],
      ],
      lead: ['night', '12 months', 'twelve months'],
      offTopic: ['mouthguard', 'toffee', 'waiting list'],
    },
    untrue: ['only during the day', 'for six months', 'can stop after'],
  },
  {
    query:
      "we've just got a 6 week old kitten and our dog is on spot on flea drops. is it ok having the kitten around the dog, and what flea treatment can we actually use on a kitten that young?",
    type: 'half',
    probe: 'covered: permethrin dog spot-ons toxic to cats, keep apart until dry; not covered: treatment for a young kitten',
    expect: {
      kind: 'partial',
      facts: [['permethrin'], ['toxic', 'fatal', 'poison', 'dangerous', 'deadly'], ['dried', 'dry', '24 hours']],
      missing: 'kitten',
    },
    untrue: ['safe for kittens', 'any age'],
  },
  {
    query:
      "mine says '10 yr sealed battery' on it and its started chirping. can i just swap the battery out, and roughly how much does a replacement alarm cost?",
    type: 'half',
    probe: 'covered: sealed battery cannot be changed, the whole alarm is replaced; not covered: its cost',
    expect: {
      kind: 'partial',
      facts: [['sealed'], ['whole alarm', 'whole unit', 'replace the alarm', 'alarm has to be replaced', 'replaced', "can't change", 'cannot change']],
      missing: 'cost',
    },
    untrue: ['can swap the battery'],
  },
  {
    query: "can our dog or cat catch nits off the kids? both kids have had them twice this term",
    type: 'unanswerable',
    probe: 'shares nits/catch/kids with the head lice page; pets are never mentioned there (the flea page is about fleas)',
    expect: { kind: 'none' },
  },
  {
    query:
      "the geraniums i brought in onto the windowsill have got little rusty brown spots under the leaves. what should i spray them with?",
    type: 'unanswerable',
    probe: 'shares geraniums/windowsill/leaves with the blog; no disease or spray is mentioned anywhere',
    expect: { kind: 'none' },
  },
];
