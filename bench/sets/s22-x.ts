// Challenger set, session 22, class x (across documents, and the part not covered): 8 documents, 14 questions.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'mowmaster-m40-spec.md': `---
title: Mowmaster M40 cordless lawnmower – product specification
url: https://mowmaster.example.com/products/m40
---

# Mowmaster M40 cordless lawnmower

The M40 is a 36-volt cordless rotary mower for small and medium lawns up to about 400 square metres.

## Specification

- Cutting width: 40 cm
- Cutting heights: 6 positions, 25 to 75 mm
- Grass box: 45 litres
- Battery: 36 V, 4.0 Ah lithium-ion
- Run time on a full battery: up to 40 minutes
- Weight with battery: 19.2 kg
- Noise level: 82 dB(A)

## Warranty

The mower carries a 3-year warranty, and the battery a 2-year warranty, when registered online within 28 days of purchase.

## In the box

Mower deck, handle, grass box, one battery and a standard charger. A mulching plug is sold separately.
`,

  'greenblade-gb36-review.html': `<!doctype html>
<html><head><title>Greenblade GB36 review: a quiet mower that keeps going – Garden Kit Weekly</title></head>
<body>
<h1>Greenblade GB36 review: a quiet mower that keeps going</h1>
<p>By Saoirse Lyle, Garden Kit Weekly, 12 May 2025</p>
<p>The Greenblade GB36 is the company's first cordless mower, and it is aimed squarely at owners of suburban lawns who are tired of petrol engines.</p>
<p>On our 300-square-metre test lawn, a full battery gave 55 minutes of mowing, enough to cut the whole lawn twice. Recharging the 5.0 Ah battery from empty took 90 minutes with the supplied fast charger.</p>
<p>It is noticeably quiet. We measured 78 dB(A) at the operator's ear, low enough to hold a conversation while mowing. The GB36 weighs 17.5 kg with its battery, so it is easy to lift over a step.</p>
<p>There are niggles. The grass box, at 40 litres, fills quickly in spring, and the height lever is stiff. The GB36 costs £349 with battery and charger.</p>
<p>Verdict: a very good mower for lawns up to 500 square metres. Four stars.</p>
</body></html>
`,

  'larchwood-scout-camp.md': `# Larchwood Scout Camp – summer weeks 2026

Larchwood runs five residential summer weeks for young people aged 10 to 14, in the pine woods above Lake Orrin.

## Cost

A week at Larchwood costs £310, including all meals, activities and equipment. Families on a low income can apply to the camp's bursary fund, which covers up to half the fee.

## Activities

Campers try archery, raft building, climbing, orienteering and a night hike. The overnight canoe trip covers 18 kilometres of Lake Orrin and is open to campers aged 12 and over who can swim 50 metres.

## Staff

Every leader holds a current first-aid certificate, and there is one adult for every six campers. The camp nurse is on site day and night.

## Getting here

Campers are dropped off on Sunday afternoon between 14:00 and 16:00 and collected the following Saturday at 11:00.
`,

  'fernhill-adventure-camp.html': `<!DOCTYPE html>
<html lang="en"><head><title>Fernhill Adventure Camp – summer 2026</title></head>
<body>
<h1>Fernhill Adventure Camp: summer 2026</h1>
<p>Fernhill Adventure Camp welcomes children aged 8 to 13 for week-long residential camps on the banks of the River Tay.</p>
<h2>Prices</h2>
<p>A week at Fernhill costs £385, with a £50 discount for bookings made before 31 January.</p>
<h2>What campers do</h2>
<p>Our programme includes canoeing, gorge walking, bushcraft, high ropes and an overnight canoe trip down the Tay. Every child takes part in a campfire show on the last night.</p>
<h2>Safety</h2>
<p>We keep a ratio of one instructor to every eight children, and all water activities are led by instructors qualified by British Canoeing.</p>
</body></html>
`,

  'ridgeway-marathon-herald.html': `<!doctype html>
<html><head><title>Record field braves the heat at the Ridgeway Marathon – Wantage Herald</title></head>
<body>
<h1>Record field braves the heat at the Ridgeway Marathon</h1>
<p>WANTAGE, 15 September 2025. A record 2,140 runners finished the 39th Ridgeway Marathon on Sunday, despite temperatures that reached 27 degrees by midday.</p>
<p>The race, first held in 1987, follows the ancient chalk track from Uffington to Streatley. Local runner Abbie Nkemelu won the women's race for the third time, and the men's race was won by Tomasz Wrona from Reading.</p>
<p>St John Ambulance volunteers handed out more than 6,000 cups of water. The organisers added two extra water stations this year after complaints in 2024.</p>
<p>A half marathon, added to the programme in 2019, started an hour later from Lambourn.</p>
</body></html>
`,

  'ridgeway-marathon-organiser-report.md': `# Ridgeway Marathon 2025 – organisers' report

Thank you to everyone who ran, volunteered and cheered at the 39th Ridgeway Marathon.

## Numbers

2,310 runners finished the marathon this year, out of 2,585 who started. Our figure includes 170 runners who finished after the six-hour cut-off; we count everyone who crossed the line, because every one of them earned it.

## Money raised

Runners raised £84,000 for the Berkshire Air Ambulance, our main charity since 2016.

## Volunteers

The race was run by 320 volunteers from 14 running clubs. The two extra water stations at Letcombe and Bury Down were staffed by Wantage Rotary Club.

## Next year

The 40th Ridgeway Marathon will be held on 13 September 2026. Entries open on 1 February.
`,

  'alder-river-agency-report.md': `# Alder River at Millford: bathing water assessment, 2025

Prepared by the Regional Water Agency.

The agency took 20 samples at the Millford bathing site between 15 May and 30 September 2025. Based on the four-year record of E. coli and intestinal enterococci, the site is classified as "good" under the bathing water regulations.

The highest E. coli reading of the season was 1,100 colony-forming units per 100 millilitres, on 4 August, two days after a storm.

Nitrate levels averaged 18 milligrams per litre, within the limit for a river of this type.

The agency advises bathers not to swim for 48 hours after heavy rain.
`,

  'save-the-alder-campaign.html': `<!doctype html>
<html><head><title>Our summer testing results – Save the Alder</title></head>
<body>
<h1>Our summer 2025 testing results</h1>
<p>Save the Alder is a group of swimmers and anglers who test the river ourselves because we do not trust the official picture.</p>
<p>Between June and September 2025 our volunteers took 14 samples at Millford weir and sent them to an accredited laboratory. E. coli was above the bathing standard in 9 of the 14 samples, so in our view the river at Millford is not safe to swim in for much of the summer.</p>
<p>We believe the main source is the sewage overflow at Kettle Lane, which discharged for 412 hours in 2025 according to the water company's own data.</p>
<p>The campaign is calling for the overflow to be closed by 2028.</p>
</body></html>
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- comparisons across two documents ---
  {
    query: 'Which mower runs longer on a full battery, the Mowmaster M40 or the Greenblade GB36?',
    type: 'comparison',
    probe: 'one figure from a spec sheet (40 minutes), the other from an HTML review (55 minutes)',
    expect: { kind: 'answer', facts: [['40 minutes'], ['55 minutes']], lead: ['Greenblade', 'GB36'] },
  },
  {
    query: 'I have neighbours close by. Is the Greenblade GB36 quieter than the Mowmaster M40?',
    type: 'comparison',
    probe: 'noise levels in two documents (78 vs 82 dB(A)); a yes',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['78'], ['82']] },
  },
  {
    query: 'Which summer camp costs more for a week, Larchwood or Fernhill?',
    type: 'comparison',
    probe: 'a price in a Markdown page (£310) against one in an HTML page (£385)',
    expect: { kind: 'answer', facts: [['£310'], ['£385']], lead: ['Fernhill'] },
  },
  {
    query: 'How many people finished the 2025 Ridgeway Marathon? Do the Herald and the organisers give the same number?',
    type: 'comparison',
    probe: 'two documents disagree (2,140 vs 2,310, the organisers counting finishers after the cut-off)',
    verdict: 'qualified',
    untrue: ['the sources agree'],
    expect: { kind: 'answer', facts: [['2,140'], ['2,310']] },
  },
  {
    query: 'Is the Alder River at Millford clean enough to swim in?',
    type: 'comparison',
    probe: 'the agency classifies it "good"; the campaign says E. coli exceeded the standard in 9 of 14 samples',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['good'], ['9 of the 14', '9 of 14', 'not safe']] },
  },
  // --- half-answerable ---
  {
    query: 'How long does the Mowmaster M40 battery last, and how long does it take to recharge?',
    type: 'half',
    probe: 'run time is covered; the M40\'s recharge time is not (the GB36\'s 90 minutes is a neighbour)',
    untrue: ['M40 takes 90 minutes'],
    expect: { kind: 'partial', facts: [['40 minutes']], missing: 'charg' },
  },
  {
    query: 'What does a week at Larchwood cost, and do they give a discount for a second child from the same family?',
    type: 'half',
    probe: 'the fee is covered; a sibling discount is not (the bursary and Fernhill\'s early-booking discount are neighbours)',
    untrue: ['£50 discount for a second child'],
    expect: { kind: 'partial', facts: [['£310']], missing: 'second' },
  },
  {
    query: 'When was the first Ridgeway Marathon held, and what was this year\'s winning time?',
    type: 'half',
    probe: 'the first year is covered (1987); winners are named but no time is given',
    expect: { kind: 'partial', facts: [['1987']], missing: 'winning' },
  },
  {
    query: 'How many samples did Save the Alder send to the lab, and how much did the testing cost them?',
    type: 'half',
    probe: 'the sample count is covered (14); the cost of testing is not',
    expect: { kind: 'partial', facts: [['14 samples']], missing: 'cost' },
  },
  {
    query: 'How heavy is the Greenblade GB36, and how long is its warranty?',
    type: 'half',
    probe: 'weight covered (17.5 kg); the warranty is given only for the Mowmaster (a neighbour)',
    untrue: ['GB36 carries a 3-year warranty', 'Greenblade carries a 3-year'],
    expect: { kind: 'partial', facts: [['17.5 kg']], missing: 'warranty' },
  },
  // --- unanswerable with close neighbours ---
  {
    query: 'What is the cutting width of the Greenblade GB36?',
    type: 'unanswerable',
    probe: 'the Mowmaster\'s cutting width (40 cm) is the close neighbour',
    untrue: ['40 cm'],
    expect: { kind: 'none' },
  },
  {
    query: 'How many runners finished the Ridgeway half marathon in 2025?',
    type: 'unanswerable',
    probe: 'the half marathon is mentioned; only the full marathon\'s finishers are counted',
    untrue: ['2,140', '2,310'],
    expect: { kind: 'none' },
  },
  {
    query: 'How far do campers paddle on Fernhill\'s overnight canoe trip?',
    type: 'unanswerable',
    probe: 'Larchwood gives a distance (18 km) for its overnight canoe trip; Fernhill gives none for its own',
    untrue: ['18 kilometres', '18 km'],
    expect: { kind: 'none' },
  },
  {
    query: 'What phosphate levels were measured in the Alder River at Millford in 2025?',
    type: 'unanswerable',
    probe: 'nitrate and E. coli figures are neighbours; phosphate is never measured',
    untrue: ['18 milligrams', '1,100'],
    expect: { kind: 'none' },
  },
];
