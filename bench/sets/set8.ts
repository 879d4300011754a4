// Reviewer set 8 (rev12i, session 12): written before reading any engine code in src/service.
// 8 documents on topics far from earlier sets, 30 questions. Do not show to the engine's authors.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'feather-cloak.md': `---
title: Conserving the Tamsin feather cloak
url: https://harrowgate-museum.example.org/conservation/tamsin-cloak
---

# Conserving the Tamsin feather cloak

The Harrowgate Museum of Voyaging reopened its Pacific gallery in May 2024 with the Tamsin cloak back on display after fourteen months in the conservation studio. This article explains what was wrong with the cloak, what the conservators did, and why some of the damage was deliberately left alone.

## The object

The cloak is a shoulder cape 1.4 metres wide, made of roughly 11,000 small red and yellow feathers tied in overlapping rows onto a knotted net of twisted plant fibre. Each bundle holds between four and seven feathers, bound with a single half-hitch. The cloak came to the museum in 1911 as a gift from the family of Dr Elias Tamsin, a ship's surgeon, and its maker and first owner are not recorded.

## What had gone wrong

Three separate problems had built up over a century.

Light was the first. From 1911 until 1974 the cloak hung in a gallery with tall south-facing windows, and the red feathers on its left shoulder faded to a dull orange-brown. Fading of this kind cannot be reversed.

The second was insects. In 1998 an infestation of webbing clothes moths reached the storeroom, and their larvae grazed the barbs of several hundred feathers along the lower edge before it was noticed.

The third was an old repair. In the 1950s loose feathers had been stuck back with animal glue. As the glue aged it shrank and hardened, pulling neighbouring feathers out of their bindings and cracking the fibre beneath.

## The treatment

The work was led by the museum's textile conservator, Nadia Okafor, with two assistants.

First the cloak was sealed in a polythene bag and frozen at minus 30 °C for 72 hours, which kills moth eggs and larvae without chemicals. The museum stopped fumigating textiles in 1989, and earlier fumigation with arsenic-based powders is one reason staff now wear nitrile gloves when handling older objects.

Next the 1950s glue had to come off. A gel of methylcellulose laid on the glue for about ten minutes softened it enough to lift away with a spatula, without wetting the fibre net, which would have shrunk.

Loose feathers were then re-attached with fine silk thread dyed to match the net. No adhesive was used anywhere, so that every stitch can be cut and removed by a future conservator. Where the net itself had split, a backing of dyed nylon tulle was stitched behind it for support.

The faded feathers were not re-coloured. "We are not trying to make the cloak look new," Okafor said. "The fading is part of its history, and any dye we added would fade differently again."

## How it is shown now

The cloak now lies on a padded board tilted at 15 degrees, instead of hanging, so that its weight no longer pulls on the net. Its case keeps relative humidity at 50 per cent, plus or minus 5, and the light on it is limited to 50 lux. Even at that level the museum will show it for no more than six months in every three years; between showings it rests flat in dark storage.
`,

  'skerrow-light.html': `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Skerrow Point Lighthouse: from keepers to LEDs</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/heritage">Heritage</a> | <a href="/notices">Notices to mariners</a></nav>
<article>
<h1>Skerrow Point Lighthouse: from keepers to LEDs</h1>
<p class="byline">Coastal Lights Authority heritage pages</p>
<p>Skerrow Point Lighthouse stands on a granite headland at the mouth of the Annan Firth. It was first lit in 1867, and for more than a century it was looked after by three resident keepers working in shifts, who lived with their families in the cottages at the foot of the tower.</p>
<h2>Automation</h2>
<p>The station was automated in 1989. The last keepers, Duncan Reid and Alasdair Munro, left on 31 March 1989, and since then the light has been watched from the Authority's monitoring centre at Port Annan, 40 kilometres away. A technician visits four times a year, and after any alarm that cannot be cleared remotely.</p>
<p>Automation was possible because the light, the fog signal and the standby generator could all be switched and checked over a telephone line. It was needed because the cost of keeping three families on a remote headland had risen to several times the cost of the equipment that replaced them.</p>
<h2>The light itself</h2>
<p>The original light was a paraffin vapour burner. It was replaced in 1952 by a 1,000-watt electric lamp, and in 2019 by an array of light-emitting diodes drawing 48 watts. The LED lantern sits in front of the original first-order Fresnel lens, which is still in the lantern room but no longer turns.</p>
<p>Skerrow's character has not changed: two white flashes every 15 seconds. Until 2019 the flashes were made by the lens rotating on a bath of mercury; today the diodes are simply switched on and off electronically. The mercury, about 300 kilograms of it, was drained and taken away in 2019 because of the risk of a spill on the headland.</p>
<p>The new light has a nominal range of 18 nautical miles, down from 22. The Authority judged that the shorter range is enough now that almost every vessel in the firth navigates by satellite, and the lower power means the station can run on its 24 solar panels for most of the year, with a diesel generator as standby.</p>
<h2>What has gone</h2>
<p>The fog signal, a compressed-air horn sounding twice every minute in poor visibility, was discontinued in 2005. Residents of Skerrow village had complained about it for decades; one former keeper's daughter told us she could still hear it in her sleep.</p>
<h2>Visiting</h2>
<p>The tower is open to visitors on summer weekends from June to September. There are 112 steps to the lantern room. The keepers' cottages are now let as holiday accommodation by a local trust.</p>
</article>
<footer>© Coastal Lights Authority. Page last reviewed March 2025.</footer>
</body>
</html>
`,

  'chess-club-letter.txt': `Dear members,

I am writing, as club secretary, to explain the committee's decision on the rating dispute that has taken up so much of our time since Christmas, and to set out what changes from now on.

The complaint was brought by Helen Szabo in January. She pointed out that the eight games of the autumn rapid tournament, played at 15 minutes per player plus a 10-second increment, had been entered into the club's standard rating list. Our own rules, adopted in 2017, say that only games with at least 60 minutes per player may be rated on that list. Nobody disputes that the rapid games should not have been there.

The games mattered because of Rafael Imrie. Rafael won seven of his eight rapid games, and his standard rating rose from 1712 to 1806. That lifted him above Helen, whose rating had fallen to 1851 after two losses in the same event, and above three other members, in the seeding for the club championship. I want to be clear that Rafael did nothing wrong. He did not ask for the games to be rated and did not know they had been. The mistake was made in the ratings spreadsheet, which treated every game entered during the autumn as a standard game because no one had recorded the time control.

The committee met on 12 February and voted by five votes to two to remove the rapid games from the standard list. The two members who voted against argued that results should not be changed after the fact once players had been told their new ratings. The majority felt that a rating that breaks our own rules cannot stand, however awkward the correction.

Once the rapid games were removed and the list recalculated, Rafael's standard rating came to 1728, because he also won two standard games in December. Helen's returned to 1884. The championship seeding will use the recalculated list, and the first-round pairings published on 1 February have been withdrawn and will be made again.

We are not throwing the rapid results away. From this season the club will keep a separate rapid list, using the same Elo formula as the standard list, with a K-factor of 32 for players with fewer than 30 rated games and 16 after that. The autumn rapid tournament will be the first event on it, so Rafael's good results will count where they belong.

To stop this happening again, every game entered in the spreadsheet must now carry its time control, and the spreadsheet will refuse a game without one. The ratings officer, Colin Marsh, has offered to step down over the error; the committee asked him to stay, and he has agreed.

Any member who disagrees with the decision may appeal to the county association within 28 days of this letter.

With best wishes,
Margaret Olsen
Secretary, Ashcombe Chess Club
`,

  'tree-inventory-2025.txt': `BRAMLEY TOWN COUNCIL
URBAN TREE INVENTORY 2025: SUMMARY REPORT

SUMMARY
Between April and September 2025 the council's contractors surveyed every tree on streets, in parks and in council-owned car parks within the town boundary. The inventory recorded 14,212 trees. Canopy cover across the town is 17.8 per cent, below the council's target of 20 per cent by 2035. The most serious problem is ash dieback, which affects most of the town's ash trees.

METHOD
Two survey teams walked every street and park with tablets running the council's mapping software. Each tree was given an aluminium tag with a unique number, and the surveyors recorded its species, height, stem diameter at 1.3 metres above ground, condition, and any hazard to people or property. Trees in private gardens were not surveyed. Canopy cover was measured separately from aerial photographs taken in July 2025.

FINDINGS
The three most common species are London plane (21 per cent of trees), common lime (14 per cent) and Norway maple (9 per cent). The inventory found 612 ash trees. Of these, 188 are in poor condition from ash dieback and are likely to become dangerous within two years; the remainder show early or moderate symptoms and will be checked again each summer. Elsewhere, the condition of the town's trees is generally good: 81 per cent were graded good or fair. The oldest trees recorded are a row of sweet chestnuts in Castle Park thought to have been planted around 1760.

RECOMMENDATIONS
1. Fell the 188 ash trees in poor condition over the next two winters, starting with those beside roads and footpaths.
2. Replace every tree felled, and plant a further 900 trees a year for ten years to reach the canopy target.
3. Plant no more than 10 per cent of any single species in new planting, so that a future disease cannot strike as hard as ash dieback has.
4. Repeat the full inventory every five years.

COSTS
The survey cost £86,400. The planting programme is estimated at £310 per tree, including three years of watering and aftercare.

CONTACT
Tree and Woodland Officer, Bramley Town Council.
`,

  'courier-ash-felling.md': `---
title: Bramley's ash trees to come down as survey counts the town's canopy
url: https://bramley-courier.example.co.uk/news/2025/11/ash-trees-felling
---

# Bramley's ash trees to come down as survey counts the town's canopy

*By Joanna Pike, Bramley Courier, 14 November 2025*

When I walked along Elm Row with the council's tree officer last week, she stopped at almost every other trunk. "That one's fine. That one's going. That one we'll look at again next summer," said Priya Raman, tapping the small aluminium tags the survey teams left on every council tree this year.

The town's first full tree inventory, published on Monday, confirms what many residents had feared: ash dieback has reached almost every street. According to the council, 264 ash trees will be felled, most of them this winter, because they could drop limbs onto roads and pavements.

"We are not felling for the sake of it," Raman told me. "Every tree that comes down will be replaced, and we will be planting far more than we fell." The council has promised 900 new trees a year for the next ten years.

Not everyone is convinced. Tom Beckett, 71, has lived on Elm Row all his life. "My grandfather helped plant these trees after the war," he said. "I understand they're sick, but nobody knocked on my door to ask what we'd like to go in their place." Residents can comment on the replacement species for their street until 5 December.

The felling will cost about £120,000, paid from the council's highways budget, a figure that Councillor Gareth Lowe called "the price of forty years of planting whatever was cheapest." Ash was popular with planners in the 1970s and 1980s because it grew quickly and tolerated poor soil.

The survey, which cost £86,400, recorded more than 14,000 trees and found that leafy cover over the town is just under 18 per cent, short of the 20 per cent the council wants by 2035. London planes are the most common street tree, making up about a fifth of the total.

I asked Raman which trees she would most like to see planted. "Anything that isn't ash or plane," she laughed. "Seriously, the lesson of ash dieback is variety. If one disease can take out a big share of your trees, you've planted too much of one thing."

Elm Row's ash trees are due to be felled in the second week of January. The road will be closed to traffic for three days.
`,

  'observatory-time-faq.md': `---
title: Timekeeping at Kestle Hill Observatory
url: https://kestlehill-observatory.example.org/faq/time
---

# Timekeeping at Kestle Hill Observatory: frequently asked questions

Kestle Hill is a volunteer-run observatory with a 40 cm reflecting telescope. Visitors often ask about the clocks in the dome, so we have collected the common questions here.

## Why does a small observatory care so much about time?

Most of our science work is timing occultations: the moments when an asteroid passes in front of a star and the star blinks out for a few seconds. Observers spread across the country each record exactly when the star disappears and reappears, and the asteroid's size and shape are worked out from the differences between their timings. An error of a tenth of a second can move an observer's chord by several kilometres on the asteroid, so we need our timings to be right to within a hundredth of a second.

## Where does the observatory's time come from?

From a GPS receiver on the roof, which drives an oven-controlled crystal oscillator in the equipment rack. The oscillator's pulse-per-second output is what our cameras and computers are synchronised to. A small network time server in the rack passes the same time to every computer in the building.

## Can't you just use internet time?

No. We tested it in 2021: the computers' clocks, set from public internet time servers over our rural connection, wandered by up to 40 milliseconds, sometimes more when the line was busy. That is fine for email but far too coarse for occultation work, so the observing computers never take time from the internet.

## What happens if the GPS signal is lost?

The oscillator carries on by itself, a mode called holdover. It keeps time to within about one microsecond for eight hours, which is longer than any observing night we have had. If the GPS has been out for longer than that, the observation is flagged and its timings are checked against other observers.

## How do you know the camera's timestamps are right?

Each video frame passes through a video time inserter, which writes the GPS time onto the picture. Once a month a volunteer checks the whole chain by pointing the camera at a small LED that flashes on each GPS pulse: if the flash appears on a frame stamped exactly on the second, the delays are as expected.

## What is the old clock by the door?

That is a pendulum regulator made in 1931, which kept the observatory's time until 1978. It still runs and is wound every Sunday, but it is for display only; it gains or loses up to a second a week, which is far too much for science.

## Do you work in local time?

Every log, image and timing is recorded in UTC. The large clock in the visitor room shows local time, because that is what visitors expect.

## Can I visit?

Open nights are held on the first Friday of each month from October to March.
`,

  'bat-transect-guide.md': `---
title: How to walk a bat detector transect
url: https://fenwick-bat-group.example.org/guides/transect
---

# How to walk a bat detector transect

This guide is for volunteers joining the Fenwick Bat Group's summer survey. A transect is a fixed route walked at dusk with a bat detector, stopping at set points to listen. Walked the same way each year, transects show which species use an area and whether their activity is rising or falling.

## Before you go

You do not need a licence to walk a detector transect, because listening to bats does not disturb them. You do need one to catch, handle or photograph bats at a roost, and you must never shine a white torch at a roost entrance.

Always survey in pairs, carry a torch and a charged phone, and tell someone where you are going and when you expect to be back.

## Steps

1. **Plan the route.** Choose a route of 1 to 2 kilometres that you can walk safely in the dark, with ten listening points spaced along it. Include some water, a tree line and open ground if you can.
2. **Check the weather.** Only go out if the temperature at sunset is at least 7 °C, there is no more than light drizzle, and the wind is below force 4 on the Beaufort scale. Cold, wet or windy nights give falsely low counts because insects, and so bats, stay down.
3. **Set up the detector.** For a heterodyne detector, start at 45 kHz, where the commonest species call loudest. If you have a full-spectrum recorder, set it to record continuously and note the file number at each point.
4. **Start on time.** Begin walking 20 minutes after sunset. Starting earlier means missing the later-emerging species; starting later means missing the first feeding burst.
5. **Walk and listen.** Walk between points at a steady pace of about 3 km per hour, noting any bat passes. At each listening point stop for four minutes, and record every pass with the time and, if you can, the species.
6. **Finish and submit.** The walk usually takes 90 minutes. Enter your results on the group's website within a week, and send any recordings by the end of the month.
7. **Repeat.** Walk the same route in May, July and September, so that each season is covered.

## Telling species apart

Heterodyne detectors turn a bat's ultrasonic call into a sound you can hear. The frequency at which the call sounds loudest is a good first clue to the species:

| Species | Loudest frequency | Where to expect it |
|---|---|---|
| Common pipistrelle | 45 kHz | gardens, streets, hedges |
| Soprano pipistrelle | 55 kHz | near water and woodland edges |
| Noctule | 20–25 kHz | high over open ground, early in the evening |
| Daubenton's bat | 45–50 kHz | skimming low over still water |
| Brown long-eared bat | very quiet, rarely heard beyond 5 m | woodland, old buildings |

Because common pipistrelles and Daubenton's bats overlap in frequency, use where and how the bat flies to tell them apart: a bat skimming a few centimetres above a pond is almost always Daubenton's.
`,

  'fennick-orchard-pollination-2024.csv': `block,variety,treatment,wild_bee_visits_per_10_min,hoverfly_visits_per_10_min,fruit_set_percent,notes
A,Cox,wildflower strip,6.2,3.1,38,"Strip sown in autumn 2022 with 24 native species along the row ends; no honeybee hives have been kept on Fennick Farm or its neighbours since 2021"
B,Cox,mown grass (control),2.4,1.2,24,"Grass cut every two weeks through blossom, so almost nothing flowered under the trees; fewest visits of the three Cox blocks and the main comparison for block A"
C,Cox,solitary bee nest blocks,5.1,1.0,35,"Twelve drilled-timber nest blocks put up in March; red mason bees nesting from early April"
D,Egremont Russet,wildflower strip,5.8,3.6,31,"Frost on 19 April damaged about a fifth of the open blossom in both Russet blocks"
E,Egremont Russet,mown grass (control),2.1,1.4,19,"Frost on 19 April; sheltered by a hawthorn hedge on the north side, which kept some blossom undamaged but also cut the wind that carries hoverflies in from the fields"
F,Egremont Russet,solitary bee nest blocks,4.7,0.9,29,"Nest blocks occupied late, from the first week of May, after most of the blossom had opened"
G,Discovery,wildflower strip,7.0,4.0,41,"Highest fruit set in the study; strip next to an old field margin with bramble and hogweed"
H,Discovery,mown grass (control),2.9,1.5,27,"Next to the farm track; dust on flowers after dry spells, and the lowest hoverfly count of the Discovery blocks apart from block I"
I,Discovery,solitary bee nest blocks,5.5,1.1,36,"Nest blocks shaded by a poplar windbreak in the afternoon; fewer red mason bees took up the tubes than in block C, but fruit set was close to it"
J,Cox,wildflower strip and nest blocks,7.4,3.3,40,"Both treatments together; visits counted on the same mornings as the other blocks, 10-minute watches on five marked branches between 10:00 and 12:00 on dry days"
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- what / which / who / how much
  {
    query: 'How many feathers went into making the Tamsin cloak?',
    type: 'what',
    probe: 'a count asked with different wording ("went into making")',
    expect: { kind: 'answer', facts: [['11,000']], lead: ['11,000'] },
  },
  {
    query: 'Who was in charge of the conservation work on the feather cloak?',
    type: 'what',
    probe: 'who-question; the document says "led by", the question "in charge of"',
    expect: { kind: 'answer', facts: [['Okafor']], lead: ['Okafor'] },
  },
  {
    query: 'When did Skerrow Point lighthouse stop being staffed?',
    type: 'what',
    probe: 'synonym: "stop being staffed" against "automated"/"last keepers left"',
    expect: { kind: 'answer', facts: [['1989']], lead: ['1989'] },
  },
  {
    query: 'Which pest attacked the feather cloak, and when?',
    type: 'what',
    probe: 'synonym: "pest" is not in the document (clothes moths, larvae)',
    expect: { kind: 'answer', facts: [['clothes moth'], ['1998']], lead: ['moth'] },
  },
  {
    query: 'How many ash trees are there in Bramley according to the inventory?',
    type: 'what',
    probe: 'a figure from a .txt with capitalised headings, beside other counts (14,212, 188)',
    expect: { kind: 'answer', facts: [['612']], lead: ['612'] },
  },
  {
    query: 'In the Fennick orchard study, which variety and treatment gave the highest fruit set?',
    type: 'what',
    probe: 'a maximum read from a .csv',
    expect: { kind: 'answer', facts: [['41'], ['Discovery'], ['wildflower']], lead: ['41', 'Discovery'] },
  },
  {
    query: "What is Rafael Imrie's standard rating once the rapid games were taken out?",
    type: 'what',
    probe: 'the right one of four ratings of the same man in a plain letter (1712, 1806, 1728)',
    expect: { kind: 'answer', facts: [['1728']], lead: ['1728'], offTopic: [] },
    untrue: ['rating is 1806', 'rating is 1712'],
  },
  {
    query: 'What frequency should a heterodyne bat detector be tuned to at the start?',
    type: 'what',
    probe: 'a how-to step, not the species table',
    expect: { kind: 'answer', facts: [['45 kHz']], lead: ['45 kHz'] },
  },
  {
    query: 'How long can the observatory keep accurate time without GPS?',
    type: 'what',
    probe: 'paraphrase: "without GPS" against "if the GPS signal is lost ... holdover"',
    expect: { kind: 'answer', facts: [['eight hours', '8 hours'], ['microsecond']], lead: ['eight hours', '8 hours'] },
  },
  // --- why / how
  {
    query: "Why didn't the conservators restore the colour of the faded feathers?",
    type: 'why/how',
    probe: 'reason given in a quotation; "restore the colour" against "re-coloured"/"dye"',
    expect: { kind: 'answer', facts: [['part of its history'], ['fade differently']], lead: ['history', 'fade differently'] },
  },
  {
    query: 'How did the conservators make sure no insects survived in the cloak?',
    type: 'why/how',
    probe: 'mechanism; "insects survived" against "kills moth eggs and larvae"',
    expect: { kind: 'answer', facts: [['frozen', 'freezing'], ['72 hours'], ['minus 30', '-30']], lead: ['frozen', 'freez'] },
  },
  {
    query: "Why is the Skerrow light's range shorter than it used to be?",
    type: 'why/how',
    probe: 'a why whose reason follows the figure ("judged that ... satellite")',
    expect: { kind: 'answer', facts: [['satellite'], ['solar']], lead: ['satellite'] },
  },
  {
    query: 'What caused the rating dispute at the Ashcombe chess club?',
    type: 'why/how',
    probe: 'cause spread over two paragraphs of a letter without headings',
    expect: { kind: 'answer', facts: [['rapid'], ['60 minutes'], ['time control', 'spreadsheet']], lead: ['rapid'] },
  },
  {
    query: 'Why does a bat transect begin 20 minutes after sunset rather than earlier or later?',
    type: 'why/how',
    probe: 'reason inside a numbered step',
    expect: { kind: 'answer', facts: [['later-emerging'], ['feeding burst']], lead: ['later-emerging', 'feeding burst'] },
  },
  {
    query: "Why won't Kestle Hill take its time from internet servers?",
    type: 'why/how',
    probe: 'FAQ whose heading is a differently worded question',
    expect: { kind: 'answer', facts: [['40 milliseconds'], ['coarse']], lead: ['40 milliseconds', 'coarse', 'wandered'] },
  },
  {
    query: 'Why does Bramley want to cap how much of any one species it plants?',
    type: 'why/how',
    probe: 'reason inside a numbered recommendation under a capitalised .txt heading',
    expect: { kind: 'answer', facts: [['disease'], ['ash dieback']], lead: ['disease'] },
  },
  // --- yes/no and comparison
  {
    query: "Was glue used to fix the loose feathers back onto the cloak's net?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'answer is no (silk thread, no adhesive), but an older repair did use glue',
    expect: { kind: 'answer', facts: [['silk thread'], ['no adhesive']], lead: ['silk', 'no adhesive'] },
    untrue: ['feathers were glued back'],
  },
  {
    query: 'Do volunteers need a licence to walk a bat detector transect?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'answer is no, next to a sentence where a licence IS needed (handling at roosts)',
    expect: { kind: 'answer', facts: [['do not need a licence', 'not need a licence']], lead: ['not need'] },
  },
  {
    query: 'Will Bramley cut down more than 200 ash trees?',
    type: 'yes/no',
    verdict: 'qualified',
    probe: 'the council report says 188, the newspaper says 264: sources disagree',
    expect: { kind: 'answer', facts: [['188'], ['264']] },
  },
  {
    query: 'Did the wildflower strips give a better fruit set than mown grass?',
    type: 'comparison',
    verdict: 'yes',
    probe: 'comparison read across rows of a .csv (38 vs 24, 31 vs 19, 41 vs 27)',
    expect: { kind: 'answer', facts: [['38', '31', '41'], ['24', '19', '27']] },
  },
  {
    query: 'Is the 1931 pendulum clock still used to time observations?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'answer is no: "still runs" but "for display only" since 1978',
    expect: { kind: 'answer', facts: [['display only', 'for display'], ['1978']], lead: ['display'] },
  },
  {
    query: "Does Skerrow's LED light reach as far as its old lamp did?",
    type: 'comparison',
    verdict: 'no',
    probe: 'comparison: 18 nautical miles against 22',
    expect: { kind: 'answer', facts: [['18 nautical miles'], ['22']], lead: ['18'] },
  },
  {
    query: 'Will the autumn rapid results still be rated anywhere?',
    type: 'yes/no',
    verdict: 'yes',
    probe: 'answer is yes (a separate rapid list), after the removal from the standard list',
    expect: { kind: 'answer', facts: [['separate rapid list', 'rapid list']], lead: ['rapid list'] },
  },
  {
    query: 'Was the committee unanimous in removing the rapid games from the standard list?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'synonym: "unanimous" against "five votes to two"',
    expect: { kind: 'answer', facts: [['five votes to two']], lead: ['five votes to two', 'two members'] },
  },
  // --- half-answerable
  {
    query: 'How long did the conservation of the feather cloak take, and what did it cost?',
    type: 'half',
    probe: 'time is covered, the cost is not (though "cost" appears in other documents)',
    expect: { kind: 'partial', facts: [['fourteen months']], missing: 'cost' },
  },
  {
    query: 'How many steps are there up Skerrow lighthouse, and what is the admission price?',
    type: 'half',
    probe: 'steps covered, price not',
    expect: { kind: 'partial', facts: [['112']], missing: 'price' },
  },
  {
    query: 'When are the Kestle Hill open nights, and how much is a ticket?',
    type: 'half',
    probe: 'dates covered, ticket not',
    expect: { kind: 'partial', facts: [['first Friday']], missing: 'ticket' },
  },
  // --- unanswerable
  {
    query: 'What is the population of Skerrow village?',
    type: 'unanswerable',
    probe: 'the village is named, its population is not',
    expect: { kind: 'none' },
  },
  {
    query: 'Which eyepieces does Kestle Hill recommend for beginners?',
    type: 'unanswerable',
    probe: 'near-topic: the telescope is mentioned, eyepieces never',
    expect: { kind: 'none' },
  },
  {
    query: 'How do I repair a cracked violin top?',
    type: 'unanswerable',
    probe: 'off every topic',
    expect: { kind: 'none' },
  },
];
