// Challenger ch31, class d (decisions: the deciding sentence among related ones): 7 documents, 14 questions,
// written blind (without reading the engine's code, its tests or the team's sets, before running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'child-car-seats.md': `---
title: Child car seats: the rules explained
url: https://www.roadsafetyhub.example.org/advice/child-car-seats
---
# Child car seats: the rules explained

Children must normally use a child car seat until they're 12 years old or 135 centimetres tall, whichever comes first. Children over 12 or more than 135cm tall must wear a seat belt like an adult passenger.

You can only use an EU-approved or UK-approved child car seat. Approved seats have a label showing a capital 'E' in a circle and 'R129' (height-based seats) or 'R44' (weight-based seats).

## Choosing a seat

Height-based seats, known as 'i-Size' seats, must be used rear-facing until the child is over 15 months old. After that, your child can use a forward-facing seat. Check the seat's label to see which heights it is approved for.

Weight-based seats are sold in groups: group 0+ for babies from birth to 13kg, group 1 for children of 9kg to 18kg, and groups 2 and 3 for children of 15kg to 36kg.

## Booster cushions

Manufacturers can now only make new models of backless booster cushions for children taller than 125cm and weighing more than 22kg. This does not affect existing models of seats or cushions, and it is not illegal to keep using one you already own, but a high-backed booster gives better side protection.

## When a child can travel without a child seat

There are a small number of exceptions to the rule above:

- **Taxis and minicabs.** If the driver does not provide the right child seat, a child under 3 can travel without one, but only in the back. A child aged 3 or older can use an adult seat belt in the back.
- **Unexpected journeys.** A child over 3 can use an adult belt if the journey is unexpected, necessary and over a short distance, and the right seat is not available.
- **No room for a third seat.** If two occupied child seats in the back of the car mean a third one will not fit, a child over 3 can sit in the back using an adult belt.

## Airbags

You must deactivate any front airbag before fitting a rear-facing baby seat in a front seat.

## Who is responsible

The driver can be fined up to £500 if a child under 14 is not in the correct car seat or wearing a seat belt while they are driving. Passengers aged 14 and over are responsible for wearing their own seat belt.
`,

  'warm-homes-grant.html': `<html><head><title>Warm Homes Insulation Grant 2026-27 | Ashcombe District Council</title></head>
<body>
<nav><a href="/">Home</a> &gt; <a href="/housing">Housing</a> &gt; Warm Homes Insulation Grant</nav>
<main>
<h1>Warm Homes Insulation Grant 2026-27</h1>
<p class="notice"><strong>Update (posted 14 August 2026):</strong> From 1 September 2026 the household income limit rises from £36,000 to £38,500 a year. Applications received on or after 1 September 2026 are assessed against the new limit; applications received before that date are assessed against the £36,000 limit. Park homes are also eligible from the same date.</p>
<p>The Warm Homes Insulation Grant helps households in Ashcombe make their homes cheaper to heat. It is funded by the council and a national energy efficiency fund and is available until the money for the year has been allocated.</p>
<h2>Who can apply</h2>
<ul>
<li>Owner-occupiers, and private tenants who have their landlord's written consent.</li>
<li>Your home must have an Energy Performance Certificate (EPC) rating of D, E, F or G.</li>
<li>Your household's combined gross income (before tax) must be below £36,000 a year, <em>or</em> someone living in the home must receive a means-tested benefit such as Universal Credit, Pension Credit or Housing Benefit.</li>
</ul>
<p>Council tenants cannot apply: council homes are improved through the council's own retrofit programme.</p>
<h2>What the grant pays for</h2>
<p>The grant covers loft insulation, cavity wall insulation, underfloor insulation and draught-proofing of doors and windows. It pays up to £7,500 per home. For flats in a block the most we can pay is £4,000, and only draught-proofing, or loft insulation for top-floor flats, can be funded.</p>
<h2>How to apply</h2>
<ol>
<li>Fill in the online application form.</li>
<li>Upload proof of your household income: payslips for the last three months for everyone in work, or your benefit award letter.</li>
<li>Upload a copy of your current EPC. If you do not have one, tick the box and we will arrange an assessment free of charge.</li>
<li>Private tenants must also upload a signed Landlord Consent Form (form LC2), which you can download from this page.</li>
</ol>
<p>Once your application is approved, one of our approved surveyors will visit to confirm which measures your home needs. Work is carried out by an installer from the council's approved list; you do not pay the installer yourself for anything the grant covers.</p>
</main>
<footer>Ashcombe District Council, Civic Centre, Mill Lane. Contact the Home Energy Team on 01632 960 418.</footer>
</body></html>
`,

  'skylark-musical-instruments.html': `<html><head><title>Travelling with musical instruments - Skylark Airways</title></head>
<body>
<header><a href="/">Skylark Airways</a> | Book | Manage booking | Help</header>
<article>
<h1>Travelling with musical instruments</h1>
<p><b>Update, 2 February 2027:</b> From 1 March 2027, passengers on Basic fares can no longer bring a guitar on board in addition to their cabin bag. On Basic fares a guitar has to be checked in as a special item. The extra guitar allowance continues on Standard and Flex fares.</p>
<h2>Small instruments</h2>
<p>Violins, violas, ukuleles, flutes, clarinets and trumpets can be carried as your cabin bag if the case is no bigger than 56 x 45 x 25 cm and weighs no more than 10 kg. It then counts as your one cabin bag.</p>
<h2>Guitars</h2>
<p>On all fares, you may bring one guitar in a soft case on board in addition to your cabin bag, as long as it is no longer than 110 cm. It goes in the overhead locker if there is space; if the lockers are full, the crew will put it in the hold at the aircraft door free of charge.</p>
<h2>Cellos and other large instruments</h2>
<p>Instruments longer than 110 cm, such as cellos, cannot go in the overhead lockers. You can either check your instrument in the hold or buy it a seat of its own.</p>
<p>To buy an Instrument Seat, call our Special Assistance team at least 72 hours before departure; Instrument Seats cannot be booked online. The price is the same as an adult fare on that flight, without Air Passenger Duty. The instrument in its case must weigh no more than 75 kg and be no taller than 140 cm. It must travel in a window seat, never in an emergency exit row or the first row of the cabin, and will be secured with an extension seat belt provided by the crew. An Instrument Seat does not come with a baggage allowance or an in-flight meal.</p>
<h2>Instruments in the hold</h2>
<p>Instruments checked in the hold are carried as a special item for £60 per one-way flight and must be packed in a hard flight case. Please declare the value of any instrument worth more than £1,500 when you check in.</p>
</article>
<footer>Skylark Airways Ltd. Fares and fees are correct at the time of publishing.</footer>
</body></html>
`,

  'drone-registration-official.md': `---
title: Registering to fly a drone or model aircraft
url: https://www.aviation-safety-office.example.gov/drones/registration
---
# Registering to fly a drone or model aircraft

Last updated 3 March 2025

There are two separate registrations. Depending on your drone, you may need one, both or neither.

## Operator ID

The operator is the person or organisation responsible for the drone. You must register for an Operator ID if your drone:

- weighs 250 g or more, or
- has a camera, whatever it weighs, unless it is a toy.

An Operator ID costs £11.79 and must be renewed every year. You must be 18 or over to register as an operator, so a parent or guardian should register for a child. You must label every drone you are responsible for with your Operator ID.

## Flyer ID

The flyer is the person who actually flies the drone. Anyone who flies a drone weighing 250 g or more must get a Flyer ID by passing a free online theory test of 40 multiple-choice questions. A Flyer ID is valid for five years.

There is no minimum age for a Flyer ID, but children under 13 must have a parent or guardian help them register and sit the test.

If your drone weighs less than 250 g you do not need a Flyer ID, although we recommend that everyone takes the test.

## Examples

- A 249 g drone with a camera: the operator needs an Operator ID; the person flying it does not need a Flyer ID.
- A 600 g drone with a camera: the operator needs an Operator ID and the person flying it needs a Flyer ID.
- A 200 g toy drone without a camera: no registration needed.

Flying without the right registration can lead to a fine of up to £1,000.
`,

  'mini-drone-blog.md': `---
title: Mini drones: the no-paperwork option
url: https://www.skyhobbyist.example.com/2019/11/mini-drones-no-paperwork
---
# Mini drones: the no-paperwork option

*Posted 12 November 2019 by Dan, in Buying guides*

If you're thinking about buying your first drone, here's the single best tip I can give you: go under 250 g.

Good news for anyone with a sub-250 g drone: you don't have to register it at all. No ID, no test, no fee, nothing. That's the main reason the sub-250 g class has taken off so quickly, and why the manufacturers are all racing to get their camera drones under that weight.

For heavier drones it's a different story. From the end of this month you'll need an operator registration, which is £9 a year, and whoever flies it has to pass an online competency test. Not the end of the world, but it's one more thing to sort out before the fun starts.

What do you give up by going small? Mainly wind resistance. A 240 g drone gets pushed around in anything over about 15 mph, and battery life is usually 25 to 30 minutes rather than the 35 to 40 you get from the bigger models. The cameras are very good now though: most shoot 4K.

My pick for beginners is anything with GPS return-to-home. Losing signal over a field is far less scary when the drone flies itself back to you.

Happy flying!

*3 comments*
`,

  'van-hire-rates.csv': `vehicle,example_model,load_length_m,gross_weight_kg,min_driver_age,min_years_licence_held,day_rate_gbp,weekend_rate_gbp,notes
Small van,Ford Transit Courier,1.6,1800,21,1,49,110,Drivers aged 21-24 pay a young driver surcharge of £15 per day
Medium van,Ford Transit Custom SWB,2.5,3000,21,1,65,145,Drivers aged 21-24 pay a young driver surcharge of £15 per day
Long wheelbase van,Ford Transit LWB high roof,3.5,3500,23,2,79,175,Drivers aged 23-24 pay a young driver surcharge of £15 per day
Luton van with tail lift,Ford Transit Luton,4.0,3500,25,3,95,210,Tail lift rated to 500 kg
7.5 tonne box lorry,DAF LF 7.5t,6.1,7500,25,3,160,350,Needs category C1 on your licence; most drivers who passed their test before 1 January 1997 have it
Weekend rate,,,,,,,,Weekend rate covers collection from 12:00 Friday to return by 09:00 Monday
Mileage,,,,,,,,All rates include 100 miles per day; extra miles are charged at 25p per mile
Fuel,,,,,,,,Vans are supplied with a full tank and must be returned full; otherwise refuelling is charged at £2.10 per litre
Licence check,,,,,,,,Bring your photocard driving licence and a DVLA check code generated within the last 21 days
Opening hours,,,,,,,,Branch open 8am to 6pm Monday to Saturday; vans returned outside these hours go through the key drop box by the gate
`,

  'garden-waste-service.txt': `BRIGHTWELL BOROUGH COUNCIL
Garden waste collection service - information for subscribers

Update (posted 20 January 2027)
Prices for 2027/28 were agreed at the council's budget meeting on 15 January 2027:
  - standard subscription: £58 per bin
  - early-bird price for standard subscriptions: £50 per bin if you renew or sign up before 31 March 2027
  - concession (households receiving Council Tax Reduction): £34 for the first bin
  - additional bins: £44 each

About the service
The garden waste service is an optional paid service. The subscription year runs from 1 April to 31 March. For 2026/27 the price is £52 per bin. Additional bins cost £40 each, up to a maximum of three bins per property. Households receiving Council Tax Reduction pay £30 for their first bin.

Collections
Garden bins are emptied every two weeks on the same day as your recycling. Put your bin out by 7am on collection day with the lid closed.

The service pauses for four weeks each winter. In 2026/27 there are no garden waste collections from 14 December 2026 to 8 January 2027. During those weeks the crews and vehicles move onto extra recycling rounds, because the amount of cardboard and glass we collect after Christmas roughly doubles, while fewer than 1 in 5 garden bins are put out in those weeks. The subscription price already takes the four-week pause into account.

What can go in your garden bin
Yes: grass cuttings, leaves, hedge trimmings, small branches up to 10 cm across, weeds, plants and flowers.
No: soil, turf, rubble, food waste, pet waste or animal bedding, plastic bags or plant pots.
Bins that contain the wrong items will not be emptied and a tag will be left on the handle explaining why.

Moving home
If you move to a new address within the borough your subscription can be moved with you at no cost. Call the contact centre on 01632 960 771 with your new address and moving date. Please leave your bin at the old property: we will deliver one to your new address within ten working days.

Missed collections
Report a missed collection online within two working days of your collection day.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // 1. yes/no decided by a later 'Update' that changes the threshold the asker's case falls on.
  {
    query:
      "Me and my partner earn about £37k a year between us before tax, we own our semi and the EPC says E. If I send the insulation grant application in October will we get it or are we over the limit?",
    type: 'yes/no',
    verdict: 'yes',
    probe: 'update raises the income limit above the asker\'s income for an October application',
    expect: {
      kind: 'answer',
      facts: [['38,500', '38.5k', '38500'], ['1 September', 'September 2026']],
      lead: ['yes', '38,500', '38.5k', 'below the', 'under the', 'qualify', 'eligible'],
      offTopic: ['council tenants', 'retrofit programme', 'park homes'],
    },
    untrue: ['you are over the limit', 'you would not qualify', 'you are not eligible', 'will not qualify'],
  },
  // 2. yes/no denied by an Update further up than the general rule ('on all fares').
  {
    query:
      "flying basic with Skylark on 15 april, can i still bring my acoustic guitar in its gig bag on board as well as my wheelie case?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'general rule allows it on all fares; an update from 1 March 2027 removes it on Basic',
    expect: {
      kind: 'answer',
      facts: [['1 March 2027', 'March 2027', '1 March'], ['special item', 'checked in', 'check it in', 'hold']],
      lead: ['no', 'not', "can't", 'cannot', 'no longer'],
      offTopic: ['violin', 'ukulele', 'trumpet'],
    },
    untrue: ['yes, you can', 'you can still bring', 'can still carry'],
  },
  // 3. yes/no where a current official page and an old blog disagree.
  {
    query:
      "just bought a 240g mini drone with a 4k camera for the kids, do I have to register it with anyone before we fly it in the park?",
    type: 'yes/no',
    verdict: 'yes',
    probe: 'camera makes an Operator ID needed under 250 g; an older blog says no registration at all',
    expect: {
      kind: 'answer',
      facts: [
        ['Operator ID', 'operator registration'],
        ['camera'],
        ['11.79'],
        ['2019', 'blog', "don't have to register", 'do not have to register', 'no registration', 'not need to register', "doesn't need to be registered"],
      ],
      lead: ['yes', 'Operator ID', 'must register', 'need to register', 'have to register'],
      offTopic: ['wind resistance', 'return-to-home', 'battery life'],
    },
    untrue: ['you need a Flyer ID', 'will need a Flyer ID', 'kids need a Flyer ID'],
  },
  // 4. comparison over a CSV: weekend rates of two rows.
  {
    query:
      "Moving flat over a weekend, is the Luton going to cost me more than the long wheelbase van for Fri to Mon?",
    type: 'comparison',
    verdict: 'yes',
    probe: 'weekend rate column of two rows: £210 vs £175',
    expect: {
      kind: 'answer',
      facts: [['210'], ['175']],
      lead: ['yes', '210', 'more'],
      offTopic: ['7.5 tonne', 'C1'],
    },
    untrue: ['cheaper than the long wheelbase', 'the Luton is cheaper', 'costs the same'],
  },
  // 5. comparison across a weight threshold; the deciding rule is the Flyer ID's 250 g line.
  {
    query:
      "my drone is 249g and my brother's is 570g, both have cameras. does he need more paperwork than me to fly his?",
    type: 'comparison',
    verdict: 'yes',
    probe: '250 g threshold: both need an Operator ID, only the heavier one needs a Flyer ID',
    expect: {
      kind: 'answer',
      facts: [['Flyer ID'], ['Operator ID'], ['250']],
      lead: ['yes', 'Flyer ID'],
      offTopic: ['wind resistance', 'battery life', 'return-to-home'],
    },
    untrue: ['both need a Flyer ID', 'you both need a Flyer ID', 'you also need a Flyer ID'],
  },
  // 6. why: the reason sits after the dates of the pause.
  {
    query: "why is there no green bin pickup for a whole month over christmas? I'm paying for a full year here",
    type: 'why/how',
    probe: 'the reason for the winter pause (crews moved to recycling, few garden bins put out)',
    expect: {
      kind: 'answer',
      facts: [['recycling'], ['doubles', 'double', 'twice'], ['1 in 5', 'one in five', 'fewer than']],
      lead: ['recycling', 'crews', 'cardboard'],
      offTopic: ['soil', 'turf', 'rubble', 'hedge trimmings'],
    },
    untrue: ['staff holidays', 'bank holidays'],
  },
  // 7. how: the steps and conditions for a seat for a large instrument.
  {
    query: "How do I go about taking my cello on the plane with me instead of putting it in the hold?",
    type: 'why/how',
    probe: 'Instrument Seat: by phone, 72 hours ahead, window seat, weight/height limits',
    expect: {
      kind: 'answer',
      facts: [['Instrument Seat', 'a seat', 'buy it a seat', 'its own seat'], ['72 hours', 'three days'], ['call', 'phone', 'Special Assistance'], ['window']],
      lead: ['seat', 'call', 'phone', 'Special Assistance'],
      offTopic: ['violin', 'ukulele', 'trumpet', 'clarinet'],
    },
    untrue: ['book it online', 'overhead locker if there is space'],
  },
  // 8. what/which: thresholds on age and years of licence in a CSV.
  {
    query: "I'm 22 and I've had my licence since I was 19. Which of the vans am I actually allowed to hire?",
    type: 'what',
    probe: 'min age 21 vs 23 vs 25 in the CSV; the surcharge note',
    expect: {
      kind: 'answer',
      facts: [['small van', 'Transit Courier'], ['medium van', 'Transit Custom'], ['£15', 'young driver surcharge', 'surcharge']],
      lead: ['small van', 'medium van', 'Courier', 'Custom'],
      offTopic: ['tail lift rated'],
    },
    untrue: ['you can hire the Luton', 'you can hire the long wheelbase', 'you can also hire the long wheelbase', 'you can hire the 7.5'],
  },
  // 9. what: price from an Update, where the asker's case (concession) is a separate line from the early-bird.
  {
    query:
      "I get council tax reduction and want to sign up for the garden bin for next year (2027/28). how much will it be if I pay before the end of March?",
    type: 'what',
    probe: 'the concession line of the update (£34), not the early-bird or last year\'s price',
    expect: {
      kind: 'answer',
      facts: [['£34', '34 pounds']],
      lead: ['£34', '34 pounds'],
      offTopic: ['soil', 'turf', 'missed collection'],
    },
    untrue: ['will cost £50', 'will cost you £50', 'you will pay £50', 'will be £50', 'will cost £30', 'will be £30', 'you will pay £30'],
  },
  // 10. what: the documents a private tenant must send, one of them only in the tenant's case.
  {
    query:
      "I rent my house privately and my landlord says he's fine with it. what do I actually need to send in with the insulation grant form?",
    type: 'what',
    probe: 'the application documents, including the tenant-only consent form',
    expect: {
      kind: 'answer',
      facts: [['Landlord Consent Form', 'LC2', 'consent form'], ['payslips', 'benefit award letter', 'proof of income', 'proof of your household income'], ['EPC', 'Energy Performance Certificate']],
      lead: ['consent', 'LC2', 'payslip', 'proof of', 'EPC'],
      offTopic: ['retrofit programme', 'park homes', 'cavity wall'],
    },
    untrue: ['private tenants cannot apply', 'tenants are not eligible'],
  },
  // 11. unanswerable: shares "cabin", "soft", "on board" with the airline page; pets are never mentioned.
  {
    query: "Can I bring my cat in the cabin with me on a Skylark flight if she's in a soft carrier?",
    type: 'unanswerable',
    probe: 'airline page covers instruments only, not pets',
    expect: { kind: 'none' },
    untrue: ['yes, you can bring', 'cats can travel', 'pets can travel'],
  },
  // 12. unanswerable: shares "vans", "hire" with the CSV; no equipment column.
  {
    query: "Do the hire vans come with sat nav and a bluetooth stereo, or should I bring my own?",
    type: 'unanswerable',
    probe: 'CSV has no equipment information',
    expect: { kind: 'none' },
    untrue: ['all vans come with', 'sat nav is included', 'sat nav included'],
  },
  // 13. half: the threshold rule is covered, the minibus (the asker's specific case) is not.
  {
    query:
      "my daughter's 10 and just measured 137cm. does she still legally need her booster seat in our car? and her school trip next month is in a minibus, does the same rule apply there?",
    type: 'half',
    probe: '135 cm threshold decides the car case; minibuses are not covered',
    expect: { kind: 'partial', facts: [['135']], missing: 'minibus' },
    untrue: ['she still needs her booster', 'she must keep using'],
  },
  // 14. half: moving within the borough is covered; leaving it and refunds are not.
  {
    query:
      "we're selling up and moving to another county in the summer. can I take the garden waste subscription with me, or do I get a refund for the months we won't use?",
    type: 'half',
    probe: 'moves are covered only within the borough; refunds are never mentioned',
    expect: { kind: 'partial', facts: [['within the borough']], missing: 'refund' },
    untrue: ['you will get a refund', 'you can get a refund', 'refunds are given', 'pro rata'],
  },
];
