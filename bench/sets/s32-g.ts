// Challenger ch32, class g (general): a new user's everyday questions over a small mixed library.
// 7 documents (encyclopedic article, how-to guide with headings and steps, FAQ in HTML, news report in HTML,
// first-person blog post, a pharmacy leaflet in .txt, a workplace policy), 14 questions of every kind, one of
// them needing two documents. Written blind (before reading or running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article
  'slow-worm.md': `---
title: Slow worm
url: https://www.naturepedia.org/wiki/Slow_worm
---
# Slow worm

The slow worm (Anguis fragilis) is a legless lizard native to Europe and western Asia. Despite its name and its snake-like appearance, it is neither a worm nor a snake. Unlike snakes, slow worms have eyelids that they can close, and small ear openings on the sides of the head. Adults are usually 40 to 50 cm long and have smooth, shiny, grey, brown or copper-coloured skin. Males are often plain, sometimes with small blue spots, while females usually have a thin dark stripe along the back and dark sides.

## Behaviour

Slow worms are most active at dusk and after rain, when their prey is about. During the day they shelter under logs, flat stones and sheets of metal, and they are often found in garden compost heaps, where the rotting material keeps them warm. They hibernate from about October to March, often in groups, in burrows, under tree roots or deep in compost.

## Diet

They feed mainly on slugs, which makes them popular with gardeners. They also eat snails, earthworms, spiders and insect larvae. Their sharp, backward-curving teeth help them grip slippery prey.

## Defence

Slow worms are harmless to people and pets. They have no venom and rarely try to bite, even when handled. When seized by a predator such as a badger, hedgehog, crow or domestic cat, a slow worm can shed its tail, a process called autotomy. The detached tail keeps twitching for several minutes, distracting the attacker while the lizard escapes. The tail regrows only as a short, blunt stump, so an adult with a stubby tail has usually survived an attack.

## Reproduction

Slow worms mate in May. The eggs develop inside the female's body and she gives birth to live young in August or September, usually 6 to 12 of them, each about 7 cm long.

## Conservation

In Great Britain the slow worm is protected under the Wildlife and Countryside Act 1981, which makes it an offence to intentionally kill, injure or sell one. Populations have fallen where rough grassland and old gardens have been built over.
`,

  // 2. how-to guide with headings and steps
  'bleed-a-radiator.md': `---
title: How to bleed a radiator
url: https://www.homefixhub.co.uk/guides/bleed-a-radiator
---
# How to bleed a radiator

**Time:** about 20 minutes · **Difficulty:** easy

## Why radiators need bleeding

Over time, air gets into a central heating system: when the system is refilled, through tiny leaks, or from gas given off as the metal inside slowly corrodes. Air is lighter than water, so it rises and collects at the top of your radiators. A radiator with trapped air feels cold at the top and warm at the bottom, heats the room poorly and may gurgle or knock. Bleeding lets the air out so hot water can fill the whole radiator again.

## What you need

- A radiator key (from any hardware shop, about £2) or, for some newer valves, a flat-head screwdriver
- An old cloth or towel
- A small bowl or cup to catch drips

## Steps

1. Turn your heating off and wait at least 30 minutes for the radiators to cool down. A hot radiator can spit scalding water, and if the pump is running it can pull more air into the system while you work.
2. Find the bleed valve: a small square nut inside a round fitting at one of the top corners of the radiator.
3. Hold the cloth under the valve, fit the key and turn it slowly anticlockwise, a quarter to half a turn. You should hear a hiss as the air escapes.
4. When the hissing stops and water starts to dribble out steadily, turn the key clockwise to close the valve. Do not over-tighten it.
5. Repeat for every radiator that needs it, starting with the one furthest from the boiler on the ground floor.
6. Check the pressure gauge on your boiler. Bleeding lets out some water as well as air, so the pressure may have dropped. On most systems it should read between 1 and 1.5 bar when cold. If it is below 1 bar, top it up with the filling loop as your boiler manual describes.
7. Turn the heating back on and check that each radiator now heats evenly.

## If it doesn't work

If water comes out straight away with no hiss, there was no air in that radiator. A radiator that is cold at the bottom but warm at the top usually has sludge settled inside it rather than air, and needs flushing. If you find yourself bleeding radiators every few weeks, or the boiler pressure keeps falling, call a Gas Safe registered heating engineer, as there may be a leak.
`,

  // 3. FAQ (HTML)
  'junior-chess-club-faq.html': `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>FAQ | Millbrook Junior Chess Club</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/fixtures">Fixtures</a> | <a href="/faq">FAQ</a> | <a href="/contact">Contact</a></nav>
<main>
<h1>Frequently asked questions</h1>

<h2>Who can join?</h2>
<p>Our Tuesday club is for children aged 8 to 16, from complete novices to county players. Younger children aged 5 to 7 are welcome at our Saturday morning beginners' session, "Pawn Stars", where a parent or carer stays and plays alongside them.</p>

<h2>When and where do you meet?</h2>
<p>Tuesday club runs from 6pm to 7.30pm in the upstairs meeting room of Millbrook Library, during school term time only. Pawn Stars runs on Saturdays from 10am to 11am in the library's children's area. We do not meet during school holidays.</p>

<h2>How much does it cost?</h2>
<p>The Tuesday club costs £30 per child per term. Brothers and sisters pay £20 each. Pawn Stars costs £3 per session, paid on the day. Every child's first session is a free taster, so you can see if they enjoy it before paying.</p>

<h2>Does my child need to know how to play already?</h2>
<p>For the Tuesday club, children should know how the pieces move; we teach everything else, from opening ideas to writing down moves. Complete beginners should start at Pawn Stars.</p>

<h2>Do parents have to stay?</h2>
<p>Parents or carers of children under 10 must stay in the library building during the Tuesday session. Older children can be dropped off and collected, and must be signed out by an adult at the end unless we have your written permission for them to walk home alone.</p>

<h2>Do we need to bring anything?</h2>
<p>No. We provide chess sets and clocks. Children may bring their own set if they prefer, but please label it.</p>

<h2>Do you play matches against other clubs?</h2>
<p>Yes, but it is optional. We enter two teams in the county junior league, with matches on some Saturday afternoons. We will always ask you before selecting your child.</p>
</main>
<footer>Millbrook Junior Chess Club · registered charity · email hello@millbrookjuniorchess.org.uk</footer>
</body>
</html>
`,

  // 4. news report (HTML)
  'ashcombe-post-office-news.html': `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Post office counter reopens behind the bar of village pub | Ashcombe &amp; District Gazette</title></head>
<body>
<header><a href="/">Ashcombe &amp; District Gazette</a> · <a href="/news">News</a> · <a href="/sport">Sport</a></header>
<article>
<h1>Post office counter reopens behind the bar of village pub</h1>
<p class="byline">By Hannah Reeve · 14 March 2026</p>
<p>Ashcombe has a post office again, eight months after the village's stand-alone branch on Market Street closed when its postmaster of 23 years, Geoff Tanner, retired and no buyer could be found for the business.</p>
<p>The new counter, at the end of the bar in the Plough Inn, opened on Monday. It is run by the pub's landlady, Sarah Okafor, and two of her staff, who completed Post Office training in February.</p>
<p>The counter is open from 9am to 5pm Monday to Saturday and from 10am to 2pm on Sundays. The Post Office says that adds up to 52 hours a week, compared with 33 hours at the old branch, which closed at lunchtime and did not open on Wednesdays or Saturdays.</p>
<p>Customers can send letters and parcels, buy stamps, pay some household bills and withdraw or deposit cash for most high-street banks. However, the passport and driving licence checking services that the Market Street branch offered are not available at the pub. The nearest branch offering them is in Kingsford, 11 miles away.</p>
<p>"People were taking two buses to Kingsford just to post a parcel," said the parish council chair, Malcolm Dewhurst. "Older residents in particular have really felt the loss."</p>
<p>Ms Okafor said the counter would also bring new faces into the pub, which, like many rural pubs, has struggled with rising energy bills. "If someone comes in for stamps and stays for a coffee, that helps keep us open," she said.</p>
<p>The Post Office said the Plough is one of 40 branches of its kind opened inside pubs and village shops across the region this year.</p>
</article>
<aside><h2>Most read</h2><ul><li>Ashcombe Primary celebrates 150 years</li><li>Road closures for the spring fun run</li></ul></aside>
</body>
</html>
`,

  // 5. first-person blog post
  'one-year-wormery.md': `---
title: One year with a wormery, and what I got wrong
url: https://plotandpotter.blog/2025/10/one-year-with-a-wormery
---
# One year with a wormery, and what I got wrong

*Posted by Jess, 12 October 2025*

A year ago I bought a three-tray wormery, because my compost heap kept turning into a cold, slimy mess. Twelve months on it is one of the best things in the garden, but I made plenty of mistakes, so here they are.

## Mistake one: free worms

I tried to save money by digging up about fifty earthworms from the vegetable bed and tipping them in. Within a fortnight most of them had escaped or died. I later learned why: ordinary garden earthworms are burrowers that live deep in the soil, and they can't cope with a shallow tray of rotting food. What you need are composting worms (tiger worms, also called brandlings, or red wigglers), which naturally live at the surface in leaf litter and manure. I ordered 500g of tiger worms online for £18 and they settled in within days.

## Mistake two: too much food

Mine get vegetable peelings, coffee grounds, plastic-free tea bags, crushed eggshells and torn-up cardboard. They don't like citrus peel, onions or garlic, and meat, fish and dairy are out altogether because they rot and attract flies and rats. In July I overfed them while the weather was hot, and the bottom tray went sour and smelled of vinegar. A couple of handfuls of shredded cardboard soaked up the wet and it recovered. Feed little and often.

## Winter

When the nights dropped below 5°C in December I moved the wormery into the garage. The worms slow right down and stop eating when they get cold.

## The surprise

In April I went to empty the old compost heap I had given up on. I lifted the lid and found what I took to be a small grey-brown snake curled up in the warm middle. I'll admit I shrieked. My neighbour, who volunteers with the local wildlife trust, came round and told me it was a slow worm, and that I should be pleased because they eat slugs. I have left that corner of the heap alone ever since.

## The results

By September I had taken two buckets of crumbly worm compost and about 3 litres of liquid "worm tea" from the sump, which I dilute one part to ten parts water for my tomatoes. Would I do it again? Absolutely.
`,

  // 6. leaflet (.txt)
  'tick-bites-leaflet.txt': `GREENWAY PHARMACY - HEALTH LEAFLET No. 14

TICK BITES AND LYME DISEASE: WHAT YOU NEED TO KNOW

Ticks are tiny spider-like creatures that live in long grass, bracken and woodland, and in parks and gardens too. They are most active from spring to autumn. Most tick bites are harmless, but some ticks carry bacteria that cause Lyme disease.

HOW TO REMOVE A TICK
- Use fine-tipped tweezers or a tick removal tool (available at our counter, £3.50).
- Grasp the tick as close to the skin as you can.
- Pull upwards slowly and firmly, without squeezing or crushing the tick's body.
- Wash the bite with soap and water, or put on some antiseptic.
- Do NOT burn the tick off, or cover it with petroleum jelly, alcohol or nail varnish. These can make the tick bring up its stomach contents into the bite.
The sooner a tick is removed, the lower the chance of infection. You do not need to keep the tick: ticks are not tested for Lyme disease, and a diagnosis is made from your symptoms.

WHAT TO LOOK OUT FOR
The most common sign of Lyme disease is a circular red rash spreading out from the bite, sometimes looking like a bull's-eye on a dartboard. It usually appears 3 to 30 days after the bite and can grow over several days. Not everyone gets the rash. Some people get flu-like symptoms instead, such as a high temperature, headache, aching muscles and joints, or tiredness.

SEE A GP IF you have been bitten by a tick, or might have been, and you get a rash like this or flu-like symptoms in the weeks afterwards. Lyme disease is treated with antibiotics, usually a three-week course.

PREVENTING TICK BITES
- Keep to paths and avoid brushing through long grass.
- Wear long trousers tucked into your socks, and use an insect repellent containing DEET.
- Check yourself, your children and your pets for ticks after being outdoors. On children, check especially the head, behind the ears, the neck, the armpits, the groin and around the waistband.
- Ask your vet about tick treatments for dogs and cats.

Greenway Pharmacy, 3 Station Parade. Pharmacist available without appointment.
`,

  // 7. policy
  'home-and-hybrid-working-policy.md': `---
title: Home and Hybrid Working Policy
url: https://intranet.harlowpike.co.uk/policies/home-hybrid-working
---
# Harlow & Pike Ltd: Home and Hybrid Working Policy

Version 3 · effective 1 January 2026 · owner: People Team

## 1. Scope

This policy applies to every employee whose contract or agreed working pattern includes working from home. It does not cover occasional working from home by agreement with a line manager, which is handled informally.

## 2. Working patterns

2.1 **Hybrid** employees work in the office at least two days a week and at home on the other days.
2.2 **Fully remote** employees work from home and have "home-based" written into their contract. A fully remote arrangement must be approved by a director.

## 3. Equipment

3.1 The company provides every hybrid and fully remote employee with a laptop, one external monitor, a headset, a keyboard and a mouse.
3.2 An office chair, a desk or a footrest is provided only where the workstation self-assessment (section 5) shows a need. Requests go through Facilities.
3.3 All equipment remains company property and must be returned when you leave.

## 4. Home-working allowance

4.1 To help with the extra cost of heating, electricity and broadband, fully remote employees receive £26 per month and hybrid employees receive £12 per month, paid through payroll.
4.2 The allowance is not paid for any month in which you are on unpaid leave for the whole month.

## 5. Health and safety

5.1 You must complete the online workstation self-assessment within two weeks of starting to work from home, and again if you move house.
5.2 Report any work-related pain or injury to your line manager straight away.

## 6. Information security

6.1 Connect through the company VPN and lock your screen whenever you leave your laptop.
6.2 Do not work on confidential documents in cafés, on trains or in other public places.

## 7. Travel

7.1 Fully remote employees may claim travel costs when they are asked to attend the office.
7.2 Hybrid employees cannot claim the cost of their regular journey to the office.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no
  {
    query: 'my son turns 7 next month, can he go to the tuesday chess club at the library?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'age band stated as a range, not as a yes or no; the alternative session for his age',
    expect: {
      kind: 'answer',
      facts: [['8 to 16', '8-16', '8–16', 'aged 8', 'age 8', 'eight', '8 and'], ['Pawn Stars', 'Saturday']],
      lead: ['8 to 16', '8-16', '8–16', 'aged 8', 'age 8', 'eight', '8 and', 'Pawn Stars', 'Saturday', '5 to 7'],
      offTopic: ['sets and clocks', 'county junior league', 'walk home alone'],
    },
    untrue: ['aged 7 to', '7 to 16', '7 and over', 'any age'],
  },
  {
    query: 'Do I have to switch the central heating off before bleeding the radiators or can I do it with them on?',
    type: 'yes/no',
    verdict: 'yes',
    probe: 'the instruction in step 1 and its two reasons',
    expect: {
      kind: 'answer',
      facts: [['30 minutes', 'half an hour', 'thirty minutes'], ['scald', 'spit', 'hot water'], ['pump', 'more air']],
      lead: ['off', 'cool', 'yes'],
      offTopic: ['sludge', 'Gas Safe', 'filling loop'],
    },
    untrue: ['leave the heating on', 'while the heating is on you can'],
  },
  {
    query:
      "I read that wormery blog where she found a 'snake' curled up in her old compost heap. Should she have been scared, is that thing venomous?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'two documents: the blog names the animal, the article says it has no venom',
    expect: {
      kind: 'answer',
      facts: [['slow worm', 'slow-worm', 'Anguis'], ['no venom', 'not venomous', 'non-venomous', 'harmless', 'venom']],
      lead: ['slow worm', 'slow-worm', 'harmless', 'venom', 'lizard'],
      offTopic: ['tiger worm', 'worm tea', 'citrus'],
    },
    untrue: ['is venomous', 'adder', 'grass snake', 'a snake that'],
  },
  // ---- comparisons
  {
    query: "I'm hybrid, 2 days a week in the office. Do the fully remote people get more home-working money than me?",
    type: 'comparison',
    verdict: 'yes',
    probe: 'two figures in one sentence of a policy, asked as a comparison',
    expect: {
      kind: 'answer',
      facts: [['£26', '26 per month', '26 a month', '26 pounds'], ['£12', '12 per month', '12 a month', '12 pounds']],
      lead: ['£26', '26', 'more', 'yes'],
      offTopic: ['travel costs', 'VPN', 'footrest'],
    },
    untrue: ['same allowance', 'the same amount', 'equal allowance'],
  },
  {
    query: 'Is the new post office in the pub any better than the old one on Market Street was?',
    type: 'comparison',
    verdict: 'qualified',
    probe: 'a mixed verdict: longer hours but a lost service',
    expect: {
      kind: 'answer',
      facts: [['52'], ['33'], ['passport', 'driving licence']],
      lead: ['52', 'longer', 'more hours', 'passport', 'driving licence', 'mixed', 'partly', 'in some ways'],
      offTopic: ['energy bills', 'stays for a coffee', '150 years'],
    },
    untrue: ['same services', 'passport checks are available', 'passport checking is available', 'shorter hours'],
  },
  // ---- why/how
  {
    query: "The top half of my bedroom radiator is stone cold but the bottom is hot. What's causing that?",
    type: 'why/how',
    probe: 'the cause, stated beside the opposite symptom (sludge at the bottom)',
    expect: {
      kind: 'answer',
      facts: [['air'], ['lighter', 'rises', 'collects at the top', 'trapped']],
      lead: ['air'],
      offTopic: ['Gas Safe', 'hardware shop', 'footrest'],
    },
    untrue: ['sludge at the top', 'caused by sludge', 'boiler is broken'],
  },
  {
    query: "My cat brought a slow worm in and its tail came off and kept wriggling on the carpet?! Why does it do that?",
    type: 'why/how',
    probe: 'purpose of a defence, stated in the source in other words',
    expect: {
      kind: 'answer',
      facts: [['distract'], ['escape', 'get away', 'getaway']],
      lead: ['distract', 'escape', 'predator', 'attacker', 'defence', 'defense', 'autotomy', 'shed'],
      offTopic: ['hibernate', 'slugs', 'May'],
    },
    untrue: ['grows back fully', 'regrows fully', 'grows back completely', 'venom'],
  },
  // ---- what/which
  {
    query: "Want to start a wormery. Can I just use worms dug up from my garden or what kind do I need?",
    type: 'what',
    probe: 'the kind asked for, and why garden worms fail, from a first-person account',
    expect: {
      kind: 'answer',
      facts: [['tiger worm', 'brandling', 'red wiggler', 'composting worm'], ['burrow', 'deep in the soil', 'deep']],
      lead: ['tiger worm', 'brandling', 'red wiggler', 'composting worm'],
      offTopic: ['worm tea', 'vinegar', 'slow worm', 'garage'],
    },
    untrue: ['garden worms are fine', 'any worms', 'earthworms from the garden will do'],
  },
  {
    query: 'my daughter got bitten by a tick on sunday. how soon would the lyme rash show up if she caught it?',
    type: 'what',
    probe: 'a time range among removal and prevention advice',
    expect: {
      kind: 'answer',
      facts: [['3 to 30 days', '3-30 days', '3–30 days', 'three to 30', 'three to thirty', '3 and 30 days', 'three and thirty']],
      lead: ['3 to 30', '3-30', '3–30', 'three to', '3 and 30', 'three and'],
      offTopic: ['tweezers', 'DEET', 'long trousers', 'nail varnish'],
    },
    untrue: ['24 hours', '48 hours', 'within a day'],
  },
  {
    query: "Starting a job that's partly from home. What will the company actually give me for my home set-up, do I get a desk too?",
    type: 'what',
    probe: 'the listed items, and the condition on the desk',
    expect: {
      kind: 'answer',
      facts: [['laptop'], ['monitor'], ['headset'], ['self-assessment', 'assessment', 'shows a need', 'only where', 'only if']],
      lead: ['laptop', 'monitor', 'headset', 'keyboard'],
      offTopic: ['VPN', 'cafés', 'travel costs'],
    },
    untrue: ['every employee gets a desk', 'desk is provided to everyone', 'a desk as standard'],
  },
  // ---- unanswerable
  {
    query: 'Can I catch Lyme disease off my dog? He came back from the woods with ticks all over him.',
    type: 'unanswerable',
    probe: 'nothing on catching it from a pet; the leaflet mentions pets and ticks',
    expect: { kind: 'none' },
  },
  {
    query: 'Bled all the radiators and the living room is still colder than upstairs. How do I balance them, how many turns on the lockshield valve?',
    type: 'unanswerable',
    probe: 'balancing is not covered; the guide is full of radiators and valves',
    expect: { kind: 'none' },
  },
  // ---- half
  {
    query: 'What time does the post office in the pub open on a Sunday, and is there anywhere to park?',
    type: 'half',
    probe: 'Sunday hours given, parking never mentioned',
    expect: { kind: 'partial', facts: [['10am', '10 am', '10:00', '10.00'], ['2pm', '2 pm', '14:00', '14.00']], missing: 'park' },
    untrue: ['car park'],
  },
  {
    query: "what's the lifespan of a slow worm and what do they eat? found one under a paving slab",
    type: 'half',
    probe: 'diet given, lifespan never stated (a breeding age or hibernation months are not it)',
    expect: { kind: 'partial', facts: [['slug'], ['snail', 'earthworm', 'spider', 'insect']], missing: 'lifespan' },
    untrue: ['live for 30 years', 'years old'],
  },
];
