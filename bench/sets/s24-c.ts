// Challenger ch24, class c: ordinary questions over a library that the chat set (chat.ts) also uses. 7
// documents, 10 questions, written blind. Topics: pet rabbit care, a kite festival, a primer's product sheet,
// a driving school FAQ, two tents compared in a Markdown table, a pier arcade's closure (news report) and a
// beach-clean group's notice.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'rabbit-care-guide.md': `---
title: Caring for pet rabbits
url: https://rabbit-rescue.example.org/care-guide
---

# Caring for pet rabbits

## What should rabbits eat?

Hay should make up about 85 percent of a rabbit's diet, and a rabbit needs a bundle of hay at least as big as its own body every day. Fresh leafy greens such as kale, spring greens and herbs should make up about 10 percent. A tablespoon of nuggets per kilogram of body weight makes up the rest.

## Why so much hay?

Rabbits' teeth grow continuously, by about 3 millimetres a week. Chewing hay wears the teeth down, because hay is tough and fibrous and needs long grinding. Rabbits fed too little hay get overgrown teeth, which cause painful spurs and stop them eating.

## Muesli-style food

Avoid muesli-style mixes. Rabbits pick out the sugary pieces and leave the rest, which leads to tooth and gut problems. Use plain nuggets instead.

## Housing

A pair of rabbits needs an enclosure of at least 3 metres by 2 metres, 1 metre high, with a shelter they can hide in. Rabbits are social animals and should be kept in pairs.

## How long do rabbits live?

Pet rabbits usually live 8 to 12 years.
`,

  'saltmarsh-kite-festival.html': `<!doctype html>
<html><head><title>Saltmarsh Kite Festival 2025</title></head>
<body>
<h1>Saltmarsh Kite Festival</h1>
<p>The Saltmarsh Kite Festival takes place on Saturday 12 and Sunday 13 July 2025 on the beach meadow at Saltmarsh.</p>
<h2>Tickets</h2>
<p>Day tickets cost £6 for adults. Children aged 5 to 15 pay £2, and under-5s go free.</p>
<p>A day ticket includes the festival programme, entry to the kite-making tent and the Saturday night-flying show.</p>
<h2>What's on</h2>
<p>Display teams fly giant show kites in the main arena from 11am to 5pm. In the kite-making tent children can build and decorate a simple sled kite to take home. On Saturday night, kites lit with LEDs fly over the meadow from 9.30pm.</p>
<h2>Good to know</h2>
<p>Flying is suspended if the wind is above 30 mph. There is no shade on the meadow, so bring sun cream and water.</p>
</body></html>
`,

  'staybond-primer.txt': `STAYBOND ALL-SURFACE PRIMER - PRODUCT SHEET

StayBond is a water-based primer for bare wood, plaster, MDF and previously painted surfaces.

DRYING

StayBond is touch dry in 2 hours. It can be painted over after 4 hours.

WHERE NOT TO USE IT

StayBond is not suitable for bare metal, because it does not stop rust. Use MetalGrip instead.

METALGRIP

MetalGrip is our solvent-based primer for iron, steel and aluminium. It contains zinc phosphate, which stops rust forming under the paint. MetalGrip is touch dry in 6 hours and can be painted over after 16 hours.

COVERAGE

One litre of StayBond covers about 12 square metres. Stir well before use. Do not apply below 8 degrees.

CLEANING

Wash brushes in warm soapy water straight after use.
`,

  'kerbside-driving-faq.md': `# Kerbside School of Motoring - FAQ

## How much is a lesson?

A single lesson costs £42.

## How long is a lesson?

Each lesson lasts 90 minutes, which gives time to drive away from town onto faster roads.

## Is there a discount for booking several lessons?

Yes. A block of ten lessons costs £380 if paid in advance.

## What do I need for my first lesson?

Bring your provisional driving licence and your glasses if you need them to read a number plate at 20 metres.

## What car do you teach in?

All lessons are in a manual Ford Fiesta with dual controls.

## Do you help with the theory test?

We give every learner free access to our online theory practice site.
`,

  'ridgeback-tents.md': `# Ridgeback 2 and Ridgeback 3 compared

| | Ridgeback 2 | Ridgeback 3 |
|---|---|---|
| Sleeps | 2 | 3 |
| Weight | 1.9 kg | 2.6 kg |
| Packed size | 45 x 15 cm | 50 x 18 cm |
| Pitching time | 5 minutes | 8 minutes |
| Price | £189 | £239 |

Both tents have a waterproof flysheet rated at 3,000 mm and aluminium poles. The Ridgeback 2 is better for backpacking because it is lighter and packs smaller. The Ridgeback 3 has two porches, so each side has room for boots and rucksacks.
`,

  'pier-arcade-closes.html': `<!doctype html>
<html><head><title>Pier Arcade closes after 60 years - Southsea Herald</title></head>
<body>
<h1>Pier Arcade closes after 60 years</h1>
<p><em>Southsea Herald, 2 November</em></p>
<p>The Pier Arcade closed its doors on Sunday after 60 years of slot machines, air hockey and penny falls.</p>
<p>The owners, the Baxter family, gave three reasons for the closure. Visitor numbers on the pier have fallen by half since 2015. The arcade's electricity bills trebled in two years. And the pier's owners wanted a 40 percent rise in rent.</p>
<p>The building will become a seaside museum, run by the Southsea Heritage Trust, which plans to open it next spring.</p>
<p>The museum will display the arcade's oldest machines, including a 1950s "What the Butler Saw" viewer.</p>
</body></html>
`,

  'beach-clean-notice.md': `# Saltmarsh beach clean

The Saltmarsh Shore Group holds a beach clean on the first Sunday of every month, meeting at the lifeguard hut at 10am. Gloves, bags and litter pickers are provided. Children are welcome with an adult. Each clean lasts about two hours, and what is collected is weighed and recorded for the national survey.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  {
    query: 'What should pet rabbits eat?',
    type: 'what',
    probe: 'ordinary what: diet proportions',
    expect: { kind: 'answer', facts: [['hay'], ['85 percent']], lead: ['hay'] },
  },
  {
    query: 'Why do rabbits need so much hay?',
    type: 'why/how',
    probe: 'ordinary why: teeth grow continuously',
    expect: { kind: 'answer', facts: [['teeth']], lead: ['teeth'] },
  },
  {
    query: 'When is the Saltmarsh Kite Festival?',
    type: 'what',
    probe: 'ordinary when',
    expect: { kind: 'answer', facts: [['12'], ['13 July']], lead: ['12 and', '13 July'] },
  },
  {
    query: 'Can I use StayBond primer on bare metal?',
    type: 'yes/no',
    probe: 'ordinary yes/no: not suitable, use MetalGrip',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not suitable'], ['MetalGrip']] },
  },
  {
    query: 'How long does StayBond take before I can paint over it?',
    type: 'what',
    probe: 'ordinary how long',
    expect: { kind: 'answer', facts: [['4 hours']], lead: ['4 hours'] },
  },
  {
    query: 'How much is a single driving lesson at Kerbside?',
    type: 'what',
    probe: 'ordinary price',
    expect: { kind: 'answer', facts: [['£42']], lead: ['£42'] },
  },
  {
    query: 'Which Ridgeback tent is lighter?',
    type: 'comparison',
    probe: 'ordinary comparison from a two-column table',
    expect: { kind: 'answer', facts: [['Ridgeback 2'], ['1.9']], lead: ['Ridgeback 2'] },
  },
  {
    query: 'Why did the Pier Arcade close?',
    type: 'why/how',
    probe: 'ordinary why with three reasons',
    expect: { kind: 'answer', facts: [['visitor numbers', 'fallen by half'], ['electricity'], ['rent']] },
  },
  {
    query: 'What will happen to the Pier Arcade building?',
    type: 'what',
    probe: 'ordinary what: it becomes a museum',
    expect: { kind: 'answer', facts: [['seaside museum', 'museum']], lead: ['museum'] },
  },
  {
    query: 'Does the Saltmarsh beach clean provide gloves?',
    type: 'yes/no',
    probe: 'ordinary yes/no',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['gloves']] },
  },
];
