// Challenger ch32, class t (tables and numbers asked in words): 7 documents, 14 questions, written blind
// (without reading the engine's code, its tests or the team's sets, before running the engine).
// Topics: a trampoline park's price list (Markdown table) and its FAQ (HTML), a folding e-bike spec sheet
// (Markdown table) and an owners' forum thread (.txt), a rural bus timetable (CSV) with its fares and notice
// (.txt), and a winter tyre test (HTML with a results table).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'jumpzone-prices-2026.md': `---
title: JumpZone Trampoline Park: prices 2026
url: https://www.jumpzone-ashby.example/prices
---
# Prices 2026

All prices are per jumper and include a safety briefing. Book online or at the front desk; walk-ins are
welcome when there is space, but weekend sessions usually sell out.

| Session | Who can jump | Length | Off-peak | Peak |
|---|---|---|---|---|
| Open Jump 60 | Ages 7+ | 60 min | £12.50 | £15.00 |
| Open Jump 90 | Ages 7+ | 90 min | £16.00 | £19.50 |
| Little Jumpers | Ages 2–6, with one adult | 45 min | £8.00 | £9.50 |
| Family Jump (2 adults + 2 children aged 7+) | Family of four | 60 min | £40.00 | £48.00 |
| Quiet Session (SEN) | All ages | 60 min | £9.00 | not offered |
| Dodgeball League | Ages 12+ | 60 min | £7.00 | £7.00 |
| Fitness Bounce | Adults 16+ | 45 min | £8.50 | not offered |

**Peak** means Saturdays, Sundays, bank holidays and local school holidays. **Off-peak** means Monday to
Friday during school term.

## Extras

- **Grip socks** are compulsory for every jumper: £2.50 a pair. They are yours to keep, so bring them back
  next time and you won't pay again.
- **The adult with a Little Jumper** jumps free (one adult per child). A second adult pays £4.00.
- **Spectators** watch from the viewing deck for £1.50, which includes a hot drink.
- **Lockers** take a £1 coin, returned when you empty the locker.

## Parties

| Party package | Jumpers | Price |
|---|---|---|
| Bounce Party | up to 10 | £180 |
| Bounce Party Plus (with pizza and squash) | up to 10 | £230 |
| Extra jumper on either package | each, up to 20 in total | £15 |

Parties run on Saturdays and Sundays only, with 60 minutes of jumping followed by 45 minutes in a party
room. A £50 deposit secures the date; the rest is paid on the day.
`,

  'jumpzone-faq.html': `<html><head><title>JumpZone FAQ</title></head><body>
<nav><a href="/">Home</a> | <a href="/prices">Prices</a> | <a href="/book">Book</a> | <a href="/faq">FAQ</a></nav>
<h1>Frequently asked questions</h1>

<h3>How old do you have to be?</h3>
<p>Open Jump sessions are for ages 7 and over. Younger children, from age 2 to 6, jump in our Little Jumpers
sessions on the separate low court, always with an adult beside them. We check ages at the desk, and staff may
ask for proof of age if a child looks younger than 7.</p>

<h3>Why can't little ones jump on the main courts?</h3>
<p>The main courts are linked trampolines with a much stronger bounce. When a bigger jumper lands near a small
child, the child is thrown upwards without warning (a "double bounce"), and that is the most common cause of
injuries at trampoline parks. The low court has softer beds and only small children on it.</p>

<h3>Do I have to stay with my child?</h3>
<p>Children aged 7 to 11 must have an adult aged 18 or over on site for the whole session, either jumping or on
the viewing deck. Jumpers aged 12 to 15 may be dropped off, as long as a parent or guardian has signed the
waiver for them in advance.</p>

<h3>What is the waiver?</h3>
<p>Every jumper needs a waiver signed online before their first visit. A parent or guardian signs for anyone
under 18. A waiver stays valid for 12 months.</p>

<h3>Is there a weight limit?</h3>
<p>Yes: the trampolines are rated for jumpers up to 120 kg. For their own safety we cannot admit anyone who is
pregnant, and we ask anyone with a back or heart condition to speak to their doctor first.</p>

<h3>Why do we have to wear your socks?</h3>
<p>Our grip socks have rubber dots on the sole that stop jumpers slipping on the beds and the padded edges, and
they keep the mats clean. Ordinary socks and bare feet are not allowed.</p>

<h3>When are you open?</h3>
<p>In school term we open Monday to Friday from 3pm to 8pm, and 10am to 8pm on Saturdays and Sundays. In school
holidays we open 10am to 8pm every day. The Quiet Session, with the music off and half the usual numbers, runs at
9am on the first Sunday of each month.</p>

<h3>Can I change my booking?</h3>
<p>You can move a booking to another date free of charge up to 24 hours before it starts. We do not give refunds,
and missed sessions cannot be moved.</p>

<h3>Where do I park?</h3>
<p>The retail park car park is free for the first 2 hours. The 27 bus stops at Ashby Leisure Centre, a two-minute
walk away.</p>
<footer>JumpZone Ashby, Unit 4, Ashby Retail Park. &copy; 2026</footer>
</body></html>`,

  'folding-ebikes-spec-sheet.md': `---
title: Folding e-bikes in stock: spec sheet
url: https://www.cyclebarn.example/folding-ebikes/specs
---
# Folding e-bikes: spec sheet (spring 2026)

All five folding e-bikes we stock side by side. Every model is limited to 25 km/h with the motor, as the law
requires, and every one folds in under 20 seconds once you have had a little practice.

| Model | Weight | Battery | Claimed range | Charge time | Max rider weight | Folded size (L x W x H) | Removable battery | Price |
|---|---|---|---|---|---|---|---|---|
| Brisa Fold 7 | 17.8 kg | 252 Wh | 60 km | 4.5 h | 110 kg | 80 x 40 x 65 cm | Yes | £1,149 |
| Tallis Metro | 21.5 kg | 375 Wh | 85 km | 6 h | 120 kg | 88 x 45 x 70 cm | Yes | £1,399 |
| Kestrel Mini | 15.9 kg | 216 Wh | 45 km | 3.5 h | 100 kg | 74 x 38 x 60 cm | No | £1,299 |
| Urbano Flex | 19.2 kg | 418 Wh | 100 km | 7 h | 130 kg | 90 x 42 x 72 cm | Yes | £1,649 |
| Nimbus Pocket | 13.4 kg | 180 Wh | 35 km | 3 h | 95 kg | 62 x 32 x 58 cm | No | £1,899 |

## Notes

- **Claimed range** is the maker's own figure, measured in the lowest assist level with a 75 kg rider on flat
  ground in mild weather. Expect less in everyday riding.
- **Weight** includes the battery but not pedals or accessories.
- **Charge time** is from empty to full with the charger supplied in the box. Every price includes the charger.
- **Warranty:** frames are covered for 5 years. Batteries are covered for 2 years, except the Urbano Flex, whose
  battery is covered for 3 years.
- The Nimbus Pocket has 3 gears; the other four have 7.
- Test rides are free in store, and we set up the saddle and bars to fit you when you collect your bike.
`,

  'ebike-owners-forum.txt': `FoldingRiders forum > Electric folders > "Real range of Tallis Metro vs Brisa Fold 7?"

posted by commute_kate:
Thinking of getting either the Tallis Metro or the Brisa Fold 7 for a 14 km each-way commute with a couple of
hills. The spec sheets say 85 km and 60 km. Is that anywhere near real life? I'd like to charge only twice a week.

reply from gearhead_dan:
Nowhere near, sadly. My Tallis Metro does about 52 km on a charge in the middle assist level, and I weigh 90 kg.
The makers measure in the lowest assist with a light rider on the flat, and nobody rides like that. Hills and a
heavy rider eat the battery far quicker.

reply from pennyfarthing_pete:
Brisa Fold 7 owner here: I get 34 km on my hilly route in mid assist. In January it dropped to about 27 km. Cold
batteries lose roughly a fifth of their range, so keep the battery indoors overnight if you can.

reply from commute_kate:
Thanks both. So on 28 km a day the Brisa would need charging every day and the Tallis every other day?

reply from gearhead_dan:
Pretty much. One more thing on the Tallis: the charger in the box is slow (6 hours). The fast charger is an extra
£79 and gets it down to about 3.5 hours.

reply from lightweight_lou:
If you ever take it on a train, look at the Nimbus Pocket. It's tiny folded and I can carry it one-handed, but
I only get about 22 km from it, so it's really a last-mile bike.

reply from pennyfarthing_pete:
Also someone on another thread said the Kestrel Mini has a removable battery. It doesn't, the battery is sealed in
the frame, so you have to take the whole bike to a socket. Worth knowing if you live in a flat.

reply from commute_kate:
Update: went with the Tallis in the end. First week, 31 km a day on the same route over three days of riding was
fine on one charge. Heavy to lift onto the train though!
`,

  'route-27-timetable-to-moorend.csv': `days,journey,Ashby Market,Ashby Leisure Centre,Harlow Green,Harlow Cross,St Brides Church,Kettleby Station,Kettleby Road End,Moorend Hospital,notes
Mon-Fri,1,06:45,06:50,06:58,07:02,07:10,07:17,07:20,07:25,
Mon-Fri,2,08:15,08:20,08:28,08:32,08:40,08:47,08:50,08:55,Schooldays only
Mon-Fri,3,10:30,10:35,10:43,10:47,10:55,11:02,11:05,11:10,
Mon-Fri,4,13:30,13:35,13:43,13:47,13:55,14:02,14:05,14:10,
Mon-Fri,5,16:10,16:15,16:23,16:27,16:35,16:42,16:45,16:50,
Mon-Fri,6,18:20,18:25,18:33,18:37,18:45,18:52,,,Fridays: terminates at Kettleby Station; Mon-Thu continues to Moorend Hospital arriving 19:00
Saturday,1,08:45,08:50,08:58,09:02,09:10,09:17,09:20,09:25,
Saturday,2,12:15,12:20,12:28,12:32,12:40,12:47,12:50,12:55,
Saturday,3,16:40,16:45,16:53,16:57,17:05,17:12,17:15,17:20,
Sunday,1,10:05,10:10,10:18,10:22,10:30,10:37,10:40,10:45,New from 1 March 2026
Sunday,2,15:35,15:40,15:48,15:52,16:00,16:07,16:10,16:15,New from 1 March 2026
`,

  'route-27-fares-and-notice.txt': `ASHBY & MOOREND COMMUNITY BUSES
Route 27: Ashby Market - Harlow Green - St Brides - Kettleby Station - Moorend Hospital
Fares and passenger notice, valid from 1 March 2026

WHAT'S CHANGING
From Sunday 1 March 2026 route 27 runs on Sundays for the first time, with two journeys each way, paid for by
the county's rural transport fund for a two-year trial. On bank holidays the Sunday timetable applies. The full
route from Ashby Market to Moorend Hospital takes about 40 minutes. Journey 2 on weekdays (08:15 from Ashby
Market) runs on schooldays only.

FARES FROM ASHBY MARKET
Destination          Adult single  Adult return  Child single  Child return
Harlow Green         £2.00         £3.60         £1.00         £1.80
St Brides Church     £2.00         £3.60         £1.00         £1.80
Kettleby Station     £3.10         £5.40         £1.55         £2.70
Moorend Hospital     £3.90         £6.80         £1.95         £3.40

DAY TICKETS (unlimited travel on route 27 for the day)
Adult day ticket          £7.50
Child day ticket          £3.75
Group day ticket          £15.00  (up to 5 people travelling together, no more than 2 of them aged 19 or over)

WHO PAYS WHAT
- Children under 5 travel free, up to two with each fare-paying passenger.
- Children aged 5 to 15 pay the child fare.
- Young people aged 16 to 18 pay the child fare if they show a Youth ID card; without one they pay the adult fare.
- Holders of an older person's bus pass travel free after 09:30 on weekdays and all day at weekends and on bank
  holidays. Before 09:30 on weekdays they pay the adult fare.
- Returns are valid for the return journey on the same day only.

LUGGAGE, PUSHCHAIRS, DOGS AND BIKES
- Pushchairs are welcome, subject to space; folded pushchairs may be needed if the bus is busy.
- Well-behaved dogs on a lead travel free.
- Folding bicycles are carried free if they are folded and no larger than 85 x 45 x 70 cm, so that they fit the
  luggage rack. Bicycles that do not fold cannot be carried.

PAYING
Drivers accept cash and contactless card. Please have the exact fare ready if you pay cash.

Lost property: call the depot on 01632 960 227, Monday to Friday, 9am to 5pm.
`,

  'winter-tyre-test-2026.html': `<html><head><title>Winter tyre test 2026: six tyres on snow, wet and dry | Motoring Weekly</title></head>
<body>
<div class="cookie-banner">We use cookies to improve your experience. <button>Accept</button></div>
<article>
<h1>Winter tyre test 2026: six tyres on snow, wet and dry</h1>
<p class="byline">By Fiona Hale, tests editor. Published 14 January 2026</p>

<p>We tested five cold-weather tyres in the popular 205/55 R16 size, with a summer tyre as a reference, on the same
family hatchback. The snow tests were run at minus 4&deg;C at a proving ground in northern Sweden in February; the
wet and dry tests at 5&deg;C on a test track in Germany.</p>

<table>
<tr><th>Tyre</th><th>Type</th><th>Price each</th><th>Snow braking, 50-0 km/h</th><th>Wet braking, 80-0 km/h</th><th>Dry braking, 100-0 km/h</th><th>Noise</th><th>Score /100</th></tr>
<tr><td>Nordhavn WinterGrip 5</td><td>Winter</td><td>&pound;112</td><td>17.9 m</td><td>31.2 m</td><td>38.6 m</td><td>70 dB</td><td>86</td></tr>
<tr><td>Calder Alpine HP</td><td>Winter</td><td>&pound;98</td><td>18.4 m</td><td>30.1 m</td><td>39.4 m</td><td>71 dB</td><td>84</td></tr>
<tr><td>Calder AllWeather 2</td><td>All-season</td><td>&pound;89</td><td>19.6 m</td><td>29.8 m</td><td>37.9 m</td><td>70 dB</td><td>81</td></tr>
<tr><td>Velox Snowline 3</td><td>Winter</td><td>&pound;121</td><td>18.1 m</td><td>33.5 m</td><td>40.2 m</td><td>69 dB</td><td>79</td></tr>
<tr><td>Maxtrek IceBound</td><td>Winter</td><td>&pound;64</td><td>21.7 m</td><td>38.9 m</td><td>44.0 m</td><td>73 dB</td><td>58</td></tr>
<tr><td>Drummond Summer Sport (reference)</td><td>Summer</td><td>&pound;95</td><td>33.8 m</td><td>29.5 m</td><td>36.1 m</td><td>72 dB</td><td>not scored</td></tr>
</table>
<p class="caption">Prices are the average online price per tyre in January 2026. Fitting and balancing usually add
about &pound;15 per tyre.</p>

<h2>The verdict</h2>
<p>The Nordhavn WinterGrip 5 is our overall winner: it stopped shortest on snow and was consistent everywhere. The
Calder Alpine HP runs it close. It beat the winner in the wet, and at &pound;14 less per tyre it is our best buy.</p>
<p>The budget Maxtrek IceBound is not recommended. On snow it needed almost 4 metres more than the winner to stop,
and in the wet it was the worst tyre here by a wide margin.</p>
<p>The Calder AllWeather 2 all-season tyre is a sensible compromise for drivers in the south who rarely see snow:
it gave away little on snow and stopped shorter in the wet than any of the winter tyres. The summer reference
tyre needed almost twice the winner's distance to stop on snow.</p>

<h2>Why winter tyres work</h2>
<p>Winter tyres use a softer rubber compound that stays flexible below about 7&deg;C, when the rubber of a summer
tyre hardens and grips less. Their treads are also cut with hundreds of thin slits, called sipes, whose edges bite
into snow and ice, and their deeper grooves pack with snow, which grips the snow on the road better than rubber
does.</p>
<p>The legal minimum tread depth in the UK is 1.6 mm, but winter tyres lose much of their snow grip below about
4 mm, so we suggest replacing them at that point.</p>
</article>
<aside><h3>Related</h3><ul><li>Best dashcams of 2026</li><li>How to jump-start a car safely</li></ul></aside>
</body></html>`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no (3) ----
  {
    query: 'my son is 6 and desperate to do the normal hour long jump at JumpZone with his older cousins, is he allowed to?',
    type: 'yes/no',
    probe: 'a table cell (Ages 7+) decides against the asker\'s own figure (6); the younger session is the alternative',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['7+', 'ages 7', 'aged 7', 'age 7', 'age of 7', '7 and over', '7 or over', '7 or older', 'seven'], ['Little Jumpers']],
      lead: ['7', 'seven', 'not', "isn't", "can't", 'cannot'],
      offTopic: ['120 kg', 'waiver stays valid', 'Dodgeball'],
    },
    untrue: ['he is allowed', 'he can join', 'yes, he can', 'ages 2 and over can'],
  },
  {
    query: 'Can I take a Tallis Metro on the 27 bus if I fold it up?',
    type: 'yes/no',
    probe: 'two documents: the bike\'s folded size (88 cm long) against the bus\'s size limit (85 cm)',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['88'], ['85']],
      lead: ['88', '85', 'too', 'not', "can't", 'cannot'],
      offTopic: ['pushchair', 'dogs on a lead', 'removable battery'],
    },
    untrue: ['yes, folding bicycles are carried free', 'the Tallis Metro fits', 'it fits the luggage rack'],
  },
  {
    query: 'does the all-season Calder actually stop shorter in the wet than the proper winter tyres in that test?',
    type: 'yes/no',
    probe: 'a column minimum among one group of rows (winter tyres) against one row; the summer reference is shorter still but not asked',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['29.8'], ['30.1', 'any of the winter tyres', 'all of the winter tyres', 'every winter tyre']],
      lead: ['29.8', 'yes', 'shorter'],
      offTopic: ['1.6 mm', 'sipes', 'cookies'],
    },
    untrue: ['the Calder Alpine HP stopped shortest in the wet', 'longer than the winter tyres'],
  },
  // ---- comparisons (2) ----
  {
    query: "I have to carry it up three flights of stairs to my flat - is the Kestrel Mini really lighter than the Brisa Fold 7? by how much?",
    type: 'comparison',
    probe: 'two rows compared on one column, with the difference of two figures and units',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['15.9'], ['17.8'], ['1.9 kg', '1.9kg', '1.9 kilo', 'nearly 2 kg', 'almost 2 kg', 'about 2 kg', 'just under 2 kg']],
      lead: ['15.9', 'Kestrel', 'yes', 'lighter'],
      offTopic: ['sealed in the frame', 'warranty', 'three flights'],
    },
    untrue: ['the Brisa Fold 7 is lighter', 'Kestrel Mini weighs 17.8', 'heavier than the Brisa'],
  },
  {
    query: 'is the Nordhavn winter tyre actually better than the Calder Alpine HP or is the Calder just as good for less money?',
    type: 'comparison',
    probe: 'two rows that split across columns (snow and dry vs wet and price): a qualified verdict with figures',
    verdict: 'qualified',
    expect: {
      kind: 'answer',
      facts: [['17.9', '18.4', 'snow'], ['30.1', 'in the wet', 'wet'], ['£98', '98', '£14', 'best buy', 'cheaper']],
      lead: ['Nordhavn', 'Calder', 'close', 'winner', 'wet', 'snow'],
      offTopic: ['Maxtrek', 'legal minimum', 'summer reference'],
    },
    untrue: ['the Calder Alpine HP stopped shortest on snow', 'the Calder is better on snow', 'Nordhavn is cheaper'],
  },
  // ---- why/how (2) ----
  {
    query: "why do none of these folding e-bikes get anywhere near the range it says on the spec sheet?",
    type: 'why/how',
    probe: 'a table note explains the figure; a forum thread gives real-world causes (assist, hills, rider weight, cold)',
    expect: {
      kind: 'answer',
      facts: [['lowest assist', 'lowest level', 'lowest'], ['75 kg', '75kg', 'light rider'], ['hill', 'cold', 'heavy rider', 'heavier rider', 'middle assist', 'mid assist']],
      lead: ['lowest', 'assist', 'flat', 'maker', '75'],
      offTopic: ['25 km/h', 'folds in under 20 seconds', 'warranty', 'fast charger'],
    },
    untrue: ['the batteries are faulty', 'range is measured in the highest assist'],
  },
  {
    query: 'how come winter tyres grip so much better on snow than normal ones?',
    type: 'why/how',
    probe: 'the mechanism paragraph beside a results table whose snow column shares the words',
    expect: {
      kind: 'answer',
      facts: [['softer', 'soft rubber', 'compound'], ['7°C', '7 °C', '7 degrees', 'seven degrees', '7&deg;C'], ['sipe', 'slits']],
      lead: ['softer', 'rubber', 'compound', 'flexible', 'sipe', 'slit'],
      offTopic: ['1.6 mm', 'Fitting and balancing', 'best buy', 'Sweden'],
    },
    untrue: ['winter tyres are harder', 'studs'],
  },
  // ---- what/which (3) ----
  {
    query: "Mum's got a hospital appointment at Moorend at 2pm on a Saturday, which bus should we get from Ashby Market?",
    type: 'what',
    probe: 'a timetable row chosen by day (Saturday) and an arrival before the asker\'s time; the weekday 13:30 is the trap',
    expect: {
      kind: 'answer',
      facts: [['12:15', '12.15', '12:15pm', '12.15pm'], ['12:55', '12.55']],
      lead: ['12:15', '12.15'],
      offTopic: ['Lost property', 'dogs on a lead', 'Sunday'],
    },
    untrue: ['the 13:30', 'the 16:40', '13:30 from Ashby Market'],
  },
  {
    query: "I'm about 115 kilos - what's the cheapest of the folding e-bikes that'll take my weight?",
    type: 'what',
    probe: 'a row chosen by the asker\'s own figure (115 kg against a max-rider column), then the minimum of another column',
    expect: {
      kind: 'answer',
      facts: [['Tallis Metro', 'Tallis'], ['£1,399', '1,399', '1399'], ['120 kg', '120kg', '120 kilo']],
      lead: ['Tallis'],
      offTopic: ['25 km/h', 'fast charger', 'Test rides'],
    },
    untrue: ['Brisa Fold 7 is the cheapest that', 'Urbano Flex is the cheapest', 'Kestrel Mini is the cheapest'],
  },
  {
    query: "how much will it be for me and my two kids (8 and 12) to get the bus from Ashby Market to Kettleby Station and back the same day?",
    type: 'what',
    probe: 'fare rows chosen by destination and the asker\'s children\'s ages, then a total of three fares (return fares beat day tickets)',
    expect: {
      kind: 'answer',
      facts: [['£5.40', '5.40'], ['£2.70', '2.70'], ['£10.80', '10.80']],
      lead: ['£10.80', '10.80', '£5.40', '5.40'],
      offTopic: ['Lost property', 'Youth ID', 'Moorend Hospital', 'older person'],
    },
    untrue: ['children under 5 travel free', 'total of £15', '£16.20'],
  },
  // ---- unanswerable (2) ----
  {
    query: 'does JumpZone give a discount to students if you show your student card?',
    type: 'unanswerable',
    probe: 'no student price anywhere; off-peak prices, cards and ID (Youth ID on the bus) share words',
    expect: { kind: 'none' },
    untrue: ['students get', 'student price', 'Youth ID card'],
  },
  {
    query: 'what tread depth does the Nordhavn WinterGrip 5 have when it is brand new?',
    type: 'unanswerable',
    probe: 'the article gives the legal minimum and a replacement depth, never a new tyre\'s tread depth',
    expect: { kind: 'none' },
    untrue: ['1.6 mm when new', '4 mm when new', 'new tread depth of'],
  },
  // ---- half-answerable (2) ----
  {
    query: "what's the claimed range on the Urbano Flex and how much would a spare battery for it cost?",
    type: 'half',
    probe: 'the range is a cell; a spare battery\'s price is nowhere (a fast charger\'s price and the bike\'s price are near)',
    expect: { kind: 'partial', facts: [['100 km', '100km', '100 kilometres']], missing: 'spare' },
    untrue: ['a spare battery costs £79', 'spare battery costs £1,649', '£79 for a spare'],
  },
  {
    query: "what time's the first bus out of Ashby Market on a Sunday, and can my dad get on it in his wheelchair?",
    type: 'half',
    probe: 'the earliest Sunday row is given; wheelchair access is not (pushchairs are mentioned)',
    expect: { kind: 'partial', facts: [['10:05', '10.05', '10:05am', '10.05am']], missing: 'wheelchair' },
    untrue: ['06:45 on a Sunday', 'wheelchairs are welcome', 'wheelchair users are welcome', 'step-free'],
  },
];
