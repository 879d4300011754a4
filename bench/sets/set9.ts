// Reviewer rev13's unseen answer-quality set (session 13): 8 documents, 30 questions, written before
// reading the engine's code. Topics: a canal lock's gate replacement (two sources that disagree on the
// cost), a sign-language interpreting service, a moth-trapping night, a tool library, re-caning a chair,
// arborist climbing ropes, and wildlife underpass camera counts.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'lock-14-gates.md': `---
title: Replacing the bottom gates at Lock 14, Wenmarsh Canal
url: https://wenmarshcanaltrust.org.uk/projects/lock-14-gates
---

# Replacing the bottom gates at Lock 14

## Background

Lock 14, known locally as Heron's Lock, lifts boats 2.4 metres on the Wenmarsh Canal between Oldmere and Stapleford. The lock was built in 1794 and its present bottom gates were fitted in 1991. Lock gates on a narrow canal usually last twenty to twenty-five years, so the 1991 pair had outlived their expected life by about a decade.

## Why the gates had to go

Inspections in the winter of 2023 found that the heel posts of both leaves had rotted where they turn against the quoin, the curved stone recess in the lock wall. Water was passing the closed gates at roughly 40 litres a second, which meant the pound above drained overnight and boaters found the level too low to leave in the morning. The balance beams had also sagged, making the gates hard to push open for older volunteers.

## The new gates

The replacement gates were made from green oak at the Trust's workshop in Stapleford. Each leaf weighs 3.6 tonnes and was built over eleven weeks by a team of four carpenters. Green oak is used because it swells when wet and closes small gaps, while seasoned oak would crack as it took up water. The ironwork (strapping, collars and paddle gear) was forged by a smith in Oldmere; the paddle gear from 1991 was not reused because its spindles were worn.

## Installation

The canal was closed for 18 days in February 2024. A section of the pound was drained and fish were moved upstream by a licensed contractor. A 60-tonne crane lifted each leaf into place from the towpath. The stoppage was timed for February because boat traffic is lowest then and the water authority allows drainage outside the fish spawning season, which begins in March.

## Cost and funding

The Trust puts the total cost of the project at £265,000, including the crane hire, the fish rescue and the stoppage. Just under half came from a heritage grant; the rest was raised from boat licence income and a public appeal, which brought in £38,000 from 1,100 donors.

## What comes next

The top gates at Lock 14, fitted in 2001, will be inspected again in 2027. The Trust says it will not use steel gates on this lock, although steel has been used elsewhere on the network, because the lock is listed and its appearance is protected.
`,

  'herons-lock-reopens.md': `# Heron's Lock reopens after gate replacement

*By Tamsin Greave, Oldmere Courier, 3 March 2024*

Boats are moving through Heron's Lock on the Wenmarsh Canal again after an 18-day closure to replace its rotten bottom gates. I watched the first boat, a hire narrowboat from Stapleford, pass through on Saturday morning in light rain.

According to figures shared by the county council, which part-funded the work, the project cost £310,000. The council said the difference from earlier estimates came from the crane, which had to be brought in from Bristol after a local firm pulled out.

"We were nervous about the weather the whole time," said lock-keeper Dev Olawale, who has worked at the lock for nine years. "If the river had come up, we would have had to stop draining the pound and the whole job would have slipped into spawning season."

Not everyone was happy with the closure. Marion Sketty, who runs a cafe boat moored below the lock, told me her takings fell by about a third during the stoppage. "Nobody told us the exact dates until a fortnight before," she said. "I understand the gates needed doing, but a bit more notice would have helped."

The new gates are oak, built at the canal trust's own workshop. Carpenter Jo Brannigan said the hardest part was shaping the heel posts. "The heel post has to sit in the quoin like a key in a lock. If it's out by a few millimetres, the gate leaks from day one." She said the team checked the fit with a full-size plywood template before cutting the oak.

Boaters I spoke to at the lock welcomed the work. Colin Ashdown, who has cruised the canal for thirty years, said the old gates "leaked like a sieve" and that he used to wait an hour for the level to rise. "Now you can get through in fifteen minutes," he said.

The trust expects the new gates to last at least 25 years. The top gates are next in line for inspection, and I will report on that when the dates are known.
`,

  'northvale-interpreting.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Booking a BSL interpreter – Northvale Interpreting Service</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/services">Services</a> | <a href="/book">Book</a> | <a href="/contact">Contact</a></nav>
<h1>Booking a British Sign Language interpreter</h1>
<p>Northvale Interpreting Service arranges qualified British Sign Language (BSL) interpreters for appointments, meetings and events across the Northvale district. We are a not-for-profit service run by the district council and the Northvale Deaf Association.</p>
<h2>Who can book</h2>
<p>Anyone can book an interpreter: a Deaf person, a hearing person who needs to talk with a Deaf person, or an organisation such as a GP surgery, school or employer. Bookings for NHS appointments are paid for by the health board, so the patient is never charged.</p>
<h2>How much notice we need</h2>
<p>Please give at least ten working days' notice for routine bookings. For assignments longer than two hours we send two interpreters who take turns every 20 to 30 minutes, because interpreting for long stretches causes fatigue and errors rise sharply after about half an hour. Urgent requests (for example a hospital admission) are handled by the out-of-hours line, which aims to find an interpreter within four hours.</p>
<h2>Fees</h2>
<p>Organisations pay £48 per hour, with a minimum charge of two hours, plus travel at 45p per mile beyond 10 miles. Cancellations with less than 48 hours' notice are charged in full, because the interpreter has usually turned down other work for that slot.</p>
<h2>Remote interpreting</h2>
<p>Video remote interpreting (VRI) is available for appointments of up to one hour. It is not offered for mental health assessments, legal proceedings or child protection meetings, where an interpreter must be in the room. A stable connection of at least 2 Mbps in both directions is needed.</p>
<h2>Deafblind clients</h2>
<p>We can also arrange hands-on signing and guide-communicators for Deafblind people. These bookings need 15 working days' notice, as few interpreters in the region hold the qualification.</p>
<footer>Northvale Interpreting Service · Registered charity 1187734 · <a href="/privacy">Privacy</a></footer>
</body>
</html>
`,

  'coldharbour-moth-night.txt': `Last night I ran the Robinson trap at Coldharbour Meadows for the third time this season. I set it up by the north hedge at 20:45, about half an hour before sunset, with the 125-watt mercury vapour bulb we borrowed from the county recorder. The weather was close to ideal: overcast, no moon to speak of, still air and a minimum temperature of 14 degrees. Moths fly far less on clear nights because the ground loses heat quickly and the air cools, so I had been waiting for cloud.

I emptied the trap at 05:10 with Priya, who is learning to identify macro-moths. We counted 212 moths of 41 species, which is our best night since the survey started in 2021. The commonest species was Large Yellow Underwing with 58 individuals, followed by Heart and Dart with 31. The highlight was a single Rosy Footman, a species that had not been recorded on the reserve before. Priya spotted it resting on the outside of the trap rather than among the egg boxes inside, which is why we now check the grass around the trap before opening the lid.

Every moth was released at dusk the following evening in the long grass by the pond, not in the morning, because birds, especially the robins that have learned to wait near the trap, will take moths released in daylight. We keep the egg boxes in a cool shed during the day so the moths stay calm.

Some things went less well. The generator ran out of fuel at around 03:00, so the bulb was off for the last two hours before dawn, and our counts for species that fly late will be too low. I have asked the warden whether we can run a cable from the visitor centre instead; she thinks it is possible but wants an electrician to look at the outdoor socket first.

We also noticed far fewer moths near the new car park lights, where we ran a smaller actinic trap as a comparison. That trap caught only 19 moths. I do not think one night proves anything, but it fits what other recorders have said about street lighting drawing moths away from traps.

The records will go to the county recorder by the end of the month. The next session is planned for the second week of August, weather permitting.
`,

  'eastgate-tool-library-faq.md': `# Frequently asked questions – Eastgate Tool Library

## What is the tool library?

The Eastgate Tool Library is a members' lending library for tools, run by volunteers from the old fire station on Corn Street. We hold around 640 items, from drills and sanders to wallpaper steamers, ladders and a carpet cleaner.

## How much does membership cost?

Membership is £25 a year, or £10 for people receiving benefits, students and anyone over 70. Nobody is turned away for being unable to pay; ask at the desk about a free membership.

## How long can I borrow something for?

The standard loan is one week. You can renew once if nobody else has reserved the item. Large items such as the cement mixer and the tile cutter are lent for three days only, because there are waiting lists for them.

## Do I need to pay a deposit?

No deposit is taken for most tools. The exceptions are the pressure washer, the cement mixer and the floor sander, which need a £50 deposit, returned when the item comes back clean and undamaged.

## Can I borrow a chainsaw?

No. We do not lend chainsaws, petrol hedge trimmers or anything that requires certified training to use safely. Our insurer will not cover them, and we would rather point you to a local tree surgeon.

## What happens if I break something?

Tell us. Tools wear out and most breakages are accidents; we will not charge you for normal wear. If the damage was caused by misuse, for instance using a wood blade to cut metal, we may ask for a contribution towards the repair, up to a maximum of £40.

## Can children borrow tools?

Members must be 18 or over. Young people aged 14 to 17 can come to our Saturday repair sessions with an adult and use tools under supervision.

## Why do you ask me to watch a safety demonstration?

For eleven items, including the mitre saw, the angle grinder and the router, a volunteer shows you how to use the tool before your first loan. Most injuries with these tools happen in the first few minutes of use by people who have never handled one, and a five-minute demonstration prevents most of them.

## How do I donate tools?

Bring them on a Wednesday evening. We accept working hand and power tools; we cannot take anything with a frayed cable or a cracked casing, and we do not accept old paint or chemicals.

## When are you open?

Wednesday 17:00–20:00 and Saturday 10:00–14:00. We are closed in the last two weeks of December.
`,

  'chair-caning-guide.txt': `HOW TO RE-CANE A CHAIR SEAT BY HAND (SEVEN-STEP METHOD)

This guide covers the traditional seven-step pattern for chairs whose seats have a row of drilled holes around the frame. It does not cover pre-woven sheet cane, which is pressed into a groove and glued.

WHAT YOU NEED

Strand cane in two widths (usually "medium" for weaving and a wider size for the binder), about 20 wooden pegs, a bodkin or awl, a bucket of lukewarm water, an old towel, side cutters and a sharp knife. A typical dining chair seat takes one hank of cane, which is roughly 300 metres.

BEFORE YOU START

Cut out the old cane and clear every hole with the awl. Check that the frame joints are sound: a loose frame will twist as the cane tightens and may crack. Soak a few strands of cane in water for about 15 minutes before use. Cane that is woven dry snaps at the holes, while cane left to soak for hours turns grey and furry.

THE STEPS

1. Weave the first vertical strands from back to front, shiny side up, pegging each end. Keep them firm but not tight, because the cane shrinks as it dries.
2. Lay a second set of strands from side to side over the first, without weaving.
3. Lay a third vertical set on top of the first two, slightly to the right of the first.
4. Weave the fourth strands side to side, going over the third set and under the first in each pair. This is the first real weaving step and the slowest.
5. Weave the first diagonal from the back right corner to the front left, going over the vertical pairs and under the horizontal pairs.
6. Weave the second diagonal in the opposite direction, going under the vertical pairs and over the horizontal ones.
7. Fit the binder: a wider strand laid over the row of holes and held with a thin strand looped through every second hole.

AFTER WEAVING

Let the seat dry for at least 24 hours before anyone sits on it. As it dries, the cane tightens and the seat should sound like a drum when tapped. Do not varnish the cane; a light coat of wax is enough, and varnish makes it brittle.

COMMON MISTAKES

The most common mistake is pulling the first two steps too tight, which leaves no room for the diagonals and causes strands to snap in step 5 or 6. Another is twisting the cane: the glossy side must always face up, since the matte side absorbs water and wears quickly. Beginners usually need 10 to 14 hours for a first chair; experienced caners can finish one in four to six hours.
`,

  'arborist-climbing-ropes.md': `# Choosing a climbing line: a comparison of five arborist ropes

Tree surgeons and recreational tree climbers use a single climbing line for most work. This note compares five ropes that our training centre has used over the last three seasons. All are 24-strand or 16-strand kernmantle ropes certified to EN 1891 type A.

| Rope | Diameter (mm) | Minimum breaking strength (kN) | Weight (g/m) | Stretch at working load | Price per 45 m |
|---|---|---|---|---|---|
| Cedarline 11.7 | 11.7 | 27 | 96 | 1.8% | £195 |
| Haulmark Static | 11.0 | 30 | 84 | 1.2% | £168 |
| Brindle Pro 13 | 13.0 | 34 | 112 | 2.4% | £210 |
| Finch Lite 10.5 | 10.5 | 23 | 70 | 2.1% | £179 |
| Rowan 16-Strand | 12.5 | 29 | 104 | 3.5% | £142 |

## What the table shows

The Brindle Pro 13 is the strongest and the heaviest of the five. Its thickness makes it easy to grip with cold hands, which is why our winter crews prefer it, but several smaller friction devices will not accept a 13 mm rope.

The Finch Lite is the lightest and our climbers like it for long days in tall conifers, where every gram carried up the tree matters. It is also the weakest, though 23 kN is still far above the loads met in normal climbing.

The Rowan 16-Strand is the cheapest but stretches the most. A stretchy line feels bouncy when ascending with a rope-walking system, because some of every step is lost to the rope lengthening, so we no longer use it for single-rope technique. It remains a good choice for doubled-rope climbing, where stretch matters less.

## Care and retirement

We retire a climbing line after five years at the latest, or sooner if the sheath is glazed or cut, or if it has held a serious fall. Ropes are washed in cool water with a mild soap and dried away from direct sunlight, because ultraviolet light weakens nylon and polyester fibres. Each rope has a logbook recording every day of use and any incident.

Our training centre does not endorse any brand; prices were checked in April 2025 and will change.
`,

  'millbrook-underpass-camera-counts.csv': `month,badger,fox,hedgehog,roe_deer,otter,camera_hours,notes
2024-01,14,9,0,2,0,720,"Hedgehogs hibernating; no hedgehog records expected until spring"
2024-02,19,11,0,1,0,696,"Flooding at the west entrance on 12-14 February; camera moved 2 m further inside the tunnel"
2024-03,27,13,3,4,1,744,"First hedgehog of the year on 22 March; first otter ever recorded in the Millbrook underpass"
2024-04,31,16,9,3,0,720,"Two fox cubs filmed playing at the east entrance; lens cleaned after spider webs blurred several clips"
2024-05,34,12,14,5,2,744,"Badger cubs seen crossing with adults from 18 May"
2024-06,29,10,17,2,1,720,"Dog walkers using the tunnel as a shortcut at night; warning signs put up at both entrances"
2024-07,22,8,15,1,0,412,"Camera battery failed between 14 and 26 July; counts for this month are incomplete"
2024-08,26,14,12,3,3,744,"Mesh guide fencing repaired on the north side after a gap was found by volunteers"
2024-09,30,15,10,6,1,720,"Highest roe deer count of the year; one deer turned back at the entrance twice before crossing"
2024-10,33,17,6,4,2,744,"Most badger crossings between 22:00 and 02:00; deer mostly at dawn"
2024-11,24,12,1,3,0,720,"Leaf litter cleared from the drainage channel along the tunnel floor"
2024-12,16,10,0,2,0,744,"Road resurfacing above the tunnel on 9 December; no change in use by any species"
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- what / which / who / how much ---
  {
    query: 'How long was the Wenmarsh Canal shut to boats while Heron\'s Lock got its new gates?',
    type: 'what',
    probe: 'a duration stated in both lock documents, in different words (closed / closure)',
    expect: { kind: 'answer', facts: [['18 days', '18-day']], lead: ['18'] },
  },
  {
    query: 'What hourly rate does an organisation pay Northvale for a BSL interpreter, and is there a minimum booking?',
    type: 'what',
    probe: 'a fee in an HTML page, two-part what-question',
    expect: { kind: 'answer', facts: [['£48'], ['minimum charge of two hours', 'two hours']], lead: ['£48'] },
  },
  {
    query: 'Which moth turned up in the largest numbers in the Coldharbour Meadows trap?',
    type: 'what',
    probe: 'a superlative in first-person plain text ("commonest" vs "largest numbers")',
    expect: { kind: 'answer', facts: [['Large Yellow Underwing'], ['58']], lead: ['Large Yellow Underwing'] },
  },
  {
    query: 'Which of the compared arborist ropes is the lightest per metre?',
    type: 'what',
    probe: 'a superlative answered by prose and by the table column',
    expect: { kind: 'answer', facts: [['Finch Lite'], ['70']], lead: ['Finch Lite'] },
  },
  {
    query: 'How big a deposit does the Eastgate tool library want for the floor sander?',
    type: 'what',
    probe: 'an item named in a list inside an FAQ answer',
    expect: { kind: 'answer', facts: [['£50']] },
  },
  {
    query: 'In which month did the Millbrook underpass cameras record the most badger crossings?',
    type: 'what',
    probe: 'the maximum of a CSV column, answered by its row',
    expect: { kind: 'answer', facts: [['2024-05', 'May 2024'], ['34']], lead: ['2024-05', 'May 2024', 'May'] },
  },
  {
    query: 'Who made the ironwork for the replacement gates at Heron\'s Lock?',
    type: 'what',
    probe: 'a who-question answered by a passive clause ("was forged by a smith")',
    expect: { kind: 'answer', facts: [['smith']], lead: ['smith'] },
  },
  {
    query: 'How much cane is needed to re-cane an ordinary dining chair seat?',
    type: 'what',
    probe: 'a quantity under a capitalised heading of a .txt guide',
    expect: { kind: 'answer', facts: [['hank'], ['300 metres']] },
  },
  // --- why / how ---
  {
    query: 'Why did the canal trust build the new lock gates from green oak instead of seasoned timber?',
    type: 'why/how',
    probe: 'a cause stated with a contrast in the same sentence',
    expect: { kind: 'answer', facts: [['swells'], ['crack']], lead: ['swells'] },
  },
  {
    query: 'Why does Northvale send a pair of interpreters to long assignments?',
    type: 'why/how',
    probe: 'a cause in a because-clause of an HTML paragraph ("a pair" vs "two interpreters")',
    expect: { kind: 'answer', facts: [['fatigue'], ['errors']], lead: ['fatigue'] },
  },
  {
    query: 'Why were the trapped moths let go at dusk rather than in the morning?',
    type: 'why/how',
    probe: 'a cause in first-person text ("let go" vs "released")',
    expect: { kind: 'answer', facts: [['birds', 'robins']], lead: ['birds', 'robins'] },
  },
  {
    query: 'How is the edge of the seat finished off in the seven-step caning pattern?',
    type: 'why/how',
    probe: 'a how-question answered by one numbered step (the last)',
    expect: { kind: 'answer', facts: [['binder'], ['every second hole']], lead: ['binder'] },
  },
  {
    query: 'Why has the training centre stopped using the Rowan rope for single-rope technique?',
    type: 'why/how',
    probe: 'a cause in prose below a table, with the mechanism in the next clause',
    expect: { kind: 'answer', facts: [['stretch'], ['bouncy']], lead: ['stretch'] },
  },
  {
    query: 'Why was the lock stoppage scheduled for February?',
    type: 'why/how',
    probe: 'two causes in one sentence (traffic and spawning season)',
    expect: { kind: 'answer', facts: [['traffic'], ['spawning']], lead: ['traffic'] },
  },
  // --- yes/no and comparison ---
  {
    query: 'Can members borrow a chainsaw from the Eastgate tool library?',
    type: 'yes/no',
    probe: 'an FAQ whose answer is a bare "No." then the reason',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['chainsaws'], ['insurer']] },
  },
  {
    query: 'Can a mental health assessment be interpreted over video link by Northvale?',
    type: 'yes/no',
    probe: 'a denial in other words ("not offered for") in an HTML page',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not offered'], ['mental health']] },
  },
  {
    query: 'Did the Heron\'s Lock gate replacement cost more than £300,000?',
    type: 'yes/no',
    probe: 'two sources disagree on the cost (£265,000 vs £310,000)',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['£265,000'], ['£310,000']] },
  },
  {
    query: 'Is the Brindle Pro 13 stronger than the Haulmark Static?',
    type: 'comparison',
    probe: 'a comparison of two table rows on one column (34 vs 30 kN)',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['34'], ['30']] },
  },
  {
    query: 'Should I varnish a chair seat once I have finished caning it?',
    type: 'yes/no',
    probe: 'an imperative denial ("Do not varnish") with the alternative (wax)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['wax'], ['brittle']] },
  },
  {
    query: 'Did the road resurfacing above the Millbrook tunnel put animals off using it?',
    type: 'yes/no',
    probe: 'a denial in a CSV notes cell, in other words ("no change in use")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['no change in use']] },
  },
  {
    query: 'Had the Rosy Footman been found at Coldharbour Meadows before this trapping night?',
    type: 'yes/no',
    probe: 'a denial stated as "had not been recorded on the reserve before"',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not been recorded']] },
  },
  // --- half-answerable ---
  {
    query: 'How much is a year\'s membership of the Eastgate tool library, and is there a rate for families?',
    type: 'half',
    probe: 'the fee is covered, a family rate is not (concessions are, which must not count)',
    expect: { kind: 'partial', facts: [['£25']], missing: 'families' },
  },
  {
    query: 'How many moths did the Coldharbour trap catch, and what was the humidity that night?',
    type: 'half',
    probe: 'the count is covered; the weather is described but humidity is not',
    expect: { kind: 'partial', facts: [['212']], missing: 'humidity' },
  },
  {
    query: 'What is the breaking strength of the Cedarline rope, and what colour is it sold in?',
    type: 'half',
    probe: 'a table cell is covered; colour is not',
    expect: { kind: 'partial', facts: [['27']], missing: 'colour' },
  },
  // --- unanswerable ---
  {
    query: 'What is the average salary of a tree surgeon?',
    type: 'unanswerable',
    probe: '"tree surgeon" appears in two documents; pay does not',
    expect: { kind: 'none' },
  },
  {
    query: 'In what year was the Eastgate Tool Library founded?',
    type: 'unanswerable',
    probe: 'the FAQ has opening hours ("When are you open?") but no founding date',
    expect: { kind: 'none' },
  },
  {
    query: 'How long is the waiting list for a British Sign Language course in Northvale?',
    type: 'unanswerable',
    probe: 'BSL, Northvale and waiting lists all occur, but no course is mentioned anywhere',
    expect: { kind: 'none' },
  },
  // --- synonyms / other wording ---
  {
    query: 'What is the youngest age at which someone can take out a loan from the Eastgate tool library?',
    type: 'what',
    probe: 'different wording: "youngest age ... take out a loan" vs "Members must be 18 or over"',
    expect: { kind: 'answer', facts: [['18']], lead: ['18'] },
  },
  {
    query: 'How long should a freshly woven cane seat be left before it is used?',
    type: 'what',
    probe: 'different wording: "left before it is used" vs "dry ... before anyone sits on it"',
    expect: { kind: 'answer', facts: [['24 hours']] },
  },
  {
    query: 'Roughly how much water was escaping through the shut gates before the repair?',
    type: 'what',
    probe: 'synonyms: "escaping" / "shut" vs "passing" / "closed"',
    expect: { kind: 'answer', facts: [['40 litres']], lead: ['40 litres'] },
  },
];
