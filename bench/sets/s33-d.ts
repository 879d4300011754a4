// Challenger ch33, class d (decisions: the deciding sentence among related ones): 7 documents, 14 questions,
// written blind (without reading the engine's code, its tests or the team's sets, before running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. a charity's guide with a threshold, an old-model exception and taxi exceptions further down
  'child-car-seats.md': `---
title: Child car seats: the rules explained
url: https://www.roadsafekids.example.org.uk/guides/child-car-seat-rules
---
# Child car seats: the rules explained

Children must normally use a child car seat until they are 12 years old or 135 cm tall, whichever comes first. After that they must wear an adult seat belt. The driver is responsible for making sure that passengers under 14 are correctly restrained; passengers aged 14 and over are responsible for themselves.

## Height-based or weight-based seats

You can choose a height-based seat (often sold as i-Size) or a weight-based seat. Height-based seats must stay rear-facing until the child is at least 15 months old. Weight-based seats are sold in groups by the child's weight: group 0+ for babies up to 13 kg, group 1 for 9 to 18 kg, group 2 for 15 to 25 kg and group 3 for 22 to 36 kg. A child may move into a forward-facing group 1 seat once they weigh 9 kg, but we recommend keeping them rear-facing for as long as the seat allows.

## Booster cushions

Backless booster cushions are cheap and popular, but the rules on them changed in March 2017. Manufacturers can now only bring out new models of backless booster cushion for children taller than 125 cm and weighing more than 22 kg. The change does not affect existing models: if you own a cushion that was approved under the old rules, it is still legal to use it. Even so, a high-backed booster seat gives much better protection to the head and hips in a side impact, and we recommend one for every child who still needs a seat.

## Front seats and airbags

You must not fit a rear-facing baby seat in a front passenger seat that has an active front airbag. In a crash the airbag opens with great force and can hit the back of the seat, close to the baby's head. If you have to use the front seat, switch the airbag off first; many cars have a key switch for this in the glovebox or on the side of the dashboard.

## Exceptions

In a licensed taxi or minicab, a child under 3 may travel without a child seat, but only in a rear seat. A child aged 3 or over may travel without a child seat in a taxi if they wear an adult seat belt. These exceptions apply to taxis and minicabs only, not to a friend's or grandparent's car.

A child aged 3 or over may also use an adult belt in the back of a car if two occupied child seats already leave no room for a third. On an unexpected but necessary journey over a short distance, a child of 3 or over may use an adult belt if no child seat is available; the everyday school run does not count.

A child with a disability may use a restraint designed for their needs if a doctor has certified that they are exempt.

You can be fined up to £500 if a child in your car is not in the correct car seat.
`,

  // 2. a council FAQ in HTML whose Update notice changes the income limit given further down
  'warm-homes-grant.html': `<html><head><title>Warm Homes Grant: frequently asked questions | Eastmere District Council</title></head>
<body>
<nav><a href="/">Home</a> &gt; <a href="/housing">Housing</a> &gt; <a href="/housing/energy">Energy and home improvement</a> &gt; Warm Homes Grant</nav>
<main>
<h1>Warm Homes Grant: frequently asked questions</h1>
<p class="notice"><strong>Update (12 February 2026):</strong> From 1 March 2026 the household income limit rises from £31,000 to £36,000 a year. Applications turned down under the old limit can be sent in again. The scheme closes to new applications on 30 June 2026, or earlier if the funding runs out.</p>

<h2>What does the grant pay for?</h2>
<p>The grant pays for loft insulation, cavity wall insulation, draught-proofing of doors and windows, and hot water cylinder jackets. It covers up to £4,500 of work per home. Solid wall insulation is not included in this round.</p>

<h2>Who can apply?</h2>
<p>You can apply if your total household income is under £31,000 a year before tax, or if anyone in the household receives a means-tested benefit such as Universal Credit or Pension Credit. Your home must be in the Eastmere district and have an Energy Performance Certificate (EPC) rating of D, E, F or G. Homes rated A, B or C are not eligible, even if the household income is low.</p>
<p>If your home has no EPC, our assessor will carry one out free of charge at the survey visit.</p>

<h2>I rent my home. Can I still apply?</h2>
<p>Private tenants can apply, but they need written permission from their landlord before any work starts. Landlords who own more than one property must pay one third of the cost of the work; landlords with a single property pay nothing. Council and housing association tenants cannot apply, because their homes are covered by their landlord's own improvement programme.</p>

<h2>Do I have to pay anything back?</h2>
<p>No. The grant does not have to be repaid, unless you sell the home within 12 months of the work being finished, in which case the council may recover half of it.</p>

<h2>How long does it take?</h2>
<p>After you apply, a surveyor visits within about four weeks. Installers usually finish loft and cavity work within eight weeks of the survey. Work is carried out only by installers approved by the council; we cannot pay for work you have already arranged yourself.</p>
</main>
<footer>© Eastmere District Council · Accessibility · Cookies · Contact us</footer>
</body></html>
`,

  // 3. an airline's help page with an Update that forbids use on board
  'skerryair-batteries.md': `---
title: Batteries and power banks | Skerry Air help centre
url: https://www.skerryair.example/help/baggage/batteries
---
# Batteries and power banks

**Update, 1 October 2025:** Power banks must not be used on board at any time. You may not charge a phone, tablet or any other device from a power bank during the flight, and you may not charge the power bank itself from the seat socket. Keep power banks in the seat pocket or on your person, not in the overhead locker.

Spare lithium batteries and power banks are allowed in the cabin only. They must never be packed in checked (hold) baggage, because a battery fire in the hold cannot be reached by the crew. If your cabin bag is taken at the gate to travel in the hold, take any power banks out of it first.

## How big a power bank can I bring?

The limit depends on the battery's watt-hour (Wh) rating, which is usually printed on the case.

- Up to 100 Wh: allowed without asking us. You may carry up to two.
- Over 100 Wh and up to 160 Wh: allowed only with our approval, which you must request at least 72 hours before departure through Manage My Booking. Limit of two.
- Over 160 Wh: not allowed on any Skerry Air flight.

If only the milliamp-hour (mAh) figure is printed, multiply it by the voltage (usually 3.7 V) and divide by 1,000 to get watt-hours. A 20,000 mAh power bank at 3.7 V is 74 Wh. Power banks with no visible rating are treated as over 160 Wh and will be refused.

## Laptops, cameras and e-cigarettes

Batteries fitted inside a device, such as a laptop or camera, can travel in either cabin or hold baggage if the device is switched fully off. E-cigarettes and vapes must be carried in the cabin and cannot be used or charged on board.

## Wheelchairs and mobility aids

Lithium batteries for mobility aids have their own rules; please contact our Special Assistance team at least 48 hours before you fly.
`,

  // 4. a forum thread that disagrees with the airline (older experience), then a later post
  'traveltalk-power-banks.txt': `TravelTalk Forum > Flying > Airlines
Thread: Power banks on Skerry Air - what's the deal?

wanderlass - 3 September 2025
Flying Skerry Air to Lisbon next month with my 26,800 mAh power bank. Is that ok in hand luggage and can I charge my phone on the flight? The seat sockets on their older planes never seem to work.

jetlagjim - 3 September 2025
Should be fine. 26,800 mAh is about the biggest you can take without approval on most airlines, it works out just under 100 Wh. I charged my phone from mine the whole way to Tenerife on Skerry in July and nobody said a thing. Honestly the crew don't care.

FlyingFrances - 4 September 2025
Agree on the size. Just don't put it in your hold bag. I had one taken off me at Bristol when security pulled my checked case aside, and I had to wait while they went through the whole suitcase.

wanderlass - 20 October 2025
Back from Lisbon. Heads up for anyone finding this thread: the crew announced that power banks can't be used at all on board now, and a man across the aisle was told to put his away. So no charging mid-flight any more, at least on Skerry. The size was fine, nobody checked it.

jetlagjim - 21 October 2025
Huh, that must be new. It definitely wasn't the case in July. Cheers for the update.

FlyingFrances - 22 October 2025
Some other airlines I fly still let you charge from a power bank, so check each one before you go.
`,

  // 5. a van hire price list (CSV)
  'holt-hire-prices.csv': `vehicle,gross_weight_kg,seats,load_length_m,price_per_day_gbp,price_weekend_gbp,min_driver_age,licence_category,fuel,notes
Small van (Ford Transit Connect),2400,2,1.8,49,110,21,B,diesel,"Good for a few boxes, a washing machine or a bike; easy to park in town"
Medium van (Ford Transit Custom),3000,3,2.5,62,140,23,B,diesel,"Fits a single bed or a two-seater sofa, plus boxes"
Long wheelbase van (Ford Transit LWB),3500,3,3.7,79,175,23,B,diesel,"Fits the contents of a one-bedroom flat; roof height 1.9 m"
Luton van with tail lift,3500,3,4.1,89,199,25,B,diesel,"Fits a two-bedroom house; tail lift takes up to 500 kg; box height 2.2 m"
Tipper van,3500,3,3.0,95,210,25,B,diesel,"Garden and building waste only; no household removals"
Crew cab van,3500,6,2.2,85,190,25,B,diesel,"Six seats and a rear load bed for work crews"
Electric van (Vauxhall Vivaro-e),3100,3,2.5,72,160,23,B,electric,"Range about 140 miles; returned with at least 80% charge"
Dropside truck,3500,3,3.4,92,205,25,B,diesel,"Sides fold down for timber, fencing and pallets"
7.5 tonne box lorry,7500,3,6.0,139,310,25,C1,diesel,"Fits the contents of a three-bedroom house; tail lift"
Minibus (17 seats),4100,17,,119,265,25,D1,diesel,"Not for hire and reward; no luggage trailer"
`,

  // 6. the van hire firm's terms, with an age rule and a later notice that relaxes it for one vehicle
  'holt-hire-terms.txt': `HOLT VAN & TRUCK HIRE - HIRE TERMS (summary)
Revised January 2026

1. Who can drive
Drivers must be 23 or over to hire a medium or long wheelbase van, and 25 or over for Luton vans, tipper vans, crew cab vans, lorries and minibuses. Drivers aged 21 or 22 may hire small vans only, and pay a young driver surcharge of £12 per day.

You must have held a full driving licence for at least 2 years. Up to 6 penalty points are accepted; more than 6 points, or any drink-driving conviction in the last 10 years, and we cannot hire to you.

2. Licence categories
If you passed your car driving test on or after 1 January 1997, your category B licence lets you drive vehicles up to 3,500 kg gross weight only. To drive our 7.5 tonne lorry you need category C1 on your licence. Drivers who passed their car test before 1 January 1997 usually have C1 already, but check the back of your photocard licence: it must show C1. The same applies to the minibus, which needs D1.

3. Mileage and fuel
Daily and weekend prices include 150 miles per day. Extra miles are charged at 25p a mile. Vehicles are supplied with a full tank and must be returned full, or we charge for the fuel plus a £20 refuelling fee.

4. Weekend rate
The weekend rate covers collection from 4pm on Friday to return by 9am on Monday.

5. Deposit and damage
We take a £250 deposit on a credit or debit card, refunded within 7 days of return. Damage excess is £1,000, reduced to £250 if you buy excess cover at £14 per day.

6. One-way hire
One-way hire between our Holt and Fakenham depots costs an extra £45.

NOTICE - added March 2026
From 1 April 2026, drivers aged 23 and 24 can hire our Luton vans, with a surcharge of £15 per day. All other age limits are unchanged.
`,

  // 7. a vet practice's travel page: the tapeworm rule for going out, and the rule for coming back further down
  'pet-travel-abroad.md': `---
title: Taking your dog, cat or ferret abroad
url: https://www.harboursidevets.example.co.uk/advice/pet-travel
---
# Taking your dog, cat or ferret abroad

Since 2021, pets travelling from Great Britain to the EU or Northern Ireland need an animal health certificate (AHC) instead of a pet passport. Here is what you need, in the order you need it.

1. **Microchip.** Your pet must be microchipped before, or on the same day as, its rabies vaccination. A vaccination given before the chip was fitted does not count and must be repeated.
2. **Rabies vaccination.** Your pet must be at least 12 weeks old when it is vaccinated. You must then wait 21 days after the primary vaccination before you travel; the day of vaccination counts as day 0. A booster given before the previous vaccination runs out does not need a new wait.
3. **Animal health certificate.** An official vet must issue the AHC no more than 10 days before you arrive in the EU. Book your appointment early: our official vets issue certificates Monday to Thursday only. The certificate is valid for entry for 10 days after it is issued, and then for onward travel within the EU and for returning to Great Britain for 4 months.
4. **Tapeworm treatment (dogs only).** If you are taking a dog to Ireland, Northern Ireland, Finland, Malta or Norway, a vet must treat it for tapeworm between 24 and 120 hours (1 to 5 days) before you arrive. Cats and ferrets never need this treatment.

One AHC covers up to five pets travelling with you. To take more than five, you must be going to a competition, show or sporting event and carry written proof of it.

## Coming back to Great Britain

You do not need a new AHC to come home, as long as you return within its 4 months. However, dogs entering Great Britain must be treated for tapeworm by a vet between 24 and 120 hours (1 to 5 days) before they arrive, unless they are coming directly from Ireland, Northern Ireland, Finland, Malta or Norway. The vet abroad must record the treatment on the AHC, with the date and time. Plan this into your trip: many owners book the tapeworm appointment at a vet near the ferry port or tunnel.

If your pet does not meet the rules, it may be put into quarantine for up to four months at your expense, or refused entry.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- yes/no ---
  {
    query: "My son is 8 but he's tall for his age, 130cm already. Can he stop using his booster seat now?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'age/height threshold, whichever first: 130 cm is under 135 cm and 8 is under 12',
    expect: {
      kind: 'answer',
      facts: [['135'], ['12 years', 'age of 12', 'aged 12', 'twelve', '12 years old']],
      lead: ['135', '12 years', 'twelve', 'age of 12'],
      offTopic: ['airbag', 'taxi', 'minicab'],
    },
    untrue: ['no longer needs a', 'can stop now', 'tall enough to stop', 'old enough to stop'],
  },
  {
    query: "Flying Skerry Air next month. Someone on a forum said they charged their phone off their power bank the whole flight, so I can do that too right?",
    type: 'yes/no',
    verdict: 'no',
    probe: "a later Update forbids it; the forum post predates it (a good answer says both)",
    expect: {
      kind: 'answer',
      facts: [['must not be used', 'not be used on board', "can't be used", 'cannot be used', 'not allowed to use', 'may not charge'], ['1 October', 'October 2025', 'July', 'forum', 'older']],
      lead: ['not', 'cannot', "can't", 'no'],
      offTopic: ['vape', 'e-cigarette', 'mobility'],
    },
    untrue: ['you can charge your phone', 'charging is allowed', 'is allowed on board', 'crew don\'t care'],
  },
  {
    query: "Me and my partner earn about £34k a year together and our house is EPC band E. We'd be applying in April. Can we get the Eastmere warm homes grant or are we over the income limit?",
    type: 'yes/no',
    verdict: 'yes',
    probe: 'the Update raises the limit above the asker\'s income; the old figure lower down would say no',
    expect: {
      kind: 'answer',
      facts: [['£36,000', '36,000', '£36k', '36k'], ['1 March', 'March 2026']],
      lead: ['36,000', '36k', '£36'],
      offTopic: ['landlord', 'solid wall'],
    },
    untrue: ['over the limit', 'above the limit', 'over the income limit', 'too high', 'not eligible because'],
  },
  // --- comparisons ---
  {
    query: "Moving house over a weekend - is the Luton van more expensive than the long wheelbase Transit at Holt?",
    type: 'comparison',
    verdict: 'yes',
    probe: 'two rows of a CSV compared on the weekend column, not the daily one',
    expect: {
      kind: 'answer',
      facts: [['199'], ['175']],
      lead: ['199', 'Luton'],
      offTopic: ['tipper', 'minibus', 'crew cab'],
    },
    untrue: ['cheaper than the long', 'same price'],
  },
  {
    query: "Is a high-backed booster actually any safer than the backless booster cushion my daughter uses, or is that just marketing?",
    type: 'comparison',
    verdict: 'yes',
    probe: 'a recommendation sentence after a legality rule about cushions',
    expect: {
      kind: 'answer',
      facts: [['better protection', 'much better', 'safer'], ['head'], ['side impact', 'hips']],
      lead: ['better protection', 'much better', 'safer', 'high-backed', 'high backed'],
      offTopic: ['taxi', 'airbag', 'fine'],
    },
    untrue: ['just marketing', 'no safer', 'illegal to use', 'cushions are banned', 'is banned'],
  },
  // --- why/how ---
  {
    query: "why won't skerry air let me put my power bank in my checked suitcase?? it's just a battery",
    type: 'why/how',
    probe: 'the reason sentence beside the rule, not the size limits',
    expect: {
      kind: 'answer',
      facts: [['fire'], ['crew', 'cannot be reached', "can't be reached", 'reach']],
      lead: ['fire'],
      offTopic: ['72 hours', '160 Wh', 'mobility', 'vape'],
    },
    untrue: ['too heavy', 'security reasons only'],
  },
  {
    query: "My mother-in-law says I can't put the baby's rear-facing seat in the front of my car because it has an airbag. Why not, and is there any way round it?",
    type: 'why/how',
    probe: 'the cause (airbag force) and the condition that allows it (airbag switched off)',
    expect: {
      kind: 'answer',
      facts: [['great force', 'force', 'hit the back', 'hit the seat'], ['switch the airbag off', 'switch off', 'switched off', 'turn off', 'deactivat', 'disable']],
      lead: ['airbag'],
      offTopic: ['taxi', '135', 'fine'],
    },
    untrue: ['never allowed', 'no way round', 'illegal in all cases'],
  },
  // --- what/which ---
  {
    query: "I'm 24, passed my test 5 years ago, and I need a van in May to move a double bed, a sofa and a load of boxes. Which of Holt's vans am I actually allowed to hire?",
    type: 'what',
    probe: 'an age rule with a later notice that opens the Luton to 23-24 with a surcharge',
    expect: {
      kind: 'answer',
      facts: [['Luton'], ['£15', '15 per day', '15 a day'], ['medium', 'long wheelbase', 'Transit Custom', 'Transit LWB']],
      lead: ['Luton', 'medium', 'long wheelbase', 'Transit'],
      offTopic: ['one-way', 'deposit', 'refuelling'],
    },
    untrue: ['only the small van', 'small vans only', "can't hire the Luton", 'cannot hire the Luton'],
  },
  {
    query: "Picking my 2 year old up from nursery in a minicab and they never have car seats. Where is she allowed to sit?",
    type: 'what',
    probe: 'a taxi exception with a seat condition (rear only) for under-3s',
    expect: {
      kind: 'answer',
      facts: [['rear seat', 'back seat', 'in the rear', 'in the back']],
      lead: ['rear', 'back'],
      offTopic: ['school run', 'disability', 'group 0+'],
    },
    untrue: ['front seat is fine', 'can sit in the front', 'adult seat belt in the front'],
  },
  {
    query: "Taking our spaniel to France on the ferry for two weeks. What do we need to sort out for him before we come back home to England?",
    type: 'what',
    probe: "the rule for coming back (tapeworm 1-5 days before arrival) sits below a tapeworm rule that doesn't apply to France",
    expect: {
      kind: 'answer',
      facts: [['tapeworm'], ['1 to 5 days', '24 and 120 hours', '24 hours', '120 hours', 'five days', '5 days'], ['4 months', 'four months', 'no new AHC', 'not need a new']],
      lead: ['tapeworm'],
      offTopic: ['ferret', 'more than five', 'competition'],
    },
    untrue: ["doesn't need tapeworm", 'does not need tapeworm', 'only needed for Ireland'],
  },
  // --- unanswerable ---
  {
    query: 'How much does Harbourside Vets charge for an animal health certificate for one dog?',
    type: 'unanswerable',
    probe: 'the certificate is covered at length; its price is not',
    expect: { kind: 'none' },
    untrue: ['£45', '£250', '£500', '£12'],
  },
  {
    query: 'What time does the Holt van hire depot open on a Saturday? I want to collect first thing',
    type: 'unanswerable',
    probe: 'Friday collection and Monday return times are given; Saturday opening hours are not',
    expect: { kind: 'none' },
    untrue: ['opens at 9', 'opens at 4'],
  },
  // --- half ---
  {
    query: "I rent my flat from a landlord who owns three properties. The building is grade II listed. Can I get the warm homes grant, and would my landlord have to pay towards it?",
    type: 'half',
    probe: 'the tenant/landlord rule is covered; listed buildings are not mentioned anywhere',
    expect: {
      kind: 'partial',
      facts: [['one third', 'a third', '1/3'], ['written permission', 'permission']],
      missing: 'listed',
    },
    untrue: ['landlord pays nothing', 'private tenants cannot apply', 'listed buildings are not eligible', 'listed buildings are eligible'],
  },
  {
    query: "Our puppy will be 13 weeks old when we go to Spain next week. Can she come with us, and does she need a rabies blood test first?",
    type: 'half',
    probe: 'age 12 weeks + 21-day wait puts this puppy under the threshold; blood tests are not covered',
    expect: {
      kind: 'partial',
      facts: [['21 days'], ['12 weeks']],
      missing: 'blood',
    },
    untrue: ['she can come with you next week', 'can travel next week', 'no blood test is needed', 'does not need a blood test'],
  },
];
