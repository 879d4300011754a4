// Challenger set ch21/p (session 21): only what answers, notes that are true. 7 documents, each
// covering several subjects (a village hall handbook, a vet practice's puppy page, allotment rules, a
// clock museum's visitor page, a bouldering centre guide, a Markdown table of camping stoves with
// mixed units, a community orchard newsletter). 14 questions whose good answer is 1-3 sentences: 8
// single-subject questions with the document's other subjects as offTopic, 3 over the table, and 3
// half-answerable ones.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'ashby-village-hall-handbook.md': `---
title: Ashby Parva Village Hall – handbook for hirers
url: https://ashbyparvahall.example.org.uk/hirers-handbook
---

# Handbook for hirers

Thank you for booking Ashby Parva Village Hall. Please read this handbook before your event.

## Booking and payment

The main hall costs £18 an hour, with a minimum booking of two hours. Payment is due seven days before the event, by bank transfer or cheque to the Hall Committee.

## Capacity

The main hall holds a maximum of 120 people standing or 80 seated at tables, under the hall's fire certificate.

## Heating

The heating runs on a timer set by the caretaker. When you leave, the heating must be switched off at the grey panel by the kitchen door, even if the timer is still running.

## Kitchen

The kitchen has a domestic dishwasher, an oven with four rings, and crockery for 60. Please run the dishwasher before you leave and leave the door open to air it.

## Rubbish and recycling

Glass, cans and cardboard go in the blue bins behind the hall. All other rubbish must be taken home; the hall has no general waste collection.

## Parking

There are twelve parking spaces in front of the hall. Overflow parking is allowed in the church car park opposite, except on Sunday mornings.

## Alcohol

The hall has no premises licence. If alcohol is to be sold at your event, including through a raffle or a ticket price that includes a drink, you must apply to the district council for a Temporary Event Notice at least ten working days before.
`,

  'puppy-care-meadowbank-vets.html': `<!doctype html>
<html lang="en"><head><title>Your new puppy – Meadowbank Veterinary Practice</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/pets">Pet care</a> | <a href="/register">Register</a></nav>
<h1>Your new puppy</h1>
<p>Congratulations on your new puppy. This page sets out the care we recommend in the first six months.</p>
<h2>Vaccinations</h2>
<p>Puppies have their first vaccination at eight weeks and their second at ten to twelve weeks. Your puppy can go out for walks in public places one week after the second vaccination. Until then, carry your puppy outside so that it meets new sights and sounds.</p>
<h2>Microchipping</h2>
<p>By law every puppy in England must be microchipped by the age of eight weeks, and the breeder is responsible for this. Please update the chip database with your own details when you bring your puppy home.</p>
<h2>Worming and fleas</h2>
<p>Puppies should be wormed every two weeks until they are twelve weeks old, then monthly until they are six months old. Flea treatment can start at eight weeks.</p>
<h2>Neutering</h2>
<p>We usually neuter small and medium breeds from six months of age. For giant breeds we advise waiting until twelve to eighteen months, when growth has finished.</p>
<h2>Puppy classes</h2>
<p>Our puppy classes run on Thursday evenings in the practice waiting room and accept puppies from one week after their first vaccination.</p>
<h2>Insurance</h2>
<p>We strongly recommend pet insurance. Treatment for a broken leg can run to several thousand pounds.</p>
</body></html>
`,

  'hesketh-road-allotment-rules.txt': `HESKETH ROAD ALLOTMENT SOCIETY
RULES FOR PLOT HOLDERS (adopted at the AGM, March 2025)

1. RENT. The rent for a full plot is £42 a year and for a half plot £24, payable by 1 October. Plot holders over 65 pay half rent.

2. CULTIVATION. At least three quarters of each plot must be under cultivation within twelve months of taking it on. Plots are inspected in June and September.

3. WATER. Hosepipes and sprinklers may not be used at any time. Water must be taken from the troughs with watering cans. The troughs are filled from 1 April to 31 October.

4. BONFIRES. Bonfires are allowed only between 1 November and the end of February, and only before 10 am, burning dry garden material. No plastics, treated wood or carpet may be burned.

5. SHEDS AND GREENHOUSES. A plot may have one shed of no more than 2.4 metres by 1.8 metres and one greenhouse of no more than 3 metres by 2.4 metres. The committee's written permission is needed before either is put up.

6. DOGS. Dogs must be kept on a lead at all times and must not be left on the site.

7. KEYS. The gate must be locked on leaving. Replacement keys cost £10.
`,

  'harwick-clock-museum-visit.md': `---
title: Plan your visit – Harwick Clock Museum
url: https://harwickclocks.example.org/visit
---

# Plan your visit

## Opening times

The museum is open Wednesday to Sunday, 10:00 to 16:30, from March to November. In winter we open at weekends only.

## Tickets

Adult tickets cost £9 and concessions £7. Children under 16 go free with a paying adult. Tickets are valid for a year from the date of purchase.

## Tower clock winding

Every Tuesday at 11:00 a volunteer winds the 1790 tower clock by hand and explains how it works. The winding takes about twenty minutes and the group is limited to twelve visitors, so please book at the front desk when you arrive.

## Photography

Photography is allowed in all galleries without flash. Tripods may be used only with the curator's permission.

## Access

A lift serves the ground and first floors. The clock tower can only be reached by a narrow spiral stair of 64 steps.

## Café

The café on the ground floor serves lunches from 12:00 to 14:00 and cakes all day.

## Dogs

Only assistance dogs are allowed inside the museum.
`,

  'crag-bouldering-guide.md': `# The Crag Bouldering Centre – members' guide

## Induction

Everyone must complete a twenty-minute induction on their first visit, covering how to fall and where to stand. Induction is free.

## Shoes

Climbing shoes must be worn on the walls; trainers and bare feet are not allowed. Shoes can be hired at the desk for £3.50.

## Chalk

Loose chalk is allowed, but on Tuesday and Thursday evenings, when the centre is busiest, we ask everyone to use liquid chalk to keep the dust down.

## Children

Climbers under 14 must be supervised by an adult at all times. Climbers aged 14 to 17 may climb alone once they have passed the induction and a parent has signed the consent form.

## Grades

Problems are graded by coloured circuits from yellow (easiest) to black (hardest). The circuits are reset one wall at a time, each wall every six weeks.

## Opening

We are open from 10:00 to 22:00 on weekdays and 9:00 to 20:00 at weekends.
`,

  'camping-stoves-table.md': `# Five backpacking stoves we tested

Our gear team tested five stoves on the same fell-top in April, with water at 8 °C and a light wind. Weights and fuel use are given as the makers publish them, so the units differ from row to row.

| Stove | Fuel | Weight | Time to boil 1 litre | Fuel used per litre boiled |
|---|---|---|---|---|
| Vesper Mini | butane-propane canister | 85 g | 3 min 40 s | 12 g |
| Pika Ti | alcohol (meths) | 3.2 oz | 7 min 10 s | 30 ml |
| Ember Twig | wood | 410 g | 6 to 9 min | not measured |
| Orca 2 | butane-propane canister | 145 g | 210 s | 10 g |
| Tundra MF | white gas | 1 lb 2 oz | 4 min | 14 ml |

The Ember Twig burns sticks and pine cones, so it needs no fuel to be carried, but it blackens pans. The Tundra MF is the only stove here that works reliably below freezing.
`,

  'longmeadow-orchard-newsletter.md': `# Longmeadow Community Orchard – autumn newsletter

## Apple day

Apple Day will be held on Saturday 11 October from 11:00 to 15:00. There will be juicing with the orchard's own press, a tasting table of twenty-two varieties and a stall selling jam.

## Pruning workshop

Our winter pruning workshop will run on Sunday 18 January, led by the orchard's volunteer coordinator, Bryony Hale. Bring secateurs and gloves; loppers will be provided.

## New trees

Six new trees were planted last winter, including two perry pears and a Devonshire Quarrenden apple. All six have survived their first summer.

## Bees

The two hives at the orchard's north end produced 31 jars of honey this year. The hives belong to a local beekeeper, who keeps them there free of charge.

## Volunteering

Work mornings are held on the first Saturday of every month. No experience is needed.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  {
    query: 'When can my puppy first go out for a walk in the park?',
    type: 'what',
    probe: 'one sentence answers; the page\'s other subjects (microchips, neutering, insurance) are padding',
    expect: { kind: 'answer', facts: [['one week after the second vaccination']], offTopic: ['microchip', 'neuter', 'insurance'] },
  },
  {
    query: 'How often should I worm a puppy?',
    type: 'what',
    probe: 'one sentence answers, among vaccination and neutering sentences that share "weeks" and "months"',
    expect: { kind: 'answer', facts: [['every two weeks'], ['monthly']], offTopic: ['microchip', 'neuter', 'insurance', 'puppy classes'] },
  },
  {
    query: 'Are we allowed a bonfire on our allotment in July?',
    type: 'yes/no',
    probe: 'one rule answers; rent, sheds, water and dogs are padding',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['1 November'], ['end of February']], offTopic: ['hosepipe', 'shed', 'rent', 'on a lead'] },
  },
  {
    query: 'What size shed can I put on my allotment plot?',
    type: 'what',
    probe: 'one rule answers (greenhouse size in the same rule is a neighbour, not padding to fail on)',
    expect: { kind: 'answer', facts: [['2.4 metres by 1.8 metres']], offTopic: ['bonfire', 'hosepipe', 'rent for a full plot', 'on a lead'] },
  },
  {
    query: 'What time is the tower clock winding at Harwick Clock Museum?',
    type: 'what',
    probe: 'one paragraph answers; tickets, café, photography and dogs are padding',
    expect: { kind: 'answer', facts: [['Tuesday'], ['11:00']], offTopic: ['café', 'flash', 'assistance dogs', '£9'] },
  },
  {
    query: 'Do we have to turn the heating off when we leave the village hall, even if it is on the timer?',
    type: 'yes/no',
    probe: 'one sentence answers; kitchen, parking and rubbish are padding',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['switched off at the grey panel', 'grey panel']], offTopic: ['dishwasher', 'parking', 'blue bins', 'Temporary Event Notice'] },
  },
  {
    query: 'How many guests can we have at a seated dinner in Ashby Parva hall?',
    type: 'what',
    probe: 'one sentence answers (80 seated, not 120 standing); crockery for 60 is a neighbour',
    expect: { kind: 'answer', facts: [['80 seated']], offTopic: ['parking spaces', 'blue bins', 'grey panel'] },
  },
  {
    query: 'Can I climb in my trainers at the Crag?',
    type: 'yes/no',
    probe: 'one paragraph answers; chalk, children, grades and opening times are padding',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['trainers and bare feet are not allowed', 'Climbing shoes must be worn']], offTopic: ['liquid chalk', 'under 14', 'circuits', '22:00'] },
  },
  // --- over the table with mixed units ---
  {
    query: 'Which of the tested stoves boils a litre the quickest?',
    type: 'what',
    probe: 'times given in minutes-and-seconds and in seconds (210 s is quicker than 3 min 40 s)',
    untrue: ['Vesper Mini boils a litre the quickest', 'Vesper Mini is the quickest', 'Vesper Mini is the fastest', 'Tundra MF is the quickest'],
    expect: { kind: 'answer', facts: [['Orca 2'], ['210 s', '210']], lead: ['Orca 2'] },
  },
  {
    query: 'Is the Pika Ti lighter than the Vesper Mini?',
    type: 'comparison',
    probe: 'weights in ounces and in grams (3.2 oz is about 91 g, so heavier than 85 g); a naive 3.2 < 85 order is false',
    verdict: 'no',
    untrue: ['Pika Ti is lighter', 'Pika Ti is the lightest', 'Yes, the Pika'],
    expect: { kind: 'answer', facts: [['3.2 oz'], ['85 g']] },
  },
  {
    query: 'Does the Tundra MF use more fuel per litre than the Orca 2?',
    type: 'comparison',
    probe: 'fuel in millilitres of white gas against grams of canister gas: not comparable from the table',
    verdict: 'qualified',
    untrue: ['Tundra MF uses more fuel', 'Orca 2 uses more fuel', 'Tundra MF uses less fuel', 'Orca 2 uses less fuel'],
    expect: { kind: 'answer', facts: [['14 ml'], ['10 g']] },
  },
  // --- half-answerable ---
  {
    query: 'How much is the rent for a full plot at Hesketh Road, and how long is the waiting list?',
    type: 'half',
    probe: 'the rent is covered, a waiting list is not; a note must not say the rent is missing',
    expect: { kind: 'partial', facts: [['£42']], missing: 'waiting' },
  },
  {
    query: 'What does an adult ticket to Harwick Clock Museum cost, and is there a family ticket?',
    type: 'half',
    probe: 'the adult price is covered; a family ticket is not (children free with an adult is a neighbour)',
    expect: { kind: 'partial', facts: [['£9']], missing: 'family' },
  },
  {
    query: 'When does a puppy have its second vaccination at Meadowbank, and what does it cost?',
    type: 'half',
    probe: 'the age is covered; no price is given (only the cost of a broken leg, a neighbour)',
    expect: { kind: 'partial', facts: [['ten to twelve weeks']], missing: 'cost' },
  },
];
