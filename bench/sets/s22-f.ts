// Challenger set, session 22, class f (follow-ups as people type them): 7 documents, 14 ordinary questions
// that give the chat cases their first turns' context.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'ferry-lane-footbridge-notice.md': `# Public notice: closure of the Ferry Lane footbridge

*Dunmore County Council, Highways and Transport, 20 February 2026*

The Ferry Lane footbridge over the railway at Dunmore will be closed to all users from 3 March 2026. A principal inspection in January found severe corrosion in two of the steel cross-girders under the deck, and the engineers judged that the bridge could no longer safely carry a crowd.

The bridge will be shut for about seven months while the deck is lifted off, the corroded girders are replaced and the steelwork is repainted. We expect to reopen it in early October 2026.

The repairs are expected to cost £420,000. The county council will pay £250,000 from its bridges budget and Wessex Rail, which owns the land under the bridge, will pay the remaining £170,000.

While the bridge is closed, pedestrians should use the level crossing at Station Road, a diversion of about 600 metres. Cyclists must dismount at the crossing. The footbridge was built in 1962 and last repainted in 1997.

Questions about the closure can be sent to highways@dunmore.example.gov.uk.
`,

  'my-first-violin.md': `---
title: Fourteen months, one violin
url: https://sprucedust.example.blog/first-violin
author: Hana Okafor
---

# Fourteen months, one violin

I finished my first violin last Sunday, fourteen months after I cut the first piece of wood. I had expected it to take six.

Most of the extra time went on two things. I had to carve the scroll three times because the first two were lopsided, and in the second winter the spruce top cracked along the grain when the workshop heating failed, so I had to glue and cleat the crack before I could go on.

I built it in the evening class run by Elena Marsh at the old piano factory in Leith. Elena has made more than 200 instruments and she let me use her moulds and her bending iron. Without her I would have given up when the top cracked.

The back and the ribs are flamed maple and the top is spruce from the Val di Fiemme, the same forest Stradivari's wood is said to have come from. I bought the wood as a kit of rough billets for £240.

Varnishing took seven weeks: eleven thin coats of oil varnish, each left to cure in a UV cabinet I made from an old wardrobe. I was impatient and the fourth coat wrinkled, so I had to sand it back.

The violin sounds bright and a little thin on the G string, which Elena says will open up with playing. I am keeping it and starting a viola in September.
`,

  'wheal-hester-museum.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Wheal Hester Mining Museum – the mines</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/visit">Visit</a> | <a href="/the-mines">The mines</a> | <a href="/tours">Tours</a></nav>
<h1>The two mines of Carnhallow valley</h1>
<p>The museum tells the story of the two tin mines that worked the Carnhallow valley for more than a century: Wheal Hester, where the museum now stands, and Wheal Grace, a mile downstream.</p>
<h2>Wheal Hester</h2>
<p>Wheal Hester opened in 1812 and at its peak in the 1860s employed 640 men, women and children. It closed in 1921, when the price of tin collapsed after the First World War and the mine could no longer sell its ore for more than it cost to raise. Its deepest shaft reached 240 metres.</p>
<h2>Wheal Grace</h2>
<p>Wheal Grace was the deeper of the two, reaching 310 metres below the surface. It closed in 1938 after the lower levels flooded, when the great pumping engine failed and the company could not afford to replace it.</p>
<h2>The underground tour</h2>
<p>Our guides take visitors 40 metres into the Hester adit, a drainage tunnel cut in 1815. Tours run every hour from 10:30 and last 45 minutes. Children under 7 cannot go on the underground tour, and everyone must wear the helmet and lamp we provide. The tunnel is 10 degrees all year round, so bring a warm layer.</p>
<h2>Tickets</h2>
<p>Admission to the museum is £11 for adults and £6 for children; the underground tour costs £5 more. The museum is run by the Carnhallow Mining Trust, a charity founded by former miners' families in 1974.</p>
</body>
</html>
`,

  'st-aldhelm-bells-news.html': `<!doctype html>
<html><head><title>St Aldhelm's bells come home after recasting – Marden Valley News</title></head>
<body>
<h1>St Aldhelm's bells come home after recasting</h1>
<p>MARDEN, 2 March 2026. The eight bells of St Aldhelm's church returned to the village on Tuesday on the back of a lorry, after six months at the bell foundry in Loughborough.</p>
<p>Five of the bells, cracked or badly out of tune, were recast, and the other three were retuned. The tower's oak frame, which had rotted at one corner, was replaced with a galvanised steel frame, and new bearings were fitted so that the bells swing more freely.</p>
<p>The work cost £186,000. The National Lottery Heritage Fund gave £120,000, and the rest was raised by the parish over four years with concerts, a sponsored walk and a bell-shaped cake stall at the summer fair.</p>
<p>The tenor, the largest bell, weighs 14 hundredweight, about 710 kilograms. It was first cast in 1706 and carries the inscription "I call the living, I mourn the dead".</p>
<p>Tower captain Ruth Anand said the band had been practising on handbells all winter. The bells will ring again for the first time on Easter Sunday, after they are rehung and blessed by the bishop.</p>
</body></html>
`,

  'brookfield-seed-library-faq.md': `# Brookfield Seed Library – frequently asked questions

## What is a seed library?

The Brookfield Seed Library lends seeds instead of books. You take seeds home, grow them, and at the end of the season bring back some seed saved from your best plants, so the collection keeps going.

## Do I have to bring seeds back?

No. Returning seed is encouraged but never required; about a third of borrowers bring some back each year.

## Where is it?

The seed library is a wooden card-index cabinet in the entrance hall of Brookfield Community Centre, open whenever the centre is open.

## Why do you not stock F1 hybrid seeds?

We only stock open-pollinated varieties, because seed saved from an F1 hybrid does not grow true to its parent: the next generation comes up mixed and often weaker.

## How many packets can I take?

Up to five packets per household per month, so that there is enough to go round in spring.
`,

  'brookfield-primary-solar-news.html': `<!doctype html>
<html><head><title>Brookfield Primary switches on its rooftop solar panels</title></head>
<body>
<h1>Brookfield Primary switches on its rooftop solar panels</h1>
<p>BROOKFIELD, 18 October 2025. Pupils at Brookfield Primary School watched on Friday as 96 solar panels on the hall roof were switched on.</p>
<p>The 38-kilowatt system cost £52,000. Parents raised £14,000 through a crowdfunding appeal, and a grant from the county's climate fund paid the remaining £38,000.</p>
<p>The school expects the panels to supply about a third of its electricity and to save around £9,000 a year on bills. A display in the entrance hall shows how much power the roof is producing.</p>
<p>Headteacher Daniel Oyelaran said the idea came from the school's eco-council, a group of twelve pupils who surveyed the roof with a compass and a tape measure in 2023.</p>
</body></html>
`,

  'kingsmead-chess-club-rules.md': `# Kingsmead Chess Club – club rules

1. The club meets every Tuesday from 19:00 to 22:30 in the upstairs room of the Kingsmead Arms.
2. Membership is £40 a year for adults and £15 for juniors under 18.
3. Club games use a clock with 60 minutes per player plus a 10-second increment per move.
4. Mobile phones must be switched off in the playing room during rated games. A ringing phone loses the game.
5. Juniors under 14 must be accompanied by an adult.
6. The club championship is played over seven rounds between January and March; the winner holds the Marlow Cup for a year.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  {
    query: 'Why was the Ferry Lane footbridge closed?',
    type: 'why/how',
    probe: 'a cause in a council notice (corrosion found in an inspection)',
    expect: { kind: 'answer', facts: [['corrosion'], ['cross-girders', 'girders']], lead: ['corrosion'] },
  },
  {
    query: 'How long is the Ferry Lane footbridge going to be shut, and when should it reopen?',
    type: 'what',
    probe: 'a duration and a date in two sentences',
    expect: { kind: 'answer', facts: [['seven months'], ['early October']] },
  },
  {
    query: 'How long did Hana Okafor take to build her first violin?',
    type: 'what',
    probe: 'a duration stated in first person ("I finished ... fourteen months after")',
    expect: { kind: 'answer', facts: [['fourteen months']], lead: ['fourteen months'] },
  },
  {
    query: 'Why did the violin take so much longer than she planned?',
    type: 'why/how',
    probe: 'two causes in a first-person paragraph (the scroll carved three times, the cracked top)',
    expect: { kind: 'answer', facts: [['scroll'], ['cracked']] },
  },
  {
    query: 'Why did Wheal Hester mine close?',
    type: 'why/how',
    probe: 'a cause in a museum page; the other mine\'s flooding is a sibling',
    expect: { kind: 'answer', facts: [['price of tin'], ['1921']], lead: ['price of tin', 'tin collapsed'], offTopic: ['flooded'] },
  },
  {
    query: 'Can a five-year-old go on the Wheal Hester underground tour?',
    type: 'yes/no',
    probe: 'a denial ("Children under 7 cannot go")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['under 7']] },
  },
  {
    query: 'What work was done on the bells of St Aldhelm\'s church?',
    type: 'what',
    probe: 'several items in a news report (recast, retuned, new frame, bearings)',
    expect: { kind: 'answer', facts: [['recast'], ['retuned'], ['steel frame']] },
  },
  {
    query: 'When will St Aldhelm\'s bells be rung again?',
    type: 'what',
    probe: 'a date in the last sentence of a news report',
    expect: { kind: 'answer', facts: [['Easter Sunday']], lead: ['Easter Sunday'] },
  },
  {
    query: 'Do I have to give seeds back to the Brookfield seed library?',
    type: 'yes/no',
    probe: 'an FAQ answer that starts "No."',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['never required', 'encouraged']] },
  },
  {
    query: 'Why won\'t the seed library take F1 hybrid seed?',
    type: 'why/how',
    probe: 'a cause in an FAQ whose heading is the question',
    expect: { kind: 'answer', facts: [['true to its parent', 'grow true']], lead: ['open-pollinated', 'true to its parent', 'does not grow true'] },
  },
  {
    query: 'Who paid for the solar panels at Brookfield Primary?',
    type: 'what',
    probe: 'two payers in one sentence pair (parents\' crowdfunding and a county grant)',
    expect: { kind: 'answer', facts: [['crowdfunding', 'Parents raised'], ['climate fund']] },
  },
  {
    query: 'How much will the school save on electricity bills with its new panels?',
    type: 'what',
    probe: 'a figure in a news report ("save around £9,000 a year")',
    expect: { kind: 'answer', facts: [['£9,000']], lead: ['£9,000'] },
  },
  {
    query: 'What time control does Kingsmead Chess Club use for club games?',
    type: 'what',
    probe: 'one numbered rule among siblings',
    expect: { kind: 'answer', facts: [['60 minutes'], ['10-second increment', '10 seconds']], lead: ['60 minutes'], offTopic: ['Marlow Cup', '£40'] },
  },
  {
    query: 'What happens at Kingsmead if your phone rings during a rated game?',
    type: 'what',
    probe: 'a consequence in a numbered rule',
    expect: { kind: 'answer', facts: [['loses the game']], lead: ['loses the game', 'ringing phone'] },
  },
];
