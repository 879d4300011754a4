// Challenger ch34, class v: verdicts the documents settle, often not in the asker's words (an age limit, a
// ban stated for a group, an exception to a ban, a size limit with a condition, a weight limit, figures to
// compare, a sentence in other words), plus one comparison the sources leave qualified, one unanswerable and
// two half-answerable. 7 documents, 14 questions, written blind (without reading the engine's code, tests or
// the team's sets, before running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'skylark-balloon-faq.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Frequently asked questions | Skylark Balloon Flights</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/book">Book a flight</a> | <a href="/vouchers">Gift vouchers</a> | <a href="/faq">FAQ</a> | <a href="/contact">Contact</a></nav>
<main>
<h1>Frequently asked questions</h1>

<h2>Is there a minimum age?</h2>
<p>Passengers must be at least eight years old on the day of the flight and at least 1.2 metres (4 ft) tall, so that they can see over the side of the basket and take up the landing position safely. Passengers under 16 must fly with a parent or guardian in the same basket.</p>

<h2>Is there a maximum weight?</h2>
<p>Passengers weighing more than 18 stone (114 kg) must tell us when booking, because the pilot balances the basket compartments before take-off and may need to move you to a different flight. We cannot carry anyone over 20 stone (127 kg).</p>

<h2>Can I fly if I am pregnant?</h2>
<p>For your safety and your baby's, we are unable to fly expectant mothers, whatever the stage of pregnancy. Landings can be firm and the basket sometimes tips onto its side. If you have a ticket you cannot use for this reason, it can be transferred to a friend or family member, or extended by twelve months at no cost.</p>

<h2>When do flights take place?</h2>
<p>We fly from April to October, in the first few hours after sunrise and in the two or three hours before sunset. We never fly in the middle of the day: as the sun warms the ground it sets off thermals, columns of rising warm air that can lift and drop a balloon suddenly and make a gentle landing impossible. The cool air of early morning and evening is far more stable.</p>

<h2>Why was my flight called off when the weather looked fine?</h2>
<p>Around half of all scheduled flights are cancelled, and a clear blue sky is not enough on its own. The pilot needs surface winds below 10 knots for a safe take-off and landing, visibility of at least three miles and no showers within thirty miles. The wind a few thousand feet up is often much stronger than it feels on the ground, and would carry the balloon too far and too fast to find a safe landing field. The pilot makes the final decision on the launch field, sometimes after letting go of a small helium balloon to watch how it drifts.</p>

<h2>What happens if my flight is cancelled?</h2>
<p>If we cancel because of the weather, you can rebook free of charge as many times as you need while your ticket is valid. Tickets and gift vouchers are valid for 24 months from the date of purchase. We do not give cash refunds for weather cancellations.</p>

<h2>How long does the whole experience take?</h2>
<p>Allow three to four hours from meeting the crew to getting back to the launch site. The flight itself lasts about an hour, and you are welcome to help with the inflation and packing away.</p>

<h2>What should I wear?</h2>
<p>Dress as you would for a country walk: flat, sturdy shoes or boots (no heels or sandals), long trousers and a hat, as the burners are hot overhead. Landing fields can be wet or muddy.</p>

<h2>Can friends come and watch?</h2>
<p>Yes. Friends and family are welcome at the launch field and can follow the flight by car, but we cannot carry animals in the basket.</p>
</main>
<footer>Skylark Balloon Flights Ltd. Registered in England. <a href="/privacy">Privacy</a> | <a href="/terms">Terms</a></footer>
</body>
</html>`,

  'westvale-cycles-on-trains.md': `---
title: Taking your bike on our trains
url: https://www.westvale-railway.co.uk/travel/cycles
---
# Taking your bike on our trains

Bikes travel free on all Westvale Railway services, but space is limited and a few rules apply so that everyone can travel safely.

## Local and regional trains

Most local trains have space for two full-size bikes, in the marked area by the doors. Spaces are first come, first served and cannot be reserved. The conductor may refuse a bike if the spaces are already taken or the train is very crowded.

## Peak-time restrictions

Full-size bikes are not carried on trains arriving at Kingsbridge Central between 07:00 and 09:30, or departing Kingsbridge Central between 16:30 and 18:30, Monday to Friday. The restriction does not apply on public holidays.

## Folding bikes

Folding bicycles are welcome on every train at any time, including the peak, provided they are folded before you board and stay folded for the whole journey. Keep yours with you or in the luggage racks, and do not leave it where it blocks doors or aisles.

## Intercity services

On our intercity services between Kingsbridge and Port Aston you must reserve a bike space before you travel. Reservations are free and can be made up to two hours before departure online, in the app or at a ticket office. There are four spaces on each train.

## Tandems, cargo bikes and trailers

We cannot carry tandems, tricycles, cargo bikes, recumbents or bikes towing trailers on any of our trains, because they do not fit the bike spaces safely.

## Electric bikes

Electric bikes are carried on the same terms as other bikes. Electric scooters, hoverboards and other e-mobility devices are not allowed on our trains or in our stations.

## Children's bikes

Children's bikes with wheels of 16 inches or smaller can be carried as luggage at any time.
`,

  'garden-outbuildings-planning.md': `---
title: Sheds, summerhouses and garden rooms: do you need planning permission?
url: https://www.homeplanner-guides.co.uk/planning/outbuildings
---
# Sheds, summerhouses and garden rooms: do you need planning permission?

Most garden sheds, greenhouses and summerhouses in England can be put up without applying for planning permission, under what are called "permitted development" rights. The building must meet every one of the following limits; if it breaks any of them, you need to apply.

## The limits

- It must be single storey, with an eaves height of no more than 2.5 metres.
- Its overall height must be no more than 4 metres with a dual-pitched roof, or 3 metres with any other kind of roof.
- If any part of the building is within 2 metres of a boundary of the property, the whole building must be no higher than 2.5 metres.
- No part of it may stand forward of the principal elevation, which is usually the front wall of the house facing the road.
- It may not have a veranda, balcony or raised platform more than 30 cm high.
- Together with any extensions and other outbuildings, it must not cover more than half of the land around the original house.

## What you can use it for

The building must be used for purposes incidental to the house, such as storage, a workshop, a home office or a gym. It cannot be used as a separate home, and sleeping accommodation always needs planning permission.

## Designated land

Stricter rules apply on designated land, which means conservation areas, National Parks, Areas of Outstanding Natural Beauty and World Heritage Sites. There, an outbuilding between a side wall of the house and the boundary always needs planning permission, and any outbuilding more than 20 metres from the house may cover no more than 10 square metres.

## Listed buildings

If your house is listed, you need planning permission for any outbuilding within its grounds, and you may also need listed building consent.

## Checking before you build

If you are unsure, you can ask your council for a lawful development certificate, which confirms that a building is within permitted development. A certificate is not compulsory, but it is useful when you come to sell the house. Building regulations are a separate matter: most small sheds are exempt, but a garden room with electrics or plumbing may not be.
`,

  'porthellis-dogs-on-beaches.txt': `PORTHELLIS TOWN COUNCIL
Dogs on beaches: seasonal restrictions
Public Spaces Protection Order (Dog Control) 2025

MAIN BEACH (HARBOUR SANDS)
From 1 May to 30 September each year, dogs are not permitted on Main Beach at any time of day. The restriction covers the sand and the slipway below the promenade railings.
Outside those dates (1 October to 30 April) dogs may use Main Beach, but must be kept under effective control.

NORTH BEACH (GULL COVE)
North Beach is open to dogs all year round. From 1 May to 30 September, dogs on North Beach must be kept on a lead between 10am and 6pm.

PROMENADE AND HARBOUR WALL
Dogs must be kept on a lead no longer than 2 metres on the promenade and the harbour wall at all times of year.

CLEARING UP
Anyone in charge of a dog must clear up after it straight away, anywhere in the town, at any time of year.

EXEMPTIONS
These restrictions do not apply to a person who is registered blind, or to a person with a disability who relies on an assistance dog trained by a prescribed charity (for example Guide Dogs, Dogs for Good, Hearing Dogs for Deaf People or Canine Partners), while the dog is with them.

PENALTIES
Failing to follow these rules is an offence. A fixed penalty notice of £100 may be issued, reduced to £60 if it is paid within 10 days. Anyone who does not pay may be prosecuted and fined up to £1,000 in the magistrates' court.

Maps of the restricted areas are displayed at each beach entrance and on the council's website.
Issued by the Town Clerk, Porthellis Town Council, The Guildhall, Fore Street.
`,

  'robot-mowers-compared.csv': `model,brand,max_lawn_area_m2,max_slope_percent,noise_db,boundary_wire,rain_sensor,app_control,cutting_height_mm,price_gbp,tester_notes
Mowbot 500,Mowbot,500,35,58,yes,yes,yes,20-60,649,Tidy finish on a small flat lawn; slow on slopes but kept going
Mowbot 1000,Mowbot,1000,35,59,yes,yes,yes,20-60,899,Same body as the 500 with a larger cutting area
GreenTrim S2,GreenTrim,800,45,62,no (RTK satellite positioning),yes,yes,30-70,1199,Easy set-up with no wire to lay; needs a clear view of the sky for its aerial
Clipper Mini,Hedgeline,300,25,60,yes,no,no,25-55,429,Basic model for small gardens; no app and no rain sensor
Lawnmate R7,Lawnmate,700,40,61,no (camera vision),yes,yes,25-65,999,Missed edges next to flower beds in our test
`,

  'mower-forum-steep-lawn.txt': `GardenTech Forum > Robot mowers > GreenTrim S2 on a steep lawn - real-world experience?

hillgarden_dave wrote:
Our back lawn is about 40% at its steepest point. The spec sheet says the S2 manages 45%, which is why I'm looking at it rather than the Mowbot. Has anyone actually tried one on a proper slope?

Rhona_M wrote:
I've had an S2 for a full season on a bank I measured at 38%. On dry days, no problem at all. But after rain, or with the morning dew still on the grass, it loses grip and slides sideways on anything steeper than about 30%, then parks itself with a "wheel slip" error. I now set it to start after midday.

kev_in_wales wrote:
Our Mowbot 500 does a 33% bank wet or dry. It's slow going up, but the wheels have deeper lugs and it has never slipped once. The S2 next door is noticeably louder, for what it's worth.

hillgarden_dave wrote:
Thanks both. Sounds like the 45% is a dry-weather figure.

Rhona_M wrote:
That's what GreenTrim support told me: the rated slope assumes dry, short grass. They sell a set of spiked wheels for £49 which they say helps in the wet, but I haven't tried them yet.
`,

  'oakfold-riding-faq.md': `---
title: Lessons and hacks: your questions answered
url: https://www.oakfoldriding.co.uk/faq
---
# Oakfold Riding Centre: lessons and hacks FAQ

## How old do you have to be?

Children can start with lead-rein lessons from age 4, where a member of staff leads the pony on foot. Group lessons are open to riders from age 7. Hacks, our rides out on the bridleways around the farm, are for riders aged 10 and over, and riders aged 10 to 15 on a hack must be booked with an adult who is also riding.

## Is there a weight limit?

For the welfare of our horses, all riders must weigh no more than 95 kg (15 stone) in their riding clothes. We may ask you to step on the scales in the office before your first ride. Please be honest when booking: if you are over the limit on the day we cannot let you ride, and the fee will not be refunded.

## What should I wear?

A riding hat that meets a current safety standard (PAS 015, VG1 or ASTM F1163) is compulsory and must be fastened whenever you are on a horse. If you do not have one, you can borrow one from us free of charge. Wear long trousers (jodhpurs if you have them, but jeans are fine to start with) and boots or shoes with a small heel and a smooth sole, so that your foot cannot slip through the stirrup. Trainers, wellies and open shoes are not suitable. Gloves are recommended, and jewellery should be taken off. Body protectors are provided for all jumping lessons and must be worn by riders under 18.

## How much do lessons cost?

| Lesson | Length | Price |
|---|---|---|
| Lead-rein (age 4 to 6) | 30 minutes | £28 |
| Group lesson (up to 6 riders) | 60 minutes | £38 |
| Private lesson | 45 minutes | £55 |
| Hack | 60 minutes | £45 |
| Long hack | 120 minutes | £80 |

## Cancellations

We need 48 hours' notice to cancel or move a lesson or hack; if you cancel with less notice, the full fee is charged. If we cancel because of ice, high winds or thunder, we will rebook you or refund you in full.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // 1. yes/no: an age limit (asker's child is under it)
  {
    query: "My son turns 7 in May and we've booked the Skylark balloon flight for June as a family treat. Can he come up in the basket with us?",
    type: 'yes/no',
    probe: 'age limit stated as a minimum; the child is below it',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['eight', '8 years', 'aged 8', 'age of 8', 'age 8']],
      lead: ['no', 'not', 'eight', 'too young', 'at least 8'],
      offTopic: ['18 stone', 'expectant', 'cash refund'],
    },
    untrue: ['from age 7', 'aged 7 and over', 'seven and over', 'yes, he can'],
  },
  // 2. yes/no: a peak-time ban with an exception for the asker's kind of bike
  {
    query: "I get the train into Kingsbridge Central around 8am every weekday. If I buy one of those bikes that fold up, am I allowed to take it on at that time?",
    type: 'yes/no',
    probe: 'peak ban for full-size bikes, exception for folding bikes (in other words)',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['fold'], ['any time', 'at all times', 'including the peak', 'every train', 'anytime']],
      lead: ['yes', 'welcome', 'allowed', 'any time', 'including the peak'],
      offTopic: ['tandem', 'hoverboard', 'intercity', '16 inches'],
    },
    untrue: ['no, you cannot', "no, you can't", 'folding bicycles are not carried', 'folding bikes are not carried'],
  },
  // 3. yes/no: a ban stated for a group the asker belongs to, in other words
  {
    query: "I'm about 20 weeks pregnant and my husband has booked us a balloon ride as a surprise for our anniversary. Is it ok for me to go?",
    type: 'yes/no',
    probe: 'ban for "expectant mothers, whatever the stage"; asker says pregnant / 20 weeks',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['expectant', 'pregnan'], ['whatever the stage', 'any stage', 'stage of pregnancy']],
      lead: ['no', 'not', 'unable', 'cannot', "can't"],
      offTopic: ['18 stone', 'eight years', 'thermals'],
    },
    untrue: ['second trimester is fine', 'after 12 weeks', 'yes, you can', 'safe to fly while pregnant'],
  },
  // 4. yes/no: a size limit with a condition (near the boundary)
  {
    query: "Planning a 3m tall shed at the bottom of the garden, about a metre in from the back fence. Will I have to get planning permission for it?",
    type: 'yes/no',
    probe: 'general 3-4 m limit vs the 2.5 m limit within 2 m of a boundary',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['2.5 m', '2.5m', '2.5 metres', '2.5 meters'], ['2 m', '2m', '2 metres', 'two metres', '2 meters']],
      lead: ['yes', 'need', 'requires', 'required', '2.5', 'within 2'],
      offTopic: ['listed building consent', 'sleeping accommodation', 'veranda'],
    },
    untrue: ["no, you don't need", 'no, you do not need', 'no planning permission is needed', '3 metres is allowed'],
  },
  // 5. yes/no: an exception to a seasonal ban, for a group the asker belongs to
  {
    query: "I'm partially sighted and have a dog from the Guide Dogs charity who goes everywhere with me. Are we allowed on the main beach in Porthellis in August?",
    type: 'yes/no',
    probe: 'summer ban on Main Beach with an exemption for assistance dogs',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['do not apply', "don't apply", 'does not apply', 'exempt', 'exemption'], ['assistance dog', 'guide dog']],
      lead: ['yes', 'allowed', 'do not apply', 'exempt', 'exemption'],
      offTopic: ['clear up', '£1,000', 'harbour wall'],
    },
    untrue: ['no, dogs are not', 'you cannot take', 'guide dogs are not exempt', 'must use north beach'],
  },
  // 6. yes/no: a weight limit given in two units; the asker is over it
  {
    query: "I'm roughly 16 stone. Would Oakfold let me go on one of their two-hour hacks?",
    type: 'yes/no',
    probe: 'rider weight limit of 95 kg / 15 stone; asker is over it',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['95 kg', '95kg', '15 stone', '15st']],
      lead: ['no', 'not', '15 stone', '95 kg', '95kg', 'over the limit', 'cannot'],
      offTopic: ['body protector', 'jodhpurs', 'aged 10 to 15'],
    },
    untrue: ['no weight limit', '16 stone is within', 'yes, you can', '20 stone'],
  },
  // 7. comparison: a figure to compare (CSV)
  {
    query: "Would the Mowbot 500 be quieter than the GreenTrim S2? Our neighbours' bedroom window is right next to the lawn.",
    type: 'comparison',
    probe: 'noise figures in a CSV, 58 vs 62 dB; a forum post agrees',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['58'], ['62']],
      lead: ['yes', 'quieter', '58', 'louder'],
      offTopic: ['spiked wheels', 'wheel slip', 'deeper lugs'],
    },
    untrue: ['GreenTrim S2 is quieter', 'S2 is quieter', 'both are equally', 'Mowbot 500 is louder'],
  },
  // 8. comparison: the sources leave it qualified (spec vs owners in the wet)
  {
    query: "Our garden's on quite a slope. Would the GreenTrim S2 handle hills better than the Mowbot 500?",
    type: 'comparison',
    probe: 'rated slope 45% vs 35%, but owners report the S2 slipping above ~30% when wet while the Mowbot 500 does not',
    verdict: 'qualified',
    expect: {
      kind: 'answer',
      facts: [['45%', '45 %', '45 per cent', '45 percent'], ['35%', '35 %', '35 per cent', '35 percent'], ['wet', 'dew', 'rain', 'damp']],
      lead: ['45', 'rated', 'spec', 'on paper', 'dry', 'wet', 'steeper'],
      offTopic: ['noticeably louder', 'bedroom'],
    },
    untrue: ['the S2 never slips', 'Mowbot 500 handles steeper slopes on paper', 'the Mowbot 500 is rated for steeper'],
  },
  // 9. comparison: prices per hour to compute (table)
  {
    query: "Trying to budget for my daughter's riding. It works out cheaper per hour to do group lessons rather than private ones at Oakfold, doesn't it?",
    type: 'comparison',
    probe: 'group £38 for 60 min vs private £55 for 45 min: the asker must see lengths and prices',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['£38', '38'], ['£55', '55'], ['45 minutes', '45 min', '45-minute']],
      lead: ['yes', 'group', 'cheaper', '£38'],
      offTopic: ['48 hours', 'body protector', '95 kg'],
    },
    untrue: ['private lessons are cheaper', 'private lessons work out cheaper', 'same price per hour'],
  },
  // 10. why/how: the cause (wind, not sky)
  {
    query: "Why do the balloon people cancel so many flights even when it's lovely and sunny out?",
    type: 'why/how',
    probe: 'surface wind limit and stronger wind higher up; a clear sky is not enough',
    expect: {
      kind: 'answer',
      facts: [['wind'], ['10 knots', 'ten knots']],
      lead: ['wind', 'knots', 'clear blue sky is not enough', 'not enough'],
      offTopic: ['expectant', '18 stone', 'eight years old'],
    },
    untrue: ['because of rain only', 'always refund'],
  },
  // 11. what/which: what to wear (the asker's trainers are not suitable)
  {
    query: "What does my 11 year old need to wear for her first group lesson at Oakfold? She's only got trainers at the moment.",
    type: 'what',
    probe: 'hat (borrowable), heeled boots not trainers, long trousers',
    expect: {
      kind: 'answer',
      facts: [['hat'], ['heel'], ['long trousers', 'jodhpurs', 'jeans'], ['trainers']],
      lead: ['hat', 'boots', 'heel', 'trousers'],
      offTopic: ['95 kg', '48 hours', 'aged 10 and over'],
    },
    untrue: ['trainers are fine', 'trainers are suitable', 'must buy a hat'],
  },
  // 12. unanswerable: luggage limit (neighbours: passenger weight limit)
  {
    query: "Is there a weight limit for bags on the Skylark balloon? I want to bring my camera kit with a couple of lenses.",
    type: 'unanswerable',
    probe: 'nothing on bags or cameras; passenger weight limits share the words',
    expect: { kind: 'none' },
    untrue: ['18 stone', '114 kg', '20 stone', '127 kg'],
  },
  // 13. half: the fine is covered, patrols are not
  {
    query: "How much is the fine if I get caught with my dog on the main beach in Porthellis in July, and do they actually patrol at weekends?",
    type: 'half',
    probe: 'fixed penalty £100 / £60 covered; patrols not mentioned',
    expect: { kind: 'partial', facts: [['£100', '100 pounds'], ['£60', '60 pounds']], missing: 'patrol' },
    untrue: ['patrol every weekend', 'wardens patrol', 'no fine'],
  },
  // 14. half: the side-of-house rule on designated land is covered, the application fee is not
  {
    query: "We live in a conservation area. Can I put a bike shed down the side of the house without planning permission, and what's the fee if I do have to apply?",
    type: 'half',
    probe: 'designated land: side outbuildings always need permission (covered); no fee given',
    expect: {
      kind: 'partial',
      facts: [['side wall', 'side of the house', 'between a side'], ['always needs planning permission', 'needs planning permission', 'need planning permission']],
      missing: 'fee',
    },
    untrue: ['application fee of £', 'no permission is needed', 'bikes travel free'],
  },
];
