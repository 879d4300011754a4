// Reviewer g's unseen set for issue #11, written before reading src/service.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'roche-noire-cave.md': `---
title: Inside the Roche Noire cave, where mountain cheese grows up
url: https://www.alpine-dairy-review.org/features/roche-noire-cave
---

# Inside the Roche Noire cave

The Roche Noire cave sits 40 metres inside a limestone ridge above the village of Saint-Aurel. It began life as a quarry gallery in the 1880s, was abandoned when the quarry closed in 1931, and was turned into a maturing cellar by the Saint-Aurel cooperative in 1967. Today it holds around 21,000 wheels of Tomme de Roche, each weighing about 38 kilograms, from eleven village dairies.

## The cave climate

The rock does the work that machines do elsewhere. Year round, the galleries stay at 8 to 9 °C, and the relative humidity hovers around 94 per cent. The cave is kept cool without any mechanical cooling: the only equipment is a set of slow fans that move air between the galleries in summer, when the outside air is warmer than the rock.

## Turning and brushing

For the first three months every wheel is turned and rubbed with a cloth soaked in brine, the morge, twice a week. After that, once a week is enough. The work is done by a robot that lifts each wheel off its spruce board, turns it, brushes it and puts it back; the cave's two robots handle about 4,000 wheels a day between them. The morge carries the cave's own bacteria from old wheels to young ones, and the brushing keeps cheese mites from burrowing into the rind.

## The rind

Brevibacterium linens, the same bacterium found on washed-rind cheeses, gives the rind its orange-brown colour and part of its savoury smell. Over the months the rind thickens to about 4 millimetres, and the interior, the paste, changes as its proteins break down. After about twelve months small white tyrosine crystals appear, which give older wheels their crunch.

## Grading

Wheels leave the cave after at least 14 months. Premium Réserve wheels stay 24 months. Before leaving, every wheel is graded by a cooperative grader who taps it with a small hammer and listens: a dull note means a crack or a large hole in the paste. The grader then pushes a cheese iron into the side, draws out a thin core, smells and tastes it, and puts the core back. Wheels are scored out of 20; those below 12 are sold for grating and processed cheese.

## Why go underground?

Producers give three reasons. First, the temperature is stable: a cellar that swings by two or three degrees between seasons ages cheese unevenly. Second, the high humidity keeps the rind supple so that it does not crack. Third, energy: a surface cellar of the same size would need about 310 megawatt-hours of electricity a year for refrigeration and humidifiers.

"The cave gives us a slow, even ageing that we could only imitate with a lot of machinery," says the cooperative's manager, Hélène Vuillet. Slower ageing at a lower temperature is also what gives Tomme de Roche its nutty, layered flavour.
`,

  'karvel-alert-levels.html': `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Alert levels | Karvel Volcano Observatory</title>
</head>
<body>
<nav><a href="/">Home</a> | <a href="/monitoring">Monitoring</a> | <a href="/alerts">Alert levels</a> | <a href="/contact">Contact</a></nav>
<main>
<h1>Volcano alert levels at Karvel</h1>
<p class="status"><strong>Current status (updated 14 May 2025):</strong> Volcano Alert Level ADVISORY, Aviation Colour Code YELLOW. Karvel has been at Advisory since 3 March 2025, when a swarm of about 340 small earthquakes was recorded beneath the summit in a single week.</p>

<h2>The four levels</h2>
<ul>
<li><strong>Normal (Green):</strong> the volcano is in its usual quiet, non-eruptive state.</li>
<li><strong>Advisory (Yellow):</strong> the volcano shows signs of unrest above its background level, but an eruption is not expected soon.</li>
<li><strong>Watch (Orange):</strong> heightened unrest with an increased likelihood of eruption, or a minor eruption with limited hazards. A 3 km exclusion zone around the summit crater applies.</li>
<li><strong>Warning (Red):</strong> a hazardous eruption is imminent or under way. The exclusion zone is extended to 8 km, and flights downwind of the volcano are restricted.</li>
</ul>

<h2>How we decide</h2>
<p>The level is set by the observatory's scientist-in-charge after a review of three kinds of data: earthquakes recorded by our network of 18 seismometers, ground deformation measured by 12 GNSS stations on the flanks, and gas measured by scanning spectrometers. Watch is normally declared when the ground inflates by more than 5 cm per month, or when sulphur dioxide output passes 2,000 tonnes per day. During the current unrest, sulphur dioxide output has peaked at 1,200 tonnes per day.</p>

<h2>Who does what</h2>
<p>The observatory issues alert levels and scientific advice; it does not order evacuations. Evacuation orders and road closures are issued by the Regional Civil Protection Authority, which has built our levels into its emergency plan. Residents should follow instructions from civil protection and the local police, not from social media.</p>

<h2>Why levels come down slowly</h2>
<p>Unrest at volcanoes often pauses and then resumes. For this reason we lower a level only after at least 60 days in which the monitoring data have stayed at or near background. Dropping a level too early and raising it again a few weeks later would also teach people to ignore our alerts.</p>

<h2>History</h2>
<p>Karvel last erupted in 1987, when an ash column reached 11 km and ash fell on farms 40 km to the east. No one was killed, but the ash closed the regional airport for nine days.</p>
</main>
<footer>Karvel Volcano Observatory · Data are provisional · Contact the duty scientist on +47 555 01 234</footer>
</body>
</html>
`,

  'stag-hunt-tapestry.txt': `Treatment record, summarised for the Friends of the Hallberg Museum newsletter.

The Stag Hunt tapestry, woven in Brussels around 1540, came into the museum's textile conservation studio in January 2023 after 61 years on the wall of the Great Hall. It measures 4.2 by 6.8 metres and is woven in wool with silk highlights on a wool warp. It shows a hunting party driving a stag through a wood towards a river, with a castle on the hill behind.

When it was taken down, the damage was worse than expected. The silk wefts in the sky and in the faces had split and fallen away in places, leaving bare warps. A repair done in the 1950s had used cotton thread and a rubber-based adhesive along the lower border; the adhesive had yellowed and gone hard, pulling the wool into ridges.

Before any cleaning, the team removed the old adhesive with scalpels and small amounts of solvent under fume extraction, working on roughly ten square centimetres at a time. This alone took five weeks.

Cleaning was done in a purpose-built wet-cleaning tank set up in a hired hangar, because no room in the museum was large enough. The tapestry was rolled onto a perforated support, lowered into deionised water at 25 °C with a small amount of non-ionic surfactant, and gently sponged by hand, then rinsed in several changes of water until the rinse water ran clear. The whole wash took three days, and the tapestry was dried flat under fans.

Many visitors ask why the trees and bushes in the tapestry are blue. The greens were originally dyed in two baths: first with woad or indigo, which gives blue, and then with weld, a plant that gives yellow. Weld fades much faster in light than indigo, so after nearly five centuries the yellow component has faded away and the foliage now reads as blue.

The conservators did not reweave the lost areas. Reweaving replaces original material with new thread and makes it hard for later researchers to tell old from new. Instead, the tapestry was stitched onto a support of linen, with dyed silk crepeline laid over the weakest areas, and the loose wefts and exposed warps were secured with couching stitches in hand-dyed silk thread of matching colour. Four conservators spent about 2,400 hours on the stitching over fourteen months.

The tapestry returned to display in March 2025. It is now shown on a slightly slanted board rather than hung from a rod, because hanging puts the full weight of the textile on the weakened warps. Light is kept at 50 lux, and the gallery blinds close automatically when the sun is on the windows.
`,

  'margarethe-cannon-raised.md': `---
title: Bronze cannon raised from the Margarethe after 284 years
url: https://www.skarholm-tidende.example/news/2025/08/margarethe-cannon
---

# Bronze cannon raised from the Margarethe after 284 years

*By Jonas Wiik, Skarholm Tidende, 22 August 2025*

I watched from the deck of the survey vessel Havsula as the first gun of the Margarethe broke the surface at 11:40 on Tuesday morning, streaming water and green with corrosion. Nobody on board spoke until it was safely in its cradle.

The Margarethe, a merchant ship of the Danish Asiatic Company, sank in a November storm in 1741 on her way home from Canton, taking all 112 men aboard with her. She now lies upright at a depth of 27 metres, six nautical miles south of Skarholm lighthouse.

"We have waited eleven years for the permit, the money and the weather to line up on the same day," said Dr Ingrid Sølvberg, who leads the excavation for the Maritime Heritage Institute. "Today they did."

The cannon is a bronze six-pounder, 2.1 metres long and weighing about 1.4 tonnes. Divers from the institute spent two days clearing sediment from around it before fixing two straps and two lift bags. The bags were filled with air from the divers' spare cylinders a little at a time, so that the gun rose slowly through the water.

"It came up slower than I expected, which is exactly what you want," diver Mats Oland told me after he had climbed back on board. "If it shoots up, the straps can slip."

Why is so much of the ship still there? Sølvberg explains that the water here is brackish, with a salinity of about 7 parts per thousand: too low for the shipworm, the wood-boring mollusc that destroys wrecks in the North Sea and the Atlantic within decades. "In the Atlantic we would be looking at a pile of ballast stones," she said. "Here we have a hull."

The gun will not go on display soon. It will spend about two years in a tank of fresh water, changed regularly, to draw out the chlorides it has absorbed from the sea. If bronze is dried with chlorides still inside, it can develop bronze disease, a powdery corrosion that keeps eating into the metal long after the object has left the water.

The institute plans to raise a second cannon next summer. Most of the hull will stay where it is. "The seabed is the best storage we have," Sølvberg said.
`,

  'margarethe-fact-sheet.md': `---
title: Protected wreck fact sheet: Margarethe (1741)
url: https://www.heritage-agency.example/wrecks/margarethe-1741
---

# Margarethe (1741)

## Key facts

- **Type:** three-masted merchant ship of the Danish Asiatic Company, built in 1733 in Copenhagen
- **Lost:** 19 November 1741, in a storm, on the return voyage from Canton
- **Crew:** 86 according to the muster roll; no survivors
- **Depth:** 27 metres
- **Found:** 1998, when the trawler Solvik snagged its nets on the stern
- **Protected since:** 2001

## Condition

The hull is about 70 per cent intact from the keel to the lower deck. The low salinity of this part of the Baltic keeps shipworm away, so the oak timbers have survived far better than those of wrecks of the same age in the North Sea. The upper deck and masts have collapsed, and the stern was damaged by anchors and fishing gear before the wreck was protected.

## Rules for visitors

Diving on the wreck is permitted only with a permit from the Heritage Agency, which is granted to dive clubs and researchers for a named date. Anchoring is banned within 500 metres of the wreck, because anchors and their chains broke timbers at the stern in the 1990s; visiting boats must use the mooring buoy placed by the agency. Bottom trawling is banned in the same zone. Objects must not be touched or removed, and any find brought to the surface must be reported to the agency within 48 hours. Breaches can be fined.

## Research

The Maritime Heritage Institute holds the excavation licence. Its plan is to record the hull in place with photogrammetry and to raise only loose objects that are at risk, such as the guns lying on the seabed beside the hull. Finds are conserved at the institute and will be shown at the Skarholm maritime museum.
`,

  'nordfjord-air-baggage-faq.md': `---
title: Nordfjord Air baggage FAQ
url: https://www.nordfjordair.example/help/baggage
---

# Baggage: frequently asked questions

Nordfjord Air flies ATR 42 and ATR 72 turboprops between 14 coastal airports. These answers apply to all our routes.

## How much cabin baggage can I bring?

One cabin bag of up to 8 kg and no larger than 40 × 30 × 20 cm, plus one personal item such as a handbag or laptop bag that fits under the seat in front of you.

## Why is the cabin bag allowance smaller than on other airlines?

Our ATR aircraft have small overhead bins, which cannot hold the wheeled bags that fit in larger jets. Bags that are too big, or weigh more than 8 kg, are tagged at the aircraft door and carried in the hold free of charge, then handed back to you at the foot of the stairs on arrival.

## Is checked baggage included in my ticket?

Flex and Plus fares include one checked bag of 20 kg. Light fares do not include a checked bag.

## What does an extra checked bag cost?

An extra checked bag costs NOK 450 when you add it online up to 24 hours before departure, or NOK 650 if you add it at the airport.

## Is there a maximum weight for a single bag?

Yes. No single bag may weigh more than 32 kg, for the safety of our ground staff. Heavier items must be sent as air cargo.

## Can I take skis or a hunting rifle?

Skis and snowboards count as one checked bag if they are packed together in one bag under 23 kg. Hunting weapons must be declared at least 48 hours before departure and are carried unloaded in a locked case.

## Can my pet travel with me?

Pets are not allowed in the cabin. Only recognised assistance dogs may travel in the cabin, free of charge. Cats and small dogs can travel in the hold on ATR 72 routes, in an approved crate, for a fee of NOK 900 each way.

## My bag did not arrive. What should I do?

Report it at the baggage desk before you leave the airport, or within 21 days through our online form. We reimburse reasonable expenses for essentials, up to NOK 1,000 per day for five days.

## I am travelling with an infant. What can I bring?

An infant travelling on your lap gets a 10 kg checked bag, and one pushchair and one car seat travel free.
`,

  'choir-just-major-chord.md': `---
title: Tuning a major chord by ear: a ten-minute warm-up for chamber choirs
url: https://www.choircraft.example/warmups/just-major-chord
---

# Tuning a major chord by ear

A piano is tuned in equal temperament, in which every interval except the octave is slightly out of tune so that all keys sound alike. An unaccompanied choir does not have to accept that compromise: it can tune each chord pure. Pure intervals have simple frequency ratios (3:2 for the fifth, 5:4 for the major third), and when an interval is pure the upper partials of the two notes coincide and the beating between them stops.

## What you need

- a tuning fork at A = 440 Hz, or a pitch pipe
- the choir divided into three groups: roots, fifths and thirds
- about ten minutes

## Steps

1. Give the root from the tuning fork. Have the root group sing it on an "oo" vowel, without vibrato, until the group sounds like one voice.
2. Add the fifth. The fifth group enters on the same vowel. A pure fifth is about 2 cents wider than the piano's fifth, so ask the singers to lean very slightly upwards and to listen until the beating stops.
3. Add the third. The third group enters softly. The pure major third is about 14 cents lower than the piano's third, which is more than most singers expect. Ask them to place it low and "inside" the chord.
4. Listen for the ring. When all three notes are pure, many choirs hear a faint extra pitch an octave or two below the root, the combination tone, and the chord seems to grow louder without anyone singing louder.
5. Change the vowel to "ah". Brighter vowels have stronger upper partials, so any beating that was hidden on "oo" becomes audible. Correct again.
6. Move to a new root and repeat, then check the final pitch against the fork. A cappella choirs that tune every chord pure tend to drift, often downward, over a long piece.

## Tips

- Why no vibrato? Vibrato makes the pitch wobble by up to a quarter of a tone, which masks the beats that singers listen for. Add it back only when the chord is in tune.
- Start on "oo" because its simple sound makes it easier to match pitch within each group.
- Keep the third group quieter than the root: a loud third sounds sharp even when it is in tune.
`,

  'yellow-rust-2025.md': `---
title: Yellow rust in winter wheat: 2025 variety ratings and spray guidance
url: https://www.cropnotes.example/disease/yellow-rust-2025
---

# Yellow rust in winter wheat: 2025 ratings and spray guidance

Yellow rust, also called stripe rust, is caused by the fungus Puccinia striiformis. It is one of the most damaging diseases of winter wheat in cool maritime regions: in severe epidemics, susceptible varieties can lose up to 50 per cent of their yield. It shows as stripes of yellow-orange pustules running along the leaves, and heavily infected plants look as if they have been dusted with orange powder.

## How it spreads

Spores are carried on the wind, often over hundreds of kilometres, and the fungus survives the winter on green wheat leaves, on volunteer plants and in early-sown crops. It is favoured by cool, damp weather: infection is fastest between 10 and 15 °C when leaves stay wet for several hours, while hot spells above 25 °C slow it down.

## Variety ratings

| Variety | Rating (1–9, 9 = most resistant) | Adult plant resistance | Recommended for high-risk areas |
|---|---|---|---|
| Torvik | 8 | Yes | Yes |
| Kestrel | 7 | Yes | Yes |
| Brisa | 6 | Yes | No |
| Halden | 4 | No | No |
| Moravia | 2 | No | No |

Ratings come from the 2025 trials at four sites. Halden's rating fell from 7 to 4 after a new race of the fungus appeared in 2023 and overcame its main resistance gene. Adult plant resistance protects the crop from stem extension onwards even when seedlings are infected.

## Spray guidance

- Varieties rated 4 or below: inspect crops from late winter and spray at stem extension (growth stage 30–31) if any active pustules are found.
- Varieties rated 6 or above: the early spray can usually be skipped, but inspect again at flag-leaf emergence.
- Advisers recommend mixing a triazole with an SDHI or a strobilurin rather than relying on a single group, because mixtures slow the selection of fungicide-resistant strains of the fungus.
- Do not spray after the crop has flowered unless the label allows it.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // what / which / who / how much
  { query: 'At what temperature do the cheese wheels mature in the Roche Noire cave?', type: 'what', probe: 'figure from a Markdown section', expect: { kind: 'answer', facts: [['8 to 9']], lead: ['8 to 9'] } },
  { query: 'What alert level is Karvel volcano at right now?', type: 'what', probe: 'current status in an HTML page', expect: { kind: 'answer', facts: [['Advisory'], ['Yellow']], lead: ['Advisory'] } },
  { query: 'Who gives the order to evacuate villages near Karvel?', type: 'what', probe: 'who: agent named in HTML, observatory is not it', expect: { kind: 'answer', facts: [['Civil Protection']], lead: ['Civil Protection'] } },
  { query: 'How much will I pay for an extra checked bag if I buy it at the airport on Nordfjord Air?', type: 'what', probe: 'how much: the airport figure, not the online one', expect: { kind: 'answer', facts: [['NOK 650', '650']], lead: ['650'] } },
  { query: 'Which of the wheat varieties in the ratings is the most susceptible to yellow rust?', type: 'what', probe: 'superlative from a table with inverse scale', expect: { kind: 'answer', facts: [['Moravia']], lead: ['Moravia'] } },
  { query: 'Which wheat varieties are recommended for areas at high risk of yellow rust?', type: 'what', probe: 'table Yes cells', expect: { kind: 'answer', facts: [['Torvik'], ['Kestrel']] } },
  { query: 'Who found the wreck of the Margarethe, and in what year?', type: 'what', probe: 'who + when from a key-facts list', expect: { kind: 'answer', facts: [['trawler'], ['1998']], lead: ['trawler', 'Solvik'] } },
  { query: 'How heavy is a single wheel of the cheese matured at Roche Noire?', type: 'what', probe: 'synonym: heavy vs weighing', expect: { kind: 'answer', facts: [['38 kilograms']], lead: ['38'] } },
  { query: "What's the carry-on allowance on Nordfjord Air?", type: 'what', probe: 'synonym: carry-on vs cabin bag', expect: { kind: 'answer', facts: [['8 kg'], ['personal item']], lead: ['8 kg'] } },
  // why / how
  { query: 'Why do the dairies age their wheels in the cave rather than in a cellar above ground?', type: 'why/how', probe: 'reasons listed in a section', expect: { kind: 'answer', facts: [['stable'], ['humidity'], ['310']] } },
  { query: "Why doesn't the observatory lower the alert level as soon as the earthquakes die down?", type: 'why/how', probe: 'why in HTML, different wording', expect: { kind: 'answer', facts: [['60 days'], ['resumes', 'pauses']] } },
  { query: 'Why do the trees in the stag hunt tapestry look blue instead of green?', type: 'why/how', probe: 'causal chain in plain text', expect: { kind: 'answer', facts: [['weld'], ['fades', 'faded']], lead: ['weld', 'yellow'] } },
  { query: 'Why is the raised cannon being kept in fresh water for years?', type: 'why/how', probe: 'purpose + mechanism in news report', expect: { kind: 'answer', facts: [['chlorides'], ['bronze disease']], lead: ['chlorides'] } },
  { query: 'How should the singers tune the third of a major chord compared with the piano?', type: 'why/how', probe: 'how from a numbered step', expect: { kind: 'answer', facts: [['14 cents'], ['lower']], lead: ['14 cents'] } },
  { query: 'Why are singers told to drop their vibrato while tuning the chord?', type: 'why/how', probe: 'why from a tips bullet', expect: { kind: 'answer', facts: [['masks'], ['beats']], lead: ['masks', 'beats'] } },
  // yes/no and comparisons
  { query: 'Does the Roche Noire cave rely on refrigeration to stay cool?', type: 'yes/no', verdict: 'no', probe: 'no: without any mechanical cooling; refrigeration word appears in a hypothetical', expect: { kind: 'answer', facts: [['without any mechanical cooling']] } },
  { query: 'Is the exclusion zone around Karvel larger at Watch level than at Warning level?', type: 'comparison', verdict: 'no', probe: 'reversed comparison: 3 km vs 8 km', expect: { kind: 'answer', facts: [['3 km'], ['8 km']] } },
  { query: 'Did more than a hundred men die when the Margarethe sank?', type: 'yes/no', verdict: 'qualified', probe: 'sources disagree: 112 vs 86', expect: { kind: 'answer', facts: [['112'], ['86']] } },
  { query: 'Can I take my cat with me in the cabin on Nordfjord Air?', type: 'yes/no', verdict: 'no', probe: 'no from FAQ', expect: { kind: 'answer', facts: [['not allowed in the cabin']] } },
  { query: 'Is adding an extra bag online cheaper than adding it at the airport?', type: 'comparison', verdict: 'yes', probe: 'comparison of two figures', expect: { kind: 'answer', facts: [['450'], ['650']] } },
  { query: "Is a pure fifth narrower than the piano's fifth?", type: 'comparison', verdict: 'no', probe: 'reversed comparison: wider', expect: { kind: 'answer', facts: [['2 cents'], ['wider']] } },
  { query: 'Did the conservators reweave the missing parts of the tapestry?', type: 'yes/no', verdict: 'no', probe: 'no: stabilised by couching instead', expect: { kind: 'answer', facts: [['couching']] } },
  // half-answerable
  { query: 'How long are the Roche Noire wheels aged, and what price does a mature wheel fetch?', type: 'half', probe: 'half: ageing covered, price not', expect: { kind: 'partial', facts: [['14 months']], missing: 'price' } },
  { query: 'What is the heaviest single bag Nordfjord Air will accept, and how are wheelchairs handled?', type: 'half', probe: 'half: weight cap covered, wheelchairs not', expect: { kind: 'partial', facts: [['32 kg']], missing: 'wheelchair' } },
  { query: "How many hours of stitching did the tapestry treatment take, and what did the museum's insurers require?", type: 'half', probe: 'half: hours covered, insurers not', expect: { kind: 'partial', facts: [['2,400 hours']], missing: 'insurer' } },
  // unanswerable
  { query: 'What dose of fungicide is recommended against net blotch in barley?', type: 'unanswerable', probe: 'near-topic: fungicide covered, barley net blotch not', expect: { kind: 'none' } },
  { query: 'In what year did the Minoan palace at Knossos burn down?', type: 'unanswerable', probe: 'off-topic', expect: { kind: 'none' } },
  { query: 'How much does a winter ski lift pass on Karvel cost?', type: 'unanswerable', probe: 'near-topic: Karvel and skis exist, lift passes do not', expect: { kind: 'none' } },
];
