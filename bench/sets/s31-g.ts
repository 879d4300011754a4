// Challenger ch31, class g (general): a new user's everyday questions over a small mixed library.
// 7 documents (encyclopedic article, how-to guide with headings and steps, FAQ in HTML, news report in HTML,
// first-person blog post, a safety leaflet in .txt, a borrowing policy), 14 questions of every kind, one of
// them needing two documents. Written blind (before reading or running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article
  'hazel-dormouse.md': `---
title: Hazel dormouse
url: https://wildlife-encyclopaedia.example.org/mammals/hazel-dormouse
---
# Hazel dormouse

The hazel dormouse (*Muscardinus avellanarius*) is a small rodent native to Europe and northern Asia Minor. In Britain it is found mainly in southern England and Wales, with scattered populations further north. Despite its name it is not a mouse: it belongs to the family Gliridae, and its closest relatives are the other dormice.

## Description

Adults measure 6-9 cm from nose to rump, with a thick, furry tail of almost the same length. The fur is golden-orange above and paler below, and the large black eyes suit a nocturnal life. A dormouse usually weighs 15-20 g, but in autumn it can almost double its weight as it lays down fat for the winter.

## Behaviour and life cycle

Hazel dormice are arboreal: they spend the active season climbing through the branches of shrubs and trees and seldom come down to the ground. They are active only at night. In summer they build woven nests of honeysuckle bark and leaves in dense shrubs, hedges and sometimes bird boxes.

From about October until April or May the dormouse hibernates. Unlike its summer nest, the hibernation nest is built on or just under the ground, among leaf litter, moss or at the base of a coppice stool. At ground level the temperature stays cool and steady and the air stays damp, so the sleeping animal neither dries out nor warms up enough to wake and burn its fat reserves. In cold, wet summer weather dormice also fall into a short torpor to save energy; taken together, a dormouse may spend three-quarters of its life asleep.

Females usually have one litter of about four young a year, born in July or August; a second litter is possible in a long summer. Dormice can live for up to five years in the wild, which is unusually long for a small rodent.

## Diet

The diet changes with the season: flowers, pollen and nectar in spring, insects such as caterpillars and aphids in early summer, then fruit and nuts, above all hazelnuts, in autumn when the animal needs to fatten up. A hazelnut opened by a dormouse has a smooth, round hole, with tooth marks on the surface of the shell running at an angle around the edge of the hole. Wood mice leave a hole with an uneven rim, and bank voles a smooth rim with no marks on the surface, so nibbled nuts are a common way for surveyors to tell whether dormice are present.

## Decline and conservation

Hazel dormouse numbers in Britain fell by about 51% between 2000 and 2022, according to the National Dormouse Monitoring Programme. The main cause is thought to be the loss, fragmentation and poor management of their habitat: hedgerows grubbed out or cut hard every year, and the decline of coppicing, the traditional practice of cutting hazel and other trees down to the base every seven to fifteen years so that they regrow with many new stems. Unmanaged woods become shaded and produce fewer flowers and nuts. Warmer, wetter winters are a growing threat as well, because they can rouse dormice from hibernation too often, using up the fat they need to survive until spring.

The hazel dormouse is a protected species in Britain. It is an offence to deliberately capture, injure or disturb one, or to damage its nest or resting place, and anyone who wants to handle dormice, even for survey work, needs a licence from the relevant nature conservation body.
`,

  // 2. how-to guide with headings and steps
  'replace-inner-tube.md': `---
title: How to replace a bike inner tube
url: https://cyclefix.example.com/guides/replace-inner-tube
---
# How to replace a bike inner tube

A flat tyre is the most common problem you will have on a bike, and fitting a new inner tube at the roadside takes about 15 minutes once you have done it a couple of times.

## What you need

- A new inner tube of the right size (the size is printed on the tyre sidewall, e.g. 700x25c or 29x2.2) with the same type of valve
- Two or three plastic tyre levers
- A pump that fits your valve
- A spanner, if your wheel is held on with nuts rather than a quick-release lever

## Presta or Schrader?

Schrader valves are the same as the valves on car tyres. Presta valves are thinner and have a small locknut at the tip: unscrew it before pumping and screw it closed afterwards. Many pumps fit both.

## Step by step

1. **Take the wheel off.** Shift to the smallest rear sprocket if it is the back wheel, open the brake's quick-release if you have rim brakes, then undo the quick-release lever or the axle nuts and lift the wheel out.
2. **Let out any remaining air** and push the valve up into the tyre.
3. **Lever one side of the tyre off.** Hook a tyre lever under the edge of the tyre (the bead) opposite the valve, pull it over the rim and clip the lever to a spoke. Put the second lever in 10 cm further along and slide it round until one whole side of the tyre comes off the rim.
4. **Pull out the old tube.**
5. **Find what caused the puncture.** Carefully run your fingers around the inside of the tyre and check the outside of the tread for thorns, glass or sharp flints. If you skip this step, whatever caused the flat will still be in the tyre and will puncture the new tube straight away. Check that the rim tape covers all the spoke holes too.
6. **Put a little air in the new tube**, just enough to give it a round shape, so it does not twist or fold.
7. **Fit the tube.** Put the valve through the hole in the rim first, then tuck the tube inside the tyre all the way round.
8. **Push the tyre back on with your thumbs**, starting at the valve and working round both sides to finish opposite it. Avoid using tyre levers for this: they can trap the tube between the tyre and the rim and pinch a hole in it.
9. **Inflate to the right pressure.** The recommended range is printed on the tyre sidewall. As a rough guide, road bikes take 80-100 psi, hybrids 50-70 psi and mountain bikes 30-50 psi. Check that the tyre is sitting evenly on the rim as it inflates.
10. **Refit the wheel**, do up the quick-release or nuts firmly, close the brake and spin the wheel to check it runs straight.

## Tips

- Carry a spare tube and levers on every ride: it is quicker to swap the tube at the roadside and patch the old one at home.
- If you get repeated flats in the same place, look at the rim tape and the tyre at that spot.
`,

  // 3. FAQ (HTML)
  'dial-a-ride-faq.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Dial-a-Ride: frequently asked questions | Kestrel Vale Community Transport</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/dial-a-ride">Dial-a-Ride</a> | <a href="/volunteer">Volunteer</a> | <a href="/contact">Contact</a></nav>
<main>
<h1>Dial-a-Ride: frequently asked questions</h1>
<p>Kestrel Vale Community Transport is a registered charity running accessible minibuses for people who find it hard to use ordinary buses.</p>

<h2>Who can use Dial-a-Ride?</h2>
<p>Anyone living in Kestrel Vale district who is aged 70 or over, or who has a disability or health condition that makes using a regular bus difficult. You can also use the service if you live more than 500 metres from a bus stop with an hourly service or better.</p>

<h2>How do I join?</h2>
<p>Registration is free. Ring the office and we will take your details over the phone; we may ask a few questions about your mobility so that the driver knows what help you need.</p>

<h2>How do I book a journey?</h2>
<p>Call 01632 960418, Monday to Friday, 9am to 1pm. Please book at least 24 hours before you want to travel; you can book up to two weeks ahead. Regular journeys (for example every Tuesday to the same day centre) can be booked as a standing order, so you do not need to ring each week.</p>

<h2>When does the service run?</h2>
<p>Monday to Saturday, 8.30am to 5.30pm. There is no service on Sundays or bank holidays.</p>

<h2>How much does it cost?</h2>
<p>A single journey within Kestrel Vale town costs &pound;3, and a single journey to or from the outlying villages costs &pound;5. Concessionary bus passes cannot be used on Dial-a-Ride, because it is not a registered local bus service.</p>

<h2>Can someone come with me?</h2>
<p>One companion can travel with you at the same fare. If you need a carer to travel with you, the carer travels free.</p>

<h2>Can I take my wheelchair or scooter?</h2>
<p>Yes. All our minibuses have a rear tail-lift and can carry manual and powered wheelchairs; the lift takes a combined weight (wheelchair and passenger) of up to 300 kg. Mobility scooters can be carried only if you can transfer to a seat for the journey.</p>

<h2>Where can I go?</h2>
<p>Anywhere within Kestrel Vale district: shops, GP surgeries, day centres, clubs and friends' homes. Every Wednesday we run a town-centre shopper service that stops at the market, the post office and Kestrel Vale library. We also take passengers to hospital appointments at Northam General Hospital on Tuesdays and Thursdays.</p>

<h2>Can I bring shopping or a pet?</h2>
<p>The driver will help you on and off with up to two bags of shopping or a shopping trolley. Only assistance dogs can be carried.</p>

<h2>What if I need to cancel?</h2>
<p>Please let us know by 4pm the day before; outside office hours you can leave a message on the answerphone. If you miss three booked journeys without telling us, we may suspend your membership.</p>
</main>
<footer>Kestrel Vale Community Transport, Unit 4, Mill Lane, Kestrel Vale. Registered charity no. 1099999.</footer>
</body>
</html>
`,

  // 4. news report (HTML)
  'streetlights-trial.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Thousands of Sarnshire streetlights to be switched off after midnight | Sarnshire Gazette</title></head>
<body>
<article>
<h1>Thousands of Sarnshire streetlights to be switched off after midnight</h1>
<p class="byline">By Priya Mistry, Local Democracy Reporter &middot; 14 February 2027</p>
<p>More than 4,200 streetlights in residential streets across Sarnshire will be switched off between midnight and 5.30am from 3 March, as the county council tries to cut its energy bill.</p>
<p>The 12-month trial covers Kestrel Vale, Millbrook and Northam. Main roads, the town centres, road junctions, pedestrian crossings, roundabouts and any street covered by CCTV will stay lit all night, the council said. The rest of the county's 11,000 streetlights are unaffected.</p>
<p>The council's cabinet member for highways, Cllr Doug Farrant, said the authority's electricity costs for street lighting had risen by 80% since 2021. "We simply cannot keep lighting empty cul-de-sacs at three in the morning," he said. "Switching these lights off for five and a half hours a night will save around &pound;310,000 a year and cut our carbon emissions by about 1,450 tonnes."</p>
<p>The council has already replaced most of its older sodium lamps with LED units, a programme finished in 2024 that it says saves &pound;520,000 a year. Officers told councillors that the savings from LEDs had been "largely banked", which is why the part-night switch-off was being tried.</p>
<p>Some residents are unhappy. A petition organised by the Millbrook Residents' Association, which has gathered 900 signatures, says people walking home from late shifts will feel unsafe. "I finish at the hospital at 1am and walk the last ten minutes," said nurse Joanne Bell, 44. "I don't want to do that in pitch darkness."</p>
<p>Sarnshire Police said it would monitor crime in the trial areas. A spokesperson pointed to a national study of 62 local authorities in England and Wales, published in 2015, which found no evidence that switching off or dimming streetlights at night led to more crime or road collisions.</p>
<p>Residents who believe their street should stay lit for safety reasons, for example because of a sheltered housing scheme or a known accident spot, can apply using an online form on the council's website. The council says each request will be assessed within 28 days.</p>
<p>The trial will be reviewed by the council's scrutiny committee after six months.</p>
</article>
<aside><h3>Most read</h3><ul><li>Northam bypass roadworks to last until summer</li><li>Millbrook chip shop wins regional award</li></ul></aside>
</body>
</html>
`,

  // 5. first-person blog post
  'wormery-first-year.md': `---
title: A year with my wormery (mistakes included)
url: https://muddyboots-allotment.example.net/2026/11/a-year-with-my-wormery
---
# A year with my wormery (mistakes included)

*Posted 8 November 2026 by Gemma*

Last November I finally gave in and bought a wormery. We were throwing out a whole caddy of peelings a week and sending it off in the council food-waste bin felt like a waste of good compost. Here's how the first year went, including the bits I got wrong.

## The kit

I went for a three-tray stacking wormery (£65) with a tap at the bottom. The worms come separately: I ordered 500 g of tiger worms from a bait supplier for £18, which is roughly a thousand worms.

## Mistake one: garden worms

Before the tiger worms arrived I thought I'd save money and dug up a couple of dozen earthworms from the veg bed. Within a week they had all burrowed down into the sump at the bottom and most of them were dead. I've since learned that ordinary earthworms live deep in the soil and don't cope with a box of rotting food, while composting worms like tiger worms (brandlings) live in leaf litter and manure heaps near the surface and are happy eating scraps all day. The tiger worms settled in within days.

## Mistake two: too much food

In the first month I tipped in everything. By week three the bin smelled sour, it was swarming with fruit flies and there was liquid pooling in the trays. The fix was simple: I stopped feeding for a week and mixed in a couple of handfuls of shredded cardboard and egg boxes to soak up the wet. Now I feed a small amount every few days and only add more when the last lot has mostly disappeared. Once they were settled I reckon they were getting through about 250 g of scraps a day.

## What they won't eat

Citrus peel and onions made the bin too acidic and the worms avoided them, so those go in the council bin now. No meat, fish or dairy either: it rots, smells and attracts rats. Tea bags, coffee grounds, veg peelings, crushed eggshells and a bit of cardboard are all fine.

## Winter

Worms slow right down in the cold. When the forecast went below 5°C in January I moved the whole thing into the garage, and I wrapped it in an old duvet during the worst of the frost. They survived fine.

## The payoff

I took my first tray of finished compost in April, about five months in: dark, crumbly and smelling like a forest floor. The liquid from the tap ("worm tea") goes on the tomatoes, diluted one part to ten parts water.

Would I do it again? Absolutely. Just buy proper worms and go easy on the feeding.
`,

  // 6. leaflet (plain text)
  'bonfire-night-leaflet.txt': `SARNSHIRE FIRE AND RESCUE SERVICE
ENJOY BONFIRE NIGHT SAFELY

Most firework injuries happen at family events and private parties, and around half of the people hurt are children. Follow the Firework Code and have fun without ending up in A&E.

THE FIREWORK CODE
* Buy fireworks only from a licensed shop, and check they carry the UKCA or CE mark. Fireworks can only be sold to adults aged 18 or over.
* Keep fireworks in a closed metal box and take them out one at a time.
* Read the instructions on each firework by torchlight, never by a naked flame.
* Light at arm's length with a taper, and stand well back.
* Keep the audience at a safe distance: at least 8 metres for garden fireworks (category F2) and at least 25 metres for display fireworks (category F3). Check the box for the distance for each firework.
* Never go back to a firework once it has been lit. If it does not go off, leave it for at least 30 minutes, then soak it in a bucket of water.
* Never throw fireworks or put them in your pocket.
* Keep pets indoors, with the curtains closed and a radio on.

SPARKLERS
Sparklers burn at up to 2,000 degrees C, hotter than a welding torch. Do not give sparklers to children under 5. Older children should wear gloves, hold sparklers at arm's length and light them one at a time. When a sparkler has gone out, put it hot end down in a bucket of water.

BONFIRES
* Build your bonfire at least 10 metres from houses, sheds, fences and trees, and away from overhead cables.
* Only burn dry garden waste and untreated wood. Never burn aerosols, tyres, paint tins or batteries.
* Never use petrol, paraffin or any other fuel to light or revive a fire.
* Hedgehogs and other animals often crawl into bonfire piles. Build the pile on the day if you can, or move it to a fresh spot just before lighting, and check underneath with a broom handle.
* Keep a bucket of water or a garden hose nearby, and never leave a fire unattended.

IF SOMEONE IS BURNT
Cool the burn under cool or lukewarm running water for 20 minutes. Do not use ice, butter or creams. Remove clothing and jewellery near the burn unless it is stuck to the skin, then cover it loosely with cling film. For serious burns, or any burn on a child, call 999 or go to A&E.

For a free home fire safety check, visit sarnshire-fire.example.gov.uk/bonfire or call our community safety team on 01632 960700.
`,

  // 7. policy
  'library-borrowing-policy.md': `---
title: Borrowing policy
url: https://libraries.sarnshire.example.gov.uk/policies/borrowing
---
# Sarnshire Libraries: Borrowing Policy

Version 3.1. Approved by the Libraries Board on 12 March 2025. Applies from 1 April 2025.

## 1. Purpose

1.1 This policy sets out who can join Sarnshire Libraries, what members can borrow and for how long, and what happens when items are returned late, lost or damaged. It applies to all 14 branch libraries, including Kestrel Vale, and to the mobile library.

## 2. Membership

2.1 Membership is free to anyone who lives, works or studies in Sarnshire.
2.2 Adults must show proof of name and address when joining.
2.3 Children under 16 can join with the signature of a parent or guardian, who is responsible for items borrowed on the child's card.

## 3. Loan limits and periods

3.1 Adult members may have up to 15 items on loan at once, of which no more than 3 may be DVDs.
3.2 Children's members (under 16) may have up to 10 items on loan at once.
3.3 The standard loan period is three weeks.
3.4 Items may be renewed up to three times, online, by telephone or in person, unless another member has reserved them.

## 4. Overdue items

4.1 From 1 April 2025, Sarnshire Libraries no longer charges overdue fines on books, whether they were borrowed on an adult or a children's card.
4.2 Overdue DVDs are charged at 50p per day, up to a maximum of £5 per item.
4.3 Reminders are sent by email or text one week and three weeks after the due date.
4.4 If an item is more than eight weeks overdue, the member's account is blocked and the member is invoiced for the replacement cost of the item.

## 5. Lost and damaged items

5.1 Members must pay the replacement cost of any item they lose or damage, plus an administration fee of £2.50 per item.
5.2 If a lost item is later found and returned in good condition within three months, the replacement cost is refunded; the administration fee is not.
5.3 No charge is made for ordinary wear and tear.

## 6. Reservations

6.1 Reserving an item held in Sarnshire is free.
6.2 Requests for items from libraries outside Sarnshire (inter-library loans) cost £3.50 each.

## 7. Home Library Service

7.1 Residents who cannot visit a library because of illness, disability or caring responsibilities can have books delivered to their home by a volunteer every four weeks.
7.2 Items borrowed through the Home Library Service have a loan period of eight weeks and are not subject to any charges for late return.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no (3, one across two documents)
  {
    query: "Found what I think is a dormouse curled up asleep in the bird box while I was clearing the garden. Am I ok to pick it up and move it somewhere safer?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'a ban stated as an offence plus a licence, asked as "am I ok to"',
    expect: {
      kind: 'answer',
      facts: [['licence', 'license'], ['protected', 'offence', 'offense', 'illegal', 'against the law']],
      lead: ['protected', 'offence', 'offense', 'illegal', 'licence', 'license', 'against the law'],
      offTopic: ['honeysuckle', 'six to nine', '6-9 cm'],
    },
    untrue: ['not protected', 'safe to move', 'no licence is needed'],
  },
  {
    query: "I've had 3 library books out for about 5 weeks now, totally forgot about them. Am I going to get a fine?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'denial in the policy\'s words ("no longer charges"), with the 8-week block as the real consequence',
    expect: {
      kind: 'answer',
      facts: [
        ['no longer charge', 'no overdue fines', 'no fines', 'not charge', "doesn't charge", 'does not charge', 'stopped charging', 'no fine', 'not be fined', "won't be fined", "won't get a fine"],
        ['eight weeks', '8 weeks'],
      ],
      lead: ['no longer charge', 'no overdue fines', 'no fines', 'no fine', 'not charge', "doesn't charge", 'does not charge', 'stopped charging', 'not be fined', "won't be fined", "won't get a fine"],
      offTopic: ['50p per day', 'inter-library'],
    },
    untrue: ['you will be fined', 'fined 50p', 'you will get a fine'],
  },
  {
    query: "My dad's 78 and has had to give up driving. Could he get the dial a ride to the library, and how long would he be able to keep the books?",
    type: 'yes/no',
    verdict: 'yes',
    probe: 'two documents: the transport FAQ (Wednesday service stops at the library, 70+ eligible) and the library policy (loan period)',
    expect: {
      kind: 'answer',
      facts: [['Wednesday'], ['three weeks', '3 weeks']],
      lead: ['Wednesday', 'shopper', 'library', '70 or over', 'aged 70'],
      offTopic: ['DVD', 'inter-library'],
    },
    untrue: ['not eligible', 'bus pass can be used', 'bus passes can be used'],
  },

  // ---- comparisons (2)
  {
    query: "Is turning the streetlights off at night going to save the council more than when they swapped them all to LEDs?",
    type: 'comparison',
    verdict: 'no',
    probe: 'a comparison decided by two figures in one report (310,000 vs 520,000 a year)',
    expect: {
      kind: 'answer',
      facts: [['310,000', '310k', '310 000'], ['520,000', '520k', '520 000']],
      lead: ['310,000', '520,000', '310k', '520k'],
      offTopic: ['petition', 'Joanne'],
    },
    untrue: ['will save more than the LED', 'switch-off saves more', 'switch-off will save more'],
  },
  {
    query: "Are worms from the garden just as good as the ones you buy for a wormery? don't really want to pay £18 for worms lol",
    type: 'comparison',
    verdict: 'no',
    probe: 'a first-person account decides the comparison (garden earthworms died, tiger worms thrived)',
    expect: {
      kind: 'answer',
      facts: [['tiger worm', 'brandling', 'composting worm'], ['dead', 'died', 'burrowed', 'sump', "don't cope", 'do not cope']],
      lead: ['tiger worm', 'brandling', 'composting worm', 'earthworm', 'garden worm', 'dead', 'died', "don't cope", 'do not cope'],
      offTopic: ['worm tea', 'tomatoes', 'duvet'],
    },
    untrue: ['garden worms work fine', 'garden worms are fine', 'garden worms are just as good'],
  },

  // ---- why/how (2)
  {
    query: "why on earth is the council switching our street lights off at night??",
    type: 'why/how',
    probe: 'the reason (energy bill, the saving) in a news report, beside residents\' objections and a police view',
    expect: {
      kind: 'answer',
      facts: [['energy', 'electricity'], ['310,000', '310k', '310 000']],
      lead: ['energy', 'electricity', 'cost', 'save', 'saving', 'bill', 'money'],
      offTopic: ['Joanne', 'scrutiny committee'],
    },
    untrue: ['to reduce crime', 'to cut crime', 'because of complaints'],
  },
  {
    query: "Put a new inner tube in yesterday and it's gone flat again already. What am I doing wrong?",
    type: 'why/how',
    probe: 'the cause in a how-to\'s step warnings (thorn left in the tyre; tube pinched by levers), asked in the asker\'s words',
    expect: {
      kind: 'answer',
      facts: [
        ['thorn', 'glass', 'flint', 'sharp', 'still be in the tyre', 'still in the tyre', 'caused the flat', 'caused the puncture'],
        ['pinch', 'trap the tube', 'trapped'],
      ],
      lead: ['thorn', 'glass', 'flint', 'sharp', 'still be in the tyre', 'still in the tyre', 'caused the flat', 'caused the puncture', 'pinch', 'trap', 'rim tape'],
      offTopic: ['Presta', 'Schrader', 'sprocket', '15 minutes'],
    },
    untrue: ['wrong size valve', 'too much pressure'],
  },

  // ---- what/which (3)
  {
    query: "There's loads of hazelnuts with holes in them under our hedge. How do I tell if it was a dormouse that ate them and not a mouse?",
    type: 'what',
    probe: 'the distinguishing sign for the asked animal, beside the signs for two other animals',
    expect: {
      kind: 'answer',
      facts: [['smooth'], ['angle', 'diagonal', 'slant']],
      lead: ['smooth', 'round hole'],
      offTopic: ['honeysuckle', 'hibernat'],
    },
    untrue: ['uneven rim is a dormouse', 'no marks on the surface is a dormouse'],
  },
  {
    query: "just set up a worm bin - what shouldn't I put in it?",
    type: 'what',
    probe: 'a list in a blog section; the excluded items, not the allowed ones',
    expect: {
      kind: 'answer',
      facts: [['citrus', 'orange', 'lemon'], ['onion'], ['meat'], ['dairy', 'cheese', 'milk']],
      lead: ['citrus', 'onion', 'meat', 'dairy', 'fish'],
      offTopic: ['duvet', 'garage', '£65'],
    },
    untrue: ['tea bags should not', 'avoid eggshells', 'no coffee grounds'],
  },
  {
    query: "what are you supposed to do if one of the fireworks doesn't go off? it's just sat there on the lawn",
    type: 'what',
    probe: 'the step for the asked situation in a leaflet code list',
    expect: {
      kind: 'answer',
      facts: [['30 minutes', 'thirty minutes', 'half an hour'], ['bucket of water', 'soak', 'water']],
      lead: ['never go back', 'do not go back', "don't go back", '30 minutes', 'thirty minutes', 'half an hour', 'leave it'],
      offTopic: ['sparkler', 'hedgehog', 'cling film'],
    },
    untrue: ['safe to relight', 'go back and light', 'go back and relight'],
  },

  // ---- unanswerable (2)
  {
    query: "My neighbour's lad is 16 and the corner shop sold him a bag of rockets. What's the fine for the shop for doing that?",
    type: 'unanswerable',
    probe: 'the age limit is stated but no penalty for selling to a minor is given anywhere',
    expect: { kind: 'none' },
    untrue: ['£5,000', 'the shop will be fined', 'the shop can be fined'],
  },
  {
    query: "Can you pay for the dial-a-ride with a card or do I need cash?",
    type: 'unanswerable',
    probe: 'fares are stated but no payment method is given',
    expect: { kind: 'none' },
    untrue: ['cash only', 'card is accepted', 'contactless'],
  },

  // ---- half-answerable (2)
  {
    query: "We're doing a few fireworks in the back garden for my son's 10th. How far back should everyone stand, and is there a curfew on setting them off?",
    type: 'half',
    probe: 'safe distance given; no time limit anywhere (a neighbouring report has a midnight switch-off time)',
    expect: { kind: 'partial', facts: [['8 metres', '8 m', '8m', 'eight metres']], missing: 'curfew' },
    untrue: ['midnight', '11pm', '11 pm', '25 metres for garden'],
  },
  {
    query: "My daughter is 9 and just got her own library card. How many books can she take out, and can she borrow audiobooks on it too?",
    type: 'half',
    probe: "children's loan limit given; audiobooks not mentioned anywhere",
    expect: {
      kind: 'partial',
      facts: [['10 items', 'ten items', 'up to 10', '10 books', 'ten books', 'up to ten']],
      missing: 'audiobook',
    },
    untrue: ['15 items', 'up to 15'],
  },
];
