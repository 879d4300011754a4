// Challenger set ch21/s (session 21): steps, advice and what someone did. 8 documents: a sewing
// forum thread with several posters and later updates from the original poster, a sewing machine
// manual with numbered steps, a kayak hire shop FAQ written as "we", a weather station manual with
// numbered steps, a gardening blog with first-person advice and a later update, a rowing club notice
// with bulleted steps, a council page on reporting a pothole, and a café's news post.
// 14 questions: how-to and steps questions, what-did-they-do questions, what-does-the-shop-recommend
// questions, and 3 with an instruction about the reply's form.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'threadtalk-skipped-stitches.md': `---
title: "Bernold 220 skipping stitches on jersey – help!"
url: https://threadtalk.example.net/forum/machines/t/48213
---

# Bernold 220 skipping stitches on jersey – help!

**posted by hemlinehattie, 3 March**

My Bernold 220 has started skipping stitches every few centimetres, but only on stretchy fabric (cotton jersey for a T-shirt). Woven cotton is fine. I've cleaned out the bobbin area and changed the bobbin. Any ideas before I take it in?

**reply from Sewsimple_Dev, 3 March**

Nine times out of ten that's the needle. A universal needle will skip on knits. Put in a ballpoint or jersey needle, size 80/12 or 90/14.

**reply from Old_Rita, 4 March**

Also rethread the whole top thread with the presser foot UP. If you thread it with the foot down, the tension discs are closed and the thread never sits between them, and you get exactly this. Took me years to learn that one.

**reply from hemlinehattie, 5 March**

Update: put in a new 90/14 jersey needle as Dev suggested, still skipping. I'm going to book it in for a service at Pennycook's next week.

**reply from Marcus_Stitches, 6 March**

Before you pay for a service, try a walking foot. I use one for all my knits and never have skipped stitches.

**reply from hemlinehattie, 9 March**

EDIT: cancelled the service! I rethreaded with the presser foot up like Rita said, kept the jersey needle in, and it has sewn two whole T-shirts without a single skipped stitch. I never tried the walking foot. Thank you all.
`,

  'bernold-220-manual.txt': `BERNOLD 220 SEWING MACHINE – INSTRUCTION MANUAL (EXTRACT)

SECTION 4: THREADING THE UPPER THREAD

Always switch the machine off before threading.

1. Raise the presser foot lifter. This opens the tension discs so the thread can seat between them.
2. Turn the handwheel towards you until the take-up lever is at its highest position.
3. Place the spool on the spool pin and fit the spool cap.
4. Lead the thread around the upper thread guide and down the right-hand channel.
5. Bring the thread up the left-hand channel and hook it through the eye of the take-up lever from right to left.
6. Take the thread down and slip it behind the needle bar thread guide.
7. Thread the needle from front to back, and pull about 10 cm of thread through.

SECTION 5: CHOOSING A NEEDLE

Use universal needles for woven fabrics, ballpoint or jersey needles for knits, and denim needles for heavy fabrics. Replace the needle after every eight hours of sewing.

SECTION 6: CLEANING

Remove lint from the bobbin area after every project with the brush supplied. Do not use compressed air, which blows lint deeper into the machine.
`,

  'tidewater-kayaks-faq.md': `# Tidewater Kayak Hire – frequently asked questions

## Do I need experience?

No. We run a fifteen-minute safety briefing before every hire and we only send beginners out on the sheltered upper estuary.

## What should I wear?

We recommend quick-drying clothes in layers and shoes that can get wet, such as old trainers or neoprene boots. Avoid cotton, which stays cold when wet. We provide buoyancy aids, and wearing one is compulsory on all our hires.

## What if the weather changes?

We check the forecast every morning and cancel if the wind is forecast above 15 knots. If we cancel, you get a full refund or a free rebooking.

## What if I capsize?

Stay with your kayak; it floats and is easier to see than a swimmer. Hold on to the bow toggle, keep your paddle with you, and wave to the guide or to the safety boat. On sheltered water, swim the kayak to the nearest bank.

## What do you recommend for a first trip?

We recommend the two-hour Heron Creek route at high tide, with a double kayak if you are paddling with a child. Bring water, sun cream and a dry bag for your phone.

## Can I bring my dog?

Dogs are welcome in our open canoes but not in kayaks.
`,

  'skylark-ws3-weather-station.txt': `SKYLARK WS3 HOME WEATHER STATION – QUICK START GUIDE

PAIRING THE OUTDOOR SENSOR WITH THE DISPLAY

1. Insert two AA batteries into the outdoor sensor first. The red light on the sensor will flash once.
2. Within three minutes, insert three AAA batteries into the display.
3. Hold the display and sensor about one metre apart until the outdoor temperature appears on the display. This can take up to five minutes.
4. Only then mount the sensor outdoors, facing north and out of direct sun, no more than 60 metres from the display.

If the outdoor reading shows dashes, remove the batteries from both units, wait one minute and start again from step 1.

RESETTING THE RAIN GAUGE TOTAL

1. Press and release the RAIN button until the total is shown.
2. Hold the RAIN button for five seconds until the total flashes.
3. Press the MINUS button once to set the total to zero.

SETTING THE CLOCK

The clock sets itself from the radio time signal overnight. To set it by hand, hold the CLOCK button for three seconds and use PLUS and MINUS.
`,

  'chilli-overwintering-blog.md': `---
title: How I keep my chilli plants alive through the winter
url: https://plotandpot.example.blog/2025/10/overwintering-chillies
author: Nia Bowen
---

# How I keep my chilli plants alive through the winter

Chillies are perennials, and a plant in its second year fruits weeks earlier than a new one. Here is what I do every October.

First, I pick every fruit, ripe or not. Then I cut each plant back hard to the first fork in the main stem, leaving a bare Y-shaped stump. I always pot them into fresh compost in a smaller pot, shaking off most of the old soil, because that gets rid of any aphid eggs. Over winter I keep them on the coolest windowsill in the house, around 10 to 12 degrees, and give them only a splash of water every two to three weeks. My advice is to be patient: they look dead until March.

Some people leave their chillies in an unheated greenhouse; I tried that once and lost all of them.

Update, April 2026: This winter I overwintered three plants. The two on the landing windowsill have new leaves and the first flower buds. The third one I left in the porch to save space, and it died in the January frost, so I'm sticking to the windowsill.
`,

  'wyvern-rowing-notice.md': `# Wyvern Rowing Club – taking out a club boat

*Notice from the Club Captain, posted in the boathouse and on the members' page. Applies from 1 May.*

Members who have passed their novice assessment may take out club singles and doubles without a coach. Before you boat:

- Check the river board by the door: if it shows red, no club boats go out.
- Write your name, the boat and your expected return time in the boat book.
- Check the boat's heel restraints, gates and bow ball before carrying it down.
- Take a charged phone in a waterproof pouch.

When you return, wash the boat down, sign back in with your time of return, and report any damage on the damage sheet.

The boathouse is locked at 21:00. Questions to the Club Captain, Imogen Frayne.
`,

  'report-a-pothole-council.html': `<!doctype html>
<html lang="en"><head><title>Report a pothole – Harlow Vale District Council</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/roads">Roads and travel</a></nav>
<h1>Report a pothole</h1>
<p>We repair potholes on all council roads. Motorways and trunk roads are looked after by National Highways.</p>
<h2>How to report</h2>
<ol>
<li>Open the Report It map on this page and zoom to the pothole.</li>
<li>Drop a pin on the exact spot.</li>
<li>Add a photo, and say roughly how deep the pothole is.</li>
<li>Leave your email address if you want updates.</li>
</ol>
<p>A highway inspector visits within five working days. Potholes deeper than 40 millimetres on a main road are made safe within 24 hours.</p>
<h2>Claims</h2>
<p>If your vehicle was damaged, you can make a claim in writing within twelve months. We will ask for photos and repair receipts.</p>
</body></html>
`,

  'the-corner-cafe-news.md': `# News from The Corner Café

We are sorry to say that the sewing group that met in the café on Tuesday afternoons has moved to the library. We wish them well.

Our new winter menu starts on 1 November, with leek and potato soup and the return of the hot chocolate with orange. We are also trying a pay-it-forward board: you can pay for a coffee for someone who needs one.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  {
    query: 'How do I pair the outdoor sensor with the display on a Skylark WS3?',
    type: 'why/how',
    probe: 'numbered steps in a .txt manual, in order (sensor batteries first)',
    expect: { kind: 'answer', facts: [['two AA batteries', 'outdoor sensor first'], ['three AAA', 'within three minutes'], ['one metre apart'], ['facing north', 'mount the sensor']], lead: ['batteries'] },
  },
  {
    query: 'What are the steps to zero the rain total on my weather station?',
    type: 'why/how',
    probe: 'three numbered steps under a capitalised heading, the subject in other words ("zero" vs "resetting ... to zero")',
    expect: { kind: 'answer', facts: [['RAIN button'], ['five seconds'], ['MINUS']], lead: ['RAIN'] },
  },
  {
    query: 'My machine skips stitches on jersey too. What did the original poster in the Bernold 220 thread do in the end, and did it work?',
    type: 'why/how',
    probe: 'the latest EDIT (rethreaded with the foot up, kept the jersey needle, worked; service cancelled) over the earlier update',
    untrue: ['the author', 'the authors', 'going to book it in for a service', 'used a walking foot'],
    expect: { kind: 'answer', facts: [['presser foot up', 'rethreaded'], ['without a single skipped stitch', 'two whole T-shirts'], ['cancelled the service', 'cancelled']], lead: ['rethread', 'presser foot'] },
  },
  {
    query: 'Who suggested the walking foot in the skipped-stitches thread, and did hemlinehattie try it?',
    type: 'what',
    probe: 'who said what among four posters; the OP says she never tried it',
    untrue: ['the author', 'hemlinehattie suggested', 'the walking foot fixed'],
    expect: { kind: 'answer', facts: [['Marcus_Stitches', 'Marcus'], ['never tried the walking foot', 'never tried']], lead: ['Marcus'] },
  },
  {
    query: 'How do I thread the top thread on a Bernold 220?',
    type: 'why/how',
    probe: 'seven numbered steps in the manual, not the forum\'s mentions of threading',
    expect: { kind: 'answer', facts: [['Raise the presser foot'], ['take-up lever'], ['spool pin'], ['front to back']], lead: ['presser foot', 'switch the machine off'] },
  },
  {
    query: 'What does Tidewater recommend wearing for kayaking?',
    type: 'what',
    probe: 'an FAQ\'s "we recommend", credited to the shop, not to "the authors"',
    untrue: ['the authors', 'the author recommends'],
    expect: { kind: 'answer', facts: [['quick-drying clothes', 'layers'], ['shoes that can get wet', 'neoprene boots', 'old trainers'], ['Avoid cotton', 'cotton']], lead: ['quick-drying', 'layers'] },
  },
  {
    query: 'We\'re new to this and bringing our 9-year-old. What does the kayak hire shop recommend for our first trip?',
    type: 'what',
    probe: 'the FAQ\'s recommendation in "we" form',
    untrue: ['the authors', 'the author recommends'],
    expect: { kind: 'answer', facts: [['Heron Creek'], ['high tide'], ['double kayak']], lead: ['Heron Creek'] },
  },
  {
    query: 'What should I do if I capsize on a Tidewater hire?',
    type: 'why/how',
    probe: 'advice in imperative sentences under an FAQ heading, in order',
    untrue: ['the authors'],
    expect: { kind: 'answer', facts: [['Stay with your kayak'], ['bow toggle'], ['wave']], lead: ['Stay with your kayak'] },
  },
  {
    query: 'How do I keep chilli plants alive over the winter?',
    type: 'why/how',
    probe: 'first-person advice ("I cut each plant back", "I always pot them"), in order',
    untrue: ['unheated greenhouse is best'],
    expect: { kind: 'answer', facts: [['first fork'], ['fresh compost', 'smaller pot'], ['coolest windowsill', '10 to 12 degrees'], ['splash of water', 'two to three weeks']], lead: ['pick every fruit', 'cut each plant back', 'first fork'] },
  },
  {
    query: 'What did the blogger do with her chillies this winter, and did it work?',
    type: 'why/how',
    probe: 'the April update: two on the windowsill survived, the porch one died',
    untrue: ['the authors', 'lost all of them this winter', 'all three survived'],
    expect: { kind: 'answer', facts: [['landing windowsill', 'windowsill'], ['died in the January frost', 'porch']], lead: ['three plants', 'windowsill', 'new leaves'] },
  },
  {
    query: 'What do I have to do before taking a single out at Wyvern Rowing Club?',
    type: 'why/how',
    probe: 'bulleted steps in a club notice, not the after-outing sentence',
    expect: { kind: 'answer', facts: [['river board'], ['boat book'], ['heel restraints'], ['charged phone']], lead: ['river board'] },
  },
  // --- instructions about the reply's form ---
  {
    query: 'List the checks before taking out a Wyvern club boat as 4 bullet points.',
    type: 'why/how',
    probe: 'a form instruction: the four bullets are the four checks',
    expect: { kind: 'answer', facts: [['river board'], ['boat book'], ['heel restraints'], ['charged phone']] },
  },
  {
    query: 'In one sentence, how do I reset the rain gauge total on the Skylark WS3?',
    type: 'why/how',
    probe: 'a form instruction: one sentence that holds the steps',
    expect: { kind: 'answer', facts: [['RAIN'], ['MINUS']] },
  },
  {
    query: 'How do I report a pothole to Harlow Vale council? Give me the steps as a numbered list.',
    type: 'why/how',
    probe: 'a form instruction over an HTML ordered list',
    expect: { kind: 'answer', facts: [['Report It map'], ['Drop a pin'], ['photo'], ['email address']] },
  },
];
