// Challenger ch28, class s (structured sources asked in words): 7 documents, 14 questions, written blind.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. Markdown timetable with fares and conditions
  'route-42-timetable.md': `---
title: Route 42 timetable - Marsh Lane to Kingsbridge
url: https://www.dalecountybuses.example/routes/42
---
# Route 42: Marsh Lane - Hollin Green - Kingsbridge

Valid from 12 January 2026. Operated by Dale County Buses on behalf of Dale County Council.

## Monday to Friday, towards Kingsbridge

| Marsh Lane (Post Office) | Hollin Green | Pelham Road | Kingsbridge Bus Station | Kingsbridge Railway Station |
|---|---|---|---|---|
| 06:50 | 07:02 | 07:14 | 07:25 | 07:31 |
| 07:15 | 07:27 | 07:40 | 07:52 | 07:58 |
| 08:20 | 08:32 | 08:45 | 08:57 | 09:03 |
| 09:40 | 09:52 | 10:03 | 10:14 | 10:20 |
| 11:40 | 11:52 | 12:03 | 12:14 | 12:20 |
| 13:40 | 13:52 | 14:03 | 14:14 | 14:20 |
| 15:40 | 15:52 | 16:05 | 16:18 | 16:24 |
| 17:10 | 17:22 | 17:36 | 17:49 | 17:55 |

## Saturday, towards Kingsbridge

| Marsh Lane (Post Office) | Hollin Green | Pelham Road | Kingsbridge Bus Station | Kingsbridge Railway Station |
|---|---|---|---|---|
| 08:05 | 08:17 | 08:29 | 08:40 | 08:46 |
| 10:05 | 10:17 | 10:29 | 10:40 | 10:46 |
| 12:05 | 12:17 | 12:29 | 12:40 | 12:46 |
| 14:05 | 14:17 | 14:29 | 14:40 | 14:46 |
| 16:05 | 16:17 | 16:29 | 16:40 | 16:46 |

There is no service on Sundays or on bank holidays.

## Fares

| Ticket | Adult | Child (5-15) |
|---|---|---|
| Single, Marsh Lane to Kingsbridge | £3.20 | £1.60 |
| Return, same day | £5.40 | £2.70 |
| Dale Day Rider (all Dale County routes, one day) | £6.50 | £3.25 |
| Weekly Rider (seven consecutive days) | £22.00 | £11.00 |

Children under 5 travel free with a fare-paying adult, up to two children per adult.

Holders of the national concessionary bus pass (issued at 66 or for an eligible disability) travel free
from 09:30 to 23:00 Monday to Friday, and at any time on Saturdays. Before 09:30 on weekdays, pass holders
pay the normal adult fare.

## Notes

- Pelham Road is a request stop: signal clearly to the driver.
- Times at Hollin Green and Pelham Road are approximate.
- Until further notice the route does not call at Dale General Hospital (see service updates).
- Contactless payment is accepted on all buses. Cash fares need the exact money.
`,

  // 2. News report in HTML, sharing the timetable's words
  'kingsbridge-echo-route-42.html': `<html><head><title>Route 42 to miss hospital until spring | Kingsbridge Echo</title></head>
<body>
<article>
<h1>Route 42 buses to miss Dale General Hospital until spring</h1>
<p class="byline">By Amira Costa, Transport reporter - 9 January 2026</p>
<p>Passengers on the route 42 bus between Marsh Lane and Kingsbridge will not be able to get off at Dale
General Hospital from Monday 12 January until at least the end of March.</p>
<p>Hospital Road, the only way in to the hospital's bus turning circle, is being closed while Northdale Water
replaces a collapsed sewer beneath it. With the road shut, buses have no way to reach the turning circle, so the
42 will carry straight on along Pelham Road instead.</p>
<p>The nearest stop is now Pelham Road, around 600 metres from the hospital's main entrance. The hospital
says a volunteer-driven minibus will meet the 42 at Pelham Road on weekdays between 8am and 4pm.</p>
<p>"We know this is a long walk for some of our patients, especially in winter," said Dale County Council's
transport lead, Cllr Peter Ansah. "The water company has told us the repair cannot be done with the road open,
and we will put the hospital stop back the day the road reopens."</p>
<p>The new timetable that starts the same day also adds an earlier weekday journey, leaving Marsh Lane at 06:50,
which the council says was requested by hospital staff on early shifts. Fares are unchanged.</p>
<p>Some readers have asked whether bus pass holders could travel free before half past nine on their way to
hospital appointments. The council said the pass rules are set nationally and the local scheme has no budget
to extend them this year.</p>
<p>Dale County Buses said the Saturday timetable is not affected except that buses will no longer wait at the
hospital, which should make Saturday journeys about four minutes quicker.</p>
</article>
</body></html>`,

  // 3. Price list with conditions, opening hours and rules
  'wrenhurst-botanic-garden-visit.md': `---
title: Plan your visit - Wrenhurst Botanic Garden
url: https://www.wrenhurstgarden.example/visit
---
# Plan your visit

Wrenhurst Botanic Garden covers 28 acres of glasshouses, borders and woodland on the edge of Kingsbridge.

## Admission prices

| Ticket | Peak (April - September) | Off-peak (October - March) |
|---|---|---|
| Adult (16-64) | £14.50 | £11.00 |
| Senior (65 and over) | £12.00 | £9.00 |
| Student (with valid student card) | £10.00 | £8.00 |
| Child (5-15) | £7.00 | £5.50 |
| Under 5 | Free | Free |
| Family (2 adults and up to 3 children) | £38.00 | £29.00 |
| Carer of a disabled visitor | Free | Free |

Booking online at least a day ahead saves £1 on each adult, senior and student ticket. Family tickets are the same
price online and at the gate.

## Membership

Individual membership costs £52 a year and joint membership (two named adults at the same address) £85 a year.
Members get unlimited entry, two guest passes and 10% off in the shop.

## Opening times

From April to September the garden is open 10:00 to 18:00 (last entry 17:00). From October to March it is open
10:00 to 16:00 (last entry 15:00). The Palm House closes half an hour before the garden. We are closed from
24 to 26 December.

## Good to know

- Picnics are welcome on the Great Lawn, but not inside the glasshouses.
- Only assistance dogs are allowed in the garden.
- Bicycles must be left in the racks by the main gate.
- The Orangery café serves lunches from 12:00 to 14:30 every day.
- Most paths are level and suitable for wheelchairs; two wheelchairs can be borrowed free from the ticket office.
`,

  // 4. CSV of public chargers
  'kingsbridge-public-chargers.csv': `site,address,operator,connector,max_power_kw,price_per_kwh,hours,bays,notes
Riverside Multi-Storey,"Level 2, Riverside Car Park, Quay Street",ChargeWay,Type 2,7,£0.45,24 hours,6,Normal parking charges apply on top
Station Road Hub,"Station Road, next to Kingsbridge Railway Station",VoltHub,CCS and CHAdeMO,150,£0.79,24 hours,4,Contactless only; 45 minute limit
Fairmarket Superstore,"Pelham Road",Fairmarket,CCS,50,£0.59,06:00-22:00,2,Customers only
Kingsbridge Leisure Centre,"Mill Lane",ChargeWay,Type 2,22,£0.52,07:00-22:00,4,Maximum stay 3 hours
Town Hall,"Market Square",Dale County Council,Type 2,7,£0.40,08:00-18:00 Mon-Sat,2,Overnight for resident permit holders only
Hollin Green Village Hall,"Church Lane, Hollin Green",Hollin Community Energy,Type 2,7,£0.35,24 hours,1,Solar-powered; donations welcome
Marsh Lane Post Office,"Marsh Lane",ChargeWay,Type 2,11,£0.48,24 hours,2,
Dale General Hospital,"Visitor car park B, Hospital Road",VoltHub,CCS,50,£0.69,24 hours,4,Car park B closed until April 2026 (roadworks)
`,

  // 5. Specification sheet comparing four drills
  'cordless-drills-compared.md': `---
title: Cordless drills compared - spring 2026 range
url: https://www.toolhallkingsbridge.example/guides/cordless-drills
---
# Cordless drills compared

Our four best-selling cordless drills side by side. Prices are for the kit (drill body, one battery and a charger).

| | Hallam HD-18 | Brakk C14 | Brakk CX18 Combi | Vantor 12 Lite |
|---|---|---|---|---|
| Voltage | 18 V | 14.4 V | 18 V | 12 V |
| Maximum torque | 60 Nm | 38 Nm | 75 Nm | 28 Nm |
| Hammer action | No | No | Yes | No |
| Chuck | 13 mm keyless | 10 mm keyless | 13 mm metal keyless | 10 mm keyless |
| Weight with battery | 1.6 kg | 1.2 kg | 2.1 kg | 0.95 kg |
| Battery supplied | 2.0 Ah | 1.5 Ah | 4.0 Ah | 2.0 Ah |
| Largest hole in wood | 38 mm | 25 mm | 50 mm | 20 mm |
| Largest hole in steel | 13 mm | 10 mm | 13 mm | 8 mm |
| Largest hole in masonry | - | - | 13 mm | - |
| Speeds | 2 | 2 | 2 | 1 |
| Kit price | £89 | £64 | £149 | £49 |
| Warranty | 3 years | 2 years | 3 years (5 years if registered within 30 days) | 1 year |

## Which drill for which job?

Drilling into brick, block or stone needs hammer action, which taps the bit forward as it turns. Of these four,
only the Brakk CX18 Combi has it; the others will only scorch the bit on masonry. For putting up shelves on a
plasterboard wall, any of them will do with the right fixings.

For flat-pack furniture and light jobs, the Vantor 12 Lite is the lightest and cheapest, but with a single speed
and 28 Nm of torque it struggles with long screws into hardwood.

The Hallam HD-18 is our best all-rounder for wood and metal. Brakk batteries fit both Brakk drills in this
table, so if you already own a Brakk 18 V tool you can buy the CX18 Combi as a body only for £99.

Weights are measured by us with the supplied battery fitted and no bit in the chuck.
`,

  // 6. Numbered steps with a table of modes
  'nestling-duo-isize-fitting.txt': `NESTLING DUO i-SIZE CHILD CAR SEAT - QUICK FITTING GUIDE
Read the full manual before first use. Keep this guide with the seat.

WHICH MODE TO USE

Mode             Child height        Maximum child weight   Direction
Infant insert    40-60 cm            13 kg                   Rear-facing
Toddler          61-105 cm           18 kg                   Rear-facing
Forward          76-105 cm           18 kg                   Forward-facing

Under i-Size rules your child must travel rear-facing until they are at least 15 months old. Only turn the seat
to face forward when your child is BOTH over 15 months old AND at least 76 cm tall. Rear-facing for longer is
safer, so you do not have to turn the seat at 15 months.

Never fit the seat rear-facing in a front passenger seat with an active airbag.

FITTING THE BASE

1. Slide the vehicle seat fully back and make sure the backrest is upright.
2. Pull out both ISOFIX arms from the base until they click at full length.
3. Push the arms onto the ISOFIX anchor points in the gap between the vehicle's seat cushion and backrest. Each
   indicator window on the base turns from red to green when its arm has locked.
4. Fold down the support leg and lower it until it rests firmly on the car floor. The leg indicator turns green
   when it is touching the floor. Do not rest the leg on the lid of an underfloor storage compartment.
5. Push the base firmly back towards the vehicle backrest. Hold the base at the belt path and rock it: it should
   move no more than 2 cm from side to side. If it moves more, release the arms and repeat steps 3 to 5.

PUTTING YOUR CHILD IN

6. Set the headrest so its lower edge sits two fingers' width above your child's shoulders.
7. Buckle the harness and pull the adjuster strap until you can fit only one finger flat between the harness
   and your child's collarbone.
8. Check all three indicators are green before every journey.

The seat shell should be replaced after any accident, even if there is no visible damage.
`,

  // 7. Price list in HTML with prose around it
  'kingsbridge-pharmacy-travel-clinic.html': `<html><head><title>Travel Clinic - Kingsbridge Pharmacy</title></head>
<body>
<h1>Travel Clinic</h1>
<p>Our pharmacist-led travel clinic gives advice and vaccinations for trips abroad. Please book at least six to
eight weeks before you travel, as some courses take several weeks to complete.</p>
<h2>Vaccine prices</h2>
<table>
<tr><th>Vaccine</th><th>Doses</th><th>Price per dose</th><th>Full course</th><th>Notes</th></tr>
<tr><td>Hepatitis A</td><td>2</td><td>£55</td><td>£110</td><td>Second dose 6 to 12 months after the first</td></tr>
<tr><td>Hepatitis B</td><td>3</td><td>£50</td><td>£150</td><td>Doses at 0, 1 and 6 months; faster schedule available</td></tr>
<tr><td>Typhoid (injection)</td><td>1</td><td>£45</td><td>£45</td><td>Give at least 2 weeks before travel</td></tr>
<tr><td>Cholera (oral drink)</td><td>2</td><td>£35</td><td>£70</td><td>Doses 1 to 6 weeks apart</td></tr>
<tr><td>Rabies</td><td>3</td><td>£65</td><td>£195</td><td>Days 0, 7 and 21 to 28</td></tr>
<tr><td>Japanese encephalitis</td><td>2</td><td>£95</td><td>£190</td><td>Doses 28 days apart</td></tr>
<tr><td>Yellow fever</td><td>1</td><td>£80</td><td>£80</td><td>Includes certificate; valid from 10 days after the dose</td></tr>
</table>
<p>A travel consultation costs £20. If you have any vaccine with us on the same day, the £20 is taken off your bill.</p>
<h2>Could you get it free?</h2>
<p>Some travel vaccines are free on the NHS from your GP practice: typhoid, hepatitis A and cholera. We charge for
these because we are a private service, so check with your surgery first. Rabies, hepatitis B, Japanese
encephalitis and yellow fever are not free on the NHS for travel.</p>
<h2>Opening times</h2>
<p>The clinic runs by appointment only on Tuesdays and Thursdays from 14:00 to 18:00 and on Saturdays from 09:00
to 12:00. Book online or at the pharmacy counter. We cannot see walk-in patients.</p>
<p>Children under 16 must come with a parent or guardian. We can pay by card or cash; sorry, we cannot accept
cheques.</p>
</body></html>`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // yes/no
  {
    query: "I'm 67 and I've got my bus pass. Can I use it on the 7.15 into Kingsbridge on a weekday?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'condition on a fares table: pass free only from 09:30 on weekdays',
    expect: {
      kind: 'answer',
      facts: [['09:30', '9:30', '9.30', 'half past nine'], ['adult fare', '£3.20', 'normal fare', 'pay the fare', 'full fare']],
      lead: ['09:30', '9:30', '9.30', 'half past nine', 'adult fare', 'normal adult fare', 'not free', 'no'],
      offTopic: ['hospital', 'Saturday timetable', '£6.50'],
    },
    untrue: ['free at any time on weekdays', 'free all day on weekdays', 'from 09:00', 'after 9am'],
  },
  {
    query: 'Want to put some shelves up on a brick wall in the garage - will the Hallam HD-18 manage it?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'row "Hammer action: No" plus prose: brick needs hammer action; the CX18 Combi has it',
    expect: {
      kind: 'answer',
      facts: [['hammer'], ['CX18', 'Combi']],
      lead: ['hammer', 'not', 'no', "won't", 'cannot', "can't"],
      offTopic: ['flat-pack', 'Vantor'],
    },
    untrue: ['HD-18 has hammer', 'Hallam HD-18 can drill brick', 'Hallam HD-18 can drill masonry'],
  },
  {
    query: 'My daughter is 17 months and about 82cm tall. Is she allowed to face forwards in our Nestling Duo now?',
    type: 'yes/no',
    verdict: 'yes',
    probe: 'two-part condition (15 months and 76 cm) both met',
    expect: {
      kind: 'answer',
      facts: [['15 months'], ['76 cm', '76cm']],
      lead: ['15 months', '76 cm', '76cm', 'yes', 'can'],
      offTopic: ['airbag', 'collarbone'],
    },
    untrue: ['must stay rear-facing until', 'not allowed to face forward', 'too young'],
  },
  // comparisons
  {
    query: "Is it cheaper to charge my car at the leisure centre than at the Fairmarket supermarket?",
    type: 'comparison',
    verdict: 'yes',
    probe: 'two CSV rows compared on price per kWh',
    expect: {
      kind: 'answer',
      facts: [['£0.52', '0.52', '52p', '52 pence'], ['£0.59', '0.59', '59p', '59 pence']],
      lead: ['£0.52', '0.52', '52p', 'cheaper', 'yes'],
      offTopic: ['Riverside', 'Hollin Green', 'Town Hall'],
    },
    untrue: ['Fairmarket is cheaper', 'supermarket is cheaper', 'more expensive at the leisure centre'],
  },
  {
    query: 'Is the Hallam drill lighter than the small Brakk one (the 14.4V)?',
    type: 'comparison',
    verdict: 'no',
    probe: 'two columns of a spec table compared on weight with units',
    expect: {
      kind: 'answer',
      facts: [['1.6 kg', '1.6kg', '1,600 g', '1600 g'], ['1.2 kg', '1.2kg', '1,200 g', '1200 g']],
      lead: ['1.6 kg', '1.6kg', '1.2 kg', '1.2kg', 'heavier', 'no', 'lighter'],
      offTopic: ['0.95 kg', '2.1 kg'],
    },
    untrue: ['Hallam is lighter', 'HD-18 is lighter', 'Hallam HD-18 is the lighter'],
  },
  // why/how
  {
    query: "why has the 42 stopped going to the hospital? my mum has appointments there",
    type: 'why/how',
    probe: 'cause in prose beside the timetable (road closed for sewer repair, no way to turn)',
    expect: {
      kind: 'answer',
      facts: [['sewer', 'water company', 'Northdale Water'], ['Hospital Road', 'road is closed', 'road closure', 'road shut', 'closed', 'turning circle', 'roadworks', 'road works', 'road open']],
      lead: ['sewer', 'Hospital Road', 'closed', 'closure', 'road shut', 'turning circle', 'roadworks'],
      offTopic: ['06:50', 'bus pass', 'contactless'],
    },
    untrue: ['budget cuts', 'low passenger numbers', 'permanently'],
  },
  {
    query: "How can I tell if I've got the car seat base in tight enough?",
    type: 'why/how',
    probe: 'the checking step among numbered steps: rock it, no more than 2 cm; indicators green',
    expect: {
      kind: 'answer',
      facts: [['2 cm', '2cm', 'two centimetres', 'two cm'], ['green']],
      lead: ['2 cm', '2cm', 'two centimetres', 'rock', 'side to side', 'green'],
      offTopic: ['collarbone', "two fingers", 'airbag'],
    },
    untrue: ['5 cm', 'one finger flat between the base'],
  },
  // what/which
  {
    query: 'I have to be at Kingsbridge train station before 9 on a Saturday morning. Which bus do I catch from Marsh Lane?',
    type: 'what',
    probe: 'the right table (Saturday) and the right row: 08:05, arriving 08:46',
    expect: {
      kind: 'answer',
      facts: [['08:05', '8:05', '8.05', '0805'], ['08:46', '8:46', '8.46']],
      lead: ['08:05', '8:05', '8.05'],
      offTopic: ['06:50', '07:15', '08:20', '09:03'],
    },
    untrue: ['no service on Saturday', 'catch the 08:20', 'catch the 07:15'],
  },
  {
    query: "Just passing through Kingsbridge and need a quick top-up - where's the fastest charger?",
    type: 'what',
    probe: 'largest value in a CSV column (150 kW at Station Road Hub)',
    expect: {
      kind: 'answer',
      facts: [['Station Road'], ['150']],
      lead: ['Station Road', '150'],
      offTopic: ['Hollin Green Village Hall', 'Town Hall'],
    },
    untrue: ['Fairmarket is the fastest', 'Riverside is the fastest', 'Leisure Centre is the fastest'],
  },
  {
    query: "We're going trekking in Nepal next spring. What will the rabies jabs cost me all in at the pharmacy?",
    type: 'what',
    probe: 'full-course column rather than per-dose column: £195 for three doses',
    expect: {
      kind: 'answer',
      facts: [['£195', '195'], ['three doses', '3 doses', 'three injections', 'three jabs', 'three', '3']],
      lead: ['£195', '195'],
      offTopic: ['yellow fever', 'Japanese encephalitis', 'cholera'],
    },
    untrue: ['£65 in total', 'free on the NHS', 'costs £65 all in'],
  },
  // unanswerable
  {
    query: 'Do the route 42 buses have a space for a wheelchair?',
    type: 'unanswerable',
    probe: 'nothing on the buses\' accessibility; garden wheelchairs and disability pass share words',
    expect: { kind: 'none' },
    untrue: ['two wheelchairs can be borrowed', 'suitable for wheelchairs'],
  },
  {
    query: 'How long does it take to charge the battery on the Brakk CX18?',
    type: 'unanswerable',
    probe: 'spec sheet has battery size but no charging time; EV charger CSV shares "charge"',
    expect: { kind: 'none' },
    untrue: ['45 minute', '3 hours'],
  },
  // half
  {
    query: "What's a family ticket at Wrenhurst in August, and is there somewhere to park the car?",
    type: 'half',
    probe: 'peak family price given; parking not mentioned for the garden (chargers CSV mentions car parks elsewhere)',
    expect: { kind: 'partial', facts: [['£38']], missing: 'park' },
    untrue: ['£29', 'Riverside Car Park'],
  },
  {
    query: 'How much is the typhoid jab at the Kingsbridge pharmacy and how many years does it protect you for?',
    type: 'half',
    probe: 'price in the table; duration of protection not given',
    expect: { kind: 'partial', facts: [['£45']], missing: 'protect' },
    untrue: ['£55', '£35', 'three years', '3 years'],
  },
];
