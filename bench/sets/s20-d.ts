// Challenger ch20, class d (the deciding sentence): 8 documents, 14 questions, written blind.
// Topics: an electric pottery kiln manual, a harbour sea-wall news report, a ferry operator's page and a
// council report that disagree on passenger numbers, a public sauna's rules, a glacier survey CSV, a
// lighthouse museum's visitor page, and a forum thread on electric cargo bikes.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'hartwell-ek40-kiln-manual.md': `---
title: Hartwell EK-40 electric kiln – operating manual (extract)
url: https://hartwellkilns.example.com/manuals/ek40
---

# Hartwell EK-40 electric kiln: operating manual

## 4. Programming a firing

The EK-40 controller stores up to nine programs of four segments each. Each segment has a firing rate, a target temperature and a hold time. The controller accepts firing rates between 50 °C and 300 °C per hour in any segment.

For a bisque firing we recommend a rate of 100 °C per hour up to 600 °C, followed by 150 °C per hour to the top temperature. Faster rates are permitted by the controller, but water and organic matter left in the clay escape too quickly at higher rates and can crack or burst thick pieces.

For glaze firings the usual top temperature is 1,060 °C for earthenware and 1,240 °C for stoneware. The maximum temperature of the EK-40 is 1,300 °C; firing at the maximum shortens the life of the elements.

## 5. The vent plug

The lid has a vent hole with a ceramic plug. The kiln may be fired with the plug in or out. We recommend leaving the plug out until the kiln reaches 600 °C, so that steam and fumes can escape, and putting it in for the rest of the firing.

## 6. End of firing and cooling

At the end of the last segment the controller switches the elements off automatically and shows END on the display. The kiln then cools naturally with the lid closed.

Do not open the lid until the kiln has cooled below 100 °C. Opening a hot kiln lets cold air reach the ware and the bricks, which can cause pots to crack (dunting) and shortens the life of the lid bricks. Cooling from a stoneware firing usually takes 18 to 24 hours.

## 7. Safety

The kiln case becomes hot during firing. Keep at least 45 cm of clear space around the kiln and do not store paper, clay bags or chemicals on or beside it.
`,

  'porthcarrow-sea-wall.html': `<!doctype html>
<html><head><title>Storm-damaged Porthcarrow sea wall "not in danger", say engineers</title>
<meta name="url" content="https://westcoastgazette.example.co.uk/news/porthcarrow-sea-wall"></head>
<body>
<h1>Storm-damaged Porthcarrow sea wall "not in danger", say engineers</h1>
<p>PORTHCARROW, 9 January 2026. Engineers who inspected the Porthcarrow sea wall after Storm Idris have concluded that the wall is not at risk of collapse, despite a crack several metres long that appeared along its upper section last week.</p>
<p>The wall was built in 1898 and partly rebuilt after a stretch of it collapsed in the great storm of 1953. Many residents remember the photographs of that collapse, and the new crack caused alarm in the village.</p>
<p>The county's coastal engineer, Rhys Penhallow, said the crack is in the concrete capping added in the 1970s and does not reach the masonry of the wall itself. "The structure behind the capping is sound. We have no concerns about its stability this winter," he said.</p>
<p>The coast path above the wall will nevertheless stay closed until April, because a landslip on the slope above the path has left loose material that could fall.</p>
<p>Repairs to the capping will cost an estimated £1.8 million and are due to start in May, when the weather is calmer.</p>
<p>Some residents blame the rock armour placed in front of the wall in 2021 for the loss of sand from the beach. "Since the rocks went in, the sand has gone every winter and not come back," said Ellen Trethewey, who runs the beach kiosk.</p>
<p>The Environment Agency disagrees. Its monitoring shows that beach levels at Porthcarrow have fallen every winter since records began in 2004 and recovered in most summers, and it says the rock armour has made no measurable difference to the pattern.</p>
</body></html>
`,

  'skerry-ferries-about.md': `---
title: About Skerry Ferries
url: https://skerryferries.example.com/about
---

# About Skerry Ferries

Skerry Ferries has linked the mainland port of Ardmhor with the island of Inchskerry since 1974. Our two vessels, MV Corrie and MV Solan, make the 35-minute crossing up to fourteen times a day in summer and eight times a day in winter.

## A record year

2025 was our busiest year ever: we carried 1.2 million passengers and 210,000 vehicles across the Sound. Our passenger figure counts every person on board on every crossing, including children and travellers on return tickets in both directions.

## Sailings over the holidays

There are no sailings on 25 December. On 26 December and 1 January a Sunday timetable runs. Services are sometimes cancelled in winter gales; cancellations are posted on our website and at the terminals by 06:30.

## Vehicles

Vehicle bookings must be made at least 24 hours before sailing. Foot passengers do not need to book.
`,

  'ardmhor-council-transport-report.md': `# Ardmhor District Council – Island Transport Review 2026

## 3.2 Ferry use

The Skerry Ferries service remains the island's main link with the mainland. Using ticket sales data supplied to the council, the review estimates that the service carried 940,000 passengers in 2025, about 3 percent more than in 2024.

The review's figure counts paying passengers once per single journey and excludes children under five, who travel free and are not issued tickets. It is therefore not directly comparable with figures published by the operator.

## 3.3 Reliability

In 2025, 4.1 percent of scheduled sailings were cancelled, almost all of them between November and February because of high winds.

## 3.4 Recommendation

The council recommends that a third vessel be considered before 2030, because the two existing ships are both over thirty years old.
`,

  'solstad-sauna-rules.txt': `SOLSTAD PUBLIC SAUNA – RULES AND ADVICE FOR BATHERS

RULES

1. A shower without swimwear is required before entering the sauna. Use the showers by the changing rooms.
2. Sit on a towel. Every part of your body that touches the benches must be on the towel.
3. No alcohol may be brought onto the premises, and staff will refuse entry to anyone who appears drunk.
4. Children under 12 may use the sauna only during the family session on Sunday mornings, with an adult.
5. Glass bottles are not allowed in the sauna or the cold plunge area.

HOW LONG TO STAY IN

The sauna is kept between 80 and 90 degrees. Rounds of 8 to 15 minutes are usual, and the rules allow up to 20 minutes per round. We recommend that first-time bathers stay in for no more than 10 minutes per round and take at least three rounds with cooling breaks in between.

FEELING FAINT

Most fainting in the sauna is not caused by the heat itself but by standing up too quickly at the end of a round, which lets blood pool in the legs. Sit up for a minute before you stand, and walk out slowly. Drink water between rounds; a glass of water per round is a good guide.

THE COLD PLUNGE

The plunge pool is kept at about 10 degrees. Enter it slowly, feet first; do not dive or jump. People with heart conditions should ask their doctor before using the plunge pool.
`,

  'vardfonna-glacier-front.csv': `year,front_change_m,summer_mean_temp_c,winter_snow_cm,notes
2015,-22,8.9,310,"Survey by the regional water authority; front measured at the lake outlet"
2016,-31,9.6,280,"Large calving event in August"
2017,-18,8.4,350,"Snowy winter, cool summer"
2018,4,7.8,460,"Front advanced 4 m after the snowiest winter of the decade"
2019,-27,9.9,300,"Warm summer; meltwater lake grew by 0.3 hectares"
2020,-35,10.2,240,"Largest retreat in the series"
2021,-29,9.7,290,""
2022,-41,10.8,220,"Record summer temperature at the Vardbu weather station"
2023,-24,9.1,330,"Rock outcrop exposed at the centre of the front"
2024,-33,10.0,260,"Front now 268 m behind its 2015 position"
`,

  'gull-point-lighthouse-visit.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Plan your visit – Gull Point Lighthouse Museum</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/visit">Visit</a> | <a href="/history">History</a> | <a href="/shop">Shop</a></nav>
<h1>Plan your visit</h1>
<p>Gull Point Lighthouse guided ships past the Carrow Rocks from 1861 until it was automated in 1989. The keepers' cottages now house the museum, with galleries on the lamp, the fog signal and the families who lived here.</p>
<h2>Opening times and tickets</h2>
<p>The museum is open daily from 10:00 to 17:00 between April and October, and at weekends in winter. Adult tickets cost £9, children £4.50; tower climbs are included in the ticket but are limited to 12 people at a time.</p>
<h2>How long to allow</h2>
<p>Most visitors spend about an hour and a half in the galleries and grounds. We recommend allowing two hours if you want to climb the tower, as there can be a short wait at busy times.</p>
<h2>Accessibility</h2>
<p>The ground-floor galleries, the shop and the café are fully wheelchair accessible, and an accessible toilet is next to the café. The lamp room at the top of the tower can only be reached by a spiral staircase of 112 steps, and there is no lift. A live video feed from the lamp room is shown in the ground-floor gallery.</p>
<h2>Dogs</h2>
<p>Assistance dogs are welcome throughout the museum. Other dogs are welcome in the grounds and the café garden on a lead, but not in the galleries or the tower.</p>
</body></html>
`,

  'cargo-bike-forum-thread.md': `# Forum: Family Cycling UK › Is an electric cargo bike worth it for the school run?

**Original post by maple_and_moss:**
We have two kids (4 and 7) and the school is 3 km away up a fair hill. Thinking about an electric box bike instead of the second car. They cost £4,000 to £6,000 new. Is it worth it? Would love to hear from people who've done it.

**Reply by tandem_tom:**
We bought one two years ago and sold our second car three months later. Insurance, tax and fuel for the car were costing us about £1,900 a year, so the bike paid for itself in under three years. The kids love it and we get to school faster than by car because we don't have to park.

**Reply by rainy_rosalind:**
Honestly, for us it wasn't worth it. Our bike was stolen from outside the nursery after eight months, even though it was locked, and the insurance excess was £600. We also found that in heavy rain nobody wanted to go in the box, so we ended up driving anyway about two days a week.

**Reply by spokes_and_sprockets:**
Depends entirely on your route and your storage. If you can't keep it indoors or in a locked shed, think hard. The battery on ours does about 45 km per charge with both kids in, which covers a week of school runs for us.

**Reply by maple_and_moss:**
Thanks all, lots to think about. Going to borrow one from the council's try-before-you-buy scheme for a fortnight first.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- yes/no with a deciding sentence ---
  {
    query: 'I saw on the news that the Porthcarrow sea wall cracked in the storm. Is it going to fall down?',
    type: 'yes/no',
    probe: 'a denial in the source\'s own words ("not at risk of collapse") among many sentences about the 1953 collapse',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not at risk of collapse', 'no concerns about its stability']], lead: ['not at risk', 'no concerns', 'sound'] },
  },
  {
    query: 'Is it the heat itself that makes people faint in a sauna?',
    type: 'yes/no',
    probe: 'the deciding sentence denies the heat and names the real cause (standing up)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['standing up too quickly'], ['pool in the legs']], lead: ['not caused by the heat', 'standing up'] },
  },
  {
    query: 'Can I open the kiln lid at about 300 degrees to have a look at my pots?',
    type: 'yes/no',
    probe: 'an imperative denial ("Do not open the lid until ... below 100 °C") with its reason',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['below 100'], ['crack', 'dunting']], lead: ['Do not open the lid', 'below 100'] },
  },
  {
    query: 'Has the front of the Vardfonna glacier retreated every single year since 2015?',
    type: 'yes/no',
    probe: 'one CSV row out of ten (2018, +4 m) decides it',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['2018'], ['advanced']], lead: ['2018', 'advanced'] },
  },
  {
    query: 'My mother uses a wheelchair. Would she be able to get up to the lamp room at Gull Point?',
    type: 'yes/no',
    probe: 'a denial stated as "only ... by a spiral staircase of 112 steps, and there is no lift", beside "fully wheelchair accessible" for other rooms',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['112 steps'], ['no lift']], lead: ['112 steps', 'no lift', 'spiral staircase'] },
  },
  {
    query: 'Do the Skerry ferries sail on Christmas Day?',
    type: 'yes/no',
    probe: 'a denial stated as "There are no sailings on 25 December" (Christmas Day in other words)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['no sailings on 25 December']], lead: ['no sailings', '25 December'] },
  },
  {
    query: 'Do I have to shower before I go into the Solstad sauna?',
    type: 'yes/no',
    probe: 'a yes stated as a rule ("A shower without swimwear is required")',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['shower without swimwear', 'required']], lead: ['shower'] },
  },
  {
    query: 'Will the EK-40 turn itself off when the program finishes, so I don\'t have to be there?',
    type: 'yes/no',
    probe: 'a yes stated as "switches the elements off automatically"',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['switches the elements off automatically', 'automatically']], lead: ['automatically', 'switches the elements off'] },
  },
  // --- what should I set / what is recommended / how many ---
  {
    query: 'What firing rate should I set on the EK-40 for a bisque firing?',
    type: 'what',
    probe: 'the manual gives an allowed range (50 to 300) and a recommendation (100 up to 600); the recommendation leads',
    expect: { kind: 'answer', facts: [['100 °C per hour', '100°C per hour', '100 °C']], lead: ['100 °C', '100°C', 'recommend'] },
  },
  {
    query: 'It will be my first time at Solstad. How long is it recommended to stay in the sauna per round?',
    type: 'what',
    probe: 'usual range, allowed maximum and a recommendation for first-timers; the recommendation (10 minutes) leads',
    expect: { kind: 'answer', facts: [['no more than 10 minutes', '10 minutes']], lead: ['10 minutes'] },
  },
  {
    query: 'How long should we allow for the lighthouse museum if we want to climb the tower?',
    type: 'what',
    probe: 'an average time (an hour and a half) beside the recommendation for climbers (two hours)',
    expect: { kind: 'answer', facts: [['two hours']], lead: ['two hours'] },
  },
  // --- disagreement or not decided ---
  {
    query: 'Did the Skerry ferry carry more than a million passengers in 2025?',
    type: 'yes/no',
    probe: 'the operator says 1.2 million, the council 940,000, counted differently; no single verdict',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['1.2 million'], ['940,000']] },
  },
  {
    query: 'Is the rock armour put in front of the Porthcarrow wall to blame for the beach losing its sand?',
    type: 'yes/no',
    probe: 'residents blame it, the Environment Agency says no measurable difference: both sides',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['sand has gone', 'blame the rock armour'], ['no measurable difference']] },
  },
  {
    query: 'We are thinking of swapping our second car for an electric cargo bike. Is it worth it?',
    type: 'yes/no',
    probe: 'a worth-it question the forum does not decide: one poster sold the car and saved, another had it stolen',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['second car', '£1,900', 'paid for itself'], ['stolen', 'wasn\'t worth it', 'driving anyway']] },
  },
];
