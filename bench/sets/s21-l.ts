// Challenger set ch21/l (session 21): the lead that answers the asked thing. 8 documents, 14
// questions: 10 what/which/who/when/where/how many/what colour/why questions, each beside a close
// neighbour (a later famous user beside the inventor, a predator beside the colour, another effect
// beside the cause, a neighbouring event's date), and 4 that no sentence answers although neighbours
// share their words. Topics: a diving museum, a dune lizard, a cobbled street, a lantern festival,
// a pottery club, an orienteering race, a tramway, a clock tower.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'stenhaven-diving-museum.html': `<!doctype html>
<html lang="en"><head><title>The Corran Helmet – Stenhaven Museum of Diving</title>
<meta name="url" content="https://stenhavendiving.example.org/collection/corran-helmet"></head>
<body>
<nav><a href="/">Home</a> | <a href="/visit">Visit</a> | <a href="/collection">Collection</a></nav>
<h1>The Corran Helmet</h1>
<p>The copper helmet in Gallery 2 is the oldest surviving standard diving helmet in Britain and the centrepiece of our collection.</p>
<p>The helmet was invented by Elias Corran, a coppersmith, in his workshop on Broad Street in Portsmouth in 1838. Corran's idea was to bolt the helmet to a watertight canvas suit, so that a diver could bend over without the helmet flooding.</p>
<p>The hand-cranked air pump that fed the helmet was designed separately by the engineer Tobias Wren in 1852, replacing the bellows used before.</p>
<p>The helmet became famous through the salvage diver Agnes Bell, who wore a Corran helmet to recover the gold bullion of the steamer SS Orla off Lundy in 1871. Bell made more than 300 dives in the wreck over two summers and died in Stenhaven in 1903.</p>
<p>The museum bought the helmet at auction in 1987. It was restored in 2019 by conservators from the National Maritime Collection, who removed a layer of Victorian paint to reveal the original copper.</p>
<p>Gallery 2 is on the first floor and can be reached by lift.</p>
</body></html>
`,

  'orrin-dune-lizard.md': `---
title: Orrin dune lizard (Lacerta orrinensis)
url: https://coastalfieldguide.example.net/reptiles/orrin-dune-lizard
---

# Orrin dune lizard

The Orrin dune lizard is a small, stocky lizard of coastal sand dunes, rarely more than 18 centimetres long including the tail.

## Appearance

For most of the year both sexes are sandy brown with two rows of dark spots, each spot with a pale centre. In the breeding season, from April to June, the male's flanks turn a vivid emerald green, which signals to females and warns off rival males. Females stay brown all year.

## Where it lives

The species was first described in 1894 from specimens collected at Sker Point by the naturalist Harriet Moss. Today the largest population lives on the Holme Sands dunes, where about 4,000 adults were counted in 2022.

## Predators and threats

Its chief predator is the kestrel, a rust-brown falcon that hovers over the dunes and drops onto basking lizards. Domestic cats from nearby holiday parks also take many. Trampling of the dunes by walkers destroys the open sand the females need for laying.

## Breeding

Females lay between five and fourteen eggs in June, buried in warm sand on south-facing slopes. The young hatch in late August.
`,

  'weaver-street-report.txt': `HOLMBRIDGE TOWN COUNCIL – HIGHWAYS COMMITTEE
Report of the Town Engineer on the condition of Weaver Street and Mill Lane, January 2026

1. Weaver Street is paved with granite setts laid in 1884. Residents have reported for several years that setts lift and rock in the winter months and settle again by late spring.

2. Trial pits dug in November show that the sand bedding under the setts is waterlogged, because the Victorian drain beneath the street has collapsed in two places. When the wet bedding freezes, the ice expands and pushes the setts upward; this frost heave is the cause of the lifting on Weaver Street.

3. On Mill Lane, the adjoining street, the pavement has also been lifting, but there the cause is different: roots from the row of lime trees planted in 1950 have grown under the flagstones.

4. The loose setts on Weaver Street have also caused two trips reported to the council's insurer in 2025, and delivery drivers have complained of noise.

5. The Engineer recommends relaying Weaver Street on a free-draining bed once the drain has been rebuilt, at an estimated cost of £186,000, and fitting root barriers on Mill Lane at an estimated cost of £22,000.
`,

  'dunmore-lantern-festival.md': `# A short history of the Dunmore Lantern Festival

*From the festival programme, 2025*

Dunmore's harbour wall was completed in 1958, after the great storm of 1953 had destroyed the old pier.

The first Lantern Festival was held in the autumn of 1962, when pupils of Dunmore Primary School carried forty paper lanterns along Church Street to celebrate the end of the herring season.

For its first seventeen years the procession ended in the churchyard. The festival moved to the quay in 1979, when the parish council closed the churchyard at night after a lantern set fire to a yew tree.

Willow-framed lanterns replaced paper ones in 1985, after a wet year in which most paper lanterns fell apart in the rain.

Today the festival draws about 12,000 visitors on the last Saturday of October, and the largest lantern, a herring eleven metres long, is carried by twelve people.
`,

  'riverside-pottery-club.md': `---
title: Riverside Pottery Club – about the studio
url: https://riversidepottery.example.org.uk/about
---

# About the studio

Riverside Pottery Club has met in the former boathouse on Ferry Road since 1996. We have about 140 members.

## Equipment

The studio has twelve potter's wheels, two of them set at a height that can be used from a wheelchair. Firing is done in three electric kilns in the back room: a large one for glaze firings and two smaller ones for bisque.

## Clay and glazes

All our clay comes from a family pottery supplier in Bovey Tracey in Devon, who deliver half a tonne every month. Members sell their finished work at the Saturday craft market in the town square.

## Classes

Beginners' courses run for eight weeks on Tuesday evenings.
`,

  'harrier-night-o-results.html': `<!doctype html>
<html lang="en"><head><title>Ravenscar Night Orienteering Race – report and results</title></head>
<body>
<h1>Ravenscar Night Orienteering Race: report</h1>
<p>Sixty-eight runners took part in the Ravenscar Night Race on Saturday, the first night event held in Harrow Wood for eleven years.</p>
<p>The courses were planned by Owen Pettifer of Harrier Orienteering Club, who spent three months mapping the new forestry tracks.</p>
<p>The women's elite course of 7.2 kilometres was won by Caitlin Moyes of Pennine Orienteers in 58 minutes 40 seconds. The men's elite course was won by Rhys Gadd in 61 minutes 5 seconds.</p>
<p>Several runners lost time at control 9, hidden in a steep re-entrant, and two were helped back by marshals after their head torches failed.</p>
<p>The club thanks the Forestry Commission for permission to use the wood.</p>
</body></html>
`,

  'holbeck-tramway.md': `# The Holbeck tramway

The Holbeck tramway ran from the railway station to the market square and up Castle Hill. Horse-drawn cars first carried passengers on the line in 1899.

In 1911 the Holbeck Corporation converted the line to electric traction. The change was needed because the horses could not haul the new double-deck cars up the steep gradient of Castle Hill; on wet days passengers had been asked to walk the last stretch.

Electrification also allowed the line to be extended to Frith Park in 1913, and the depot on Kiln Street was rebuilt in brick.

The last tram ran on 30 September 1957. Car number 14 survives and is displayed at the town museum.
`,

  'st-olafs-clock.md': `---
title: St Olaf's church clock
url: https://stolafs-parish.example.org/history/clock
---

# The clock at St Olaf's

The turret clock at St Olaf's was made by the Whitby firm of Thwaites & Reed and installed in the tower in 1864. Its four dials are each two metres across.

The clock was wound by hand every week until 1978, when an electric winding motor was fitted by a local engineering firm. The bells in the same tower were recast in 1921.

The clock chimes the quarters on two bells and strikes the hours on the tenor bell. Visitors can see the mechanism on heritage open days in September.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  {
    query: 'Who invented the Corran diving helmet?',
    type: 'what',
    probe: 'the inventor, not the famous later user (Agnes Bell) or the designer of the pump (Tobias Wren)',
    expect: { kind: 'answer', facts: [['Elias Corran']], lead: ['Elias Corran'], offTopic: ['Agnes Bell', 'bullion'] },
  },
  {
    query: 'I saw the copper helmet in Gallery 2. Where was that type of helmet invented?',
    type: 'what',
    probe: 'the place of the invention, not where the famous user worked (Lundy) or died (Stenhaven)',
    expect: { kind: 'answer', facts: [['Portsmouth']], lead: ['Portsmouth'], offTopic: ['Lundy'] },
  },
  {
    query: 'What colour does the male Orrin dune lizard go in the breeding season?',
    type: 'what',
    probe: 'the colour, not the predator\'s colour (rust-brown kestrel)',
    expect: { kind: 'answer', facts: [['emerald green', 'green']], lead: ['green'], offTopic: ['kestrel', 'rust-brown'] },
  },
  {
    query: 'Where was the Orrin dune lizard first found?',
    type: 'what',
    probe: 'the place of the first record, not of today\'s largest population',
    expect: { kind: 'answer', facts: [['Sker Point']], lead: ['Sker Point'], offTopic: ['4,000 adults'] },
  },
  {
    query: 'Why do the setts on Weaver Street lift every winter?',
    type: 'why/how',
    probe: 'the cause of the asked effect (frost heave), not the neighbouring street\'s cause (roots) or another effect (trips, noise)',
    expect: { kind: 'answer', facts: [['frost heave', 'freezes'], ['waterlogged', 'drain']], lead: ['frost heave', 'freezes', 'waterlogged'], offTopic: ['lime trees', 'roots'] },
  },
  {
    query: 'When did the Dunmore lantern procession start ending at the quay?',
    type: 'what',
    probe: 'the date of the asked event (1979), not the harbour wall (1958) or the first festival (1962)',
    expect: { kind: 'answer', facts: [['1979']], lead: ['1979'], offTopic: ['harbour wall', '1958'] },
  },
  {
    query: 'How many kilns does Riverside Pottery Club have?',
    type: 'what',
    probe: 'a count beside another count in the same paragraph (twelve wheels)',
    expect: { kind: 'answer', facts: [['three electric kilns', 'three']], lead: ['three electric kilns', 'kilns'], offTopic: ['140 members'] },
  },
  {
    query: 'Who won the women\'s race at the Ravenscar night orienteering event?',
    type: 'what',
    probe: 'the winner, not the course planner or the men\'s winner',
    expect: { kind: 'answer', facts: [['Caitlin Moyes']], lead: ['Caitlin Moyes'], offTopic: ['Owen Pettifer'] },
  },
  {
    query: 'Why was the Holbeck tramway electrified?',
    type: 'why/how',
    probe: 'the cause (horses could not haul double-deckers up Castle Hill), not another effect of electrification (the Frith Park extension)',
    expect: { kind: 'answer', facts: [['Castle Hill', 'gradient'], ['horses']], lead: ['horses could not', 'gradient', 'Castle Hill'], offTopic: ['Frith Park', 'Kiln Street'] },
  },
  {
    query: 'When did St Olaf\'s clock stop being wound by hand?',
    type: 'what',
    probe: 'the date of the asked change (1978), not the installation (1864) or the recast bells (1921)',
    expect: { kind: 'answer', facts: [['1978']], lead: ['1978'], offTopic: ['recast', '1921'] },
  },
  // --- unanswerable, with close neighbours ---
  {
    query: 'When did Elias Corran die?',
    type: 'unanswerable',
    probe: 'the famous user\'s death date (1903) is given, the inventor\'s is not',
    expect: { kind: 'none' },
  },
  {
    query: 'What colour are the eggs of the Orrin dune lizard?',
    type: 'unanswerable',
    probe: 'eggs (number, month, place) and colours (of the lizard, of the kestrel) are given, not the eggs\' colour',
    expect: { kind: 'none' },
  },
  {
    query: 'How many people came to the very first Dunmore Lantern Festival?',
    type: 'unanswerable',
    probe: 'the first festival\'s forty lanterns and today\'s 12,000 visitors, not the first attendance',
    expect: { kind: 'none' },
  },
  {
    query: 'Why did the Holbeck tramway close?',
    type: 'unanswerable',
    probe: 'the closing date and the cause of electrification are given, not the cause of closure',
    expect: { kind: 'none' },
  },
];
