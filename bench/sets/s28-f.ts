// Challenger ch28, class f: answers stated in other words than the asker's, verdicts decided indirectly
// (an exception, a figure, a condition), two sources that disagree on one point, and a 'main reason'
// among several. 7 documents, 14 questions, written blind.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'skyward-jump-rules.md': `---
title: Jump rules and safety | Skyward Trampoline Park, Lenbury
url: https://www.skywardlenbury.co.uk/jump-rules
---
# Jump rules and safety

Skyward is a lot of fun, but trampolines are only safe when everyone follows the same rules. Please read this page before you book. Every jumper needs a waiver: jumpers under 18 need one signed online by a parent or guardian before the day.

## Ages and supervision

- **Under 8s** must have a paying adult (18 or over) on the courts with them at all times. One adult can look after up to two under-8s.
- **Aged 8 to 11:** children may go on the courts without an adult beside them, but a parent or responsible adult aged 18 or over must stay in the building for the whole session. Our café overlooks the main court, so you can keep an eye on them with a coffee.
- **12 and over** may come on their own, as long as the online waiver has been signed in advance by a parent or guardian.
- **Little Leapers** is for children under 5 with their grown-up, on weekday mornings from 9:30 to 10:30.

## Grip socks

Skyward grip socks are compulsory for every jumper. They stop you slipping on the beds and the padding. A pair costs £2.50 and they can be used again on later visits, so bring them back with you. Ordinary socks and bare feet are not allowed on the courts.

## On the courts

- One jumper per trampoline bed at a time.
- No somersaults or flips, except in the coached Flip Zone sessions on Friday evenings.
- Empty your pockets: phones, keys and coins can damage the beds and hurt other jumpers. Lockers take a £1 coin, which you get back.
- No food, drinks or chewing gum on the courts.

## Who should not jump

For your own safety please do not jump if you are pregnant, have had surgery in the last six weeks, or have a back or neck condition. If you are unsure, ask your doctor before booking.

## Sessions

Standard sessions last 60 minutes. Please arrive 15 minutes early to watch the safety briefing video; anyone who misses the briefing may have to wait for the next slot. Our marshals can ask anyone who does not follow these rules to leave the courts, and no refund is given.
`,

  'kestrel-air-2-faq.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Kestrel Air 2 – Support and FAQ | Kestrel Audio</title></head>
<body>
<nav><a href="/">Kestrel Audio</a> › <a href="/support">Support</a> › Kestrel Air 2</nav>
<main>
<h1>Kestrel Air 2 wireless earbuds: support and FAQ</h1>

<h2>Charging and playback</h2>
<p>Each earbud gives up to 6 hours of playback on a full charge, and the charging case holds about three further full charges, or around 24 hours in total. Ten minutes in the case gives roughly an hour of listening. Charge the case with the supplied USB-C cable from a computer or a 5 V wall adapter.</p>

<h2>Battery life over time</h2>
<p>Like all rechargeable batteries, the cells in the earbuds and the case slowly lose capacity with use. The batteries are sealed inside the earbuds and the case and are not user-replaceable; opening an earbud breaks its seal and voids the warranty. When playback time has dropped too far, our service centre can fit new cells for a fixed fee of £39 per earbud, or £29 for the case. Within the two-year warranty this is free if capacity has fallen below 70%.</p>

<h2>Sweat and water</h2>
<p>Kestrel Air 2 is rated IPX4. The earbuds resist sweat and splashes of water from any direction, so they are fine for the gym or a run in the rain. They are not made to be submerged: do not swim or shower with them. The charging case is not water-resistant, so dry the earbuds before you put them back.</p>

<h2>One earbud not connecting</h2>
<p>If only one earbud plays, or the pair will not connect at all:</p>
<ol>
<li>Put both earbuds in the case and leave the lid open.</li>
<li>Press and hold the button on the back of the case for 15 seconds, until the light flashes amber.</li>
<li>On your phone, remove ("forget") Kestrel Air 2 from the Bluetooth list.</li>
<li>Pair again as a new device. The light flashes white when the earbuds are ready to pair.</li>
</ol>

<h2>Fit</h2>
<p>Three sizes of silicone ear tips (S, M and L) come in the box; the medium tips are fitted at the factory. A good seal gives fuller bass and keeps the earbuds in place.</p>

<h2>Updates</h2>
<p>Firmware updates are installed through the Kestrel Sound app for iOS and Android. Keep the earbuds in the open case near your phone while an update runs.</p>
</main>
<footer>© Kestrel Audio Ltd. Warranty terms apply.</footer>
</body>
</html>`,

  'garden-waste-2027.md': `---
title: Garden waste collections 2027 – renewing your subscription | Ashcombe District Council
url: https://www.ashcombe.gov.uk/bins/garden-waste-2027
---
# Garden waste collections 2027: renewing your subscription

Garden waste collection is an optional service that you pay for once a year. Your current subscription ends on 31 December 2026.

## When to renew

Renewals for the 2027 season open on 1 October 2026. Renewal forms may be sent to us up until 30 November. Anything that reaches us after that goes on the waiting list, and we cannot promise when your collections will start. If you pay by direct debit, the payment is taken on 15 December. Your new 2027 sticker will be posted to you in December; stick it on the lid of your brown bin so the crew know to empty it.

## What it costs

The charge for 2027 is £52 for one brown bin for the year. Each additional bin costs £35, up to a maximum of two extra bins per household. Households receiving Council Tax Reduction pay half price, which is £26 for the first bin. Charges are not refunded if you move away or cancel part way through the year.

## How to renew

- Online at ashcombe.gov.uk/gardenwaste (the quickest way)
- By phone on 01632 960410, Monday to Friday, 9am to 5pm
- Using the paper form sent with your last collection calendar

## Collections

Brown bins are emptied every other week, on the same day as your recycling. There are no garden waste collections between 21 December and 15 January, when our crews help with the extra Christmas recycling. Put your bin out by 7am with the lid closed; we do not take extra bags or waste left beside the bin.

## What can go in

Yes: grass cuttings, leaves, hedge trimmings, weeds, dead flowers and plants, and small branches up to 10 cm thick.

No: soil, turf, stones or rubble, food waste, plastic bags (including "compostable" ones), animal waste or pet bedding. Bins containing these will not be emptied, and a tag will be left on the handle telling you why.
`,

  'gazette-cable-car.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Brannock Hill cable car to reopen in March after rope delay | Westmoor Gazette</title></head>
<body>
<header><p class="masthead">Westmoor Gazette</p><p class="section">News › Brannock</p></header>
<article>
<h1>Brannock Hill cable car to reopen in March after rope delay</h1>
<p class="byline">By Carys Bellamy, Local Democracy Reporter · 9 January 2027</p>
<p>The Brannock Hill cable car will carry passengers again from Saturday 13 March, council papers seen by the Gazette show, five months later than first planned.</p>
<p>The cable car, which links the seafront to the summit of Brannock Hill, closed in January last year for a full refurbishment. It had been due to reopen last October, but the new haul rope failed its load test in August and a replacement had to be made in Austria and fitted over the winter.</p>
<p>Separately, the cost of the project has risen from £3.4 million to £3.8 million, which a council report puts down largely to the price of steel for the new towers.</p>
<p>Visitors will notice the difference. The old four-person cabins have been replaced by eight-person cabins with level boarding and room for a wheelchair, and the climb to the summit station will take about six minutes instead of nine.</p>
<p>Fares are going up. An adult return, which was £14 before the closure, will cost £16.50, and a child's return rises from £7 to £8.</p>
<p>Jenna Morcom, who runs the Summit View café, said the closure had hit trade hard. "We've had a very quiet year up here. Most of our customers come up on the cable car, so we're counting the days."</p>
<p>Councillor Idris Penhale, cabinet member for tourism, said: "It has been a long wait, but the people of Brannock will have a cable car fit for the next forty years."</p>
</article>
</body>
</html>`,

  'brannock-cable-car-reopening.md': `---
title: Reopening news | Brannock Hill Cable Car
url: https://www.brannockcablecar.co.uk/reopening
---
# We're reopening!

We are delighted to confirm that the Brannock Hill Cable Car will reopen to passengers on **Saturday 20 March 2027**, after a full refurbishment.

## Why the wait?

Our original autumn reopening had to be postponed after the new haul rope did not pass its final load test. Passenger safety comes first, so a new rope was manufactured and installed over the winter, and it has now passed every test.

## What's new

- New eight-person cabins (the old ones carried four), with level boarding and space for one wheelchair in every cabin.
- A faster ride: the journey from the seafront to the summit station now takes about six minutes.
- A heated waiting area at the seafront station.

## Fares from reopening

| Ticket | Return | Single |
|---|---|---|
| Adult | £16.50 (previously £14) | £10 |
| Child (4 to 15) | £8 | £5 |
| Under 4 | Free | Free |
| Family (2 adults, 2 children) | £44 | – |

Annual passes go on sale on the opening day.

## Opening times

The cable car runs daily from 10:00 to 17:00, with the last ride up at 16:30. For safety, it cannot run in winds above 45 mph. On windy days please check the live status on our home page before you travel.

## Getting here

The seafront station is on Marine Parade, five minutes' walk from Brannock bus station. The summit station has a café, toilets and the start of the Brannock Hill nature trail.
`,

  'hartwell-shop-newsletter.txt': `HARTWELL COMMUNITY SHOP - MEMBERS' NEWSLETTER, JANUARY 2027

Changes to our opening hours from Monday 1 February

Dear members,

After a lot of discussion, the committee has decided that from Monday 1 February the shop will open for shorter hours. We know this will be unwelcome news, and we want to explain why.

Our new hours will be:
  Monday to Saturday: 8:00 to 13:00, and 15:00 to 18:00 (closed over lunch)
  Sunday: 9:00 to 12:00
Until now we have been open 7:30 to 19:00 every day. The deli counter will only be open Thursday to Saturday.

Several things have come together. Our electricity bill has more than doubled, from 3,100 pounds to 7,400 pounds a year, most of it for running the chillers and freezers. Card payment fees now cost us about 90 pounds a month as fewer customers pay cash. Wholesale prices have gone up too, and we have tried hard not to pass all of that on.

But the single biggest factor, and the one that in the end forced the decision, is people. Two years ago we had 38 volunteers on the rota. Today we have 21. Many of our most loyal helpers have moved away or stepped back for health reasons, and a shop that is open eleven and a half hours a day, seven days a week, simply cannot be staffed by 21 people without wearing them out. Shorter hours let us cover every shift safely with two people behind the till.

How you can help

If you can spare even one two-hour shift a month, it makes a real difference. Add your name to the rota sheet by the till, or email rota@hartwellshop.org.uk. New volunteers have a single 90-minute training session with Margaret or Dev, and nobody works alone.

If enough new volunteers join, we will look at restoring longer hours in the summer.

Thank you for your support.
Ruth Allard, Chair, Hartwell Community Shop committee
`,

  'heat-pump-shortlist.csv': `model,maker,rated_output_kw,sound_power_db_a,min_outdoor_temp_c,refrigerant,max_flow_temp_c,installed_price_gbp,notes
Aldon HP7,Aldon Thermal,7,55,-15,R32,60,9800,"Compact unit; suits a typical 3-bed semi once the smallest radiators are upgraded"
Aldon HP10,Aldon Thermal,10,58,-20,R32,60,11200,"Larger fan; needs 1 m clear space in front of the unit and 30 cm behind"
Vantor 8,Vantor Energy,8,48,-25,R290,70,12400,"Quietest on our list; the high flow temperature can suit older radiators"
Vantor 12,Vantor Energy,12,53,-25,R290,70,14100,"For large or poorly insulated houses; two-fan unit, heavy, needs a concrete base"
Norvik Eco 6,Norvik,6,51,-10,R32,55,8600,"Cheapest to buy; only recommended in well insulated homes with underfloor heating"
Norvik Eco 9,Norvik,9,53,-20,R290,65,10900,"Five-year parts warranty as standard; app control included"
Halberd Air 5,Halberd,5,50,-15,R32,55,8100,"Small flats and bungalows; a wall bracket is available at extra cost"
Halberd Air 11,Halberd,11,57,-20,R410A,60,11900,"Older refrigerant; the maker is phasing this model out, so spare parts may get harder to find"
Corrin Hydro 8,Corrin,8,52,-20,R32,65,10400,"Good all-rounder; we have fitted the most of these and have had few call-outs"
Corrin Hydro 14,Corrin,14,60,-20,R32,65,15200,"Largest output here; loudest unit, so site it well away from bedrooms and boundaries"
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- yes/no, decided by an exception, a condition or a figure ---
  {
    query: "my lad is 10 - can I drop him off at Skyward for his session and nip to the shops for an hour?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'age band 8 to 11 in the document: may jump without adult beside but an adult must stay in the building',
    expect: {
      kind: 'answer',
      facts: [
        ['stay in the building', 'remain in the building', 'in the building', 'on site', 'on the premises', 'stay on site'],
        ['8 to 11', '8-11', '8–11', '8 – 11', '8 and 11', 'aged 8', 'between 8', 'eight to eleven'],
      ],
      lead: ['no', 'not', 'cannot', "can't", 'must stay', 'must remain', 'stay in', 'remain in', 'in the building'],
      offTopic: ['Little Leapers', 'somersault', 'locker', 'pregnant'],
    },
    untrue: ['can leave him', 'fine to leave', 'may leave him', 'can drop him off and'],
  },
  {
    query: 'The battery in my Kestrel Air 2 buds barely lasts an hour now, 3 years on. Can I just swap it out myself?',
    type: 'yes/no',
    verdict: 'no',
    probe: "'not user-replaceable' answers 'swap it myself'; the paid route is the service centre",
    expect: {
      kind: 'answer',
      facts: [
        ['not user-replaceable', 'not user replaceable', 'sealed', 'not replaceable by the user', 'not be replaced by the user'],
        ['£39', '39 pounds'],
      ],
      lead: ['not user', 'sealed', 'no', 'cannot', "can't", 'not replaceable'],
      offTopic: ['IPX4', 'ear tips', 'amber', 'firmware'],
    },
    untrue: ['£29 per earbud', '£29 each', '£39 for the case'],
  },
  {
    query: "We get down to about minus 12 on the worst winter nights here. Would an Aldon HP7 still keep running or does it give up?",
    type: 'yes/no',
    verdict: 'yes',
    probe: 'decided by a figure in a CSV cell: minimum outdoor temperature -15',
    expect: {
      kind: 'answer',
      facts: [['-15', 'minus 15', '−15', '-15°C', '-15 °C', '15°C', '15 °C', '15 degrees']],
      lead: ['-15', 'minus 15', '−15', 'yes', 'should', 'will'],
      offTopic: ['Vantor', 'Norvik', 'Halberd', 'R290'],
    },
    untrue: ['down to -20', 'down to minus 20', 'down to -10', 'down to minus 10', 'down to -25'],
  },
  // --- comparisons ---
  {
    query: 'Is a trip up Brannock Hill on the cable car going to cost me more now than it did before they shut it?',
    type: 'comparison',
    verdict: 'yes',
    probe: "'previously £14' vs £16.50: a fare rise said as a table cell and as 'fares are going up'",
    expect: {
      kind: 'answer',
      facts: [['£16.50', '16.50'], ['£14', '14 pounds']],
      lead: ['£16.50', '16.50', 'more', 'yes', 'rise', 'up from', 'higher', 'increase'],
      offTopic: ['wheelchair', '45 mph', 'haul rope', 'steel'],
    },
    untrue: ['£18', '£14.50'],
  },
  {
    query: "Is the Vantor 8 quieter than the Aldon HP7? It'd have to sit right under next door's bedroom window",
    type: 'comparison',
    verdict: 'yes',
    probe: 'quieter decided by sound power figures (48 vs 55 dB(A)) in a CSV',
    expect: {
      kind: 'answer',
      facts: [['48'], ['55']],
      lead: ['48', 'quieter', 'yes', 'quietest'],
      offTopic: ['refrigerant', 'R32', 'flow temp'],
    },
    untrue: ['Vantor 8 is louder', 'Aldon HP7 is quieter', 'Vantor 8 is noisier'],
  },
  // --- why / how ---
  {
    query: "Why is the cable car opening months later than the autumn reopening they'd promised?",
    type: 'why/how',
    probe: 'the cause (rope failed its load test) beside a cost rise that is not the cause',
    expect: {
      kind: 'answer',
      facts: [['rope'], ['load test', 'failed', 'did not pass', 'not pass', "didn't pass"]],
      lead: ['rope'],
      offTopic: ['wheelchair', '45 mph', 'Summit View', 'annual pass'],
    },
    untrue: ['because of the cost', 'because of the price of steel', 'delayed by the weather', 'cabins were late'],
  },
  {
    query: "only my left Kestrel bud connects to my phone now, the right one just sits there doing nothing - how do I fix it?",
    type: 'why/how',
    probe: "the steps under 'One earbud not connecting', asked in the user's words",
    expect: {
      kind: 'answer',
      facts: [['15 seconds', 'fifteen seconds'], ['amber'], ['forget', 'remove']],
      lead: ['case', 'hold', 'reset', 'button', '15 seconds'],
      offTopic: ['IPX4', '£39', 'ear tips', 'USB-C'],
    },
    untrue: ['10 seconds', 'flashes white until', 'hold the button on the earbud'],
  },
  // --- what / which ---
  {
    query: "What's the cut-off for renewing my brown bin for 2027? Don't want to miss it again",
    type: 'what',
    probe: "'may be sent up until 30 November' answers 'cut-off'; other dates nearby",
    expect: {
      kind: 'answer',
      facts: [['30 November', '30th November', 'November 30', '30 Nov']],
      lead: ['30 November', '30th November', 'November 30', '30 Nov'],
      offTopic: ['grass cuttings', 'soil', 'pet bedding', '7am'],
    },
    untrue: ['15 December', '15 January', '21 December', 'deadline is 31 December', 'until 31 December'],
  },
  {
    query: "what's the main reason Hartwell shop is cutting back its hours? someone told me it's the electric bill",
    type: 'what',
    probe: "several reasons; the document names one 'the single biggest factor' (volunteers), not the one the asker heard",
    expect: {
      kind: 'answer',
      facts: [['volunteer', 'rota'], ['21', 'twenty-one']],
      lead: ['volunteer', 'helper', 'staffed', 'staff', 'people'],
      offTopic: ['deli counter', 'training session'],
    },
    untrue: [
      'main reason is the electric',
      'main reason is electric',
      'mainly because of the electric',
      'biggest factor is the electric',
      'main reason is the card',
      'biggest factor is the card',
      'main reason is wholesale',
    ],
  },
  {
    query: "When can we actually ride the Brannock Hill cable car again? Want to take my parents up for my mum's birthday",
    type: 'what',
    probe: 'two sources disagree on the reopening date (13 March in the paper, 20 March from the operator)',
    expect: {
      kind: 'answer',
      facts: [
        ['13 March', 'March 13', '13th March'],
        ['20 March', 'March 20', '20th March'],
      ],
      lead: ['March'],
      offTopic: ['wheelchair', 'steel', 'Summit View'],
    },
    untrue: ['reopened in October', 'reopens in October', 'reopened last October'],
  },
  // --- unanswerable, sharing words ---
  {
    query: "Is there a weight limit on the trampolines at Skyward? I'm about 110kg and want to jump with my kids",
    type: 'unanswerable',
    probe: 'rules page covers ages, socks, who should not jump, but says nothing about weight',
    expect: { kind: 'none' },
  },
  {
    query: 'Do the Kestrel Air 2 earbuds have a low-latency mode for gaming?',
    type: 'unanswerable',
    probe: 'FAQ covers battery, water, pairing, fit, updates; nothing on latency or gaming',
    expect: { kind: 'none' },
  },
  // --- half-answerable ---
  {
    query: 'How much will it cost me to renew my garden bin for next year, and do pensioners get money off?',
    type: 'half',
    probe: 'price stated; only a Council Tax Reduction discount is mentioned, nothing about pensioners',
    expect: { kind: 'partial', facts: [['£52', '52 pounds']], missing: 'pension' },
  },
  {
    query: "What are the Hartwell shop's new opening times, and is the post office counter staying open?",
    type: 'half',
    probe: 'hours stated (with a lunchtime closure); the deli counter is a neighbour, no post office is mentioned',
    expect: {
      kind: 'partial',
      facts: [
        ['13:00', '1pm', '1 pm', '13.00', '1:00'],
        ['15:00', '3pm', '3 pm', '15.00', '3:00'],
      ],
      missing: 'post',
    },
  },
];
